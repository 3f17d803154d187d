// SPDX-License-Identifier: MIT
#include "core/kinds.hpp"

namespace loopclose::core {

namespace {

using S = Strategy;

// One row per kind, in the priority order of PRODUCT §2. The table is the single
// source for ids, labels and advice; the enum order must match it (checked below).
constexpr std::array<KindInfo, k_kind_count> k_kinds{{
    {Kind::merge_conflict, "merge-conflict", "merge conflict", "merge conflicts", true, S::escalate,
     "Resolve the merge conflicts in the listed files: keep the intended side of each "
     "<<<<<<< ======= >>>>>>> block, remove the markers, then stage the files."},
    {Kind::command_not_found, "command-not-found", "missing command", "missing commands", true,
     S::dependency_check,
     "Install the missing command or correct its name or PATH; the harness is broken, not "
     "necessarily the code."},
    {Kind::permission_error, "permission-error", "permission error", "permission errors", true,
     S::escalate,
     "Fix the permissions or ownership of the listed paths, or run as a user allowed to use "
     "them; retrying unchanged will fail the same way."},
    {Kind::out_of_memory, "out-of-memory", "out-of-memory failure", "out-of-memory failures", true,
     S::analyze_then_fix,
     "Find the unbounded allocation (a growing cache, a whole file read at once, runaway "
     "recursion) and bound it; raise the memory limit only if the workload really needs it."},
    {Kind::typecheck_error, "typecheck-error", "typecheck error", "typecheck errors", true,
     S::context_expand,
     "Fix the type errors at the listed locations first: tests mean little until the type "
     "checker passes."},
    {Kind::syntax_error, "syntax-error", "syntax error", "syntax errors", true, S::context_expand,
     "Fix the syntax error at the listed location; nothing else in that file can run until it "
     "parses."},
    {Kind::compile_error, "compile-error", "compile error", "compile errors", true,
     S::context_expand,
     "Fix the first compiler error at the listed location; later errors are often consequences "
     "of it."},
    {Kind::crash, "crash", "crash", "crashes", true, S::analyze_then_fix,
     "Reproduce the crash under a debugger or a sanitizer build and fix the invalid memory "
     "access or failed assertion at the innermost frame of your own code."},
    {Kind::test_failure, "test-failure", "test failure", "test failures", true, S::analyze_then_fix,
     "Make each failing test pass by fixing the code under test (or the test, if its "
     "expectation is wrong), one test at a time."},
    {Kind::missing_module, "missing-module", "missing module", "missing modules", true,
     S::dependency_check,
     "Install the missing dependency, or correct the import path if the module is part of the "
     "project."},
    {Kind::timeout, "timeout", "timeout", "timeouts", true, S::analyze_then_fix,
     "Find what blocks or runs too long (an un-awaited promise, a hung call, an endless loop) "
     "rather than raising the time limit."},
    {Kind::runtime_error, "runtime-error", "runtime error", "runtime errors", true,
     S::analyze_then_fix,
     "Fix the uncaught error where it is raised: correct the value that caused it or handle "
     "the failing operation."},
    {Kind::unhandled_rejection, "unhandled-rejection", "unhandled promise rejection",
     "unhandled promise rejections", true, S::analyze_then_fix,
     "Await or catch the rejected promise and handle the error where the promise is created."},
    {Kind::not_implemented, "not-implemented", "not-implemented stub", "not-implemented stubs",
     true, S::analyze_then_fix, "Implement the stubbed code paths that throw \"not implemented\"."},
    {Kind::network_error, "network-error", "network error", "network errors", true,
     S::retry_with_backoff,
     "Check that the service is running and reachable at the host and port used; retry with "
     "backoff if the failure is transient."},
    {Kind::lint_error, "lint-error", "lint error", "lint errors", true, S::auto_fix,
     "Fix the lint errors at the listed locations; the linter's automatic fix mode may correct "
     "some of them."},
    {Kind::incomplete_function, "incomplete-function", "incomplete function",
     "incomplete functions", true, S::analyze_then_fix,
     "Fill in the empty or TODO-only function bodies."},
    {Kind::stack_trace, "stack-trace", "stack frame", "stack frames", true, S::analyze_then_fix,
     "Start at the innermost stack frame in your own code and fix the failure there."},
    {Kind::fixme_marker, "fixme-marker", "FIXME marker", "FIXME markers", false,
     S::analyze_then_fix, "Resolve the FIXME markers or turn them into tracked issues."},
    {Kind::todo_marker, "todo-marker", "TODO marker", "TODO markers", false, S::analyze_then_fix,
     "Resolve the TODO markers or turn them into tracked issues."},
}};

constexpr bool table_matches_enum() {
    for (std::size_t i = 0; i < k_kinds.size(); ++i) {
        if (static_cast<std::size_t>(k_kinds[i].kind) != i) {
            return false;
        }
    }
    return true;
}
static_assert(table_matches_enum(), "k_kinds must follow the order of enum Kind");

constexpr std::array<std::string_view, k_strategy_count> k_strategy_ids{
    "auto_fix",           "context_expand",   "dependency_check",
    "retry_with_backoff", "analyze_then_fix", "escalate"};

} // namespace

const KindInfo& kind_info(Kind kind) {
    return k_kinds[kind_index(kind)];
}

const std::array<KindInfo, k_kind_count>& all_kinds() {
    return k_kinds;
}

std::optional<Kind> kind_from_id(std::string_view id) {
    for (const auto& info : k_kinds) {
        if (info.id == id) {
            return info.kind;
        }
    }
    return std::nullopt;
}

std::string_view strategy_id(Strategy strategy) {
    return k_strategy_ids[static_cast<std::size_t>(strategy)];
}

std::string_view strategy_instruction(Strategy strategy) {
    // What to read, what to change and what to stop doing, one line each strategy.
    static constexpr std::array<std::string_view, k_strategy_count> k_instructions{
        "Run the linter's own fixer on the listed files (eslint --fix, cargo clippy --fix, "
        "ruff --fix), then fix by hand only what it leaves; stop editing code the linter did "
        "not flag.",
        "Read more before editing: open each listed location with its surrounding function "
        "and the types or declarations it uses, fix the first error only, and re-check "
        "before touching the next.",
        "Stop editing code: check the dependency itself (is it in the manifest and "
        "installed, is the import path or the module name spelt right, is it the right "
        "version?), install or correct it, then re-run.",
        "Do not change code: the failure is the network or a service. Wait and retry with a "
        "growing delay, check that the service or port is up, and escalate if it stays down.",
        "Stop patching symptoms: read the failing test and the code under test it calls, "
        "state why the actual value differs from the expected one, then make one change "
        "that addresses that cause.",
        "Stop retrying: this needs a person (permissions, a merge conflict, or the same "
        "failure after every strategy). Write down what was tried and hand it over.",
    };
    return k_instructions[static_cast<std::size_t>(strategy)];
}

std::optional<Strategy> strategy_from_id(std::string_view id) {
    for (std::size_t i = 0; i < k_strategy_ids.size(); ++i) {
        if (k_strategy_ids[i] == id) {
            return static_cast<Strategy>(i);
        }
    }
    return std::nullopt;
}

} // namespace loopclose::core
