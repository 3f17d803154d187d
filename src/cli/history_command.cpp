// SPDX-License-Identifier: MIT
// `loopclose history`: record a run in the state file and decide whether the fix
// loop goes on; or --show, --reset, --stop the state.
#include "cli/colour.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/history_options.hpp"
#include "cli/options.hpp"
#include "cli/state_file.hpp"
#include "core/history_report.hpp"
#include "core/report.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <unistd.h>

namespace loopclose::cli {

namespace {

struct HistoryCommandOptions {
    InputOptions input;
    HistoryOptions history;
    std::string format = "text";
    std::string promise;
    bool show = false;
    bool reset = false;
    bool stop = false;
    StyleOptions style;
};

void show_state(const HistoryCommandOptions& o, const core::Thresholds& thresholds) {
    const std::optional<State> state = load_state(o.history.state);
    if (!state) {
        throw CliError("state file '" + o.history.state + "' does not exist",
                       "record a run first: loopclose history --state " +
                           core::shell_quote(o.history.state) + " --stdout FILE --exit-code N");
    }
    if (o.format == "json") {
        nlohmann::ordered_json j;
        j["schema"] = "loopclose.history-state/1";
        j["state"] = o.history.state;
        j["thresholds"] = core::thresholds_json(thresholds);
        j["stopRequested"] = state->stop_requested;
        j["lastCycleId"] = state->last_cycle_id;
        j["entries"] = nlohmann::ordered_json::array();
        for (const auto& e : state->entries) {
            j["entries"].push_back(entry_json(e));
        }
        (void)write_stdout(
            j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
        return;
    }
    (void)write_stdout(core::render_state_text(state->entries, state->stop_requested, thresholds,
                                               o.history.state));
}

// --reset and --stop: a read-modify-write under the lock. A corrupt or unknown-version
// file is refused (load_state throws) rather than overwritten.
void change_state(const HistoryCommandOptions& o) {
    StateLock lock(o.history.state);
    State state = load_state(o.history.state).value_or(State{});
    const std::size_t cleared = state.entries.size();
    if (o.reset) {
        state.entries.clear();
        state.stop_requested = false;
    } else {
        state.stop_requested = true;
    }
    save_state(o.history.state, state);
    (void)write_stdout(o.reset ? "History reset: " + std::to_string(cleared) +
                                     " entries removed from " + o.history.state + "\n"
                               : "Stop requested: the next run recorded in " + o.history.state +
                                     " halts with user_stop (until --reset)\n");
}

void record(const HistoryCommandOptions& o, const core::Thresholds& thresholds, int& status) {
    const std::string artifact = resolve_artifact(o.history);
    LoadedInput input = load_input(o.input);
    input.analyze.promise = o.promise;
    const core::Analysis analysis = core::analyze(input.run_input(), input.analyze);
    const Recorded recorded = record_history(o.history, thresholds, analysis, input.run_input(),
                                             input.analyze.max_chars, artifact, o.format == "json");
    if (!o.style.quiet) {
        const bool colour = o.format != "json" && use_colour(o.style.color, STDOUT_FILENO);
        (void)write_stdout(colour ? colourize_report(recorded.rendered) : recorded.rendered);
    }
    status = recorded.status;
}

} // namespace

CLI::App* add_history_command(CLI::App& root, int& status) {
    auto o = std::make_shared<HistoryCommandOptions>();
    CLI::App* cmd = root.add_subcommand(
        "history", "Record a run in a state file and tell whether the fix loop should go on");
    add_input_options(*cmd, o->input);
    add_history_options(*cmd, o->history, true);
    add_format_option(*cmd, o->format, {"text", "json"});
    cmd->add_option("--promise", o->promise,
                    "Completion token: the cycle completes only when the output has "
                    "<promise>TOKEN</promise> and the run is clean")
        ->type_name("TOKEN");
    add_style_options(*cmd, o->style);
    CLI::Option* show =
        cmd->add_flag("--show", o->show, "Print the state and the effective thresholds");
    CLI::Option* reset = cmd->add_flag("--reset", o->reset, "Clear the state: a new cycle starts");
    CLI::Option* stop = cmd->add_flag("--stop", o->stop,
                                      "Make every recorded run halt with user_stop until --reset");
    show->excludes(reset)->excludes(stop);
    reset->excludes(stop);
    for (CLI::Option* admin : {show, reset, stop}) {
        for (const char* input : {"--stdout", "--stderr", "--exit-code", "--promise"}) {
            admin->excludes(input);
        }
    }
    cmd->callback([o, &status] {
        const core::Thresholds thresholds = resolve_thresholds(o->history);
        if (o->show) {
            show_state(*o, thresholds);
        } else if (o->reset || o->stop) {
            change_state(*o);
        } else {
            record(*o, thresholds, status);
        }
    });
    return cmd;
}

} // namespace loopclose::cli
