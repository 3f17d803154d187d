// SPDX-License-Identifier: MIT
// The pretty reporters that TAP is piped through (tape 'test/*.js' | tap-diff, tap-difflet,
// tap-nirvana, tap-arc …) print a test's name as a heading and each failed assertion
// under it, indented, after a cross: "✖  seven halves" (tap-diff adds the place on the
// same line, "… at Test.<anonymous> (/a/test/math.test.js:10:5)"), "⨯ seven halves",
// "✗ [2] seven halves" (its number in brackets), then the assertion's details, where a
// frame names the place ("At: Test.<anonymous> (…)", "source: at Test.<anonymous> (…)").
// Each such line is a failed test, named "heading > assertion" as tape's own TAP names it,
// when a place in the project follows within its block and the run's summary counts
// failures ("3 of 5 tests failed.", "3 failing", "There were 3 failures"). ARCHITECTURE.md,
// "Adding a tool", on parsers.
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <string>

namespace loopclose::core::tools {

namespace {

// The crosses the reporters fail an assertion with: ✖ ✗ ✘ ⨯ (UTF-8, each three bytes
// starting with 0xE2). Returns the bytes after the cross, or npos.
std::size_t after_cross(std::string_view t) {
    static constexpr std::array<std::string_view, 4> k_crosses = {"\u2716", "\u2717", "\u2718",
                                                                  "\u2a2f"};
    for (const std::string_view cross : k_crosses) {
        if (starts_with(t, cross)) {
            return cross.size();
        }
    }
    return std::string_view::npos;
}

std::size_t indent_of(std::string_view line) {
    const std::size_t n = line.find_first_not_of(' ');
    return n == std::string_view::npos ? line.size() : n;
}

// True when the lines lie in order in one buffer (the cleaner's text), so that one search
// over it finds what a search of each line would.
bool in_one_buffer(const StreamLines& s) {
    for (std::size_t i = 1; i < s.lines.size(); ++i) {
        if (s.lines[i - 1].data() + s.lines[i - 1].size() > s.lines[i].data()) {
            return false;
        }
    }
    return true;
}

// Calls `on_line(i)` for each line i at or after `from` in which `find(bytes, size)` (a
// memchr or memmem: the first hit, or nullptr) hits, in order, until it returns true; true
// when one did. One search over the text when it is in one buffer, else one per line.
template <typename Find, typename OnLine>
bool for_each_hit_line(const StreamLines& s, std::size_t from, bool one_buffer, Find find,
                       OnLine on_line) {
    if (from >= s.lines.size()) {
        return false;
    }
    if (!one_buffer) {
        for (std::size_t i = from; i < s.lines.size(); ++i) {
            if (find(s.lines[i].data(), s.lines[i].size()) != nullptr && on_line(i)) {
                return true;
            }
        }
        return false;
    }
    const char* end = s.lines.back().data() + s.lines.back().size();
    std::size_t line = from;
    for (const char* at = s.lines[from].data(); at < end;) {
        const char* hit = find(at, static_cast<std::size_t>(end - at));
        if (hit == nullptr) {
            return false;
        }
        while (line + 1 < s.lines.size() && s.lines[line + 1].data() <= hit) {
            ++line;
        }
        if (on_line(line)) {
            return true;
        }
        // The rest of this line needs no other look.
        at = std::max(hit + 1, s.lines[line].data() + s.lines[line].size());
    }
    return false;
}

// True when the stream holds the run's count of failures at or after line `from`: each
// summary says "fail" in lower case.
bool counts_failures(const StreamLines& s, std::size_t from, bool one_buffer) {
    static const Pattern summary(
        R"re(\b\d+ (?:of \d+ tests? failed|failing|failed\b)|\bfailed: \d+|There were \d+ failures?)re");
    return for_each_hit_line(
        s, from, one_buffer,
        [](const char* bytes, std::size_t n) {
            return static_cast<const char*>(memmem(bytes, n, "fail", 4));
        },
        [&](std::size_t i) { return summary.search(s.lines[i]); });
}

// The lines that hold a byte 0xE2 (where every cross starts), in order.
std::vector<std::size_t> lines_with_e2(const StreamLines& s, bool one_buffer) {
    std::vector<std::size_t> found;
    for_each_hit_line(
        s, 0, one_buffer,
        [](const char* bytes, std::size_t n) {
            return static_cast<const char*>(std::memchr(bytes, 0xE2, n));
        },
        [&](std::size_t i) {
            found.push_back(i);
            return false;
        });
    return found;
}

} // namespace

void parse_marked_failures(const StreamLines& s, std::vector<Evidence>& out) {
    constexpr std::size_t k_reach = 12;
    int summary = -1; // unknown until a candidate needs it
    const bool one_buffer = in_one_buffer(s);
    for (const std::size_t i : lines_with_e2(s, one_buffer)) {
        const std::string_view line = s.lines[i];
        const std::size_t indent = indent_of(line);
        if (indent < 2 || indent >= line.size() ||
            static_cast<unsigned char>(line[indent]) != 0xE2) {
            continue;
        }
        std::string_view name = line.substr(indent);
        const std::size_t cross = after_cross(name);
        if (cross == std::string_view::npos) {
            continue;
        }
        name = trim(name.substr(cross));
        // (tap-arc numbers the assertion: "[2] seven halves".)
        if (starts_with(name, "[")) {
            const std::size_t close = name.find("] ");
            if (close != std::string_view::npos &&
                name.substr(1, close - 1).find_first_not_of("0123456789") ==
                    std::string_view::npos) {
                name = trim(name.substr(close + 2));
            }
        }
        // Runners that print crosses of their own are read by their rows: a name with its
        // duration ("✖ reports size (2.01ms)", node --test; Playwright's "✘  1 tests/a.spec.ts:
        // 2:1 › renders (2ms)"), Cucumber's steps ("✖ When I pay # features/steps.js:25",
        // under "Scenario: Pay # features/pay.feature:3").
        if (name.empty() || contains(name, " # ") || contains(name, "\u203a")) {
            continue;
        }
        // The place: on the line itself (tap-diff), or on a line of its block below, before
        // the next line as little indented as this one.
        detail::Location where;
        if (const std::size_t at = name.find(" at "); at != std::string_view::npos) {
            where = detail::location_on(line);
            if (where.line != 0) {
                name = trim(name.substr(0, at));
            }
        }
        if (name.empty() || name.back() == ')') {
            continue;
        }
        if (summary < 0) {
            summary = counts_failures(s, i, one_buffer) ? 1 : 0;
        }
        if (summary == 0) {
            return;
        }
        for (std::size_t k = i + 1; where.line == 0 && k < s.lines.size() && k <= i + k_reach;
             ++k) {
            const std::string_view below = s.lines[k];
            // (tap-nirvana underlines the name with dashes at its own indent.)
            const std::string_view t = trim(below);
            if (!t.empty() && indent_of(below) <= indent &&
                t.find_first_not_of('-') != std::string_view::npos) {
                break;
            }
            where = detail::location_on(below);
        }
        if (where.line == 0) {
            continue;
        }
        // The heading: the nearest line above that is less indented than the cross.
        std::string_view heading;
        for (std::size_t back = 1; back <= 200 && back <= i; ++back) {
            const std::string_view above = s.lines[i - back];
            if (!trim(above).empty() && indent_of(above) < indent) {
                heading = trim(above);
                break;
            }
        }
        if (contains(heading, " # ")) {
            continue;
        }
        std::string label;
        if (!heading.empty() && heading.front() != '>') {
            label.append(heading).append(" > ");
        }
        label.append(name);
        detail::add_evidence(out, Kind::test_failure, s, i, where, label, "tap-generic");
    }
}

} // namespace loopclose::core::tools
