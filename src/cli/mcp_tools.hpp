// SPDX-License-Identifier: MIT
// The MCP tools: loop_close (analyze captured output, read-only), loop_history
// (record the run in a state file) and their input checking. Each returns a
// CallToolResult; bad arguments give isError results.
#pragma once

#include "cli/mcp_server.hpp"
#include "core/pipeline.hpp"

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace loopclose::cli {

// The tools `loopclose mcp` serves, in tools/list order. `default_state` is the state
// file loop_history uses when the call names none ("" : the call must name one).
std::vector<McpTool> make_mcp_tools(const std::string& default_state = {});

// The captured run given to a tool: stdout, stderr (or stdoutFile, stderrFile),
// exitCode, detectors, promise, maxChars, rules and reports, checked.
struct ToolRun {
    std::string out;
    std::string err;
    // Set when a stream was read from a file, as --stdout reads one: whether its head
    // was dropped, and its size (0: the text's).
    bool out_truncated = false;
    bool err_truncated = false;
    std::uint64_t out_bytes = 0;
    std::uint64_t err_bytes = 0;
    std::optional<std::int32_t> exit_code;
    core::AnalyzeOptions options;
    std::shared_ptr<const core::RuleSet> rules; // options.user_rules points here
    std::shared_ptr<const std::vector<core::ParsedReport>> reports; // loop_close's "reports"

    core::RunInput input() const {
        core::RunInput in{out, err, exit_code};
        in.stdout_truncated = out_truncated;
        in.stderr_truncated = err_truncated;
        in.stdout_bytes = out_bytes;
        in.stderr_bytes = err_bytes;
        in.reports = reports.get();
        return in;
    }
};

// Reads the run arguments shared by the tools; throws CliError naming a bad one.
ToolRun parse_run_arguments(const nlohmann::json& arguments);

// Throws CliError for an argument not in `known` (the tool's input schema).
void reject_unknown_arguments(const nlohmann::json& arguments,
                              const std::vector<std::string>& known, const std::string& tool);

// The JSON-schema properties of the run arguments.
nlohmann::ordered_json run_argument_properties();

// A string argument; "" when absent or null. Throws CliError for another type.
std::string string_argument(const nlohmann::json& arguments, const char* name);

// A whole number in [min, max]; nullopt when absent or null. Throws CliError (with
// `fix`) for another type, a fraction or a value out of range.
std::optional<std::int64_t> integer_argument(const nlohmann::json& arguments, const char* name,
                                             std::int64_t min, std::int64_t max,
                                             const std::string& fix);

// A successful CallToolResult: `structured` as structuredContent and as JSON text.
nlohmann::ordered_json tool_result(nlohmann::ordered_json structured);

// The loop_history tool: records the run in the state file (under its lock, replaced
// atomically) and returns the loopclose.history/1 event. It never writes anything
// but the state file and its ".lock" sidecar; a file that is not a loopclose state
// is refused, never overwritten.
McpTool make_loop_history_tool(const std::string& default_state);

// Runs loop_history; failures (bad arguments, a corrupt state file) give isError.
nlohmann::ordered_json call_loop_history(const nlohmann::json& arguments,
                                         const std::string& default_state);

// The loop_close tool: definition and handler.
McpTool make_loop_close_tool();

// Runs loop_close on `arguments` ({stdout or stdoutFile, stderr or stderrFile,
// exitCode, detectors, promise, maxChars, rules, reports}): the JSON report as structuredContent
// and as text. Bad arguments give an isError result naming the problem.
nlohmann::ordered_json call_loop_close(const nlohmann::json& arguments);

// A CallToolResult with isError true and `message` as its text.
nlohmann::ordered_json tool_error(const std::string& message);

} // namespace loopclose::cli
