// SPDX-License-Identifier: MIT
#include "cli/mcp_stdio.hpp"

#include "cli/errors.hpp"

#include <cerrno>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

namespace loopclose::cli {

namespace {

constexpr std::size_t k_read_chunk = 1 << 16;

// Splits the input into lines and drops the ones over the size bound.
class LineFramer {
  public:
    LineFramer(McpServer& server, const LineWriter& write_line, const LogWriter& log)
        : m_server(server), m_write_line(write_line), m_log(log) {}

    // Feeds bytes; false once the writer failed.
    bool feed(std::string_view bytes) {
        while (!bytes.empty()) {
            const std::size_t newline = bytes.find('\n');
            const std::string_view part = bytes.substr(0, newline);
            if (!m_skipping) {
                m_pending.append(part);
                if (m_pending.size() > k_max_mcp_message_bytes) {
                    // Keep reading to the newline, but never hold more than the bound.
                    m_skipping = true;
                    m_pending.clear();
                    m_pending.shrink_to_fit();
                }
            }
            if (newline == std::string_view::npos) {
                return true;
            }
            bytes.remove_prefix(newline + 1);
            if (!finish_line()) {
                return false;
            }
        }
        return true;
    }

    // End of input: a last line without its newline is still a message.
    bool finish() {
        if (m_pending.empty() && !m_skipping) {
            return true;
        }
        return finish_line();
    }

  private:
    bool finish_line() {
        std::string response;
        if (m_skipping) {
            m_log("loopclose mcp: skipped a message larger than " +
                  std::to_string(k_max_mcp_message_bytes) + " bytes");
            response = McpServer::oversize_response();
        } else {
            std::string_view line = m_pending;
            if (!line.empty() && line.back() == '\r') {
                line.remove_suffix(1);
            }
            response = m_server.handle_line(line);
        }
        m_skipping = false;
        m_pending.clear();
        if (response.empty()) {
            return true;
        }
        response += '\n';
        return m_write_line(response);
    }

    McpServer& m_server;
    const LineWriter& m_write_line;
    const LogWriter& m_log;
    std::string m_pending;
    bool m_skipping = false;
};

} // namespace

int serve_stdio(int fd, McpServer& server, const LineWriter& write_line, const LogWriter& log) {
    LineFramer framer(server, write_line, log);
    std::vector<char> chunk(k_read_chunk);
    while (true) {
        const ssize_t n = ::read(fd, chunk.data(), chunk.size());
        if (n == 0) {
            break;
        }
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw CliError(std::string("cannot read standard input: ") + std::strerror(errno),
                           "start loopclose mcp from an MCP client, which talks on a pipe");
        }
        if (!framer.feed(std::string_view(chunk.data(), static_cast<std::size_t>(n)))) {
            return 0;
        }
    }
    framer.finish();
    return 0;
}

} // namespace loopclose::cli
