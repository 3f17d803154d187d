// SPDX-License-Identifier: MIT
// JUnit XML (man page, REPORTS): <testsuites>/<testsuite> nested to any depth, each
// <testcase classname name [file line]> holding <failure>, <error> or <skipped>, and
// <system-out>/<system-err>. The dialects differ in where a test's file and line live:
// `file`/`line` attributes (pytest's xunit1, PHPUnit, jest-junit's addFileAttribute),
// the classname (vitest and bun name the file there), or nowhere (Surefire, JUnit 5).
//
// Parsed with pugixml, which never reads a DTD or an external entity and expands only
// the five predefined entities and character references, so the classic XML attacks
// (external entities, "billion laughs") are text here, not work.
#include "core/paths.hpp"
#include "core/readers/common.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <cctype>
#include <pugixml.hpp>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace loopclose::core::readers {

namespace {

bool named(const pugi::xml_node& node, std::string_view name) {
    return std::string_view(node.name()) == name;
}

// The text inside an element: its PCDATA and CDATA children.
std::string body_of(const pugi::xml_node& node) {
    std::string text;
    for (const pugi::xml_node& child : node.children()) {
        if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
            text += child.value();
        }
    }
    return text;
}

// A Ruby class path as a test case's classname: "TestTally", "Minitest::Result".
bool ruby_test_class(std::string_view classname) {
    if (classname.empty() || classname.front() < 'A' || classname.front() > 'Z') {
        return false;
    }
    return std::all_of(classname.begin(), classname.end(),
                       [](char c) { return is_letter(c) || is_digit(c) || c == '_' || c == ':'; });
}

// pytest's JUnit report names a test by its module's dotted path and its name
// (classname "tests.test_inventory", or "tests.test_x.TestCart" for a method) and gives
// no file without --junit-family=xunit1: once the failure's frame has given the file,
// the test is named as pytest's console names it, "tests/test_inventory.py::test_x".
void pytest_label(std::string_view classname, std::string_view name, Evidence& evidence) {
    const std::string_view file = evidence.file;
    if (!file.ends_with(".py") || classname.empty() || trim(name).empty() ||
        classname.find_first_of("/ ") != std::string_view::npos) {
        return;
    }
    std::string module(file.substr(0, file.size() - 3));
    std::replace(module.begin(), module.end(), '/', '.');
    // The longest dotted start of the classname that ends the file's module path (the
    // file may be named from further up, "/a/tests/test_x.py"); the rest are classes.
    for (std::size_t end = classname.size(); end != std::string_view::npos && end != 0;
         end = classname.rfind('.', end - 1)) {
        const std::string_view head = classname.substr(0, end);
        const std::string_view m = module;
        if (!(m == head || (m.ends_with(head) && m[m.size() - head.size() - 1] == '.'))) {
            continue;
        }
        std::string label(file);
        std::string_view rest = end < classname.size() ? classname.substr(end + 1) : "";
        while (!rest.empty()) {
            const std::size_t dot = std::min(rest.find('.'), rest.size());
            label += "::";
            label += rest.substr(0, dot);
            rest.remove_prefix(std::min(rest.size(), dot + 1));
        }
        label += "::";
        label += name;
        evidence.label = clean_field(label);
        return;
    }
}

// A classname or suite name that is a source file's path (vitest and bun name the test
// file there: "tests/math.test.ts"; oxlint and biome the linted file) — not a Go
// import path ("example.com/shop/cart") or a dotted class name.
bool looks_like_path(std::string_view text) {
    if (text.empty() || text.find(' ') != std::string_view::npos) {
        return false;
    }
    const std::size_t slash = text.find_last_of("/\\");
    const std::string_view last = slash == std::string_view::npos ? text : text.substr(slash + 1);
    const std::size_t dot = last.rfind('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 == last.size()) {
        return false;
    }
    const std::string_view ext = last.substr(dot + 1);
    for (const std::string_view known :
         {"js",     "ts",   "mjs",  "cjs", "jsx", "tsx", "mts",  "cts", "vue",
          "svelte", "py",   "rb",   "php", "go",  "rs",  "java", "kt",  "cs",
          "css",    "scss", "json", "c",   "cc",  "cpp", "h",    "hpp"}) {
        if (ext == known) {
            return true;
        }
    }
    return false;
}

