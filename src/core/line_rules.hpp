// SPDX-License-Identifier: MIT
// Line rules: the tool as the unit of code. One row is one line shape of one tool: the
// tool's id, the kind it reports, one RE2 pattern with named groups, and where to look
// for the location when the line itself has none. The rows of every tool are compiled
// into one RuleSet; the literals a line must contain before any pattern is tried are
// derived from the patterns themselves (RE2's FilteredRE2 atoms), so a row can never be
// hidden by a pre-filter kept by hand. See ARCHITECTURE.md, "Adding a tool".
#pragma once

#include "core/evidence.hpp"
#include "core/literal_scan.hpp"
#include "core/scan_tables.hpp"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Where a row finds the location its line does not print.
enum class Near : std::uint8_t {
    none,         // the line's own groups only
    below,        // the first project location ("file:line[:col]", a frame) on the next
                  // lines; for a test failure, the first in a test file if there is one
    header_above, // the file named alone on a line above an indented block of findings
    above,        // the project location on the lines above ("ERROR in ./src/a.js 1:0")
    header,       // the nearest line above matching the row's `header` pattern, whose
                  // named groups file and line fill in what the line lacks
};

// One line shape of one tool. A pattern that holds "\n" spans two lines: it is matched
// against the line before and the line, joined by a newline, and reports the line
// before (a headline whose location or severity is printed on the next line). Named
// groups the pattern may have: file, line, column,
// label, code (the label when there is no label group), suite (put before the label,
// with a space), owner (put before it with a colon: a JUnit class), class (put before it
// with a dot: Surefire's "CalcTest.divides" from "divides(com.example.CalcTest)"),
// receiver (put before it with a '#': Minitest's "StackTest#test_pop"), inner (put
// before it with a colon, the owner before both: JUnit 5's nested class,
// "CartTest:Checkout:coupon()"), message.

// Group numbers instead of names (problem matchers number their groups); 0: unset.
struct GroupNumbers {
    int file = 0, line = 0, column = 0, code = 0, message = 0, severity = 0;
};

struct LineRule {
    std::string_view tool; // an id of the tool table (tools.hpp)
    Kind kind;
    std::string_view pattern;     // RE2, matched against one cleaned line
    Near near = Near::none;       // where else to look for file and line
    std::uint8_t reach = 0;       // how many lines `near` may look at
    std::string_view reject = {}; // RE2: a line it matches is not a finding
    // The label when the pattern captures none; one ending in ':' is put before the
    // label it captures ("coverage:" and "lines"), one ending in '+' too but without
    // the '+' ("TS+" and "2551" make "TS2551").
    std::string_view label = {};
    // RE2: the next non-blank line must match it ("!" first: must not match it)
    std::string_view follow = {};
    // RE2: the line's header must match it. The header is the nearest line above that
    // matches `scope` (within 400 lines), or the previous non-blank line when `scope`
    // is empty: "There were 2 failures:" above a PHPUnit item, not "…skipped tests:".
    // A leading "!" inverts it: the header must not match the rest.
    std::string_view after = {};
    std::string_view scope = {};
    bool only_failed = false; // counts only when the exit status is not 0
    // RE2, with Near::header: "^In (?P<file>\S+) line (?P<line>\d+):$" (a `column` or
    // a `label` it captures serves when the line names none).
    std::string_view header = {};
    // The row's reading replaces a detector's on the same line: a tool's own shape that a
    // generic detector would misread ("a.sh:4:1: error: … [SC1046]" is ShellCheck's
    // lint finding, not a compile error).
    bool overrides = false;
    // A wrapper's summary ("make: *** [Makefile:3: all] Error 2", "fatal: …"): reported
    // only when nothing else blocking explains the run.
    bool fallback = false;
    // A rule a user brings (OwnedRule) may number its groups, and name the file on a
    // header line above a run of its lines (see OwnedRule); the built-in rows name
    // their groups.
    GroupNumbers numbered = {};
    int header_file = 0;
};

