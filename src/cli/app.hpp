// SPDX-License-Identifier: MIT
// The loopclose command line: parses argv, runs a subcommand, maps errors to exit 2.
#pragma once

namespace loopclose::cli {

// Runs loopclose with these arguments; returns the process exit status.
int run(int argc, char** argv);

} // namespace loopclose::cli
