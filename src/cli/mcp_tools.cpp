// SPDX-License-Identifier: MIT
#include "cli/mcp_tools.hpp"

#include "cli/errors.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "cli/report_files.hpp"
#include "core/report.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <sys/stat.h>

namespace loopclose::cli {

namespace {

using Json = nlohmann::json;
using Ordered = nlohmann::ordered_json;

const std::vector<std::string> k_run_arguments{"stdout",   "stdoutFile", "stderr",  "stderrFile",
                                               "exitCode", "detectors",  "promise", "maxChars",
                                               "rules",    "reports"};

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
    properties["stdoutFile"] = {
        {"type", "string"},
        {"description", "Instead of stdout: a file holding it, relative to the server's working "
                        "directory; its last maxChars bytes are read, as --stdout reads them"}};
    properties["stderrFile"] = {
        {"type", "string"},
        {"description", "Instead of stderr: a file holding it, relative to the server's working "
                        "directory; its last maxChars bytes are read, as --stderr reads them"}};
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
         "file's text, or \"path\": the file, relative to the server's working directory; "
         "\"name\": how to call it; \"format\": junit, sarif, tap, go-test-json, "
         "cargo-json or lint-json, told from the content when left out}"},
        {"items",
         {{"type", "object"},
          {"properties",
           {{"content", {{"type", "string"}}},
            {"path", {{"type", "string"}}},
            {"name", {{"type", "string"}}},
            {"format",
             {{"type", "string"},
              {"enum", Ordered::array({"auto", "junit", "sarif", "tap", "go-test-json",
                                       "cargo-json", "lint-json", "eslint-json", "test-json"})}}}}},
          {"oneOf", Ordered::array({{{"required", Ordered::array({"content"})}},
                                    {{"required", Ordered::array({"path"})}}})},
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
        if (!list.empty()) {
            list += ',';
        }
        list += id.get<std::string>();
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

namespace {

bool given(const Json& arguments, const char* name) {
    const auto it = arguments.find(name);
    return it != arguments.end() && !it->is_null();
}

// A file an argument names, relative to the server's working directory: a regular
// file, so that a FIFO or a terminal cannot block the server; "-" is a file named so,
// not standard input (the server's is the MCP channel).
std::string file_argument(const Json& arguments, const char* name) {
    const std::string path = string_argument(arguments, name);
    if (path.empty()) {
        throw CliError(std::string(name) + " must name a file",
                       "a path, absolute or relative to the server's working directory");
    }
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        throw CliError(std::string(name) + ": '" + path + "' is not a regular file",
                       "name the file that holds the captured output");
    }
    return path == "-" ? "./-" : path;
}

// An error reading the file an argument names, said of that argument; a file that
// cannot be opened gets a hint for MCP rather than for the command line.
CliError argument_error(const std::string& where, const CliError& e) {
    const bool cannot_open = std::string_view(e.what()).find("cannot open") != std::string::npos;
    return CliError(where + ": " + e.what(),
                    cannot_open ? "check the path; a relative one starts at the server's "
                                  "working directory"
                                : e.fix());
}

// One captured stream: the `text_name` string, or the tail of the `file_name` file,
// read as --stdout and --stderr read theirs (man page, loopclose mcp).
void read_stream_argument(const Json& arguments, const char* text_name, const char* file_name,
                          std::size_t max_chars, std::string& text, bool& truncated,
                          std::uint64_t& bytes) {
    if (!given(arguments, file_name)) {
        text = string_argument(arguments, text_name);
        return;
    }
    if (given(arguments, text_name)) {
        throw CliError(std::string("give ") + text_name + " or " + file_name + ", not both",
                       std::string("leave out ") + text_name + " to read the file");
    }
    const std::string path = file_argument(arguments, file_name);
    try {
        StreamTail tail = read_tail(path, max_chars);
        text = std::move(tail.data);
        truncated = tail.truncated;
        bytes = tail.total;
    } catch (const CliError& e) {
        throw argument_error(file_name, e);
    }
}

} // namespace

ToolRun parse_run_arguments(const Json& arguments) {
    ToolRun run;
    run.options.promise = string_argument(arguments, "promise");
    if (const std::string list = detector_argument(arguments); !list.empty()) {
        run.options.detectors = parse_detector_list(list);
    }
    if (const auto max_chars = integer_argument(arguments, "maxChars", 1,
                                                static_cast<std::int64_t>(core::k_max_max_chars),
                                                "leave it out for the default, 1000000")) {
        run.options.max_chars = static_cast<std::size_t>(*max_chars);
    }
    read_stream_argument(arguments, "stdout", "stdoutFile", run.options.max_chars, run.out,
                         run.out_truncated, run.out_bytes);
    read_stream_argument(arguments, "stderr", "stderrFile", run.options.max_chars, run.err,
                         run.err_truncated, run.err_bytes);
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
            throw CliError("reports must be an array of {\"content\": …} or {\"path\": …} objects",
                           "pass [{\"name\": \"junit.xml\", \"content\": \"<testsuites>…\"}]");
        }
        auto reports = std::make_shared<std::vector<core::ParsedReport>>();
        for (std::size_t i = 0; i < it->size(); ++i) {
            const Json& item = (*it)[i];
            const std::string where = "reports[" + std::to_string(i) + "]";
            if (!item.is_object() || item.contains("content") == item.contains("path")) {
                throw CliError(where + " must be an object with \"content\" or \"path\"",
                               "pass the report file's text as \"content\", or the file as "
                               "\"path\"");
            }
            for (const auto& [key, value] : item.items()) {
                if (key != "content" && key != "path" && key != "name" && key != "format") {
                    throw CliError(where + ": unknown member '" + key + "'",
                                   "a report takes content or path, name and format");
                }
                if (!value.is_string()) {
                    throw CliError(where + "." + key + " must be a string",
                                   key == "format" ? "e.g. \"junit\"" : "e.g. \"junit.xml\"");
                }
            }
            const std::optional<core::ReportFormat> format =
                parse_report_format(item.value("format", ""));
            if (item.contains("path")) {
                const std::string path = file_argument(item, "path");
                const std::string name = item.value("name", item["path"].get<std::string>());
                try {
                    reports->push_back(load_report_file(path, name, format));
                } catch (const CliError& e) {
                    throw argument_error(where, e);
                }
                continue;
            }
            const std::string name = item.value("name", where);
            const std::string& content = item["content"].get_ref<const std::string&>();
            const std::string_view text = std::string_view(content).substr(
                0, static_cast<std::size_t>(core::k_max_report_bytes));
            reports->push_back(parse_report_text(name, text, content.size(), format));
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