// The same row with its strings owned (rules read from a user's file).
struct OwnedRule {
    std::string tool;
    Kind kind = Kind::compile_error;
    std::string pattern;
    Near near = Near::none;
    std::uint8_t reach = 0;
    std::string reject;
    std::string label;
    std::string follow;
    std::string after;
    std::string scope;
    bool only_failed = false;
    using Numbered = GroupNumbers;
    Numbered numbered;
    // A header line above a run of lines this row matches (a problem matcher whose last
    // pattern loops): the nearest line above the run must match `header`, and its group
    // `header_file` names the file.
    std::string header;
    int header_file = 0;
    bool overrides = false; // see LineRule::overrides
    bool fallback = false;  // see LineRule::fallback
};

// The most lines one pattern may span ("\n" in it joins consecutive lines).
inline constexpr std::size_t k_max_rule_span = 4;

// A compiled set of rows. Never throws; a row whose pattern RE2 rejects is listed in
// errors() and never matches.
class RuleSet {
  public:
    explicit RuleSet(std::span<const LineRule> rows);
    // With `filter`, the pre-filter the build wrote for these rows (scan_tables.hpp)
    // instead of one built now.
    RuleSet(std::span<const LineRule> rows, const RowFilterTables* filter);
    explicit RuleSet(std::vector<OwnedRule> rows);
    ~RuleSet();
    RuleSet(RuleSet&&) noexcept;
    RuleSet& operator=(RuleSet&&) noexcept;
    RuleSet(const RuleSet&) = delete;
    RuleSet& operator=(const RuleSet&) = delete;

    struct Error {
        std::size_t row;
        std::string what;
    };
    // The rows that did not compile, with RE2's reason. Built-in rows are compiled on
    // first use; compile_all() compiles every row now and returns what failed (tests).
    const std::vector<Error>& errors() const;
    std::vector<Error> compile_all() const;

    // How many rows the set holds.
    std::size_t size() const;

    // The key literals (lower case) the pre-filter scans for: a row is tried on a line
    // only when its key (or one of its alternatives) is there and every literal its
    // pattern requires too; a row without one is tried on every line:
    // rows_without_literals() lists them.
    std::span<const std::string_view> literals() const;
    // How each of literals() must occur (LiteralScanner::Where), in the same order.
    std::span<const LiteralScanner::Where> literal_wheres() const;
    std::vector<std::size_t> rows_without_literals() const;
    // The whole pre-filter, as the build writes it out.
    const RowFilterTables& filter_tables() const;

    // Appends the findings of every row on both streams. A line yields at most one item
    // (the first row in table order that matches it); rows of a kind whose bit is clear
    // in `kinds` are skipped. With `prefilter` false every row is tried on every line
    // (for tests: the result must be the same). Rows marked only_failed are skipped
    // when the exit status is 0.
    // Items of `overrides` rows go to `overriding`, of `fallback` rows to `fallbacks`,
    // when given (else to `out`).
    // generic_fallbacks false skips the last-resort rows of tool "generic" (the caller
    // knows already that something blocking explains the run).
    void apply(const DetectorInput& input, std::uint32_t kinds, bool prefilter,
               std::vector<Evidence>& out, std::vector<Evidence>* overriding = nullptr,
               std::vector<Evidence>* fallbacks = nullptr, bool generic_fallbacks = true) const;

    struct Impl;

  private:
    std::unique_ptr<Impl> m_impl;
};

// A hand-written parser for a shape one pattern cannot express (a list under a header,
// a prefix checked byte by byte before any pattern), registered beside the rows. It
// appends items like a row does; items of disabled kinds are dropped afterwards.
using ParseFn = void (*)(const StreamLines& stream, std::vector<Evidence>& out);
struct LineParser {
    std::string_view tool;
    ParseFn parse;
    bool only_failed = false; // runs only when the exit status is not 0
};

// The built-in rows of every tool, in table order (specific tools before the shapes
// many tools share).
std::span<const LineRule> builtin_rules();

// The built-in parsers, run after the rows.
std::span<const LineParser> builtin_parsers();

// The built-in rows compiled once.
const RuleSet& builtin_rule_set();

} // namespace loopclose::core
