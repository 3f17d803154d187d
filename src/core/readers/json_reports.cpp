// SPDX-License-Identifier: MIT
// The JSON reports (man page, REPORTS): SARIF 2.1.0 logs, eslint's JSON (and the
// arrays stylelint and pylint write in its place), and the JSON-lines streams of
// `go test -json` and cargo's `--message-format=json`. Parsed with nlohmann/json after
// a linear scan has checked the nesting depth.
#include "core/readers/common.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace loopclose::core::readers {

std::string json_string(const nlohmann::json& object, const char* key) {
    if (object.is_object()) {
        if (const auto it = object.find(key); it != object.end() && it->is_string()) {
            return it->get<std::string>();
        }
    }
    return {};
}

std::uint32_t json_number(const nlohmann::json& object, const char* key) {
    if (object.is_object()) {
        if (const auto it = object.find(key); it != object.end()) {
            if (it->is_number_unsigned() || it->is_number_integer()) {
                const auto value = it->get<std::int64_t>();
                return value > 0 && value <= UINT32_MAX ? static_cast<std::uint32_t>(value) : 0;
            }
            if (it->is_string()) {
                return parse_number(it->get_ref<const std::string&>());
            }
        }
    }
    return 0;
}

const nlohmann::json& json_member(const nlohmann::json& object, const char* key) {
    static const nlohmann::json null;
    if (object.is_object()) {
        if (const auto it = object.find(key); it != object.end()) {
            return *it;
        }
    }
    return null;
}

namespace {

using Json = nlohmann::json;

// One pass over JSON text from `start`, outside strings: the offset of the first
// bracket nested deeper than k_max_report_depth, and the end of the value opened at
// `start` (just past its closing bracket; npos when it does not close).
struct BracketScan {
    std::optional<std::size_t> too_deep;
    std::size_t end = std::string_view::npos;
};

BracketScan scan_brackets(std::string_view text, std::size_t start) {
    BracketScan scan;
    std::size_t depth = 0;
    bool in_string = false;
    for (std::size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                in_string = false;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > k_max_report_depth && !scan.too_deep) {
                scan.too_deep = i;
            }
        } else if ((c == ']' || c == '}') && depth > 0 && --depth == 0 &&
                   scan.end == std::string_view::npos) {
            scan.end = i + 1;
        }
    }
    return scan;
}

// Parses one JSON document, or says where it is broken.
std::optional<ReportError> parse_json(std::string_view text, Json& out) {
    if (const auto deep = scan_brackets(text, 0).too_deep) {
        return ReportError{"JSON nested deeper than " + std::to_string(k_max_report_depth), *deep,
                           0};
    }
    try {
        out = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& e) {
        std::string what = e.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax
        // error while parsing value - invalid literal; last read: '{x'": the part after
        // the location says what.
        if (const std::size_t colon = what.find(": "); colon != std::string::npos) {
            what = what.substr(colon + 2);
        }
        return ReportError{"malformed JSON: " + clean_field(what, 200),
                           e.byte > 0 ? static_cast<std::uint64_t>(e.byte - 1) : 0, 0};
    } catch (const Json::exception& e) {
        // Well-formed but out of the library's range: a number such as 4e552799
        // overflows a double ("[json.exception.out_of_range.406] number overflow …").
        std::string what = e.what();
        if (const std::size_t bracket = what.find("] "); bracket != std::string::npos) {
            what = what.substr(bracket + 2);
        }
        return ReportError{"unreadable JSON: " + clean_field(what, 200), 0, 0};
    }
    return std::nullopt;
}

const Json& member(const Json& object, const char* key) {
    return json_member(object, key);
}

std::string string_at(const Json& object, const char* key) {
    return json_string(object, key);
}

std::uint32_t number_at(const Json& object, const char* key) {
    return json_number(object, key);
}

// The kind of an error-level diagnostic by the tool that reported it.
Kind kind_of_tool(std::string_view tool) {
    std::string lower;
    for (const char c : tool) {
        lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    for (const std::string_view compiler : {"clang", "gcc", "gnu c", "g++", "rustc", "msvc",
                                            "javac", "kotlinc", "swiftc", "roslyn", "csc"}) {
        if (contains(lower, compiler)) {
            return Kind::compile_error;
        }
    }
    for (const std::string_view checker :
         {"typescript", "tsc", "mypy", "pyright", "pyre", "flow"}) {
        if (contains(lower, checker)) {
            return Kind::typecheck_error;
        }
    }
    return Kind::lint_error;
}

// A linter's message that says the file did not parse.
bool is_parse_failure(std::string_view message) {
    return contains_lower(message, "parsing error") || contains_lower(message, "syntax error") ||
           contains_lower(message, "syntaxerror") || contains_lower(message, "unexpected token");
}

// Calls `each(line, offset)` for every line of a JSON-lines stream that holds an
// object; other lines (a tool's plain output mixed in) go to `plain`.
template <typename Each>
std::optional<ReportError> for_each_json_line(std::string_view text, bool truncated,
                                              std::string& plain, Each each) {
    std::size_t offset = 0;
    while (offset < text.size()) {
        std::size_t end = text.find('\n', offset);
        const bool last = end == std::string_view::npos;
        if (last) {
            end = text.size();
        }
        const std::string_view line = text.substr(offset, end - offset);
        const std::string_view body = trim(line);
        if (!body.empty() && body.front() == '{') {
            Json object;
            if (auto error = parse_json(body, object)) {
                if (last && truncated) {
                    break; // the line the size limit cut
                }
                error->byte += offset + static_cast<std::size_t>(body.data() - line.data());
                return error;
            }
            each(object);
        } else if (!body.empty()) {
            plain.append(line);
            plain += '\n';
        }
        offset = end + 1;
    }
    return std::nullopt;
}

} // namespace

