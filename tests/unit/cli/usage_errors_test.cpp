// SPDX-License-Identifier: MIT
#include "cli/usage_errors.hpp"

#include <doctest/doctest.h>

using namespace loopclose::cli;

TEST_CASE("cli::edit_distance") {
    CHECK(edit_distance("", "") == 0);
    CHECK(edit_distance("history", "history") == 0);
    CHECK(edit_distance("histroy", "history") == 2); // a swap is two edits
    CHECK(edit_distance("--exitcode", "--exit-code") == 1);
    CHECK(edit_distance("", "run") == 3);
    CHECK(edit_distance("kitten", "sitting") == 3);
}

TEST_CASE("cli::closest_match") {
    const std::vector<std::string> commands{"check", "run", "history", "detectors", "mcp", "help"};
    SUBCASE("a near word") {
        CHECK(closest_match("histroy", commands) == "history");
        CHECK(closest_match("chek", commands) == "check");
    }
    SUBCASE("nothing within two edits") {
        CHECK(closest_match("serve", commands).empty());
        CHECK(closest_match("", commands).empty());
    }
    SUBCASE("the nearest wins over an earlier farther one") {
        CHECK(closest_match("--output", {"--outputs", "--output"}) == "--output");
    }
}

TEST_CASE("cli::unknown_command_error") {
    const CliError error = unknown_command_error("detector", {"check", "detectors"});
    CHECK(error.message() ==
          "loopclose: error: unknown command 'detector' (did you mean 'detectors'? see "
          "'loopclose --help')");
}
