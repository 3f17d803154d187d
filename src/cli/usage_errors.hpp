// SPDX-License-Identifier: MIT
// Usage errors in loopclose's own words: a misspelt command, and the parts with which
// usage_error (commands.hpp) turns CLI11's parse errors into one CliError that names
// the option as the user wrote it, suggests a near spelling (edit distance <= 2), and
// points at the subcommand's own help.
#pragma once

#include "cli/errors.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace loopclose::cli {

// The number of single-character insertions, deletions and substitutions that turn
// `a` into `b` (Levenshtein).
std::size_t edit_distance(const std::string& a, const std::string& b);

// The candidate closest to `word` within edit distance 2 (the first on ties), or ""
// when none is that close.
std::string closest_match(const std::string& word, const std::vector<std::string>& candidates);

// "unknown command 'histroy' (did you mean 'history'? …)" for a word that is not one
// of `commands`.
CliError unknown_command_error(const std::string& word, const std::vector<std::string>& commands);

// "see 'loopclose history --help'": the help of the command being parsed ("" for the
// top level).
std::string help_hint(const std::string& sub_name);

// "did you mean 'X'? <hint>" when one of `names` is close to `word`, else `hint`.
std::string fix_with_suggestion(const std::string& word, const std::vector<std::string>& names,
                                const std::string& hint);

} // namespace loopclose::cli