bool is_staticcheck_json_line(std::string_view line) {
    return starts_with(line, "{\"code\":\"") && contains(line, "\"location\"") &&
           contains(line, "\"severity\"");
}

std::optional<ReportError> parse_json_document(std::string_view text, nlohmann::json& out) {
    return parse_json(text, out);
}

std::optional<ReportError> read_sarif(std::string_view text, ParsedReport& report) {
    // clang writes its SARIF log to standard error, between a warning line and its
    // "2 errors generated." summary: the log is the object starting a line.
    std::size_t start = 0;
    while (start < text.size() && text[start] != '{') {
        const std::size_t newline = text.find('\n', start);
        start = newline == std::string_view::npos ? text.size() : newline + 1;
        while (start < text.size() && (text[start] == ' ' || text[start] == '\t')) {
            ++start;
        }
    }
    if (start == text.size()) {
        return ReportError{"not a SARIF log: no JSON object", 0, 1};
    }
    const std::size_t end = scan_brackets(text, start).end;
    Json log;
    if (auto error = parse_json(
            text.substr(start, end == std::string_view::npos ? text.size() - start : end - start),
            log)) {
        error->byte += start;
        return error;
    }
    const Json& runs = member(log, "runs");
    if (!runs.is_array()) {
        return ReportError{"not a SARIF log: no \"runs\" array", 0, 1};
    }
    for (const Json& run : runs) {
        const Json& driver = member(member(run, "tool"), "driver");
        const std::string tool = string_at(driver, "name");
        if (report.producer.empty()) {
            report.producer = clean_field(tool, 80);
        }
        const Kind tool_kind = kind_of_tool(tool);
        const Json& rules = member(driver, "rules");
        const Json& artifacts = member(run, "artifacts");
        for (const Json& result : member(run, "results")) {
            if (!result.is_object()) {
                continue;
            }
            // Only "fail" results are findings (pass, notApplicable, review… are not).
            if (const std::string kind = string_at(result, "kind");
                !kind.empty() && kind != "fail") {
                continue;
            }
            std::string rule_id = string_at(result, "ruleId");
            const Json* rule = nullptr;
            if (const std::uint32_t index = number_at(result, "ruleIndex");
                rules.is_array() && (index > 0 || member(result, "ruleIndex").is_number())) {
                if (index < rules.size()) {
                    rule = &rules[index];
                }
            }
            if (rule == nullptr && rules.is_array() && !rule_id.empty()) {
                for (const Json& candidate : rules) {
                    if (string_at(candidate, "id") == rule_id) {
                        rule = &candidate;
                        break;
                    }
                }
            }
            if (rule_id.empty() && rule != nullptr) {
                rule_id = string_at(*rule, "id");
            }
            std::string level = string_at(result, "level");
            if (level.empty() && rule != nullptr) {
                level = string_at(member(*rule, "defaultConfiguration"), "level");
            }
            if (level != "error") {
                // SARIF's default level is "warning"; warnings and notes are advisory.
                if (level != "none") {
                    ++report.warnings;
                }
                continue;
            }
            ++report.failures;
            const Json& message = member(result, "message");
            std::string text_of = string_at(message, "text");
            if (text_of.empty()) {
                text_of = string_at(message, "markdown");
            }
            std::string file;
            std::uint32_t line = 0;
            std::uint32_t column = 0;
            const Json& locations = member(result, "locations");
            if (locations.is_array() && !locations.empty()) {
                const Json& physical = member(locations[0], "physicalLocation");
                const Json& artifact = member(physical, "artifactLocation");
                file = string_at(artifact, "uri");
                if (file.empty() && artifacts.is_array()) {
                    if (const Json& index = member(artifact, "index");
                        index.is_number_unsigned() && index.get<std::size_t>() < artifacts.size()) {
                        file = string_at(member(artifacts[index.get<std::size_t>()], "location"),
                                         "uri");
                    }
                }
                const Json& region = member(physical, "region");
                line = number_at(region, "startLine");
                column = number_at(region, "startColumn");
            }
            const bool parse_failure =
                tool_kind == Kind::lint_error &&
                (is_parse_failure(text_of) || rule_id == "parse" || rule_id == "OXL0001");
            add_finding(report, diagnostic(parse_failure ? Kind::syntax_error : tool_kind,
                                           parse_failure ? "" : rule_id, uri_path(file), line,
                                           column, text_of));
        }
        // A file the tool could not read at all (eslint's SARIF formatter puts parse
        // errors here, not among the results).
        for (const Json& invocation : member(run, "invocations")) {
            for (const char* list :
                 {"toolExecutionNotifications", "toolConfigurationNotifications"}) {
                for (const Json& note : member(invocation, list)) {
                    if (string_at(note, "level") != "error" && !member(note, "level").is_null()) {
                        continue;
                    }
                    const std::string text_of = string_at(member(note, "message"), "text");
                    const Json& locations = member(note, "locations");
                    if (!locations.is_array() || locations.empty()) {
                        continue;
                    }
                    const Json& physical = member(locations[0], "physicalLocation");
                    const Json& region = member(physical, "region");
                    ++report.failures;
                    const bool parse_failure = is_parse_failure(text_of);
                    add_finding(
                        report,
                        diagnostic(parse_failure ? Kind::syntax_error : tool_kind,
                                   parse_failure ? "" : string_at(member(note, "descriptor"), "id"),
                                   uri_path(string_at(member(physical, "artifactLocation"), "uri")),
                                   number_at(region, "startLine"), number_at(region, "startColumn"),
                                   text_of));
                }
            }
        }
    }
    return std::nullopt;
}

