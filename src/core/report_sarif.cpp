// SPDX-License-Identifier: MIT
#include "core/report_sarif.hpp"

#include "core/detectors.hpp"
#include "core/paths.hpp"
#include "core/report.hpp"

#include <array>
#include <map>
#include <nlohmann/json.hpp>

namespace loopclose::core {

namespace {

using Json = nlohmann::ordered_json;

// What code scanning shows for a rule, beyond the kind table.
struct RuleText {
    std::string_view name;        // UpperCamelCase rule name
    std::string_view description; // the first sentence of fullDescription
    std::string_view tags;        // comma-separated
    std::string_view precision;   // very-high, high, medium, low
};

// Indexed by kind, in the order of enum Kind.
constexpr std::array<RuleText, k_kind_count> k_rules{{
    {"MergeConflict", "A merge left conflict markers or an unmerged file behind.", "vcs,build",
     "very-high"},
    {"CommandNotFound", "A command the run needed was not found.", "environment", "very-high"},
    {"PermissionError", "An operation was refused for lack of permission.", "environment", "high"},
    {"OutOfMemory", "The run ran out of memory.", "runtime,resources", "high"},
    {"TypecheckError", "A type checker reported an error here.", "build,types", "very-high"},
    {"SyntaxError", "A parser reported a syntax error here.", "build", "very-high"},
    {"CompileError", "A compiler or linker reported an error here.", "build", "very-high"},
    {"Crash", "The program crashed: a fatal signal or a sanitizer report.", "runtime,crash",
     "high"},
    {"TestFailure", "A test failed here.", "test", "very-high"},
    {"MissingModule", "An import or dependency could not be resolved.", "dependencies,build",
     "high"},
    {"Timeout", "A test or command exceeded its time limit.", "test,runtime", "high"},
    {"RuntimeError", "An uncaught error or panic ended the program here.", "runtime", "high"},
    {"UnhandledRejection", "A promise was rejected and never handled.", "runtime,javascript",
     "high"},
    {"NotImplemented", "A code path threw a \"not implemented\" error.", "runtime,maintainability",
     "high"},
    {"NetworkError", "A network operation failed.", "environment,network", "high"},
    {"LintError", "A linter reported a rule violation here.", "lint,style", "very-high"},
    {"IncompleteFunction", "A function body is empty or only a placeholder.", "maintainability",
     "medium"},
    {"StackFrame", "A frame of the stack trace printed with a failure.", "runtime", "medium"},
    {"FixmeMarker", "A FIXME marker: code known to need fixing.", "maintainability", "medium"},
    {"TodoMarker", "A TODO marker: unfinished work.", "maintainability", "medium"},
}};

std::string capitalized(std::string_view text) {
    std::string out(text);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') {
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    }
    return out;
}

std::string_view problem_severity(Kind kind) {
    const std::string_view level = sarif_level(kind);
    return level == "note" ? "recommendation" : level;
}

Json make_rule(const KindInfo& info) {
    const RuleText& text = k_rules[kind_index(info.kind)];
    std::string full(text.description);
    if (const Detector* detector = find_detector(info.id); detector != nullptr) {
        full += " loopclose recognizes: " + std::string(detector->description) + ".";
    }
    Json tags = Json::array();
    std::string_view rest = text.tags;
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        tags.push_back(rest.substr(0, comma));
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    Json rule;
    rule["id"] = info.id;
    rule["name"] = text.name;
    rule["shortDescription"] = {{"text", capitalized(info.singular)}};
    rule["fullDescription"] = {{"text", full}};
    rule["help"] = {{"text", "Fix by: " + std::string(info.fix)},
                    {"markdown", "**Fix by:** " + std::string(info.fix) +
                                     "\n\nRecovery strategy when it comes back: `" +
                                     std::string(strategy_id(info.strategy)) + "`."}};
    rule["defaultConfiguration"] = {{"level", sarif_level(info.kind)}};
    rule["properties"] = {{"tags", tags},
                          {"precision", text.precision},
                          {"problem.severity", problem_severity(info.kind)}};
    return rule;
}

// The snippet with every run of ASCII digits folded to one '0'.
std::string fold_digits(std::string_view text) {
    std::string out;
    bool in_digits = false;
    for (const char c : text) {
        const bool digit = c >= '0' && c <= '9';
        if (!digit) {
            out += c;
        } else if (!in_digits) {
            out += '0';
        }
        in_digits = digit;
    }
    return out;
}

// Where a result points: a URI, its base id (empty when absolute), and the path the
// fingerprint hashes.
struct Location {
    std::string uri;
    std::string base_id;
    std::string normalized;
};

Location locate(std::string_view file, std::string_view root) {
    if (const auto relative = path_under_root(file, root)) {
        std::string uri = percent_encode_path(*relative);
        // A relative reference whose first segment holds ':' would parse as a scheme.
        if (const std::size_t colon = uri.find(':');
            colon != std::string::npos && colon < uri.find('/')) {
            uri.insert(0, "./");
        }
        return {uri, "%SRCROOT%", *relative};
    }
    if (is_absolute_path(file)) {
        return {file_uri(file), "", normalize_path(file)};
    }
    // A relative path climbing out of the working directory.
    if (is_absolute_path(root)) {
        const std::string absolute = normalize_path(std::string(root) + "/" + std::string(file));
        return {file_uri(absolute), "", absolute};
    }
    const std::string normalized = normalize_path(file);
    return {percent_encode_path(normalized), "", normalized};
}

std::string message_text(const Evidence& item) {
    std::string text = capitalized(kind_info(item.kind).singular);
    if (!item.label.empty()) {
        text += " (" + item.label + ")";
    }
    if (!item.snippet.empty()) {
        text += ": " + item.snippet;
    }
    if (!item.message.empty() && item.message != item.snippet) {
        text += "\n" + item.message;
    }
    return text;
}

Json make_result(const Evidence& item, const Location& where, std::size_t occurrence) {
    Json physical;
    physical["artifactLocation"] = {{"uri", where.uri}};
    if (!where.base_id.empty()) {
        physical["artifactLocation"]["uriBaseId"] = where.base_id;
    }
    if (item.line != 0) {
        physical["region"] = {{"startLine", item.line}};
        if (printed_column(item.column) != 0) { // SARIF counts columns from 1
            physical["region"]["startColumn"] = item.column;
        }
    }
    Json result;
    result["ruleId"] = kind_info(item.kind).id;
    result["ruleIndex"] = kind_index(item.kind);
    result["level"] = sarif_level(item.kind);
    result["message"] = {{"text", message_text(item)}};
    Json location;
    location["physicalLocation"] = physical;
    result["locations"] = Json::array();
    result["locations"].push_back(location);
    result["partialFingerprints"] = {
        {"primaryLocationLineHash", sarif_fingerprint(item, where.normalized, occurrence)}};
    Json properties = {{"stream", stream_name(item.stream)}};
    if (!item.label.empty()) {
        properties["label"] = item.label;
    }
    if (!item.tool.empty()) {
        properties["tool"] = item.tool;
    }
    result["properties"] = properties;
    return result;
}

Json make_run_properties(const Analysis& a, std::size_t without_file, std::size_t omitted) {
    Json p;
    p["stallReason"] = a.stall_reason;
    p["primaryKind"] = a.primary ? Json(kind_info(*a.primary).id) : Json();
    p["exitCode"] = a.exit_code ? Json(*a.exit_code) : Json();
    p["evidenceCount"] = a.evidence.size();
    p["evidenceWithoutFile"] = without_file;
    p["resultsOmitted"] = omitted;
    p["resultsLimit"] = k_max_sarif_results;
    p["truncated"] = {{"stdout", a.stdout_truncated}, {"stderr", a.stderr_truncated}};
    return p;
}

} // namespace

