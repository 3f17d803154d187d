// SPDX-License-Identifier: MIT
#include "core/text.hpp"

#include <doctest/doctest.h>

using namespace loopclose::core;

TEST_CASE("core::clean_output") {
    SUBCASE("cursor to column 1 redraws the line, as a carriage return does") {
        CHECK(clean_output("\xE2\xA0\x99\x1b[1G\x1b[0Ksrc/a.ts(1,2): error TS1\n") ==
              "src/a.ts(1,2): error TS1\n");
        CHECK(clean_output("ab\x1b[Gc\n") == "c\n");
        CHECK(clean_output("ab\x1b[5Gc\n") == "abc\n"); // another column: just removed
    }
    SUBCASE("removes colour codes and OSC hyperlinks") {
        CHECK(clean_output("\x1b[31mFAIL\x1b[0m a\n") == "FAIL a\n");
        CHECK(clean_output("\x1b]8;;file:///x\x07link\x1b]8;;\x07") == "link");
    }
    SUBCASE("keeps the last carriage-return segment of a progress line") {
        CHECK(clean_output("10%\r50%\r100%\ndone\r\n") == "100%\ndone\n");
    }
    SUBCASE("drops control bytes but keeps tabs") {
        CHECK(clean_output(std::string("a\0b\tc\x07", 6)) == "ab\tc");
    }
    SUBCASE("replaces invalid UTF-8 and keeps valid multi-byte characters") {
        CHECK(clean_output("\xff ok \xe2\x9c\x93") == "\xEF\xBF\xBD ok \xe2\x9c\x93");
        CHECK(clean_output("\xc0\xaf") == "\xEF\xBF\xBD\xEF\xBF\xBD"); // overlong '/'
    }
    SUBCASE("a broken escape sequence cannot swallow the next line") {
        CHECK(clean_output("\x1b]0;title\nnext\n") == "\nnext\n");
    }
    SUBCASE("a carriage return with only escapes or controls after it changes nothing") {
        CHECK(clean_output("build ok\r\x1b[K\nnext") == "build ok\nnext");
        CHECK(clean_output("tail\r\r") == "tail");
        CHECK(clean_output("a\rb\x01\rc") == "c");
    }
    SUBCASE("a special byte at every offset of a long plain run is seen") {
        const std::string run(40, 'x');
        for (std::size_t at = 0; at < run.size(); ++at) {
            for (const char special : {'\x7f', '\x1f', '\r', '\n', '\t'}) {
                std::string raw = run;
                raw[at] = special;
                std::string want = raw; // newline and tab stay
                if (special == '\r') {
                    // Text after the CR replaces the line; a trailing CR changes nothing.
                    want = at + 1 < run.size() ? run.substr(at + 1) : run.substr(0, at);
                } else if (special != '\n' && special != '\t') {
                    want.erase(at, 1);
                }
                CHECK(clean_output(raw) == want);
            }
        }
    }
}

TEST_CASE("core::keep_tail") {
    SUBCASE("short text is kept whole") {
        CHECK(keep_tail("abc", 10) == "abc");
    }
    SUBCASE("the cut moves past continuation bytes") {
        const std::string text = "x\xe2\x9c\x93y"; // x ✓ y
        CHECK(keep_tail(text, 3) == "y");
        CHECK(keep_tail(text, 4) == "\xe2\x9c\x93y");
    }
}

TEST_CASE("core::make_snippet") {
    SUBCASE("trims and turns tabs into spaces") {
        CHECK(make_snippet("  a\tb  ") == "a b");
    }
    SUBCASE("cuts at 200 characters with an ellipsis") {
        const std::string s = make_snippet(std::string(300, 'a'));
        CHECK(s == std::string(199, 'a') + "\xE2\x80\xA6");
    }
    SUBCASE("counts characters, not bytes") {
        std::string wide;
        for (int i = 0; i < 250; ++i) {
            wide += "\xc3\xa9"; // é
        }
        const std::string s = make_snippet(wide);
        CHECK(s.size() == 199 * 2 + 3);
    }
}

TEST_CASE("core::split_lines") {
    CHECK(split_lines("a\nb\n").size() == 2);
    CHECK(split_lines("a\n\nb").size() == 3);
    CHECK(split_lines("").empty());
    const auto lines = split_lines("first\n\nlast");
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "first");
    CHECK(lines[1].empty());
    CHECK(lines[2] == "last");
}