// oxlint's and biome's JSON: {"diagnostics": [...]}, each with a severity, a message,
// a rule (oxlint "code", biome "category"; none or "parse" for a file that did not
// parse) and a location (oxlint labels[0].span, biome location.start).
void read_diagnostics_object(const Json& root, ParsedReport& report) {
    for (const Json& d : member(root, "diagnostics")) {
        if (!d.is_object()) {
            continue;
        }
        if (string_at(d, "severity") != "error") {
            ++report.warnings;
            continue;
        }
        ++report.failures;
        std::string rule = string_at(d, "code");
        std::string file = string_at(d, "filename");
        std::uint32_t line = 0;
        std::uint32_t column = 0;
        if (const Json& labels = member(d, "labels"); labels.is_array() && !labels.empty()) {
            report.producer = "oxlint";
            const Json& span = member(labels[0], "span");
            line = number_at(span, "line");
            column = number_at(span, "column");
        }
        if (const Json& location = member(d, "location"); location.is_object()) {
            report.producer = "biome";
            rule = string_at(d, "category");
            file = string_at(location, "path");
            if (file.empty()) {
                file = string_at(member(location, "path"), "file");
            }
            line = number_at(member(location, "start"), "line");
            column = number_at(member(location, "start"), "column");
        }
        const bool parse_failure = rule.empty() || rule == "parse" || starts_with(rule, "parse/");
        add_finding(report, diagnostic(parse_failure ? Kind::syntax_error : Kind::lint_error,
                                       parse_failure ? "" : rule, file, line, column,
                                       string_at(d, "message")));
    }
}

// GitLab's Code Quality report (Code Climate's issue format), which oxlint, Ruff,
// golangci-lint and the ESLint and mypy plugins for GitLab write: an array of
// {description, check_name, severity, location: {path, lines: {begin} or positions:
// {begin: {line, column}}}}. Its severities are blocker, critical, major, minor and info;
// the two highest are failures, and "major" too when nothing is higher (the tools that
// write one severity for everything write that).
void read_code_quality(const Json& issues, ParsedReport& report) {
    report.producer = "GitLab Code Quality JSON"; // names the format
    bool higher = false;
    for (const Json& issue : issues) {
        const std::string severity = issue.is_object() ? string_at(issue, "severity") : "";
        higher = higher || severity == "blocker" || severity == "critical";
    }
    for (const Json& issue : issues) {
        if (!issue.is_object()) {
            continue;
        }
        const std::string severity = string_at(issue, "severity");
        if (severity != "blocker" && severity != "critical" && (higher || severity != "major")) {
            ++report.warnings;
            continue;
        }
        ++report.failures;
        const Json& location = member(issue, "location");
        std::uint32_t line = number_at(member(location, "lines"), "begin");
        std::uint32_t column = 0;
        if (const Json& begin = member(member(location, "positions"), "begin"); begin.is_object()) {
            line = number_at(begin, "line");
            column = number_at(begin, "column");
        }
        const std::string message = string_at(issue, "description");
        std::string rule = string_at(issue, "check_name");
        const bool parse_failure = rule.empty() || is_parse_failure(message);
        add_finding(report, diagnostic(parse_failure ? Kind::syntax_error : Kind::lint_error,
                                       parse_failure ? "" : rule, string_at(location, "path"), line,
                                       column, message));
    }
}

// staticcheck -f json: one object per line, {code, severity, location: {file, line,
// column}, message}; it fails on every problem it prints but those "ignored".
std::optional<ReportError> read_staticcheck_lines(std::string_view text, ParsedReport& report) {
    report.producer = "staticcheck";
    std::string plain;
    return for_each_json_line(text, report.truncated, plain, [&](const Json& problem) {
        if (string_at(problem, "severity") == "ignored") {
            ++report.warnings;
            return;
        }
        ++report.failures;
        const Json& at = member(problem, "location");
        const std::string code = string_at(problem, "code");
        add_finding(report, diagnostic(code == "compile" ? Kind::compile_error : Kind::lint_error,
                                       code == "compile" ? "" : code, string_at(at, "file"),
                                       number_at(at, "line"), number_at(at, "column"),
                                       string_at(problem, "message")));
    });
}

