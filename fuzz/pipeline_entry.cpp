// SPDX-License-Identifier: MIT
#include "fuzz/pipeline_entry.hpp"

#include "core/report.hpp"
#include "fuzz/invariants.hpp"

#include <ctime>

// The SARIF and GitHub renderers are checked when they are part of the tree.
#if __has_include("core/report_sarif.hpp")
#include "core/report_sarif.hpp"
#define LOOPCLOSE_FUZZ_SARIF 1
#endif
#if __has_include("core/report_github.hpp")
#include "core/report_github.hpp"
#define LOOPCLOSE_FUZZ_GITHUB 1
#endif

namespace loopclose::fuzz {

namespace {

constexpr std::uint8_t k_flag_exit_code = 1;
constexpr std::uint8_t k_flag_max_chars = 2;
constexpr std::uint8_t k_flag_detectors = 4;
constexpr std::uint8_t k_flag_promise = 8;

// The linear CPU-time budget of one analyze call (see pipeline_time_budget_ms). Warm,
// under ASan and UBSan, analyze costs at most about 0.3 ms per KiB (1 ms for 4 KiB)
// on the corpus; the budget is twenty times that, so an input that makes one stage
// quadratic fails at a few KiB while a busy machine does not.
constexpr double k_time_base_ms = 50.0;
constexpr double k_time_per_kib_ms = 5.0;

double cpu_ms_since(std::clock_t start) {
    return 1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
}

// Every rendering of one analysis, compared across runs for determinism.
struct Rendered {
    std::string text;
    std::string json;
    std::string sarif;
    std::string github;
    bool operator==(const Rendered&) const = default;
};

// with_sarif false leaves the SARIF log out: it is the costliest rendering (a 23 KB
// document under the sanitizers), so the determinism re-run compares the other three.
Rendered render_all(const core::Analysis& analysis, bool with_sarif = true) {
    Rendered r{core::render_next_prompt(analysis), core::render_report_json(analysis), {}, {}};
#ifdef LOOPCLOSE_FUZZ_SARIF
    if (with_sarif) {
        core::SarifOptions sarif;
        sarif.tool_version = "0.0.0-fuzz";
        sarif.source_root = "/work";
        r.sarif = core::render_sarif(analysis, sarif);
    }
#endif
#ifdef LOOPCLOSE_FUZZ_GITHUB
    r.github = core::render_github(analysis, "/work");
#endif
    return r;
}

// The SARIF log differs from run to run only in its results, one per item with a file:
// it is rendered and checked for every analysis with such an item and for one input in
// eight of the rest (by a hash of the bytes, so a replay makes the same choice).
bool wants_sarif(const core::Analysis& analysis, std::span<const std::uint8_t> data) {
    for (const auto& item : analysis.evidence) {
        if (!item.file.empty()) {
            return true;
        }
    }
    std::uint32_t hash = 2166136261U;
    for (const std::uint8_t byte : data) {
        hash = (hash ^ byte) * 16777619U;
    }
    return (hash & 7U) == 0;
}

std::string check_rendered(const Rendered& r, const core::Analysis& analysis) {
    if (std::string problem = check_text_report(r.text); !problem.empty()) {
        return problem;
    }
    if (std::string problem = check_json_report(r.json, analysis, r.text); !problem.empty()) {
        return problem;
    }
#ifdef LOOPCLOSE_FUZZ_SARIF
    if (std::string problem =
            r.sarif.empty() ? std::string() : check_sarif_report(r.sarif, analysis);
        !problem.empty()) {
        return problem;
    }
#endif
#ifdef LOOPCLOSE_FUZZ_GITHUB
    if (std::string problem = check_github_report(r.github); !problem.empty()) {
        return problem;
    }
#endif
    return {};
}

} // namespace

PipelineCase decode_pipeline_input(std::span<const std::uint8_t> data) {
    PipelineCase c;
    std::string_view body(reinterpret_cast<const char*>(data.data()), data.size());
    if (data.size() >= k_pipeline_header_size) {
        const std::uint8_t flags = data[0];
        if ((flags & k_flag_exit_code) != 0) {
            std::uint32_t code = 0;
            for (std::size_t i = 0; i < 4; ++i) {
                code |= static_cast<std::uint32_t>(data[1 + i]) << (8 * i);
            }
            c.input.exit_code = static_cast<std::int32_t>(code);
        }
        if ((flags & k_flag_max_chars) != 0) {
            c.options.max_chars = 1 + (data[5] | (static_cast<std::size_t>(data[6]) << 8));
        }
        if ((flags & k_flag_detectors) != 0) {
            const auto registry = core::detector_registry();
            for (std::size_t i = 0; i < registry.size(); ++i) {
                if (((data[7] >> (i % 8)) & 1) != 0) {
                    c.options.detectors.push_back(&registry[i]);
                }
            }
        }
        if ((flags & k_flag_promise) != 0) {
            c.options.promise = "DONE";
        }
        body.remove_prefix(k_pipeline_header_size);
    }
    const std::size_t split = body.find(k_stderr_separator);
    c.input.stdout_text = body.substr(0, split);
    if (split != std::string_view::npos) {
        c.input.stderr_text = body.substr(split + k_stderr_separator.size());
    }
    return c;
}

std::string encode_pipeline_input(std::string_view out, std::string_view err,
                                  std::optional<std::int32_t> exit_code) {
    std::string data(k_pipeline_header_size, '\0');
    if (exit_code) {
        data[0] = static_cast<char>(k_flag_exit_code);
        const auto code = static_cast<std::uint32_t>(*exit_code);
        for (std::size_t i = 0; i < 4; ++i) {
            data[1 + i] = static_cast<char>((code >> (8 * i)) & 0xFF);
        }
    }
    data.append(out);
    data.append(k_stderr_separator);
    data.append(err);
    return data;
}

double pipeline_time_budget_ms(std::size_t bytes) {
    return k_time_base_ms + k_time_per_kib_ms * static_cast<double>(bytes) / 1024.0;
}

std::string check_pipeline_fast(std::span<const std::uint8_t> data) {
    // Every built-in row compiled up front: a row compiled on first use is a one-off
    // cost the budget should not have to cover.
    static const bool warm = [] {
        (void)core::builtin_rule_set().compile_all();
        return true;
    }();
    (void)warm;
    const PipelineCase c = decode_pipeline_input(data);
    const double budget = pipeline_time_budget_ms(data.size());
    // A second try before blaming the input: a page fault storm or a cache refill on a
    // shared machine can cost one run more than the budget, a super-linear path twice.
    double spent = 0;
    for (int attempt = 0; attempt < 2; ++attempt) {
        const std::clock_t start = std::clock();
        const core::Analysis analysis = core::analyze(c.input, c.options);
        spent = cpu_ms_since(start);
        if (attempt == 0) {
            if (std::string problem = check_analysis(analysis); !problem.empty()) {
                return problem;
            }
        }
        if (spent <= budget) {
            return {};
        }
    }
    return "analyze took " + std::to_string(spent) + " ms of CPU on " +
           std::to_string(data.size()) + " bytes, over the linear budget of " +
           std::to_string(budget) + " ms";
}

std::string check_pipeline(std::span<const std::uint8_t> data) {
    const PipelineCase c = decode_pipeline_input(data);
    const core::Analysis first = core::analyze(c.input, c.options);
    if (std::string problem = check_analysis(first); !problem.empty()) {
        return problem;
    }
    const Rendered rendered = render_all(first, wants_sarif(first, data));
    if (std::string problem = check_rendered(rendered, first); !problem.empty()) {
        return problem;
    }
    Rendered again = render_all(core::analyze(c.input, c.options), false);
    again.sarif = rendered.sarif;
    if (again != rendered) {
        return "a second run of the same input rendered different output";
    }
    core::AnalyzeOptions everywhere = c.options;
    everywhere.use_triggers = false;
    if (core::render_report_json(core::analyze(c.input, everywhere)) != rendered.json) {
        return "the pre-filter changed the report (triggers and row literals off differ)";
    }
    for (const std::string_view stream : {c.input.stdout_text, c.input.stderr_text}) {
        if (std::string problem = check_text_functions(stream, c.options.max_chars);
            !problem.empty()) {
            return problem;
        }
    }
    return {};
}

} // namespace loopclose::fuzz
