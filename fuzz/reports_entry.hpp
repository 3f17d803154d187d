// SPDX-License-Identifier: MIT
// The report readers' fuzz entry (--report; man page, REPORTS): one input is a format
// byte (0 tells the format from the content; 1 to 6 force junit, sarif, tap,
// go-test-json, cargo-json, lint-json) then the report's bytes.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace loopclose::fuzz {

// core::read_report must not throw; a refusal is a non-empty one-line message of valid
// UTF-8 with a byte offset inside the input; an accepted report keeps at most
// core::k_max_report_findings findings, every field clean UTF-8 (the message may hold
// newlines, nothing else below U+0020), counts no smaller than what was kept, and
// core::analyze of a run with it (the console empty) keeps its caps. Returns the first
// broken invariant, or an empty string.
std::string check_report(std::span<const std::uint8_t> data);

// The same checks with the whole input read as one format (one target per reader, so
// that each reader's coverage is explored on its own).
std::string check_junit_report(std::span<const std::uint8_t> data);
std::string check_sarif_report(std::span<const std::uint8_t> data);
std::string check_tap_report(std::span<const std::uint8_t> data);
std::string check_go_test_json_report(std::span<const std::uint8_t> data);
std::string check_cargo_json_report(std::span<const std::uint8_t> data);
std::string check_lint_json_report(std::span<const std::uint8_t> data);

} // namespace loopclose::fuzz