// "line 2, column 9, message" (oxlint) or "line 4, col 10, message" (biome): a linter
// writing its problems as JUnit test cases. Fills line and column; false otherwise.
bool lint_location(std::string_view body, Evidence& evidence) {
    body = trim(body);
    // stylelint: "On line 2, column 10 in /a/src/buttons.css".
    if (starts_with(body, "On line ")) {
        body.remove_prefix(3);
    }
    // CSSLint: "2:11:  the source line".
    if (!body.empty() && is_digit(body.front())) {
        const std::size_t colon = body.find(':');
        const std::size_t second =
            colon == std::string_view::npos ? colon : body.find(':', colon + 1);
        if (second != std::string_view::npos) {
            const std::uint32_t line = parse_number(body.substr(0, colon));
            const std::uint32_t column = parse_number(body.substr(colon + 1, second - colon - 1));
            if (line != 0) {
                evidence.line = line;
                evidence.column = column;
                return true;
            }
        }
        return false;
    }
    if (!starts_with(body, "line ")) {
        return false;
    }
    const std::size_t comma = body.find(',');
    if (comma == std::string_view::npos) {
        return false;
    }
    const std::uint32_t line = parse_number(body.substr(5, comma - 5));
    std::string_view rest = trim(body.substr(comma + 1));
    std::uint32_t column = 0;
    for (const std::string_view word : {"column ", "col "}) {
        if (starts_with(rest, word)) {
            // (up to a comma, or " in <path>" for stylelint)
            std::size_t end = word.size();
            while (end < rest.size() && is_digit(rest[end])) {
                ++end;
            }
            column = parse_number(rest.substr(word.size(), end - word.size()));
        }
    }
    if (line == 0) {
        return false;
    }
    evidence.line = line;
    evidence.column = column;
    return true;
}

// A file a checker checked, written as a test case's classname or name: a relative or
// absolute path with an extension, no blank, not a test file (a runner's case is named
// by its test file: vitest's classname "src/a.test.ts").
bool is_checked_file(std::string_view path) {
    if (path.empty() || path.size() > 300 || path.find_first_of(" \t:") != std::string_view::npos ||
        is_test_path(path)) {
        return false;
    }
    const std::size_t slash = path.find_last_of('/');
    const std::string_view last = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const std::size_t dot = last.rfind('.');
    if (dot == std::string_view::npos || dot == 0 || last.size() - dot > 6) {
        return false;
    }
    return std::all_of(last.begin() + static_cast<std::ptrdiff_t>(dot) + 1, last.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; });
}

// "W211", "B101", "E501": a checker's code.
bool code_like(std::string_view text) {
    std::size_t k = 0;
    while (k < text.size() && k < 4 && std::isupper(static_cast<unsigned char>(text[k])) != 0) {
        ++k;
    }
    return k > 0 && k < text.size() && text.size() - k <= 5 &&
           std::all_of(text.begin() + static_cast<std::ptrdiff_t>(k), text.end(),
                       [](char c) { return is_digit(c); });
}

// "MD032/blanks-around-lists", "no-undef", "W211": a rule's name, not a sentence.
bool rule_like(std::string_view text) {
    return !text.empty() && text.size() <= 80 && text.find(' ') == std::string_view::npos &&
           (code_like(text) || text.find('/') != std::string_view::npos ||
            text.find('-') != std::string_view::npos);
}

// cpplint's "6: Do not use namespace using-directives. [build/namespaces] [5]": the line
// and the category/rule before the confidence.
bool cpplint_finding(std::string_view line, std::uint32_t& number, std::string_view& rule) {
    line = trim(line);
    std::size_t k = 0;
    while (k < line.size() && k < 9 && is_digit(line[k])) {
        ++k;
    }
    if (k == 0 || k + 1 >= line.size() || line[k] != ':' || line[k + 1] != ' ' ||
        !line.ends_with("]")) {
        return false;
    }
    const std::size_t confidence = line.rfind(" [");
    const std::size_t open = confidence == std::string_view::npos || confidence == 0
                                 ? std::string_view::npos
                                 : line.rfind(" [", confidence - 1);
    if (open == std::string_view::npos) {
        return false;
    }
    const std::string_view inside = line.substr(open + 2, confidence - open - 3);
    if (inside.find('/') == std::string_view::npos || inside.find(' ') != std::string_view::npos) {
        return false;
    }
    number = parse_number(line.substr(0, k));
    rule = inside;
    return true;
}

// markdownlint-cli2's "Line 4, Column 1, Expected: …" (or "Line 3, Context: …").
bool lint_location_words(std::string_view text, Evidence& place) {
    text = trim(text);
    if (!starts_with(text, "Line ")) {
        return false;
    }
    std::size_t k = 5;
    while (k < text.size() && is_digit(text[k])) {
        ++k;
    }
    place.line = parse_number(text.substr(5, k - 5));
    if (place.line == 0) {
        return false;
    }
    constexpr std::string_view k_column = ", Column ";
    if (text.substr(k, k_column.size()) == k_column) {
        std::size_t c = k + k_column.size();
        while (c < text.size() && is_digit(text[c])) {
            ++c;
        }
        place.column = parse_number(text.substr(k + k_column.size(), c - k - k_column.size()));
    }
    return true;
}

