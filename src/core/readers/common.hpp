// SPDX-License-Identifier: MIT
// What the report readers share (see reports.hpp): one reader per format, each
// filling a ParsedReport or returning an error.
#pragma once

#include "core/line_rules.hpp"
#include "core/reports.hpp"

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

namespace loopclose::core::readers {

// The readers. `text` is the report's bytes (a BOM included); `report` has its name,
// format, sizes and `truncated` set. An empty optional means success.
std::optional<ReportError> read_junit(std::string_view text, ParsedReport& report);
std::optional<ReportError> read_sarif(std::string_view text, ParsedReport& report);
std::optional<ReportError> read_tap(std::string_view text, ParsedReport& report);
std::optional<ReportError> read_go_test_json(std::string_view text, ParsedReport& report);
std::optional<ReportError> read_cargo_json(std::string_view text, ParsedReport& report);
std::optional<ReportError> read_eslint_json(std::string_view text, ParsedReport& report);
std::optional<ReportError> read_test_json(std::string_view text, ParsedReport& report);

// A test's location from its failure's stack: the first frame in evidence.file ("at
// Context.<anonymous> (/abs/test/math.test.js:11:14)"), or, when it names no file, the
// first frame in a test file (with `any_file`, in any file outside node_modules). Fills
// file (when empty), line and column.
void frame_in_file(std::string_view text, Evidence& evidence, bool any_file = false);

// Parses one JSON document after checking its nesting depth, or says where it is
// broken.
std::optional<ReportError> parse_json_document(std::string_view text, nlohmann::json& out);

// Up to k_max_message_lines non-blank lines of `text` (each trimmed, cleaned of
// control characters and invalid UTF-8), at most k_max_message_bytes in all.
std::string clip_message(std::string_view text);

// Clean single-line UTF-8 for a label or file: control characters become spaces,
// surrounding blanks go, at most `max_chars` code points.
std::string clean_field(std::string_view text, std::size_t max_chars = 300);

// A line or column number from its decimal text ("12"); 0 when it is not one or does
// not fit.
std::uint32_t parse_number(std::string_view text);

// A linter's or compiler's finding: its kind, rule (the label), place and message (the
// snippet is the message's first line).
ReportFinding diagnostic(Kind kind, std::string_view label, std::string_view file,
                         std::uint32_t line, std::uint32_t column, std::string_view message);

// True for the first line of staticcheck's `-f json` (one problem per line, its code
// first: {"code":"SA5009","severity":…,"location":…}).
bool is_staticcheck_json_line(std::string_view line);
// True when `text` (blanks skipped) opens with mocha's json-stream start event.
bool is_mocha_stream(std::string_view text);

// Adds a finding, or counts it as dropped past k_max_report_findings.
void add_finding(ParsedReport& report, ReportFinding finding);

// The label of a test named by classname and name: "classname.name", or just the name
// when the classname is empty, equal to it, or its first or last words ("math divide"
// or "keeps fractions" of "math divide keeps fractions").
std::string test_label(std::string_view classname, std::string_view name);

// A path from a report, as written there: a "file://" URI becomes its path
// (percent-decoded).
std::string report_path(std::string_view path);

// A SARIF artifact URI as a path: an absolute "file://" URI as report_path reads it, a
// relative reference ("src/my%20file.c") percent-decoded too.
std::string uri_path(std::string_view uri);

// "path:line:col" or "path:line" split from the end: the path and the numbers, or
// nullopt when the text does not end in a line number.
struct PathLine {
    std::string_view path;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};
std::optional<PathLine> split_path_line(std::string_view text);

// A member of a JSON object (null when `object` is not one or lacks it), as a string
// ("" when it is not one) and as a line-sized number (0 when it is not one).
const nlohmann::json& json_member(const nlohmann::json& object, const char* key);
std::string json_string(const nlohmann::json& object, const char* key);
std::uint32_t json_number(const nlohmann::json& object, const char* key);

// The bit of `kind` in a ReportText mask.
constexpr std::uint32_t kind_bit(Kind kind) {
    return 1U << static_cast<unsigned>(kind);
}

// Kinds a test report cannot express and its captured output can: crashes, memory,
// timeouts, missing modules and syntax errors, unhandled rejections.
inline constexpr std::uint32_t k_output_kinds =
    kind_bit(Kind::crash) | kind_bit(Kind::out_of_memory) | kind_bit(Kind::timeout) |
    kind_bit(Kind::missing_module) | kind_bit(Kind::syntax_error) |
    kind_bit(Kind::unhandled_rejection);

} // namespace loopclose::core::readers
