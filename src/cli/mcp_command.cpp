// SPDX-License-Identifier: MIT
// `loopclose mcp`: an MCP server on standard input and output.
#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/mcp_server.hpp"
#include "cli/mcp_stdio.hpp"
#include "cli/mcp_tools.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <unistd.h>

#ifndef LOOPCLOSE_VERSION
#define LOOPCLOSE_VERSION "0.0.0"
#endif

namespace loopclose::cli {

CLI::App* add_mcp_command(CLI::App& root, int& status) {
    CLI::App* cmd = root.add_subcommand(
        "mcp", "Serve the loop_close and loop_history tools over MCP on standard input and output");
    auto state = std::make_shared<std::string>();
    cmd->add_option("--state", *state,
                    "History state file loop_history uses when a call names none")
        ->type_name("FILE");
    cmd->callback([state, &status] {
        McpServer server(LOOPCLOSE_VERSION, make_mcp_tools(*state));
        status = serve_stdio(
            STDIN_FILENO, server, [](std::string_view line) { return write_stdout(line); },
            [](std::string_view text) { write_stderr(std::string(text) + "\n"); });
    });
    return cmd;
}

} // namespace loopclose::cli