// "src/cart.lua:10:10: …" (luacheck's message) or "Location app/config.py:7" (bandit's
// body's last line): the place of `file` in the text.
bool place_in_text(std::string_view text, std::string_view file, Evidence& place) {
    std::size_t at = text.find(file);
    while (at != std::string_view::npos) {
        const std::size_t after = at + file.size();
        if (after + 1 < text.size() && text[after] == ':' && is_digit(text[after + 1])) {
            std::size_t k = after + 1;
            while (k < text.size() && is_digit(text[k])) {
                ++k;
            }
            place.line = parse_number(text.substr(after + 1, k - after - 1));
            if (k + 1 < text.size() && text[k] == ':' && is_digit(text[k + 1])) {
                std::size_t c = k + 1;
                while (c < text.size() && is_digit(text[c])) {
                    ++c;
                }
                place.column = parse_number(text.substr(k + 1, c - k - 1));
            }
            return place.line != 0;
        }
        at = text.find(file, after);
    }
    return false;
}

// The message of a failure: its `message` attribute, then its body unless the body
// only repeats it.
std::string failure_text(const pugi::xml_node& failure) {
    const std::string message = failure.attribute("message").value();
    const std::string body = body_of(failure);
    const std::string_view first = trim(message);
    if (first.empty()) {
        return body;
    }
    if (trim(body).substr(0, first.size()) == first) {
        return body;
    }
    return message + "\n" + body;
}

// Finds the first element nested deeper than k_max_report_depth (pugixml walks the
// tree without recursion).
struct DepthCheck : pugi::xml_tree_walker {
    pugi::xml_node deepest;
    bool for_each(pugi::xml_node& node) override {
        if (depth() + 1 > static_cast<int>(k_max_report_depth)) {
            deepest = node;
            return false;
        }
        return true;
    }
};

struct Walker {
    ParsedReport& report;
    bool pytest = false;                               // pytest's xunit1 `line` counts from 0
    bool producer_writes_warnings_as_failures = false; // oxlint

    void add_output(const pugi::xml_node& node) {
        for (const char* stream : {"system-out", "system-err"}) {
            for (const pugi::xml_node& out : node.children(stream)) {
                std::string text = body_of(out);
                if (!trim(text).empty()) {
                    report.texts.push_back({std::move(text), k_output_kinds});
                }
            }
        }
    }

    // A linter's problem as a test case: no classname, its suite named for the file,
    // its body "line N, column M, message". oxlint writes errors as <error> and warnings
    // as <failure>; other linters (biome) write every problem as <failure>.
    // ESLint's junit formatter names its suites' package "org.eslint" and each case
    // "org.eslint.<rule>" (with a classname), its body "line 1, col 10, Error - …".
    bool lint_problem(const pugi::xml_node& node, const pugi::xml_node& failure, bool error) {
        const pugi::xml_node suite = node.parent();
        const std::string_view file = suite.attribute("name").value();
        std::string_view rule = node.attribute("name").value();
        const std::string_view package = suite.attribute("package").value();
        const bool rule_in_package = !package.empty() && rule.size() > package.size() + 1 &&
                                     starts_with(rule, package) && rule[package.size()] == '.';
        if ((!node.attribute("classname").empty() && !rule_in_package) || !looks_like_path(file)) {
            return false;
        }
        ReportFinding finding;
        finding.evidence.kind = Kind::lint_error;
        const std::string body = body_of(failure);
        // PHP_CodeSniffer names the case "<sniff> at <path> (line:column)".
        if (const std::size_t at = rule.find(" at "); at != std::string_view::npos &&
                                                      rule.ends_with(")") &&
                                                      rule.rfind(" (") != std::string_view::npos) {
            const std::string_view place = rule.substr(rule.rfind(" (") + 2);
            rule = rule.substr(0, at);
            if (!lint_location(std::string(place.substr(0, place.size() - 1)) + ":",
                               finding.evidence)) {
                return false;
            }
        } else if (!lint_location(body, finding.evidence)) {
            return false;
        }
        if (contains(body, ", Warning - ")) {
            ++report.warnings;
            return true;
        }
        // ESLint's "org.eslint.no-undef"; Biome's "org.biome.lint.suspicious.noDebugger"
        // is the rule its other reporters name "lint/suspicious/noDebugger".
        std::string label(rule);
        if (rule_in_package && (package == "org.eslint" || package == "org.biome")) {
            label.erase(0, package.size() + 1);
        }
        if (package == "org.biome") {
            std::replace(label.begin(), label.end(), '.', '/');
        }
        // A file that did not parse: oxlint names no rule, biome "….parse", ESLint
        // "org.eslint.unknown" with its "Parsing error: …".
        const bool parse_failure =
            trim(rule).empty() || rule.ends_with(".parse") ||
            starts_with(failure.attribute("message").value(), "Parsing error:");
        if (parse_failure) {
            label.clear();
        }
        const bool undecided = !error && !parse_failure && producer_writes_warnings_as_failures;
        finding.evidence.file = report_path(file);
        finding.evidence.label = clean_field(label, 120);
        if (const std::uint32_t line = parse_number(node.attribute("line").value()); line != 0) {
            finding.evidence.line = line;
            finding.evidence.column = parse_number(node.attribute("column").value());
        }
        const std::string message = failure.attribute("message").value();
        finding.evidence.message = clip_message(message);
        finding.evidence.snippet = clean_field(message, k_max_snippet_chars);
        if (parse_failure) {
            finding.evidence.kind = Kind::syntax_error;
            finding.evidence.label.clear();
        }
        if (undecided) {
            ++report.warnings;
            if (report.undecided.size() < k_max_report_findings) {
                report.undecided.push_back(std::move(finding));
            }
            return true;
        }
        ++report.failures;
        add_finding(report, std::move(finding));
        return true;
    }