// ShellCheck's json1 ({"comments": [...]}) and json ([...]) formats: {file, line, column,
// level, code (a number), message}. ShellCheck fails on every comment it prints.
void read_shellcheck_comments(const Json& comments, ParsedReport& report) {
    report.producer = "shellcheck";
    for (const Json& c : comments) {
        if (!c.is_object()) {
            continue;
        }
        ++report.failures;
        const Json& code = member(c, "code");
        const std::string label =
            code.is_number_unsigned() ? "SC" + std::to_string(code.get<std::uint64_t>()) : "";
        add_finding(report,
                    diagnostic(Kind::lint_error, label, string_at(c, "file"), number_at(c, "line"),
                               number_at(c, "column"), string_at(c, "message")));
    }
}

namespace {

// The generic reading of a linter's own JSON (man page, REPORTS): the shape bandit,
// htmlhint, secretlint, markdownlint, PHPMD, SQLFluff, Biome's rdjson and many others
// share without agreeing on names. A finding is an object that gives a line (directly or
// in a nested location, range or start object) and a rule or a message; its file is its
// own or that of the object or array above it that names one.

// The first member of `object` among `keys` that is not null.
const Json* first_member(const Json& object, std::initializer_list<const char*> keys) {
    for (const char* key : keys) {
        const auto it = object.find(key);
        if (it != object.end() && !it->is_null()) {
            return &*it;
        }
    }
    return nullptr;
}

// The objects a place may be nested in ({"location": {"range": {"start": {"line"}}}}).
constexpr std::initializer_list<const char*> k_place_keys = {
    "location", "range", "loc", "start", "begin", "position", "region", "positions", "lines"};

// A line or column number (0 when `n` is none).
std::uint32_t place_value(const Json* n) {
    return n != nullptr && n->is_number_unsigned()
               ? static_cast<std::uint32_t>(
                     std::min<std::uint64_t>(n->get<std::uint64_t>(), 1U << 30))
               : 0;
}

std::uint32_t place_number(const Json& object, std::initializer_list<const char*> keys, int depth) {
    if (const std::uint32_t n = place_value(first_member(object, keys)); n > 0) {
        return n;
    }
    if (depth < 4) {
        for (const char* key : k_place_keys) {
            const auto it = object.find(key);
            if (it != object.end() && it->is_object()) {
                if (const std::uint32_t n = place_number(*it, keys, depth + 1); n > 0) {
                    return n;
                }
            }
        }
    }
    return 0;
}

std::uint32_t line_of(const Json& object) {
    return place_number(object,
                        {"line", "lineNumber", "line_number", "line_no", "lineno", "beginLine",
                         "beginline", "startLine", "start_line", "row", "lnum"},
                        0);
}

std::uint32_t column_of(const Json& object) {
    if (const std::uint32_t column = place_number(
            object, {"column", "col", "columnNumber", "line_pos", "startColumn", "start_column"},
            0);
        column > 0) {
        return column;
    }
    // markdownlint: "errorRange": [column, length].
    const Json* range = first_member(object, {"errorRange"});
    return range != nullptr && range->is_array() && !range->empty() ? place_value(&(*range)[0]) : 0;
}

std::string file_of(const Json& object) {
    if (const Json* f = first_member(
            object, {"file", "filename", "fileName", "filePath", "filepath", "file_path", "path"});
        f != nullptr && f->is_string()) {
        return f->get<std::string>();
    }
    if (const Json* at = first_member(object, {"location"}); at != nullptr && at->is_object()) {
        return file_of(*at);
    }
    return {};
}

// A string, a number, an object's id, value or name, or a list of strings joined by "/".
std::string name_in(const Json& value) {
    if (value.is_string()) {
        return value.get<std::string>();
    }
    if (value.is_number_integer()) {
        return std::to_string(value.get<std::int64_t>());
    }
    if (value.is_object()) {
        const Json* inner = first_member(value, {"id", "value", "name"});
        return inner != nullptr && inner->is_string() ? inner->get<std::string>() : std::string();
    }
    std::string joined;
    if (value.is_array()) {
        for (const Json& part : value) {
            if (part.is_string()) {
                joined += (joined.empty() ? "" : "/") + part.get<std::string>();
            }
        }
    }
    return joined;
}

std::string rule_of(const Json& object) {
    const Json* rule = first_member(object, {"ruleId", "rule_id", "test_id", "check_name", "rule",
                                             "ruleNames", "code", "check", "symbol", "nr"});
    return rule != nullptr ? name_in(*rule) : std::string();
}

std::string message_of(const Json& object) {
    const Json* m = first_member(object, {"message", "description", "issue_text", "ruleDescription",
                                          "text", "reason", "desc", "title"});
    return m != nullptr && m->is_string() ? m->get<std::string>() : std::string();
}

// "error" and its synonyms; a number is eslint's scale (2 is an error).
bool says_error(const Json& object) {
    const Json* s =
        first_member(object, {"severity", "level", "type", "annotation_level", "issue_severity"});
    if (s == nullptr) {
        return false;
    }
    if (s->is_number_unsigned()) {
        return s->get<std::uint64_t>() >= 2;
    }
    if (!s->is_string()) {
        return false;
    }
    const std::string word = ascii_lower(s->get<std::string>());
    // (Vim's quickfix entries, which quick-lint-js writes as {"qflist": […]}: type "E".)
    return word == "error" || word == "e" || word == "fatal" || word == "failure" ||
           word == "blocker" || word == "critical";
}

// A message that leads with its rule code ("PRS: Couldn't find…", "E501: line too long").
std::string_view leading_code(std::string_view message) {
    std::size_t k = 0;
    while (k < message.size() && k < 12 &&
           ((message[k] >= 'A' && message[k] <= 'Z') ||
            (k > 0 && message[k] >= '0' && message[k] <= '9'))) {
        ++k;
    }
    return k >= 2 && message.substr(k, 2) == ": " ? message.substr(0, k) : std::string_view();
}

void read_located_objects(const Json& node, const std::string& inherited, ParsedReport& report,
                          int depth) {
    if (depth > 32) {
        return;
    }
    if (node.is_array()) {
        for (const Json& item : node) {
            read_located_objects(item, inherited, report, depth + 1);
        }
        return;
    }
    if (!node.is_object()) {
        return;
    }
    std::string file = file_of(node);
    if (file.empty()) {
        file = inherited;
    }
    const std::uint32_t line = line_of(node);
    std::string rule = rule_of(node);
    const std::string message = message_of(node);
    if (rule.empty()) {
        rule = std::string(leading_code(message));
    }
    const bool parse_failure = rule == "PRS" || is_parse_failure(message) ||
                               contains_lower(rule, "syntax") || contains_lower(rule, "parse");
    // A finding: a line and something said of it, or a file that did not parse.
    if ((line > 0 && (!rule.empty() || !message.empty()) && !file.empty()) ||
        (line == 0 && parse_failure && !file.empty() && !message.empty())) {
        ReportFinding finding = diagnostic(parse_failure ? Kind::syntax_error : Kind::lint_error,
                                           parse_failure && rule != "PRS" ? "" : rule, file, line,
                                           column_of(node), message);
        if (says_error(node)) {
            ++report.failures;
            add_finding(report, std::move(finding));
        } else {
            ++report.warnings;
            if (report.undecided.size() < k_max_report_findings) {
                report.undecided.push_back(std::move(finding));
            }
        }
        return;
    }
    for (const auto& [key, value] : node.items()) {
        if (value.is_array() || value.is_object()) {
            read_located_objects(value, file, report, depth + 1);
        }
    }
}

// The entries of the array shapes read_eslint_json knows by name.
void read_known_entries(const Json& files, ParsedReport& report);

} // namespace

