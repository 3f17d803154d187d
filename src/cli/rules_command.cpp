// SPDX-License-Identifier: MIT
// `loopclose rules --check FILE…`: validates problem-matcher files and shows what each
// matcher reads, on sample lines when given.
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "core/kinds.hpp"
#include "core/text.hpp"

#include <CLI/CLI.hpp>
#include <memory>

namespace loopclose::cli {

namespace {

struct RulesOptions {
    std::vector<std::string> files;
    std::vector<std::string> samples;
};

// What one matcher reads from the sample lines, one line per finding.
std::string readings(const core::OwnedRule& rule, const std::vector<std::string>& samples) {
    std::string text;
    for (const auto& line : samples) {
        text += line + "\n";
    }
    const core::RuleSet set(std::vector<core::OwnedRule>{rule});
    const std::vector<std::string_view> lines = core::split_lines(text);
    const core::StreamLines out{core::Stream::out, lines, {}, {}, false, {}, {}, ~0U};
    const core::StreamLines err{core::Stream::err, {}, {}, {}, false, {}, {}, ~0U};
    std::vector<core::Evidence> found;
    set.apply({out, err, 1}, ~0U, true, found);
    std::string result;
    for (const auto& item : found) {
        result += "    line " + std::to_string(item.source_line + 1) + ": " +
                  std::string(core::kind_info(item.kind).id);
        if (!item.file.empty()) {
            result += " " + item.file;
            if (item.line != 0) {
                result += ":" + std::to_string(item.line);
                if (item.column != 0) {
                    result += ":" + std::to_string(core::printed_column(item.column));
                }
            }
        }
        if (!item.label.empty()) {
            result += " (" + item.label + ")";
        }
        if (!item.message.empty()) {
            result += " — " + item.message;
        }
        result += "\n";
    }
    return result.empty() && !samples.empty() ? "    reads nothing from the sample\n" : result;
}

void check_rules(const RulesOptions& o, int& status) {
    std::string report;
    std::vector<std::string> errors;
    for (const auto& path : o.files) {
        const core::ProblemMatchers read =
            core::parse_problem_matchers(read_rules_file(path), path);
        for (const auto& error : read.errors) {
            errors.push_back(error_message(error, "see 'man loopclose', RULES FILES"));
        }
        for (const auto& m : read.matchers) {
            report += path + ": matcher '" + m.owner +
                      "': " + std::string(core::kind_info(m.kind).id) + ", " +
                      (m.blocking ? "error" : "warning (counts only when the run failed)") + ", " +
                      std::to_string(m.patterns) + " pattern" + (m.patterns == 1 ? "" : "s") +
                      (m.loop ? " (the last loops)" : "") + "\n";
            report += readings(read.rules[m.rule], o.samples);
        }
    }
    if (!errors.empty()) {
        std::string text;
        for (const auto& e : errors) {
            text += e + "\n";
        }
        write_stderr(text);
        status = static_cast<int>(ExitStatus::error);
        return;
    }
    (void)write_stdout(report);
    status = static_cast<int>(ExitStatus::clean);
}

} // namespace

CLI::App* add_rules_command(CLI::App& root, int& status) {
    auto o = std::make_shared<RulesOptions>();
    CLI::App* cmd = root.add_subcommand(
        "rules", "Check problem-matcher files (--rules) and show what they read");
    cmd->add_option("--check", o->files, "The problem-matcher JSON file to check (repeatable)")
        ->type_name("FILE")
        ->required()
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    cmd->add_option("--sample", o->samples,
                    "A line of tool output to read with each matcher (repeatable, in order)")
        ->type_name("LINE")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    cmd->callback([o, &status] { check_rules(*o, status); });
    return cmd;
}

} // namespace loopclose::cli
