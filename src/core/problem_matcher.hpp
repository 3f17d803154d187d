// SPDX-License-Identifier: MIT
// Rules users bring: GitHub Actions problem-matcher JSON turned into line rules
// (man page, RULES FILES). Pure: the text comes in, rules and error lines go out.
#pragma once

#include "core/line_rules.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Size limits on a rules document.
inline constexpr std::size_t k_max_rules_bytes = 1 << 20;
inline constexpr std::size_t k_max_matchers = 256;

struct MatcherSummary {
    std::string owner;
    Kind kind = Kind::compile_error;
    bool blocking = true;     // severity error (a warning only counts in a failed run)
    std::size_t patterns = 0; // lines each problem spans (loop: header + problem)
    bool loop = false;        // the last pattern repeats under the first
    std::size_t rule = 0;     // index of its rule in ProblemMatchers::rules
};

struct ProblemMatchers {
    std::vector<OwnedRule> rules;
    std::vector<MatcherSummary> matchers;
    // One line per problem, "<source>: <what> (<fix>)"-ready: what went wrong and where.
    std::vector<std::string> errors;
};

// Reads a problem-matcher document: {"problemMatcher": [{"owner", "severity",
// "pattern": [{"regexp", "file", "line", "column", "severity", "code", "message",
// "loop", "fromPath"}], "kind"}]} ("kind", one of the evidence kind ids, is loopclose's
// extension; it defaults to compile-error, or lint-error when the matcher's severity is
// warning). `source` names the document in errors. Patterns RE2 cannot compile
// (lookaround, backreferences), group numbers beyond a pattern's groups, unknown kinds
// and malformed JSON are errors; a document with errors yields no rules.
ProblemMatchers parse_problem_matchers(std::string_view text, std::string_view source);

} // namespace loopclose::core
