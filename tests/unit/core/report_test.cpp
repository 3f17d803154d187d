// SPDX-License-Identifier: MIT
#include "core/report.hpp"

#include <doctest/doctest.h>

using namespace loopclose::core;

TEST_CASE("core::render_next_prompt") {
    SUBCASE("the Mandu layout, to the letter") {
        const std::string out = "src/math.test.ts:\n"
                                "error: expect(received).toBe(expected)\n"
                                "      at <anonymous> (/p/src/math.test.ts:4:42)\n"
                                "(fail) math > divide [0.31ms]\n";
        const std::string prompt = render_next_prompt(analyze({out, "", 1}));
        const std::string expected =
            "# Stall detected: 1 test failure detected (exit 1)\n\n"
            "## Fix by:\n"
            "Make each failing test pass by fixing the code under test (or the test, if its "
            "expectation is wrong), one test at a time. Re-run one failing test with: bun test "
            "-t 'divide'\n\n"
            "## Primary evidence (test failure):\n"
            "- [test-failure] /p/src/math.test.ts:4 (math > divide) — (fail) math > divide "
            "[0.31ms]\n\n"
            "## Other signals:\n"
            "- stack frame: 1\n\n"
            "## Files touched:\n"
            "- /p/src/math.test.ts\n\n"
            "## Next step:\n"
            "Re-read the failing output, patch the listed files, then re-run the failing command "
            "to verify.\n";
        CHECK(prompt == expected);
    }
    SUBCASE("at most 10 primary items, then a count of the rest") {
        std::string out;
        for (int i = 0; i < 13; ++i) {
            out += "(fail) t" + std::to_string(i) + " [1ms]\n";
        }
        const std::string prompt = render_next_prompt(analyze({out, "", 1}));
        CHECK(prompt.find("… and 3 more\n") != std::string::npos);
        std::size_t items = 0;
        for (std::size_t at = prompt.find("- [test-failure]"); at != std::string::npos;
             at = prompt.find("- [test-failure]", at + 1)) {
            ++items;
        }
        CHECK(items == 10);
    }
    SUBCASE("no evidence with exit 0 says so") {
        CHECK(render_next_prompt(analyze({"", "", 0})).rfind("# No stall detected (exit 0)", 0) ==
              0);
    }
    SUBCASE("no patterns matched gives an exit-code hint") {
        const std::string prompt = render_next_prompt(analyze({"", "", 130}));
        CHECK(prompt.rfind("# Stall detected: no-patterns-matched (exit 130)", 0) == 0);
        CHECK(prompt.find("SIGINT") != std::string::npos);
    }
    SUBCASE("an unknown exit code is shown as unknown") {
        CHECK(render_next_prompt(analyze({"(fail) x [1ms]\n", "", std::nullopt}))
                  .find("(exit unknown)") != std::string::npos);
    }
}

TEST_CASE("core::render_report_json") {
    SUBCASE("keys in the documented order, exitCode null when unknown") {
        const auto j = make_report_json(analyze({"", "", std::nullopt}));
        std::vector<std::string> keys;
        for (const auto& [key, value] : j.items()) {
            keys.push_back(key);
        }
        CHECK(keys == std::vector<std::string>{"schema", "stallReason", "primaryKind", "exitCode",
                                               "nextPrompt", "evidence", "counts", "truncated"});
        CHECK(j["exitCode"].is_null());
        CHECK(j["schema"] == "loopclose.report/1");
    }
    SUBCASE("hostile bytes still give valid UTF-8 JSON") {
        const std::string out = std::string("(fail) a\xff\x1b[31m\0b [1ms]\n", 22);
        const std::string json = render_report_json(analyze({out, "", 1}));
        const auto parsed = nlohmann::json::parse(json);
        CHECK(parsed["evidence"][0]["label"] == "a\xEF\xBF\xBD"
                                                "b");
    }
}

TEST_CASE("core::shell_quote") {
    CHECK(shell_quote("it's") == "'it'\\''s'");
    CHECK(shell_quote("a b") == "'a b'");
}
