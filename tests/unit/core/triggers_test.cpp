// SPDX-License-Identifier: MIT
// The trigger pre-pass may mark too much, never too little: a line that one of a kind's
// start patterns matches must have that kind's bit, whatever the literal scan decides.
#include "core/kinds.hpp"
#include "core/literal_scan.hpp"
#include "core/pattern.hpp"
#include "core/rule_atoms.hpp"
#include "core/scan_tables.hpp"
#include "core/text.hpp"
#include "core/triggers.hpp"
#include "tests/unit/fixture_support.hpp"

#include <algorithm>
#include <doctest/doctest.h>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace loopclose;

namespace {

// Checks every line of `text` against every start pattern; returns the misses.
std::vector<std::string> missed_lines(const std::string& text) {
    static const auto patterns = [] {
        std::vector<std::unique_ptr<core::Pattern>> all;
        for (const auto& start : core::detector_starts()) {
            all.push_back(std::make_unique<core::Pattern>(start.pattern));
        }
        return all;
    }();
    core::StreamLines lines{core::Stream::out, core::split_lines(text), {}, {}, false, {}, {}, ~0U};
    core::mark_trigger_lines(lines);
    std::vector<std::string> missed;
    for (std::size_t i = 0; i < lines.lines.size(); ++i) {
        for (std::size_t k = 0; k < patterns.size(); ++k) {
            const core::Kind kind = core::detector_starts()[k].kind;
            if (patterns[k]->search(lines.lines[i]) && !lines.hot(i, kind)) {
                missed.push_back(std::string(core::kind_info(kind).id) + ": " +
                                 std::string(lines.lines[i]));
            }
        }
    }
    return missed;
}

} // namespace

TEST_CASE("the start patterns: every one compiles and yields literals of its own") {
    const auto& generated = core::generated_start_atoms();
    REQUIRE(generated.size() == core::detector_starts().size());
    for (std::size_t i = 0; i < generated.size(); ++i) {
        const auto& start = core::detector_starts()[i];
        INFO(start.pattern);
        CHECK(core::Pattern(start.pattern).ok());
        // The table written at build time is the one the patterns give now.
        CHECK(generated[i].pattern == start.pattern);
        const core::RowAtoms atoms = core::derive_row_atoms(start.pattern);
        CHECK(core::same_atoms(generated[i].atoms, atoms));
        // A pattern without a literal would make its detector read every line.
        CHECK(!atoms.unfiltered);
        CHECK(!atoms.any.empty());
        for (const auto& atom : atoms.any) {
            CHECK(core::LiteralScanner::usable(atom));
        }
    }
    SUBCASE("every kind has start patterns") {
        for (const auto& info : core::all_kinds()) {
            const auto starts = core::detector_starts();
            CHECK_MESSAGE(std::any_of(starts.begin(), starts.end(),
                                      [&](const auto& s) { return s.kind == info.kind; }),
                          info.id);
        }
    }
}

TEST_CASE("the literal scan finds every literal in any case, never a near miss") {
    const core::LiteralScanner scanner({"error ts", "fail ", "\xE2\x97\x8F "});
    std::vector<core::LiteralScanner::Hit> hits;
    const std::string text =
        "x ERROR TS2322 y\nFAIL src/a\n  \xE2\x97\x8F name\nerror t fai \xE2\x97\x8F";
    scanner.scan(text, hits);
    std::vector<std::pair<std::size_t, std::uint32_t>> got;
    for (const auto& h : hits) {
        got.emplace_back(h.at, h.literal);
    }
    std::sort(got.begin(), got.end());
    got.erase(std::unique(got.begin(), got.end()), got.end());
    const std::vector<std::pair<std::size_t, std::uint32_t>> want{{2, 0}, {17, 1}, {30, 2}};
    CHECK(got == want);
    SUBCASE("at every offset") {
        // The scan takes 32 places at a time where it can, then one at a time: a
        // literal must be found at every place of a block, across a block's end and at
        // the very end of the text.
        for (std::size_t pad = 0; pad < 80; ++pad) {
            const std::string shifted = std::string(pad, '.') + "Fail ";
            hits.clear();
            scanner.scan(shifted, hits);
            REQUIRE(hits.size() >= 1);
            CHECK(hits.front().at == pad);
        }
    }
}

