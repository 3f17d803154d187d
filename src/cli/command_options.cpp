// SPDX-License-Identifier: MIT
// The options several subcommands share, declared on CLI11 apps, and CLI11's parse
// errors in loopclose's words.
#include "cli/colour.hpp"
#include "cli/commands.hpp"
#include "cli/history_options.hpp"
#include "cli/options.hpp"
#include "cli/usage_errors.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <string>
#include <vector>

namespace loopclose::cli {

namespace {

// Every spelling of the options of `app`: --long and -s.
std::vector<std::string> option_names(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::Option* option : app.get_options()) {
        for (const auto& name : option->get_lnames()) {
            names.push_back("--" + name);
        }
        for (const auto& name : option->get_snames()) {
            names.push_back("-" + name);
        }
    }
    return names;
}

// The option CLI11 names at the start of its message ("--stdout: At Most 1 …").
std::string option_in_message(const std::string& message) {
    const std::size_t colon = message.find(':');
    return colon == std::string::npos ? std::string() : message.substr(0, colon);
}

CliError extras_error(const CLI::App& root, const CLI::App& sub, const std::string& sub_name) {
    const std::vector<std::string> extras = root.remaining(true);
    const auto option = std::find_if(extras.begin(), extras.end(), [](const std::string& word) {
        return word.size() > 1 && word[0] == '-';
    });
    const std::string hint = help_hint(sub_name);
    if (option != extras.end()) {
        const std::string name = option->substr(0, option->find('='));
        return CliError("unknown option '" + *option + "'",
                        fix_with_suggestion(name, option_names(sub), hint));
    }
    const std::string word = extras.empty() ? std::string() : extras.front();
    return CliError("unexpected argument '" + word + "'",
                    "'loopclose " + sub_name + "' takes options only; " + hint);
}

} // namespace

void add_input_options(CLI::App& app, InputOptions& options) {
    app.add_option("--stdout", options.stdout_path,
                   "File holding the captured standard output ('-' = standard input)")
        ->type_name("FILE");
    app.add_option("--stderr", options.stderr_path,
                   "File holding the captured standard error ('-' = standard input)")
        ->type_name("FILE");
    app.add_option("--exit-code", options.exit_code,
                   "The command's exit status (any 32-bit integer); unknown when omitted")
        ->type_name("N");
    app.add_option("--detectors", options.detectors,
                   "Run only these detectors (comma-separated ids, see 'loopclose detectors')")
        ->type_name("ID,ID,...");
    app.add_option("--max-chars", options.max_chars,
                   "Bytes kept from the end of each stream (default 1000000)")
        ->type_name("N");
    add_rules_options(app, options);
}

void add_rules_options(CLI::App& app, InputOptions& options) {
    app.add_option("--rules", options.rules,
                   "Problem-matcher JSON teaching more tools (repeatable; default "
                   "$LOOPCLOSE_RULES, colon-separated)")
        ->type_name("FILE")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("--limit", options.limit,
                   "Primary items the text report lists (default 10; 0 = all)")
        ->type_name("N");
    app.add_option("--report", options.reports,
                   "A report the run wrote: JUnit XML, SARIF, TAP, go test -json, cargo or "
                   "linter JSON (repeatable; globs such as 'out/**/*.xml' are expanded)")
        ->type_name("FILE")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("--report-format", options.report_format,
                   "Read every --report as this format (auto, junit, sarif, tap, go-test-json, "
                   "cargo-json, lint-json, test-json; default auto: from the content)")
        ->type_name("FORMAT");
}

void add_format_option(CLI::App& app, std::string& format_text,
                       const std::vector<std::string>& choices) {
    std::string list;
    for (const auto& choice : choices) {
        list += (list.empty() ? "" : "|") + choice;
    }
    app.add_option("--format", format_text, "Report format: " + list + " (default text)")
        ->type_name("FORMAT")
        ->check(CLI::IsMember(choices));
}

void add_style_options(CLI::App& app, StyleOptions& options) {
    app.add_option("--color", options.color,
                   "Colour the text report: auto (on a terminal, unless NO_COLOR is set; "
                   "CLICOLOR_FORCE forces it), always or never (default auto)")
        ->type_name("WHEN")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    app.add_flag("-q,--quiet", options.quiet,
                 "Print no report; only the exit status tells (--output FILE is still written)");
}

void add_history_options(CLI::App& app, HistoryOptions& o, bool state_required) {
    CLI::Option* state =
        app.add_option("--state", o.state, "History state file (JSON, created when missing)")
            ->type_name("FILE");
    if (state_required) {
        state->required();
    }
    for (const auto& spec : threshold_specs()) {
        app.add_option(spec.flag, o.*spec.raw, std::string(spec.help) + "; env " + spec.env)
            ->type_name(spec.min == 0 && spec.max > 1'000'000 ? "SECONDS" : "N");
    }
    app.add_option("--similarity", o.similarity,
                   "Fuzzy ratio at which runs without a signature count as the same (default "
                   "0.9); env LOOPCLOSE_SIMILARITY")
        ->type_name("X");
    CLI::Option* file =
        app.add_option("--artifact", o.artifact,
                       "File whose content identifies this attempt (e.g. git diff output); the "
                       "same artifact in consecutive failing runs means stalled")
            ->type_name("FILE");
    app.add_option("--artifact-hash", o.artifact_hash,
                   "The attempt's artifact hash, given directly (e.g. $(git diff | sha1sum))")
        ->type_name("H")
        ->excludes(file);
    app.add_option("--dead-letter", o.dead_letter,
                   "Write a Markdown dead-letter report to FILE when the loop halts")
        ->type_name("FILE");
}

CliError usage_error(const CLI::ParseError& error, const CLI::App& root,
                     const std::string& sub_name) {
    const CLI::App& sub = sub_name.empty() ? root : *root.get_subcommand(sub_name);
    const std::string hint = help_hint(sub_name);
    const std::string message = error.what();
    if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr) {
        return extras_error(root, sub, sub_name);
    }
    if (dynamic_cast<const CLI::ExcludesError*>(&error) != nullptr) {
        // CLI11 says "--show excludes --reset".
        const std::size_t excludes = message.find(" excludes ");
        if (excludes != std::string::npos) {
            return CliError(message.substr(0, excludes) + " cannot be combined with " +
                                message.substr(excludes + 10),
                            "give one of them; " + hint);
        }
    }
    const std::string option = option_in_message(message);
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr && !option.empty()) {
        if (message.find(" missing") != std::string::npos) {
            return CliError(option + " needs a value", hint);
        }
        return CliError(option + " was given more than once", "give it once; " + hint);
    }
    if (dynamic_cast<const CLI::ValidationError*>(&error) != nullptr && !option.empty()) {
        // CLI11's IsMember says "--format: xml not in {text,json}".
        const std::string rest = message.substr(option.size() + 2);
        const std::size_t not_in = rest.find(" not in {");
        if (not_in != std::string::npos && rest.back() == '}') {
            const std::string value = rest.substr(0, not_in);
            std::string list = rest.substr(not_in + 9, rest.size() - not_in - 10);
            std::vector<std::string> choices;
            for (std::size_t start = 0; start <= list.size();) {
                const std::size_t comma = std::min(list.find(',', start), list.size());
                choices.push_back(list.substr(start, comma - start));
                start = comma + 1;
            }
            std::replace(list.begin(), list.end(), ',', '|');
            return CliError(option + " '" + value + "' is not one of " + list,
                            fix_with_suggestion(value, choices, hint));
        }
    }
    return CliError(message, hint);
}

} // namespace loopclose::cli
