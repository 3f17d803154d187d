// SPDX-License-Identifier: MIT
#include "core/pattern.hpp"

#include <doctest/doctest.h>
#include <string>
#include <vector>

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

TEST_CASE("core::strip_group_names") {
    std::vector<std::string> names;
    SUBCASE("named groups become plain groups, numbered as before") {
        CHECK(core::strip_group_names(R"re(^(?P<file>\S+):(\d+)(?:x)(?P<msg>.*))re", names) ==
              R"re(^(\S+):(\d+)(?:x)(.*))re");
        CHECK(names == std::vector<std::string>{"file", "", "msg"});
    }
    SUBCASE("a parenthesis that is escaped, in a class or quoted opens no group") {
        CHECK(core::strip_group_names(R"re(\((?P<a>x)[(?P<b>]\Q(?P<c>\E(y))re", names) ==
              R"re(\((x)[(?P<b>]\Q(?P<c>\E(y))re");
        CHECK(names == std::vector<std::string>{"a", ""});
        CHECK(core::strip_group_names(R"re([]()](?P<z>q))re", names) == R"re([]()](q))re");
        CHECK(names == std::vector<std::string>{"z"});
    }
    SUBCASE("names RE2 would refuse are left for RE2 to report") {
        const std::string twice = R"re((?P<a>x)(?P<a>y))re";
        CHECK(core::strip_group_names(twice, names) == twice);
        CHECK(names.empty());
        const std::string bad = R"re((?P<a-b>x))re";
        CHECK(core::strip_group_names(bad, names) == bad);
        const std::string open = R"re((?P<a)re";
        CHECK(core::strip_group_names(open, names) == open);
    }
}

TEST_CASE("core::latin1_equivalent") {
    CHECK(core::latin1_equivalent(R"re(^(?P<file>[^\s:]+):(\d+): (?i)error .*$)re"));
    CHECK(core::latin1_equivalent(R"re(a\\x)re")); // an escaped backslash, then "x"
    // Bytes past ASCII, characters by number and Unicode classes read differently.
    CHECK_FALSE(core::latin1_equivalent("\xE2\x9C\x97 (.+)"));
    CHECK_FALSE(core::latin1_equivalent(R"re(error\666)re")); // octal beyond Latin-1
    CHECK_FALSE(core::latin1_equivalent(R"re(\x{e9})re"));
    CHECK_FALSE(core::latin1_equivalent(R"re(\pL+)re"));
    CHECK_FALSE(core::latin1_equivalent(R"re(\PN)re"));
    CHECK_FALSE(core::latin1_equivalent(R"re(a\Cb)re"));
}
