// SPDX-License-Identifier: MIT
#include "cli/options.hpp"

#include "cli/errors.hpp"
#include "cli/report_files.hpp"
#include "core/report.hpp"
#include "core/report_github.hpp"
#include "core/report_sarif.hpp"

#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace loopclose::cli {

std::string read_rules_file(const std::string& path) {
    const StreamTail file = read_tail(path, core::k_max_rules_bytes + 1);
    if (file.data.size() > core::k_max_rules_bytes || file.truncated) {
        throw CliError("rules file '" + path + "' is larger than " +
                           std::to_string(core::k_max_rules_bytes) + " bytes",
                       "split it or trim it");
    }
    return file.data;
}

std::shared_ptr<const core::RuleSet> load_rules(const std::vector<std::string>& paths) {
    std::vector<std::string> files = paths;
    if (files.empty()) {
        if (const char* env = std::getenv("LOOPCLOSE_RULES"); env != nullptr) {
            std::string_view list(env);
            while (!list.empty()) {
                const std::size_t colon = list.find(':');
                if (const std::string_view one = list.substr(0, colon); !one.empty()) {
                    files.emplace_back(one);
                }
                list.remove_prefix(colon == std::string_view::npos ? list.size() : colon + 1);
            }
        }
    }
    if (files.empty()) {
        return nullptr;
    }
    std::vector<core::OwnedRule> rules;
    for (const auto& path : files) {
        for (auto& rule :
             checked_rules(read_rules_file(path), path,
                           "'loopclose rules --check " + path + "' lists every problem")) {
            rules.push_back(std::move(rule));
        }
    }
    return std::make_shared<const core::RuleSet>(std::move(rules));
}

std::vector<core::OwnedRule> checked_rules(std::string_view text, const std::string& source,
                                           const std::string& fix) {
    core::ProblemMatchers read = core::parse_problem_matchers(text, source);
    if (!read.errors.empty()) {
        const std::size_t more = read.errors.size() - 1;
        throw CliError(read.errors.front() +
                           (more == 0 ? std::string() : " (and " + std::to_string(more) + " more)"),
                       fix);
    }
    return std::move(read.rules);
}

std::int32_t parse_exit_code(const std::string& text, const std::string& option) {
    std::int64_t value = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    if (begin != end && *begin == '+') {
        ++begin;
    }
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (text.empty() || ec != std::errc() || ptr != end || value < INT32_MIN || value > INT32_MAX) {
        throw CliError(option + " '" + text +
                           "' is not a whole number from -2147483648 to 2147483647",
                       "pass the command's exit status, e.g. " + option + " $?");
    }
    return static_cast<std::int32_t>(value);
}

std::uint64_t parse_bounded(const std::string& text, const std::string& option, std::uint64_t min,
                            std::uint64_t max) {
    std::uint64_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || value < min ||
        value > max) {
        throw CliError(option + " '" + text + "' is not a whole number from " +
                           std::to_string(min) + " to " + std::to_string(max),
                       "give a number in that range");
    }
    return value;
}

std::vector<const core::Detector*> parse_detector_list(const std::string& text) {
    std::vector<const core::Detector*> detectors;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string id(core::trim(std::string_view(text).substr(
            start, comma == std::string::npos ? std::string::npos : comma - start)));
        const core::Detector* detector = core::find_detector(id);
        if (detector == nullptr) {
            throw CliError("unknown detector '" + id + "'",
                           "run 'loopclose detectors' for the list of ids");
        }
        bool seen = false;
        for (const auto* d : detectors) {
            seen = seen || d == detector;
        }
        if (!seen) {
            detectors.push_back(detector);
        }
        if (comma == std::string::npos) {
            break;
        }
        start = comma + 1;
    }
    return detectors;
}

Format parse_format(const std::string& text) {
    if (text == "json") {
        return Format::json;
    }
    if (text == "sarif") {
        return Format::sarif;
    }
    if (text == "github") {
        return Format::github;
    }
    return Format::text;
}

