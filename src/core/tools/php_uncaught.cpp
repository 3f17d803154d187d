// SPDX-License-Identifier: MIT
// PHP's uncaught exceptions (tests/fixtures/php), read by a parser rather than a row: the
// exception that escaped is the last of a chain the first line does not name.
#include "core/detectors/common.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>

namespace loopclose::core::tools {

// An uncaught exception: "Fatal error: Uncaught PDOException: SQLSTATE[HY000] [2002]
// Connection refused in /a/src/Db.php:8", its stack trace, then one block per exception
// that wrapped it ("Next RuntimeException: could not load user 7 in /a/src/Repo.php:13",
// its trace), and "  thrown in /a/app.php on line 12" for the last. The last is the
// one that escaped: it is the error (the first may be a network error of its own, which
// its detector reads).
void parse_php_uncaught(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern uncaught(
        R"re(^(?:PHP )?Fatal error: +Uncaught ([\w\\]+)(?:: (.*?))? in (\S+?):(\d+)$)re");
    static const Pattern next(R"re(^(?:PHP )?Next ([\w\\]+)(?:: (.*?))? in (\S+?):(\d+)$)re");
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        std::string_view line = s.lines[i];
        eat(line, "PHP ");
        if (!starts_with(line, "Fatal error: ") || !contains(line, " Uncaught ")) {
            continue;
        }
        std::array<std::string_view, 4> g;
        if (!uncaught.search(s.lines[i], g)) {
            continue;
        }
        // A file that does not parse ("Uncaught ParseError: syntax error, unexpected token
        // "}" in /a/tests/PagerTest.php:12") is a syntax error there, whatever wrapped it
        // (PHPUnit's loader: "Next PHPUnit\TextUI\RuntimeException: syntax error, …").
        const std::array<std::string_view, 4> first = g;
        // The blocks of the exceptions that wrapped it, up to "thrown in".
        std::size_t last = i;
        std::size_t k = i + 1;
        for (; k < s.lines.size() && k < i + 2000; ++k) {
            std::string_view l = s.lines[k];
            eat(l, "PHP ");
            const std::string_view t = trim(l);
            if (starts_with(l, "Next ")) {
                std::array<std::string_view, 4> n;
                if (next.search(s.lines[k], n)) {
                    last = k;
                    g = n;
                }
            } else if (!(t.empty() || t == "Stack trace:" || starts_with(t, "#"))) {
                break; // "thrown in …", or the next thing the run printed
            }
        }
        if (first[0] == "ParseError") {
            detail::add_evidence(out, Kind::syntax_error, s, i,
                                 {first[2], parse_small_number(first[3]), 0}, {}, "php");
            out.back().message = make_snippet(first[1], k_max_message_bytes);
            i = k - 1;
            continue;
        }
        detail::add_evidence(out, Kind::runtime_error, s, last, {g[2], parse_small_number(g[3]), 0},
                             g[0], "php");
        if (!g[1].empty()) {
            out.back().message = make_snippet(g[1], k_max_message_bytes);
        }
        i = k - 1;
    }
}

} // namespace loopclose::core::tools
