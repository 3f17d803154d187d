// SPDX-License-Identifier: MIT
// The state-file fuzz entry: one input is the text of a history state file
// (loopclose.state/1), parsed the way `loopclose history` reads it.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace loopclose::fuzz {

// Parses `data` as a state file. Refusal must be a CliError; an accepted state must
// serialize to valid UTF-8 JSON that parses back to the same text, and the history
// rules must decide on it. Returns the first broken invariant, or an empty string.
std::string check_state_file(std::span<const std::uint8_t> data);

} // namespace loopclose::fuzz
