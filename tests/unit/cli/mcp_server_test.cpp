// SPDX-License-Identifier: MIT
#include "cli/mcp_server.hpp"

#include <doctest/doctest.h>

using namespace loopclose::cli;
using Json = nlohmann::json;

namespace {

McpTool echo_tool() {
    nlohmann::ordered_json definition = {{"name", "echo"}, {"inputSchema", {{"type", "object"}}}};
    return {definition, [](const Json& arguments) {
                nlohmann::ordered_json result;
                result["content"] =
                    nlohmann::ordered_json::array({{{"type", "text"}, {"text", arguments.dump()}}});
                result["isError"] = false;
                return result;
            }};
}

McpServer make_server() {
    return McpServer("9.9.9", {echo_tool()});
}

Json reply(McpServer& server, std::string_view line) {
    const std::string text = server.handle_line(line);
    REQUIRE(text.find('\n') == std::string::npos);
    return Json::parse(text);
}

} // namespace

TEST_CASE("cli::McpServer") {
    McpServer server = make_server();
    SUBCASE("initialize echoes a supported version, else offers the latest") {
        for (const char* version : {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}) {
            const Json r = reply(server, R"({"jsonrpc":"2.0","id":0,"method":"initialize",)"
                                         R"("params":{"protocolVersion":")" +
                                             std::string(version) + R"(","capabilities":{}}})");
            CHECK(r["id"] == 0);
            CHECK(r["result"]["protocolVersion"] == version);
        }
        const Json r = reply(server, R"({"jsonrpc":"2.0","id":"a","method":"initialize",)"
                                     R"("params":{"protocolVersion":"2099-01-01"}})");
        CHECK(r["id"] == "a");
        CHECK(r["result"]["protocolVersion"] == "2025-11-25");
        CHECK(r["result"]["capabilities"]["tools"]["listChanged"] == false);
        CHECK(r["result"]["serverInfo"]["name"] == "loopclose");
        CHECK(r["result"]["serverInfo"]["version"] == "9.9.9");
        CHECK(server.protocol_version() == "2025-11-25");
    }
    SUBCASE("initialize without a protocol version is invalid params") {
        const Json r =
            reply(server, R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})");
        CHECK(r["error"]["code"] == k_invalid_params);
    }
    SUBCASE("notifications and client responses get no answer") {
        CHECK(server.handle_line(R"({"jsonrpc":"2.0","method":"notifications/initialized"})") ==
              "");
        CHECK(server.handle_line(R"({"jsonrpc":"2.0","method":"notifications/whatever"})") == "");
        CHECK(server.handle_line(R"({"jsonrpc":"2.0","id":5,"result":{}})") == "");
        CHECK(server.handle_line("   ") == "");
    }
    SUBCASE("ping, tools/list and tools/call") {
        CHECK(server.handle_line(R"({"jsonrpc":"2.0","id":7,"method":"ping"})") ==
              R"({"jsonrpc":"2.0","id":7,"result":{}})");
        const Json list = reply(server, R"({"jsonrpc":"2.0","id":8,"method":"tools/list"})");
        REQUIRE(list["result"]["tools"].size() == 1);
        CHECK(list["result"]["tools"][0]["name"] == "echo");
        const Json call = reply(server, R"({"jsonrpc":"2.0","id":9,"method":"tools/call",)"
                                        R"("params":{"name":"echo","arguments":{"x":1}}})");
        CHECK(call["result"]["content"][0]["text"] == R"({"x":1})");
        const Json no_arguments = reply(
            server, R"({"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"echo"}})");
        CHECK(no_arguments["result"]["content"][0]["text"] == "{}");
    }
    SUBCASE("malformed JSON is a parse error with a null id, and serving goes on") {
        const Json r = reply(server, R"({"jsonrpc":"2.0","id":1,"method":)");
        CHECK(r["error"]["code"] == k_parse_error);
        REQUIRE(r.contains("id"));
        CHECK(r["id"].is_null());
        CHECK(reply(server, "\xFF\xFE")["error"]["code"] == k_parse_error);
        CHECK(reply(server, R"({"jsonrpc":"2.0","id":2,"method":"ping"})")["result"] ==
              Json::object());
    }
    SUBCASE("invalid requests") {
        CHECK(reply(server, "42")["error"]["code"] == k_invalid_request);
        CHECK(reply(server, R"({"id":1,"method":"ping"})")["error"]["code"] == k_invalid_request);
        CHECK(reply(server, R"({"jsonrpc":"1.0","id":1,"method":"ping"})")["error"]["code"] ==
              k_invalid_request);
        CHECK(reply(server, R"({"jsonrpc":"2.0","id":1,"method":3})")["error"]["code"] ==
              k_invalid_request);
        CHECK(reply(server, R"({"jsonrpc":"2.0","id":{},"method":"ping"})")["error"]["code"] ==
              k_invalid_request);
        CHECK(reply(server, R"({"jsonrpc":"2.0","id":1})")["error"]["code"] == k_invalid_request);
        CHECK(reply(server,
                    R"({"jsonrpc":"2.0","id":1,"method":"ping","params":3})")["error"]["code"] ==
              k_invalid_request);
        CHECK(reply(server, "[]")["error"]["code"] == k_invalid_request);
    }
    SUBCASE("unknown methods and tools") {
        const Json r = reply(server, R"({"jsonrpc":"2.0","id":3,"method":"resources/list"})");
        CHECK(r["error"]["code"] == k_method_not_found);
        CHECK(r["id"] == 3);
        const Json t = reply(server, R"({"jsonrpc":"2.0","id":4,"method":"tools/call",)"
                                     R"("params":{"name":"nope","arguments":{}}})");
        CHECK(t["error"]["code"] == k_invalid_params);
        CHECK(t["error"]["message"] == "Unknown tool: nope");
        const Json a = reply(server, R"({"jsonrpc":"2.0","id":5,"method":"tools/call",)"
                                     R"("params":{"name":"echo","arguments":[1]}})");
        CHECK(a["error"]["code"] == k_invalid_params);
        const Json n =
            reply(server, R"({"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}})");
        CHECK(n["error"]["code"] == k_invalid_params);
    }
    SUBCASE("a batch is answered as an array, notifications left out") {
        const Json r = reply(server, R"([{"jsonrpc":"2.0","id":1,"method":"ping"},)"
                                     R"({"jsonrpc":"2.0","method":"notifications/initialized"},)"
                                     R"({"jsonrpc":"2.0","id":2,"method":"nope"}])");
        REQUIRE(r.is_array());
        REQUIRE(r.size() == 2);
        CHECK(r[0]["id"] == 1);
        CHECK(r[1]["error"]["code"] == k_method_not_found);
    }
    SUBCASE("deep nesting is refused before parsing") {
        const std::string deep(100000, '[');
        CHECK(reply(server, deep)["error"]["code"] == k_invalid_request);
        CHECK_FALSE(nests_deeper_than(R"({"a":"[[[[[[[[[[[[[[[[[[[[\"["})", 3));
        CHECK(nests_deeper_than("[[[[", 3));
    }
    SUBCASE("the oversize response is a one-line invalid-request error") {
        const Json r = Json::parse(McpServer::oversize_response());
        CHECK(r["error"]["code"] == k_invalid_request);
        CHECK(r["error"]["message"].get<std::string>().starts_with("message larger than 16 MiB"));
    }
}
