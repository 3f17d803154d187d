// SPDX-License-Identifier: MIT
#include "fuzz/mcp_entry.hpp"

#include "cli/mcp_server.hpp"
#include "cli/mcp_tools.hpp"
#include "core/text.hpp"
#include "fuzz/invariants.hpp"

#include <exception>
#include <vector>

namespace loopclose::fuzz {

namespace {

std::string check_message(const nlohmann::json& message) {
    if (!message.is_object() || message.value("jsonrpc", "") != "2.0") {
        return "MCP response is not a JSON-RPC 2.0 object";
    }
    if (message.contains("result") == message.contains("error")) {
        return "MCP response needs exactly one of result and error";
    }
    return {};
}

std::string check_response(std::string_view response) {
    if (response.find('\n') != std::string_view::npos || !is_valid_utf8(response)) {
        return "MCP response is not one line of valid UTF-8";
    }
    // Only the top of each message is checked: values nested deeper than a result's
    // members are lexed (so the whole line must be JSON) but not kept.
    const auto shallow = [](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
        return depth <= 2;
    };
    const auto doc = nlohmann::json::parse(response, shallow, false);
    if (doc.is_discarded()) {
        return "MCP response does not parse as JSON";
    }
    if (!doc.is_array()) {
        return check_message(doc);
    }
    for (const auto& message : doc) {
        if (std::string problem = check_message(message); !problem.empty()) {
            return problem;
        }
    }
    return doc.empty() ? "MCP batch response is empty" : "";
}

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
            problem = check_response(responses.back());
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