namespace {

// webpack's stats (`webpack --json`): {"hash", "version", "builtAt", …, "errors": [{
// "moduleName": "./src/index.mjs", "loc": "1:0-36", "message": "Module not found: Error:
// Can't resolve './strings' in '/a/src'…"}], "warnings": […]}. Each error is handed to the
// text pipeline as webpack prints it ("ERROR in ./src/index.mjs 1:0-36", the message),
// where the rows that read webpack's console output read it.
bool is_webpack_stats(const Json& stats) {
    return stats.is_object() && member(stats, "errors").is_array() &&
           (member(stats, "builtAt").is_number() || member(stats, "assetsByChunkName").is_object());
}

void read_webpack_stats(const Json& stats, ParsedReport& report) {
    report.producer = "webpack";
    std::string text;
    for (const Json& e : member(stats, "errors")) {
        if (report.texts.size() >= k_max_report_findings) {
            ++report.dropped;
            continue;
        }
        // (webpack 4 wrote each error as a string.)
        const std::string message = e.is_string() ? e.get<std::string>() : string_at(e, "message");
        if (message.empty()) {
            continue;
        }
        ++report.errors;
        text = "ERROR in ";
        text += string_at(e, "moduleName");
        if (const std::string loc = string_at(e, "loc"); !loc.empty()) {
            text += ' ';
            text += loc;
        }
        text += '\n';
        text += message;
        text += '\n';
        report.texts.push_back({text, ~0U});
    }
    report.warnings = member(stats, "warnings").is_array() ? member(stats, "warnings").size() : 0;
}

} // namespace

