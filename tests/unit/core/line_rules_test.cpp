// SPDX-License-Identifier: MIT
// The line-rule engine: the built-in rows compile, name known tools and carry literals
// for the pre-filter; rows find their fields and locations; the pre-filter never hides
// a match.
#include "core/line_rules.hpp"
#include "core/pipeline.hpp"
#include "core/rule_atoms.hpp"
#include "core/tools.hpp"
#include "tests/unit/fixture_support.hpp"

#include <doctest/doctest.h>
#include <memory>
#include <re2/re2.h>
#include <string>

using namespace loopclose::core;

namespace {

std::vector<Evidence> run_rules(const RuleSet& set, const std::string& out, bool prefilter = true,
                                std::optional<std::int32_t> exit_code = 1) {
    const std::vector<std::string_view> lines = split_lines(out);
    const StreamLines o{Stream::out, lines, {}, {}, false, {}, {}, ~0U};
    const StreamLines e{Stream::err, {}, {}, {}, false, {}, {}, ~0U};
    std::vector<Evidence> found;
    set.apply({o, e, exit_code}, ~0U, prefilter, found);
    return found;
}

} // namespace

TEST_CASE("core::builtin_rules") {
    const RuleSet& set = builtin_rule_set();
    SUBCASE("every row compiles") {
        for (const auto& error : set.errors()) {
            FAIL_CHECK("row " << error.row << ": " << error.what);
        }
        for (const auto& error : set.compile_all()) {
            FAIL_CHECK("row " << error.row << ": " << error.what);
        }
        CHECK(set.size() == builtin_rules().size());
    }
    SUBCASE("every row names a tool of the tool table") {
        for (const LineRule& row : builtin_rules()) {
            CHECK_MESSAGE(find_tool(row.tool) != nullptr, row.tool);
        }
    }
    SUBCASE("every built-in row is pre-filtered by literals of its own") {
        // A row without a literal would run RE2 on every line of every log.
        for (const std::size_t row : set.rows_without_literals()) {
            FAIL_CHECK("row " << row << " has no literal: " << builtin_rules()[row].pattern);
        }
        CHECK(!set.literals().empty());
    }
    SUBCASE("the literals generated at build time are those the patterns give now") {
        const auto& generated = generated_row_atoms();
        REQUIRE(generated.size() == builtin_rules().size());
        for (std::size_t i = 0; i < generated.size(); ++i) {
            CHECK(generated[i].pattern == builtin_rules()[i].pattern);
            CHECK(same_atoms(generated[i].atoms, derive_row_atoms(builtin_rules()[i].pattern)));
        }
    }
    SUBCASE("tool ids are unique") {
        const auto tools = all_tools();
        for (std::size_t i = 0; i < tools.size(); ++i) {
            for (std::size_t j = i + 1; j < tools.size(); ++j) {
                CHECK(tools[i].id != tools[j].id);
            }
        }
    }
}

