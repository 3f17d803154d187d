// SPDX-License-Identifier: MIT
// Machine reports a run wrote beside its console output: JUnit XML, SARIF 2.1.0, TAP,
// `go test -json`, cargo's JSON messages and linters' JSON (man page, REPORTS;
// ARCHITECTURE.md, "Reports"). Pure: the bytes come in, findings or one error go out.
#pragma once

#include "core/evidence.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

enum class ReportFormat : std::uint8_t {
    junit,
    sarif,
    tap,
    go_test_json,
    cargo_json,
    eslint_json,
    test_json,
};

inline constexpr std::size_t k_report_format_count = 7;

// "junit", "sarif", "tap", "go-test-json", "cargo-json", "lint-json" (the JSON of
// eslint, stylelint, pylint, oxlint, biome, RuboCop, ShellCheck, staticcheck, mdl and
// proselint; "eslint-json" is accepted for it),
// "test-json" (the JSON reporters of jest, vitest, mocha and RSpec).
std::string_view report_format_id(ReportFormat format);
// "JUnit XML", "SARIF"… for the text report.
std::string_view report_format_title(ReportFormat format);
std::optional<ReportFormat> report_format_from_id(std::string_view id);
// The format the text starts like, or nullopt when it is none of them.
std::optional<ReportFormat> detect_report_format(std::string_view text);

// A report file is read up to this many bytes; the rest is left and the report says so.
inline constexpr std::uint64_t k_max_report_bytes = 64ULL << 20;
// Elements (XML) or containers (JSON) nested deeper than this make a report malformed.
inline constexpr std::size_t k_max_report_depth = 128;
// Findings kept per report (its counts stay exact).
inline constexpr std::size_t k_max_report_findings = 5000;

struct ReportFile {
    std::string name;                   // as the user named it, for the report and errors
    std::string_view text;              // the bytes read, at most k_max_report_bytes
    std::uint64_t size = 0;             // the whole file's size; more than text when cut
    std::optional<ReportFormat> format; // forced (--report-format); nullopt: detect
};

// One failure a report states, with the parts of the test's name it gave, so that the
// same failure named by the console can be recognised.
struct ReportFinding {
    Evidence evidence; // stream = Stream::report
    std::string suite; // JUnit classname, TAP parent tests, go package
    std::string name;  // JUnit name, TAP description, go test name
    // A text of the report (an error's body): when the text pipeline finds something in
    // it, those findings say what happened and this one is dropped.
    std::optional<std::size_t> explained_by;
};

// Text a report carries from the run (captured output, an error's body): the text
// pipeline reads it for the kinds in `kinds` (bit per Kind), the ones a report cannot
// express (a crash, a missing module behind a collection error…).
struct ReportText {
    std::string text;
    std::uint32_t kinds = 0;
};

struct ParsedReport {
    std::string name;
    ReportFormat format = ReportFormat::junit;
    std::string producer; // the tool, when the report names it (SARIF driver, TAP, eslint)
    std::vector<ReportFinding> findings;
    std::vector<ReportText> texts;
    // Problems of a linter that writes warnings and errors alike (Biome's JUnit), counted
    // as warnings: when the report is the output of a run that failed, they are what
    // failed it (stream_as_report).
    std::vector<ReportFinding> undecided;
    // Tests seen, failed (failure), errored (error), skipped; diagnostics below error
    // level (warnings and notes: advisory, counted, not listed).
    std::size_t tests = 0, failures = 0, errors = 0, skipped = 0, warnings = 0;
    std::size_t dropped = 0; // findings past k_max_report_findings
    bool truncated = false;  // cut at k_max_report_bytes: read as far as it was whole
    std::uint64_t bytes_read = 0, size = 0;
};

// What the report says of a report: everything but its findings and texts.
struct ReportSummary {
    std::string name;
    ReportFormat format = ReportFormat::junit;
    std::string producer;
    std::size_t tests = 0, failures = 0, errors = 0, skipped = 0, warnings = 0, dropped = 0;
    bool truncated = false;
    std::uint64_t bytes_read = 0, size = 0;
};

ReportSummary summarize(const ParsedReport& report);

struct ReportError {
    std::string message; // what is wrong, without the file's name
    std::uint64_t byte = 0;
    std::uint32_t line = 0; // 1-based; 0: unknown
};

struct ReportResult {
    std::optional<ParsedReport> report;
    ReportError error; // when report is empty
};

// Reads one report. Total: any bytes give a report or an error, never an exception.
ReportResult read_report(const ReportFile& file);

// A console stream that is itself a whole report (`vitest --reporter=junit`, `jest
// --json`, `mocha --reporter json`, `rspec --format json` on standard output): read as
// one, or nullopt when it is not (TAP and go test -json streams are read as console
// text already). `failed`: the run's exit status was not 0 (see ParsedReport::undecided);
// `passed`: it was 0 — a linter that exits 0 passed whatever its report lists (PHP_CodeSniffer
// lists warnings as JUnit failures), so its findings count as warnings.
std::optional<ParsedReport> stream_as_report(std::string_view text, std::string_view name,
                                             bool failed, bool passed = false);

// The report's undecided problems (ParsedReport::undecided) failed the run: they become
// findings, counted as failures.
void promote_undecided(ParsedReport& report);

// The line (1-based) holding byte `offset` of `text`.
std::uint32_t line_of_offset(std::string_view text, std::uint64_t offset);

} // namespace loopclose::core