std::optional<ReportError> read_eslint_json(std::string_view text, ParsedReport& report) {
    if (is_staticcheck_json_line(text.substr(0, text.find('\n')))) {
        return read_staticcheck_lines(text, report);
    }
    Json files;
    if (auto error = parse_json(text, files)) {
        return error;
    }
    if (files.is_object() && member(files, "comments").is_array()) {
        read_shellcheck_comments(member(files, "comments"), report);
        return std::nullopt;
    }
    if (files.is_array() && !files.empty() && files[0].is_object() &&
        member(files[0], "level").is_string() && member(files[0], "code").is_number()) {
        read_shellcheck_comments(files, report);
        return std::nullopt;
    }
    if (files.is_object() && member(files, "data").is_object() &&
        member(member(files, "data"), "errors").is_array()) {
        // proselint --json: {"data": {"errors": [{check, line, column, message, severity}]}};
        // any error fails its run.
        report.producer = "proselint";
        for (const Json& e : member(member(files, "data"), "errors")) {
            ++report.failures;
            add_finding(report, diagnostic(Kind::lint_error, string_at(e, "check"), "",
                                           number_at(e, "line"), number_at(e, "column"),
                                           string_at(e, "message")));
        }
        return std::nullopt;
    }
    if (is_webpack_stats(files)) {
        read_webpack_stats(files, report);
        return std::nullopt;
    }
    // (Reviewdog's rdjson, {"source", "diagnostics": [{code: {value}, location: {path,
    // range}}]}, which Biome and others write, is read generically below.)
    if (files.is_object() && member(files, "diagnostics").is_array() &&
        !member(files, "source").is_object()) {
        read_diagnostics_object(files, report);
        return std::nullopt;
    }
    if (files.is_object() && member(files, "totals").is_object() &&
        member(files, "files").is_object()) {
        // PHP_CodeSniffer --report=json: {"totals", "files": {path: {errors, warnings,
        // messages: [{message, source, severity, fixable, type: "ERROR"|"WARNING", line,
        // column}]}}}; the sniff's name is the label.
        report.producer = "phpcs";
        for (const auto& [path, entry] : member(files, "files").items()) {
            for (const Json& m : member(entry, "messages")) {
                if (!m.is_object()) {
                    continue;
                }
                if (string_at(m, "type") != "ERROR") {
                    ++report.warnings;
                    continue;
                }
                ++report.failures;
                add_finding(report, diagnostic(Kind::lint_error, string_at(m, "source"), path,
                                               number_at(m, "line"), number_at(m, "column"),
                                               string_at(m, "message")));
            }
        }
        return std::nullopt;
    }
    if (files.is_array() && !files.empty() && files[0].is_object() &&
        member(files[0], "filename").is_string() && member(files[0], "labels").is_array()) {
        // oxlint before 1.0: the diagnostics as a bare array, their places as byte offsets.
        Json wrapped = Json::object();
        wrapped["diagnostics"] = std::move(files);
        read_diagnostics_object(wrapped, report);
        return std::nullopt;
    }
    if (files.is_object() && member(files, "results").is_array() &&
        (member(files, "results").empty() ||
         member(member(files, "results")[0], "messages").is_array())) {
        // ESLint's json-with-metadata: {"results": [the json formatter's array], "metadata"}.
        Json results = std::move(files["results"]);
        files = std::move(results);
    } else if (files.is_object() && member(files, "files").is_array()) {
        // RuboCop's json formatter: {"metadata", "files": [{path, offenses}], "summary"}.
        Json listed = std::move(files["files"]);
        files = std::move(listed);
    }
    if (files.is_array() && !files.empty() && files[0].is_object() &&
        member(files[0], "check_name").is_string()) {
        read_code_quality(files, report);
        return std::nullopt;
    }
    const std::size_t known = report.findings.size() + report.warnings;
    if (files.is_array()) {
        read_known_entries(files, report);
    }
    if (report.findings.size() + report.warnings == known) {
        read_located_objects(files, "", report, 0);
        if (report.findings.empty() && report.undecided.empty() && !files.is_array()) {
            return ReportError{"not a lint JSON report: no finding with a file and a line", 0, 1};
        }
        if (report.producer.empty()) {
            report.producer = "linter JSON";
        }
    }
    return std::nullopt;
}

