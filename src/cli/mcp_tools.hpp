// SPDX-License-Identifier: MIT
// The MCP tools: loop_close (analyze captured output, read-only) and their input
// checking. Each returns a CallToolResult; bad arguments give isError results.
#pragma once

#include "cli/mcp_server.hpp"

#include <nlohmann/json.hpp>
#include <vector>

namespace loopclose::cli {

// The tools `loopclose mcp` serves, in tools/list order.
std::vector<McpTool> make_mcp_tools();

// The loop_close tool: definition and handler.
McpTool make_loop_close_tool();

// Runs loop_close on `arguments` ({stdout, stderr, exitCode, detectors, promise,
// maxChars}): the JSON report as structuredContent and as text. Bad arguments give
// an isError result naming the problem.
nlohmann::ordered_json call_loop_close(const nlohmann::json& arguments);

// A CallToolResult with isError true and `message` as its text.
nlohmann::ordered_json tool_error(const std::string& message);

} // namespace loopclose::cli
