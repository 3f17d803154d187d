// SPDX-License-Identifier: MIT
// Renders an Analysis as SARIF 2.1.0 for code scanning (PRODUCT §3): one run, a rule
// per evidence kind, a result per evidence item that names a file.
#pragma once

#include "core/pipeline.hpp"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace loopclose::core {

// GitHub code scanning accepts at most this many results per run; the rest are
// dropped and the run's properties and a notification say how many.
inline constexpr std::size_t k_max_sarif_results = 25'000;

struct SarifOptions {
    std::string tool_version;           // the driver's version, e.g. "0.1.0"
    std::string source_root;            // absolute working directory; empty: none known
    std::string category = "loopclose"; // automationDetails.id is "<category>/"
};

// "error" for blocking kinds, "warning" for FIXME markers, "note" for TODO markers
// and stack frames (context for another failure, not a failure of their own).
std::string_view sarif_level(Kind kind);

// The result's primaryLocationLineHash: 16 hex digits of a 64-bit FNV-1a hash of the
// kind, the normalized file, the label and the snippet with digit runs folded (so
// moved line numbers do not change it), then ":<n>" for the n-th identical hash.
std::string sarif_fingerprint(const Evidence& item, std::string_view normalized_file,
                              std::size_t occurrence);

// The SARIF log object.
nlohmann::ordered_json make_sarif_json(const Analysis& analysis, const SarifOptions& options);

// The SARIF log, pretty-printed (2 spaces), ending with a newline; valid UTF-8.
std::string render_sarif(const Analysis& analysis, const SarifOptions& options);

} // namespace loopclose::core
