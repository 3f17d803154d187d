// SPDX-License-Identifier: MIT
#include "core/report.hpp"

#include <algorithm>
#include <set>

namespace loopclose::core {

namespace {

// The command that re-runs just this failing test with the tool that printed it.
std::string rerun_command(const Evidence& item) {
    const ToolInfo* tool = find_tool(item.tool);
    return tool == nullptr ? std::string()
                           : expand_tool_command(tool->rerun, tool->separator, item);
}

// The command that re-checks a build, type or lint error, by tool.
std::string recheck_command(const Evidence& item) {
    const ToolInfo* tool = find_tool(item.tool);
    return tool == nullptr ? std::string()
                           : expand_tool_command(tool->recheck, tool->separator, item);
}

std::string format_item(const Evidence& item) {
    std::string line = "- [" + std::string(kind_info(item.kind).id) + "]";
    if (!item.file.empty()) {
        line += ' ' + item.file;
        if (item.line != 0) {
            line += ':' + std::to_string(item.line);
        }
    }
    if (!item.label.empty()) {
        line += " (" + item.label + ")";
    }
    line += " — " + item.snippet;
    return line;
}

bool location_before(const Evidence* a, const Evidence* b) {
    if (a->file.empty() != b->file.empty()) {
        return !a->file.empty();
    }
    if (a->file != b->file) {
        return a->file < b->file;
    }
    if (a->line != b->line) {
        return a->line < b->line;
    }
    return a->column < b->column;
}

std::string exit_text(const Analysis& a) {
    return a.exit_code ? "exit " + std::to_string(*a.exit_code) : std::string("exit unknown");
}

std::string exit_hint(std::optional<std::int32_t> code) {
    if (!code) {
        return "The exit code is unknown; pass --exit-code to tell a failure from a pass.";
    }
    switch (*code) {
    case 1:
        return "Exit status 1 is a generic failure: the reason is in the output's last lines.";
    case 2:
        return "Exit status 2 often means a usage error: check the command's arguments.";
    case 124:
        return "Exit status 124: the command was stopped by a time limit.";
    case 126:
        return "Exit status 126: the command was found but could not be executed (permissions?).";
    case 127:
        return "Exit status 127: the command was not found (PATH, spelling, installation).";
    case 130:
        return "Exit status 130: interrupted by SIGINT (Ctrl-C).";
    case 134:
        return "Exit status 134: aborted (SIGABRT), often a failed assertion.";
    case 137:
        return "Exit status 137: killed by SIGKILL, often the out-of-memory killer.";
    case 139:
        return "Exit status 139: segmentation fault (SIGSEGV).";
    case 143:
        return "Exit status 143: terminated by SIGTERM.";
    default:
        break;
    }
    if (*code > 128 && *code < 160) {
        return "Exit status " + std::to_string(*code) + ": killed by signal " +
               std::to_string(*code - 128) + ".";
    }
    return "Exit status " + std::to_string(*code) + ": see the command's documentation.";
}

} // namespace

std::string suggest_fix(const Analysis& a) {
    if (!a.primary) {
        return "No known failure pattern matched. Read the last lines of the output for the "
               "failure, or add a detector for this tool. " +
               exit_hint(a.exit_code);
    }
    std::string text(kind_info(*a.primary).fix);
    const Evidence* first = nullptr;
    for (const auto& item : a.evidence) {
        if (item.kind == *a.primary && !item.tool.empty()) {
            first = &item;
            break;
        }
    }
    if (first == nullptr) {
        return text;
    }
    if (*a.primary == Kind::test_failure) {
        const std::string command = rerun_command(*first);
        if (!command.empty()) {
            text += " Re-run one failing test with: " + command;
        }
    } else if (const std::string command = recheck_command(*first); !command.empty()) {
        text += " Re-check with: " + command;
    }
    return text;
}

std::string render_next_prompt(const Analysis& a) {
    std::string out;
    if (a.promise_status == PromiseStatus::claimed_done_but_failing) {
        out += "# Claimed done but failing: the output claims <promise>" + a.promise +
               "</promise> while the run failed\n\n";
    }
    if (!a.primary && !a.failed) {
        out += "# No stall detected (" + exit_text(a) + ")\n\n";
        out += "No blocking evidence was found. Proceed with the next step.\n";
        if (a.promise_status == PromiseStatus::missing) {
            out += "\nThe completion promise <promise>" + a.promise +
                   "</promise> was not found in the output: the gate is not passed yet.\n";
        }
        return out;
    }
    out += "# Stall detected: " + a.stall_reason + " (" + exit_text(a) + ")\n\n";
    out += "## Fix by:\n" + suggest_fix(a) + "\n";
    if (a.primary) {
        const Kind primary = *a.primary;
        std::vector<const Evidence*> items;
        for (const auto& item : a.evidence) {
            if (item.kind == primary) {
                items.push_back(&item);
            }
        }
        std::stable_sort(items.begin(), items.end(), location_before);
        out += "\n## Primary evidence (" + std::string(kind_info(primary).singular) + "):\n";
        const std::size_t total = a.counts[kind_index(primary)];
        for (std::size_t i = 0; i < items.size() && i < k_max_prompt_items; ++i) {
            out += format_item(*items[i]) + "\n";
        }
        if (total > k_max_prompt_items) {
            out += "… and " + std::to_string(total - k_max_prompt_items) + " more\n";
        }
        std::string others;
        for (const auto& info : all_kinds()) {
            const std::size_t n = a.counts[kind_index(info.kind)];
            if (info.kind != primary && n > 0) {
                others += "- " + std::string(n == 1 ? info.singular : info.plural) + ": " +
                          std::to_string(n) + "\n";
            }
        }
        if (!others.empty()) {
            out += "\n## Other signals:\n" + others;
        }
        std::set<std::string> files;
        for (const auto& item : a.evidence) {
            if (!item.file.empty()) {
                // "./src/a.rs" and "src/a.rs" are one file.
                files.insert(starts_with(item.file, "./") ? item.file.substr(2) : item.file);
            }
        }
        if (!files.empty()) {
            out += "\n## Files touched:\n";
            std::size_t shown = 0;
            for (const auto& file : files) {
                if (shown++ == k_max_prompt_files) {
                    out += "… and " + std::to_string(files.size() - k_max_prompt_files) + " more\n";
                    break;
                }
                out += "- " + file + "\n";
            }
        }
    }
    out += "\n## Next step:\nRe-read the failing output, patch the listed files, then re-run "
           "the failing command to verify.\n";
    return out;
}

nlohmann::ordered_json make_evidence_json(const Evidence& item) {
    nlohmann::ordered_json j;
    j["kind"] = kind_info(item.kind).id;
    j["file"] = item.file.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(item.file);
    j["line"] = item.line == 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(item.line);
    j["column"] = item.column == 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(item.column);
    j["label"] = item.label.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(item.label);
    j["snippet"] = item.snippet;
    j["stream"] = stream_name(item.stream);
    return j;
}

nlohmann::ordered_json make_report_json(const Analysis& a) {
    nlohmann::ordered_json j;
    j["schema"] = "loopclose.report/1";
    j["stallReason"] = a.stall_reason;
    j["primaryKind"] =
        a.primary ? nlohmann::ordered_json(kind_info(*a.primary).id) : nlohmann::ordered_json();
    j["exitCode"] = a.exit_code ? nlohmann::ordered_json(*a.exit_code) : nlohmann::ordered_json();
    j["nextPrompt"] = render_next_prompt(a);
    j["evidence"] = nlohmann::ordered_json::array();
    for (const auto& item : a.evidence) {
        j["evidence"].push_back(make_evidence_json(item));
    }
    j["counts"] = nlohmann::ordered_json::object();
    for (const auto& info : all_kinds()) {
        if (const std::size_t n = a.counts[kind_index(info.kind)]; n > 0) {
            j["counts"][std::string(info.id)] = n;
        }
    }
    j["truncated"] = {{"stdout", a.stdout_truncated}, {"stderr", a.stderr_truncated}};
    if (a.promise_status != PromiseStatus::none) {
        j["promise"] = {{"token", a.promise}, {"status", promise_status_id(a.promise_status)}};
    }
    return j;
}

std::string render_report_json(const Analysis& a) {
    return make_report_json(a).dump(-1, ' ', false,
                                    nlohmann::ordered_json::error_handler_t::replace) +
           "\n";
}

} // namespace loopclose::core
