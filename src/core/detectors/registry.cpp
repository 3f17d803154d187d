// SPDX-License-Identifier: MIT
#include "core/detectors.hpp"
#include "core/detectors/detectors_impl.hpp"

#include <array>

namespace loopclose::core {

namespace {

using namespace detail;

// The one table of detectors (ninja's kTools[] is the model): id, kind, what it
// matches, function, and whether it needs to know that the run failed.
constexpr std::array<Detector, k_kind_count> k_detectors{{
    {"merge-conflict", Kind::merge_conflict,
     "git CONFLICT lines and <<<<<<< ======= >>>>>>> conflict blocks", detect_merge_conflicts,
     Gate::always},
    {"command-not-found", Kind::command_not_found,
     "shell \"command not found\", spawn ENOENT, /usr/bin/env misses; exit status 127",
     detect_missing_commands, Gate::always},
    {"permission-error", Kind::permission_error,
     "EACCES, EPERM, \"Permission denied\", PermissionError, a read-only file system (EROFS); "
     "exit status 126",
     detect_permission_errors, Gate::exit_failed},
    {"out-of-memory", Kind::out_of_memory,
     "JavaScript heap out of memory, MemoryError, bad_alloc, Rust and Go allocation failures; "
     "Killed with exit status 137",
     detect_out_of_memory, Gate::exit_failed},
    {"typecheck-error", Kind::typecheck_error,
     "tsc (plain and pretty), mypy and pyright type errors", detect_typecheck_errors,
     Gate::exit_failed},
    {"syntax-error", Kind::syntax_error,
     "SyntaxError, IndentationError and TabError banners from JavaScript and Python parsers",
     detect_syntax_errors, Gate::exit_failed},
    {"compile-error", Kind::compile_error,
     "gcc, clang and javac errors, rustc error[E…] with its --> location, go build, linker "
     "errors",
     detect_compile_errors, Gate::exit_failed},
    {"crash", Kind::crash,
     "segmentation faults, aborts, AddressSanitizer and UndefinedBehaviorSanitizer reports; "
     "exit status 134, 139 and 143",
     detect_crashes, Gate::exit_failed},
    {"test-failure", Kind::test_failure,
     "failing tests of bun, jest, vitest, mocha, node --test, pytest, go test, cargo test, "
     "GoogleTest, doctest and ctest",
     detect_test_failures, Gate::exit_failed},
    {"missing-module", Kind::missing_module,
     "Cannot find module/package, ERR_MODULE_NOT_FOUND, No module named, Could not resolve, "
     "Go missing packages",
     detect_missing_modules, Gate::exit_failed},
    {"timeout", Kind::timeout,
     "test timeouts (Exceeded timeout, Timeout of N ms exceeded, timed out after); exit status "
     "124",
     detect_timeouts, Gate::exit_failed},
    {"runtime-error", Kind::runtime_error,
     "uncaught errors: the last line of a Python traceback, Node uncaught errors, Rust and Go "
     "panics, Java and C++ uncaught exceptions",
     detect_runtime_errors, Gate::exit_failed},
    {"unhandled-rejection", Kind::unhandled_rejection,
     "Node and Bun unhandled promise rejection banners (whole words only)",
     detect_unhandled_rejections, Gate::exit_failed},
    {"not-implemented", Kind::not_implemented,
     "Error: not implemented, NotImplementedError, Rust todo!() and unimplemented!() panics",
     detect_not_implemented, Gate::exit_failed},
    {"network-error", Kind::network_error,
     "ECONNREFUSED, ETIMEDOUT, ENOTFOUND, Connection refused, Could not resolve host",
     detect_network_errors, Gate::exit_failed},
    {"lint-error", Kind::lint_error,
     "eslint (stylish, unix, compact), clippy and rustc lint errors, go vet findings",
     detect_lint_errors, Gate::exit_failed},
    {"incomplete-function", Kind::incomplete_function,
     "empty function bodies and TODO-only arrow functions echoed in a failed run's output",
     detect_incomplete_functions, Gate::run_failed},
    {"stack-trace", Kind::stack_trace,
     "the first 3 project frames of JS, Python, Go and Rust stack traces, when the run failed",
     detect_stack_frames, Gate::run_failed},
    {"fixme-marker", Kind::fixme_marker,
     "FIXME: and FIXME(who): markers, when the run failed (not blocking)", detect_fixme_markers,
     Gate::run_failed},
    {"todo-marker", Kind::todo_marker,
     "TODO: and TODO(who): markers, when the run failed (not blocking)", detect_todo_markers,
     Gate::run_failed},
}};

constexpr bool registry_in_kind_order() {
    for (std::size_t i = 0; i < k_detectors.size(); ++i) {
        if (kind_index(k_detectors[i].kind) != i) {
            return false;
        }
    }
    return true;
}
static_assert(registry_in_kind_order(), "k_detectors must follow the priority order of kinds");

} // namespace

std::span<const Detector> detector_registry() {
    return k_detectors;
}

const Detector* find_detector(std::string_view id) {
    for (const auto& detector : k_detectors) {
        if (detector.id == id) {
            return &detector;
        }
    }
    return nullptr;
}

} // namespace loopclose::core