    // RuboCop's junit formatter: a suite named "rubocop", a case per cop and file
    // (classname "lib.invoice", name "Style/RedundantReturn"), one <failure type="cop">
    // per offense, its body the offense's "/a/lib/invoice.rb:14:5".
    bool rubocop_offenses(const pugi::xml_node& node) {
        if (std::string_view(node.parent().attribute("name").value()) != "rubocop") {
            return false;
        }
        for (const pugi::xml_node& failure : node.children("failure")) {
            const std::string body = body_of(failure);
            std::string_view place = body;
            while (!place.empty() && std::isspace(static_cast<unsigned char>(place.front()))) {
                place.remove_prefix(1);
            }
            while (!place.empty() && std::isspace(static_cast<unsigned char>(place.back()))) {
                place.remove_suffix(1);
            }
            // "path:line:col", the path itself free of colons.
            const std::size_t col_at = place.rfind(':');
            const std::size_t line_at =
                col_at == std::string_view::npos ? col_at : place.rfind(':', col_at - 1);
            if (line_at == std::string_view::npos || line_at == 0) {
                continue;
            }
            ++report.failures;
            std::string_view cop = failure.attribute("type").value();
            if (cop.empty()) {
                cop = node.attribute("name").value();
            }
            add_finding(report,
                        diagnostic(Kind::lint_error, cop, place.substr(0, line_at),
                                   parse_number(place.substr(line_at + 1, col_at - line_at - 1)),
                                   parse_number(place.substr(col_at + 1)),
                                   failure.attribute("message").value()));
        }
        return true;
    }

    // A checker that writes each file it checked as a test case, its problems in the
    // failure (the case's classname, or its name when there is none, the checked file;
    // not a test file): cpplint's "6: message [build/namespaces] [5]" a line each in one
    // body; markdownlint-cli2's "Line 4, Column 1, …" under the rule's name; luacheck's
    // message "src/cart.lua:10:10: accessing …" with the code as its type; bandit's
    // "Test ID: B101 …" body ending "Location app/config.py:7". One finding per place.
    bool file_problems(const pugi::xml_node& node) {
        const std::string_view classname = node.attribute("classname").value();
        const std::string_view name = node.attribute("name").value();
        const std::string_view file = classname.empty() ? name : classname;
        if (!is_checked_file(file)) {
            return false;
        }
        std::size_t found = 0;
        for (const pugi::xml_node& failure : node.children()) {
            if (!named(failure, "failure") && !named(failure, "error")) {
                continue;
            }
            const std::string message = failure.attribute("message").value();
            const std::string body = body_of(failure);
            const std::string_view type = failure.attribute("type").value();
            // cpplint: a finding a line, "N: message [category/rule] [confidence]".
            std::size_t cpplint = 0;
            for (const std::string_view line : split_lines(body)) {
                std::uint32_t number = 0;
                std::string_view rule;
                if (cpplint_finding(line, number, rule)) {
                    add_finding(report, diagnostic(Kind::lint_error, rule, file, number, 0,
                                                   trim(line.substr(line.find(':') + 1))));
                    ++cpplint;
                }
            }
            if (cpplint > 0) {
                report.failures += cpplint;
                found += cpplint;
                continue;
            }
            Evidence place;
            std::string_view label;
            if (lint_location_words(body, place) || lint_location_words(message, place)) {
                label = rule_like(name) ? name : type;
            } else if (place_in_text(message, file, place) || place_in_text(body, file, place)) {
                label = code_like(type) ? type : rule_like(name) ? name : std::string_view();
                // bandit: "Test ID: B101 Severity: LOW …".
                if (const std::size_t id = body.find("Test ID: "); id != std::string::npos) {
                    const std::string_view rest = std::string_view(body).substr(id + 9);
                    label = rest.substr(0, rest.find_first_of(" \n"));
                }
            } else {
                continue;
            }
            ++report.failures;
            ++found;
            add_finding(report, diagnostic(Kind::lint_error, label, file, place.line, place.column,
                                           message.empty() ? std::string_view(body) : message));
        }
        return found > 0;
    }

