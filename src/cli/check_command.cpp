// SPDX-License-Identifier: MIT
// `loopclose check`: analyze captured output and print the report.
#include "cli/colour.hpp"
#include "cli/commands.hpp"
#include "cli/options.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <unistd.h>

namespace loopclose::cli {

namespace {

struct CheckOptions {
    InputOptions input;
    std::string format = "text";
    std::string output;
    std::string promise;
    bool exit_zero = false;
    StyleOptions style;
};

} // namespace

CLI::App* add_check_command(CLI::App& root, int& status) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* cmd =
        root.add_subcommand("check", "Explain a captured failed run (the default command)");
    add_input_options(*cmd, options->input);
    add_format_option(*cmd, options->format, {"text", "json", "sarif", "github"});
    cmd->add_option("--output", options->output,
                    "Write the report to FILE (atomically; '-' = standard output, the default)")
        ->type_name("FILE");
    cmd->add_option("--promise", options->promise,
                    "Completion token: pass only if the output has <promise>TOKEN</promise> "
                    "and the run is clean")
        ->type_name("TOKEN");
    cmd->add_flag("--exit-zero", options->exit_zero,
                  "Exit 0 even when a failure is found (report-only steps)");
    add_style_options(*cmd, options->style);
    cmd->callback([options, &status] {
        LoadedInput input = load_input(options->input);
        input.analyze.promise = options->promise;
        const core::Analysis analysis = core::analyze(input.run_input(), input.analyze);
        const Format format = parse_format(options->format);
        const bool to_file = !options->output.empty() && options->output != "-";
        if (to_file || !options->style.quiet) {
            std::string report = render_report(analysis, format);
            if (format == Format::text &&
                use_colour(options->style.color, to_file ? -1 : STDOUT_FILENO)) {
                report = colourize_report(report);
            }
            emit(options->output, report);
        }
        status = check_exit_status(analysis, options->exit_zero);
    });
    return cmd;
}

} // namespace loopclose::cli
