// SPDX-License-Identifier: MIT
// What `history` prints: the text block, the JSON event (schema loopclose.history/1),
// the dead-letter report and the --show summary. Pure functions of the entries.
#pragma once

#include "core/history_rules.hpp"

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Failing identities listed in the text block and the dead letter.
inline constexpr std::size_t k_max_listed_failures = 10;

// Everything the renderers need about one decision.
struct HistoryView {
    const std::vector<HistoryEntry>& entries; // after record_run: the new run is last
    const Decision& decision;
    const Thresholds& thresholds;
    std::string state_path;       // as the user named it
    std::string dead_letter_path; // empty when none was written
};

// "2026-11-25T21:56:42Z" for Unix seconds (proleptic Gregorian, UTC).
std::string format_utc(std::int64_t seconds);

// "loopclose history --state PATH --reset", PATH shell-quoted only when it needs it.
std::string reset_command(std::string_view state_path);

// Shortest decimal text of a threshold ratio: "0.9", "0.85", "1".
std::string format_ratio(double value);

// The failing-count trend of the last `window` runs of the cycle, e.g.
// "failing tests 7 → 4 → 2"; passing runs count 0, runs with nothing to fix are
// skipped. Empty when no run qualifies.
std::string failing_trend(const std::vector<HistoryEntry>& entries, std::size_t window);

// What to do next, as ids: for a halt without progress "change_approach" (or
// "escalate" when no strategy is left), "review", "stop"; for budget_exceeded
// "review", "escalate", "stop"; for user_stop "stop", "reset"; "fix_and_rerun" to go
// on; none when the cycle completed.
std::vector<std::string_view> suggested_actions(const Decision& decision);

// The thresholds as a JSON object (keys: window, repeat, similarity, oscillation,
// stall, artifactRepeat, maxIterations, maxFailures, maxRuntime).
nlohmann::ordered_json thresholds_json(const Thresholds& thresholds);

// The text block: what happened, the last runs, the trend, what still fails, the
// strategy and, for a halt, the options. Ends with a newline.
std::string render_history_text(const HistoryView& view);

// The JSON event object {"schema": "loopclose.history/1", "event": …}.
nlohmann::ordered_json make_history_json(const HistoryView& view);

// The JSON event on one line plus a newline.
std::string render_history_json(const HistoryView& view);

// The Markdown dead-letter report of the cycle: error chain, strategies tried, files
// involved, suggested manual steps.
std::string render_dead_letter(const HistoryView& view);

// The --show summary of a state file's entries.
std::string render_state_text(const std::vector<HistoryEntry>& entries, bool stop_requested,
                              const Thresholds& thresholds, std::string_view state_path);

} // namespace loopclose::core