std::string_view sarif_level(Kind kind) {
    switch (kind) {
    case Kind::fixme_marker:
        return "warning";
    case Kind::todo_marker:
    case Kind::stack_trace:
        return "note";
    default:
        break;
    }
    return "error";
}

std::string sarif_fingerprint(const Evidence& item, std::string_view normalized_file,
                              std::size_t occurrence) {
    std::uint64_t hash = 14695981039346656037ULL;
    const auto mix = [&hash](std::string_view part) {
        for (const char c : part) {
            hash ^= static_cast<unsigned char>(c);
            hash *= 1099511628211ULL;
        }
        hash ^= 0xFF; // a separator no UTF-8 text contains
        hash *= 1099511628211ULL;
    };
    mix(kind_info(item.kind).id);
    mix(normalized_file);
    mix(item.label);
    mix(fold_digits(item.snippet));
    static constexpr char k_hex[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i) {
        out[static_cast<std::size_t>(i)] = k_hex[hash & 0xF];
        hash >>= 4;
    }
    return out + ":" + std::to_string(occurrence);
}

Json make_sarif_json(const Analysis& a, const SarifOptions& options) {
    // The rules describe the kinds, not the run: built once per process.
    static const Json rules = [] {
        Json all = Json::array();
        for (const auto& info : all_kinds()) {
            all.push_back(make_rule(info));
        }
        return all;
    }();
    Json driver = {{"name", "loopclose"},
                   {"version", options.tool_version},
                   {"semanticVersion", options.tool_version},
                   {"rules", rules}};
    Json results = Json::array();
    std::map<std::string, std::size_t> seen; // hash without suffix → occurrences so far
    std::size_t without_file = 0;
    std::size_t omitted = 0;
    for (const auto& item : a.evidence) {
        if (item.file.empty()) {
            ++without_file;
            continue;
        }
        if (results.size() == k_max_sarif_results) {
            ++omitted;
            continue;
        }
        const Location where = locate(item.file, options.source_root);
        const std::string base = sarif_fingerprint(item, where.normalized, 0);
        const std::size_t occurrence = ++seen[base.substr(0, base.find(':'))];
        results.push_back(make_result(item, where, occurrence));
    }
    Json run;
    run["tool"] = {{"driver", driver}};
    Json invocation = {{"executionSuccessful", true}};
    if (omitted > 0) {
        const std::string text = "Only the first " + std::to_string(k_max_sarif_results) +
                                 " results are included (GitHub's limit per run); " +
                                 std::to_string(omitted) + " more were left out.";
        Json notification;
        notification["level"] = "warning";
        notification["message"]["text"] = text;
        invocation["toolExecutionNotifications"] = Json::array();
        invocation["toolExecutionNotifications"].push_back(notification);
    }
    run["invocations"] = Json::array();
    run["invocations"].push_back(invocation);
    run["automationDetails"] = {{"id", options.category + "/"}};
    if (is_absolute_path(options.source_root)) {
        run["originalUriBaseIds"] = {{"%SRCROOT%", {{"uri", file_uri(options.source_root, true)}}}};
    }
    run["columnKind"] = "utf16CodeUnits";
    run["results"] = results;
    run["properties"] = make_run_properties(a, without_file, omitted);
    Json log;
    log["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
    log["version"] = "2.1.0";
    log["runs"] = Json::array();
    log["runs"].push_back(run);
    return log;
}

std::string render_sarif(const Analysis& a, const SarifOptions& options) {
    return make_sarif_json(a, options).dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace loopclose::core