TEST_CASE("the literal scan agrees with a plain search on random literals and texts") {
    // Literals and texts from a small alphabet (spaces, both cases, punctuation, a
    // newline), so that literals overlap, share windows and buckets and meet at every
    // alignment.
    // Pairs of bytes that differ in the case bit only ("[" and "{", "@" and "`") must
    // not be taken for each other; literals longer than the scan's 8-byte compare are
    // compared to their end.
    using Where = core::LiteralScanner::Where;
    const std::string alphabet = "aAbB  .:[{(@`eEsStT\n";
    std::uint64_t seed = 42;
    const auto next = [&seed](std::size_t bound) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::size_t>((seed >> 33) % bound);
    };
    const auto lower = [](char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); };
    for (int round = 0; round < 600; ++round) {
        std::vector<std::string> literals;
        std::vector<Where> wheres;
        // Now and then many literals, so that buckets hold several entries.
        const std::size_t count = round % 5 == 0 ? 20 + next(60) : 1 + next(6);
        for (std::size_t k = 0; k < count; ++k) {
            std::string literal;
            const std::size_t size = 3 + next(10);
            while (literal.size() < size) {
                const char c = alphabet[next(alphabet.size() - 1)]; // no newline
                literal += c;
            }
            const Where where{next(2) == 0, next(4) == 0, next(4) == 0};
            if (!where.exact) {
                for (char& c : literal) {
                    c = lower(c);
                }
            }
            literals.push_back(literal);
            wheres.push_back(where);
        }
        std::string text;
        const std::size_t size = next(200);
        while (text.size() < size) {
            // Now and then a literal itself, in a random case, so that hits are common.
            if (next(6) == 0) {
                std::string copy = literals[next(literals.size())];
                for (char& c : copy) {
                    if (next(2) == 0 && c >= 'a' && c <= 'z') {
                        c = static_cast<char>(c - 32);
                    } else if (next(2) == 0 && (c == '[' || c == '{' || c == '@' || c == '`')) {
                        c = static_cast<char>(c ^ 0x20); // its twin: a near miss
                    }
                }
                text += copy;
            } else {
                text += alphabet[next(alphabet.size())];
            }
        }
        std::set<std::pair<std::size_t, std::uint32_t>> want;
        for (std::uint32_t l = 0; l < literals.size(); ++l) {
            const std::string& lit = literals[l];
            for (std::size_t at = 0; at + lit.size() <= text.size(); ++at) {
                bool same = true;
                for (std::size_t k = 0; k < lit.size() && same; ++k) {
                    same = wheres[l].exact ? text[at + k] == lit[k] : lower(text[at + k]) == lit[k];
                }
                const std::size_t end = at + lit.size();
                if (same && (!wheres[l].line_start || at == 0 || text[at - 1] == '\n') &&
                    (!wheres[l].line_end || end == text.size() || text[end] == '\n')) {
                    want.emplace(at, l);
                }
            }
        }
        const core::LiteralScanner scanner(literals, wheres);
        // The scan (32 places at a time where the CPU has AVX2, texts here being up to
        // 200 bytes) and the one-place-at-a-time scan find the same.
        std::vector<core::LiteralScanner::Hit> hits;
        std::vector<core::LiteralScanner::Hit> portable_hits;
        scanner.scan(text, hits);
        scanner.scan_portable(text, portable_hits);
        std::set<std::pair<std::size_t, std::uint32_t>> got;
        std::set<std::pair<std::size_t, std::uint32_t>> got_portable;
        for (const auto& h : hits) {
            got.emplace(h.at, h.literal);
        }
        for (const auto& h : portable_hits) {
            got_portable.emplace(h.at, h.literal);
        }
        INFO("round " << round << " text '" << text << "'");
        REQUIRE(got == want);
        REQUIRE(got_portable == want);
    }
}

TEST_CASE("trigger masks cover every line their start patterns match") {
    SUBCASE("spellings the literal filter once missed") {
        const std::string text = "src/a.test.mts:\n"
                                 "lib/b.test.cjs:\n"
                                 "lib/c.mjs:\n"
                                 "types/d.cts:\n"
                                 "  3:5\terror\tMissing semicolon\tsemi\n"
                                 "  3:5 error\tMissing semicolon  semi\n"
                                 "\t3:5\terror Missing semicolon  semi\n";
        const auto missed = missed_lines(text);
        CHECK_MESSAGE(missed.empty(), (missed.empty() ? "" : missed.front()));
    }
    SUBCASE("every line of every captured fixture") {
        for (const auto& dir : test::all_fixture_dirs()) {
            const test::Fixture f = test::load_fixture(dir);
            INFO(f.name);
            for (const std::string* stream : {&f.out, &f.err}) {
                const auto missed = missed_lines(core::clean_output(*stream));
                CHECK_MESSAGE(missed.empty(), (missed.empty() ? "" : missed.front()));
            }
        }
    }
}

