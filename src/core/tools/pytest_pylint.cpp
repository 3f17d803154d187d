// SPDX-License-Identifier: MIT
// pytest-pylint (tests/fixtures/pytest): a section per file ("____ [pylint]
// inventory/stock.py ____"), Pylint's messages under it without the file ("E: 13,11:
// Undefined variable 'x' (undefined-variable)", "C:  1, 0: …"; column 0 is none). A
// parser rather than a row: the messages hold no literal a row could be found by.
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>

namespace loopclose::core::tools {

void parse_pytest_pylint(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern header(R"re(^_+ \[pylint\] (\S+) _+$)re");
    static const Pattern message(R"re(^[CRWEF]: +(\d+), *(\d+): (.*) \(([a-z][a-z0-9-]+)\)\s*$)re");
    std::string_view file; // the section's, while in one
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        if (line.empty()) {
            continue;
        }
        if (line.front() == '_' || line.front() == '=') {
            std::array<std::string_view, 1> h;
            file =
                contains(line, " [pylint] ") && header.search(line, h) ? h[0] : std::string_view();
            continue;
        }
        std::array<std::string_view, 4> g;
        if (file.empty() || line.size() < 4 || line[1] != ':' || !message.search(line, g)) {
            continue;
        }
        detail::add_evidence(out, Kind::lint_error, s, i,
                             {file, parse_small_number(g[0]), parse_small_number(g[1])}, g[3],
                             "pylint");
        out.back().message = make_snippet(g[2], k_max_message_bytes);
    }
}

} // namespace loopclose::core::tools
