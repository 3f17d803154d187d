// SPDX-License-Identifier: MIT
#include "cli/app.hpp"

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/io.hpp"
#include "cli/usage_errors.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <csignal>
#include <string>
#include <string_view>
#include <vector>

#ifndef LOOPCLOSE_VERSION
#define LOOPCLOSE_VERSION "0.0.0"
#endif

namespace loopclose::cli {

namespace {

// Subcommand names; an option in first position means "check".
const std::vector<std::string> k_commands{"check", "run", "history", "detectors",
                                          "tools", "mcp", "rules",   "help"};

bool is_subcommand(const std::string& word) {
    return std::find(k_commands.begin(), k_commands.end(), word) != k_commands.end();
}

bool is_top_level_flag(const std::string& word) {
    return word == "--help" || word == "-h" || word == "--version" || word == "-V";
}

// CLI11 has no default subcommand: insert "check" when the first word is an option
// other than the top-level --help/--version. A first word that is neither an option
// nor a subcommand is a misspelt subcommand (check takes no positional arguments).
std::vector<std::string> with_default_command(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && !args[0].empty() && args[0][0] != '-' && !is_subcommand(args[0])) {
        throw unknown_command_error(args[0], k_commands);
    }
    if (args.empty() || (!is_subcommand(args[0]) && !is_top_level_flag(args[0]))) {
        args.insert(args.begin(), "check");
    }
    return args;
}

// The options section of `sub`'s help, without its own -h,--help line.
std::string options_section(const CLI::App& sub) {
    const std::string help = sub.help();
    const std::size_t start = help.find("Options:\n");
    if (start == std::string::npos) {
        return {};
    }
    std::string out;
    std::size_t line_start = help.find('\n', start) + 1;
    while (line_start < help.size()) {
        std::size_t end = help.find('\n', line_start);
        end = end == std::string::npos ? help.size() : end;
        const std::string line = help.substr(line_start, end - line_start);
        if (line.empty()) {
            break;
        }
        if (line.find("--help") == std::string::npos) {
            out += line + "\n";
        }
        line_start = end + 1;
    }
    return out;
}

// The top-level help also lists the options of check, the default command, so that
// `loopclose --help` shows --stdout, --stderr and --exit-code.
std::string top_level_help(const CLI::App& app) {
    // The formatter directly: app.help() would show a parsed subcommand's (help's) own.
    std::string help =
        app.get_formatter()->make_help(&app, "loopclose", CLI::AppFormatMode::Normal);
    const std::size_t subcommands = help.find("\nSubcommands:\n");
    if (subcommands != std::string::npos) {
        help.insert(subcommands + 1, "Options of check, the default command:\n" +
                                         options_section(*app.get_subcommand("check")) + "\n");
    }
    return help;
}

// The help CLI11 was asked for: the parsed subcommand's, else the top level's.
std::string requested_help(const CLI::App& app) {
    return app.get_subcommands().empty() ? top_level_help(app) : app.help();
}

// `loopclose help [COMMAND]`: the same text as `loopclose [COMMAND] --help`.
void add_help_command(CLI::App& app) {
    auto topic = std::make_shared<std::string>();
    CLI::App* cmd = app.add_subcommand("help", "Show the help of loopclose or of a command");
    cmd->add_option("command", *topic, "The command whose help to show")->type_name("COMMAND");
    cmd->callback([&app, topic] {
        if (topic->empty()) {
            (void)write_stdout(top_level_help(app));
            return;
        }
        if (!is_subcommand(*topic)) {
            throw unknown_command_error(*topic, k_commands);
        }
        (void)write_stdout(app.get_subcommand(*topic)->help("loopclose"));
    });
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
    app.footer("Run 'loopclose help COMMAND' (or 'loopclose COMMAND --help') for a command's "
               "options; 'man loopclose' for the full manual.\nExit status: 0 clean or go on, 1 "
               "failure found or halt, 2 error; run exits with the command's status (3: the loop "
               "halted).");
    // Only the command being run has its options built (each command's options cost
    // as much to set up as a small run costs to analyse); the top-level help and the
    // help command describe them all.
    std::vector<std::string> args;
    try {
        args = with_default_command(argc, argv);
    } catch (const CliError& e) {
        write_stderr(e.message() + "\n");
        return static_cast<int>(ExitStatus::error);
    }
    const std::string first = args.front(); // with_default_command names one
    const bool all = !is_subcommand(first) || first == "help";
    const auto wanted = [&](std::string_view name) { return all || first == name; };
    if (wanted("check")) {
        add_check_command(app, status);
    }
    if (wanted("detectors")) {
        add_detectors_command(app, status);
    }
    if (wanted("tools")) {
        add_tools_command(app, status);
    }
    if (wanted("history")) {
        add_history_command(app, status);
    }
    std::vector<std::string> command;
    CLI::App* run_app = wanted("run") ? add_run_command(app, status, command) : nullptr;
    if (wanted("mcp")) {
        add_mcp_command(app, status);
    }
    if (wanted("rules")) {
        add_rules_command(app, status);
    }
    add_help_command(app);

    std::string sub_name;
    try {
        sub_name = is_subcommand(args.front()) ? args.front() : "";
        if (sub_name == "run") {
            std::vector<std::string> run_args(args.begin() + 1, args.end());
            command = split_run_command(*run_app, run_args);
            run_args.insert(run_args.begin(), "run");
            args = std::move(run_args);
        }
        std::reverse(args.begin(), args.end()); // CLI11 takes the vector back to front
        app.parse(args);
    } catch (const CLI::CallForHelp& e) {
        write_stdout(requested_help(app));
        return 0;
    } catch (const CLI::CallForAllHelp& e) {
        write_stdout(app.help("", CLI::AppFormatMode::All));
        return 0;
    } catch (const CLI::CallForVersion& e) {
        write_stdout(std::string(e.what()) + "\n");
        return 0;
    } catch (const CLI::ParseError& e) {
        write_stderr(usage_error(e, app, sub_name).message() + "\n");
        return static_cast<int>(ExitStatus::error);
    } catch (const CliError& e) {
        write_stderr(e.message() + "\n");
        return static_cast<int>(ExitStatus::error);
    } catch (const std::exception& e) {
        write_stderr(error_message(e.what(), "please report this as a bug") + "\n");
        return static_cast<int>(ExitStatus::error);
    }
    return status;
}

} // namespace loopclose::cli
