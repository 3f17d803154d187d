// SPDX-License-Identifier: MIT
// The MCP fuzz entry: one input is a session, newline-delimited JSON-RPC messages
// handed one by one to an McpServer serving the read-only loop_close tool (never
// loop_history: a fuzzer must not write files).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace loopclose::fuzz {

// At most this many lines of one input are handled (the rest is ignored).
inline constexpr std::size_t k_max_mcp_session_lines = 64;

// The invariant every response line keeps: one line of valid UTF-8 JSON, an object with
// "jsonrpc": "2.0" and exactly one of "result" and "error", or a non-empty batch array of
// such objects. Returns what is broken, or an empty string.
std::string check_mcp_response(std::string_view response);

// The hot check (fuzz_mcp): runs the session once on a fresh server. handle_line must
// never throw; every response is one line of valid UTF-8 JSON (an object with jsonrpc
// "2.0" and a result or an error, or a batch array). Returns the first broken
// invariant, or an empty string.
std::string check_mcp_session_fast(std::span<const std::uint8_t> data);

// The full check (fuzz_mcp_full and the replay test): the above, then the session
// again on a second fresh server, which must answer alike.
std::string check_mcp_session(std::span<const std::uint8_t> data);

} // namespace loopclose::fuzz
