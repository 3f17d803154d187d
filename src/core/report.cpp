// SPDX-License-Identifier: MIT
#include "core/report.hpp"

#include "core/paths.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
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
    if (!item.origin_file.empty()) {
        line += "\n  raised in " + item.origin_file;
        if (item.origin_line != 0) {
            line += ":" + std::to_string(item.origin_line);
        }
    }
    // The message under the item, indented; its first line when it repeats the snippet.
    std::string_view message = item.message;
    if (starts_with(message, item.snippet)) {
        message.remove_prefix(std::min(message.size(), item.snippet.size()));
        if (!message.empty() && message.front() == '\n') {
            message.remove_prefix(1);
        }
    }
    while (!message.empty()) {
        const std::size_t nl = message.find('\n');
        line += "\n    " + std::string(message.substr(0, nl));
        message.remove_prefix(nl == std::string_view::npos ? message.size() : nl + 1);
    }
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
    return printed_column(a->column) < printed_column(b->column);
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
        if (a.empty_input) {
            return "There is no output to explain: stdout and stderr are empty. Check the "
                   "capture: most tools print failures on stderr, so pass --stderr too or "
                   "pipe both (cmd 2>&1 | loopclose --exit-code $?). " +
                   exit_hint(a.exit_code);
        }
        return "No known failure pattern matched; the last lines of the output are below. "
               "Read them for the failure (a --rules file can teach loopclose this tool). " +
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

namespace {

// "src/a.c:12", "src/a.c", or empty.
std::string place(const std::string& file, std::uint32_t line) {
    if (file.empty()) {
        return {};
    }
    return line == 0 ? file : file + ":" + std::to_string(line);
}

// What to do first, from what was found: the first item's place (for a failing test,
// the code that raised before the test), and the command that checks the fix.
std::string next_step(const Analysis& a) {
    if (!a.primary) {
        return "Read the last lines above for the error, fix its cause, then re-run the "
               "command to verify.";
    }
    const Kind primary = *a.primary;
    const Evidence* first = nullptr;
    for (const auto& item : a.evidence) {
        if (item.kind == primary &&
            (first == nullptr || (first->file.empty() && !item.file.empty()))) {
            first = &item;
        }
    }
    const std::string where = first == nullptr ? std::string() : place(first->file, first->line);
    switch (primary) {
    case Kind::test_failure: {
        std::string text = "Start with ";
        if (first != nullptr && !first->origin_file.empty()) {
            text += place(first->origin_file, first->origin_line) +
                    ", where the failing test's error was raised, and fix the code under test "
                    "there (change the test at " +
                    (where.empty() ? std::string("its file") : where) +
                    " only if its expectation is wrong)";
        } else {
            text += where.empty() ? std::string("the first failing test")
                                  : "the first failing test at " + where;
            text += ": read its message, then fix the code under test (or the test, if its "
                    "expectation is wrong)";
        }
        const std::string command = first == nullptr ? std::string() : rerun_command(*first);
        return text + (command.empty() ? ". Then re-run the failing tests to verify."
                                       : ". Then re-run it: " + command);
    }
    case Kind::typecheck_error:
    case Kind::syntax_error:
    case Kind::compile_error:
    case Kind::lint_error: {
        std::string text = where.empty() ? std::string("Fix the first error listed")
                                         : "Fix the first error, at " + where;
        text += " (later errors often follow from it)";
        const std::string command = first == nullptr ? std::string() : recheck_command(*first);
        return text + (command.empty() ? ", then re-run the build to verify."
                                       : ", then re-check: " + command);
    }
    default:
        break;
    }
    return (where.empty() ? std::string("Fix the cause shown above")
                          : "Fix the cause shown at " + where) +
           ", then re-run the failing command to verify.";
}

// "12,345,678": byte counts people read.
std::string with_commas(std::uint64_t n) {
    std::string digits = std::to_string(n);
    for (std::size_t k = digits.size(); k > 3; k -= 3) {
        digits.insert(k - 3, ",");
    }
    return digits;
}

// "Input: stdout: last 1,000,000 of 48,211,003 bytes read (…)" when a start was cut.
std::string truncation_note(const Analysis& a) {
    std::string note;
    const auto one = [&](std::string_view name, bool cut, std::uint64_t kept, std::uint64_t read) {
        if (cut) {
            note += note.empty() ? "Input cut: " : "; ";
            note += std::string(name) + ": last " + with_commas(kept) +
                    (read > kept ? " of " + with_commas(read) + " bytes read"
                                 : " bytes kept, earlier output dropped");
        }
    };
    one("stdout", a.stdout_truncated, a.stdout_kept, a.stdout_read);
    one("stderr", a.stderr_truncated, a.stderr_kept, a.stderr_read);
    if (!note.empty()) {
        note += " (the start was not analysed; raise --max-chars to read more).\n\n";
    }
    return note;
}

// The last lines of each stream, for a report that recognised nothing.
std::string tail_section(const Analysis& a) {
    std::string out;
    const auto one = [&](std::string_view name, const std::vector<std::string>& lines) {
        if (lines.empty()) {
            return;
        }
        out += "\n## Last lines of " + std::string(name) + ":\n";
        for (const auto& line : lines) {
            out += "    " + line + "\n";
        }
    };
    one("stderr", a.stderr_tail);
    one("stdout", a.stdout_tail);
    return out;
}

} // namespace

