// SPDX-License-Identifier: MIT
// The MCP fuzz entry: one input is a session, newline-delimited JSON-RPC messages
// handed one by one to an McpServer serving the read-only loop_close tool (never
// loop_history: a fuzzer must not write files).
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace loopclose::fuzz {

// At most this many lines of one input are handled (the rest is ignored).
inline constexpr std::size_t k_max_mcp_session_lines = 64;

// Runs the session twice on fresh servers. handle_line must never throw; every
// response is one line of valid UTF-8 JSON (an object with jsonrpc "2.0" and a result
// or an error, or a batch array), and both runs answer alike. Returns the first
// broken invariant, or an empty string.
std::string check_mcp_session(std::span<const std::uint8_t> data);

} // namespace loopclose::fuzz
