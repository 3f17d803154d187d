// SPDX-License-Identifier: MIT
#include "core/history_report.hpp"

#include "core/report.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

namespace loopclose::core {

namespace {

std::vector<const HistoryEntry*> window_of(const std::vector<HistoryEntry>& entries,
                                           std::size_t window) {
    std::vector<const HistoryEntry*> cycle = cycle_of(entries);
    if (cycle.size() > window) {
        cycle.erase(cycle.begin(), cycle.end() - static_cast<std::ptrdiff_t>(window));
    }
    return cycle;
}

std::string sentence(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    if (!text.empty() && text.back() != '.') {
        text += '.';
    }
    return text;
}

std::string exit_phrase(const std::optional<std::int32_t>& code) {
    return code ? "exit " + std::to_string(*code) : std::string("exit unknown");
}

std::string run_line(const HistoryEntry& e) {
    std::string line = "- #" + std::to_string(e.iteration) + " " + exit_phrase(e.exit_code) + " — ";
    line += e.outcome == Outcome::pass ? std::string("passed") : e.stall_reason;
    if (e.outcome == Outcome::unfinished) {
        line += " (promise not printed)";
    }
    if (!e.signature.empty()) {
        line += " — " + e.signature.substr(0, 8);
    }
    if (e.strategy) {
        line += " — " + std::string(strategy_id(*e.strategy));
    }
    return line + "\n";
}

std::string heading(const HistoryView& v) {
    const HistoryEntry& cur = v.entries.back();
    const std::string where = "run " + std::to_string(cur.iteration) +
                              (v.decision.event == LoopEvent::completed
                                   ? std::string()
                                   : " of " + std::to_string(v.thresholds.max_iterations)) +
                              ", cycle " + std::to_string(cur.cycle_id);
    switch (v.decision.event) {
    case LoopEvent::halted:
        return "# Loop halted: " + std::string(halt_reason_id(v.decision.reason)) + " (" + where +
               ")\n";
    case LoopEvent::completed:
        return "# Loop completed (" + where + ")\n";
    case LoopEvent::proceed:
        break;
    }
    return "# Loop continues (" + where + ")\n";
}

std::string still_failing(const HistoryEntry& cur) {
    if (cur.failing.empty()) {
        return {};
    }
    std::string out = "\n## Still failing (" + std::to_string(cur.failing_count) + "):\n";
    for (std::size_t i = 0; i < cur.failing.size() && i < k_max_listed_failures; ++i) {
        out += "- " + cur.failing[i] + "\n";
    }
    if (cur.failing_count > k_max_listed_failures) {
        out += "- … and " + std::to_string(cur.failing_count - k_max_listed_failures) + " more\n";
    }
    return out;
}

std::string options_text(const HistoryView& v) {
    const std::string reset = "`" + reset_command(v.state_path) + "`";
    const std::string review = "Review: read the failing output and the recent changes "
                               "yourself before the next attempt.\n";
    std::string out = "\n## Options:\n";
    if (v.decision.reason == HaltReason::user_stop) {
        return out +
               "1. Stop: someone asked this loop to stop; do not start another attempt.\n"
               "2. Resume: " +
               reset + " clears the request and starts a new cycle.\n";
    }
    if (v.decision.reason == HaltReason::budget_exceeded) {
        return out + "1. " + review + "2. Escalate: hand the task to a person" +
               (v.dead_letter_path.empty() ? std::string(" (--dead-letter FILE writes a summary)")
                                           : " with the dead-letter report") +
               ".\n3. Stop: the budget is spent; " + reset + " starts a new cycle.\n";
    }
    if (v.decision.strategy == Strategy::escalate) {
        out += "1. Escalate: hand the failure to a person with the output above; the automatic "
               "strategies are exhausted or do not apply.\n";
    } else {
        out += "1. Change approach: try " +
               (v.decision.strategy ? std::string(strategy_id(*v.decision.strategy))
                                    : std::string("another approach")) +
               " rather than another variation of the last fix.\n";
    }
    return out + "2. " + review + "3. Stop: end the loop here; " + reset + " starts a new cycle.\n";
}

nlohmann::ordered_json nullable(const std::string& text) {
    return text.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(text);
}

} // namespace

std::string reset_command(std::string_view state_path) {
    bool plain = !state_path.empty();
    for (const char c : state_path) {
        plain =
            plain && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      std::string_view("_./-+:=@%").find(c) != std::string_view::npos);
    }
    return "loopclose history --state " +
           (plain ? std::string(state_path) : shell_quote(state_path)) + " --reset";
}

std::string format_utc(std::int64_t seconds) {
    std::int64_t days = seconds / 86400;
    std::int64_t rem = seconds % 86400;
    if (rem < 0) {
        rem += 86400;
        --days;
    }
    // Howard Hinnant's civil_from_days.
    const std::int64_t z = days + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const std::int64_t day = doy - (153 * mp + 2) / 5 + 1;
    const std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
    const std::int64_t year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    // Zero-padded fields by hand: the core stays free of <cstdio>.
    const auto pad = [](std::int64_t value, std::size_t width) {
        std::string digits = std::to_string(value < 0 ? -value : value);
        if (digits.size() < width) {
            digits.insert(0, width - digits.size(), '0');
        }
        return value < 0 ? "-" + digits : digits;
    };
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(rem / 3600, 2) + ":" +
           pad(rem / 60 % 60, 2) + ":" + pad(rem % 60, 2) + "Z";
}

std::string format_ratio(double value) {
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    return ec == std::errc() ? std::string(buf, end) : std::string("?");
}