TEST_CASE("a literal's spelling is taken from its pattern only when no other can match") {
    using core::spelling_of;
    // One way to write each letter: the scan may look for that spelling only.
    CHECK(spelling_of(R"re(^(?P<label>\w+)\s+FAIL\s+\d+\.\d+s)re", "fail") == "FAIL");
    CHECK(spelling_of(R"re((?:FAILED|ERROR) \S+::)re", "error") == "ERROR");
    CHECK(spelling_of(R"re(^E\s+(?P<label>\w[\w.]*Error): )re", "error") == "Error");
    // A group's name and a repetition count are not text.
    CHECK(spelling_of(R"re((?P<error>x{2}) ERROR)re", "error") == "ERROR");
    // Either case may match: no spelling.
    CHECK(spelling_of(R"re((?:Error|error): )re", "error").empty());
    CHECK(spelling_of(R"re((?i)error)re", "error").empty());
    CHECK(spelling_of(R"re([Ee]rror)re", "error").empty()); // a small class
    CHECK(spelling_of(R"re(\) error (?P<code>[A-Z]{2}\d+))re", " error") == " error"); // a big one
    CHECK(spelling_of(R"re(\x45rror)re", "error").empty());
    // Written one way as a run of text, and no other path yields it: that spelling, though
    // another word writes its letters in another case.
    CHECK(spelling_of(R"re(Exception|Error)re", "error") == "Error");
    CHECK(spelling_of(R"re(^\s+FAILED\s+\d+ \(\d+ sec\))re", "failed") == "FAILED");
    // Another path could spell it otherwise: no spelling.
    CHECK(spelling_of(R"re((?:Error|[Ee]rrors))re", "error").empty());
    CHECK(spelling_of(R"re((?:Exception|Error|.rror))re", "error").empty());
    // A letter the pattern never writes: unknown.
    CHECK(spelling_of(R"re(\w+ing)re", "xing").empty());
    // Bytes past ASCII only as the pattern writes them.
    CHECK(spelling_of("\xE2\x9C\x97 (?P<label>.+)", "\xE2\x9C\x97 ") == "\xE2\x9C\x97 ");
}

TEST_CASE("the literal scan: exact spellings and line anchors") {
    using Where = core::LiteralScanner::Where;
    const core::LiteralScanner scanner({"error", "Error", ".ts:", "todo"},
                                       {Where{true, true, false}, Where{true, false, false},
                                        Where{true, false, true}, Where{false, false, false}});
    const std::string text = "error: x\n0 errors\nan Error\nERROR\na.ts:\na.ts: b\nTODO ToDo";
    std::vector<core::LiteralScanner::Hit> hits;
    scanner.scan(text, hits);
    core::sort_hits(hits);
    std::vector<std::pair<std::size_t, std::uint32_t>> got;
    for (const auto& h : hits) {
        got.emplace_back(h.at, h.literal);
    }
    got.erase(std::unique(got.begin(), got.end()), got.end());
    // "error" at a line start only, "Error" as spelt, ".ts:" at a line end only, "todo"
    // in any case.
    const std::vector<std::pair<std::size_t, std::uint32_t>> want{
        {0, 0}, {21, 1}, {34, 2}, {47, 3}, {52, 3}};
    CHECK(got == want);
}

TEST_CASE("the scan tables the build wrote are those the rows and start patterns give") {
    using namespace core;
    // A run reads the tables loopclose_scan_tables wrote; they must be what the rows and
    // start patterns give now (a stale table would hide lines from the detectors).
    const ScanTables* built = built_scan_tables();
    REQUIRE(built != nullptr);
    const ScanTables& fresh = fresh_scan_tables();
    CHECK(fresh.triggers.scanner.literals.size() > 1000);
    CHECK(fresh.rows.keys.size() > 500);
    CHECK(built->triggers.scanner.entries.size() == fresh.triggers.scanner.entries.size());
    CHECK(scan_tables_source(*built) == scan_tables_source(fresh));
    // And the source says what it was given: one changed key is one changed source.
    ScanTables changed = fresh;
    std::vector<std::string_view> keys(fresh.rows.keys.begin(), fresh.rows.keys.end());
    keys.front() = "no such key";
    changed.rows.keys = keys;
    CHECK(scan_tables_source(changed) != scan_tables_source(fresh));
}

TEST_CASE("no row is keyed on a literal that every indented line holds") {
    using namespace core;
    // A key of blanks alone ("        ", a pattern's indent) sends the literal scan and the
    // row to every indented line of every log: markdown-spellcheck's row once cost the
    // realistic 1 MB log 8 M instructions that way. A row spells its indent as a class.
    const ScanTables& fresh = fresh_scan_tables();
    for (const std::string_view key : fresh.rows.keys) {
        INFO("key: '" << key << "'");
        CHECK(key.find_first_not_of(" \t") != std::string_view::npos);
    }
}
