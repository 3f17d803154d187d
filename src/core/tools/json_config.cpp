// SPDX-License-Identifier: MIT
// A JSON configuration file that does not parse, as cosmiconfig's parse-json reports it
// for the tools that load their settings through it (stylelint: tests/fixtures/stylelint):
// "JSONError: JSON Error in /a/.stylelintrc.json: " with a code frame below ("> 6 |   },"
// and the caret under the column), the parser's message, and the frame again. The line
// names no place of its own, so a row cannot read it: the place is the frame's.
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>

namespace loopclose::core::tools {

void parse_json_config(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern heading(R"re(^(?:JSONError: )?JSON Error in (\S+?):?\s*$)re");
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        std::array<std::string_view, 1> g;
        if (!(starts_with(line, "JSONError: ") || starts_with(line, "JSON Error in ")) ||
            !heading.search(line, g)) {
            continue;
        }
        // The frame follows after one blank line; a message without one names the file.
        detail::Location where = detail::code_frame_place(s, i + 1, i + 12);
        where.file = g[0];
        detail::add_evidence(out, Kind::syntax_error, s, i, where, {}, "stylelint");
        break; // the frame and message are printed twice; one file fails to load
    }
}

} // namespace loopclose::core::tools
