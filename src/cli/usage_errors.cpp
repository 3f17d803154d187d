// SPDX-License-Identifier: MIT
#include "cli/usage_errors.hpp"

#include <algorithm>

namespace loopclose::cli {

namespace {

// "see 'loopclose history --help'": the help of the command being parsed.
std::string help_hint(const std::string& sub_name) {
    return "see 'loopclose " + (sub_name.empty() ? "" : sub_name + " ") + "--help'";
}

// "did you mean 'X'? see …" when a candidate is close, else the bare hint.
std::string fix_with_suggestion(const std::string& word, const std::vector<std::string>& names,
                                const std::string& hint) {
    const std::string near = closest_match(word, names);
    return near.empty() ? hint : "did you mean '" + near + "'? " + hint;
}

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

std::size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        row[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            const std::size_t substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[j] = std::min({above + 1, row[j - 1] + 1, substitute});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::string closest_match(const std::string& word, const std::vector<std::string>& candidates) {
    constexpr std::size_t k_max_distance = 2;
    std::string best;
    std::size_t best_distance = k_max_distance + 1;
    for (const auto& candidate : candidates) {
        const std::size_t distance = edit_distance(word, candidate);
        if (distance < best_distance) {
            best = candidate;
            best_distance = distance;
        }
    }
    return best;
}

CliError unknown_command_error(const std::string& word, const std::vector<std::string>& commands) {
    return CliError("unknown command '" + word + "'",
                    fix_with_suggestion(word, commands, help_hint("")));
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
