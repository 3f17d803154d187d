// SPDX-License-Identifier: MIT
// --report and --report-format: finding the report files (globs included), reading
// each up to core::k_max_report_bytes and parsing it (man page, REPORTS).
#pragma once

#include "core/reports.hpp"

#include <memory>
#include <string>
#include <vector>

namespace loopclose::cli {

// The files `pattern` names, sorted: the path itself when it has no wildcard, else
// every regular file matching it, where `*`, `?` and `[...]` match within one path
// segment and a `**` segment matches any number of directories. A pattern matching
// nothing gives an empty list.
std::vector<std::string> expand_report_pattern(const std::string& pattern);

// Every report the patterns name, read and parsed, in the order named. A literal path
// that cannot be read or a malformed report throws CliError naming the file and the
// byte and line; a glob matching nothing is noted on standard error. `format_text` is
// "" (detect) or a format id.
std::shared_ptr<const std::vector<core::ParsedReport>>
load_reports(const std::vector<std::string>& patterns, const std::string& format_text);

// Reads the report file `path` (its first core::k_max_report_bytes) and parses it,
// calling it `name` in the report; throws CliError naming the file when it cannot be
// read or is malformed. What each --report file and an MCP report's "path" go through.
core::ParsedReport load_report_file(const std::string& path, const std::string& name,
                                    std::optional<core::ReportFormat> format);

// Parses one report's bytes (a file's or an MCP argument's), throwing CliError on a
// malformed one. `size` is the whole file's size when the text was cut.
core::ParsedReport parse_report_text(const std::string& name, std::string_view text,
                                     std::uint64_t size, std::optional<core::ReportFormat> format);

// The format id of --report-format; throws CliError for an unknown one.
std::optional<core::ReportFormat> parse_report_format(const std::string& text);

} // namespace loopclose::cli