std::string failing_trend(const std::vector<HistoryEntry>& entries, std::size_t window) {
    std::string counts;
    std::optional<Kind> kind;
    bool one_kind = true;
    bool any_fail = false;
    for (const auto* e : window_of(entries, window)) {
        if (e->outcome != Outcome::fail && e->outcome != Outcome::pass) {
            continue;
        }
        if (e->outcome == Outcome::fail) {
            one_kind = one_kind && (!any_fail || e->primary == kind);
            kind = any_fail ? kind : e->primary;
            any_fail = true;
        }
        counts += (counts.empty() ? "" : " → ") + std::to_string(e->failing_count);
    }
    if (counts.empty()) {
        return {};
    }
    std::string label = "failures";
    if (any_fail && one_kind && kind) {
        label =
            *kind == Kind::test_failure ? "failing tests" : std::string(kind_info(*kind).plural);
    }
    return label + " " + counts;
}

std::vector<std::string_view> suggested_actions(const Decision& decision) {
    switch (decision.reason) {
    case HaltReason::user_stop:
        return {"stop", "reset"};
    case HaltReason::budget_exceeded:
        return {"review", "escalate", "stop"};
    case HaltReason::repeated_error:
    case HaltReason::oscillating:
    case HaltReason::stalled:
        return {decision.strategy == Strategy::escalate ? "escalate" : "change_approach", "review",
                "stop"};
    case HaltReason::none:
        break;
    }
    return decision.event == LoopEvent::proceed ? std::vector<std::string_view>{"fix_and_rerun"}
                                                : std::vector<std::string_view>{};
}

nlohmann::ordered_json thresholds_json(const Thresholds& t) {
    return {{"window", t.window},
            {"repeat", t.repeat},
            {"similarity", t.similarity},
            {"oscillation", t.oscillation},
            {"stall", t.stall},
            {"artifactRepeat", t.artifact_repeat},
            {"maxIterations", t.max_iterations},
            {"maxFailures", t.max_failures},
            {"maxRuntime", t.max_runtime}};
}

std::string render_history_text(const HistoryView& v) {
    const HistoryEntry& cur = v.entries.back();
    std::string out = heading(v) + "\n" + sentence(v.decision.detail) + "\n";
    out += "\n## Last runs:\n";
    for (const auto* e : window_of(v.entries, v.thresholds.window)) {
        out += run_line(*e);
    }
    const std::string trend = failing_trend(v.entries, v.thresholds.window);
    if (!trend.empty()) {
        out += "\n## Trend:\n" + trend + "\n";
    }
    if (v.decision.event != LoopEvent::completed) {
        out += still_failing(cur);
    }
    if (v.decision.strategy) {
        out += "\n## Strategy: " + std::string(strategy_id(*v.decision.strategy)) + "\n" +
               sentence(v.decision.strategy_reason) + "\n" +
               std::string(strategy_instruction(*v.decision.strategy)) + "\n";
    }
    if (v.decision.event == LoopEvent::halted) {
        out += options_text(v);
    }
    if (!v.dead_letter_path.empty()) {
        out += "\nDead-letter report written to " + v.dead_letter_path + "\n";
    }
    return out;
}

nlohmann::ordered_json make_history_json(const HistoryView& v) {
    const HistoryEntry& cur = v.entries.back();
    nlohmann::ordered_json j;
    j["schema"] = "loopclose.history/1";
    j["event"] = event_id(v.decision.event);
    j["cycleId"] = cur.cycle_id;
    j["iteration"] = cur.iteration;
    j["haltReason"] = nullable(std::string(halt_reason_id(v.decision.reason)));
    j["detail"] = v.decision.detail;
    j["exitCode"] = cur.exit_code ? nlohmann::ordered_json(*cur.exit_code) : nullptr;
    j["outcome"] = outcome_id(cur.outcome);
    j["primaryKind"] = cur.primary ? nlohmann::ordered_json(kind_info(*cur.primary).id) : nullptr;
    j["stallReason"] = cur.stall_reason;
    j["promise"] = cur.promise == PromiseStatus::none
                       ? nlohmann::ordered_json(nullptr)
                       : nlohmann::ordered_json(promise_status_id(cur.promise));
    j["signature"] = nullable(cur.signature);
    j["fingerprint"] = cur.fingerprint;
    j["failingCount"] = cur.failing_count;
    for (const char* key : {"signatures", "fingerprints", "failingSets", "failingCounts"}) {
        j[key] = nlohmann::ordered_json::array();
    }
    for (const auto* e : window_of(v.entries, v.thresholds.window)) {
        j["signatures"].push_back(nullable(e->signature));
        j["fingerprints"].push_back(e->fingerprint);
        j["failingSets"].push_back(e->failing);
        j["failingCounts"].push_back(e->failing_count);
    }
    j["trend"] = failing_trend(v.entries, v.thresholds.window);
    j["strategy"] = v.decision.strategy ? nlohmann::ordered_json(strategy_id(*v.decision.strategy))
                                        : nlohmann::ordered_json(nullptr);
    j["strategiesTried"] = nlohmann::ordered_json::array();
    for (const Strategy s : v.decision.tried) {
        j["strategiesTried"].push_back(strategy_id(s));
    }
    j["strategyReason"] = v.decision.strategy_reason;
    j["strategyInstruction"] =
        v.decision.strategy ? nlohmann::ordered_json(strategy_instruction(*v.decision.strategy))
                            : nlohmann::ordered_json(nullptr);
    j["suggestedActions"] = suggested_actions(v.decision);
    j["thresholds"] = thresholds_json(v.thresholds);
    j["state"] = v.state_path;
    j["deadLetter"] = nullable(v.dead_letter_path);
    return j;
}

std::string render_history_json(const HistoryView& v) {
    return make_history_json(v).dump(-1, ' ', false,
                                     nlohmann::ordered_json::error_handler_t::replace) +
           "\n";
}

} // namespace loopclose::core
