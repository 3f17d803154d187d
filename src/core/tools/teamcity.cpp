// SPDX-License-Identifier: MIT
// TeamCity service messages, which many runners print for IDEs and CI servers (PHPUnit's
// --teamcity, pytest's and Mocha's teamcity reporters; tests/fixtures/phpunit):
// "##teamcity[testFailed name='testX' message='…' details='…' flowId='1']", one message
// per line, values quoted with '…' and escaped with '|' (|' |n |r || |[ |]). A failed
// test is named by its name and the suite around it ("CheckoutTest::testX" for PHPUnit,
// whose locationHint is "php_qn:///a/tests/CheckoutTest.php::\CheckoutTest::testX"); its
// place is the first "file:line" of the test's file in its message or details.
#include "core/detectors/common.hpp"
#include "core/line_rules.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>
#include <string>
#include <vector>

namespace loopclose::core::tools {

namespace {

constexpr std::string_view k_prefix = "##teamcity[";

// The value of attribute `key` in a message ("name='x'"), its escapes undone.
std::string attribute(std::string_view message, std::string_view key) {
    std::size_t at = 0;
    while ((at = message.find(key, at)) != std::string_view::npos) {
        const bool starts = at > 0 && message[at - 1] == ' ';
        const std::size_t quote = at + key.size();
        if (starts && quote + 1 < message.size() && message[quote] == '=' &&
            message[quote + 1] == '\'') {
            std::string value;
            for (std::size_t k = quote + 2; k < message.size(); ++k) {
                const char c = message[k];
                if (c == '\'') {
                    return value;
                }
                if (c == '|' && k + 1 < message.size()) {
                    const char e = message[++k];
                    value += e == 'n' ? '\n' : e == 'r' ? '\r' : e;
                    continue;
                }
                value += c;
            }
            return value;
        }
        at = quote;
    }
    return {};
}

// The file a locationHint names: "php_qn:///a/T.php::\T::testX", "file:///a/t.py:12",
// "python</a/t.py>://t.test_x".
std::string_view hinted_file(std::string_view hint) {
    if (const std::size_t scheme = hint.find("://"); scheme != std::string_view::npos) {
        hint.remove_prefix(scheme + 3);
    }
    if (const std::size_t members = hint.find("::"); members != std::string_view::npos) {
        hint = hint.substr(0, members);
    }
    return hint;
}

// The first "file:line" in `text` whose file is `file` or ends with it.
detail::Location place_in(std::string_view text, std::string_view file) {
    if (file.empty()) {
        return {};
    }
    std::size_t at = 0;
    while ((at = text.find(file, at)) != std::string_view::npos) {
        const std::size_t colon = at + file.size();
        at = colon;
        if (colon + 1 < text.size() && text[colon] == ':' && text[colon + 1] >= '0' &&
            text[colon + 1] <= '9') {
            std::size_t end = colon + 1;
            while (end < text.size() && end - colon < 10 && text[end] >= '0' && text[end] <= '9') {
                ++end;
            }
            return {file, parse_small_number(text.substr(colon + 1, end - colon - 1)), 0};
        }
    }
    return {};
}

// Where a failure's message or details place it ("at Context.<anonymous> (test/slug.
// test.js:9:12)", "at /a/src/days.test.js:9:38"): the first frame in a test file, else
// the first project frame; library frames are passed over.
detail::Location first_project_place(std::string_view text) {
    detail::Location first;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view one = text.substr(0, end);
        if (const detail::Location l = detail::location_on(one); l.line != 0) {
            if (detail::looks_like_test_file(l.file)) {
                return l;
            }
            if (first.line == 0) {
                first = l;
            }
        }
        if (end == std::string_view::npos) {
            break;
        }
        text.remove_prefix(end + 1);
    }
    return first;
}

// `file` as a view into `line`, where the message spells it (its lifetime is the
// line's); empty when it is not there as it is.
std::string_view view_in(std::string_view line, std::string_view file) {
    const std::size_t at = file.empty() ? std::string_view::npos : line.find(file);
    return at == std::string_view::npos ? std::string_view() : line.substr(at, file.size());
}

// eslint-formatter-teamcity reports each linted file as a failed test, "ESLint
// Violations: src/cart.js", its problems the message's lines: "line 11, col 7, 'rate'
// is never reassigned. Use 'const' instead. (prefer-const)".
bool eslint_violations(const StreamLines& s, std::size_t i, std::string_view line,
                       const std::string& name, const std::string& text,
                       std::vector<Evidence>& out) {
    constexpr std::string_view k_eslint = "ESLint Violations: ";
    if (!starts_with(name, k_eslint)) {
        return false;
    }
    const std::string_view file = view_in(line, std::string_view(name).substr(k_eslint.size()));
    static const Pattern problem(R"re(^line (\d+), col (\d+), (.*?)(?: \(([\w@/-]+)\))?$)re");
    std::string_view rest = text;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        const std::string_view one = rest.substr(0, end);
        std::array<std::string_view, 4> g;
        if (problem.search(one, g)) {
            // The rule must outlive `text`: the line spells it as it is.
            detail::add_evidence(out, Kind::lint_error, s, i,
                                 {file, parse_small_number(g[0]), parse_small_number(g[1])},
                                 view_in(line, g[3]), "eslint");
        }
        if (end == std::string_view::npos) {
            break;
        }
        rest.remove_prefix(end + 1);
    }
    return true;
}

} // namespace

