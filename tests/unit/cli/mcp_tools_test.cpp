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

// A fresh folder for one test's files, removed afterwards.
struct TempDir {
    fs::path path =
        fs::temp_directory_path() / ("loopclose-mcp-tools-" + std::to_string(::getpid()));
    TempDir() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
    std::string write(const std::string& name, const std::string& content) const {
        std::ofstream(path / name, std::ios::binary) << content;
        return (path / name).string();
    }
};

std::string error_text(const nlohmann::ordered_json& result) {
    REQUIRE(result["isError"] == true);
    return result["content"][0]["text"].get<std::string>();
}

} // namespace

TEST_CASE("cli::call_loop_close") {
    SUBCASE("the report comes back as structured content and as text") {
        const auto result = call_loop_close(
            {{"stdout", "src/a.ts(3,7): error TS2322: Type 'string' is not assignable.\n"},
             {"exitCode", 2}});
        CHECK(result["isError"] == false);
        const auto& report = result["structuredContent"];
        CHECK(report["schema"] == "loopclose.report/1");
        CHECK(report["primaryKind"] == "typecheck-error");
        CHECK(report["exitCode"] == 2);
        REQUIRE(report["evidence"].size() == 1);
        CHECK(report["evidence"][0]["file"] == "src/a.ts");
        CHECK(report["evidence"][0]["line"] == 3);
        REQUIRE(result["content"].size() == 1);
        CHECK(result["content"][0]["type"] == "text");
        CHECK(Json::parse(result["content"][0]["text"].get<std::string>()) ==
              Json::parse(report.dump()));
    }
    SUBCASE("no arguments: an unknown exit code and no evidence") {
        const auto report = call_loop_close(Json::object())["structuredContent"];
        CHECK(report["exitCode"].is_null());
        CHECK(report["evidence"].empty());
    }
    SUBCASE("detectors as an array or a comma-separated string") {
        const Json out = "src/a.ts(3,7): error TS2322: x\nTODO: later\n";
        const auto only_todo = call_loop_close(
            {{"stdout", out}, {"exitCode", 1}, {"detectors", Json::array({"todo-marker"})}});
        CHECK(only_todo["structuredContent"]["counts"] ==
              nlohmann::ordered_json{{"todo-marker", 1}});
        const auto both = call_loop_close(
            {{"stdout", out}, {"exitCode", 1}, {"detectors", "todo-marker, typecheck-error"}});
        CHECK(both["structuredContent"]["counts"].size() == 2);
    }
    SUBCASE("bad arguments are tool errors naming the problem") {
        CHECK(error_text(call_loop_close({{"exitCode", "1"}})).find("exitCode must be") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"exitCode", 4294967296LL}})).find("exitCode") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"exitCode", 1.5}})).find("exitCode") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"stdout", 3}})).find("stdout must be a string") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"detectors", Json::array({"nope"})}}))
                  .find("unknown detector 'nope'") != std::string::npos);
        CHECK(error_text(call_loop_close({{"detectors", 5}})).find("detectors must be") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"maxChars", 0}})).find("maxChars must be") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"exit_code", 1}})) ==
              "loopclose: error: unknown argument 'exit_code' (loop_close takes stdout, "
              "stdoutFile, stderr, stderrFile, exitCode, detectors, promise, maxChars, rules "
              "and reports)");
    }
    SUBCASE("an integral float and the int32 extremes are accepted") {
        CHECK(call_loop_close({{"exitCode", 1.0}})["structuredContent"]["exitCode"] == 1);
        CHECK(call_loop_close({{"exitCode", -2147483648LL}})["structuredContent"]["exitCode"] ==
              -2147483648LL);
    }
    SUBCASE("maxChars keeps the tail and says so") {
        const auto report = call_loop_close(
            {{"stdout", std::string(100, 'x')}, {"maxChars", 10}})["structuredContent"];
        CHECK(report["truncated"]["stdout"] == true);
    }
}

