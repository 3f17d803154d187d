// SPDX-License-Identifier: MIT
// One function per subcommand (one file each): declares its options on `root` and
// sets the callback that runs it, storing the exit status in `status`.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace loopclose::cli {

CLI::App* add_check_command(CLI::App& root, int& status);
CLI::App* add_detectors_command(CLI::App& root, int& status);
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

} // namespace loopclose::cli
