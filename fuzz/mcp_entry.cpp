// SPDX-License-Identifier: MIT
#include "fuzz/mcp_entry.hpp"

#include "cli/mcp_server.hpp"
#include "cli/mcp_tools.hpp"
#include "core/text.hpp"
#include "fuzz/invariants.hpp"

#include <exception>
#include <nlohmann/json.hpp>
#include <vector>

namespace loopclose::fuzz {

namespace {

// Reads a response with nlohmann's SAX interface, building no value: the whole line must
// be JSON, and each message (the top object, or each object of a top array, a batch)
// must carry "jsonrpc": "2.0" and exactly one of "result" and "error". Deeper values are
// only lexed.
class ResponseShape final : public nlohmann::json_sax<nlohmann::json> {
  public:
    std::string problem;
    bool batch = false;
    std::size_t messages = 0;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool binary(binary_t&) override { return value(); }
    bool string(string_t& text) override {
        if (at_message_member() && m_key == Key::jsonrpc) {
            m_version = text == "2.0";
        }
        return value();
    }
    bool start_object(std::size_t) override {
        if (m_depth == 0 || (batch && m_depth == 1)) {
            m_version = false;
            m_result = m_error = 0;
            m_key = Key::other;
        }
        ++m_depth;
        return true;
    }
    bool key(string_t& name) override {
        if (at_message_member()) {
            m_key = name == "jsonrpc" ? Key::jsonrpc : Key::other;
            m_result += name == "result" ? 1 : 0;
            m_error += name == "error" ? 1 : 0;
        }
        return true;
    }
    bool end_object() override {
        --m_depth;
        if (m_depth == 0 || (batch && m_depth == 1)) {
            ++messages;
            if (!m_version) {
                return fail("MCP response is not a JSON-RPC 2.0 object");
            }
            if (m_result + m_error != 1) {
                return fail("MCP response needs exactly one of result and error");
            }
        }
        return true;
    }
    bool start_array(std::size_t) override {
        if (m_depth == 0) {
            batch = true;
        } else if (batch && m_depth == 1) {
            return fail("MCP response is not a JSON-RPC 2.0 object");
        }
        ++m_depth;
        return true;
    }
    bool end_array() override {
        --m_depth;
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        return fail("MCP response does not parse as JSON");
    }

  private:
    enum class Key { jsonrpc, other };
    std::size_t m_depth = 0;
    Key m_key = Key::other;
    bool m_version = false;
    int m_result = 0;
    int m_error = 0;

    bool at_message_member() const { return m_depth == (batch ? 2U : 1U); }
    bool value() {
        if (m_depth == 0 || (batch && m_depth == 1)) {
            return fail("MCP response is not a JSON-RPC 2.0 object");
        }
        return true;
    }
    bool fail(const char* what) {
        if (problem.empty()) {
            problem = what;
        }
        return false;
    }
};

} // namespace

std::string check_mcp_response(std::string_view response) {
    if (response.find('\n') != std::string_view::npos || !is_valid_utf8(response)) {
        return "MCP response is not one line of valid UTF-8";
    }
    ResponseShape shape;
    const bool parsed = nlohmann::json::sax_parse(response, &shape);
    if (!shape.problem.empty()) {
        return shape.problem;
    }
    if (!parsed) {
        return "MCP response does not parse as JSON";
    }
    return shape.batch && shape.messages == 0 ? "MCP batch response is empty" : "";
}

namespace {

// The responses of one session on a fresh server; `problem` is set on a violation.
std::vector<std::string> run_session(std::string_view input, std::string& problem) {
    // A copy of one server built once: a fresh server without building the tool's
    // schemas for every session.
    static const cli::McpServer fresh = [] {
        std::vector<cli::McpTool> tools;
        tools.push_back(cli::make_loop_close_tool());
        return cli::McpServer("0.0.0-fuzz", std::move(tools));
    }();
    cli::McpServer server = fresh;
    std::vector<std::string> responses;
    const auto lines = core::split_lines(input);
    for (std::size_t i = 0; i < lines.size() && i < k_max_mcp_session_lines; ++i) {
        std::string_view line = lines[i];
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1); // what serve_stdio does
        }
        try {
            responses.push_back(server.handle_line(line));
        } catch (const std::exception& e) {
            problem = std::string("McpServer::handle_line threw: ") + e.what();
            return responses;
        }
        if (!responses.back().empty()) {
            problem = check_mcp_response(responses.back());
            if (!problem.empty()) {
                return responses;
            }
        }
    }
    return responses;
}

} // namespace

std::string check_mcp_session_fast(std::span<const std::uint8_t> data) {
    const std::string_view input(reinterpret_cast<const char*>(data.data()), data.size());
    std::string problem;
    run_session(input, problem);
    return problem;
}

std::string check_mcp_session(std::span<const std::uint8_t> data) {
    const std::string_view input(reinterpret_cast<const char*>(data.data()), data.size());
    std::string problem;
    const std::vector<std::string> first = run_session(input, problem);
    if (!problem.empty()) {
        return problem;
    }
    if (run_session(input, problem) != first) {
        return "a second run of the same MCP session answered differently";
    }
    return problem;
}

} // namespace loopclose::fuzz