TEST_CASE("cli::make_loop_close_tool") {
    const McpTool tool = make_loop_close_tool();
    const auto& d = tool.definition;
    CHECK(d["name"] == "loop_close");
    CHECK(d["annotations"]["readOnlyHint"] == true);
    CHECK(d["annotations"]["openWorldHint"] == false);
    CHECK(d["inputSchema"]["type"] == "object");
    for (const char* key : {"stdout", "stderr", "exitCode", "detectors"}) {
        CHECK(d["inputSchema"]["properties"].contains(key));
    }
    CHECK(d["outputSchema"]["required"].size() == 8);
}

TEST_CASE("cli::call_loop_close with reports") {
    const std::string junit =
        "<testsuites><testsuite name=\"pytest\"><testcase classname=\"tests.test_calc\" "
        "name=\"test_add\" file=\"tests/test_calc.py\" line=\"4\"><failure "
        "message=\"assert 3 == 4\">def test_add():</failure></testcase></testsuite></testsuites>";
    SUBCASE("a report alone gives its failure, with the report's location and message") {
        const auto report = call_loop_close(
            {{"exitCode", 1},
             {"reports",
              Json::array({{{"name", "junit.xml"}, {"content", junit}}})}})["structuredContent"];
        REQUIRE(report["evidence"].size() == 1);
        CHECK(report["evidence"][0]["kind"] == "test-failure");
        CHECK(report["evidence"][0]["label"] == "tests/test_calc.py::test_add");
        CHECK(report["evidence"][0]["file"] == "tests/test_calc.py");
        CHECK(report["evidence"][0]["line"] == 5); // pytest counts from 0
        CHECK(report["evidence"][0]["stream"] == "report");
        CHECK(report["evidence"][0]["message"].get<std::string>().starts_with("assert 3 == 4"));
        REQUIRE(report["reports"].size() == 1);
        CHECK(report["reports"][0]["file"] == "junit.xml");
        CHECK(report["reports"][0]["format"] == "junit");
        CHECK(report["reports"][0]["failures"] == 1);
    }
    SUBCASE("the console's copy of the same test stays one item") {
        const auto report = call_loop_close(
            {{"stdout", "FAILED tests/test_calc.py::test_add - assert 3 == 4\n"},
             {"exitCode", 1},
             {"reports",
              Json::array({{{"content", junit}, {"format", "junit"}}})}})["structuredContent"];
        REQUIRE(report["evidence"].size() == 1);
        CHECK(report["evidence"][0]["label"] == "tests/test_calc.py::test_add");
        CHECK(report["evidence"][0]["line"] == 5);
    }
    SUBCASE("a malformed report or a bad member is a tool error") {
        const auto broken = call_loop_close(
            {{"reports",
              Json::array({{{"name", "x.xml"}, {"content", "<testsuites><testcase>"}}})}});
        CHECK(broken["isError"] == true);
        CHECK(broken["content"][0]["text"].get<std::string>().find(
                  "report 'x.xml': malformed XML") != std::string::npos);
        CHECK(call_loop_close({{"reports", "junit.xml"}})["isError"] == true);
        CHECK(call_loop_close(
                  {{"reports", Json::array({{{"content", junit}, {"path", "x"}}})}})["isError"] ==
              true);
        CHECK(call_loop_close(
                  {{"reports",
                    Json::array({{{"content", junit}, {"format", "xml"}}})}})["isError"] == true);
    }
}

TEST_CASE("cli::call_loop_close with rules") {
    const nlohmann::json rules = nlohmann::json::parse(
        R"({"problemMatcher":[{"owner":"cs","pattern":[{"regexp":"^(.+)\\((\\d+),(\\d+)\\): error (\\w+): (.*)$","file":1,"line":2,"column":3,"code":4,"message":5}]}]})");
    const auto result = call_loop_close({{"stdout", "Program.cs(14,9): error CS1002: ; expected\n"},
                                         {"exitCode", 1},
                                         {"rules", rules}});
    REQUIRE(result["isError"] == false);
    const auto& item = result["structuredContent"]["evidence"][0];
    CHECK(item["file"] == "Program.cs");
    CHECK(item["label"] == "CS1002");
    const auto bad = call_loop_close({{"stdout", "x"}, {"rules", {{"problemMatcher", 3}}}});
    CHECK(bad["isError"] == true);
}

