// SPDX-License-Identifier: MIT
// Catch2's console reporter (versions 2 and 3; tests/fixtures/catch2): each test case
// with a failure is printed as a block, its name between two rules of dashes (a
// SECTION's name indented below it), the test case's own "file:line", a rule of dots,
// then one "file:line: FAILED:" per failed assertion with the expression and its
// expansion. A block with no FAILED line (a passing test under -s) is no finding. The
// compact reporter's one-line form is a row (native.cpp).
#include "core/detectors/common.hpp"
#include "core/line_rules.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <string>

namespace loopclose::core::tools {

namespace {

// A rule of at least 40 copies of `c` and nothing else (Catch2 draws them one column
// short of its console width, 80 by default).
bool is_rule(std::string_view line, char c) {
    if (line.size() < 40) {
        return false;
    }
    for (const char k : line) {
        if (k != c) {
            return false;
        }
    }
    return true;
}

// "file:line" alone on a line (Catch2 prints "file(line)" for MSVC builds).
detail::Location bare_location(std::string_view line) {
    line = trim(line);
    const bool paren = !line.empty() && line.back() == ')';
    const std::size_t cut = paren ? line.rfind('(') : line.rfind(':');
    if (cut == std::string_view::npos || cut == 0 || line.find(' ') != std::string_view::npos) {
        return {};
    }
    const std::string_view digits =
        paren ? line.substr(cut + 1, line.size() - cut - 2) : line.substr(cut + 1);
    const unsigned number = parse_small_number(digits);
    if (number == 0 || digits.empty() || digits.size() > 9) {
        return {};
    }
    for (const char c : digits) {
        if (c < '0' || c > '9') {
            return {};
        }
    }
    return {line.substr(0, cut), number, 0};
}

// The location of "file:line: FAILED:" (Catch2 2 and 3), empty for any other line.
detail::Location failed_location(std::string_view line) {
    constexpr std::string_view k_tail = ": FAILED:";
    if (!line.ends_with(k_tail)) {
        return {};
    }
    return bare_location(line.substr(0, line.size() - k_tail.size()));
}

} // namespace

void parse_catch2(const StreamLines& s, std::vector<Evidence>& out) {
    const std::size_t n = s.lines.size();
    for (std::size_t i = 0; i + 3 < n; ++i) {
        if (!is_rule(s.lines[i], '-')) {
            continue;
        }
        // The name, up to the closing rule (a few SECTION lines at most).
        std::size_t close = i + 1;
        while (close < n && close <= i + 8 && !is_rule(s.lines[close], '-')) {
            ++close;
        }
        if (close >= n || close == i + 1 || close > i + 8 || close + 2 >= n ||
            bare_location(s.lines[close + 1]).file.empty() || !is_rule(s.lines[close + 2], '.')) {
            continue;
        }
        const std::string_view name = trim(s.lines[i + 1]);
        // The block ends at the next rule of dashes (the next test case) or of '='
        // (the totals).
        std::size_t end = close + 3;
        while (end < n && !is_rule(s.lines[end], '-') && !is_rule(s.lines[end], '=')) {
            ++end;
        }
        for (std::size_t k = close + 3; k < end; ++k) {
            const detail::Location at = failed_location(s.lines[k]);
            if (at.file.empty()) {
                continue;
            }
            detail::add_evidence(out, Kind::test_failure, s, k, at, name, "catch2");
            // The assertion and its expansion (or the exception's message) below.
            std::string message;
            for (std::size_t m = k + 1; m < end && m <= k + 6; ++m) {
                const std::string_view text = trim(s.lines[m]);
                if (text.empty() || !failed_location(s.lines[m]).file.empty()) {
                    break;
                }
                message += message.empty() ? "" : "\n";
                message += text;
            }
            out.back().message = make_snippet(message, k_max_message_bytes);
            break; // one item per test case: its first failed assertion
        }
        i = end - 1;
    }
}

} // namespace loopclose::core::tools
