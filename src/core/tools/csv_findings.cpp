// SPDX-License-Identifier: MIT
// A checker's findings as CSV on standard output (PHP_CodeSniffer's --report=csv,
// bandit's -f csv, and any tool that writes a header naming a file column and a line
// column): "File,Line,Column,Type,Message,Source,Severity,Fixable", then a row per
// finding with RFC 4180 quoting. Read only when the stream's first line is such a
// header, so a log pays one look at its first line. Each row is a lint finding at its
// file and line, labelled by its rule column; a row whose severity column says warning
// (or info, note) counts only when no row is an error.
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>
#include <string>
#include <vector>

namespace loopclose::core::tools {

namespace {

// The fields of one CSV record on one line (a quoted field may hold commas and doubled
// quotes, not line breaks); at most 32 fields.
std::vector<std::string> csv_fields(std::string_view line) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t k = 0; k < line.size() && fields.size() <= 32; ++k) {
        const char c = line[k];
        if (quoted) {
            if (c == '"' && k + 1 < line.size() && line[k + 1] == '"') {
                fields.back() += '"';
                ++k;
            } else if (c == '"') {
                quoted = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"' && fields.back().empty()) {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c != '\r') {
            fields.back() += c;
        }
    }
    return fields;
}

// The index of the first header among `names`, -1 when none.
int column_of(const std::vector<std::string>& header,
              std::initializer_list<std::string_view> names) {
    for (const std::string_view name : names) {
        for (std::size_t k = 0; k < header.size(); ++k) {
            if (header[k] == name) {
                return static_cast<int>(k);
            }
        }
    }
    return -1;
}

} // namespace

void parse_csv_findings(const StreamLines& s, std::vector<Evidence>& out) {
    // The header: the first line, words and commas only.
    if (s.lines.empty() || s.lines.front().size() > 400 ||
        s.lines.front().find(',') == std::string_view::npos ||
        s.lines.front().find_first_of(" \t\"") != std::string_view::npos) {
        return;
    }
    std::vector<std::string> header = csv_fields(s.lines.front());
    for (std::string& name : header) {
        name = ascii_lower(name);
    }
    const int file = column_of(header, {"file", "filename", "path", "file_path"});
    const int line = column_of(header, {"line", "line_number", "lineno", "row"});
    if (file < 0 || line < 0 || header.size() < 3) {
        return;
    }
    const int column = column_of(header, {"column", "col", "col_offset", "column_number"});
    const int rule = column_of(header, {"source", "test_id", "rule", "rule_id", "code", "check",
                                        "symbol", "message-id", "msg_id"});
    const int severity = column_of(header, {"type", "severity", "level", "issue_severity"});
    std::vector<Evidence> errors;
    std::vector<Evidence> warnings;
    for (std::size_t i = 1; i < s.lines.size(); ++i) {
        if (trim(s.lines[i]).empty()) {
            continue;
        }
        const std::vector<std::string> row = csv_fields(s.lines[i]);
        if (row.size() != header.size()) {
            break; // the table ended (a summary, another tool's lines)
        }
        const auto at = [&](int k) {
            return k < 0 ? std::string_view() : std::string_view(row[static_cast<std::size_t>(k)]);
        };
        const unsigned number = parse_small_number(at(line));
        if (at(file).empty() || number == 0) {
            continue;
        }
        const std::string level = ascii_lower(at(severity));
        const bool advisory = level == "warning" || level == "info" || level == "note";
        std::vector<Evidence>& into = advisory ? warnings : errors;
        // The cells point into `row`: the evidence copies them before it goes.
        detail::add_evidence(into, Kind::lint_error, s, i,
                             {at(file), number, parse_column(at(column))}, at(rule), "generic");
    }
    out.insert(out.end(), errors.begin(), errors.end());
    if (errors.empty()) {
        out.insert(out.end(), warnings.begin(), warnings.end());
    }
}

} // namespace loopclose::core::tools
