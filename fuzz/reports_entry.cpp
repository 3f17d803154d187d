// SPDX-License-Identifier: MIT
#include "fuzz/reports_entry.hpp"

#include "core/reports.hpp"
#include "fuzz/invariants.hpp"

#include <array>
#include <exception>
#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

namespace loopclose::fuzz {

namespace {

std::string check_field(std::string_view what, std::string_view text, std::string_view allowed) {
    if (!is_valid_utf8(text)) {
        return std::string(what) + " is not valid UTF-8";
    }
    if (find_control_char(text, allowed) != std::string::npos) {
        return std::string(what) + " holds a control character";
    }
    return {};
}

std::string check_parsed(const core::ParsedReport& report, std::size_t size) {
    if (report.findings.size() > core::k_max_report_findings) {
        return "more findings kept than k_max_report_findings";
    }
    if (report.bytes_read != size) {
        return "bytes_read is not the input's size";
    }
    for (const core::ReportFinding& f : report.findings) {
        const core::Evidence& e = f.evidence;
        for (const auto& [what, text, allowed] :
             {std::tuple{"label", std::string_view(e.label), std::string_view()},
              std::tuple{"file", std::string_view(e.file), std::string_view()},
              std::tuple{"snippet", std::string_view(e.snippet), std::string_view()},
              std::tuple{"message", std::string_view(e.message), std::string_view("\n")}}) {
            if (std::string problem = check_field(what, text, allowed); !problem.empty()) {
                return "finding " + problem;
            }
        }
        if (e.stream != core::Stream::report) {
            return "a finding is not on the report stream";
        }
        if (e.message.size() > core::k_max_message_bytes) {
            return "a finding's message exceeds k_max_message_bytes";
        }
        if (f.explained_by && *f.explained_by >= report.texts.size()) {
            return "explained_by names a text that does not exist";
        }
    }
    std::vector<core::ParsedReport> reports{report};
    core::RunInput input;
    input.exit_code = 1;
    input.reports = &reports;
    const core::Analysis analysis = core::analyze(input);
    if (analysis.reports.size() != 1) {
        return "the analysis does not summarise the one report";
    }
    std::array<std::size_t, core::k_kind_count> kept{};
    for (const core::Evidence& e : analysis.evidence) {
        if (++kept[core::kind_index(e.kind)] > core::k_max_items_per_kind) {
            return "more items of one kind than k_max_items_per_kind";
        }
        if (std::string problem = check_field("evidence label", e.label, {}); !problem.empty()) {
            return problem;
        }
        if (std::string problem = check_field("evidence message", e.message, "\n");
            !problem.empty()) {
            return problem;
        }
    }
    if (!report.findings.empty() && !analysis.blocking) {
        return "a report with findings gave nothing blocking";
    }
    return {};
}

std::string check_as(std::string_view text, std::optional<core::ReportFormat> format) {
    core::ReportResult result;
    try {
        result = core::read_report({"fuzz.report", text, text.size(), format});
    } catch (const std::exception& e) {
        return std::string("read_report threw: ") + e.what();
    }
    if (result.report) {
        return check_parsed(*result.report, text.size());
    }
    if (result.error.message.empty()) {
        return "a refusal without a message";
    }
    if (std::string problem = check_field("refusal", result.error.message, {}); !problem.empty()) {
        return problem;
    }
    if (result.error.byte > text.size()) {
        return "a refusal's byte offset is past the end of the input";
    }
    return {};
}

std::string_view as_text(std::span<const std::uint8_t> data) {
    return {reinterpret_cast<const char*>(data.data()), data.size()};
}

} // namespace

std::string check_report(std::span<const std::uint8_t> data) {
    if (data.empty()) {
        return {};
    }
    std::optional<core::ReportFormat> format;
    if (const unsigned choice = data[0] % 7; choice != 0) {
        format = static_cast<core::ReportFormat>(choice - 1);
    }
    return check_as(as_text(data.subspan(1)), format);
}

std::string check_junit_report(std::span<const std::uint8_t> data) {
    return check_as(as_text(data), core::ReportFormat::junit);
}

std::string check_sarif_report(std::span<const std::uint8_t> data) {
    return check_as(as_text(data), core::ReportFormat::sarif);
}

std::string check_tap_report(std::span<const std::uint8_t> data) {
    return check_as(as_text(data), core::ReportFormat::tap);
}

std::string check_go_test_json_report(std::span<const std::uint8_t> data) {
    return check_as(as_text(data), core::ReportFormat::go_test_json);
}

std::string check_cargo_json_report(std::span<const std::uint8_t> data) {
    return check_as(as_text(data), core::ReportFormat::cargo_json);
}

std::string check_lint_json_report(std::span<const std::uint8_t> data) {
    return check_as(as_text(data), core::ReportFormat::eslint_json);
}

} // namespace loopclose::fuzz