namespace {

void read_known_entries(const Json& files, ParsedReport& report) {
    for (const Json& entry : files) {
        if (!entry.is_object()) {
            continue;
        }
        if (const Json& messages = member(entry, "messages");
            messages.is_array() && member(entry, "filePath").is_string() &&
            (messages.empty() || member(messages[0], "severity").is_number())) {
            // eslint: {filePath, messages: [{ruleId, severity 1|2, message, line, column, fatal}]}
            report.producer = "eslint";
            const std::string file = string_at(entry, "filePath");
            for (const Json& m : messages) {
                const std::uint32_t severity = number_at(m, "severity");
                const bool fatal =
                    member(m, "fatal").is_boolean() && member(m, "fatal").get<bool>();
                if (severity < 2 && !fatal) {
                    // Advisory, unless `--max-warnings` failed the run on them (the
                    // console says so: promote_undecided).
                    ++report.warnings;
                    if (report.undecided.size() < k_max_report_findings) {
                        report.undecided.push_back(diagnostic(
                            Kind::lint_error, string_at(m, "ruleId"), file, number_at(m, "line"),
                            number_at(m, "column"), string_at(m, "message")));
                    }
                    continue;
                }
                ++report.failures;
                const std::string message = string_at(m, "message");
                add_finding(report, diagnostic(fatal ? Kind::syntax_error : Kind::lint_error,
                                               string_at(m, "ruleId"), file, number_at(m, "line"),
                                               number_at(m, "column"), message));
            }
        } else if (const Json& offenses = member(entry, "offenses"); offenses.is_array()) {
            // RuboCop: {path, offenses: [{severity, message, cop_name, location: {line,
            // column}}]}. It fails on every severity but "info"; "fatal" is a file it
            // could not parse (cop Lint/Syntax).
            report.producer = "rubocop";
            const std::string file = string_at(entry, "path");
            for (const Json& o : offenses) {
                const std::string severity = string_at(o, "severity");
                if (severity == "info") {
                    ++report.warnings;
                    continue;
                }
                ++report.failures;
                const Json& at = member(o, "location");
                // (RuboCop 1.39 reports a parse error as an "error" of Lint/Syntax.)
                const bool fatal = severity == "fatal" || string_at(o, "cop_name") == "Lint/Syntax";
                add_finding(report, diagnostic(fatal ? Kind::syntax_error : Kind::lint_error,
                                               fatal ? "" : string_at(o, "cop_name"), file,
                                               number_at(at, "line"), number_at(at, "column"),
                                               string_at(o, "message")));
            }
        } else if (const Json& warnings = member(entry, "warnings"); warnings.is_array()) {
            // stylelint: {source, warnings: [{line, column, rule, severity, text}]}
            report.producer = "stylelint";
            const std::string file = string_at(entry, "source");
            for (const Json& w : warnings) {
                if (string_at(w, "severity") != "error") {
                    ++report.warnings;
                    continue;
                }
                ++report.failures;
                const std::string rule = string_at(w, "rule");
                add_finding(
                    report,
                    diagnostic(rule == "CssSyntaxError" ? Kind::syntax_error : Kind::lint_error,
                               rule == "CssSyntaxError" ? "" : rule, file, number_at(w, "line"),
                               number_at(w, "column"), string_at(w, "text")));
            }
        } else if (member(entry, "kind").is_string() && member(entry, "locations").is_array()) {
            // gcc -fdiagnostics-format=json: [{kind, message, option, locations:
            // [{caret: {file, line, column}}], children}]; a warning -Werror made an
            // error is of kind "error" with its option "-Werror=unused-variable".
            report.producer = "gcc";
            const std::string kind = string_at(entry, "kind");
            if (kind != "error" && kind != "fatal error") {
                ++report.warnings;
                continue;
            }
            ++report.failures;
            std::string option = string_at(entry, "option");
            if (starts_with(option, "-Werror=")) {
                option = "-W" + option.substr(8);
            }
            const Json& locations = member(entry, "locations");
            const Json& caret = locations.empty() ? locations : member(locations[0], "caret");
            add_finding(report, diagnostic(Kind::compile_error, option, string_at(caret, "file"),
                                           number_at(caret, "line"), number_at(caret, "column"),
                                           string_at(entry, "message")));
        } else if (member(entry, "filename").is_string() && member(entry, "rule").is_string()) {
            // markdownlint's Ruby mdl --json: [{filename, line, rule, aliases, description}];
            // every one fails the run.
            report.producer = "mdl";
            ++report.failures;
            add_finding(report, diagnostic(Kind::lint_error, string_at(entry, "rule"),
                                           string_at(entry, "filename"), number_at(entry, "line"),
                                           0, string_at(entry, "description")));
        } else if (member(entry, "message-id").is_string()) {
            // pylint: {type, path, line, column, symbol, message, message-id}; its
            // console lists every message, so every message is a finding here too.
            report.producer = "pylint";
            ++report.failures;
            const std::string symbol = string_at(entry, "symbol");
            const Kind kind = symbol == "syntax-error" ? Kind::syntax_error : Kind::lint_error;
            // (Its columns count from 0: a printed 0 is a place, k_column_zero.)
            const Json& column = member(entry, "column");
            const std::uint32_t printed = number_at(entry, "column");
            add_finding(report, diagnostic(kind, string_at(entry, "message-id"),
                                           string_at(entry, "path"), number_at(entry, "line"),
                                           printed == 0 && column.is_number_integer() &&
                                                   column.get<std::int64_t>() == 0
                                               ? k_column_zero
                                               : printed,
                                           string_at(entry, "message")));
        }
    }
}

} // namespace

std::optional<ReportError> read_cargo_json(std::string_view text, ParsedReport& report) {
    report.producer = "cargo";
    std::string plain;
    auto error = for_each_json_line(text, report.truncated, plain, [&](const Json& object) {
        // cargo wraps each of rustc's diagnostics: {"reason": "compiler-message",
        // "message": {…}}; rustc --error-format=json prints them bare, each with
        // "$message_type": "diagnostic".
        const bool bare = string_at(object, "$message_type") == "diagnostic";
        if (!bare && string_at(object, "reason") != "compiler-message") {
            return;
        }
        if (bare) {
            report.producer = "rustc";
        }
        const Json& message = bare ? object : member(object, "message");
        const std::string level = string_at(message, "level");
        if (level != "error" && level != "error: internal compiler error") {
            if (level == "warning") {
                ++report.warnings;
            }
            return;
        }
        const Json& spans = member(message, "spans");
        const Json* primary = nullptr;
        if (spans.is_array()) {
            for (const Json& span : spans) {
                if (member(span, "is_primary").is_boolean() &&
                    member(span, "is_primary").get<bool>()) {
                    primary = &span;
                    break;
                }
            }
        }
        if (primary == nullptr) {
            return; // "aborting due to 2 previous errors" and the like
        }
        ++report.failures;
        std::string rendered = string_at(message, "rendered");
        if (rendered.empty()) {
            rendered = string_at(message, "message");
        }
        // A lint denied (clippy's "clippy::needless_return", rustc's "unused_variables"
        // under -D warnings) is a lint error; rustc's own errors are numbered ("E0308").
        const std::string code = string_at(member(message, "code"), "code");
        const bool numbered =
            code.size() == 5 && code[0] == 'E' &&
            std::all_of(code.begin() + 1, code.end(), [](char c) { return c >= '0' && c <= '9'; });
        ReportFinding finding =
            diagnostic(code.empty() || numbered ? Kind::compile_error : Kind::lint_error, code,
                       string_at(*primary, "file_name"), number_at(*primary, "line_start"),
                       number_at(*primary, "column_start"), string_at(message, "message"));
        finding.evidence.message = clip_message(rendered);
        add_finding(report, std::move(finding));
    });
    if (!trim(plain).empty()) {
        // `cargo test --message-format=json` prints the test harness's plain output
        // between the JSON lines: the text pipeline reads it whole.
        report.texts.push_back({std::move(plain), ~0U});
    }
    return error;
}