void parse_teamcity(const StreamLines& s, std::vector<Evidence>& out) {
    std::vector<std::string> suites;
    std::string started;      // the test last started
    std::string started_hint; // its locationHint
    std::string_view started_line;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        if (line.empty() || line.front() != '#' || !starts_with(line, k_prefix)) {
            continue;
        }
        const std::string_view message = line.substr(k_prefix.size());
        const std::string_view verb = message.substr(0, message.find(' '));
        if (verb == "testSuiteStarted") {
            suites.push_back(attribute(message, "name"));
        } else if (verb == "testSuiteFinished") {
            if (!suites.empty()) {
                suites.pop_back();
            }
        } else if (verb == "testStarted") {
            started = attribute(message, "name");
            started_hint = attribute(message, "locationHint");
            started_line = line;
        } else if (verb == "testFailed") {
            const std::string name = attribute(message, "name");
            const std::string hint = name == started ? started_hint : std::string();
            std::string_view file = hinted_file(hint);
            // PHPUnit's hint names the class after the file: "…::\App\CheckoutTest::testX".
            std::string label = name;
            if (const std::size_t members = hint.find("::"); members != std::string::npos) {
                std::string_view path = std::string_view(hint).substr(members + 2);
                const std::size_t method = path.rfind("::");
                std::string_view owner =
                    method == std::string_view::npos ? path : path.substr(0, method);
                if (const std::size_t ns = owner.rfind('\\'); ns != std::string_view::npos) {
                    owner.remove_prefix(ns + 1); // the namespace goes
                }
                if (!owner.empty()) {
                    label = std::string(owner) + "::" + name;
                }
            } else if (!suites.empty() && !suites.back().empty() &&
                       suites.back().find('/') == std::string::npos) {
                label = suites.back() + " > " + name;
            }
            const std::string text =
                attribute(message, "message") + "\n" + attribute(message, "details");
            if (eslint_violations(s, i, line, name, attribute(message, "message"), out)) {
                continue;
            }
            detail::Location where = place_in(text, file);
            if (where.line == 0 && file.empty()) {
                // No hint (Mocha's and Vitest's reporters): the stack's first project
                // frame, as the message spells it in the line.
                const detail::Location frame = first_project_place(text);
                if (const std::string_view in_line = view_in(line, frame.file); !in_line.empty()) {
                    where = {in_line, frame.line, frame.column};
                }
            } else if (where.line == 0) {
                where.file = file;
            }
            // The location's file must outlive this call: take it from the line that
            // started the test, where the hint names it.
            if (!where.file.empty() && !file.empty()) {
                const std::string_view from = name == started ? started_line : line;
                const std::size_t in_line = from.find(where.file);
                where.file = in_line == std::string_view::npos
                                 ? std::string_view()
                                 : from.substr(in_line, where.file.size());
            }
            detail::add_evidence(out, Kind::test_failure, s, i, where, label, "teamcity");
            out.back().message =
                make_snippet(trim(attribute(message, "message")), k_max_message_bytes);
        }
    }
}

} // namespace loopclose::core::tools
