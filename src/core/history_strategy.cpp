// SPDX-License-Identifier: MIT
// Recovery strategy selection and same-error escalation (PRODUCT §1.5), declared in
// history_rules.hpp.
#include "core/history_rules.hpp"
#include "core/similarity.hpp"

#include <algorithm>

namespace loopclose::core {

namespace {

bool contains_strategy(const std::vector<Strategy>& list, Strategy s) {
    return std::find(list.begin(), list.end(), s) != list.end();
}

std::string kind_name(const std::optional<Kind>& kind) {
    return kind ? std::string(kind_info(*kind).singular) : std::string("unmatched failure");
}

// The options for a kind, most specific first: its own strategy, then the universal
// fallbacks of the closed-loop seed.
std::vector<Strategy> options_for(Strategy base) {
    std::vector<Strategy> options{base};
    for (const Strategy s : {Strategy::context_expand, Strategy::analyze_then_fix}) {
        if (!contains_strategy(options, s)) {
            options.push_back(s);
        }
    }
    return options;
}

// The last failing run before the current one that recommended a strategy, and (in
// `tried`) the strategies recommended so far for the current run's primary kind.
const HistoryEntry* earlier_attempts(const std::vector<const HistoryEntry*>& cycle,
                                     std::vector<Strategy>& tried) {
    const HistoryEntry& cur = *cycle.back();
    const HistoryEntry* prev = nullptr;
    for (std::size_t i = 0; i + 1 < cycle.size(); ++i) {
        const HistoryEntry& e = *cycle[i];
        if (e.primary == cur.primary && e.strategy && !contains_strategy(tried, *e.strategy)) {
            tried.push_back(*e.strategy);
        }
        if ((e.outcome == Outcome::fail || e.outcome == Outcome::nothing_to_fix) && e.strategy) {
            prev = &e;
        }
    }
    return prev;
}

} // namespace

Decision select_strategy(const std::vector<HistoryEntry>& entries, bool force_change) {
    Decision d;
    const std::vector<const HistoryEntry*> cycle = cycle_of(entries);
    if (cycle.empty()) {
        return d;
    }
    const HistoryEntry& cur = *cycle.back();
    if (cur.outcome != Outcome::fail && cur.outcome != Outcome::nothing_to_fix) {
        return d;
    }
    const Strategy base =
        cur.primary ? kind_info(*cur.primary).strategy : Strategy::analyze_then_fix;
    const HistoryEntry* prev = earlier_attempts(cycle, d.tried);
    const std::string kind = kind_name(cur.primary);
    if (base == Strategy::escalate) {
        d.strategy = Strategy::escalate;
        d.strategy_reason = "a " + kind + " is never retried automatically: a person must act";
        return d;
    }
    const bool same_kind = prev != nullptr && prev->primary == cur.primary;
    if (!same_kind && !force_change) {
        d.strategy = base;
        d.strategy_reason = prev == nullptr ? "the first " + kind + " of this cycle"
                                            : "the failure changed to a " + kind;
        return d;
    }
    const double overlap = same_kind ? token_overlap(prev->excerpt, cur.excerpt) : 0.0;
    const bool same_failures =
        same_kind && !cur.signature.empty() && cur.signature == prev->signature;
    const bool same_output = same_failures || overlap > k_strategy_overlap;
    const std::string used = same_kind ? std::string(strategy_id(*prev->strategy)) : "";
    if (same_kind && !same_output && !force_change) {
        d.strategy = *prev->strategy;
        d.strategy_reason = "the output changed after " + used + " (" + whole_percent(overlap) +
                            " token overlap): stay with it";
        return d;
    }
    std::string why = "the loop halted without progress";
    if (same_output) {
        why = "the same " + kind + " came back after " + used + " (" +
              (same_failures ? std::string("identical failing set")
                             : whole_percent(overlap) + " token overlap") +
              ")";
    }
    for (const Strategy s : options_for(base)) {
        if (!contains_strategy(d.tried, s) && (!same_kind || s != *prev->strategy)) {
            d.strategy = s;
            d.strategy_reason = why + ": try the next untried strategy";
            return d;
        }
    }
    d.strategy = Strategy::escalate;
    d.strategy_reason = why + " and every strategy for it has been tried: escalate to a person";
    return d;
}

} // namespace loopclose::core
