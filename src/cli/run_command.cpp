// SPDX-License-Identifier: MIT
// `loopclose run -- COMMAND [ARGS…]`: run a command with its output passing through,
// then report on it (and record it in history with --state), exiting with the
// command's own status.
#include "cli/colour.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/history_options.hpp"
#include "cli/options.hpp"
#include "cli/process.hpp"
#include "cli/report_files.hpp"
#include "cli/state_file.hpp"
#include "core/report.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <unistd.h>

namespace loopclose::cli {

namespace {

struct RunOptions {
    HistoryOptions history;
    std::string format = "text";
    std::string output;
    std::string detectors;
    std::string max_chars;
    std::string promise;
    InputOptions rules; // only --rules and --limit are used
    StyleOptions style;
    std::vector<std::string> command;
};

std::string first_line(const std::string& text) {
    return text.substr(0, text.find('\n')) + "\n";
}

// Where the report goes: --output FILE (atomically, in full), else standard error
// ("-": standard output; by default standard output is the command's). On the
// terminal a passing run's text report is only `summary`, its headline; -q prints
// nothing.
void deliver(const RunOptions& o, Format format, std::string report, const std::string& summary,
             bool passed) {
    const bool text = format == Format::text;
    if (!o.output.empty() && o.output != "-") {
        write_file_atomic(o.output, text && use_colour(o.style.color, -1) ? colourize_report(report)
                                                                          : report);
        return;
    }
    if (o.style.quiet) {
        return;
    }
    const int fd = o.output == "-" ? STDOUT_FILENO : STDERR_FILENO;
    if (text && passed) {
        report = summary;
    }
    if (text && use_colour(o.style.color, fd)) {
        report = colourize_report(report);
    }
    if (fd == STDOUT_FILENO) {
        (void)write_stdout(report);
    } else {
        write_stderr(report);
    }
}

void run_command(const RunOptions& o, int& status) {
    if (o.command.empty()) {
        throw CliError("no command to run", "give it after '--': loopclose run -- npm test");
    }
    // Every option is checked, and the state file read once, before the command runs:
    // a bad value must not cost a whole test suite.
    core::AnalyzeOptions analyze;
    if (!o.max_chars.empty()) {
        analyze.max_chars = parse_bounded(o.max_chars, "--max-chars", 1, core::k_max_max_chars);
    }
    if (!o.detectors.empty()) {
        analyze.detectors = parse_detector_list(o.detectors);
    }
    analyze.promise = o.promise;
    const std::shared_ptr<const core::RuleSet> rules = load_rules(o.rules.rules);
    analyze.user_rules = rules.get();
    if (!o.rules.limit.empty()) {
        analyze.prompt_limit = parse_bounded(o.rules.limit, "--limit", 0, 1000000);
    }
    const Format format = parse_format(o.format);
    (void)parse_report_format(o.rules.report_format);
    core::Thresholds thresholds;
    std::string artifact;
    if (!o.history.state.empty()) {
        thresholds = resolve_thresholds(o.history);
        artifact = resolve_artifact(o.history);
        (void)load_state(o.history.state);
    }

    ChildResult child = run_child(o.command, analyze.max_chars, own_terminals());
    if (!child.started) {
        const std::string message =
            error_message("cannot run '" + o.command[0] + "': " + child.error,
                          child.status == 127 ? "check the command name and PATH"
                                              : "check the file's permissions") +
            "\n";
        write_stderr(message);
        child.err.data = message;
    }
    // The command has written its reports by now: the globs are expanded after it.
    const std::shared_ptr<const std::vector<core::ParsedReport>> reports =
        load_reports(o.rules.reports, o.rules.report_format);
    const core::RunInput input{child.out.data,      child.err.data,      child.status,
                               child.out.truncated, child.err.truncated, child.out.total,
                               child.err.total,     reports.get()};
    const core::Analysis analysis = core::analyze(input, analyze);
    const bool passed = check_exit_status(analysis, false) == static_cast<int>(ExitStatus::clean);
    if (o.history.state.empty()) {
        const std::string report = render_report(analysis, format);
        deliver(o, format, report, first_line(report), passed);
        status = child.status;
        return;
    }
    const Recorded recorded =
        record_history(o.history, thresholds, analysis, input, analyze.max_chars, artifact, false);
    deliver(o, format,
            render_report_with_history(analysis, format, recorded.event, recorded.rendered),
            first_line(recorded.rendered), passed && !recorded.halted);
    // A halt must show in $?: the command's own status cannot, as a failing command
    // fails in every iteration, halted or not.
    status = recorded.halted ? static_cast<int>(ExitStatus::loop_halted) : child.status;
}

} // namespace

CLI::App* add_run_command(CLI::App& root, int& status, const std::vector<std::string>& command) {
    auto o = std::make_shared<RunOptions>();
    CLI::App* cmd = root.add_subcommand(
        "run", "Run a command, pass its output through, then report on it (exits with the "
               "command's status)");
    add_history_options(*cmd, o->history, false);
    add_format_option(*cmd, o->format, {"text", "json", "sarif", "github"});
    cmd->add_option("--output", o->output,
                    "Write the report to FILE (atomically; '-' = standard output) instead of "
                    "standard error")
        ->type_name("FILE");
    cmd->add_option("--detectors", o->detectors,
                    "Run only these detectors (comma-separated ids, see 'loopclose detectors')")
        ->type_name("ID,ID,...");
    cmd->add_option("--max-chars", o->max_chars,
                    "Bytes kept from the end of each stream (default 1000000)")
        ->type_name("N");
    add_rules_options(*cmd, o->rules);
    cmd->add_option("--promise", o->promise,
                    "Completion token: pass only if the output has <promise>TOKEN</promise> "
                    "and the run is clean")
        ->type_name("TOKEN");
    add_style_options(*cmd, o->style);
    cmd->footer("Usage: loopclose run [OPTIONS] [--] COMMAND [ARGS...]\n"
                "The command is everything from the first word that is not an option above\n"
                "(or everything after '--'), passed to it byte for byte.\n"
                "Its output streams are pseudo-terminals where loopclose's are terminals\n"
                "(the window size follows), pipes otherwise; its input is loopclose's.\n"
                "With --state, JSON and SARIF reports stay one document: the history event\n"
                "is their \"history\" key, or runs[0].invocations[0].properties.loopcloseHistory.\n"
                "Exit status: the command's own (a signal death is 128+N); with --state, 3\n"
                "when the loop halted; 2 when loopclose cannot start (a bad option, a bad\n"
                "state file), before the command runs.");
    cmd->callback([o, &command, &status] {
        o->command = command;
        run_command(*o, status);
    });
    return cmd;
}

// The command is split off by hand rather than with CLI11's prefix_command(): CLI11
// 2.1 moves a positional past options it does not know (`gcc -o w2 w.c` became
// `gcc w2 w.c -o`), treats an unknown option before the command as the command, and
// keeps "--" in it. Here the rule is explicit: run's own options (and their values)
// first, then the command, untouched.
std::vector<std::string> split_run_command(const CLI::App& run_app,
                                           std::vector<std::string>& args) {
    std::size_t i = 0;
    while (i < args.size()) {
        const std::string& word = args[i];
        if (word == "--") {
            std::vector<std::string> command(args.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                             args.end());
            args.resize(i);
            return command;
        }
        if (word.size() < 2 || word[0] != '-') {
            break; // the command's first word ("-" alone is a word, not an option)
        }
        const std::size_t equals = word.find('=');
        const CLI::Option* option = run_app.get_option_no_throw(word.substr(0, equals));
        if (option == nullptr) {
            // Unknown: leave it, alone, to CLI11, which rejects it; nothing runs.
            args.resize(i + 1);
            return {};
        }
        ++i;
        // A value in the next word, unless given as --name=value; "--" is never a value.
        if (equals == std::string::npos && option->get_type_size_max() > 0 && i < args.size() &&
            args[i] != "--") {
            ++i;
        }
    }
    std::vector<std::string> command(args.begin() + static_cast<std::ptrdiff_t>(i), args.end());
    args.resize(i);
    return command;
}

} // namespace loopclose::cli
