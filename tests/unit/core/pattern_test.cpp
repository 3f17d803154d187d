// SPDX-License-Identifier: MIT
#include "core/pattern.hpp"

#include <doctest/doctest.h>

using namespace loopclose;

TEST_CASE("core::Pattern") {
    SUBCASE("search finds a match anywhere, or none") {
        const core::Pattern p(R"re(error TS\d+)re");
        CHECK(p.search("src/a.ts(1,2): error TS2322: x"));
        CHECK_FALSE(p.search("error TS: no digits"));
        CHECK_FALSE(p.search(""));
    }
    SUBCASE("groups are filled, and empty when a group did not take part") {
        const core::Pattern p(R"re(^(\S+?):(\d+)(?::(\d+))?: )re");
        std::array<std::string_view, 3> g;
        REQUIRE(p.search("main.c:12: error", g));
        CHECK(g[0] == "main.c");
        CHECK(g[1] == "12");
        CHECK(g[2].empty());
        REQUIRE(p.search("main.c:12:7: error", g));
        CHECK(g[2] == "7");
    }
    SUBCASE("a pattern compiles on first use and gives the same answers every time") {
        const core::Pattern p(R"re(\bFAILED\b)re");
        CHECK(p.ok());
        for (int i = 0; i < 3; ++i) {
            CHECK(p.search("test a ... FAILED"));
            CHECK_FALSE(p.search("test a ... FAILEDX"));
        }
    }
    SUBCASE("constructing a valid pattern adds no compile failure") {
        const std::size_t before = core::pattern_compile_failures();
        const core::Pattern unused(R"re(^never (searched)$)re");
        CHECK(core::pattern_compile_failures() == before);
    }
    SUBCASE("parse_small_number") {
        CHECK(core::parse_small_number("0") == 0);
        CHECK(core::parse_small_number("1234") == 1234);
        CHECK(core::parse_small_number("999999999") == 999999999);
        CHECK(core::parse_small_number("1234567890") == 0);
        CHECK(core::parse_small_number("12a") == 0);
        CHECK(core::parse_small_number("") == 0);
    }
}
