// SPDX-License-Identifier: MIT
// The JSON reporters of test runners (man page, REPORTS): jest's `--json` and vitest's
// `--reporter=json` (`testResults[].assertionResults[]`), mocha's `--reporter json`
// (`failures[]`), RSpec's `--format json` (`examples[]`). Each failed test is a test
// failure named as its runner names it, located by the runner's own fields or by the
// first frame of its stack in the test's file.
#include "core/readers/common.hpp"
#include "core/text.hpp"

#include <nlohmann/json.hpp>
#include <string>

namespace loopclose::core::readers {

namespace {

using Json = nlohmann::json;

// A string element ("" for anything else).
std::string text_of(const Json& value) {
    return value.is_string() ? value.get<std::string>() : std::string();
}

void add_test(ParsedReport& report, std::string label, std::string suite, std::string name,
              std::string file, std::uint32_t line, std::uint32_t column, const std::string& why) {
    ReportFinding finding;
    finding.evidence.kind = Kind::test_failure;
    finding.evidence.label = clean_field(label);
    finding.suite = clean_field(suite);
    finding.name = clean_field(name);
    finding.evidence.file = report_path(file);
    finding.evidence.line = line;
    finding.evidence.column = column;
    if (finding.evidence.line == 0) {
        frame_in_file(why, finding.evidence);
    }
    finding.evidence.message = clip_message(why);
    finding.evidence.snippet =
        clean_field(finding.evidence.message.substr(0, finding.evidence.message.find('\n')),
                    k_max_snippet_chars);
    if (finding.evidence.snippet.empty()) {
        finding.evidence.snippet = finding.evidence.label;
    }
    ++report.failures;
    add_finding(report, std::move(finding));
    // What the failure says beyond "the test failed": a stub (NotImplementedError), a
    // timeout, a crash, a module that would not load.
    report.texts.push_back({why, k_output_kinds | kind_bit(Kind::not_implemented)});
}

// jest and vitest: a suite per file, its assertions with ancestor titles.
void read_jest(const Json& root, ParsedReport& report) {
    // jest names a test "math › divide › keeps fractions", vitest "math > divide > …";
    // only jest's JSON counts runtime-error suites.
    const bool jest = json_member(root, "numRuntimeErrorTestSuites").is_number();
    const std::string separator = jest ? " \xE2\x80\xBA " : " > ";
    report.producer = jest ? "jest" : "vitest";
    for (const Json& suite : json_member(root, "testResults")) {
        const std::string file = text_of(json_member(suite, "name"));
        bool any_failed = false;
        for (const Json& test : json_member(suite, "assertionResults")) {
            ++report.tests;
            const std::string status = text_of(json_member(test, "status"));
            if (status == "pending" || status == "skipped" || status == "todo" ||
                status == "disabled") {
                ++report.skipped;
            }
            if (status != "failed") {
                continue;
            }
            any_failed = true;
            std::string chain;
            for (const Json& title : json_member(test, "ancestorTitles")) {
                chain += (chain.empty() ? "" : separator) + text_of(title);
            }
            const std::string title = text_of(json_member(test, "title"));
            std::string why;
            for (const Json& message : json_member(test, "failureMessages")) {
                why += text_of(message) + "\n";
            }
            const Json& location = json_member(test, "location");
            add_test(report, chain.empty() ? title : chain + separator + title, chain, title, file,
                     0, 0, why);
            (void)location; // the test's declaration; the stack names the failing line
        }
        // A suite that failed to run (a syntax error, a missing module): its message is
        // console text.
        if (!any_failed && text_of(json_member(suite, "status")) == "failed") {
            if (std::string message = text_of(json_member(suite, "message")); !message.empty()) {
                report.texts.push_back({std::move(message), ~0U & ~kind_bit(Kind::test_failure)});
                ++report.errors;
            }
        }
    }
}

// mocha: `failures` with fullTitle, file and err.
void read_mocha(const Json& root, ParsedReport& report) {
    report.producer = "mocha";
    report.tests = json_number(json_member(root, "stats"), "tests");
    report.skipped = json_number(json_member(root, "stats"), "pending");
    for (const Json& test : json_member(root, "failures")) {
        const Json& err = json_member(test, "err");
        std::string why = text_of(json_member(err, "stack"));
        if (why.empty()) {
            why = text_of(json_member(err, "message"));
        }
        add_test(report, text_of(json_member(test, "fullTitle")), {},
                 text_of(json_member(test, "title")), text_of(json_member(test, "file")), 0, 0,
                 why);
    }
}

// RSpec: `examples` with status, full_description, file_path, line_number, exception.
// Its `messages` are what it printed outside the examples (a spec file that would not
// load: "An error occurred while loading ./spec/a_spec.rb", "LoadError:", "  cannot load
// such file -- …"): the text pipeline reads them.
void read_rspec(const Json& root, ParsedReport& report) {
    report.producer = "rspec";
    for (const Json& message : json_member(root, "messages")) {
        if (std::string text = text_of(message);
            !text.empty() && report.texts.size() < k_max_report_findings) {
            report.texts.push_back({std::move(text), ~0U & ~kind_bit(Kind::test_failure)});
        }
    }
    for (const Json& example : json_member(root, "examples")) {
        ++report.tests;
        const std::string status = text_of(json_member(example, "status"));
        if (status == "pending") {
            ++report.skipped;
        }
        if (status != "failed") {
            continue;
        }
        const Json& exception = json_member(example, "exception");
        std::string why = text_of(json_member(exception, "class"));
        if (const std::string message = text_of(json_member(exception, "message"));
            !message.empty()) {
            why += (why.empty() ? "" : ": ") + message;
        }
        add_test(report, text_of(json_member(example, "full_description")), {},
                 text_of(json_member(example, "description")),
                 text_of(json_member(example, "file_path")), json_number(example, "line_number"), 0,
                 why);
    }
}

// mocha's `--reporter json-stream`: one array per event and line, `["start",{…}]`, then
// `["pass",{…}]` and `["fail",{"title", "fullTitle", "file", "err", "stack"}]` (the error's
// message and stack as strings), `["end",{stats}]`. Lines that are not events (a test's own
// console output between them) are passed over.
void read_mocha_stream(std::string_view text, ParsedReport& report) {
    report.producer = "mocha";
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        const std::string_view line = trim(text.substr(0, newline));
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        const bool fail = starts_with(line, "[\"fail\",");
        if (!fail && !starts_with(line, "[\"end\",")) {
            continue;
        }
        Json event;
        if (parse_json_document(line, event) || !event.is_array() || event.size() != 2) {
            continue;
        }
        const Json& body = event[1];
        if (!fail) {
            report.tests = json_number(json_member(body, "stats"), "tests");
            report.skipped = json_number(json_member(body, "stats"), "pending");
            continue;
        }
        std::string why = text_of(json_member(body, "stack"));
        if (why.empty()) {
            why = text_of(json_member(body, "err"));
        }
        add_test(report, text_of(json_member(body, "fullTitle")), {},
                 text_of(json_member(body, "title")), text_of(json_member(body, "file")), 0, 0,
                 why);
    }
}

} // namespace

bool is_mocha_stream(std::string_view text) {
    return starts_with(text, "[\"start\",{");
}

std::optional<ReportError> read_test_json(std::string_view text, ParsedReport& report) {
    if (const std::string_view start = trim(text); is_mocha_stream(start)) {
        read_mocha_stream(start, report);
        return std::nullopt;
    }
    Json root;
    if (auto error = parse_json_document(text, root)) {
        return error;
    }
    if (json_member(root, "testResults").is_array()) {
        read_jest(root, report);
    } else if (json_member(root, "examples").is_array()) {
        read_rspec(root, report);
    } else if (json_member(root, "failures").is_array()) {
        read_mocha(root, report);
    } else {
        return ReportError{"not a test runner's JSON: no \"testResults\", \"examples\" or "
                           "\"failures\" array",
                           0, 1};
    }
    return std::nullopt;
}

} // namespace loopclose::core::readers