    void testcase(const pugi::xml_node& node) {
        ++report.tests;
        if (rubocop_offenses(node) || file_problems(node)) {
            return;
        }
        pugi::xml_node failure;
        bool error = false;
        bool skipped = false;
        for (const pugi::xml_node& child : node.children()) {
            if (failure.empty() && (named(child, "failure") || named(child, "error"))) {
                failure = child;
                error = named(child, "error");
            } else if (named(child, "skipped")) {
                skipped = true;
            }
        }
        // A test both skipped and failed is a todo whose failure does not count (node
        // --test: <skipped type="todo"> beside the <failure> of a todo test that fails).
        if (failure.empty() || skipped) {
            report.skipped += skipped ? 1 : 0;
            return;
        }
        if (lint_problem(node, failure, error)) {
            return;
        }
        ++(error ? report.errors : report.failures);
        const std::string_view classname = node.attribute("classname").value();
        const std::string_view name = node.attribute("name").value();
        ReportFinding finding;
        finding.evidence.kind = Kind::test_failure;
        if (looks_like_path(classname) && !trim(name).empty()) {
            finding.evidence.label = clean_field(name);
            finding.evidence.file = report_path(classname);
            finding.suite = "";
        } else if (std::string_view(node.parent().attribute("name").value()) == "Mocha Tests" &&
                   !trim(name).empty()) {
            // Mocha's xunit reporter: the suites' titles in classname, the test's in name;
            // mocha names a test by its full title, the two joined by a space.
            finding.evidence.label =
                clean_field(classname.empty() ? std::string(name)
                                              : std::string(classname) + " " + std::string(name));
            finding.suite = "";
        } else if ((classname == "test" || classname.ends_with(".global")) && !trim(name).empty()) {
            // node --test's JUnit reporter writes classname="test" on every test case;
            // Catch2's, "<binary>.global" on every test case outside a class. Node names
            // a test file that failed as a whole (it timed out, or would not load) by its
            // path.
            finding.evidence.label = clean_field(name);
            finding.suite = "";
            if (classname == "test" && looks_like_path(name) && is_test_path(std::string(name))) {
                finding.evidence.file = report_path(name);
            }
        } else if (const std::string_view php_class = node.attribute("class").value();
                   !php_class.empty() && !trim(name).empty()) {
            // PHPUnit writes the class as PHP spells it ("App\Tests\SluggerTest") beside
            // a dotted classname: its console names the test "Class::method".
            finding.evidence.label = clean_field(std::string(php_class) + "::" + std::string(name));
            finding.suite = clean_field(classname);
        } else {
            finding.evidence.label = test_label(classname, name);
            // A Ruby test class ("TestTally", "Minitest::Result") and its test_ method:
            // Ruby's runners name the test "Class#test_x".
            if (ruby_test_class(classname) && starts_with(name, "test_")) {
                finding.evidence.label =
                    clean_field(std::string(classname) + "#" + std::string(name));
            }
            // Kyua (its metadata first in each case's stderr) names a test
            // "program:case", as its console does.
            if (starts_with(trim(node.child("system-err").text().get()), "Test case metadata")) {
                finding.evidence.label =
                    clean_field(std::string(classname) + ":" + std::string(name));
            }
            finding.suite = clean_field(classname);
        }
        finding.name = clean_field(name);
        if (const pugi::xml_attribute file = node.attribute("file"); !file.empty()) {
            finding.evidence.file = report_path(file.value());
        }
        if (finding.evidence.file.empty()) {
            // mocha-junit-reporter puts the test file on the suite.
            finding.evidence.file = report_path(node.parent().attribute("file").value());
        }
        if (const pugi::xml_attribute line = node.attribute("line"); !line.empty()) {
            finding.evidence.line = parse_number(line.value());
            if (pytest && finding.evidence.line != 0 && finding.evidence.line < UINT32_MAX) {
                finding.evidence.line += 1;
            }
        }
        std::string text = failure_text(failure);
        if (trim(text).empty()) {
            // ctest writes an empty <failure message=""/> and the test's output apart.
            text = body_of(node.child("system-out")) + body_of(node.child("system-err"));
        }
        // Vitest writes a test file whose modules threw while loading as a case named
        // after the file (name and classname "test/a.test.js", <failure type="Error">):
        // not a test but the error, where the first frame puts it.
        const std::string_view type = failure.attribute("type").value();
        if (name == classname && looks_like_path(name) &&
            (type.ends_with("Error") || type.ends_with("Exception"))) {
            finding.evidence.kind = Kind::runtime_error;
            finding.evidence.label = clean_field(type);
            finding.evidence.file.clear();
            finding.name.clear();
            frame_in_file(failure_text(failure), finding.evidence, true);
        }
        if (finding.evidence.line == 0) {
            frame_in_file(text, finding.evidence);
        }
        if (pytest) {
            pytest_label(classname, name, finding.evidence);
        }
        finding.evidence.message = clip_message(text);
        finding.evidence.snippet = clean_field(
            failure.attribute("message").empty()
                ? finding.evidence.message.substr(0, finding.evidence.message.find('\n'))
                : failure.attribute("message").value(),
            k_max_snippet_chars);
        if (finding.evidence.snippet.empty()) {
            finding.evidence.snippet = finding.evidence.label;
        }
        // The body may say more than "the test failed": a module that would not
        // import (a file's pseudo test case), a compiler's or type checker's lines (mypy
        // writes its whole console output into one). Those findings replace this one.
        finding.explained_by = report.texts.size();
        report.texts.push_back({text, k_output_kinds | kind_bit(Kind::compile_error) |
                                          kind_bit(Kind::typecheck_error) |
                                          kind_bit(Kind::lint_error)});
        add_output(node);
        add_finding(report, std::move(finding));
    }
};

