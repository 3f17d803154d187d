// SPDX-License-Identifier: MIT
// The evidence kinds, in priority order, with their prose labels and advice.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace loopclose::core {

// Evidence kinds in priority order: a lower value wins the primary slot.
enum class Kind : std::uint8_t {
    merge_conflict,
    command_not_found,
    permission_error,
    out_of_memory,
    typecheck_error,
    syntax_error,
    compile_error,
    crash,
    test_failure,
    missing_module,
    timeout,
    runtime_error,
    unhandled_rejection,
    not_implemented,
    network_error,
    lint_error,
    incomplete_function,
    stack_trace,
    fixme_marker,
    todo_marker,
};

inline constexpr std::size_t k_kind_count = 20;

// Recovery strategies of PRODUCT §1.5, in the order history tries them.
enum class Strategy : std::uint8_t {
    auto_fix,
    context_expand,
    dependency_check,
    retry_with_backoff,
    analyze_then_fix,
    escalate,
};

inline constexpr std::size_t k_strategy_count = 6;

// Everything the reports say about one kind.
struct KindInfo {
    Kind kind;
    std::string_view id;       // stable identifier, e.g. "test-failure"
    std::string_view singular; // prose label, e.g. "test failure"
    std::string_view plural;   // e.g. "test failures"
    bool blocking;             // false only for the TODO/FIXME markers
    Strategy strategy;         // first recovery strategy for this primary kind
    std::string_view fix;      // the conservative "Fix by" advice
};

// The row for `kind`; every enumerator has one.
const KindInfo& kind_info(Kind kind);

// All rows, in priority order.
const std::array<KindInfo, k_kind_count>& all_kinds();

// The kind whose id is `id`; nullopt for an unknown id.
std::optional<Kind> kind_from_id(std::string_view id);

// "auto_fix", "escalate", …
std::string_view strategy_id(Strategy strategy);

// What the strategy asks of the one fixing the run, in one line: what to read, what to
// change, what to stop doing.
std::string_view strategy_instruction(Strategy strategy);

// The strategy named `id`; nullopt for an unknown name.
std::optional<Strategy> strategy_from_id(std::string_view id);

constexpr std::size_t kind_index(Kind kind) {
    return static_cast<std::size_t>(kind);
}

} // namespace loopclose::core
