// SPDX-License-Identifier: MIT
#include "core/pattern.hpp"

#include <doctest/doctest.h>
#include <re2/re2.h>
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
    // A character past ASCII written as itself reads alike as its bytes, unless a class
    // holds it, a repeat applies to it alone, or case is folded.
    CHECK(core::latin1_equivalent("\xE2\x9C\x97 (.+)"));
    CHECK(core::latin1_equivalent("^\\s+\xE2\x9D\xAF (\\S+):(\\d+)"));
    CHECK(core::latin1_equivalent("[[:alpha:]]+ \xE2\x80\xBA x"));
    CHECK_FALSE(core::latin1_equivalent("[^\xE2\x80\xBA]+"));
    CHECK_FALSE(core::latin1_equivalent("[]\xE2\x80\xBA]"));
    CHECK_FALSE(core::latin1_equivalent("\xE2\x97\x8F+ x"));
    CHECK_FALSE(core::latin1_equivalent("(?i)\xC3\xA9"
                                        "chec"));
    CHECK_FALSE(core::latin1_equivalent("(?si:x)\xC3\xA9"));
    // The same matches, field for field, on texts with characters past ASCII.
    for (const std::string& pattern : {std::string("^\\s+\xE2\x9D\xAF (\\S+):(\\d+)"),
                                       std::string("\xE2\x9C\x97 (.+?)( \\d+ms)?$"),
                                       std::string("^(\\S+) \xE2\x80\xBA (.*)$")}) {
        re2::RE2::Options latin1;
        latin1.set_encoding(re2::RE2::Options::EncodingLatin1);
        const re2::RE2 one_byte(pattern, latin1);
        const re2::RE2 utf8(pattern);
        REQUIRE(one_byte.ok());
        for (const std::string text :
             {"  \xE2\x9D\xAF src/a.test.ts:12", "\xE2\x9C\x97 adds \xC3\xA9l\xC3\xA8ves 3ms",
              "Cart \xE2\x80\xBA total \xE2\x80\xBA \xE2\x9C\x93", "\xE2\x9D\xAF x:1",
              "\xE2\x9C\x97 \xE2\x9C\x97"}) {
            std::string a1, a2, b1, b2;
            const bool a = re2::RE2::PartialMatch(text, one_byte, &a1, &a2);
            const bool b = re2::RE2::PartialMatch(text, utf8, &b1, &b2);
            INFO(pattern << " on " << text);
            CHECK(a == b);
            CHECK(a1 == b1);
            CHECK(a2 == b2);
        }
    }
    CHECK_FALSE(core::latin1_equivalent(R"re(error\666)re")); // octal beyond Latin-1
    CHECK_FALSE(core::latin1_equivalent(R"re(\x{e9})re"));
    CHECK_FALSE(core::latin1_equivalent(R"re(\pL+)re"));
    CHECK_FALSE(core::latin1_equivalent(R"re(\PN)re"));
    CHECK_FALSE(core::latin1_equivalent(R"re(a\Cb)re"));
}
