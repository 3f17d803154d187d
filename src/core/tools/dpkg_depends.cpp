// SPDX-License-Identifier: MIT
// dpkg-checkbuilddeps (run by dpkg-buildpackage and debuild): the build dependencies the
// machine lacks, all on one line, "dpkg-checkbuilddeps: error: Unmet build dependencies:
// libyaml-cpp-dev (>= 0.7) libgflags-dev | libgflags2-dev" — a package, its version
// constraint in parentheses, alternatives joined by '|'. Each dependency (its first
// alternative) is a missing module; a row could name only one.
#include "core/detectors/common.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

void parse_dpkg_unmet(const StreamLines& s, std::vector<Evidence>& out) {
    constexpr std::string_view k_head = "dpkg-checkbuilddeps: error: Unmet build dependencies: ";
    constexpr std::size_t k_max_items = 100;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        if (line.empty() || line.front() != 'd' || !starts_with(line, k_head)) {
            continue;
        }
        std::string_view rest = line.substr(k_head.size());
        std::size_t added = 0;
        bool alternative = false; // the word after a '|' is another choice for the same need
        while (!rest.empty() && added < k_max_items) {
            const std::size_t start = rest.find_first_not_of(' ');
            if (start == std::string_view::npos) {
                break;
            }
            rest.remove_prefix(start);
            if (rest.front() == '(' || rest.front() == '[' || rest.front() == '<') {
                // A version, architecture or profile restriction: "(>= 0.7)", "[amd64]".
                const char close = rest.front() == '(' ? ')' : rest.front() == '[' ? ']' : '>';
                const std::size_t end = rest.find(close);
                rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
                continue;
            }
            if (rest.front() == '|') {
                alternative = true;
                rest.remove_prefix(1);
                continue;
            }
            const std::size_t end = std::min(rest.find_first_of(" (|[<"), rest.size());
            const std::string_view name = rest.substr(0, end);
            rest.remove_prefix(end);
            if (!alternative && !name.empty()) {
                detail::add_evidence(out, Kind::missing_module, s, i, {}, name, "dpkg");
                ++added;
            }
            alternative = false;
        }
    }
}

} // namespace loopclose::core::tools
