// SPDX-License-Identifier: MIT
// bun test (tests/fixtures/bun): an error thrown while a test file loads is printed in a
// block of its own, "# Unhandled error between tests", a line of dashes, the code frame,
// the error ("SyntaxError: JSON Parse error: Expected '}'", a plain Error as "error: x")
// and its place ("      at
// /a/src/currency.ts:1:44"), dashes again. It is the runner's report of an error outside
// its tests, kept beside the failing tests (a row keyed on "Error" would be tried on every
// log's error lines; this reads only where the block's title is).
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>

namespace loopclose::core::tools {

void parse_bun_unhandled(const StreamLines& s, std::vector<Evidence>& out) {
    constexpr std::string_view k_title = "# Unhandled error between tests";
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        if (!starts_with(s.lines[i], k_title)) {
            continue;
        }
        static const Pattern error(R"re(^([A-Z]\w*(?:Error|Exception))(?: \[\w+\])?: (.*)$)re");
        // The error after the code frame, before the closing dashes.
        for (std::size_t k = i + 2; k < s.lines.size() && k <= i + 40; ++k) {
            const std::string_view line = s.lines[k];
            if (starts_with(line, "-----")) {
                break;
            }
            std::array<std::string_view, 2> g;
            // (bun prints a plain Error as "error: APP_PORT must be set".)
            if (starts_with(line, "error: ")) {
                g[0] = "Error";
            } else if (line.empty() || line.front() < 'A' || line.front() > 'Z' ||
                       !error.search(line, g)) {
                continue;
            }
            detail::Location where;
            if (k + 1 < s.lines.size()) {
                std::array<std::string_view, 3> f;
                if (detail::js_frame_pattern().search(s.lines[k + 1], f)) {
                    where = {f[0], parse_small_number(f[1]), parse_small_number(f[2])};
                }
            }
            // No frame (an import that does not link, "SyntaxError: export 'Invoice' not
            // found in './types'"): the test file bun was loading, named above the block
            // ("test/invoice.test.ts:").
            for (std::size_t back = 1; where.file.empty() && back <= 2 && back <= i; ++back) {
                const std::string_view above = trim(s.lines[i - back]);
                if (above.ends_with(":") && above.find(' ') == std::string_view::npos &&
                    above.find('.') != std::string_view::npos) {
                    where.file = above.substr(0, above.size() - 1);
                }
            }
            detail::add_evidence(out, Kind::runtime_error, s, k, where, g[0], "bun");
            out.back().message = make_snippet(line, k_max_message_bytes);
            i = k;
            break;
        }
    }
}

} // namespace loopclose::core::tools