// A test reported twice (pytest writes a second <testcase> for a test that failed and
// then errored in its teardown, "failed on teardown with …") is one failure: the first.
void drop_repeated_tests(ParsedReport& report) {
    std::unordered_set<std::string> seen;
    std::vector<ReportFinding> kept;
    for (ReportFinding& f : report.findings) {
        if (f.evidence.kind == Kind::test_failure && !f.name.empty() &&
            !seen.insert(f.suite + '\x1f' + f.name).second) {
            continue;
        }
        kept.push_back(std::move(f));
    }
    report.findings = std::move(kept);
}

// Go's test reports (gotestsum, go-junit-report) list a parent test as failed when
// one of its subtests ("TestTotal/empty") failed: the subtest is the failure.
void drop_failed_parents(ParsedReport& report) {
    std::vector<std::pair<std::string_view, std::string_view>> names;
    for (const ReportFinding& f : report.findings) {
        names.emplace_back(f.suite, f.name);
    }
    std::sort(names.begin(), names.end());
    const auto has_failed_child = [&](const ReportFinding& f) {
        if (f.evidence.kind != Kind::test_failure || f.name.empty()) {
            return false;
        }
        const std::string prefix = f.name + "/";
        const auto it =
            std::lower_bound(names.begin(), names.end(),
                             std::make_pair(std::string_view(f.suite), std::string_view(prefix)));
        return it != names.end() && it->first == f.suite && starts_with(it->second, prefix);
    };
    // Decided for all before any is moved: `names` views the findings' strings.
    std::vector<bool> parent(report.findings.size());
    for (std::size_t i = 0; i < report.findings.size(); ++i) {
        parent[i] = has_failed_child(report.findings[i]);
    }
    std::vector<ReportFinding> kept;
    for (std::size_t i = 0; i < report.findings.size(); ++i) {
        if (!parent[i]) {
            kept.push_back(std::move(report.findings[i]));
        }
    }
    report.findings = std::move(kept);
}

// Checkstyle XML (man page, REPORTS), which many linters write besides Checkstyle
// itself (ESLint, Biome, oxlint, ShellCheck, PHP_CodeSniffer, ktlint…): <checkstyle>
// holding <file name> elements, each holding <error line column severity message
// source>. Severity "error" is a finding, the rest are counted as warnings.
void read_checkstyle(const pugi::xml_node& root, ParsedReport& report) {
    // PHP_CodeSniffer's --report=xml is the same shape: <phpcs><file name> holding
    // <error> and <warning> elements whose text is the message. phpcs fails on warnings
    // too (exit status 1), so there both are findings.
    const bool phpcs = named(root, "phpcs");
    report.producer = phpcs ? "PHP_CodeSniffer XML" : "Checkstyle XML"; // names the format
    for (const pugi::xml_node& file : root.children("file")) {
        const std::string_view path = file.attribute("name").value();
        for (const pugi::xml_node& problem : file.children()) {
            const bool error_element = named(problem, "error");
            if (!error_element && !(phpcs && named(problem, "warning"))) {
                continue;
            }
            std::string_view source = problem.attribute("source").value();
            // JSHint and ShellCheck write their findings as warnings (ShellCheck's style
            // ones as "info"), yet fail on every finding they print (exit status 2 and
            // 1): there, any severity is a finding.
            const bool fails_on_all =
                phpcs || starts_with(source, "jshint.") || starts_with(source, "ShellCheck.");
            if (std::string_view(problem.attribute("severity").value()) != "error" &&
                !fails_on_all) {
                ++report.warnings;
                continue;
            }
            ++report.failures;
            // The rule without the tool's prefix: ESLint's "eslint.rules.no-undef" and
            // html-validate's "htmlvalidate.rules.close-order" (any "<tool>.rules."),
            // "jshint.W033", "ShellCheck.SC2086", "htmlhint.tag-pair", and Checkstyle's
            // class "com.puppycrawl.tools.checkstyle.checks.coding.MagicNumberCheck" as the
            // check's name, "MagicNumber".
            if (const std::size_t rules = source.find(".rules.");
                rules != std::string_view::npos &&
                source.substr(0, rules).find_first_of("/ ") == std::string_view::npos) {
                source.remove_prefix(rules + 7);
            }
            for (const std::string_view prefix : {"jshint.", "ShellCheck.", "htmlhint."}) {
                if (starts_with(source, prefix)) {
                    source.remove_prefix(prefix.size());
                    break;
                }
            }
            if (starts_with(source, "com.puppycrawl.tools.checkstyle.")) {
                source.remove_prefix(source.rfind('.') + 1);
                if (source.size() > 5 && source.ends_with("Check")) {
                    source.remove_suffix(5);
                }
            }
            const std::string message = problem.attribute("message").empty()
                                            ? std::string(problem.text().get())
                                            : std::string(problem.attribute("message").value());
            const bool parse_failure =
                source.empty() || source == "parse" || contains_lower(message, "parsing error");
            add_finding(report,
                        diagnostic(parse_failure ? Kind::syntax_error : Kind::lint_error,
                                   parse_failure ? "" : source, path,
                                   parse_number(problem.attribute("line").value()),
                                   parse_number(problem.attribute("column").value()), message));
        }
    }
}

