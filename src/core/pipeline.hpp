// SPDX-License-Identifier: MIT
// The detector pipeline: captured streams and exit code in, sorted evidence out.
#pragma once

#include "core/detectors.hpp"
#include "core/evidence.hpp"
#include "core/line_rules.hpp"
#include "core/reports.hpp"
#include "core/text.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// At most this many items of one kind are kept in a report (counts stay exact).
inline constexpr std::size_t k_max_items_per_kind = 1000;
// Detectors read at most this many bytes of each line (its start).
inline constexpr std::size_t k_max_line_bytes = 4096;

struct RunInput {
    std::string_view stdout_text;
    std::string_view stderr_text;
    std::optional<std::int32_t> exit_code; // nullopt: unknown
    bool stdout_truncated = false;         // the caller already dropped a head
    bool stderr_truncated = false;
    // Bytes the caller read from each stream in all (the report says what was cut);
    // 0: the size of the text given.
    std::uint64_t stdout_bytes = 0;
    std::uint64_t stderr_bytes = 0;
    // Reports the run wrote (--report), already read; nullptr or empty: none.
    const std::vector<ParsedReport>* reports = nullptr;
};

// Primary items the text report lists unless told otherwise (--limit).
inline constexpr std::size_t k_default_prompt_items = 10;

// Non-empty cleaned lines shown when nothing was recognised (at most this many per
// stream, each cut to k_max_tail_line_chars).
inline constexpr std::size_t k_max_tail_lines = 20;
inline constexpr std::size_t k_max_tail_line_chars = 300;

struct AnalyzeOptions {
    std::vector<const Detector*> detectors; // empty: every detector
    std::size_t max_chars = k_default_max_chars;
    std::string promise;      // the completion token to check; empty: no promise gate
    bool use_triggers = true; // false: every detector reads every line (tests compare both)
    const RuleSet* user_rules = nullptr; // rules from --rules, tried after the built-in ones
    std::size_t prompt_limit = k_default_prompt_items; // primary items the text lists; 0: all
    // A stream that is a whole report (stream_as_report) is read as one; off for the
    // texts of reports themselves.
    bool streams_as_reports = true;
    // The last-resort rows (a wrapper's summary, a bare "path:line: message") stand in
    // for a run nothing else explains; off for the texts of reports (a failure's body).
    bool fallbacks = true;
};

// The outcome of the promise gate (PRODUCT §1.1).
enum class PromiseStatus : std::uint8_t { none, kept, missing, claimed_done_but_failing };

struct Analysis {
    std::vector<Evidence> evidence;                 // kind priority, then file, line, column, label
    std::array<std::size_t, k_kind_count> counts{}; // distinct items per kind
    std::optional<Kind> primary;
    std::optional<std::int32_t> exit_code;
    bool stdout_truncated = false;
    bool stderr_truncated = false;
    bool blocking = false; // any blocking evidence
    bool failed = false;   // non-zero exit or blocking evidence
    std::string stall_reason;
    std::string promise;
    PromiseStatus promise_status = PromiseStatus::none;
    // The bytes analysed and read per stream (equal unless the start was cut).
    std::uint64_t stdout_kept = 0, stdout_read = 0;
    std::uint64_t stderr_kept = 0, stderr_read = 0;
    bool empty_input = false; // both streams empty
    // With nothing recognised, the last non-empty lines of each stream (stderr first),
    // so that the report is never worse than the raw log.
    std::vector<std::string> stderr_tail;
    std::vector<std::string> stdout_tail;
    std::size_t prompt_limit = k_default_prompt_items; // see AnalyzeOptions
    std::vector<ReportSummary> reports;                // one per report read
};

// Runs the enabled detectors over both streams. Total and deterministic: any bytes
// give a result, identical input gives identical output.
Analysis analyze(const RunInput& input, const AnalyzeOptions& options = {});

// The identity of an item (PRODUCT §1.3): the test name for a test failure;
// kind, file, line and code for a located error; else kind and label or message.
std::string evidence_identity(const Evidence& item);

// "promise", "claimed_done_but_failing"…
std::string_view promise_status_id(PromiseStatus status);

} // namespace loopclose::core
