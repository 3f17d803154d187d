// SPDX-License-Identifier: MIT
#include "cli/mcp_stdio.hpp"

#include <cstdio>
#include <doctest/doctest.h>
#include <string>
#include <unistd.h>
#include <vector>

using namespace loopclose::cli;
using Json = nlohmann::json;

namespace {

// Serves `input` (through an unlinked temporary file) and collects the lines written.
struct Session {
    std::vector<std::string> lines;
    std::vector<std::string> logs;
    int status = -1;
};

Session serve(const std::string& input, std::size_t stop_after = SIZE_MAX) {
    Session session;
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    REQUIRE(std::fwrite(input.data(), 1, input.size(), file) == input.size());
    std::fflush(file);
    std::rewind(file);
    McpServer server("1.0.0", {});
    const LineWriter writer = [&](std::string_view line) {
        session.lines.emplace_back(line);
        return session.lines.size() < stop_after;
    };
    const LogWriter log = [&](std::string_view text) { session.logs.emplace_back(text); };
    session.status = serve_stdio(::fileno(file), server, writer, log);
    std::fclose(file);
    return session;
}

int code_of(const std::string& line) {
    return Json::parse(line)["error"]["code"].get<int>();
}

} // namespace

TEST_CASE("cli::serve_stdio") {
    const std::string ping = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
    SUBCASE("one response line per request, CRLF accepted, last line without newline") {
        const Session s = serve(ping + "\r\n" + R"({"jsonrpc":"2.0","method":"x"})" + "\n" + ping);
        CHECK(s.status == 0);
        REQUIRE(s.lines.size() == 2);
        CHECK(s.lines[0] == R"({"jsonrpc":"2.0","id":1,"result":{}})"
                            "\n");
        CHECK(s.lines[1] == s.lines[0]);
    }
    SUBCASE("end of input at once ends cleanly") {
        const Session s = serve("");
        CHECK(s.status == 0);
        CHECK(s.lines.empty());
    }
    SUBCASE("an oversized line is answered with an error and skipped; serving goes on") {
        std::string big = R"({"jsonrpc":"2.0","id":2,"method":"ping","params":{"x":")";
        big.append(k_max_mcp_message_bytes, 'a');
        big += "\"}}\n";
        const Session s = serve(big + ping + "\n" + big.substr(0, big.size() - 1));
        REQUIRE(s.lines.size() == 3);
        CHECK(code_of(s.lines[0]) == k_invalid_request);
        CHECK(s.lines[1] == R"({"jsonrpc":"2.0","id":1,"result":{}})"
                            "\n");
        CHECK(code_of(s.lines[2]) == k_invalid_request);
        CHECK(s.logs.size() == 2);
    }
    SUBCASE("a line of exactly the bound is still read") {
        std::string exact = R"({"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":")";
        exact.append(k_max_mcp_message_bytes - exact.size() - 3, 'a');
        exact += "\"}}";
        REQUIRE(exact.size() == k_max_mcp_message_bytes);
        const Session s = serve(exact + "\n");
        REQUIRE(s.lines.size() == 1);
        CHECK(Json::parse(s.lines[0])["id"] == 3);
    }
    SUBCASE("a writer that fails (closed pipe) ends serving with status 0") {
        const Session s = serve(ping + "\n" + ping + "\n" + ping + "\n", 1);
        CHECK(s.status == 0);
        CHECK(s.lines.size() == 1);
    }
}