LoadedInput load_input(const InputOptions& options) {
    LoadedInput input;
    // Rules first: a bad rules file is refused before any input is read.
    input.rules = load_rules(options.rules);
    input.analyze.user_rules = input.rules.get();
    input.reports = load_reports(options.reports, options.report_format);
    if (!options.limit.empty()) {
        input.analyze.prompt_limit = parse_bounded(options.limit, "--limit", 0, 1000000);
    }
    std::size_t max_chars = core::k_default_max_chars;
    if (!options.max_chars.empty()) {
        max_chars = parse_bounded(options.max_chars, "--max-chars", 1, core::k_max_max_chars);
    }
    input.analyze.max_chars = max_chars;
    if (!options.exit_code.empty()) {
        input.exit_code = parse_exit_code(options.exit_code, "--exit-code");
    }
    if (!options.detectors.empty()) {
        input.analyze.detectors = parse_detector_list(options.detectors);
    }
    if (options.stdout_path == "-" && options.stderr_path == "-") {
        throw CliError("--stdout and --stderr cannot both read standard input",
                       "name a file for one of them");
    }
    if (options.stdout_path.empty() && options.stderr_path.empty()) {
        if (stdin_is_terminal()) {
            throw CliError("no input: standard input is a terminal and no --stdout or --stderr "
                           "file was given",
                           "pipe the output in, or name the captured files");
        }
        input.out = read_tail("-", max_chars);
        return input;
    }
    if (!options.stdout_path.empty()) {
        input.out = read_tail(options.stdout_path, max_chars);
    }
    if (!options.stderr_path.empty()) {
        input.err = read_tail(options.stderr_path, max_chars);
    }
    return input;
}

void emit(const std::string& output_path, const std::string& content) {
    if (output_path.empty() || output_path == "-") {
        (void)write_stdout(content);
    } else {
        write_file_atomic(output_path, content);
    }
}

} // namespace loopclose::cli

namespace loopclose::cli {

namespace {

// The working directory, the root of relative paths in SARIF and GitHub output;
// empty when it cannot be read (then absolute paths stay absolute).
std::string current_directory() {
    std::error_code error;
    const std::filesystem::path path = std::filesystem::current_path(error);
    return error ? std::string() : path.string();
}

} // namespace

std::string render_report(const core::Analysis& analysis, Format format) {
    switch (format) {
    case Format::json:
        return core::render_report_json(analysis);
    case Format::sarif:
        return core::render_sarif(analysis, {LOOPCLOSE_VERSION, current_directory()});
    case Format::github:
        return core::render_github(analysis, current_directory());
    case Format::text:
        break;
    }
    return core::render_next_prompt(analysis);
}

std::string render_report_with_history(const core::Analysis& analysis, Format format,
                                       const nlohmann::ordered_json& event,
                                       const std::string& history_text) {
    using Json = nlohmann::ordered_json;
    if (format == Format::json) {
        Json report = core::make_report_json(analysis);
        report["history"] = event;
        return report.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
    }
    if (format == Format::sarif) {
        Json log = core::make_sarif_json(analysis, {LOOPCLOSE_VERSION, current_directory()});
        log["runs"][0]["invocations"][0]["properties"]["loopcloseHistory"] = event;
        return log.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
    }
    return render_report(analysis, format) + "\n" + history_text;
}

int check_exit_status(const core::Analysis& analysis, bool exit_zero) {
    const bool promise_broken =
        analysis.promise_status == core::PromiseStatus::missing ||
        analysis.promise_status == core::PromiseStatus::claimed_done_but_failing;
    const bool stall = analysis.failed || promise_broken;
    return stall && !exit_zero ? static_cast<int>(ExitStatus::stall)
                               : static_cast<int>(ExitStatus::clean);
}

} // namespace loopclose::cli
