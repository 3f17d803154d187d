// SPDX-License-Identifier: MIT
#include "core/report.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

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
            "[0.31ms]\n"
            "    error: expect(received).toBe(expected)\n\n"
            "## Other signals:\n"
            "- stack frame: 1\n\n"
            "## Files touched:\n"
            "- /p/src/math.test.ts (test)\n\n"
            "## Next step:\n"
            "Start with the first failing test at /p/src/math.test.ts:4: read its message, then "
            "fix the code under test (or the test, if its expectation is wrong). Then re-run it: "
            "bun test -t 'divide'\n";
        CHECK(prompt == expected);
    }
    SUBCASE("at most 10 primary items, then a count of the rest") {
        std::string out;
        for (int i = 0; i < 13; ++i) {
            out += "(fail) t" + std::to_string(i) + " [1ms]\n";
        }
        const std::string prompt = render_next_prompt(analyze({out, "", 1}));
        CHECK(prompt.find("… and 3 more (--limit 0 lists all)\n") != std::string::npos);
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
    SUBCASE("no patterns matched gives an exit-code hint and the last lines") {
        std::string err;
        for (int i = 1; i <= 30; ++i) {
            err += "step " + std::to_string(i) + "\n\n";
        }
        const std::string prompt = render_next_prompt(analyze({"out line\n", err, 130}));
        CHECK(prompt.rfind("# Stall detected: no known failure pattern matched (exit 130)", 0) ==
              0);
        CHECK(prompt.find("SIGINT") != std::string::npos);
        // stderr first, its last 20 non-empty lines, then stdout.
        const std::size_t tail = prompt.find("## Last lines of stderr:\n    step 11\n");
        CHECK(tail != std::string::npos);
        CHECK(prompt.find("    step 10\n") == std::string::npos);
        CHECK(prompt.find("    step 30\n\n## Last lines of stdout:\n    out line\n") > tail);
        const auto j = make_report_json(analyze({"out line\n", err, 130}));
        CHECK(j["stallReason"] == "no-patterns-matched");
        CHECK(j["lastLines"]["stderr"].size() == 20);
        CHECK(j["lastLines"]["stdout"][0] == "out line");
    }
    SUBCASE("empty input is said plainly and is not 'proceed' unless the run passed") {
        const std::string failed = render_next_prompt(analyze({"", "", 1}));
        CHECK(failed.rfind("# No input: stdout and stderr are empty (exit 1)", 0) == 0);
        CHECK(failed.find("2>&1") != std::string::npos);
        CHECK(failed.find("Proceed") == std::string::npos);
        const std::string unknown = render_next_prompt(analyze({"", "", std::nullopt}));
        CHECK(unknown.rfind("# No input: stdout and stderr are empty (exit unknown)", 0) == 0);
        CHECK(render_next_prompt(analyze({"", "", 0})).find("Proceed") != std::string::npos);
    }
    SUBCASE("a cut input is said, with the bytes kept and read") {
        RunInput input{"", "0123456789(fail) a [1ms]\n", 1};
        input.stderr_truncated = true;
        input.stderr_bytes = 48211003;
        AnalyzeOptions options;
        options.max_chars = 15;
        const std::string prompt = render_next_prompt(analyze(input, options));
        CHECK(prompt.find("Input cut: stderr: last 15 of 48,211,003 bytes read") !=
              std::string::npos);
    }
    SUBCASE("--limit sets how many primary items are listed; 0 lists all") {
        std::string out;
        for (int i = 0; i < 14; ++i) {
            out += "(fail) t" + std::to_string(i) + " [1ms]\n";
        }
        AnalyzeOptions three;
        three.prompt_limit = 3;
        const std::string some = render_next_prompt(analyze({out, "", 1}, three));
        CHECK(some.find("… and 11 more (--limit 0 lists all)\n") != std::string::npos);
        AnalyzeOptions all;
        all.prompt_limit = 0;
        const std::string every = render_next_prompt(analyze({out, "", 1}, all));
        CHECK(every.find("t13") != std::string::npos);
        CHECK(every.find("more") == std::string::npos);
    }
    SUBCASE("a file printed absolute and relative is listed once, relative") {
        const std::string out = "FAILED tests/test_a.py::test_x - assert 1 == 2\n"
                                "  File \"/w/p/tests/test_a.py\", line 3, in test_x\n";
        const std::string prompt = render_next_prompt(analyze({out, "", 1}));
        CHECK(prompt.find("- tests/test_a.py") != std::string::npos);
        CHECK(prompt.find("- /w/p/tests/test_a.py") == std::string::npos);
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
    SUBCASE("a column printed as 0 is 0; a column not printed is null") {
        // webpack counts columns from 0; gcc prints none for a file-level error.
        const auto j = make_report_json(analyze({"ERROR in ./src/index.js 2:0-37\nModule not "
                                                 "found: Error: Can't resolve 'lodash-es' in "
                                                 "'/p/src'\n",
                                                 "", 1}));
        REQUIRE(j["evidence"].size() >= 1);
        CHECK(j["evidence"][0]["file"] == "./src/index.js");
        CHECK(j["evidence"][0]["line"] == 2);
        CHECK(j["evidence"][0]["column"] == 0);
        const auto none = make_report_json(analyze({"", "a.c:3: error: bad thing\n", 1}));
        REQUIRE(none["evidence"].size() >= 1);
        CHECK(none["evidence"][0]["line"] == 3);
        CHECK(none["evidence"][0]["column"].is_null());
    }
}

TEST_CASE("core::shell_quote") {
    CHECK(shell_quote("it's") == "'it'\\''s'");
    CHECK(shell_quote("a b") == "'a b'");
}
