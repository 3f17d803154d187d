// SPDX-License-Identifier: MIT
#include "core/history_rules.hpp"

#include "core/similarity.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace loopclose::core {

namespace {

constexpr std::array<std::string_view, 4> k_outcome_ids{"pass", "fail", "nothing_to_fix",
                                                        "unfinished"};
constexpr std::array<std::string_view, 3> k_event_ids{"loop.continue", "loop.halted",
                                                      "loop.completed"};
constexpr std::array<std::string_view, 6> k_reason_ids{
    "", "user_stop", "budget_exceeded", "repeated_error", "oscillating", "stalled"};

template <typename Enum, std::size_t N>
std::optional<Enum> from_id(const std::array<std::string_view, N>& ids, std::string_view id) {
    for (std::size_t i = 0; i < N; ++i) {
        if (ids[i] == id) {
            return static_cast<Enum>(i);
        }
    }
    return std::nullopt;
}

bool is_failing(const HistoryEntry& e) {
    return e.outcome == Outcome::fail || e.outcome == Outcome::nothing_to_fix;
}

std::string short_signature(const HistoryEntry& e) {
    return e.signature.empty() ? std::string("(no signature)") : e.signature.substr(0, 8);
}

std::string kind_text(const std::optional<Kind>& kind) {
    return kind ? std::string(kind_info(*kind).singular) : std::string("unmatched failure");
}

// The last `n` entries of `list` (all when it is shorter).
std::vector<const HistoryEntry*> last_n(const std::vector<const HistoryEntry*>& list,
                                        std::size_t n) {
    const std::size_t from = list.size() > n ? list.size() - n : 0;
    return {list.begin() + static_cast<std::ptrdiff_t>(from), list.end()};
}

std::vector<const HistoryEntry*> filter(const std::vector<const HistoryEntry*>& cycle,
                                        bool (*keep)(const HistoryEntry&)) {
    std::vector<const HistoryEntry*> out;
    for (const auto* e : cycle) {
        if (keep(*e)) {
            out.push_back(e);
        }
    }
    return out;
}

std::optional<std::string> check_budget(const std::vector<const HistoryEntry*>& cycle,
                                        const Thresholds& t, std::int64_t now) {
    const HistoryEntry& cur = *cycle.back();
    if (cur.iteration > t.max_iterations) {
        return "run " + std::to_string(cur.iteration) + " of this cycle is more than " +
               "--max-iterations (" + std::to_string(t.max_iterations) + ")";
    }
    std::size_t idle = 0;
    for (auto it = cycle.rbegin(); it != cycle.rend() && (*it)->outcome == Outcome::nothing_to_fix;
         ++it) {
        ++idle;
    }
    if (idle >= t.max_failures) {
        return "the last " + std::to_string(idle) +
               " runs gave nothing to fix (no pattern matched, or only a missing command or a "
               "permission error): the harness is broken, not the code (--max-failures " +
               std::to_string(t.max_failures) + ")";
    }
    const std::int64_t elapsed = now - cur.cycle_start;
    if (t.max_runtime > 0 && elapsed > 0 && static_cast<std::uint64_t>(elapsed) > t.max_runtime) {
        return std::to_string(elapsed) + " seconds since the cycle's first run, more than " +
               "--max-runtime (" + std::to_string(t.max_runtime) + ")";
    }
    return std::nullopt;
}

std::optional<std::string> check_repeated(const std::vector<const HistoryEntry*>& failing,
                                          const Thresholds& t) {
    if (failing.size() < t.repeat) {
        return std::nullopt;
    }
    const auto recent = last_n(failing, t.repeat);
    const HistoryEntry& cur = *recent.back();
    for (const auto* e : recent) {
        if (!same_failure(*e, cur, t.similarity)) {
            return std::nullopt;
        }
    }
    const std::string n = std::to_string(t.repeat);
    if (cur.signature.empty()) {
        return "the last " + n + " failing runs matched no pattern and their outputs are at " +
               "least " + whole_percent(t.similarity) + " alike";
    }
    return "the last " + n + " failing runs have the same signature " + short_signature(cur) +
           " (" + std::to_string(cur.failing_count) + " × " + kind_text(cur.primary) + ")";
}

std::optional<std::string> check_oscillating(const std::vector<const HistoryEntry*>& failing,
                                             const Thresholds& t) {
    if (failing.size() < t.oscillation) {
        return std::nullopt;
    }
    const auto recent = last_n(failing, t.oscillation);
    for (std::size_t i = 0; i + 1 < recent.size(); ++i) {
        if (same_failure(*recent[i], *recent[i + 1], t.similarity)) {
            return std::nullopt;
        }
        if (i + 2 < recent.size() && !same_failure(*recent[i], *recent[i + 2], t.similarity)) {
            return std::nullopt;
        }
    }
    return "the last " + std::to_string(t.oscillation) +
           " failing runs alternate between two failures: " + short_signature(*recent[0]) +
           " and " + short_signature(*recent[1]);
}

// The trailing failing runs with the current run's primary kind: counts of different
// kinds are not compared (5 compile errors fixed, then 5 failing tests, is progress).
std::vector<const HistoryEntry*> same_kind_streak(const std::vector<const HistoryEntry*>& fails) {
    std::size_t from = fails.size();
    while (from > 0 && fails[from - 1]->primary == fails.back()->primary) {
        --from;
    }
    return {fails.begin() + static_cast<std::ptrdiff_t>(from), fails.end()};
}

std::optional<std::string> check_stalled(const std::vector<const HistoryEntry*>& fails,
                                         const Thresholds& t) {
    const auto streak = same_kind_streak(fails);
    if (streak.size() >= std::size_t{t.stall} + 1) {
        const auto recent = last_n(streak, std::size_t{t.stall} + 1);
        bool decreased = false;
        std::string counts;
        for (std::size_t i = 0; i < recent.size(); ++i) {
            decreased =
                decreased || (i > 0 && recent[i]->failing_count < recent[i - 1]->failing_count);
            counts += (i > 0 ? " → " : "") + std::to_string(recent[i]->failing_count);
        }
        if (!decreased) {
            return "the failing count has not decreased for " + std::to_string(t.stall) +
                   " runs: " + counts;
        }
    }
    if (fails.size() >= t.artifact_repeat) {
        const auto recent = last_n(fails, t.artifact_repeat);
        const std::string& artifact = recent.back()->artifact;
        const bool unchanged = !artifact.empty() &&
                               std::all_of(recent.begin(), recent.end(),
                                           [&](const auto* e) { return e->artifact == artifact; });
        if (unchanged) {
            return "the artifact " + artifact.substr(0, 16) + " is unchanged in the last " +
                   std::to_string(t.artifact_repeat) + " failing runs: nothing was changed";
        }
    }
    return std::nullopt;
}

Decision halt(HaltReason reason, std::string detail) {
    Decision d;
    d.event = LoopEvent::halted;
    d.reason = reason;
    d.detail = std::move(detail);
    return d;
}

Decision rule_decision(const std::vector<const HistoryEntry*>& cycle, const Thresholds& t,
                       bool stop_requested, std::int64_t now) {
    const HistoryEntry& cur = *cycle.back();
    if (stop_requested) {
        return halt(HaltReason::user_stop,
                    "someone ran 'loopclose history --stop'; '--reset' clears it");
    }
    if (cur.outcome == Outcome::pass) {
        Decision d;
        d.event = LoopEvent::completed;
        d.detail = "the run passed: the cycle is complete";
        return d;
    }
    if (auto why = check_budget(cycle, t, now)) {
        return halt(HaltReason::budget_exceeded, *why);
    }
    if (is_failing(cur)) {
        const auto failing = filter(cycle, is_failing);
        if (auto why = check_repeated(failing, t)) {
            return halt(HaltReason::repeated_error, *why);
        }
        if (auto why = check_oscillating(failing, t)) {
            return halt(HaltReason::oscillating, *why);
        }
    }
    if (cur.outcome == Outcome::fail) {
        const auto fails =
            filter(cycle, [](const HistoryEntry& e) { return e.outcome == Outcome::fail; });
        if (auto why = check_stalled(fails, t)) {
            return halt(HaltReason::stalled, *why);
        }
    }
    Decision d;
    d.detail = cur.outcome == Outcome::unfinished
                   ? "the run is clean but the promise token was not printed: keep going"
                   : "no halt rule holds: fix and run again";
    return d;
}

} // namespace

