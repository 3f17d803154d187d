// SPDX-License-Identifier: MIT
// The MCP server's message handling (PRODUCT §1.4): one JSON-RPC 2.0 message (or
// batch) in, the response line out. No I/O here: mcp_command.cpp frames the lines
// on stdin/stdout, the tools themselves live in mcp_tools.cpp.
#pragma once

#include <cstddef>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::cli {

// A message line longer than this (16 MiB, newline excluded) is refused with a
// -32600 error and skipped; the server goes on with the next line.
inline constexpr std::size_t k_max_mcp_message_bytes = 16U * 1024U * 1024U;
// Arrays and objects nested deeper than this are refused with -32600.
inline constexpr std::size_t k_max_mcp_nesting = 64;

// Protocol versions this server speaks, newest first.
inline constexpr std::string_view k_mcp_versions[] = {"2025-11-25", "2025-06-18", "2025-03-26",
                                                      "2024-11-05"};

// JSON-RPC error codes.
inline constexpr int k_parse_error = -32700;
inline constexpr int k_invalid_request = -32600;
inline constexpr int k_method_not_found = -32601;
inline constexpr int k_invalid_params = -32602;
inline constexpr int k_internal_error = -32603;

// What a tool call returns: a CallToolResult object (content, structuredContent,
// isError). A tool reports its own failures in it, never by throwing.
using ToolHandler = std::function<nlohmann::ordered_json(const nlohmann::json& arguments)>;

// One tool: its tools/list entry and the function that runs it.
struct McpTool {
    nlohmann::ordered_json definition; // name, title, description, inputSchema…
    ToolHandler handler;
};

class McpServer {
  public:
    McpServer(std::string version, std::vector<McpTool> tools);

    // Handles one line (without its newline). Returns the response line without a
    // newline, or "" when none is due (notifications, responses, blank lines).
    // Never throws: malformed input gives a JSON-RPC error response.
    std::string handle_line(std::string_view line);

    // The error response for a line longer than k_max_mcp_message_bytes.
    static std::string oversize_response();

    // The version agreed by the last initialize; "" before one.
    const std::string& protocol_version() const { return m_protocol_version; }

  private:
    nlohmann::ordered_json handle_message(const nlohmann::json& message);
    nlohmann::ordered_json dispatch(const std::string& method, const nlohmann::json& params,
                                    const nlohmann::json& id);
    nlohmann::ordered_json initialize(const nlohmann::json& params, const nlohmann::json& id);
    nlohmann::ordered_json list_tools(const nlohmann::json& id) const;
    nlohmann::ordered_json call_tool(const nlohmann::json& params, const nlohmann::json& id);

    std::string m_version;
    std::vector<McpTool> m_tools;
    std::string m_protocol_version;
};

// The protocol version to answer for a client's `requested` one: the same when this
// server supports it, else the newest this server knows.
std::string negotiate_protocol_version(std::string_view requested);

// True when `text` nests arrays/objects deeper than `limit` (strings are skipped).
bool nests_deeper_than(std::string_view text, std::size_t limit);

} // namespace loopclose::cli
