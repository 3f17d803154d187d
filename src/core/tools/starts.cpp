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
    {Kind::merge_conflict, R"re(error TS1185: )re"},
    {Kind::merge_conflict, R"re(conflict marker in file)re"},
    {Kind::merge_conflict, R"re(^KONFLIKT \()re"},
    {Kind::merge_conflict, R"re(^CONFLIT \()re"},
    {Kind::merge_conflict, R"re(^CONFLITTO \()re"},
    {Kind::merge_conflict, R"re(^CONFLICTO \()re"},
    {Kind::merge_conflict, R"re(^<<<<<<<)re"},
    {Kind::merge_conflict, R"re(^(?:# |\s+)<<<<<<<)re"},

    {Kind::command_not_found, R"re(not found)re"},
    {Kind::command_not_found, R"re(ENOENT)re"},
    {Kind::command_not_found, R"re(^/usr/bin/env: )re"},
    {Kind::command_not_found, R"re(: No such file or directory)re"},

    {Kind::permission_error, R"re(ermission)re"},
    {Kind::permission_error, R"re(EACCES)re"},
    {Kind::permission_error, R"re(EPERM)re"},
    {Kind::permission_error, R"re(not permitted)re"},
    {Kind::permission_error, R"re(ead-only file system)re"},
    {Kind::permission_error, R"re(EROFS)re"},

    {Kind::out_of_memory, R"re(out of memory)re"},
    {Kind::out_of_memory, R"re(Out of memory)re"},
    {Kind::out_of_memory, R"re(MemoryError)re"},
    {Kind::out_of_memory, R"re(bad_alloc)re"},
    {Kind::out_of_memory, R"re(ERR_WORKER_OUT_OF_MEMORY)re"},
    {Kind::out_of_memory, R"re(memory allocation of)re"},
    {Kind::out_of_memory, R"re(Cannot allocate memory)re"},
    {Kind::out_of_memory, R"re(^# Fatal process )re"},
    {Kind::out_of_memory, R"re(Killed)re"},
    {Kind::out_of_memory, R"re(Array buffer allocation failed)re"},
    {Kind::out_of_memory, R"re(object heap)re"},

    {Kind::typecheck_error, R"re(error TS)re"},
    {Kind::typecheck_error, R"re(\.pyi?:\d+:.* error: )re"},

    {Kind::syntax_error, R"re(SyntaxError)re"},
    {Kind::syntax_error, R"re(IndentationError)re"},
    {Kind::syntax_error, R"re(TabError)re"},
    {Kind::syntax_error, R"re(ParseError: )re"},
    {Kind::syntax_error, R"re(Parsing error)re"},

    {Kind::compile_error, R"re(^error)re"},
    {Kind::compile_error, R"re(^\[\{"kind": ")re"},
    {Kind::compile_error, R"re(: error)re"},
    // (gcc under another locale: LC_GCC_ERROR_WORDS.)
    {Kind::compile_error, R"re(: Fehler)re"},
    {Kind::compile_error, R"re(: schwerwiegender Fehler)re"},
    {Kind::compile_error, R"re(: erreur)re"},
    {Kind::compile_error, R"re(: エラー)re"},
    {Kind::compile_error, R"re(: 致命的エラー)re"},
    {Kind::compile_error, R"re(: 错误)re"},
    {Kind::compile_error, R"re(: 致命错误)re"},
    {Kind::compile_error, R"re(: error fatal)re"},
    {Kind::compile_error, R"re(: ошибка)re"},
    {Kind::compile_error, R"re(: фатальная ошибка)re"},
    {Kind::compile_error, R"re(: fatal error)re"},
    {Kind::compile_error, R"re(\.go:\d+:(?:\d+: )?)re"},
    {Kind::compile_error, R"re(undefined reference)re"},
    {Kind::compile_error, R"re(multiple definition)re"},
    {Kind::compile_error, R"re(undefined symbol)re"},
    {Kind::compile_error, R"re(duplicate symbol)re"},

    {Kind::crash, R"re(Sanitizer)re"},
    {Kind::crash, R"re(runtime error: )re"},
    {Kind::crash, R"re(Assertion)re"},
    {Kind::crash, R"re(Segmentation fault)re"},
    {Kind::crash, R"re(Aborted)re"},
    {Kind::crash, R"re(Bus error)re"},
    {Kind::crash, R"re(Illegal instruction)re"},
    {Kind::crash, R"re(Floating point exception)re"},
    {Kind::crash, R"re(Trace/breakpoint trap)re"},
    {Kind::crash, R"re(File size limit exceeded)re"},
    {Kind::crash, R"re(SEGFAULT)re"},
    {Kind::crash, R"re(BUS_ERROR)re"},
    {Kind::crash, R"re(ILLEGAL)re"},
    {Kind::crash, R"re(ubprocess aborted)re"},
    {Kind::crash, R"re(hild aborted)re"},
    {Kind::crash, R"re(NUMERICAL)re"},
    {Kind::crash, R"re(^signal: )re"},
    {Kind::crash, R"re(terminated by signal)re"},

    // bun, jest, vitest, mocha, node --test, TAP
    {Kind::test_failure, R"re(in goroutine after Test)re"},
    {Kind::test_failure, R"re(^\(fail\) )re"},
    {Kind::test_failure, R"re(^✗ )re"},
    {Kind::test_failure, R"re(\.js:$)re"},
    {Kind::test_failure, R"re(\.ts:$)re"},
    {Kind::test_failure, R"re(\.jsx:$)re"},
    {Kind::test_failure, R"re(\.tsx:$)re"},
    {Kind::test_failure, R"re(\.mjs:$)re"},
    {Kind::test_failure, R"re(\.cjs:$)re"},
    {Kind::test_failure, R"re(\.mts:$)re"},
    {Kind::test_failure, R"re(\.cts:$)re"},
    {Kind::test_failure, R"re(FAIL )re"},
    {Kind::test_failure, "FAIL\t"},
    {Kind::test_failure, R"re(● )re"},
    {Kind::test_failure, R"re(⎯ Failed Tests)re"},
    {Kind::test_failure, R"re(⎯ Failed Suites)re"},
    {Kind::test_failure, R"re(^Failed tests:)re"},
    {Kind::test_failure, R"re(^\s*\d+ failing)re"},
    {Kind::test_failure, R"re(not ok )re"},
    {Kind::test_failure, R"re(✖ )re"},
    {Kind::test_failure, R"re(▶ )re"},
    // pytest
    {Kind::test_failure, R"re(^FAILED \S+::)re"},
    {Kind::test_failure, R"re(^ERROR \S+::)re"},
    {Kind::test_failure, R"re(^SUBFAIL \S+::)re"},
    {Kind::test_failure, R"re(::.* FAILED)re"},
    {Kind::test_failure, R"re(::.* ERROR)re"},
    {Kind::test_failure, R"re(^___)re"},
    {Kind::test_failure, R"re(^―――)re"},
    // go test, gotestsum, cargo test
    {Kind::test_failure, R"re(--- FAIL: )re"},
    {Kind::test_failure, R"re(^=== FAIL: )re"},
    {Kind::test_failure, R"re(^Benchmark\S*\s+panic: )re"},
    {Kind::test_failure, R"re( --- FAILED$)re"},
    {Kind::test_failure, R"re(^test \S+ .*FAILED)re"},
    {Kind::test_failure, R"re(^test \S+ \.\.\. ?$)re"},
    {Kind::test_failure, R"re(^thread ')re"},
    {Kind::test_failure, R"re(^---- )re"},
    {Kind::test_failure, R"re(^note: test did not panic)re"},
    // GoogleTest, doctest, ctest
    {Kind::test_failure, R"re(: Failure)re"},
    {Kind::test_failure, R"re(^\[  FAILED  \])re"},
    {Kind::test_failure, R"re(^TEST CASE:)re"},
    {Kind::test_failure, R"re(: ERROR: )re"},
    {Kind::test_failure, R"re(: FATAL ERROR: )re"},
    {Kind::test_failure, R"re(^The following tests FAILED:)re"},

    {Kind::missing_module, R"re(Cannot find )re"},
    {Kind::missing_module, R"re(No module named)re"},
    {Kind::missing_module, R"re(module named)re"},
    {Kind::missing_module, R"re(Could not resolve)re"},
    {Kind::missing_module, R"re(provides package)re"},
    {Kind::missing_module, R"re(providing package)re"},
    {Kind::missing_module, R"re(cannot find package)re"},
    {Kind::missing_module, R"re(stubs not installed)re"},
    {Kind::missing_module, R"re(stub for module)re"},
    {Kind::missing_module, R"re(error: Cannot find implementation or$)re"},
    {Kind::missing_module, R"re(could not be resolved)re"},
    {Kind::missing_module, R"re(fatal error: )re"},
    {Kind::missing_module, R"re(: schwerwiegender Fehler)re"},
    {Kind::missing_module, R"re(: erreur fatale)re"},
    {Kind::missing_module, R"re(: 致命的エラー)re"},
    {Kind::missing_module, R"re(: 致命错误)re"},
    {Kind::missing_module, R"re(: error fatal)re"},
    {Kind::missing_module, R"re(: фатальная ошибка)re"},
    {Kind::missing_module, R"re(Install it manually)re"},

    {Kind::timeout, R"re(Exceeded timeout)re"},
    {Kind::timeout, R"re([Tt]imeout of)re"},
    {Kind::timeout, R"re(imed out after )re"},
    {Kind::timeout, R"re(Test timed out! )re"},
    {Kind::timeout, R"re(imed out in )re"},
    {Kind::timeout, R"re(imed out waiting for)re"},
    {Kind::timeout, R"re(CPU time limit exceeded)re"},
    {Kind::timeout, R"re(Timeout >)re"},
    {Kind::timeout, R"re(TimeoutError)re"},
    {Kind::timeout, R"re(Async function did not complete)re"},
    {Kind::timeout, R"re(\(Timeout\))re"},
    {Kind::timeout, R"re(DeadlineExceeded: )re"},
    {Kind::timeout, R"re(^Timeout \()re"},
    {Kind::timeout, R"re(Test case body timed out)re"},
    {Kind::timeout, R"re(no new tests completed within)re"},
    {Kind::timeout, R"re(exceeded Timeout value)re"},
    {Kind::timeout, R"re(<<timeout>>)re"},
    {Kind::timeout, R"re(Timeout::Error)re"},
    {Kind::timeout, R"re(SIGALRM \(timeout while)re"},

    {Kind::runtime_error, R"re(^Traceback)re"},
    {Kind::runtime_error, R"re(^panic: )re"},
    {Kind::runtime_error, R"re(^\s*thread ')re"},
    {Kind::runtime_error, R"re(^Exception in thread)re"},
    {Kind::runtime_error, R"re(^(?:[a-z][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception|Throwable)(?::|$))re"},
    {Kind::runtime_error, R"re(^terminate called)re"},
    {Kind::runtime_error, R"re(^ENOENT: )re"},
    {Kind::runtime_error, R"re(^EISDIR: )re"},
    {Kind::runtime_error, R"re(^ENOTDIR: )re"},
    {Kind::runtime_error, R"re(^EEXIST: )re"},
    {Kind::runtime_error, R"re(^ENOTEMPTY: )re"},
    {Kind::runtime_error, R"re(^(?:[a-z][\w .-]*: )*(?:Uncaught )?\w*Error(?: \[\w+\])?(?::.*)?$)re"},
    // A build tool's tag before an error a plugin threw ("[webpack-cli] ✖ TypeError: …",
    // "[!] (plugin x) Error: …"): the runtime detector's js_exc.
    {Kind::runtime_error, R"re(^\[[\w!-]+\] (?:✖ )?(?:\(plugin [^)\s]+\) )?\w*Error: )re"},
    {Kind::runtime_error, R"re(^(?:[a-z][\w .-]*: )*(?:Uncaught )?\w*Exception(?: \[\w+\])?(?::.*)?$)re"},

    {Kind::unhandled_rejection, R"re(nhandled)re"},
    {Kind::unhandled_rejection, R"re(UNHANDLED)re"},

    {Kind::not_implemented, R"re(mplemented)re"},
    {Kind::not_implemented, R"re(MPLEMENTED)re"},
    {Kind::not_implemented, R"re(^thread ')re"},

    {Kind::network_error, R"re(^curl: \()re"},
    {Kind::network_error, R"re(ECONN)re"},
    {Kind::network_error, R"re(ETIMEDOUT)re"},
    {Kind::network_error, R"re(EADDRINUSE)re"},
    {Kind::network_error, R"re(ddress already in use)re"},
    {Kind::network_error, R"re(EHOSTUNREACH)re"},
    {Kind::network_error, R"re(ENETUNREACH)re"},
    {Kind::network_error, R"re(ENOTFOUND)re"},
    {Kind::network_error, R"re(EAI_AGAIN)re"},
    {Kind::network_error, R"re(Connection re)re"},
    {Kind::network_error, R"re(ConnectionRe)re"},
    {Kind::network_error, R"re(Could not resolve host)re"},
    {Kind::network_error, R"re(Couldn't connect to server)re"},
    {Kind::network_error, R"re(unable to resolve host address)re"},
    {Kind::network_error, R"re(etwork is unreachable)re"},
    {Kind::network_error, R"re(java\.net\.)re"},
    {Kind::network_error, R"re(No route to host)re"},
    {Kind::network_error, R"re(name resolution)re"},
    {Kind::network_error, R"re(Name or service not known)re"},
    {Kind::network_error, R"re(no such host)re"},
    {Kind::network_error, R"re(connect: connection refused)re"},
    {Kind::network_error, R"re(i/o timeout)re"},

    // eslint stylish ("  3:5  error  …", tab-separated too), unix "[Error/rule]", compact
    // ", col 5, Error - ", their warnings and "ESLint found too many warnings" (which
    // makes them count), rustc and clippy "error: "
    {Kind::lint_error, R"re(^\s+\d+:\d+\s+error )re"},
    {Kind::lint_error, "^\\s+\\d+:\\d+\\s+error\t"},
    {Kind::lint_error, R"re(^\s+\d+:\d+\s+warning )re"},
    {Kind::lint_error, "^\\s+\\d+:\\d+\\s+warning\t"},
    {Kind::lint_error, R"re(\[Error/)re"},
    {Kind::lint_error, R"re(\[Warning/)re"},
    {Kind::lint_error, R"re(^error: )re"},
    {Kind::lint_error, R"re(, col \d+, Error - )re"},
    {Kind::lint_error, R"re(, col \d+, Warning - )re"},
    {Kind::lint_error, R"re(^ESLint found too many warnings)re"},

    {Kind::incomplete_function, R"re(\)\{\})re"},
    {Kind::incomplete_function, R"re(\) \{\})re"},
    {Kind::incomplete_function, R"re(\) \{ \})re"},
    {Kind::incomplete_function, R"re(\)\{ \})re"},
    {Kind::incomplete_function, R"re(=>\{)re"},
    {Kind::incomplete_function, R"re(=> \{)re"},
    {Kind::incomplete_function, R"re(:pass)re"},
    {Kind::incomplete_function, R"re(: pass)re"},
    {Kind::incomplete_function, R"re(:\.\.\.)re"},
    {Kind::incomplete_function, R"re(: \.\.\.)re"},

    // JS, Rust and JVM frames: "at " after blanks at the start of the line (one space
    // there, two or a tab anywhere).
    {Kind::stack_trace, R"re(  at )re"},
    {Kind::stack_trace, "\tat "},
    {Kind::stack_trace, R"re(^ at )re"},
    {Kind::stack_trace, R"re(File ")re"},
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
