// SPDX-License-Identifier: MIT
// A pattern's opening (opening.hpp) may rule a line out only when RE2 would not match it:
// checked on chosen patterns, on random texts, and with every built-in row on every line
// of every captured fixture.
#include "core/line_rules.hpp"
#include "core/normalize.hpp"
#include "core/opening.hpp"
#include "core/pattern.hpp"
#include "tests/unit/fixture_support.hpp"

#include <doctest/doctest.h>
#include <memory>
#include <random>
#include <re2/re2.h>
#include <re2/set.h>
#include <string>

using namespace loopclose::core;

namespace {

bool re2_matches(std::string_view pattern, std::string_view text) {
    std::vector<std::string> names;
    const re2::RE2 re(strip_group_names(pattern, names));
    REQUIRE(re.ok());
    return re2::RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), re);
}

} // namespace

TEST_CASE("an opening rules out the lines its pattern's first items cannot start") {
    const Opening standard = Opening::of(R"re(^  (?P<file>[^\s:]+\.js):(?P<line>\d+))re");
    CHECK(standard.size() > 0);
    CHECK(standard.may_match("  src/a.js:3"));
    CHECK_FALSE(standard.may_match("      at f (a.js:3:9)"));
    CHECK_FALSE(standard.may_match(" FAIL  ./a.test.js"));
    CHECK_FALSE(standard.may_match(" "));

    // Repeats and optional items: "\s*" may be empty, "\d+" may not.
    const Opening meson = Opening::of(R"re(^\s*\d+/\d+ (?P<label>\S.*?)\s+FAIL)re");
    CHECK(meson.may_match("1/3 a FAIL"));
    CHECK(meson.may_match("   12/30 suite:a   FAIL   0.01s"));
    CHECK_FALSE(meson.may_match(" FAIL  ./a.test.js"));
    CHECK_FALSE(meson.may_match("/3 a FAIL"));

    // It reads past a plain group, and stops at an optional one or an alternation.
    const Opening uvu = Opening::of(R"re(^\s*FAIL  (?:(?P<suite>\S+)  )?"(?P<label>[^"]+)")re");
    CHECK(uvu.may_match(" FAIL  ./a.test.js"));
    CHECK_FALSE(uvu.may_match(" PASS  ./a.test.js"));
    const Opening knip = Opening::of(R"re(^(?P<file>[^\s:]+\.(?:ts|js))(?:: (?P<message>.*))?$)re");
    CHECK(knip.may_match("src/a.ts"));
    CHECK_FALSE(knip.may_match("  at f (a.js:3:9)"));

    // Characters past ASCII: a literal one is its bytes; a class may take any of them.
    const Opening bullet = Opening::of(R"re(^  ● (?P<label>[^›\n]+) › )re");
    CHECK(bullet.may_match("  ● math › adds"));
    CHECK_FALSE(bullet.may_match("  ○ math › adds"));
    const Opening word = Opening::of(R"re(^[^\s›]x)re");
    CHECK(word.may_match("●x"));
    CHECK(word.may_match("éx"));
    CHECK_FALSE(word.may_match(" x"));

    // Two lines joined by "\n".
    const Opening two = Opening::of(R"re(^(?P<label>\w+)\n\s+Message:)re");
    CHECK(two.may_match("adds\n  Message: x"));
    CHECK_FALSE(two.may_match("adds\nMessage: x"));

    // What it does not read lets every line through.
    CHECK(Opening::of(R"re(error: (?P<message>.+))re").size() == 0);
    CHECK(Opening::of(R"re(^a|b)re").size() == 0);
    CHECK(Opening::of(R"re((?i)^fail)re").size() == 0);
    CHECK(Opening::of(R"re(^(?i)fail)re").may_match("FAIL"));
    CHECK(Opening::of(R"re(^[[:alpha:]]x)re").may_match("1x"));
    CHECK(Opening::of(R"re(^\x41)re").may_match("B"));
}

TEST_CASE("an opening never rules out a random text its pattern matches") {
    const std::vector<std::string> patterns = {
        R"re(^\s*\d+\) (?P<label>.+)$)re",
        R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?:(?P<column>\d+):)? error)re",
        R"re(^ {2,4}at (?P<file>\S+)$)re",
        R"re(^[A-Z][a-z]+Error: .*)re",
        R"re(^(?:\[\w+\] )+FAIL)re",
        R"re(^(?P<x>a+)+b)re",
        R"re(^\.{3}\s?x)re",
        R"re(^[^a-c\]]*?\]x)re",
        R"re(^[-\w.]+@\d)re",
        R"re(^.●.\n.)re",
        R"re(^\W\D\S\w{0}x?y*)re",
        R"re(^a{2}b{1,}c{0,2}$)re",
        R"re(^(?P<l>[^:\n]+):\s+FAIL(?: \(\d+s\))?\s*$)re",
    };
    const std::vector<std::string> pieces = {
        " ", "  ",  "a",    "b",     "c",     "x",   "y",  "1",    "12",  ":",
        ".", "...", ")",    "]",     "[",     "@",   "-",  "_",    "\n",  "\t",
        "●", "é",   "FAIL", "Error", "error", "at ", "ab", "Type", "(3s)"};
    std::mt19937 rng(12345);
    std::size_t matched = 0;
    for (const std::string& pattern : patterns) {
        const Opening opening = Opening::of(pattern);
        CHECK(opening.size() > 0);
        for (int round = 0; round < 3000; ++round) {
            std::string text;
            const int count = static_cast<int>(rng() % 8);
            for (int k = 0; k < count; ++k) {
                text += pieces[rng() % pieces.size()];
            }
            if (re2_matches(pattern, text)) {
                ++matched;
                INFO(pattern << " on " << text);
                CHECK(opening.may_match(text));
            }
        }
    }
    CHECK(matched > 50);
}

