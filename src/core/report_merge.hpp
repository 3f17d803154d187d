// SPDX-License-Identifier: MIT
// Evidence from reports joined to the console's (ARCHITECTURE.md, "Reports"): a
// failure both name is one item, with the report's location and message.
#pragma once

#include "core/pipeline.hpp"
#include "core/reports.hpp"

#include <cstdint>
#include <vector>

namespace loopclose::core {

// True when the console item and the report item are one failure: the same test (the
// report's test name ends the console's label, its suite breaking ties), or the same
// diagnostic (kind family, file, line, code).
bool same_failure(const Evidence& console, const ReportFinding& report);

// Adds the findings of `reports` of the kinds in `kinds` (a bit per Kind) to `found`:
// each either fills in the console item it matches or is added. The reports' texts
// are read by the text pipeline (with `options`) for their kinds. Appends one summary
// per report. Returns the indices (into `found`) of the items whose message is now a
// report's, which the console's explanations must not replace.
std::vector<std::size_t> add_report_findings(const std::vector<ParsedReport>& reports,
                                             const AnalyzeOptions& options, std::uint32_t kinds,
                                             std::vector<Evidence>& found,
                                             std::vector<ReportSummary>& summaries);

} // namespace loopclose::core