// Cppcheck's --xml (version 2): <results><errors><error id severity msg> holding the
// <location file line column> elements of its path, the first where it happened.
// Severity "error" is a finding; style, warning, performance… are counted as warnings.
void read_cppcheck(const pugi::xml_node& root, ParsedReport& report) {
    report.producer = "cppcheck";
    for (const pugi::xml_node& problem : root.child("errors").children("error")) {
        if (std::string_view(problem.attribute("severity").value()) != "error") {
            ++report.warnings;
            continue;
        }
        ++report.failures;
        const pugi::xml_node at = problem.child("location");
        add_finding(report, diagnostic(Kind::lint_error, problem.attribute("id").value(),
                                       at.attribute("file").value(),
                                       parse_number(at.attribute("line").value()),
                                       parse_number(at.attribute("column").value()),
                                       problem.attribute("msg").value()));
    }
}

// NUnit's own XML (nunit-console -xml=, NUnit 3's TestResult.xml): <test-results>
// (NUnit 2) or <test-run> (NUnit 3) holding nested <test-suite> elements and, at any
// depth, <test-case name|fullname result> whose <failure> carries <message> and
// <stack-trace>. A case failed when its result says so (NUnit 2: Failure, Error;
// NUnit 3: Failed); its name is the fully qualified one the console prints.
void read_nunit(const pugi::xml_node& root, ParsedReport& report) {
    report.producer = "NUnit";
    std::vector<pugi::xml_node> stack{root};
    while (!stack.empty()) {
        const pugi::xml_node node = stack.back();
        stack.pop_back();
        if (!named(node, "test-case")) {
            std::vector<pugi::xml_node> children;
            for (const pugi::xml_node& child : node.children()) {
                if (child.type() == pugi::node_element) {
                    children.push_back(child);
                }
            }
            for (auto it = children.rbegin(); it != children.rend(); ++it) {
                stack.push_back(*it);
            }
            continue;
        }
        ++report.tests;
        const std::string_view result = node.attribute("result").value();
        const bool error = result == "Error";
        if (result != "Failure" && result != "Failed" && !error) {
            report.skipped += result == "Ignored" || result == "Skipped" ? 1 : 0;
            continue;
        }
        ++(error ? report.errors : report.failures);
        const std::string_view fullname = node.attribute("fullname").value();
        ReportFinding finding;
        finding.evidence.kind = Kind::test_failure;
        finding.evidence.label =
            clean_field(fullname.empty() ? node.attribute("name").value() : fullname);
        finding.name = finding.evidence.label;
        const pugi::xml_node failure = node.child("failure");
        const std::string message = failure.child("message").text().get();
        const std::string trace = failure.child("stack-trace").text().get();
        frame_in_file(trace, finding.evidence);
        finding.evidence.message = clip_message(message + (trace.empty() ? "" : "\n" + trace));
        finding.evidence.snippet =
            clean_field(message.substr(0, message.find('\n')), k_max_snippet_chars);
        if (finding.evidence.snippet.empty()) {
            finding.evidence.snippet = finding.evidence.label;
        }
        add_finding(report, std::move(finding));
    }
}

} // namespace

