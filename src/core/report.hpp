// SPDX-License-Identifier: MIT
// Renders an Analysis as the text nextPrompt or the JSON report (PRODUCT §3).
#pragma once

#include "core/pipeline.hpp"
#include "core/tools.hpp"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace loopclose::core {

inline constexpr std::size_t k_max_prompt_files = 25; // files under "Files touched"

// The advisory nextPrompt in the Mandu layout. Plain text, ends with a newline.
std::string render_next_prompt(const Analysis& analysis);

// The "Fix by" advice for the primary kind, naming the tool's own re-run command
// when the evidence says which tool printed it.
std::string suggest_fix(const Analysis& analysis);

// One line on a report read (--report): its format, producer and counts, and whether
// it was cut at the size limit.
std::string report_summary_text(const ReportSummary& report);

// The JSON report object, keys in the documented order.
nlohmann::ordered_json make_report_json(const Analysis& analysis);

// One evidence item as JSON (absent fields are null).
nlohmann::ordered_json make_evidence_json(const Evidence& item);

// The JSON report serialized on one line plus a newline; always valid UTF-8.
std::string render_report_json(const Analysis& analysis);

} // namespace loopclose::core
