// SPDX-License-Identifier: MIT
#include "cli/usage_errors.hpp"

#include <algorithm>

namespace loopclose::cli {

std::string help_hint(const std::string& sub_name) {
    return "see 'loopclose " + (sub_name.empty() ? "" : sub_name + " ") + "--help'";
}

std::string fix_with_suggestion(const std::string& word, const std::vector<std::string>& names,
                                const std::string& hint) {
    const std::string near = closest_match(word, names);
    return near.empty() ? hint : "did you mean '" + near + "'? " + hint;
}

std::size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        row[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            const std::size_t substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[j] = std::min({above + 1, row[j - 1] + 1, substitute});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::string closest_match(const std::string& word, const std::vector<std::string>& candidates) {
    constexpr std::size_t k_max_distance = 2;
    std::string best;
    std::size_t best_distance = k_max_distance + 1;
    for (const auto& candidate : candidates) {
        const std::size_t distance = edit_distance(word, candidate);
        if (distance < best_distance) {
            best = candidate;
            best_distance = distance;
        }
    }
    return best;
}

CliError unknown_command_error(const std::string& word, const std::vector<std::string>& commands) {
    return CliError("unknown command '" + word + "'",
                    fix_with_suggestion(word, commands, help_hint("")));
}

} // namespace loopclose::cli