std::optional<ReportError> read_junit(std::string_view text, ParsedReport& report) {
    pugi::xml_document document;
    const pugi::xml_parse_result parsed =
        document.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_auto);
    // A report cut at the size limit ends mid-element: what came before is kept.
    if (!parsed && !report.truncated) {
        // pugixml counts the offset in the document it decoded: the input's bytes only
        // when the input was UTF-8.
        if (parsed.encoding != pugi::encoding_utf8) {
            return ReportError{std::string("malformed XML (decoded from UTF-16 or UTF-32): ") +
                                   parsed.description(),
                               0, 0};
        }
        return ReportError{std::string("malformed XML: ") + parsed.description(),
                           static_cast<std::uint64_t>(std::max<std::ptrdiff_t>(parsed.offset, 0)),
                           0};
    }
    const pugi::xml_node root = document.document_element();
    if (root.empty() ||
        (!named(root, "testsuites") && !named(root, "testsuite") && !named(root, "checkstyle") &&
         !named(root, "phpcs") && !named(root, "test-results") && !named(root, "test-run") &&
         !(named(root, "results") && !root.child("errors").empty()))) {
        return ReportError{"not a JUnit XML report: the root element is <" +
                               clean_field(root.empty() ? "" : root.name(), 60) +
                               "> (expected <testsuites>, <testsuite>, <checkstyle> or NUnit's "
                               "<test-results>)",
                           0, 0};
    }
    DepthCheck depth_check;
    document.traverse(depth_check);
    if (!depth_check.deepest.empty()) {
        return ReportError{"elements nested deeper than " + std::to_string(k_max_report_depth),
                           static_cast<std::uint64_t>(
                               std::max<std::ptrdiff_t>(depth_check.deepest.offset_debug(), 0)),
                           0};
    }
    if (named(root, "results")) {
        read_cppcheck(root, report);
        return std::nullopt;
    }
    if (named(root, "checkstyle") || named(root, "phpcs")) {
        read_checkstyle(root, report); // no nesting: <file> holds <error>
        return std::nullopt;
    }
    if (named(root, "test-results") || named(root, "test-run")) {
        read_nunit(root, report); // depth checked above
        return std::nullopt;
    }
    report.producer = clean_field(root.attribute("name").value(), 80);
    Walker walker{report};
    // oxlint writes warnings as <failure> (errors as <error>); biome writes every
    // problem, warnings and notes too, as <failure>, so none of its can be told apart.
    walker.producer_writes_warnings_as_failures =
        report.producer == "Oxlint" || report.producer == "Biome";
    // Depth-first without recursion, so that depth is checked before it costs a stack.
    std::vector<std::pair<pugi::xml_node, std::size_t>> stack{{root, 1}};
    while (!stack.empty()) {
        const auto [node, depth] = stack.back();
        stack.pop_back();
        if (depth > k_max_report_depth) {
            return ReportError{
                "elements nested deeper than " + std::to_string(k_max_report_depth),
                static_cast<std::uint64_t>(std::max<std::ptrdiff_t>(node.offset_debug(), 0)), 0};
        }
        if (named(node, "testcase")) {
            walker.testcase(node);
            continue;
        }
        if (named(node, "testsuite")) {
            walker.pytest =
                walker.pytest || std::string_view(node.attribute("name").value()) == "pytest";
            const bool failing =
                node.attribute("failures").as_ullong() + node.attribute("errors").as_ullong() > 0;
            if (failing) {
                walker.add_output(node);
            }
        }
        // Children pushed in reverse, so that tests are read in document order.
        std::vector<pugi::xml_node> children;
        // Suites and cases, and the elements a producer wraps them in: Node 20's JUnit
        // reporter writes a describe block as "<undefined name=\"TtlCache\">" around the
        // file's cases.
        for (const pugi::xml_node& child : node.children()) {
            if (child.type() == pugi::node_element &&
                !(named(child, "properties") || named(child, "property") ||
                  named(child, "system-out") || named(child, "system-err"))) {
                children.push_back(child);
            }
        }
        for (auto it = children.rbegin(); it != children.rend(); ++it) {
            stack.emplace_back(*it, depth + 1);
        }
    }
    drop_failed_parents(report);
    drop_repeated_tests(report);
    return std::nullopt;
}

void frame_in_file(std::string_view text, Evidence& evidence, bool any_file) {
    for (std::string_view line : split_lines(text)) {
        line = trim(line);
        if (line.size() > 2000) {
            continue;
        }
        // The location is the last "path:line[:col]" on the line, in parentheses or not.
        std::string_view location = line;
        if (const std::size_t open = line.rfind('(');
            open != std::string_view::npos && line.back() == ')') {
            location = line.substr(open + 1, line.size() - open - 2);
        } else if (const std::size_t space = line.rfind(' '); space != std::string_view::npos) {
            location = line.substr(space + 1); // "at x.js:3:1", vitest's "❯ x.js:3:1"
        }
        // (Minitest's "[test/a_test.rb:10]:" and Ruby's frames, pytest's "tests/test_x.py:15:
        // Failed" and Python's "x.py:3: AssertionError", the place first.)
        const auto place_of = [](std::string_view t) {
            if (t.ends_with(":in")) { // Ruby's "test/a_test.rb:18:in `test_x'"
                t.remove_suffix(3);
            }
            while (!t.empty() && (t.back() == ':' || t.back() == ']')) {
                t.remove_suffix(1);
            }
            if (!t.empty() && t.front() == '[') {
                t.remove_prefix(1);
            }
            return split_path_line(t);
        };
        std::optional<PathLine> where = place_of(location);
        const std::size_t space = line.find(' ');
        if ((!where || where->path.empty()) &&
            !starts_with(line.substr(std::min(space, line.size())), " in ")) {
            // (Not "tests/conftest.py:9: in db", a frame --tb=short lists on the way.)
            where = place_of(line.substr(0, space));
        }
        if (!where || where->path.empty() || where->path.find(' ') != std::string_view::npos) {
            continue;
        }
        const std::string file = report_path(where->path);
        const bool wanted = any_file                ? !contains(file, "node_modules/")
                            : evidence.file.empty() ? is_test_path(file)
                                                    : same_file(file, evidence.file);
        if (!wanted) {
            continue;
        }
        if (evidence.file.empty() || file.size() < evidence.file.size()) {
            evidence.file = file; // of two names of one file, the shorter (relative) one
        }
        evidence.line = where->line;
        evidence.column = where->column;
        return;
    }
}

} // namespace loopclose::core::readers