TEST_CASE("core::RuleSet") {
    SUBCASE("named groups fill the item; the first matching row wins") {
        const LineRule rows[] = {
            {"generic", Kind::lint_error,
             R"re(^(?P<file>\S+):(?P<line>\d+):(?P<column>\d+): (?P<code>[A-Z]\d+) )re"},
            {"generic", Kind::compile_error, R"re(^(?P<file>\S+):(?P<line>\d+): )re"},
        };
        const RuleSet set(rows);
        const auto found = run_rules(set, "ok\nsrc/a.py:3:7: E501 line too long\n");
        REQUIRE(found.size() == 1);
        CHECK(found[0].kind == Kind::lint_error);
        CHECK(found[0].file == "src/a.py");
        CHECK(found[0].line == 3);
        CHECK(found[0].column == 7);
        CHECK(found[0].label == "E501");
        CHECK(found[0].tool == "generic");
        CHECK(found[0].source_line == 1);
    }
    SUBCASE("a group holds whole characters, though the pattern reads bytes") {
        // An ASCII pattern is compiled for Latin-1, where "." is one byte.
        const LineRule rows[] = {
            {"generic", Kind::lint_error, R"re(^(?P<file>.)(?P<label>\S+?)$)re"},
        };
        const RuleSet set(rows);
        const auto found = run_rules(set, "\xC3\xA9\xE2\x9C\x97x\n");
        REQUIRE(found.size() == 1);
        CHECK(found[0].file == "\xC3\xA9");
        CHECK(found[0].label == "\xE2\x9C\x97x");
        // A group of the middle byte of a three-byte character alone holds nothing.
        const LineRule middle[] = {
            {"generic", Kind::lint_error, R"re(^..(?P<label>.)(?P<file>.+)$)re"},
        };
        const auto inner = run_rules(RuleSet(middle), "\xE2\x9C\x97"
                                                      "ab\n");
        REQUIRE(inner.size() == 1);
        CHECK(inner[0].label.empty());
        CHECK(inner[0].file == "ab");
    }
    SUBCASE("a location below, preferring a test file for a test failure") {
        const LineRule rows[] = {
            {"phpunit", Kind::test_failure, R"re(^\d+\) (?P<label>\w+::\w+))re", Near::below, 10},
        };
        const RuleSet set(rows);
        const auto found = run_rules(
            set, "1) CalcTest::testDiv\nboom\n\n/p/src/Calc.php:13\n/p/tests/CalcTest.php:20\n");
        REQUIRE(found.size() == 1);
        CHECK(found[0].file == "/p/tests/CalcTest.php");
        CHECK(found[0].line == 20);
    }
    SUBCASE("the look below stops at the next item of the same list") {
        const LineRule rows[] = {
            {"junit", Kind::test_failure, R"re(^\d+\) (?P<label>\w+\(\w+\))$)re", Near::below, 10},
        };
        const RuleSet set(rows);
        const auto found =
            run_rules(set, "1) a(T)\n\tat org.junit.X(X.java:1)\n2) b(T)\n\tat T.b(T.java:9)\n");
        REQUIRE(found.size() == 2);
        CHECK(found[0].line == 0);
        CHECK(found[1].file == "T.java");
        CHECK(found[1].line == 9);
    }
    SUBCASE("reject, follow and after") {
        const LineRule rows[] = {
            {"tap", Kind::test_failure, R"re(^not ok \d+ - (?P<label>[^#]+?)(?: #.*)?$)re",
             Near::none, 0, R"re(# TODO)re"},
            {"jasmine",
             Kind::test_failure,
             R"re(^\d+\) (?P<label>.+)$)re",
             Near::none,
             0,
             {},
             {},
             R"re(^\s+Message:)re"},
            {"phpunit",
             Kind::test_failure,
             R"re(^\d+\) (?P<label>\w+::\w+)$)re",
             Near::none,
             0,
             {},
             {},
             {},
             R"re(failures?:$)re",
             R"re(^There (?:was|were) )re"},
        };
        const RuleSet set(rows);
        CHECK(run_rules(set, "not ok 1 - later # TODO not yet\n").empty());
        CHECK(run_rules(set, "not ok 1 - real\n").size() == 1);
        CHECK(run_rules(set, "1) Cart adds\n  Message:\n").size() == 1);
        CHECK(run_rules(set, "1) Cart adds\n  Temporarily disabled with xit\n").empty());
        CHECK(run_rules(set, "There were 2 failures:\n\n1) A::b\n").size() == 1);
        CHECK(run_rules(set, "There was 1 skipped test:\n\n1) A::b\n").empty());
    }
    SUBCASE("only_failed rows stay quiet in a green run") {
        const LineRule rows[] = {
            {"generic",
             Kind::lint_error,
             R"re(^(?P<file>\S+):(?P<line>\d+): (?P<code>W\d+) )re",
             Near::none,
             0,
             {},
             {},
             {},
             {},
             {},
             true},
        };
        const RuleSet set(rows);
        CHECK(run_rules(set, "a.py:1: W291 trailing\n", true, 0).empty());
        CHECK(run_rules(set, "a.py:1: W291 trailing\n", true, 1).size() == 1);
    }
    SUBCASE("a severity group reading warning counts only in a failed run") {
        const LineRule rows[] = {
            {"yamllint", Kind::lint_error,
             R"re(^(?P<file>\S+):(?P<line>\d+): \[(?P<severity>error|warning)\] (?P<code>\w+)$)re"},
        };
        const RuleSet set(rows);
        CHECK(run_rules(set, "a.yaml:1: [warning] truthy\n", true, 0).empty());
        CHECK(run_rules(set, "a.yaml:1: [warning] truthy\n", true, 1).size() == 1);
        CHECK(run_rules(set, "a.yaml:1: [error] syntax\n", true, 0).size() == 1);
    }
    SUBCASE("a pattern RE2 refuses is reported, never matched") {
        const LineRule rows[] = {{"generic", Kind::lint_error, R"re((?<=a)b)re"}};
        const RuleSet set(rows);
        REQUIRE(set.errors().size() == 1);
        CHECK(set.errors()[0].row == 0);
        CHECK(run_rules(set, "ab\n").empty());
    }
    SUBCASE("required literals: a line must hold every one") {
        const RowAtoms a = derive_row_atoms(R"re(^error: Could not resolve "(?P<label>[^"]+)")re");
        CHECK(a.ok);
        CHECK_FALSE(a.unfiltered);
        CHECK(!a.required.empty());
        const RowAtoms alt = derive_row_atoms(R"re((?:Uncaught|Unhandled) fooo)re");
        CHECK(!alt.any.empty());
        const RowAtoms none = derive_row_atoms(R"re(^\d+:\d+$)re");
        CHECK(none.unfiltered);
    }
    SUBCASE("a follow condition with '!' requires the next line not to match") {
        const LineRule rows[] = {
            {"generic",
             Kind::lint_error,
             R"re(^(?P<file>\S+\.css)$)re",
             Near::none,
             0,
             {},
             {},
             R"re(!^\s)re"},
        };
        const RuleSet set(rows);
        const auto found = run_rules(set, "a.css\nb.css\n  4:17 x\nc.css\n\nFound 2 files.\n");
        REQUIRE(found.size() == 2);
        CHECK(found[0].file == "a.css");
        CHECK(found[1].file == "c.css");
    }
    SUBCASE("a row spanning two lines reports the first; its literals may sit on either") {
        const LineRule rows[] = {
            {"jasmine", Kind::test_failure, R"re(^\d+\) (?P<label>.+)\n\s+Message:$)re"},
        };
        const RuleSet set(rows);
        const auto found = run_rules(set, "x\n1) Cart adds\n  Message:\n");
        REQUIRE(found.size() == 1);
        CHECK(found[0].source_line == 1);
        CHECK(found[0].label == "Cart adds");
    }
    SUBCASE("the pre-filter is case-blind and never hides a match") {
        const LineRule rows[] = {
            {"generic", Kind::compile_error, R"re((?i)fatal: (?P<message>.+))re"},
            {"generic", Kind::test_failure, R"re(^FAIL(?:ED)?: (?P<label>\S+)$)re"},
        };
        const RuleSet set(rows);
        const std::string text = "FATAL: x\nFaTaL: y\nFAILED: a::b\nFAIL: c\nfail: d\nnothing\n";
        const auto with = run_rules(set, text, true);
        const auto without = run_rules(set, text, false);
        REQUIRE(with.size() == 4);
        REQUIRE(with.size() == without.size());
        for (std::size_t i = 0; i < with.size(); ++i) {
            CHECK(with[i].source_line == without[i].source_line);
            CHECK(with[i].label == without[i].label);
        }
    }
}

TEST_CASE("core::expand_tool_command") {
    Evidence item;
    item.label = "Calc adds (x)";
    item.file = "spec/calc_spec.rb";
    item.line = 7;
    CHECK(expand_tool_command("rspec {file_line}", "", item) == "rspec 'spec/calc_spec.rb:7'");
    CHECK(expand_tool_command("t -t {last_re}", " > ", item) == "t -t 'Calc adds \\(x\\)'");
    item.label = "a > b.c";
    CHECK(expand_tool_command("t -t {last_re}", " > ", item) == "t -t 'b\\.c'");
    CHECK(expand_tool_command("t --filter {first}", " > ", item) == "t --filter 'a'");
    item.label = "plain";
    CHECK(expand_tool_command("t --filter {first}", " > ", item) == "t --filter 'plain'");
    item.file.clear();
    CHECK(expand_tool_command("ruby {file}", "", item).empty());
}

TEST_CASE("a row's match range never rules out a line the row matches") {
    // may_match_at_start on its own.
    CHECK(may_match_at_start("anything", "", ""));
    CHECK(may_match_at_start("12) FooTest::testBar", "0) ", "99999999"));
    CHECK_FALSE(may_match_at_start("tests/a.py::test_x PASSED", "0) ", "99999999"));
    CHECK_FALSE(may_match_at_start("  12) x", "0) ", "99999999"));
    CHECK_FALSE(may_match_at_start("", "0", "9"));
    // Every built-in row with a range, on every line of every captured fixture: where
    // its pattern matches, the range lets the line through.
    const auto& rows = builtin_rules();
    struct Ranged {
        std::string_view pattern;
        RowAtoms atoms;
        std::unique_ptr<re2::RE2> re;
    };
    std::vector<Ranged> ranged;
    for (const LineRule& row : rows) {
        RowAtoms atoms = derive_row_atoms(row.pattern);
        if (!atoms.lowest.empty() && row.pattern.find("\\n") == std::string_view::npos) {
            ranged.push_back({row.pattern, std::move(atoms),
                              std::make_unique<re2::RE2>(std::string(row.pattern))});
        }
    }
    CHECK(ranged.size() > 40);
    std::size_t matched = 0;
    for (const auto& dir : loopclose::test::all_fixture_dirs()) {
        const loopclose::test::Fixture f = loopclose::test::load_fixture(dir);
        for (const std::string* stream : {&f.out, &f.err}) {
            const std::string text = clean_output(*stream);
            for (const std::string_view line : split_lines(text)) {
                for (const Ranged& r : ranged) {
                    if (re2::RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), *r.re)) {
                        ++matched;
                        INFO(r.pattern << " on " << line);
                        CHECK(may_match_at_start(line, r.atoms.lowest, r.atoms.highest));
                    }
                }
            }
        }
    }
    CHECK(matched > 100);
}
