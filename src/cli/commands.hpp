// SPDX-License-Identifier: MIT
// The CLI11 side of the command line, included only by the files that build the app
// (app.cpp, one file per subcommand, command_options.cpp): one function per subcommand
// declares its options on `root` and sets the callback that runs it, storing the exit
// status in `status`; the options several subcommands share; CLI11's parse errors in
// loopclose's words. CLI11 is only named here: the files that call these include
// <CLI/CLI.hpp>, the rest of the CLI never parses it.
#pragma once

#include "cli/errors.hpp"

#include <string>
#include <vector>

namespace CLI {
class App;
class ParseError;
} // namespace CLI

namespace loopclose::cli {

struct HistoryOptions;
struct InputOptions;
struct StyleOptions;

CLI::App* add_check_command(CLI::App& root, int& status);
CLI::App* add_detectors_command(CLI::App& root, int& status);
CLI::App* add_tools_command(CLI::App& root, int& status);
// A subcommand that prints a table as text or JSON (--format): detectors, tools.
CLI::App* add_listing_command(CLI::App& root, int& status, const std::string& name,
                              const std::string& description, std::string (*text)(),
                              std::string (*json)());
CLI::App* add_history_command(CLI::App& root, int& status);
// `command` is filled by split_run_command before parsing; the callback runs it.
CLI::App* add_run_command(CLI::App& root, int& status, const std::vector<std::string>& command);
CLI::App* add_mcp_command(CLI::App& root, int& status);
CLI::App* add_rules_command(CLI::App& root, int& status);

// Splits `args` (the words after "run") into run's own options, which stay in `args`
// for CLI11, and the command, which is returned byte for byte: everything after "--",
// or from the first word that is not an option of `run_app` (nor an option's value).
// An unknown option before the command stays in `args`, where CLI11 rejects it.
std::vector<std::string> split_run_command(const CLI::App& run_app, std::vector<std::string>& args);

// Declares --stdout, --stderr, --exit-code, --detectors, --max-chars, --rules and
// --limit on `app`.
void add_input_options(CLI::App& app, InputOptions& options);

// Declares --rules, --limit, --report and --report-format on `app` (part of
// add_input_options; run declares them alone).
void add_rules_options(CLI::App& app, InputOptions& options);

// Declares --format with the given choices into `format_text`.
void add_format_option(CLI::App& app, std::string& format_text,
                       const std::vector<std::string>& choices);

// Declares --color and -q/--quiet on `app`.
void add_style_options(CLI::App& app, StyleOptions& options);

// Declares the threshold, artifact and dead-letter options (and --state, required
// when `state_required`).
void add_history_options(CLI::App& app, HistoryOptions& options, bool state_required);

// The CliError for a CLI11 parse error thrown while `root` parsed the subcommand
// `sub_name` ("" for the top level), whose help the hint names.
CliError usage_error(const CLI::ParseError& error, const CLI::App& root,
                     const std::string& sub_name);

} // namespace loopclose::cli
