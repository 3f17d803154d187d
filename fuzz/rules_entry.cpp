// SPDX-License-Identifier: MIT
#include "fuzz/rules_entry.hpp"

#include "cli/errors.hpp"
#include "cli/options.hpp"
#include "core/problem_matcher.hpp"
#include "core/report.hpp"
#include "fuzz/invariants.hpp"

#include <exception>
#include <optional>

namespace loopclose::fuzz {

namespace {

// A refusal is printed as one "loopclose: error: …" line (man page, DIAGNOSTICS).
std::string check_refusal(const cli::CliError& e) {
    const std::string line = e.message();
    if (!is_valid_utf8(line)) {
        return "rules refusal is not valid UTF-8: " + line;
    }
    if (find_control_char(line) != std::string::npos) {
        return "rules refusal holds a control character (not one clean line): " + line;
    }
    return {};
}

std::string check_accepted(std::vector<core::OwnedRule> rules, std::string_view log) {
    if (rules.size() > core::k_max_matchers) {
        return "more rules than k_max_matchers were accepted";
    }
    for (const auto& rule : rules) {
        if (rule.pattern.empty()) {
            return "an accepted rule has an empty pattern";
        }
    }
    const core::RuleSet set(std::move(rules));
    if (const auto errors = set.compile_all(); !errors.empty()) {
        return "an accepted rule does not compile: " + errors.front().what;
    }
    core::RunInput input;
    input.stdout_text = log;
    input.exit_code = 1;
    core::AnalyzeOptions options;
    options.user_rules = &set;
    const core::Analysis analysis = core::analyze(input, options);
    if (std::string problem = check_analysis(analysis); !problem.empty()) {
        return problem;
    }
    options.use_triggers = false;
    if (core::render_report_json(core::analyze(input, options)) !=
        core::render_report_json(analysis)) {
        return "the pre-filter changed the report with user rules (literals off differ)";
    }
    return {};
}

} // namespace

std::string check_rules(std::span<const std::uint8_t> data) {
    const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
    const std::size_t nul = text.find('\0');
    const std::string_view document = text.substr(0, nul);
    const std::string_view log = nul == std::string_view::npos ? "" : text.substr(nul + 1);
    std::optional<std::vector<core::OwnedRule>> rules;
    try {
        rules = cli::checked_rules(document, "fuzz.json", "fix the document");
    } catch (const cli::CliError& e) {
        return check_refusal(e);
    } catch (const std::exception& e) {
        return std::string("checked_rules threw a non-CliError: ") + e.what();
    }
    return check_accepted(std::move(*rules), log);
}

} // namespace loopclose::fuzz
