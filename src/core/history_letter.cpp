// SPDX-License-Identifier: MIT
// The dead-letter report and the --show summary, declared in history_report.hpp.
#include "core/history_report.hpp"
#include "core/report.hpp"

#include <algorithm>

namespace loopclose::core {

namespace {

std::string exit_text(const std::optional<std::int32_t>& code) {
    return code ? std::to_string(*code) : std::string("unknown");
}

std::string kind_id(const std::optional<Kind>& kind) {
    return kind ? std::string(kind_info(*kind).id) : std::string("none");
}

std::string chain_item(const HistoryEntry& e) {
    std::string out = "### Run " + std::to_string(e.iteration) + " (" + format_utc(e.time) + ")\n";
    out += "- **Exit:** " + exit_text(e.exit_code) + "\n";
    out += "- **Pattern:** " + kind_id(e.primary) + " — " + e.stall_reason + "\n";
    if (!e.signature.empty()) {
        out += "- **Signature:** " + e.signature + "\n";
    }
    if (!e.failing.empty()) {
        out += "- **Failing:** ";
        for (std::size_t i = 0; i < e.failing.size() && i < k_max_listed_failures; ++i) {
            out += (i > 0 ? ", " : "") + ("`" + e.failing[i] + "`");
        }
        if (e.failing_count > k_max_listed_failures) {
            out += " … and " + std::to_string(e.failing_count - k_max_listed_failures) + " more";
        }
        out += "\n";
    }
    if (!e.artifact.empty()) {
        out += "- **Artifact:** " + e.artifact + "\n";
    }
    out += "- **Strategy:** " +
           (e.strategy ? std::string(strategy_id(*e.strategy)) : std::string("none")) + "\n\n";
    return out;
}

std::string manual_steps(const HistoryView& v, const HistoryEntry& cur) {
    std::string out = "## Suggested manual steps\n";
    int n = 1;
    if (cur.primary) {
        out += std::to_string(n++) + ". " + std::string(kind_info(*cur.primary).fix) + "\n";
    }
    out += std::to_string(n++) +
           ". Re-run the failing command by hand and read its whole output: the automatic "
           "attempts above did not converge.\n";
    out += std::to_string(n++) +
           ". Pick an approach none of the strategies tried took, or split the task into "
           "smaller steps.\n";
    out += std::to_string(n) + ". When it passes, run `" + reset_command(v.state_path) +
           "` to start a new cycle.\n";
    return out;
}

} // namespace

std::string render_dead_letter(const HistoryView& v) {
    const std::vector<const HistoryEntry*> cycle = cycle_of(v.entries);
    const HistoryEntry& cur = v.entries.back();
    std::string out =
        "# Dead letter: cycle " + std::to_string(cur.cycle_id) + " of " + v.state_path + "\n\n";
    out += "- **Halted:** " + std::string(halt_reason_id(v.decision.reason)) + " — " +
           v.decision.detail + "\n";
    out += "- **Runs:** " + std::to_string(cur.iteration) + " (from " +
           format_utc(cur.cycle_start) + " to " + format_utc(cur.time) + ")\n";
    out += "- **Final pattern:** " + kind_id(cur.primary) + "\n";
    std::vector<Strategy> tried;
    std::vector<std::string> files;
    for (const auto* e : cycle) {
        if (e->strategy && std::find(tried.begin(), tried.end(), *e->strategy) == tried.end()) {
            tried.push_back(*e->strategy);
        }
        files.insert(files.end(), e->files.begin(), e->files.end());
    }
    out += "- **Strategies tried:** ";
    for (std::size_t i = 0; i < tried.size(); ++i) {
        out += (i > 0 ? ", " : "") + std::string(strategy_id(tried[i]));
    }
    out += (tried.empty() ? "none" : "") + std::string("\n\n## Error chain\n\n");
    for (const auto* e : cycle) {
        out += chain_item(*e);
    }
    std::sort(files.begin(), files.end());
    files.erase(std::unique(files.begin(), files.end()), files.end());
    out += "## Files involved\n";
    for (const auto& file : files) {
        out += "- " + file + "\n";
    }
    out += (files.empty() ? "- none named by the output\n" : "") + std::string("\n");
    return out + manual_steps(v, cur);
}

std::string render_state_text(const std::vector<HistoryEntry>& entries, bool stop_requested,
                              const Thresholds& t, std::string_view state_path) {
    std::string out = "# History state: " + std::string(state_path) + "\n\n";
    out += "Entries: " + std::to_string(entries.size()) + " (the last " +
           std::to_string(k_max_history_entries) + " are kept)\n";
    out += std::string("Stop requested: ") + (stop_requested ? "yes" : "no") + "\n";
    if (!entries.empty()) {
        const HistoryEntry& last = entries.back();
        out += "Current cycle: " + std::to_string(last.cycle_id) + ", " +
               std::to_string(last.iteration) + " run(s) since " + format_utc(last.cycle_start) +
               (last.outcome == Outcome::pass ? " (completed)" : "") + "\n";
    }
    out += "Thresholds: --window " + std::to_string(t.window) + ", --repeat " +
           std::to_string(t.repeat) + ", --similarity " + format_ratio(t.similarity) +
           ", --oscillation " + std::to_string(t.oscillation) + ", --stall " +
           std::to_string(t.stall) + ", --artifact-repeat " + std::to_string(t.artifact_repeat) +
           ", --max-iterations " + std::to_string(t.max_iterations) + ", --max-failures " +
           std::to_string(t.max_failures) + ", --max-runtime " + std::to_string(t.max_runtime) +
           "\n";
    if (entries.empty()) {
        return out;
    }
    out += "\n## Entries (oldest first):\n";
    for (const auto& e : entries) {
        out += "- cycle " + std::to_string(e.cycle_id) + " run " + std::to_string(e.iteration) +
               " at " + format_utc(e.time) + ": exit " + exit_text(e.exit_code) + ", " +
               std::string(outcome_id(e.outcome)) + ", " + kind_id(e.primary) + " × " +
               std::to_string(e.failing_count) +
               (e.signature.empty() ? std::string() : ", " + e.signature.substr(0, 8)) + " → " +
               std::string(event_id(e.event));
        if (e.halt_reason != HaltReason::none) {
            out += " (" + std::string(halt_reason_id(e.halt_reason)) + ")";
        }
        out += "\n";
    }
    return out;
}

} // namespace loopclose::core
