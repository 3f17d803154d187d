// SPDX-License-Identifier: MIT
#include "cli/mcp_server.hpp"

namespace loopclose::cli {

namespace {

using Json = nlohmann::json;
using Ordered = nlohmann::ordered_json;

Ordered success(const Json& id, Ordered result) {
    Ordered response;
    response["jsonrpc"] = "2.0";
    response["id"] = id;
    response["result"] = std::move(result);
    return response;
}

// An error whose request id is unknown (a parse error, an invalid request) carries
// "id": null, as JSON-RPC 2.0 (section 5) requires. MCP's schema makes the id optional
// and the official SDK's parser rejects null, but it only meets this answer after
// sending a line that is not JSON-RPC, which it never does.
Ordered failure(const Json& id, int code, const std::string& message) {
    Ordered response;
    response["jsonrpc"] = "2.0";
    response["id"] = id;
    response["error"] = {{"code", code}, {"message", message}};
    return response;
}

std::string serialize(const Ordered& message) {
    // dump() escapes control characters, so the line never holds a raw newline.
    return message.dump(-1, ' ', false, Ordered::error_handler_t::replace);
}

bool valid_id(const Json& id) {
    return id.is_string() || id.is_number();
}

} // namespace

std::string negotiate_protocol_version(std::string_view requested) {
    for (const std::string_view version : k_mcp_versions) {
        if (version == requested) {
            return std::string(version);
        }
    }
    return std::string(k_mcp_versions[0]);
}

bool nests_deeper_than(std::string_view text, std::size_t limit) {
    std::size_t depth = 0;
    bool in_string = false;
    bool escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                in_string = false;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) {
                return true;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return false;
}

McpServer::McpServer(std::string version, std::vector<McpTool> tools)
    : m_version(std::move(version)), m_tools(std::move(tools)) {}

std::string McpServer::oversize_response() {
    std::string message = "message larger than ";
    message += std::to_string(k_max_mcp_message_bytes / (1024 * 1024));
    message += " MiB: skipped (send smaller stdout/stderr, or only their last lines)";
    return serialize(failure(nullptr, k_invalid_request, message));
}

std::string McpServer::handle_line(std::string_view line) {
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) {
        return {};
    }
    if (nests_deeper_than(line, k_max_mcp_nesting)) {
        return serialize(
            failure(nullptr, k_invalid_request,
                    "message nested deeper than " + std::to_string(k_max_mcp_nesting) + " levels"));
    }
    Json message;
    try {
        message = Json::parse(line);
    } catch (const Json::exception& e) {
        return serialize(failure(nullptr, k_parse_error, std::string("Parse error: ") + e.what()));
    }
    if (message.is_array()) {
        if (message.empty()) {
            return serialize(failure(nullptr, k_invalid_request, "empty batch"));
        }
        Ordered responses = Ordered::array();
        for (const auto& item : message) {
            Ordered response = handle_message(item);
            if (!response.is_null()) {
                responses.push_back(std::move(response));
            }
        }
        return responses.empty() ? std::string() : serialize(responses);
    }
    const Ordered response = handle_message(message);
    return response.is_null() ? std::string() : serialize(response);
}

Ordered McpServer::handle_message(const Json& message) {
    if (!message.is_object()) {
        return failure(nullptr, k_invalid_request, "a message must be a JSON object");
    }
    const auto id = message.find("id");
    const bool has_id = id != message.end();
    if (has_id && !valid_id(*id)) {
        return failure(nullptr, k_invalid_request, "id must be a string or a number");
    }
    const Json response_id = has_id ? *id : Json();
    const auto version = message.find("jsonrpc");
    if (version == message.end() || *version != "2.0") {
        return failure(response_id, k_invalid_request, "jsonrpc must be \"2.0\"");
    }
    const auto method = message.find("method");
    if (method == message.end()) {
        // A response to a request of ours (we send none): nothing to answer.
        if (has_id && (message.contains("result") || message.contains("error"))) {
            return nullptr;
        }
        return failure(response_id, k_invalid_request, "method is missing");
    }
    if (!method->is_string()) {
        return failure(response_id, k_invalid_request, "method must be a string");
    }
    const auto params = message.find("params");
    if (params != message.end() && !params->is_object() && !params->is_array()) {
        return failure(response_id, k_invalid_request, "params must be an object");
    }
    if (!has_id) {
        return nullptr; // a notification (initialized, cancelled…): never answered
    }
    try {
        return dispatch(method->get<std::string>(),
                        params == message.end() ? Json::object() : *params, *id);
    } catch (const std::exception& e) {
        return failure(*id, k_internal_error, std::string("internal error: ") + e.what());
    }
}

Ordered McpServer::dispatch(const std::string& method, const Json& params, const Json& id) {
    if (method == "initialize" || method == "ping" || method == "tools/list" ||
        method == "tools/call") {
        if (!params.is_object()) {
            return failure(id, k_invalid_params, "params must be an object");
        }
    }
    if (method == "initialize") {
        return initialize(params, id);
    }
    if (method == "ping") {
        return success(id, Ordered::object());
    }
    if (method == "tools/list") {
        return list_tools(id);
    }
    if (method == "tools/call") {
        return call_tool(params, id);
    }
    return failure(id, k_method_not_found, "Method not found: " + method);
}

Ordered McpServer::initialize(const Json& params, const Json& id) {
    const auto requested = params.find("protocolVersion");
    if (requested == params.end() || !requested->is_string()) {
        return failure(id, k_invalid_params, "initialize needs params.protocolVersion (a string)");
    }
    m_protocol_version = negotiate_protocol_version(requested->get<std::string>());
    Ordered result;
    result["protocolVersion"] = m_protocol_version;
    result["capabilities"] = {{"tools", {{"listChanged", false}}}};
    result["serverInfo"] = {{"name", "loopclose"}, {"title", "loopclose"}, {"version", m_version}};
    result["instructions"] =
        "Call loop_close with a failed command's captured stdout, stderr and exit code to "
        "learn why it failed (the evidence with files and lines, and a suggested next "
        "step). Nothing is executed.";
    return success(id, std::move(result));
}

Ordered McpServer::list_tools(const Json& id) const {
    Ordered tools = Ordered::array();
    for (const auto& tool : m_tools) {
        tools.push_back(tool.definition);
    }
    return success(id, {{"tools", tools}});
}

Ordered McpServer::call_tool(const Json& params, const Json& id) {
    const auto name = params.find("name");
    if (name == params.end() || !name->is_string()) {
        return failure(id, k_invalid_params, "tools/call needs params.name (a string)");
    }
    const auto arguments = params.find("arguments");
    if (arguments != params.end() && !arguments->is_object() && !arguments->is_null()) {
        return failure(id, k_invalid_params, "params.arguments must be an object");
    }
    for (const auto& tool : m_tools) {
        if (tool.definition.value("name", "") == name->get<std::string>()) {
            const bool given = arguments != params.end() && arguments->is_object();
            return success(id, tool.handler(given ? *arguments : Json::object()));
        }
    }
    return failure(id, k_invalid_params, "Unknown tool: " + name->get<std::string>());
}

} // namespace loopclose::cli
