// SPDX-License-Identifier: MIT
// The detector-pipeline fuzz entry: one byte string becomes a captured run (stdout,
// stderr, exit code, options), which is analysed (and, in the full check, rendered in
// every format) while the promises of PRODUCT §4 are checked.
//
// Input layout (fuzz/make_corpus.py writes seeds in it):
//   byte 0      flags: bit 0 exit code known, bit 1 small --max-chars, bit 2 a subset
//               of the detectors, bit 3 check the promise "DONE"
//   bytes 1–4   exit code, little-endian two's complement
//   bytes 5–6   --max-chars minus 1 when bit 1 is set, little-endian
//   byte 7      detector subset when bit 2 is set: detector i runs when bit (i % 8) is set
//   the rest    stdout, then k_stderr_separator, then stderr (no separator: all stdout)
// An input shorter than the 8-byte header is stdout with an unknown exit code.
#pragma once

#include "core/pipeline.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace loopclose::fuzz {

inline constexpr std::size_t k_pipeline_header_size = 8;
inline constexpr std::string_view k_stderr_separator{"\0--stderr--\0", 12};

// A decoded pipeline input; the views point into the fuzz data.
struct PipelineCase {
    core::RunInput input;
    core::AnalyzeOptions options;
};

// Splits `data` as laid out above. Total: any bytes give a case.
PipelineCase decode_pipeline_input(std::span<const std::uint8_t> data);

// The inverse for a run with all detectors and the default --max-chars.
std::string encode_pipeline_input(std::string_view out, std::string_view err,
                                  std::optional<std::int32_t> exit_code);

// The hot check (fuzz_pipeline): analyses `data` once and checks the analysis
// (check_analysis: caps, counts, order, clean UTF-8 evidence) and that analyze's CPU
// time stays within a linear bound of the input size. Returns the first broken
// invariant, or an empty string.
std::string check_pipeline_fast(std::span<const std::uint8_t> data);

// The full check (fuzz_pipeline_full and the replay test): the analysis as above
// without the time bound, every report format rendered and checked, a second run
// rendering the same bytes, the same report with the pre-filter off (triggers and row
// literals), and the text functions' contracts. Returns the first broken invariant.
std::string check_pipeline(std::span<const std::uint8_t> data);

// The CPU-time budget of one analyze call on `bytes` bytes of input, in milliseconds:
// a base for the one-off costs (the trigger set compiled on first use, the RE2 DFA
// caches filling) plus a slope far above the linear cost of ordinary output.
double pipeline_time_budget_ms(std::size_t bytes);

} // namespace loopclose::fuzz
