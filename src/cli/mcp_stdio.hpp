// SPDX-License-Identifier: MIT
// The stdio transport of `loopclose mcp`: newline-delimited messages in, one
// response line per request out, bounded memory.
#pragma once

#include "cli/mcp_server.hpp"

#include <functional>
#include <string_view>

namespace loopclose::cli {

// Writes one response line (newline included); false when the reader has gone.
using LineWriter = std::function<bool(std::string_view line)>;
// Reports a problem worth a log line (on stderr, never on the protocol stream).
using LogWriter = std::function<void(std::string_view text)>;

// Reads messages from `fd` until end of file, hands each line (a trailing "\r"
// stripped) to `server` and writes its responses. A line longer than
// k_max_mcp_message_bytes is skipped without being buffered whole, and answered
// with McpServer::oversize_response(). A last line without a newline still counts.
// Returns 0 at end of file or when the writer fails; throws CliError when `fd`
// cannot be read.
int serve_stdio(int fd, McpServer& server, const LineWriter& write_line, const LogWriter& log);

} // namespace loopclose::cli
