// SPDX-License-Identifier: MIT
#include "fuzz/run_args_entry.hpp"

#include "cli/commands.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <exception>
#include <vector>

namespace loopclose::fuzz {

namespace {

// Thrown where the callbacks would start: parsing is over, and nothing runs.
struct Parsed {};

// The root app, which stops before any callback: CLI11 calls the root's pre_callback
// first, after every option was read and checked, and only then run's callback (which
// would start the command).
class NoRunApp : public CLI::App {
  public:
    using CLI::App::App;
    void pre_callback() override { throw Parsed{}; }
};

bool looks_like_option(const std::string& word) {
    return word.size() >= 2 && word[0] == '-';
}

// The option `word` names (the part before '='), nullptr when run has none.
const CLI::Option* option_of(const CLI::App& run_app, const std::string& word) {
    return run_app.get_option_no_throw(word.substr(0, word.find('=')));
}

// Each of `own` is a known option of run or the value right after one that takes a
// value (not given as --name=value).
std::string check_own_options(const CLI::App& run_app, const std::vector<std::string>& own) {
    for (std::size_t i = 0; i < own.size(); ++i) {
        const std::string& word = own[i];
        if (!looks_like_option(word) || option_of(run_app, word) == nullptr) {
            return "run kept '" + word + "', which is not one of its options";
        }
        const bool takes_value = option_of(run_app, word)->get_type_size_max() > 0;
        if (takes_value && word.find('=') == std::string::npos && i + 1 < own.size()) {
            ++i; // its value
        }
    }
    return {};
}

std::string check_split(const CLI::App& run_app, const std::vector<std::string>& words,
                        const std::vector<std::string>& own,
                        const std::vector<std::string>& command) {
    const std::size_t n = own.size();
    if (n > words.size() || !std::equal(own.begin(), own.end(), words.begin())) {
        return "run's own options are not the first words";
    }
    const auto rest_is_command = [&](std::size_t from) {
        return from <= words.size() && words.size() - from == command.size() &&
               std::equal(command.begin(), command.end(), words.begin() + from);
    };
    // The three readings split_run_command promises; the words may fit more than one
    // ("-x --": an unknown option, or an option and "--" before an empty command).
    const std::string own_problem = check_own_options(run_app, own);
    if (n < words.size() && words[n] == "--" && rest_is_command(n + 1) && own_problem.empty()) {
        return {}; // the command is everything after "--"
    }
    if (rest_is_command(n) && own_problem.empty()) {
        if (!command.empty() && looks_like_option(command.front())) {
            return "the command starts with the option-like word '" + command.front() + "'";
        }
        return {}; // the command starts at its first word that is not an option
    }
    if (command.empty() && n > 0 && looks_like_option(own.back()) &&
        option_of(run_app, own.back()) == nullptr) {
        // An unknown option: left for CLI11 to reject, nothing runs.
        return check_own_options(run_app, {own.begin(), own.end() - 1});
    }
    if (!own_problem.empty()) {
        return own_problem;
    }
    return "the words are not run's options followed by the command, byte for byte";
}

} // namespace

std::string check_run_args(std::span<const std::uint8_t> data) {
    std::vector<std::string> words;
    const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
    for (std::size_t start = 0; start <= text.size() && words.size() < k_max_run_words;) {
        const std::size_t nul = std::min(text.find('\0', start), text.size());
        words.emplace_back(text.substr(start, nul - start));
        start = nul + 1;
    }
    NoRunApp root{"fuzz", "loopclose"};
    int status = 0;
    const std::vector<std::string> unused;
    const CLI::App* run_app = cli::add_run_command(root, status, unused);
    std::vector<std::string> args = words;
    std::vector<std::string> command;
    try {
        command = cli::split_run_command(*run_app, args);
    } catch (const std::exception& e) {
        return std::string("split_run_command threw: ") + e.what();
    }
    if (std::string problem = check_split(*run_app, words, args, command); !problem.empty()) {
        return problem;
    }
    args.insert(args.begin(), "run");
    std::reverse(args.begin(), args.end()); // CLI11 takes the vector back to front
    try {
        root.parse(args);
    } catch (const Parsed&) {
        return {}; // accepted
    } catch (const CLI::ParseError&) {
        return {}; // a usage error, as the command line gets
    } catch (const std::exception& e) {
        return std::string("parsing run's options threw a non-ParseError: ") + e.what();
    }
    return "parsing run's options went past the callbacks";
}

} // namespace loopclose::fuzz
