// SPDX-License-Identifier: MIT
// Options shared by `history` and `run --state`: the state file, the thresholds (flag,
// then LOOPCLOSE_* environment variable, then default), the artifact and the dead
// letter; and recording one analysed run in the state file.
#pragma once

#include "cli/options.hpp"
#include "core/history_rules.hpp"
#include "core/signature.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <string>

namespace loopclose::cli {

// Raw option values; checked by resolve_thresholds and resolve_artifact.
struct HistoryOptions {
    std::string state;
    std::string window, repeat, similarity, oscillation, stall, artifact_repeat;
    std::string max_iterations, max_failures, max_runtime;
    std::string artifact;      // a file whose content is hashed
    std::string artifact_hash; // a hash given as is
    std::string dead_letter;
};

// One whole-number threshold: its flag, variable, help, bounds and where it goes.
struct ThresholdSpec {
    const char* flag;
    const char* env;
    const char* help;
    std::string HistoryOptions::*raw;
    std::uint64_t min;
    std::uint64_t max;
    void (*set)(core::Thresholds&, std::uint64_t);
};

// The whole-number thresholds, in --help order (add_history_options declares them).
std::span<const ThresholdSpec> threshold_specs();

// The effective thresholds: a flag wins over its LOOPCLOSE_* variable, which wins
// over the default. Throws CliError naming the flag or variable for a bad value.
core::Thresholds resolve_thresholds(const HistoryOptions& options);

// The artifact of this run: the FNV-1a hash of --artifact FILE, the --artifact-hash
// text, or "" when neither was given. Throws CliError for an unreadable file or a
// hash that is empty, longer than 128 bytes or not printable ASCII.
std::string resolve_artifact(const HistoryOptions& options);

// Unix seconds now, or LOOPCLOSE_NOW when set (for tests and replays; checked).
std::int64_t current_time();

// The outcome of recording a run: the rendered decision and the exit status of
// `history` (0 go on or completed, 1 halted).
struct Recorded {
    std::string rendered;
    nlohmann::ordered_json event; // the JSON event, also when `rendered` is text
    int status = 0;
    bool halted = false;
};

// Computes the run's signature, appends it to the state file under the lock, writes
// the dead letter when the budget is spent and --dead-letter was given, and renders
// the decision (text block, or JSON event when `json`). Throws CliError.
Recorded record_history(const HistoryOptions& options, const core::Thresholds& thresholds,
                        const core::Analysis& analysis, const core::RunInput& input,
                        std::size_t max_chars, const std::string& artifact, bool json);

} // namespace loopclose::cli
