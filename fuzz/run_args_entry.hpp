// SPDX-License-Identifier: MIT
// The `run` argument fuzz entry: one input is the words after `loopclose run`,
// separated by NUL bytes (at most k_max_run_words of them), split into run's own
// options and the command as cli::run does, then parsed by CLI11 (the callback that
// would start the command replaced by one that does nothing).
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace loopclose::fuzz {

// Words beyond this many are ignored.
inline constexpr std::size_t k_max_run_words = 64;

// split_run_command must not throw and must partition the words: run's options (each
// a known option, or the value that follows one), then "--" and the command, or the
// command from its first word that is not an option, byte for byte; or, at an unknown
// option, nothing to run and the words up to it, for CLI11 to reject. Parsing run's
// options may throw only CLI11's ParseError. Returns the first broken invariant, or
// an empty string.
std::string check_run_args(std::span<const std::uint8_t> data);

} // namespace loopclose::fuzz
