// SPDX-License-Identifier: MIT
// Google Benchmark cases for core::analyze. Every input is given as stdout with exit
// code 1, so that every detector runs (the gated ones included): the worst case.
//
//   <shape>/100KB, /1MB, /10MB   max_chars = input size: cost should grow linearly
//   <shape>/10MB/tail            default max_chars (1 MB kept): cost should stay flat
//   realistic/100MB/tail         the 100 MB log through the default limit
//   detector/<id>/realistic/1MB  one detector alone (the others disabled)
//   stage/clean_output/...       the text clean-up alone
#include "bench/inputs.hpp"
#include "core/pipeline.hpp"
#include "core/reports.hpp"
#include "core/text.hpp"

#include <benchmark/benchmark.h>
#include <chrono>
#include <map>
#include <memory>
#include <string>

namespace {

using namespace loopclose;

constexpr std::size_t k_kb = 1000;
constexpr std::size_t k_mb = 1000 * k_kb;
// A 10 MB linear case is skipped when 1 MB of the same shape takes longer than this:
// the cost is superlinear and the 10 MB run would take minutes (the 100 KB / 1 MB
// ratio already shows it).
constexpr double k_max_probe_seconds = 0.5;

// The input of the running case; cases of one input are registered next to each
// other, so each input is generated once per size.
const std::string& cached_input(const bench::InputShape& shape, std::size_t bytes) {
    static std::string key;
    static std::string text;
    const std::string wanted = std::string(shape.id) + "/" + std::to_string(bytes);
    if (key != wanted) {
        text.clear();
        text.shrink_to_fit();
        text = bench::make_input(shape, bytes);
        key = wanted;
    }
    return text;
}

core::Analysis analyze_text(std::string_view text, std::size_t max_chars,
                            const core::Detector* only = nullptr) {
    core::RunInput input;
    input.stdout_text = text;
    input.exit_code = 1;
    core::AnalyzeOptions options;
    options.max_chars = max_chars;
    if (only != nullptr) {
        options.detectors.push_back(only);
    }
    return core::analyze(input, options);
}

// Seconds to analyze 1 MB of `shape`, measured once per shape.
double probe_seconds(const bench::InputShape& shape) {
    static std::map<std::string, double> seconds;
    const auto it = seconds.find(std::string(shape.id));
    if (it != seconds.end()) {
        return it->second;
    }
    const std::string text = bench::make_input(shape, k_mb);
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(analyze_text(text, k_mb));
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    seconds.emplace(std::string(shape.id), took.count());
    return took.count();
}

void run_analyze(benchmark::State& state, const bench::InputShape* shape, std::size_t bytes,
                 std::size_t max_chars, const core::Detector* only) {
    if (max_chars > 10 * k_mb / 2 && probe_seconds(*shape) > k_max_probe_seconds) {
        state.SkipWithError("superlinear: 1 MB of this input takes more than 0.5 s");
        return;
    }
    const std::string& text = cached_input(*shape, bytes);
    std::size_t evidence = 0;
    for (auto _ : state) {
        const core::Analysis analysis = analyze_text(text, max_chars, only);
        evidence = analysis.evidence.size();
        benchmark::DoNotOptimize(evidence);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(bytes));
    state.counters["items"] = static_cast<double>(evidence);
}

void run_clean_output(benchmark::State& state, const bench::InputShape* shape) {
    const std::string& text = cached_input(*shape, k_mb);
    for (auto _ : state) {
        std::string clean = core::clean_output(text);
        benchmark::DoNotOptimize(clean.data());
        const auto lines = core::split_lines(clean);
        benchmark::DoNotOptimize(lines.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(k_mb));
}

// A JUnit XML report of about `bytes` bytes, as a large suite writes it: one
// <testsuite> per 50 tests, one test in ten failing with a message, a stack and its
// captured output (deterministic: no clock, no randomness).
std::string make_junit(std::size_t bytes) {
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"bench\">\n";
    for (std::size_t test = 0; xml.size() < bytes; ++test) {
        const std::string n = std::to_string(test);
        const std::string suite = "pkg.module" + std::to_string(test / 50) + ".CalcTest";
        if (test % 50 == 0) {
            xml += test == 0 ? "" : "  </testsuite>\n";
            xml += "  <testsuite name=\"" + suite + "\" tests=\"50\">\n";
        }
        xml += "    <testcase classname=\"" + suite + "\" name=\"test_case_" + n +
               "\" file=\"tests/test_module" + std::to_string(test / 50) + ".py\" line=\"" +
               std::to_string(10 + test % 50 * 7) + "\" time=\"0.001\"";
        if (test % 10 != 3) {
            xml += "/>\n";
            continue;
        }
        xml += ">\n      <failure message=\"assert " + n + " == " + std::to_string(test + 1) +
               "\" type=\"AssertionError\">def test_case_" + n + "():\n&gt;       assert add(" + n +
               ", 1) == " + std::to_string(test + 2) +
               "\nE       AssertionError\n\ntests/test_module" + std::to_string(test / 50) +
               ".py:" + std::to_string(12 + test % 50 * 7) +
               ": AssertionError</failure>\n      <system-out>computing " + n +
               "\nstarted worker pool\n</system-out>\n    </testcase>\n";
    }
    xml += "  </testsuite>\n</testsuites>\n";
    return xml;
}

// Reading a 10 MB JUnit report (parse, findings) and analysing a run with it.
void run_junit(benchmark::State& state, bool analyze) {
    static const std::string xml = make_junit(10 * k_mb);
    std::size_t findings = 0;
    for (auto _ : state) {
        core::ReportResult result = core::read_report({"bench.xml", xml, xml.size(), {}});
        if (!result.report) {
            state.SkipWithError("the generated report did not parse");
            return;
        }
        findings = result.report->findings.size();
        if (analyze) {
            std::vector<core::ParsedReport> reports;
            reports.push_back(std::move(*result.report));
            core::RunInput input;
            input.exit_code = 1;
            input.reports = &reports;
            benchmark::DoNotOptimize(core::analyze(input).evidence.size());
        }
        benchmark::DoNotOptimize(findings);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(xml.size()));
    state.counters["items"] = static_cast<double>(findings);
}

std::string size_name(std::size_t bytes) {
    return bytes >= k_mb ? std::to_string(bytes / k_mb) + "MB"
                         : std::to_string(bytes / k_kb) + "KB";
}

void add(const std::string& name, const bench::InputShape* shape, std::size_t bytes,
         std::size_t max_chars, const core::Detector* only = nullptr) {
    benchmark::RegisterBenchmark(name.c_str(), run_analyze, shape, bytes, max_chars, only)
        ->Unit(benchmark::kMillisecond);
}

void register_cases() {
    const bench::InputShape* realistic = bench::find_input_shape("realistic");
    for (const auto& shape : bench::input_shapes()) {
        const std::string base = std::string(shape.id) + "/";
        for (const std::size_t bytes : {100 * k_kb, k_mb, 10 * k_mb}) {
            add(base + size_name(bytes), &shape, bytes, bytes);
        }
        add(base + "10MB/tail", &shape, 10 * k_mb, core::k_default_max_chars);
        if (&shape == realistic) {
            add(base + "100MB/tail", &shape, 100 * k_mb, core::k_default_max_chars);
        }
    }
    for (const auto& detector : core::detector_registry()) {
        add("detector/" + std::string(detector.id) + "/realistic/1MB", realistic, k_mb, k_mb,
            &detector);
    }
    benchmark::RegisterBenchmark("report/junit/10MB/read", run_junit, false)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("report/junit/10MB/analyze", run_junit, true)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("stage/clean_output+split_lines/realistic/1MB", run_clean_output,
                                 realistic)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("stage/clean_output+split_lines/ansi-flood/1MB", run_clean_output,
                                 bench::find_input_shape("ansi-flood"))
        ->Unit(benchmark::kMillisecond);
}

} // namespace

int main(int argc, char** argv) {
    register_cases();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
