// SPDX-License-Identifier: MIT
#include "cli/mcp_tools.hpp"

#include <doctest/doctest.h>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace loopclose::cli;
using Json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

// A fresh folder for one test's state files, removed afterwards.
struct TempDir {
    fs::path path =
        fs::temp_directory_path() / ("loopclose-mcp-history-" + std::to_string(::getpid()));
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

const char* k_failing = "src/a.ts(3,7): error TS2322: Type 'string' is not assignable.\n";

} // namespace

TEST_CASE("cli::call_loop_history") {
    TempDir dir;
    const std::string state = (dir.path / "state.json").string();
    SUBCASE("records runs and returns the history event") {
        const auto first =
            call_loop_history({{"state", state}, {"stdout", k_failing}, {"exitCode", 2}}, "");
        CHECK(first["isError"] == false);
        const auto& event = first["structuredContent"];
        CHECK(event["schema"] == "loopclose.history/1");
        CHECK(event["event"] == "loop.continue");
        CHECK(event["iteration"] == 1);
        CHECK(event["primaryKind"] == "typecheck-error");
        CHECK(Json::parse(first["content"][0]["text"].get<std::string>())["iteration"] == 1);
        CHECK(fs::exists(state));
        const auto second =
            call_loop_history({{"stdout", k_failing}, {"exitCode", 2}}, state); // the default
        CHECK(second["structuredContent"]["iteration"] == 2);
        const auto third = call_loop_history(
            {{"state", state}, {"stdout", k_failing}, {"exitCode", 2}, {"repeat", 3}}, "");
        CHECK(third["structuredContent"]["event"] == "loop.halted");
        CHECK(third["structuredContent"]["haltReason"] == "repeated_error");
    }
    SUBCASE("no state file named and no default is a tool error") {
        const auto result = call_loop_history({{"stdout", "x"}}, "");
        CHECK(result["isError"] == true);
        CHECK(result["content"][0]["text"].get<std::string>().find("no state file") !=
              std::string::npos);
    }
    SUBCASE("a file that is not a state file is refused and left untouched") {
        {
            std::ofstream out(state);
            out << "precious";
        }
        const auto result = call_loop_history({{"state", state}, {"stdout", "x"}}, "");
        CHECK(result["isError"] == true);
        std::ifstream in(state);
        std::string content;
        std::getline(in, content);
        CHECK(content == "precious");
    }
    SUBCASE("bad thresholds and unknown arguments are tool errors") {
        CHECK(call_loop_history({{"state", state}, {"maxIterations", 0}}, "")["isError"] == true);
        CHECK(call_loop_history({{"state", state}, {"similarity", "high"}}, "")["isError"] == true);
        CHECK(call_loop_history({{"state", state}, {"deadLetter", "/tmp/x"}}, "")["isError"] ==
              true);
        CHECK_FALSE(fs::exists(state));
    }
}

TEST_CASE("cli::make_loop_history_tool") {
    const McpTool with_default = make_loop_history_tool("s.json");
    CHECK(with_default.definition["name"] == "loop_history");
    CHECK(with_default.definition["annotations"]["readOnlyHint"] == false);
    CHECK(with_default.definition["annotations"]["destructiveHint"] == false);
    CHECK_FALSE(with_default.definition["inputSchema"].contains("required"));
    const McpTool without = make_loop_history_tool("");
    CHECK(without.definition["inputSchema"]["required"] ==
          nlohmann::ordered_json::array({"state"}));
    const auto tools = make_mcp_tools();
    REQUIRE(tools.size() == 2);
    CHECK(tools[0].definition["name"] == "loop_close");
    CHECK(tools[1].definition["name"] == "loop_history");
}

TEST_CASE("cli::call_loop_history takes what loop_close takes: files, rules, reports") {
    TempDir dir;
    const std::string state = (dir.path / "state.json").string();
    const std::string out = (dir.path / "out.log").string();
    std::ofstream(out) << k_failing;
    const auto result = call_loop_history(
        {{"state", state},
         {"stdoutFile", out},
         {"exitCode", 2},
         {"rules",
          Json::parse(
              R"({"problemMatcher":[{"owner":"x","pattern":[{"regexp":"^E (.*)$","message":1}]}]})")},
         {"reports", Json::array()}},
        "");
    INFO(result.dump());
    REQUIRE(result["isError"] == false);
    CHECK(result["structuredContent"]["iteration"] == 1);
}