TEST_CASE("cli::call_loop_close with stdoutFile, stderrFile and report paths") {
    TempDir dir;
    const std::string out =
        dir.write("out.log", "src/a.ts(3,7): error TS2322: Type 'string' is not assignable.\n");
    const std::string err = dir.write("err.log", "npm ERR! Test failed.\n");
    SUBCASE("the files are read as --stdout and --stderr read them") {
        const auto result =
            call_loop_close({{"stdoutFile", out}, {"stderrFile", err}, {"exitCode", 2}});
        REQUIRE(result["isError"] == false);
        const auto& report = result["structuredContent"];
        CHECK(report["primaryKind"] == "typecheck-error");
        CHECK(report["evidence"][0]["file"] == "src/a.ts");
        CHECK(report["truncated"]["stdout"] == false);
    }
    SUBCASE("bounded by maxChars: the tail, said to be cut") {
        const std::string big = dir.write(
            "big.log", std::string(5000, 'x') + "\nsrc/a.ts(3,7): error TS2322: Type 'string'.\n");
        const auto report = call_loop_close(
            {{"stdoutFile", big}, {"exitCode", 2}, {"maxChars", 100}})["structuredContent"];
        CHECK(report["truncated"]["stdout"] == true);
        CHECK(report["primaryKind"] == "typecheck-error");
    }
    SUBCASE("a file that cannot be read is a tool error naming it") {
        const std::string missing = (dir.path / "missing.log").string();
        const std::string text = error_text(call_loop_close({{"stderrFile", missing}}));
        CHECK(text.find("stderrFile: cannot open '" + missing + "'") != std::string::npos);
        CHECK(error_text(call_loop_close({{"stdoutFile", dir.path.string()}}))
                  .find("is not a regular file") != std::string::npos);
        CHECK(
            error_text(call_loop_close({{"stdoutFile", ""}})).find("stdoutFile must name a file") !=
            std::string::npos);
        CHECK(
            error_text(call_loop_close({{"stdoutFile", 3}})).find("stdoutFile must be a string") !=
            std::string::npos);
        CHECK(error_text(call_loop_close({{"stdout", "x"}, {"stdoutFile", out}}))
                  .find("give stdout or stdoutFile, not both") != std::string::npos);
    }
    SUBCASE("a report by path, named by its path or its name") {
        const std::string junit = dir.write(
            "junit.xml",
            "<testsuites><testsuite name=\"pytest\"><testcase classname=\"tests.test_calc\" "
            "name=\"test_add\" file=\"tests/test_calc.py\" line=\"4\"><failure "
            "message=\"assert 3 == 4\">x</failure></testcase></testsuite></testsuites>");
        const auto by_path = call_loop_close(
            {{"exitCode", 1}, {"reports", Json::array({{{"path", junit}}})}})["structuredContent"];
        REQUIRE(by_path["reports"].size() == 1);
        CHECK(by_path["reports"][0]["file"] == junit);
        CHECK(by_path["reports"][0]["format"] == "junit");
        CHECK(by_path["evidence"][0]["label"] == "tests/test_calc.py::test_add");
        const auto named =
            call_loop_close({{"reports", Json::array({{{"path", junit}, {"name", "j.xml"}}})}});
        CHECK(named["structuredContent"]["reports"][0]["file"] == "j.xml");
        const std::string missing = (dir.path / "nope.xml").string();
        CHECK(error_text(call_loop_close({{"reports", Json::array({{{"path", missing}}})}}))
                  .find("reports[0]: cannot open report '" + missing + "'") != std::string::npos);
        CHECK(error_text(call_loop_close({{"reports", Json::array({{{"name", "x"}}})}}))
                  .find("reports[0] must be an object with \"content\" or \"path\"") !=
              std::string::npos);
        CHECK(error_text(call_loop_close({{"reports", Json::array({{{"path", 1}}})}}))
                  .find("reports[0].path must be a string") != std::string::npos);
    }
}
