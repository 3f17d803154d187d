// SPDX-License-Identifier: MIT
#include "fuzz/state_entry.hpp"

#include "cli/errors.hpp"
#include "cli/state_file.hpp"
#include "fuzz/invariants.hpp"

#include <exception>

namespace loopclose::fuzz {

namespace {

// A fixed "now", so that the budget rules see the same clock on every run.
constexpr std::int64_t k_now = 1'800'000'000;

std::string check_accepted(const cli::State& state) {
    const std::string text = cli::serialize_state(state);
    if (!is_valid_utf8(text)) {
        return "serialized state is not valid UTF-8";
    }
    const cli::State again = cli::parse_state(text, "serialized");
    if (cli::serialize_state(again) != text) {
        return "serialized state does not read back to the same state";
    }
    const core::Decision decision =
        core::decide(state.entries, core::Thresholds{}, state.stop_requested, k_now);
    const core::Decision strategy = core::select_strategy(state.entries);
    if (!is_valid_utf8(decision.detail) || !is_valid_utf8(strategy.strategy_reason)) {
        return "history decision text is not valid UTF-8";
    }
    return {};
}

} // namespace

std::string check_state_file(std::span<const std::uint8_t> data) {
    const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
    try {
        std::optional<cli::State> state;
        try {
            state = cli::parse_state(text, "fuzz.json");
        } catch (const cli::CliError&) {
            return {}; // refused with a clear message: the promised outcome
        }
        return check_accepted(*state);
    } catch (const cli::CliError& e) {
        return std::string("a serialized state was refused: ") + e.what();
    } catch (const std::exception& e) {
        return std::string("state file handling threw a non-CliError: ") + e.what();
    }
}

} // namespace loopclose::fuzz
