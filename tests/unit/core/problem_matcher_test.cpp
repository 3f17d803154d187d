// SPDX-License-Identifier: MIT
// Problem-matcher JSON: what each field becomes, and every refusal.
#include "core/pipeline.hpp"
#include "core/problem_matcher.hpp"

#include <doctest/doctest.h>
#include <string>

using namespace loopclose::core;

namespace {

// The items the rules of `json` find in `out` (exit status 1).
std::vector<Evidence> read_with(const std::string& json, const std::string& out,
                                std::optional<std::int32_t> exit_code = 1) {
    ProblemMatchers m = parse_problem_matchers(json, "r.json");
    REQUIRE(m.errors.empty());
    const RuleSet rules(std::move(m.rules));
    AnalyzeOptions options;
    options.user_rules = &rules;
    return analyze({out, "", exit_code}, options).evidence;
}

std::string first_error(const std::string& json) {
    const ProblemMatchers m = parse_problem_matchers(json, "r.json");
    REQUIRE(!m.errors.empty());
    CHECK(m.rules.empty());
    return m.errors.front();
}

} // namespace

TEST_CASE("core::parse_problem_matchers") {
    SUBCASE("one pattern: numbered groups become the item's fields") {
        const auto items = read_with(
            R"({"problemMatcher":[{"owner":"cs","pattern":[{"regexp":"^(.+)\\((\\d+),(\\d+)\\): error (\\w+): (.*)$","file":1,"line":2,"column":3,"code":4,"message":5}]}]})",
            "Program.cs(14,9): error CS1002: ; expected\n");
        REQUIRE(items.size() == 1);
        CHECK(items[0].kind == Kind::compile_error);
        CHECK(items[0].file == "Program.cs");
        CHECK(items[0].line == 14);
        CHECK(items[0].column == 9);
        CHECK(items[0].label == "CS1002");
        CHECK(items[0].message == "; expected");
        CHECK(items[0].tool == "cs");
    }
    SUBCASE("kind and severity: a warning matcher counts only in a failed run") {
        const std::string json =
            R"({"problemMatcher":[{"owner":"w","severity":"warning","pattern":[{"regexp":"^W (\\S+):(\\d+) (.*)$","file":1,"line":2,"message":3}]}]})";
        CHECK(read_with(json, "W a.txt:3 odd\n", 0).empty());
        const auto items = read_with(json, "W a.txt:3 odd\n", 1);
        REQUIRE(items.size() == 1);
        CHECK(items[0].kind == Kind::lint_error);
        const auto typed = read_with(
            R"({"problemMatcher":[{"owner":"t","kind":"typecheck-error","pattern":[{"regexp":"^T (\\S+):(\\d+)$","file":1,"line":2}]}]})",
            "T a.py:1\n");
        REQUIRE(typed.size() == 1);
        CHECK(typed[0].kind == Kind::typecheck_error);
    }
    SUBCASE("a severity group reading warning counts only in a failed run") {
        const std::string json =
            R"({"problemMatcher":[{"owner":"g","pattern":[{"regexp":"^(\\S+):(\\d+): (error|warning): (.*)$","file":1,"line":2,"severity":3,"message":4}]}]})";
        CHECK(read_with(json, "a.c:1: warning: x\n", 0).empty());
        CHECK(read_with(json, "a.c:1: warning: x\n", 1).size() == 1);
        CHECK(read_with(json, "a.c:1: error: x\n", 1).size() == 1);
        // A run that exited 0 is quiet, whatever its lines say (man page, "--rules").
        CHECK(read_with(json, "a.c:1: error: x\n", 0).empty());
    }
    SUBCASE("two patterns read two lines; the item is the first line's") {
        const auto items = read_with(
            R"({"problemMatcher":[{"owner":"two","pattern":[{"regexp":"^ERROR in (\\S+)$","file":1},{"regexp":"^\\s+line (\\d+): (.*)$","line":1,"message":2}]}]})",
            "noise\nERROR in src/a.js\n  line 7: bad thing\n");
        REQUIRE(items.size() == 1);
        CHECK(items[0].file == "src/a.js");
        CHECK(items[0].line == 7);
        CHECK(items[0].message == "bad thing");
        CHECK(items[0].source_line == 1);
    }
    SUBCASE("a looping pattern takes the file from the header above its run") {
        const auto items = read_with(
            R"({"problemMatcher":[{"owner":"stylish","pattern":[{"regexp":"^([^\\s].*)$","file":1},{"regexp":"^\\s+(\\d+):(\\d+)\\s+error\\s+(.*?)\\s\\s+(\\S+)$","line":1,"column":2,"message":3,"code":4,"loop":true}]}]})",
            "src/a.js\n  1:7  error  'x' is unused  no-unused-vars\n  4:2  error  Missing "
            "semicolon  semi\n\nsrc/b.js\n  9:1  error  Unexpected var  no-var\n");
        REQUIRE(items.size() == 3);
        CHECK(items[0].file == "src/a.js");
        CHECK(items[1].file == "src/a.js");
        CHECK(items[1].label == "semi");
        CHECK(items[2].file == "src/b.js");
        CHECK(items[2].line == 9);
    }
    SUBCASE("refusals name the file, the matcher and the problem") {
        CHECK(first_error("{\n  \"problemMatcher\": [\n    {\"owner\": \"x\",,}\n  ]\n}\n") ==
              "r.json: line 3: not valid JSON");
        CHECK(first_error(R"({"problemMatcher":[{"owner":"x","pattern":[{"regexp":"^(?<=a)b"}]}]})")
                  .find("at character 2") != std::string::npos);
        CHECK(first_error(R"({"problemMatcher":[{"owner":"x","pattern":[{"regexp":"(a)\\1"}]}]})")
                  .find("RE2 cannot compile") != std::string::npos);
        CHECK(
            first_error(
                R"({"problemMatcher":[{"owner":"x","pattern":[{"regexp":"^(.+):(\\d+)$","file":1,"line":3}]}]})") ==
            "r.json: matcher 'x' pattern 1: \"line\" is group 3 but the regexp has 2 groups");
        CHECK(first_error(
                  R"({"problemMatcher":[{"owner":"x","kind":"oops","pattern":[{"regexp":"a"}]}]})")
                  .find("\"kind\" must be one of") != std::string::npos);
        CHECK(
            first_error(R"({"problemMatcher":[{"pattern":[{"regexp":"a"}]}]})").find("\"owner\"") !=
            std::string::npos);
        CHECK(
            first_error(
                R"({"problemMatcher":[{"owner":"x","pattern":[{"regexp":"a","loop":true},{"regexp":"b"}]}]})")
                .find("only the last pattern may loop") != std::string::npos);
        CHECK(first_error(R"({"matchers":[]})").find("no \"problemMatcher\"") != std::string::npos);
        // What a refusal echoes of the document stays one line without escape sequences.
        CHECK(first_error(
                  R"({"problemMatcher":[{"owner":"x\u001b[2J","pattern":[{"regexp":"(\r"}]}]})") ==
              "r.json: matcher 'x [2J' pattern 1: RE2 cannot compile the regexp at character 1 "
              "('( '): missing ): (  (lookaround and backreferences are not supported)");
        CHECK(first_error(std::string(k_max_rules_bytes + 1, ' ')).find("larger than") !=
              std::string::npos);
    }
    SUBCASE("a hostile pattern stays linear: RE2, and the line cap") {
        // (a+)+$ backtracks exponentially in engines that backtrack; RE2 does not.
        const auto items = read_with(
            R"({"problemMatcher":[{"owner":"h","pattern":[{"regexp":"^(a+)+$","message":1}]}]})",
            "!" + std::string(100000, 'a') + "\n");
        CHECK(items.empty());
    }
}
