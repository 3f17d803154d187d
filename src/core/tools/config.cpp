// SPDX-License-Identifier: MIT
// Linters of scripts and configuration files: ShellCheck and yamllint
// (tests/fixtures/shellcheck, yamllint). Each was added as rows and a fixture folder.
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header.
// clang-format off
constexpr LineRule k_rows[] = {
    // shellcheck -f gcc: "a.sh:4:1: error: Couldn't find 'fi' for this 'if'. [SC1046]".
    {"shellcheck", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning|note): (?P<message>.*) \[(?P<code>SC\d{4})\]$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // shellcheck's default format: "In a.sh line 4:", the source line, then one caret
    // line per finding: "  ^-- SC2086 (info): Double quote to prevent globbing …".
    {"shellcheck", Kind::lint_error,
     R"re(^\s*\^-*\^? (?P<code>SC\d{4}) \((?P<severity>error|warning|info|style)\): (?P<message>.*)$)re",
     Near::header, 12, {}, {}, {}, {}, {}, false, R"re(^In (?P<file>\S+) line (?P<line>\d+):$)re"},
    // yamllint -f parsable: "a.yaml:6:5: [error] wrong indentation: … (indentation)"; a
    // file it cannot parse: "… [error] syntax error: expected <block end>… (syntax)".
    {"yamllint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): \[error\] (?P<message>syntax error: .*) \(syntax\)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"yamllint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): \[(?P<severity>error|warning)\] (?P<message>.*) \((?P<code>[\w-]+)\)$)re"},
    // yamllint's default format: the file alone on a line, then
    // "  6:5       error    wrong indentation: expected 2 but found 4  (indentation)"
    // (the level padded to nine characters).
    {"yamllint", Kind::syntax_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+)\s+error\s+(?P<message>syntax error: .*?)\s+\(syntax\)$)re",
     Near::header_above, 200, {}, {}, {}, {}, {}, false, {}, true},
    {"yamllint", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+)\s+(?P<severity>error    |warning  )\s*(?P<message>.*?)\s+\((?P<code>[\w-]+)\)$)re",
     Near::header_above, 200},
};
// clang-format on

} // namespace

std::span<const LineRule> config_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