TEST_CASE("every built-in row's opening lets through every fixture line the row matches") {
    // The rows' patterns in sets of a few dozen (RE2::Set finds which of them match a
    // text in one pass): against every line, and those that may read several lines
    // (a "\n" in them) against every two and three consecutive lines too.
    struct Checked {
        std::string_view pattern;
        Opening opening;
    };
    std::vector<std::vector<std::string>> windows(3); // 1, 2, 3 lines
    for (const auto& dir : loopclose::test::all_fixture_dirs()) {
        const loopclose::test::Fixture f = loopclose::test::load_fixture(dir);
        for (const std::string* stream : {&f.out, &f.err}) {
            const std::string text = clean_output(*stream);
            const std::vector<std::string_view> lines = split_lines(text);
            for (std::size_t i = 0; i < lines.size(); ++i) {
                std::string window(lines[i]);
                windows[0].push_back(window);
                for (std::size_t more = 1; more < 3 && i + more < lines.size(); ++more) {
                    window += '\n';
                    window += lines[i + more];
                    windows[more].push_back(window);
                }
            }
        }
    }
    std::vector<Checked> single;
    std::vector<Checked> multi;
    for (const LineRule& row : builtin_rules()) {
        Opening opening = Opening::of(row.pattern);
        if (opening.size() > 0) {
            (row.pattern.find("\\n") == std::string_view::npos ? single : multi)
                .push_back({row.pattern, std::move(opening)});
        }
    }
    std::size_t matched = 0;
    const auto check = [&](const std::vector<Checked>& rows,
                           const std::vector<std::string>& texts) {
        constexpr std::size_t k_batch = 48;
        for (std::size_t first = 0; first < rows.size(); first += k_batch) {
            re2::RE2::Options options;
            options.set_max_mem(64 << 20);
            options.set_log_errors(false);
            re2::RE2::Set set(options, re2::RE2::UNANCHORED);
            const std::size_t last = std::min(rows.size(), first + k_batch);
            for (std::size_t r = first; r < last; ++r) {
                std::vector<std::string> names;
                REQUIRE(set.Add(strip_group_names(rows[r].pattern, names), nullptr) ==
                        static_cast<int>(r - first));
            }
            REQUIRE(set.Compile());
            std::vector<int> hits;
            for (const std::string& text : texts) {
                hits.clear();
                if (!set.Match(text, &hits)) {
                    continue;
                }
                for (const int h : hits) {
                    ++matched;
                    const Checked& row = rows[first + static_cast<std::size_t>(h)];
                    INFO(row.pattern << " on " << text);
                    CHECK(row.opening.may_match(text));
                }
            }
        }
    };
    check(single, windows[0]);
    check(multi, windows[0]);
    check(multi, windows[1]);
    check(multi, windows[2]);
    CHECK(single.size() > 300);
    CHECK(multi.size() > 10);
    CHECK(matched > 1000);
}