std::string render_next_prompt(const Analysis& a) {
    std::string out;
    if (a.promise_status == PromiseStatus::claimed_done_but_failing) {
        out += "# Claimed done but failing: the output claims <promise>" + a.promise +
               "</promise> while the run failed\n\n";
    }
    if (a.empty_input && !a.primary && (!a.exit_code || *a.exit_code != 0)) {
        out += "# No input: stdout and stderr are empty (" + exit_text(a) + ")\n\n";
        out += "## Fix by:\n" + suggest_fix(a) + "\n";
        return out;
    }
    if (!a.primary && !a.failed) {
        out += "# No stall detected (" + exit_text(a) + ")\n\n";
        out += truncation_note(a);
        if (!a.exit_code) {
            out += "No blocking evidence was found, but the exit code is unknown: pass "
                   "--exit-code to tell a failure from a pass.\n";
            out += tail_section(a);
            return out;
        }
        out += "No blocking evidence was found. Proceed with the next step.\n";
        if (a.promise_status == PromiseStatus::missing) {
            out += "\nThe completion promise <promise>" + a.promise +
                   "</promise> was not found in the output: the gate is not passed yet.\n";
        }
        return out;
    }
    const std::string reason =
        a.primary ? a.stall_reason : std::string("no known failure pattern matched");
    out += "# Stall detected: " + reason + " (" + exit_text(a) + ")\n\n";
    out += truncation_note(a);
    out += "## Fix by:\n" + suggest_fix(a) + "\n";
    if (!a.primary) {
        out += tail_section(a);
    }
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
        const std::size_t limit = a.prompt_limit == 0 ? items.size() : a.prompt_limit;
        std::size_t listed = 0;
        for (; listed < items.size() && listed < limit; ++listed) {
            out += format_item(*items[listed]) + "\n";
        }
        if (total > listed) {
            out += "… and " + std::to_string(total - listed) + " more";
            out += listed < items.size() ? " (--limit 0 lists all)\n"
                                         : " (the report keeps 1000 of a kind)\n";
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
        // "./src/a.rs" and "src/a.rs" are one file.
        const auto add_file = [&](const std::string& file) {
            if (!file.empty()) {
                files.insert(starts_with(file, "./") ? file.substr(2) : file);
            }
        };
        for (const auto& item : a.evidence) {
            add_file(item.file);
            add_file(item.origin_file);
        }
        // One file printed both ways (pytest --tb=native: "/w/tests/a.py" and
        // "tests/a.py") is listed once, as the relative path.
        if (files.size() <= 1000) {
            std::erase_if(files, [&](const std::string& path) {
                return !path.empty() && path.front() == '/' &&
                       std::any_of(files.begin(), files.end(), [&](const std::string& other) {
                           return !other.empty() && other.front() != '/' &&
                                  path.size() > other.size() && path.ends_with(other) &&
                                  path[path.size() - other.size() - 1] == '/';
                       });
            });
        }
        if (!files.empty()) {
            // With failing tests, say which files are tests and which the code they test.
            const bool tests = primary == Kind::test_failure;
            out += "\n## Files touched:\n";
            std::size_t shown = 0;
            for (const auto& file : files) {
                if (shown++ == k_max_prompt_files) {
                    out += "… and " + std::to_string(files.size() - k_max_prompt_files) + " more\n";
                    break;
                }
                out += "- " + file +
                       (tests ? (is_test_path(file) ? " (test)" : " (code under test)") : "") +
                       "\n";
            }
        }
    }
    if (!a.reports.empty()) {
        out += "\n## Reports read:\n";
        for (const ReportSummary& r : a.reports) {
            out += "- " + r.name + ": " + report_summary_text(r) + "\n";
        }
    }
    out += "\n## Next step:\n" + next_step(a) + "\n";
    return out;
}

