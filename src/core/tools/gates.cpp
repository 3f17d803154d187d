// SPDX-License-Identifier: MIT
// Quality gates that fail a run whose tests all pass: coverage thresholds (Jest,
// Vitest, c8, nyc, coverage.py, pytest-cov) and formatters' checks (cargo fmt --check,
// gofmt -d under a wrapper that fails on its output). tests/fixtures/coverage,
// rustfmt and gofmt hold the captured runs. Each finding is a lint-error: the code
// broke a rule the project set for itself; its label names the rule
// ("coverage:lines", "rustfmt").
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// The message istanbul-based tools share, with "Jest: " or "ERROR: " before it:
// "Coverage for lines (44.44%) does not meet …".
#define LC_COVERAGE_FOR                                                                            \
    R"re(^(?:Jest: |ERROR: )?Coverage for (?P<label>\w+) \(\S+%\) does not meet )re"

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // type-coverage --at-least: "The type coverage rate(54.16%) is lower than the
    // target(99%)." (the untyped places are listed above it as "file:line:col: name").
    {"coverage", Kind::lint_error,
     R"re(^The type coverage rate\((?P<message>[\d.]+%\) is lower than the target\([\d.]+%)\))re",
     Near::none, 0, {}, "coverage:types"},
    // Stryker: "ERROR MutationTestReportHelper Final mutation score 40.74 under breaking
    // threshold 75, setting exit code to 1 (failure)." after a block per surviving
    // mutant, "[Survived] ConditionalExpression" with its place, "src/price.js:2:7", below
    // ("[NoCoverage]" when no test reached it).
    {"stryker", Kind::lint_error,
     R"re(\bFinal mutation score (?P<message>[\d.]+ under breaking threshold [\d.]+))re", Near::none,
     0, {}, "mutation-score"},
    {"stryker", Kind::lint_error,
     R"re(^\[(?:Survived|NoCoverage)\] (?P<label>\w+)\s*\n(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // @hapi/lab -t: "Code coverage below threshold: 71.43 < 100".
    {"coverage", Kind::lint_error,
     R"re(^Code coverage below threshold: (?P<message>[\d.]+ < [\d.]+))re", Near::none, 0, {},
     "coverage:total"},
    // A global threshold: Jest's '… does not meet "global" threshold (90%)', Vitest's,
    // c8's and nyc's '… does not meet global threshold (95%)'.
    // gcovr (--fail-under-line 90): "(ERROR) failed minimum line coverage (got 57.9%,
    // minimum 90.0%)", one row per metric for its label.
    {"coverage", Kind::lint_error,
     R"re(^\(ERROR\) failed minimum line coverage \(got [\d.]+%, minimum [\d.]+%\))re", Near::none, 0,
     {}, "coverage:lines"},
    {"coverage", Kind::lint_error,
     R"re(^\(ERROR\) failed minimum branch coverage \(got [\d.]+%, minimum [\d.]+%\))re", Near::none, 0,
     {}, "coverage:branches"},
    {"coverage", Kind::lint_error,
     R"re(^\(ERROR\) failed minimum function coverage \(got [\d.]+%, minimum [\d.]+%\))re", Near::none, 0,
     {}, "coverage:functions"},
    {"coverage", Kind::lint_error,
     R"re(^\(ERROR\) failed minimum decision coverage \(got [\d.]+%, minimum [\d.]+%\))re", Near::none, 0,
     {}, "coverage:decisions"},
    {"coverage", Kind::lint_error,
     LC_COVERAGE_FOR R"re((?:"global" |global )?threshold \(\S+%\)\s*$)re", Near::none, 0, {},
     "coverage:", {}, {}, {}, true},
    // A file's or a glob's own threshold: Jest and Vitest quote it
    // ('… does not meet "./src/parse.js" threshold (100%)'); c8 and nyc --per-file put
    // it last ('… does not meet threshold (60%) for src/parse.js').
    {"coverage", Kind::lint_error,
     LC_COVERAGE_FOR R"re("(?P<file>[^"]+)" threshold \(\S+%\)\s*$)re", Near::none, 0, {},
     "coverage:", {}, {}, {}, true},
    // (Vitest 4 with perFile: "… does not meet global threshold (90%) for src/a.js", or a
    // glob's: '… does not meet "src/money/**" threshold (100%) for src/money/cents.js'.)
    {"coverage", Kind::lint_error,
     LC_COVERAGE_FOR R"re((?:global |"[^"]+" )?threshold \(\S+%\) for (?P<file>\S.*?)\s*$)re", Near::none, 0, {},
     "coverage:", {}, {}, {}, true},
    // Jest's other thresholds: a count of uncovered lines ("Jest: Uncovered count for
    // lines (2) exceeds global threshold (1)") and a threshold for a file it never saw
    // ("Jest: Coverage data for ./src/missing.js was not found.").
    {"coverage", Kind::lint_error,
     R"re(^Jest: Uncovered count for (?P<label>\w+) \(\d+\) exceeds (?:global|"global"|"(?P<file>[^"]+)") threshold \(\d+\)\s*$)re",
     Near::none, 0, {}, "coverage:", {}, {}, {}, true},
    {"coverage", Kind::lint_error,
     R"re(^Jest: Coverage data for (?P<file>\S+) was not found\.\s*$)re", Near::none, 0, {},
     "coverage:not-found", {}, {}, {}, true},
    // coverage.py ("coverage report --fail-under=90"): "Coverage failure: total of 55 is
    // less than fail-under=90"; pytest-cov (--cov-fail-under=90): "FAIL Required test
    // coverage of 90% not reached. Total coverage: 54.55%" (a run that reaches it says
    // "Required test coverage of 50% reached.").
    {"coverage", Kind::lint_error,
     R"re(^Coverage failure: total of \S+ is less than fail-under=\S+\s*$)re", Near::none, 0, {},
     "coverage:total", {}, {}, {}, true},
    {"coverage", Kind::lint_error,
     R"re(^FAIL Required test coverage of \S+% not reached\.)re", Near::none, 0, {},
     "coverage:total", {}, {}, {}, true},
    // cargo fmt --check (rustfmt 1.9): one "Diff in /abs/src/main.rs:7:" above each hunk;
    // older rustfmt printed "Diff in /abs/src/main.rs at line 7:" (its documented form,
    // not captured here).
    {"rustfmt", Kind::lint_error,
     R"re(^Diff in (?P<file>\S+\.rs)(?::| at line )(?P<line>\d+):\s*$)re", Near::none, 0, {},
     "rustfmt", {}, {}, {}, true},
    // cargo fmt --check -- -l: each file it would change, its absolute path alone.
    {"rustfmt", Kind::lint_error, R"re(^(?P<file>/\S+\.rs)\s*$)re", Near::none, 0, {}, "rustfmt", {},
     {}, {}, true, {}, false, true},
    // gofmt -d prints "diff main.go.orig main.go" above each file's diff and exits 0;
    // a CI step fails on its output (tests/fixtures/gofmt/diff-in-ci).
    {"gofmt", Kind::lint_error,
     R"re(^diff (?P<file>\S+\.go)\.orig \S+\.go\s*$)re", Near::none, 0, {}, "gofmt",
     {}, {}, {}, true},
    // gofmt on a file Go's parser rejects: "main.go:5:1: expected operand, found '}'"
    // (go/parser's wording; go build says "syntax error: unexpected }").
    {"gofmt", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>(?:expected|illegal|missing|unexpected|unknown) .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // tap 18 and later (its terse reporter): "# ERROR: incomplete statements coverage
    // (78.26%)", one line per metric under its threshold.
    {"coverage", Kind::lint_error,
     R"re(^#? ?ERROR: incomplete (?P<label>statements|branches|functions|lines) coverage \((?P<message>[\d.]+%)\))re",
     Near::none, 0, {}, "coverage:"},
    // sha256sum -c (and md5sum, sha1sum, b2sum): "dist/app-mac.tar: FAILED" per file
    // whose checksum does not match ("FAILED open or read" for one that is not there).
    {"sha256sum", Kind::lint_error, R"re(^(?P<file>[^\s:][^:]*): FAILED(?: open or read)?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
};
// clang-format on

#undef LC_COVERAGE_FOR

} // namespace

std::span<const LineRule> gate_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
