// SPDX-License-Identifier: MIT
// Options shared by check, run and history: the captured input, the detectors, the
// format, and where the report goes.
#pragma once

#include "cli/io.hpp"
#include "core/pipeline.hpp"
#include "core/problem_matcher.hpp"

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace loopclose::cli {

// Report formats; `allowed` lists the ones a command accepts.
enum class Format { text, json, sarif, github };

struct InputOptions {
    std::string stdout_path;
    std::string stderr_path;
    std::string exit_code;            // raw text, checked by parse_exit_code
    std::string detectors;            // "id,id"
    std::string max_chars;            // raw text, checked by parse_max_chars
    std::vector<std::string> rules;   // problem-matcher files (else LOOPCLOSE_RULES)
    std::string limit;                // raw text: primary items the text report lists
    std::vector<std::string> reports; // report files or globs (--report)
    std::string report_format;        // --report-format: "" or "auto" detects
};

// The streams as read, owning their bytes.
struct LoadedInput {
    StreamTail out;
    StreamTail err;
    std::optional<std::int32_t> exit_code;
    core::AnalyzeOptions analyze;
    std::shared_ptr<const core::RuleSet> rules; // analyze.user_rules points here
    std::shared_ptr<const std::vector<core::ParsedReport>> reports; // from --report

    core::RunInput run_input() const {
        return {out.data,      err.data,  exit_code, out.truncated,
                err.truncated, out.total, err.total, reports.get()};
    }
};

// The rules of the problem-matcher files `paths` (else of LOOPCLOSE_RULES, a
// colon-separated list), read and checked before any input; nullptr when there are
// none. Throws CliError naming the first problem.
std::shared_ptr<const core::RuleSet> load_rules(const std::vector<std::string>& paths);

// The rules of the problem-matcher document `text` (named `source` in errors); throws
// CliError with its first problem (and how many more) and `fix`.
std::vector<core::OwnedRule> checked_rules(std::string_view text, const std::string& source,
                                           const std::string& fix);

// The problem-matcher document at `path`, read whole (at most core::k_max_rules_bytes).
std::string read_rules_file(const std::string& path);

// Reads the streams (standard input when no file is named and it is not a terminal)
// and checks every value. Throws CliError on bad input.
LoadedInput load_input(const InputOptions& options);

// Strict decimal 32-bit exit code; throws CliError naming `option` otherwise.
std::int32_t parse_exit_code(const std::string& text, const std::string& option);

// A whole number in [min, max]; throws CliError naming `option` otherwise.
std::uint64_t parse_bounded(const std::string& text, const std::string& option, std::uint64_t min,
                            std::uint64_t max);

// "id,id" → detectors; throws CliError for an unknown id.
std::vector<const core::Detector*> parse_detector_list(const std::string& text);

Format parse_format(const std::string& text);

// Writes `content` to `output_path` (atomically), or to standard output when it is
// empty or "-".
void emit(const std::string& output_path, const std::string& content);

} // namespace loopclose::cli

namespace loopclose::cli {

// The report in the chosen format, ending with a newline.
std::string render_report(const core::Analysis& analysis, Format format);

// The report with a history decision, still one document for machine formats: JSON
// gets the event as a "history" key, SARIF as runs[0].invocations[0].properties
// "loopcloseHistory"; text and GitHub commands get the text block after the report.
std::string render_report_with_history(const core::Analysis& analysis, Format format,
                                       const nlohmann::ordered_json& event,
                                       const std::string& history_text);

// The exit status of check for this analysis: 1 for a failure, a stall or a promise
// not kept; 0 otherwise (also with --exit-zero).
int check_exit_status(const core::Analysis& analysis, bool exit_zero);

} // namespace loopclose::cli