// "JUnit XML from pytest: 12 tests, 2 failures, 1 error, 3 skipped" and what was cut.
std::string report_summary_text(const ReportSummary& r) {
    // A dialect read by another format's reader names itself ("Checkstyle XML", read
    // with the JUnit XML reader).
    const bool dialect = r.producer.ends_with(" XML") || r.producer.ends_with(" JSON");
    std::string out(dialect ? r.producer : std::string(report_format_title(r.format)));
    if (!r.producer.empty() && !dialect) {
        out += " from " + r.producer;
    }
    std::vector<std::string> parts;
    const auto count = [&](std::size_t n, std::string_view one, std::string_view many) {
        if (n > 0) {
            parts.push_back(std::to_string(n) + " " + std::string(n == 1 ? one : many));
        }
    };
    count(r.tests, "test", "tests");
    count(r.failures, r.tests > 0 ? "failure" : "error", r.tests > 0 ? "failures" : "errors");
    count(r.errors, "error", "errors");
    count(r.skipped, "skipped", "skipped");
    count(r.warnings, "warning or note (advisory, not listed)",
          "warnings and notes (advisory, not listed)");
    if (parts.empty()) {
        parts.emplace_back("nothing failed");
    }
    out += ": ";
    for (std::size_t i = 0; i < parts.size(); ++i) {
        out += (i == 0 ? "" : ", ") + parts[i];
    }
    if (r.dropped > 0) {
        out += "; " + std::to_string(r.dropped) + " more findings not read";
    }
    if (r.truncated) {
        out += "; only the first " + std::to_string(r.bytes_read) + " of " +
               std::to_string(r.size) + " bytes were read";
    }
    return out;
}

nlohmann::ordered_json make_evidence_json(const Evidence& item) {
    nlohmann::ordered_json j;
    j["kind"] = kind_info(item.kind).id;
    j["file"] = item.file.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(item.file);
    j["line"] = item.line == 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(item.line);
    j["column"] = item.column == 0 ? nlohmann::ordered_json()
                                   : nlohmann::ordered_json(printed_column(item.column));
    j["label"] = item.label.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(item.label);
    j["snippet"] = item.snippet;
    j["stream"] = stream_name(item.stream);
    j["message"] =
        item.message.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(item.message);
    if (item.origin_file.empty()) {
        j["origin"] = nullptr;
    } else {
        j["origin"] = {{"file", item.origin_file},
                       {"line", item.origin_line == 0 ? nlohmann::ordered_json()
                                                      : nlohmann::ordered_json(item.origin_line)}};
    }
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
    if (!a.stderr_tail.empty() || !a.stdout_tail.empty()) {
        j["lastLines"] = {{"stderr", a.stderr_tail}, {"stdout", a.stdout_tail}};
    }
    if (a.promise_status != PromiseStatus::none) {
        j["promise"] = {{"token", a.promise}, {"status", promise_status_id(a.promise_status)}};
    }
    if (!a.reports.empty()) {
        j["reports"] = nlohmann::ordered_json::array();
        for (const ReportSummary& r : a.reports) {
            j["reports"].push_back(
                {{"file", r.name},
                 {"format", report_format_id(r.format)},
                 {"producer", r.producer.empty() ? nlohmann::ordered_json()
                                                 : nlohmann::ordered_json(r.producer)},
                 {"tests", r.tests},
                 {"failures", r.failures},
                 {"errors", r.errors},
                 {"skipped", r.skipped},
                 {"warnings", r.warnings},
                 {"truncated", r.truncated},
                 {"bytesRead", r.bytes_read},
                 {"size", r.size}});
        }
    }
    return j;
}

std::string render_report_json(const Analysis& a) {
    return make_report_json(a).dump(-1, ' ', false,
                                    nlohmann::ordered_json::error_handler_t::replace) +
           "\n";
}

} // namespace loopclose::core
