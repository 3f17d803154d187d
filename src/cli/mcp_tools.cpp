// SPDX-License-Identifier: MIT
#include "cli/mcp_tools.hpp"

#include "cli/errors.hpp"
#include "cli/options.hpp"
#include "cli/report_files.hpp"
#include "core/report.hpp"

#include <cmath>
#include <cstdint>
#include <limits>

namespace loopclose::cli {

namespace {

using Json = nlohmann::json;
using Ordered = nlohmann::ordered_json;

const std::vector<std::string> k_run_arguments{"stdout",  "stderr",   "exitCode", "detectors",
                                               "promise", "maxChars", "rules",    "reports"};

} // namespace

Ordered run_argument_properties() {
    Ordered ids = Ordered::array();
    for (const auto& detector : core::detector_registry()) {
        ids.push_back(detector.id);
    }
    Ordered properties;
    properties["stdout"] = {{"type", "string"},
                            {"description", "The command's captured standard output"}};
    properties["stderr"] = {{"type", "string"},
                            {"description", "The command's captured standard error"}};
    properties["exitCode"] = {
        {"type", "integer"},
        {"minimum", std::numeric_limits<std::int32_t>::min()},
        {"maximum", std::numeric_limits<std::int32_t>::max()},
        {"description", "The command's exit status; leave it out when unknown"}};
    properties["detectors"] = {
        {"description", "Run only these detectors (ids as listed by 'loopclose detectors'), "
                        "as an array or a comma-separated string; all when left out"},
        {"anyOf",
         Ordered::array({{{"type", "array"}, {"items", {{"type", "string"}, {"enum", ids}}}},
                         {{"type", "string"}}})}};
    properties["promise"] = {{"type", "string"},
                             {"description",
                              "Completion token: the gate passes only when the output holds "
                              "<promise>TOKEN</promise> and the run is clean"}};
    properties["rules"] = {{"type", "object"},
                           {"description",
                            "GitHub problem-matcher JSON ({\"problemMatcher\": [...]}, optional "
                            "\"kind\" per matcher) teaching tools loopclose does not know"}};
    properties["reports"] = {
        {"type", "array"},
        {"description",
         "Machine reports the run wrote (as --report reads them): each {\"content\": the "
         "file's text, \"name\": how to call it, \"format\": junit, sarif, tap, "
         "go-test-json, cargo-json or lint-json; told from the content when left out}"},
        {"items",
         {{"type", "object"},
          {"properties",
           {{"content", {{"type", "string"}}},
            {"name", {{"type", "string"}}},
            {"format",
             {{"type", "string"},
              {"enum", Ordered::array({"auto", "junit", "sarif", "tap", "go-test-json",
                                       "cargo-json", "lint-json", "eslint-json"})}}}}},
          {"required", Ordered::array({"content"})},
          {"additionalProperties", false}}}};
    properties["maxChars"] = {{"type", "integer"},
                              {"minimum", 1},
                              {"maximum", core::k_max_max_chars},
                              {"description", "Bytes kept from the end of each stream "
                                              "(default 1000000)"}};
    return properties;
}

namespace {

Ordered loop_close_input_schema() {
    return {{"type", "object"},
            {"properties", run_argument_properties()},
            {"additionalProperties", false}};
}

Ordered loop_close_output_schema() {
    Ordered nullable_string = {{"type", Ordered::array({"string", "null"})}};
    Ordered properties;
    properties["schema"] = {{"type", "string"}, {"const", "loopclose.report/1"}};
    properties["stallReason"] = {{"type", "string"}};
    properties["primaryKind"] = nullable_string;
    properties["exitCode"] = {{"type", Ordered::array({"integer", "null"})}};
    properties["nextPrompt"] = {{"type", "string"}};
    properties["evidence"] = {{"type", "array"}, {"items", {{"type", "object"}}}};
    properties["counts"] = {{"type", "object"}, {"additionalProperties", {{"type", "integer"}}}};
    properties["truncated"] = {
        {"type", "object"},
        {"properties", {{"stdout", {{"type", "boolean"}}}, {"stderr", {{"type", "boolean"}}}}}};
    properties["promise"] = {{"type", "object"}};
    properties["reports"] = {{"type", "array"}, {"items", {{"type", "object"}}}};
    return {{"type", "object"},
            {"properties", properties},
            {"required", Ordered::array({"schema", "stallReason", "primaryKind", "exitCode",
                                         "nextPrompt", "evidence", "counts", "truncated"})}};
}

} // namespace

std::string string_argument(const Json& arguments, const char* name) {
    const auto it = arguments.find(name);
    if (it == arguments.end() || it->is_null()) {
        return {};
    }
    if (!it->is_string()) {
        throw CliError(std::string(name) + " must be a string",
                       "pass the captured text as one JSON string");
    }
    return it->get<std::string>();
}

std::optional<std::int64_t> integer_argument(const Json& arguments, const char* name,
                                             std::int64_t min, std::int64_t max,
                                             const std::string& fix) {
    const auto it = arguments.find(name);
    if (it == arguments.end() || it->is_null()) {
        return std::nullopt;
    }
    const std::string range =
        "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
    if (it->is_number_integer()) {
        // Unsigned values above INT64_MAX are reported as out of range, not wrapped.
        if (it->is_number_unsigned() &&
            it->get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
            throw CliError(std::string(name) + " must be " + range, fix);
        }
        const std::int64_t value = it->get<std::int64_t>();
        if (value >= min && value <= max) {
            return value;
        }
    } else if (it->is_number_float()) {
        const double value = it->get<double>();
        if (std::isfinite(value) && std::floor(value) == value &&
            value >= static_cast<double>(min) && value <= static_cast<double>(max)) {
            return static_cast<std::int64_t>(value);
        }
    }
    throw CliError(std::string(name) + " must be " + range, fix);
}

namespace {

// The detectors argument as "id,id": an array of ids or a comma-separated string.
std::string detector_argument(const Json& arguments) {
    const auto it = arguments.find("detectors");
    if (it == arguments.end() || it->is_null()) {
        return {};
    }
    if (it->is_string()) {
        return it->get<std::string>();
    }
    if (!it->is_array()) {
        throw CliError("detectors must be an array of detector ids or a comma-separated string",
                       "e.g. [\"test-failure\", \"compile-error\"]");
    }
    std::string list;
    for (const auto& id : *it) {
        if (!id.is_string()) {
            throw CliError("detectors must hold detector ids (strings)",
                           "e.g. [\"test-failure\", \"compile-error\"]");
        }
        list += (list.empty() ? "" : ",") + id.get<std::string>();
    }
    return list;
}

} // namespace

void reject_unknown_arguments(const Json& arguments, const std::vector<std::string>& known,
                              const std::string& tool) {
    for (const auto& [key, value] : arguments.items()) {
        if (std::find(known.begin(), known.end(), key) == known.end()) {
            std::string list;
            for (std::size_t i = 0; i < known.size(); ++i) {
                list += (i == 0 ? "" : i + 1 == known.size() ? " and " : ", ") + known[i];
            }
            throw CliError("unknown argument '" + key + "'", tool + " takes " + list);
        }
    }
}

ToolRun parse_run_arguments(const Json& arguments) {
    ToolRun run;
    run.out = string_argument(arguments, "stdout");
    run.err = string_argument(arguments, "stderr");
    run.options.promise = string_argument(arguments, "promise");
    if (const std::string list = detector_argument(arguments); !list.empty()) {
        run.options.detectors = parse_detector_list(list);
    }
    if (const auto max_chars = integer_argument(arguments, "maxChars", 1,
                                                static_cast<std::int64_t>(core::k_max_max_chars),
                                                "leave it out for the default, 1000000")) {
        run.options.max_chars = static_cast<std::size_t>(*max_chars);
    }
    if (const auto it = arguments.find("rules"); it != arguments.end()) {
        if (!it->is_object()) {
            throw CliError("rules must be a problem-matcher object",
                           "pass {\"problemMatcher\": [...]}, as in a --rules file");
        }
        run.rules = std::make_shared<const core::RuleSet>(
            checked_rules(it->dump(), "rules", "see 'man loopclose', RULES FILES"));
        run.options.user_rules = run.rules.get();
    }
    if (const auto it = arguments.find("reports"); it != arguments.end() && !it->is_null()) {
        if (!it->is_array()) {
            throw CliError("reports must be an array of {\"content\": …} objects",
                           "pass [{\"name\": \"junit.xml\", \"content\": \"<testsuites>…\"}]");
        }
        auto reports = std::make_shared<std::vector<core::ParsedReport>>();
        for (std::size_t i = 0; i < it->size(); ++i) {
            const Json& item = (*it)[i];
            const std::string where = "reports[" + std::to_string(i) + "]";
            if (!item.is_object() || !item.contains("content") || !item["content"].is_string()) {
                throw CliError(where + " must be an object with a string \"content\"",
                               "pass the report file's text as \"content\"");
            }
            for (const auto& [key, value] : item.items()) {
                if (key != "content" && key != "name" && key != "format") {
                    throw CliError(where + ": unknown member '" + key + "'",
                                   "a report takes content, name and format");
                }
                if (key != "content" && !value.is_string()) {
                    throw CliError(where + "." + key + " must be a string", "e.g. \"junit\"");
                }
            }
            const std::string name = item.value("name", where);
            const std::string& content = item["content"].get_ref<const std::string&>();
            const std::string_view text = std::string_view(content).substr(
                0, static_cast<std::size_t>(core::k_max_report_bytes));
            reports->push_back(parse_report_text(name, text, content.size(),
                                                 parse_report_format(item.value("format", ""))));
        }
        run.reports = std::move(reports);
    }
    if (const auto code = integer_argument(
            arguments, "exitCode", std::numeric_limits<std::int32_t>::min(),
            std::numeric_limits<std::int32_t>::max(),
            "pass the command's exit status, e.g. 1, or leave it out when unknown")) {
        run.exit_code = static_cast<std::int32_t>(*code);
    }
    return run;
}

Ordered tool_result(Ordered structured) {
    Ordered result;
    result["content"] = Ordered::array(
        {{{"type", "text"},
          {"text", structured.dump(-1, ' ', false, Ordered::error_handler_t::replace)}}});
    result["structuredContent"] = std::move(structured);
    result["isError"] = false;
    return result;
}

Ordered tool_error(const std::string& message) {
    Ordered result;
    result["content"] = Ordered::array({{{"type", "text"}, {"text", message}}});
    result["isError"] = true;
    return result;
}

Ordered call_loop_close(const Json& arguments) {
    try {
        reject_unknown_arguments(arguments, k_run_arguments, "loop_close");
        const ToolRun run = parse_run_arguments(arguments);
        return tool_result(core::make_report_json(core::analyze(run.input(), run.options)));
    } catch (const CliError& e) {
        return tool_error(e.message());
    }
}

McpTool make_loop_close_tool() {
    Ordered definition;
    definition["name"] = "loop_close";
    definition["title"] = "Explain a failed run";
    definition["description"] =
        "Explain why a build, test or lint run failed. Give the command's captured stdout, "
        "stderr and exit code; get loopclose's JSON report: stallReason, primaryKind, the "
        "evidence (kind, file, line, column, label, snippet), counts per kind, and nextPrompt "
        "with a conservative suggested fix. Read-only: nothing is executed.";
    definition["inputSchema"] = loop_close_input_schema();
    definition["outputSchema"] = loop_close_output_schema();
    definition["annotations"] = {{"title", "Explain a failed run"},
                                 {"readOnlyHint", true},
                                 {"destructiveHint", false},
                                 {"idempotentHint", true},
                                 {"openWorldHint", false}};
    return {definition, call_loop_close};
}

std::vector<McpTool> make_mcp_tools(const std::string& default_state) {
    return {make_loop_close_tool(), make_loop_history_tool(default_state)};
}

} // namespace loopclose::cli