std::string_view outcome_id(Outcome outcome) {
    return k_outcome_ids[static_cast<std::size_t>(outcome)];
}
std::optional<Outcome> outcome_from_id(std::string_view id) {
    return from_id<Outcome>(k_outcome_ids, id);
}
std::string_view event_id(LoopEvent event) {
    return k_event_ids[static_cast<std::size_t>(event)];
}
std::optional<LoopEvent> event_from_id(std::string_view id) {
    return from_id<LoopEvent>(k_event_ids, id);
}
std::string_view halt_reason_id(HaltReason reason) {
    return k_reason_ids[static_cast<std::size_t>(reason)];
}
std::optional<HaltReason> halt_reason_from_id(std::string_view id) {
    return from_id<HaltReason>(k_reason_ids, id);
}

std::optional<PromiseStatus> promise_status_from_id(std::string_view id) {
    for (const auto status : {PromiseStatus::none, PromiseStatus::kept, PromiseStatus::missing,
                              PromiseStatus::claimed_done_but_failing}) {
        if (promise_status_id(status) == id) {
            return status;
        }
    }
    return std::nullopt;
}

HistoryEntry make_entry(const std::vector<HistoryEntry>& previous, std::uint64_t last_cycle_id,
                        const Analysis& analysis, const RunSignature& signature,
                        std::string artifact, std::int64_t now) {
    HistoryEntry e;
    e.time = now;
    e.exit_code = analysis.exit_code;
    e.primary = signature.primary;
    e.stall_reason = analysis.stall_reason;
    e.signature = signature.signature;
    e.fingerprint = signature.fingerprint;
    e.failing = signature.identities;
    if (e.failing.size() > k_max_stored_identities) {
        e.failing.resize(k_max_stored_identities);
    }
    e.failing_count = signature.failing_count;
    e.excerpt = signature.excerpt;
    e.artifact = std::move(artifact);
    e.files = signature.files;
    e.promise = analysis.promise_status;
    if (!analysis.failed) {
        const bool promised = analysis.promise_status == PromiseStatus::none ||
                              analysis.promise_status == PromiseStatus::kept;
        e.outcome = promised ? Outcome::pass : Outcome::unfinished;
    } else {
        e.outcome = signature.nothing_to_fix ? Outcome::nothing_to_fix : Outcome::fail;
    }
    if (previous.empty() || previous.back().outcome == Outcome::pass) {
        const std::uint64_t prev_id = previous.empty() ? 0 : previous.back().cycle_id;
        e.cycle_id = std::max(last_cycle_id, prev_id) + 1;
        e.cycle_start = now;
        e.iteration = 1;
    } else {
        e.cycle_id = previous.back().cycle_id;
        e.cycle_start = previous.back().cycle_start;
        e.iteration = previous.back().iteration + 1;
    }
    return e;
}

