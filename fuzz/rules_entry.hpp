// SPDX-License-Identifier: MIT
// The user-rules fuzz entry: one input is a problem-matcher document (what --rules
// reads, man page RULES FILES) and a log the rules it yields are applied to.
//
// Input layout: the document, then a NUL byte, then the log (standard output of a run
// that exited 1). Without a NUL the whole input is the document and the log is empty.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace loopclose::fuzz {

// Loads the document with cli::checked_rules, as --rules and the MCP tools do. A
// refusal must be a CliError whose message is one line of valid UTF-8 without control
// characters; accepted rules must all compile in a core::RuleSet, and the analysis of
// the log with them must pass check_analysis and report the same with the pre-filter
// off (the literals derived from the user's patterns hide no finding). Returns the
// first broken invariant, or an empty string.
std::string check_rules(std::span<const std::uint8_t> data);

} // namespace loopclose::fuzz
