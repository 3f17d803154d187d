// SPDX-License-Identifier: MIT
// The loop_history MCP tool: `loopclose history --format json` over MCP.
#include "cli/errors.hpp"
#include "cli/history_options.hpp"
#include "cli/mcp_tools.hpp"

#include <cmath>

namespace loopclose::cli {

namespace {

using Json = nlohmann::json;
using Ordered = nlohmann::ordered_json;

// Threshold arguments: the JSON name and the HistoryOptions field it fills.
struct ThresholdArgument {
    const char* name;
    std::string HistoryOptions::*field;
    const char* description;
};

const std::vector<ThresholdArgument> k_thresholds{
    {"window", &HistoryOptions::window, "Recent runs listed in the event (default 5)"},
    {"repeat", &HistoryOptions::repeat,
     "repeated_error: failing runs with one signature in a row (default 3)"},
    {"maxIterations", &HistoryOptions::max_iterations, "budget: runs per cycle (default 8)"},
    {"maxFailures", &HistoryOptions::max_failures,
     "budget: runs in a row that give nothing to fix (default 3)"},
    {"maxRuntime", &HistoryOptions::max_runtime,
     "budget: seconds since the cycle's first run, 0 = no limit (default 7200)"},
};

std::vector<std::string> known_arguments() {
    std::vector<std::string> known{
        "state",   "stdout",   "stdoutFile", "stderr",  "stderrFile",   "exitCode",  "detectors",
        "promise", "maxChars", "rules",      "reports", "artifactHash", "similarity"};
    for (const auto& t : k_thresholds) {
        known.emplace_back(t.name);
    }
    return known;
}

Ordered input_schema(const std::string& default_state) {
    Ordered properties = run_argument_properties();
    properties["state"] = {
        {"type", "string"},
        {"description", default_state.empty()
                            ? "The history state file (JSON, created when missing)"
                            : "The history state file (default " + default_state + ")"}};
    properties["artifactHash"] = {
        {"type", "string"},
        {"description", "A hash of this attempt's change (e.g. of git diff): the same artifact "
                        "in failing runs in a row means stalled"}};
    for (const auto& t : k_thresholds) {
        properties[t.name] = {{"type", "integer"}, {"minimum", 0}, {"description", t.description}};
    }
    properties["similarity"] = {{"type", "number"},
                                {"minimum", 0},
                                {"maximum", 1},
                                {"description",
                                 "Fuzzy ratio at which runs without a signature count as the same "
                                 "(default 0.9)"}};
    Ordered schema = {{"type", "object"}, {"properties", properties}};
    if (default_state.empty()) {
        schema["required"] = Ordered::array({"state"});
    }
    schema["additionalProperties"] = false;
    return schema;
}

// The history options of a call; thresholds are passed on as text, so that
// resolve_thresholds checks them exactly as it checks the flags.
HistoryOptions history_options(const Json& arguments, const std::string& default_state) {
    HistoryOptions o;
    o.state = string_argument(arguments, "state");
    if (o.state.empty()) {
        o.state = default_state;
    }
    if (o.state.empty()) {
        throw CliError("no state file", "pass state, the path of the history state file");
    }
    o.artifact_hash = string_argument(arguments, "artifactHash");
    for (const auto& t : k_thresholds) {
        if (const auto value = integer_argument(arguments, t.name, 0, INT64_MAX,
                                                "give a whole number, or leave it out")) {
            o.*t.field = std::to_string(*value);
        }
    }
    if (const auto it = arguments.find("similarity"); it != arguments.end() && !it->is_null()) {
        if (!it->is_number() || !std::isfinite(it->get<double>())) {
            throw CliError("similarity must be a number from 0 to 1", "e.g. 0.9");
        }
        o.similarity = it->dump();
    }
    return o;
}

} // namespace

Ordered call_loop_history(const Json& arguments, const std::string& default_state) {
    try {
        reject_unknown_arguments(arguments, known_arguments(), "loop_history");
        const HistoryOptions options = history_options(arguments, default_state);
        const core::Thresholds thresholds = resolve_thresholds(options);
        const std::string artifact = resolve_artifact(options);
        const ToolRun run = parse_run_arguments(arguments);
        const core::Analysis analysis = core::analyze(run.input(), run.options);
        const Recorded recorded = record_history(options, thresholds, analysis, run.input(),
                                                 run.options.max_chars, artifact, true);
        return tool_result(Ordered::parse(recorded.rendered));
    } catch (const CliError& e) {
        return tool_error(e.message());
    }
}

McpTool make_loop_history_tool(const std::string& default_state) {
    Ordered definition;
    definition["name"] = "loop_history";
    definition["title"] = "Record a run and decide whether the fix loop goes on";
    definition["description"] =
        "Record a captured run (stdout, stderr, exitCode) in a history state file and get the "
        "loopclose.history/1 event: loop.continue, loop.halted (repeated_error, oscillating, "
        "stalled, budget_exceeded, user_stop…) or loop.completed, with the recovery strategy "
        "to try next and the suggested actions. Writes only the state file.";
    definition["inputSchema"] = input_schema(default_state);
    definition["annotations"] = {{"title", "Record a run in the loop history"},
                                 {"readOnlyHint", false},
                                 {"destructiveHint", false},
                                 {"idempotentHint", false},
                                 {"openWorldHint", false}};
    return {definition, [default_state](const Json& arguments) {
                return call_loop_history(arguments, default_state);
            }};
}

} // namespace loopclose::cli
