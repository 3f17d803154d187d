// SPDX-License-Identifier: MIT
// Shapes many tools share, for the tools no row names (ARCHITECTURE.md, "Generic
// shapes"). The kind comes from what the line says, not from the tool: "error:" is a
// compile error, a rule code (E501, W0611, no-unused-vars) a lint finding. These rows
// come last, so a tool's own row wins, and they count only when the run failed: a green
// run may print a warning in the same shape.
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

constexpr LineRule k_rows[] = {
    // GNU style with a rule code: "calc.py:7:80: E501 line too long" (pycodestyle,
    // flake8, ruff, shellcheck -f gcc, hadolint…), "x.go:3:1: SA4006: …".
    {"generic",
     Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*\.[A-Za-z]\w*):(?P<line>\d+):(?:(?P<column>\d+):)? (?:(?:error|warning|note): )?(?P<code>[A-Z]{1,4}\d{2,5})\b:? ?(?P<message>.*)$)re",
     Near::none,
     0,
     {},
     {},
     {},
     {},
     {},
     true},
    // GNU style: "file:line[:col]: error: message" (any compiler or checker).
    {"generic",
     Kind::compile_error,
     R"re(^(?P<file>[^\s:][^:]*\.[A-Za-z]\w*):(?P<line>\d+):(?:(?P<column>\d+):)? (?:fatal )?(?:error|Error|ERROR)(?:\[(?P<code>[\w-]+)\])?: (?P<message>.*)$)re",
     Near::none,
     0,
     {},
     {},
     {},
     {},
     {},
     true},
    // TAP from any producer: "not ok 3 - name", unless marked "# TODO" or "# SKIP". A
    // parent of failed subtests (its children's "1..N" plan just above) is not one more
    // failure.
    {"tap-generic",
     Kind::test_failure,
     R"re(^\s*not ok \d+(?: -)? (?P<label>[^#]*[^#\s])(?:\s+#.*)?$)re",
     Near::none,
     0,
     R"re(#\s*(?i:todo|skip)\b)re",
     {},
     {},
     R"re(!^\s+\d+\.\.\d+\s*$)re"},
    // Summary lines with a test id: "FAIL: test_x (mod.Case)", "FAILED: tests/x::y".
    {"generic",
     Kind::test_failure,
     R"re(^(?:FAIL|FAILED|ERROR): (?P<label>[\w./:\[\]-]+(?: \([\w.]+\))?)(?: - .*)?\s*$)re",
     Near::none,
     0,
     {},
     {},
     {},
     {},
     {},
     true},
    // Exception banners: "Fatal error: …", "Uncaught Foo: …" in tools we do not know.
    {"generic",
     Kind::runtime_error,
     R"re(^(?:PHP )?Fatal error: +(?P<message>.*?)(?: in (?P<file>\S+?)(?: on line |:)(?P<line>\d+))?$)re",
     Near::none,
     0,
     {},
     {},
     {},
     {},
     {},
     true},
    // miette-style reports (oxc, swc, rolldown, biome…): "  × message" with
    // "╭─[file:line:col]" below.
    {"generic",
     Kind::syntax_error,
     R"re(^\s*[x×] (?P<message>(?:Unexpected|Expected|Expression expected|Unterminated|Invalid or unexpected).*)$)re",
     Near::below,
     2,
     {},
     {},
     R"re(^\s*[╭,]─+\[)re",
     {},
     {},
     true},
    {"generic",
     Kind::compile_error,
     R"re(^\s*[x×] (?P<message>\S.*)$)re",
     Near::below,
     2,
     {},
     {},
     R"re(^\s*[╭,]─+\[)re",
     {},
     {},
     true},
};

} // namespace

std::span<const LineRule> generic_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
