// SPDX-License-Identifier: MIT
// The JUnit 5 console launcher's --details=verbose (tests/fixtures/junit5): a tree with
// no list of failures after it. Each node ("│  │  ├─ padsCents()") is followed by its
// attributes one level deeper ("│  │  │     source: MethodSource [className =
// 'shop.PriceTest$Formatting', …]", "caught: <exception>" and its frames, "status: ✘
// FAILED"). A failed test is named by the display names of its ancestors below the
// engine, joined by ':' as the tree mode's list names it ("PriceTest:formatting:
// padsCents()", a parameterized invocation "PriceTest:vat(long, int, long):199 cents at
// 10% = 219"), and placed at the first frame in its class's file.
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace loopclose::core::tools {

namespace {

constexpr std::string_view k_bar = "\xE2\x94\x82  ";                 // "│  "
constexpr std::string_view k_node = "\xE2\x94\x9C\xE2\x94\x80 ";     // "├─ "
constexpr std::string_view k_failed = "status: \xE2\x9C\x98 FAILED"; // "status: ✘ FAILED"

// The number of "│  " at the start of `line`, which it takes off.
std::size_t eat_bars(std::string_view& line) {
    std::size_t n = 0;
    while (eat(line, k_bar)) {
        ++n;
    }
    return n;
}

bool is_engine(std::string_view name) {
    return name == "JUnit Jupiter" || name == "JUnit Vintage" || name == "JUnit Platform Suite";
}

} // namespace

void parse_junit5_verbose(const StreamLines& s, std::vector<Evidence>& out) {
    // One pass: the last node line seen at each depth (deeper ones end where a shallower
    // node begins), so that a failure finds its ancestors at once however long the log.
    constexpr std::size_t k_max_depth = 64;
    std::vector<std::size_t> nodes; // nodes[d]: the line of the open node at depth d
    std::size_t block_start = 0;    // the first line after the last node or status
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        std::string_view line = s.lines[i];
        if (line.empty() || line.front() != '\xE2') {
            continue;
        }
        const std::size_t depth = eat_bars(line);
        if (depth < k_max_depth && eat(line, k_node)) {
            nodes.resize(depth + 1, s.lines.size());
            nodes[depth] = i;
            block_start = i + 1;
            continue;
        }
        if (depth < 2 || depth > nodes.size() || trim(line) != k_failed) {
            continue;
        }
        // The node is one level up; its ancestors above it, up to the engine.
        std::vector<std::string_view> names;
        for (std::size_t d = depth - 1; d < nodes.size() && nodes[d] < i;) {
            std::string_view node_line = s.lines[nodes[d]];
            eat_bars(node_line);
            eat(node_line, k_node);
            const std::string_view name = trim(node_line);
            if (is_engine(name)) {
                break;
            }
            names.push_back(name);
            if (d == 0) {
                break;
            }
            --d;
        }
        if (names.empty()) {
            continue;
        }
        const std::size_t node = nodes[depth - 1];
        std::string label;
        for (std::size_t k = names.size(); k-- > 0;) {
            label += names[k];
            if (k > 0) {
                label += ':';
            }
        }
        // The class's file: "className = 'shop.PriceTest$Formatting'" gives PriceTest.java;
        // the first frame in it is the failure's place. (Only the lines since the last
        // node or status: each line is read once.)
        detail::Location where;
        std::string file;
        for (std::size_t j = std::max(node + 1, block_start); j < i; ++j) {
            const std::string_view text = s.lines[j];
            if (file.empty()) {
                const std::size_t at = text.find("className = '");
                if (at != std::string_view::npos) {
                    std::string_view name = text.substr(at + 13);
                    name = name.substr(0, name.find_first_of("'$"));
                    name = name.substr(name.rfind('.') + 1);
                    file = std::string(name) + ".java";
                }
                continue;
            }
            const std::size_t at = text.find("(" + file + ":");
            if (at != std::string_view::npos) {
                const std::string_view number = text.substr(at + file.size() + 2);
                where = {text.substr(at + 1, file.size()),
                         parse_small_number(number.substr(0, number.find(')'))), 0};
                break;
            }
        }
        block_start = i + 1;
        detail::add_evidence(out, Kind::test_failure, s, node, where, label, "junit");
    }
}

} // namespace loopclose::core::tools
