// SPDX-License-Identifier: MIT
#include "cli/app.hpp"

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/io.hpp"

#include <CLI/CLI.hpp>
#include <csignal>
#include <string>
#include <vector>

#ifndef LOOPCLOSE_VERSION
#define LOOPCLOSE_VERSION "0.0.0"
#endif

namespace loopclose::cli {

namespace {

// Subcommand names; anything else in first position means "check".
bool is_subcommand(const std::string& word) {
    static const std::vector<std::string> k_names{"check", "run", "history", "detectors", "mcp"};
    for (const auto& name : k_names) {
        if (word == name) {
            return true;
        }
    }
    return false;
}

// CLI11 has no default subcommand: insert "check" when the first word is an option
// other than the top-level --help/--version.
std::vector<std::string> with_default_command(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    const bool top_level_flag = !args.empty() && (args[0] == "--help" || args[0] == "-h" ||
                                                  args[0] == "--version" || args[0] == "-V");
    if ((args.empty() || !is_subcommand(args[0])) && !top_level_flag) {
        args.insert(args.begin(), "check");
    }
    return args;
}

std::string error_line(const std::string& what, const std::string& fix) {
    return error_message(what, fix) + "\n";
}

} // namespace

int run(int argc, char** argv) {
    // A closed pipe must end the program quietly, not kill it with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    int status = 0;
    CLI::App app{"loopclose — explain why a build, test or lint run failed, and tell when a "
                 "fix loop goes round in circles",
                 "loopclose"};
    app.set_version_flag("-V,--version", "loopclose " LOOPCLOSE_VERSION);
    app.require_subcommand(0, 1);
    app.footer("Run 'loopclose COMMAND --help' for a command's options; 'man loopclose' for "
               "the full manual.\nExit status: 0 clean or go on, 1 failure found or halt, 2 "
               "error.");
    add_check_command(app, status);
    add_detectors_command(app, status);
    add_history_command(app, status);
    std::vector<std::string> command;
    CLI::App* run_app = add_run_command(app, status, command);
    add_mcp_command(app, status);

    std::vector<std::string> args = with_default_command(argc, argv);
    if (args.front() == "run") {
        std::vector<std::string> run_args(args.begin() + 1, args.end());
        command = split_run_command(*run_app, run_args);
        run_args.insert(run_args.begin(), "run");
        args = std::move(run_args);
    }
    std::reverse(args.begin(), args.end()); // CLI11 takes the vector back to front
    try {
        app.parse(args);
    } catch (const CLI::CallForHelp& e) {
        write_stdout(app.help());
        return 0;
    } catch (const CLI::CallForAllHelp& e) {
        write_stdout(app.help("", CLI::AppFormatMode::All));
        return 0;
    } catch (const CLI::CallForVersion& e) {
        write_stdout(std::string(e.what()) + "\n");
        return 0;
    } catch (const CLI::ParseError& e) {
        write_stderr(error_line(e.what(), "run 'loopclose --help' for usage"));
        return static_cast<int>(ExitStatus::error);
    } catch (const CliError& e) {
        write_stderr(error_line(e.what(), e.fix()));
        return static_cast<int>(ExitStatus::error);
    } catch (const std::exception& e) {
        write_stderr(error_line(e.what(), "please report this as a bug"));
        return static_cast<int>(ExitStatus::error);
    }
    return status;
}

} // namespace loopclose::cli
