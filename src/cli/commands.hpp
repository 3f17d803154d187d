// SPDX-License-Identifier: MIT
// One function per subcommand (one file each): declares its options on `root` and
// sets the callback that runs it, storing the exit status in `status`.
#pragma once

#include <CLI/CLI.hpp>

namespace loopclose::cli {

CLI::App* add_check_command(CLI::App& root, int& status);
CLI::App* add_detectors_command(CLI::App& root, int& status);
CLI::App* add_history_command(CLI::App& root, int& status);
CLI::App* add_run_command(CLI::App& root, int& status);
CLI::App* add_mcp_command(CLI::App& root, int& status);

} // namespace loopclose::cli
