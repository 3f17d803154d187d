// SPDX-License-Identifier: MIT
// Where each detector of src/core/detectors/ starts reading: a line it acts on first
// (not the frames and continuation lines it reads after a hit) matches one of its kind's
// patterns here. The build derives from these patterns the literals the trigger scan
// looks for (ARCHITECTURE.md, "The pipeline", step 3), so no literal list is kept by
// hand; a test runs every fixture with and without the trigger masks and requires the
// same report, so a detector that starts from a line no pattern here matches is caught.
// A pattern may match more than its detector reads (the detector decides), never less.
#include "core/triggers.hpp"

namespace loopclose::core {

namespace {

// clang-format off
constexpr StartPattern k_starts[] = {
    {Kind::merge_conflict, R"re(^CONFLICT \()re"},
    {Kind::merge_conflict, R"re(^<<<<<<<)re"},

    {Kind::command_not_found, R"re(not found)re"},
    {Kind::command_not_found, R"re(ENOENT)re"},
    {Kind::command_not_found, R"re(^/usr/bin/env: )re"},

    {Kind::permission_error, R"re(ermission|EACCES|EPERM|not permitted)re"},

    {Kind::out_of_memory, R"re(out of memory|MemoryError|bad_alloc|memory allocation of)re"},
    {Kind::out_of_memory, R"re(Cannot allocate memory|Killed)re"},

    {Kind::typecheck_error, R"re(error TS)re"},
    {Kind::typecheck_error, R"re(\.pyi?:\d+:.* error: )re"},

    {Kind::syntax_error, R"re(SyntaxError|IndentationError|TabError|Parsing error)re"},

    {Kind::compile_error, R"re(^error|: (?:fatal )?error)re"},
    {Kind::compile_error, R"re(\.go:\d+:\d+: )re"},
    {Kind::compile_error, R"re(undefined reference|multiple definition|undefined symbol|duplicate symbol)re"},

    {Kind::crash, R"re(Sanitizer|runtime error: |Assertion|Segmentation fault|Aborted|Bus error)re"},
    {Kind::crash, R"re(Illegal instruction|Floating point exception|SEGFAULT|BUS_ERROR|ILLEGAL)re"},
    {Kind::crash, R"re(ubprocess aborted|hild aborted)re"},

    // bun, jest, vitest, mocha, node --test, TAP
    {Kind::test_failure, R"re(^\(fail\) |^✗ )re"},
    {Kind::test_failure, R"re(\.(?:js|ts|jsx|tsx|mjs|cjs|mts|cts):$)re"},
    {Kind::test_failure, R"re(FAIL |● |⎯ Failed Tests)re"},
    {Kind::test_failure, R"re(^\s*\d+ failing)re"},
    {Kind::test_failure, R"re(not ok |✖ |▶ )re"},
    // pytest
    {Kind::test_failure, R"re(^(?:FAILED|ERROR) \S+::)re"},
    {Kind::test_failure, R"re(::[^\s\[]*(?:\[.*\])? (?:FAILED|ERROR))re"},
    {Kind::test_failure, R"re(^___)re"},
    // go test, gotestsum, cargo test
    {Kind::test_failure, R"re(--- FAIL: |^=== FAIL: | --- FAILED$)re"},
    {Kind::test_failure, R"re(^test \S+ .*FAILED)re"},
    {Kind::test_failure, R"re(^thread '|^---- |^note: test did not panic)re"},
    // GoogleTest, doctest, ctest
    {Kind::test_failure, R"re(: Failure|^\[  FAILED  \]|^TEST CASE:|: (?:FATAL )?ERROR: )re"},
    {Kind::test_failure, R"re(^The following tests FAILED:)re"},

    {Kind::missing_module, R"re(Cannot find |No module named|module named|Could not resolve)re"},
    {Kind::missing_module, R"re(provides package|providing package|cannot find package)re"},
    {Kind::missing_module, R"re(stubs not installed|stub for module|could not be resolved)re"},
    {Kind::missing_module, R"re(fatal error: |Install it manually)re"},

    {Kind::timeout, R"re(Exceeded timeout|Timeout of|imed out (?:after|in) |Timeout >)re"},
    {Kind::timeout, R"re(TimeoutError|\(Timeout\))re"},

    {Kind::runtime_error, R"re(^Traceback|^panic: |^thread '|^Exception in thread|^terminate called)re"},
    {Kind::runtime_error, R"re(^(?:Uncaught )?\w*(?:Error|Exception)(?: \[\w+\])?(?::|$))re"},

    {Kind::unhandled_rejection, R"re(nhandled|UNHANDLED)re"},

    {Kind::not_implemented, R"re(mplemented|MPLEMENTED|^thread ')re"},

    {Kind::network_error, R"re(^curl: \(|ECONN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)re"},
    {Kind::network_error, R"re(Connection re|ConnectionRe|Could not resolve host)re"},
    {Kind::network_error, R"re(Network is unreachable|No route to host|name resolution)re"},

    // eslint stylish ("  3:5  error  …", tab-separated too), ESLint's "[Error/rule]",
    // rustc and clippy "error: "
    {Kind::lint_error, R"re(^\s+\d+:\d+[ \t]+error[ \t])re"},
    {Kind::lint_error, R"re(\[Error/|^error: )re"},

    {Kind::incomplete_function, R"re(\)\{\}|\) \{\}|\) \{ \}|\)\{ \})re"},
    {Kind::incomplete_function, R"re(=>\{|=> \{)re"},
    {Kind::incomplete_function, R"re(:pass|: pass|:\.\.\.|: \.\.\.)re"},

    {Kind::stack_trace, R"re(  at |\tat |File ")re"},
    {Kind::stack_trace, R"re(^\t\S+\.go:\d+)re"},

    {Kind::fixme_marker, R"re(FIXME)re"},
    {Kind::todo_marker, R"re(TODO)re"},
};
// clang-format on

} // namespace

std::span<const StartPattern> detector_starts() {
    return k_starts;
}

} // namespace loopclose::core
