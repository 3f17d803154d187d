// SPDX-License-Identifier: MIT
// Every captured fixture gives exactly the evidence its `expected` file lists
// (stack frames aside), and its runs are deterministic.
#include "../fixture_support.hpp"
#include "core/pattern.hpp"
#include "core/report.hpp"
#include "core/tools.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <doctest/doctest.h>
#include <map>

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

namespace {

// The text of src/core/tool_coverage.cpp for the fixtures as they are now.
std::string coverage_source() {
    std::map<std::string, std::pair<unsigned, std::uint32_t>> seen; // id -> runs, kind bits
    for (const auto& dir : test::all_fixture_dirs()) {
        const test::Fixture f = test::load_fixture(dir);
        const core::Analysis a = test::analyze_fixture(f);
        std::map<std::string, std::uint32_t> here;
        for (const auto& item : a.evidence) {
            if (item.kind != core::Kind::stack_trace && core::find_tool(item.tool) != nullptr) {
                here[item.tool] |= 1U << static_cast<unsigned>(item.kind);
            }
        }
        for (const auto& [id, bits] : here) {
            seen[id].first += 1;
            seen[id].second |= bits;
        }
    }
    std::string rows;
    for (const auto& tool : core::all_tools()) {
        const auto it = seen.find(std::string(tool.id));
        if (it == seen.end()) {
            continue;
        }
        char bits[16];
        std::snprintf(bits, sizeof bits, "0x%05x", it->second.second);
        rows += "    {\"" + it->first + "\", " + std::to_string(it->second.first) + ", " + bits +
                "},\n";
    }
    return "// SPDX-License-Identifier: MIT\n"
           "// Generated by tests/unit/core/fixtures_test.cpp from tests/fixtures: do not edit.\n"
           "// After adding fixtures, LOOPCLOSE_UPDATE_COVERAGE=1 build/tests/loopclose_tests\n"
           "// rewrites it (ARCHITECTURE.md, \"Adding a tool\").\n"
           "#include \"core/tools.hpp\"\n\n"
           "namespace loopclose::core {\n\n"
           "namespace {\n\n"
           "// Per tool: the runs it explained, the kinds it reported (bit `kind`).\n"
           "// clang-format off\n"
           "constexpr ToolCoverage k_coverage[] = {\n" +
           rows +
           "};\n"
           "// clang-format on\n\n"
           "} // namespace\n\n"
           "std::span<const ToolCoverage> tool_coverage() {\n"
           "    return k_coverage;\n"
           "}\n\n"
           "} // namespace loopclose::core\n";
}

} // namespace

TEST_CASE("the tool coverage table says what the fixtures show") {
    const std::filesystem::path path = test::source_dir() / "src/core/tool_coverage.cpp";
    const std::string want = coverage_source();
    const std::string have = test::read_file(path);
    if (have != want && std::getenv("LOOPCLOSE_UPDATE_COVERAGE") != nullptr) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << want;
        MESSAGE("rewrote " << path << ": rebuild");
        return;
    }
    CHECK_MESSAGE(have == want, path << " is stale: run LOOPCLOSE_UPDATE_COVERAGE=1 "
                                        "build/tests/loopclose_tests, then rebuild");
}