std::vector<const HistoryEntry*> cycle_of(const std::vector<HistoryEntry>& entries) {
    std::vector<const HistoryEntry*> cycle;
    if (entries.empty()) {
        return cycle;
    }
    const std::uint64_t id = entries.back().cycle_id;
    auto it = entries.rbegin();
    while (it != entries.rend() && it->cycle_id == id) {
        ++it;
    }
    for (auto fwd = it.base(); fwd != entries.end(); ++fwd) {
        cycle.push_back(&*fwd);
    }
    return cycle;
}

std::string whole_percent(double ratio) {
    return std::to_string(static_cast<int>(std::floor(ratio * 100.0 + 1e-9))) + "%";
}

bool same_failure(const HistoryEntry& a, const HistoryEntry& b, double similarity) {
    if (!a.signature.empty() || !b.signature.empty()) {
        return a.signature == b.signature;
    }
    return indel_ratio(a.excerpt, b.excerpt) >= similarity;
}

Decision decide(const std::vector<HistoryEntry>& entries, const Thresholds& thresholds,
                bool stop_requested, std::int64_t now) {
    if (entries.empty()) {
        return {};
    }
    Decision d = rule_decision(cycle_of(entries), thresholds, stop_requested, now);
    // A halt for lack of progress must not recommend the strategy that made none.
    const bool no_progress = d.reason == HaltReason::repeated_error ||
                             d.reason == HaltReason::oscillating || d.reason == HaltReason::stalled;
    const Decision s = select_strategy(entries, no_progress);
    d.strategy = s.strategy;
    d.tried = s.tried;
    d.strategy_reason = s.strategy_reason;
    return d;
}

Decision record_run(std::vector<HistoryEntry>& entries, HistoryEntry entry,
                    const Thresholds& thresholds, bool stop_requested, std::int64_t now) {
    entries.push_back(std::move(entry));
    const Decision d = decide(entries, thresholds, stop_requested, now);
    HistoryEntry& last = entries.back();
    last.strategy = d.strategy;
    last.event = d.event;
    last.halt_reason = d.reason;
    if (entries.size() > k_max_history_entries) {
        entries.erase(entries.begin(),
                      entries.end() - static_cast<std::ptrdiff_t>(k_max_history_entries));
    }
    return d;
}

} // namespace loopclose::core
