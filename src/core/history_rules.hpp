// SPDX-License-Identifier: MIT
// The loop decision of `loopclose history` (PRODUCT §1.3, §1.5): given the recorded
// runs and the thresholds, go on, halt (and why), or complete; and which recovery
// strategy to try next. Pure: the caller passes the current time in.
#pragma once

#include "core/kinds.hpp"
#include "core/pipeline.hpp"
#include "core/signature.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// What a recorded run was, for the rules.
enum class Outcome : std::uint8_t {
    pass,           // exit 0 (or unknown) and nothing blocking: completes the cycle
    fail,           // a failure with something to fix
    nothing_to_fix, // failed with no evidence, or only missing-command/permission evidence
    unfinished,     // clean, but the --promise token was not printed
};

// The event of a decision, printed as "loop.continue", "loop.halted", "loop.completed".
enum class LoopEvent : std::uint8_t { proceed, halted, completed };

// Halt reasons, in precedence order (the first that holds is reported).
enum class HaltReason : std::uint8_t {
    none,
    user_stop,
    budget_exceeded,
    repeated_error,
    oscillating,
    stalled,
};

// Every threshold of the rules, with the defaults of PRODUCT §1.3.
struct Thresholds {
    std::uint32_t window = 5;          // recent runs shown and listed in the JSON event
    std::uint32_t repeat = 3;          // repeated_error: this many failing runs alike
    double similarity = 0.9;           // fuzzy ratio for runs without a signature
    std::uint32_t oscillation = 4;     // oscillating: this many runs alternate A, B, A, B
    std::uint32_t stall = 3;           // stalled: runs without a lower failing count
    std::uint32_t artifact_repeat = 2; // stalled: failing runs with one unchanged artifact
    std::uint64_t max_iterations = 8;  // budget: runs per cycle
    std::uint32_t max_failures = 3;    // budget: consecutive runs with nothing to fix
    std::uint64_t max_runtime = 7200;  // budget: seconds since the cycle's first run; 0 = off
};

// Upper bound of the look-back thresholds (window, repeat, oscillation, stall,
// artifact_repeat, max_failures): the rules never need more entries than the state keeps.
inline constexpr std::uint32_t k_max_lookback = 50;
// Entries kept in a state file; the oldest are dropped first. Above k_max_lookback + 1
// so that no rule ever misses an entry it needs.
inline constexpr std::size_t k_max_history_entries = 100;
// Failing identities stored per entry (the failing count stays exact).
inline constexpr std::size_t k_max_stored_identities = 50;
// Token overlap above which a run counts as "the same output" for strategy escalation.
inline constexpr double k_strategy_overlap = 0.8;

// One recorded run, as stored in the state file.
struct HistoryEntry {
    std::int64_t time = 0;        // Unix seconds when it was recorded
    std::uint64_t cycle_id = 0;   // 1, 2, … per state file
    std::int64_t cycle_start = 0; // time of the cycle's first run
    std::uint64_t iteration = 0;  // 1-based position in the cycle
    std::optional<std::int32_t> exit_code;
    Outcome outcome = Outcome::fail;
    std::optional<Kind> primary;
    std::string stall_reason;
    std::string signature;            // empty: no evidence
    std::string fingerprint;          // of the normalized output
    std::vector<std::string> failing; // sorted identities, at most k_max_stored_identities
    std::uint64_t failing_count = 0;
    std::string excerpt;            // end of the normalized output
    std::string artifact;           // empty: none given
    std::vector<std::string> files; // files named by blocking evidence
    PromiseStatus promise = PromiseStatus::none;
    std::optional<Strategy> strategy; // recommended after this run
    LoopEvent event = LoopEvent::proceed;
    HaltReason halt_reason = HaltReason::none;
};

// The decision for the newest run.
struct Decision {
    LoopEvent event = LoopEvent::proceed;
    HaltReason reason = HaltReason::none;
    std::string detail; // one sentence: what held (or why the loop goes on)
    std::optional<Strategy> strategy;
    std::vector<Strategy> tried; // strategies already recommended for this primary kind
    std::string strategy_reason;
};

// "pass", "fail", "nothing_to_fix", "unfinished"; and back (nullopt when unknown).
std::string_view outcome_id(Outcome outcome);
std::optional<Outcome> outcome_from_id(std::string_view id);
// "loop.continue", "loop.halted", "loop.completed"; and back.
std::string_view event_id(LoopEvent event);
std::optional<LoopEvent> event_from_id(std::string_view id);
// "user_stop", … ; "" for none; and back ("" gives none).
std::string_view halt_reason_id(HaltReason reason);
std::optional<HaltReason> halt_reason_from_id(std::string_view id);
// "kept", "missing", … (promise_status_id) back to the enum; "none" gives none.
std::optional<PromiseStatus> promise_status_from_id(std::string_view id);

// The entry for a new run. It opens a new cycle (id last_cycle_id + 1, iteration 1)
// when `previous` is empty or its last run passed; else it continues that cycle.
HistoryEntry make_entry(const std::vector<HistoryEntry>& previous, std::uint64_t last_cycle_id,
                        const Analysis& analysis, const RunSignature& signature,
                        std::string artifact, std::int64_t now);

// The trailing entries that share the last entry's cycle (empty for no entries).
std::vector<const HistoryEntry*> cycle_of(const std::vector<HistoryEntry>& entries);

// A ratio as a whole percentage rounded down: 0.857 gives "85%".
std::string whole_percent(double ratio);

// True when two failing runs are the same failure: equal signatures, or, when neither
// has a signature, normalized outputs at least `similarity` alike (Indel ratio).
bool same_failure(const HistoryEntry& a, const HistoryEntry& b, double similarity);

// Decides for the last entry of `entries` (oldest first). Precedence: user_stop,
// then a passing run completes, then budget_exceeded, repeated_error, oscillating,
// stalled; otherwise the loop goes on. `stop_requested` is the state's --stop flag.
Decision decide(const std::vector<HistoryEntry>& entries, const Thresholds& thresholds,
                bool stop_requested, std::int64_t now);

// Appends `entry` to `entries`, decides, stores the decision's event, halt reason and
// strategy in the new entry, and drops the oldest entries beyond
// k_max_history_entries. What `history` does under the state file's lock.
Decision record_run(std::vector<HistoryEntry>& entries, HistoryEntry entry,
                    const Thresholds& thresholds, bool stop_requested, std::int64_t now);

// The recovery strategy after the last entry (PRODUCT §1.5); nullopt for a run that
// is not a failure. A kind's own strategy first; when the same primary kind comes back
// after a strategy with the same failing set or > 80% token overlap (or when
// `force_change`: the loop halted for lack of progress), the next untried of its own
// strategy, context_expand, analyze_then_fix; then escalate. Permission errors and
// merge conflicts escalate at once.
Decision select_strategy(const std::vector<HistoryEntry>& entries, bool force_change = false);

} // namespace loopclose::core
