// SPDX-License-Identifier: MIT
// Usage errors in loopclose's own words: CLI11's parse errors turned into one
// CliError that names the option as the user wrote it, suggests a near spelling
// (edit distance <= 2), and points at the subcommand's own help.
#pragma once

#include "cli/errors.hpp"

#include <CLI/CLI.hpp>
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

// The CliError for a CLI11 parse error thrown while `root` parsed the subcommand
// `sub_name` ("" for the top level), whose help the hint names.
CliError usage_error(const CLI::ParseError& error, const CLI::App& root,
                     const std::string& sub_name);

} // namespace loopclose::cli
