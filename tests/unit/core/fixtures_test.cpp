// SPDX-License-Identifier: MIT
// Every captured fixture gives exactly the evidence its `expected` file lists
// (stack frames aside), and its runs are deterministic.
#include "../fixture_support.hpp"
#include "core/pattern.hpp"
#include "core/report.hpp"

#include <algorithm>
#include <doctest/doctest.h>

using namespace loopclose;

namespace {

std::vector<std::string> sorted_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty()) {
            lines.push_back(line);
        }
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

std::string join(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& line : lines) {
        out += line + "\n";
    }
    return out;
}

} // namespace

TEST_CASE("core::analyze on every captured fixture") {
    const auto dirs = test::all_fixture_dirs();
    REQUIRE(dirs.size() > 100);
    for (const auto& dir : dirs) {
        const test::Fixture f = test::load_fixture(dir);
        CAPTURE(f.name);
        const core::Analysis a = test::analyze_fixture(f);
        std::vector<std::string> got;
        // The expected lists are de-duplicated: one failure is one item.
        for (const auto& item : a.evidence) {
            if (item.kind != core::Kind::stack_trace) {
                got.push_back(test::expected_line(item));
            }
        }
        // Items that differ only in their snippet look the same in this format.
        std::sort(got.begin(), got.end());
        got.erase(std::unique(got.begin(), got.end()), got.end());
        std::vector<std::string> want = sorted_lines(f.expected);
        want.erase(std::unique(want.begin(), want.end()), want.end());
        CHECK_MESSAGE(join(got) == join(want), f.name);
        if (f.expected.empty()) {
            CHECK_MESSAGE(!a.blocking, f.name << " is a green run");
        }
        // Determinism: the same input renders byte-identical reports.
        const core::Analysis again = test::analyze_fixture(f);
        CHECK(core::render_report_json(a) == core::render_report_json(again));
        // The trigger pre-pass only saves work: without it the report is the same.
        core::AnalyzeOptions everywhere;
        everywhere.use_triggers = false;
        const core::Analysis full = core::analyze(f.input(), everywhere);
        CHECK_MESSAGE(core::render_report_json(a) == core::render_report_json(full), f.name);
    }
    CHECK(core::pattern_compile_failures() == 0);
}

namespace {

// Blanks collapsed, so that a message's layout does not matter.
std::string squeeze(std::string_view text) {
    std::string out;
    bool blank = false;
    for (const char c : text) {
        const bool space = c == ' ' || c == '\t' || c == '\n';
        if (space) {
            blank = !out.empty();
            continue;
        }
        if (blank) {
            out += ' ';
            blank = false;
        }
        out += c;
    }
    return out;
}

} // namespace

TEST_CASE("core::analyze explains each failure with the tool's own words") {
    std::size_t checked = 0;
    for (const auto& dir : test::all_fixture_dirs()) {
        const test::Fixture f = test::load_fixture(dir);
        if (f.expected_messages.empty()) {
            continue;
        }
        const core::Analysis a = test::analyze_fixture(f);
        std::istringstream in(f.expected_messages);
        for (std::string line; std::getline(in, line);) {
            const std::size_t tab = line.find('\t');
            if (line.empty() || line.front() == '#' || tab == std::string::npos) {
                continue;
            }
            const std::string label = line.substr(0, tab);
            std::string first = line.substr(tab + 1);
            first = squeeze(first.substr(0, first.find(" | ")));
            // The item with that label (or, for items without one, any item whose
            // message or line holds the text) must carry the tool's first line of
            // explanation in its message or snippet.
            bool found = false;
            for (const auto& item : a.evidence) {
                const bool candidate = label == "-" ? true : item.label == label;
                if (candidate && item.kind != core::Kind::stack_trace &&
                    squeeze(item.message + " " + item.snippet).find(first) != std::string::npos) {
                    found = true;
                }
            }
            ++checked;
            CHECK_MESSAGE(found, f.name << ": " << label << ": " << first);
        }
    }
    CHECK(checked > 300);
}