std::optional<ReportError> read_go_test_json(std::string_view text, ParsedReport& report) {
    report.producer = "go test";
    struct Test {
        std::string output;
        bool failed = false;
    };
    // Keyed by package then test ("" for the package's own lines), in first-seen order.
    std::vector<std::pair<std::string, std::string>> order;
    std::map<std::pair<std::string, std::string>, Test> tests;
    std::string plain;
    auto error = for_each_json_line(text, report.truncated, plain, [&](const Json& event) {
        const std::string action = string_at(event, "Action");
        auto key = std::make_pair(string_at(event, "Package"), string_at(event, "Test"));
        auto [it, inserted] = tests.try_emplace(key);
        if (inserted) {
            order.push_back(key);
        }
        Test& test = it->second;
        if (action == "output") {
            if (test.output.size() < 65536) {
                test.output += string_at(event, "Output");
            }
        } else if (action == "fail") {
            test.failed = true;
        }
        if (!key.second.empty() && (action == "pass" || action == "fail" || action == "skip")) {
            ++report.tests;
            report.skipped += action == "skip" ? 1 : 0;
        }
    });
    // The failed tests, sorted: a test's subtests ("name/…") follow it.
    std::vector<std::pair<std::string, std::string>> failed;
    for (const auto& [key, test] : tests) {
        if (test.failed) {
            failed.push_back(key);
        }
    }
    for (const auto& key : order) {
        const Test& test = tests[key];
        if (!test.failed) {
            continue;
        }
        const std::string& package = key.first;
        const std::string& name = key.second;
        if (name.empty()) {
            // A package that failed: its output says why (a panic, a build failure);
            // its failing tests are listed on their own.
            report.texts.push_back({test.output, ~0U & ~kind_bit(Kind::test_failure)});
            continue;
        }
        // A parent whose subtest failed fails too; the subtest is the failure.
        const std::string prefix = name + "/";
        const auto next =
            std::lower_bound(failed.begin(), failed.end(), std::make_pair(package, prefix));
        const bool has_failed_subtest =
            next != failed.end() && next->first == package && starts_with(next->second, prefix);
        if (has_failed_subtest) {
            continue;
        }
        ++report.failures;
        ReportFinding finding;
        finding.evidence.kind = Kind::test_failure;
        finding.evidence.label = clean_field(name);
        finding.suite = clean_field(package);
        finding.name = finding.evidence.label;
        // "    calc_test.go:12: Add(2, 2) = 5, want 4" (t.Errorf) names the test's
        // line; else a panic's frame in a _test.go file ("\t/abs/calc_test.go:12 +0x1d").
        std::string message;
        std::string frame_file;
        std::uint32_t frame_line = 0;
        for (const std::string_view line : split_lines(test.output)) {
            const std::string_view body = trim(line);
            if (starts_with(body, "=== ") || starts_with(body, "--- ")) {
                continue;
            }
            const std::size_t go = body.find(".go:");
            const std::size_t colon = go == std::string_view::npos ? go : body.find(':', go + 4);
            if (finding.evidence.line == 0 && go != std::string_view::npos && body.find(' ') > go &&
                colon != std::string_view::npos && colon < body.find(' ')) {
                finding.evidence.file = clean_field(body.substr(0, go + 3));
                finding.evidence.line = parse_number(body.substr(go + 4, colon - (go + 4)));
                message += trim(body.substr(colon + 1));
                message += '\n';
                continue;
            }
            if (frame_line == 0 && go != std::string_view::npos && go >= 5 &&
                body.substr(go - 5, 5) == "_test") {
                const std::size_t end = body.find(' ', go);
                frame_file = clean_field(body.substr(0, go + 3));
                frame_line = parse_number(
                    body.substr(go + 4, end == std::string_view::npos ? end : end - (go + 4)));
            }
            message += body;
            message += '\n';
        }
        if (finding.evidence.line == 0 && frame_line != 0) {
            finding.evidence.file = frame_file;
            finding.evidence.line = frame_line;
        }
        finding.evidence.message = clip_message(message);
        finding.evidence.snippet =
            clean_field(finding.evidence.message.substr(0, finding.evidence.message.find('\n')),
                        k_max_snippet_chars);
        add_finding(report, std::move(finding));
        // A panic inside a test: the text pipeline names it.
        report.texts.push_back({test.output, k_output_kinds | kind_bit(Kind::runtime_error)});
    }
    if (!trim(plain).empty()) {
        // With 2>&1 the build's errors land between the JSON lines.
        report.texts.push_back({std::move(plain), ~0U});
    }
    return error;
}

} // namespace loopclose::core::readers
