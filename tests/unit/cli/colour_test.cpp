// SPDX-License-Identifier: MIT
#include "cli/colour.hpp"

#include <doctest/doctest.h>

using loopclose::cli::colourize_report;

TEST_CASE("cli::colourize_report") {
    SUBCASE("headline, section, evidence with a location") {
        const std::string out = colourize_report("# Stall detected: x (exit 1)\n\n## Fix by:\n"
                                                 "- [test-failure] a.py:3 (t) — boom\n");
        CHECK(out == "\033[1;31m# Stall detected: x (exit 1)\033[0m\n\n\033[1m## Fix by:\033[0m\n"
                     "- \033[1;31m[test-failure]\033[0m \033[1ma.py:3\033[0m (t) — boom\n");
    }
    SUBCASE("a clean headline is green; an advisory tag magenta; no location, no bold") {
        CHECK(colourize_report("# No stall detected (exit 0)") ==
              "\033[1;32m# No stall detected (exit 0)\033[0m");
        CHECK(colourize_report("- [todo-marker] (TODO) — x\n") ==
              "- \033[1;35m[todo-marker]\033[0m (TODO) — x\n");
    }
    SUBCASE("unknown tags and plain lines pass unchanged") {
        CHECK(colourize_report("- [nope] a.py:1\nplain\n") == "- [nope] a.py:1\nplain\n");
    }
}
