// SPDX-License-Identifier: MIT
// Checks of the promises loopclose makes about its output (PRODUCT §4), shared by
// the fuzz targets, the corpus replay test and the property tests. Each check
// returns a description of the first broken promise, or an empty string.
#pragma once

#include "core/pipeline.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace loopclose::fuzz {

// True when `text` is well-formed UTF-8 (no overlongs, surrogates or values past
// U+10FFFF).
bool is_valid_utf8(std::string_view text);

// Index of the first C0 control, DEL or C1 control character not listed in
// `allowed`; npos when there is none. Expects valid UTF-8 (other bytes are skipped).
std::size_t find_control_char(std::string_view text, std::string_view allowed = {});

// Number of code points in valid UTF-8 `text`.
std::size_t count_code_points(std::string_view text);

// The text nextPrompt: valid UTF-8, no control character but '\n', ends with '\n'.
std::string check_text_report(std::string_view text);

// The JSON report: one line of valid UTF-8 that nlohmann parses, with the schema,
// the nextPrompt `text` and one evidence object per item of `analysis`.
std::string check_json_report(std::string_view json, const core::Analysis& analysis,
                              std::string_view text);

// The SARIF log: valid UTF-8 JSON, version 2.1.0, one run whose results name known
// rules and are no more than the analysis' items.
std::string check_sarif_report(std::string_view sarif, const core::Analysis& analysis);

// The GitHub workflow commands: valid UTF-8, every line a "::level ...::message"
// command with no control character (CR and LF are escaped as %0D and %0A).
std::string check_github_report(std::string_view commands);

// The analysis itself: item caps and counts, order, primary kind, clean strings.
std::string check_analysis(const core::Analysis& analysis);

// keep_tail, clean_output, sanitize_utf8, split_lines and make_snippet on any bytes.
std::string check_text_functions(std::string_view raw, std::size_t max_bytes);

} // namespace loopclose::fuzz
