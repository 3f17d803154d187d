// SPDX-License-Identifier: MIT
#include "cli/history_options.hpp"

#include "cli/errors.hpp"
#include "cli/io.hpp"
#include "cli/state_file.hpp"
#include "core/history_report.hpp"

#include <array>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <unistd.h>

namespace loopclose::cli {

namespace {

using T = core::Thresholds;
constexpr std::uint64_t k_lookback = core::k_max_lookback;

const std::array<ThresholdSpec, 8> k_specs{{
    {"--window", "LOOPCLOSE_WINDOW", "Recent runs shown and listed in the JSON event (default 5)",
     &HistoryOptions::window, 1, k_lookback,
     [](T& t, std::uint64_t v) { t.window = static_cast<std::uint32_t>(v); }},
    {"--repeat", "LOOPCLOSE_REPEAT",
     "repeated_error: failing runs with one signature in a row (default 3)",
     &HistoryOptions::repeat, 2, k_lookback,
     [](T& t, std::uint64_t v) { t.repeat = static_cast<std::uint32_t>(v); }},
    {"--oscillation", "LOOPCLOSE_OSCILLATION",
     "oscillating: failing runs alternating A, B, A, B (default 4)", &HistoryOptions::oscillation,
     3, k_lookback, [](T& t, std::uint64_t v) { t.oscillation = static_cast<std::uint32_t>(v); }},
    {"--stall", "LOOPCLOSE_STALL", "stalled: runs without a lower failing count (default 3)",
     &HistoryOptions::stall, 1, k_lookback,
     [](T& t, std::uint64_t v) { t.stall = static_cast<std::uint32_t>(v); }},
    {"--artifact-repeat", "LOOPCLOSE_ARTIFACT_REPEAT",
     "stalled: failing runs in a row with one artifact (default 2)",
     &HistoryOptions::artifact_repeat, 2, k_lookback,
     [](T& t, std::uint64_t v) { t.artifact_repeat = static_cast<std::uint32_t>(v); }},
    {"--max-iterations", "LOOPCLOSE_MAX_ITERATIONS", "budget: runs per cycle (default 8)",
     &HistoryOptions::max_iterations, 1, 1'000'000,
     [](T& t, std::uint64_t v) { t.max_iterations = v; }},
    {"--max-failures", "LOOPCLOSE_MAX_FAILURES",
     "budget: runs in a row that give nothing to fix (default 3)", &HistoryOptions::max_failures, 1,
     k_lookback, [](T& t, std::uint64_t v) { t.max_failures = static_cast<std::uint32_t>(v); }},
    {"--max-runtime", "LOOPCLOSE_MAX_RUNTIME",
     "budget: seconds since the cycle's first run, 0 = no limit (default 7200)",
     &HistoryOptions::max_runtime, 0, 31'536'000, [](T& t, std::uint64_t v) { t.max_runtime = v; }},
}};

constexpr std::size_t k_max_artifact_hash = 128;

// The flag's value, else the variable's (an empty variable counts as unset).
std::pair<std::string, std::string> raw_value(const std::string& flag_value, const char* flag,
                                              const char* env) {
    if (!flag_value.empty()) {
        return {flag_value, flag};
    }
    const char* value = std::getenv(env);
    if (value != nullptr && *value != '\0') {
        return {value, env};
    }
    return {};
}

double parse_similarity(const std::string& text, const std::string& name) {
    double value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(value) ||
        value <= 0.0 || value > 1.0) {
        throw CliError(name + " '" + text + "' is not a ratio above 0 and at most 1",
                       "give a decimal such as 0.9");
    }
    return value;
}

std::string hash_file(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        throw CliError("cannot open --artifact '" + path + "': " + std::strerror(errno),
                       "give a readable file, e.g. the output of git diff");
    }
    std::uint64_t hash = core::k_fnv1a_start;
    char buf[1 << 16];
    while (true) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n == 0) {
            break;
        }
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            throw CliError("cannot read --artifact '" + path + "': " + std::strerror(err),
                           "give a readable regular file");
        }
        hash = core::fnv1a_update(hash, std::string_view(buf, static_cast<std::size_t>(n)));
    }
    ::close(fd);
    return core::hex64(hash);
}

} // namespace

std::span<const ThresholdSpec> threshold_specs() {
    return k_specs;
}

core::Thresholds resolve_thresholds(const HistoryOptions& o) {
    core::Thresholds t;
    for (const auto& spec : k_specs) {
        const auto [text, name] = raw_value(o.*spec.raw, spec.flag, spec.env);
        if (!text.empty()) {
            spec.set(t, parse_bounded(text, name, spec.min, spec.max));
        }
    }
    const auto [text, name] = raw_value(o.similarity, "--similarity", "LOOPCLOSE_SIMILARITY");
    if (!text.empty()) {
        t.similarity = parse_similarity(text, name);
    }
    return t;
}

std::string resolve_artifact(const HistoryOptions& o) {
    if (!o.artifact.empty()) {
        return hash_file(o.artifact);
    }
    const std::string& h = o.artifact_hash;
    bool printable = !h.empty() && h.size() <= k_max_artifact_hash;
    for (const char c : h) {
        printable = printable && c > ' ' && c < 0x7f;
    }
    if (!h.empty() && !printable) {
        throw CliError("--artifact-hash must be 1 to 128 printable ASCII characters without spaces",
                       "pass a hash such as the output of 'git diff | sha1sum | cut -c1-40'");
    }
    return h;
}

std::int64_t current_time() {
    const char* fixed = std::getenv("LOOPCLOSE_NOW");
    if (fixed != nullptr && *fixed != '\0') {
        return static_cast<std::int64_t>(
            parse_bounded(fixed, "LOOPCLOSE_NOW", 0, 100'000'000'000ULL));
    }
    return static_cast<std::int64_t>(std::time(nullptr));
}

Recorded record_history(const HistoryOptions& options, const core::Thresholds& thresholds,
                        const core::Analysis& analysis, const core::RunInput& input,
                        std::size_t max_chars, const std::string& artifact, bool json) {
    const core::RunSignature signature = core::compute_run_signature(analysis, input, max_chars);
    const std::int64_t now = current_time();
    StateLock lock(options.state);
    State state = load_state(options.state).value_or(State{});
    core::HistoryEntry entry =
        core::make_entry(state.entries, state.last_cycle_id, analysis, signature, artifact, now);
    const core::Decision decision =
        core::record_run(state.entries, std::move(entry), thresholds, state.stop_requested, now);
    state.last_cycle_id = std::max(state.last_cycle_id, state.entries.back().cycle_id);
    core::HistoryView view{state.entries, decision, thresholds, options.state, ""};
    // The dead letter is written on every halt: a loop that stops for a repeated error
    // needs the hand-over as much as one that ran out of budget.
    if (decision.event == core::LoopEvent::halted && !options.dead_letter.empty()) {
        write_file_atomic(options.dead_letter, core::render_dead_letter(view));
        view.dead_letter_path = options.dead_letter;
    }
    save_state(options.state, state);
    Recorded out;
    out.event = core::make_history_json(view);
    out.rendered = json ? core::render_history_json(view) : core::render_history_text(view);
    out.halted = decision.event == core::LoopEvent::halted;
    out.status =
        out.halted ? static_cast<int>(ExitStatus::stall) : static_cast<int>(ExitStatus::clean);
    return out;
}

} // namespace loopclose::cli
