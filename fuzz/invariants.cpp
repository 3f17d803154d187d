// SPDX-License-Identifier: MIT
#include "fuzz/invariants.hpp"

#include "core/report.hpp"

#include <nlohmann/json.hpp>

namespace loopclose::fuzz {

namespace {

bool is_continuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

// Length of the valid sequence at text[i], 0 when invalid.
std::size_t sequence_length(std::string_view text, std::size_t i) {
    const auto c0 = static_cast<unsigned char>(text[i]);
    if (c0 < 0x80) {
        return 1;
    }
    std::size_t len = 0;
    std::uint32_t cp = 0;
    std::uint32_t min = 0;
    if (c0 >= 0xC2 && c0 <= 0xDF) {
        len = 2, cp = c0 & 0x1Fu, min = 0x80;
    } else if (c0 >= 0xE0 && c0 <= 0xEF) {
        len = 3, cp = c0 & 0x0Fu, min = 0x800;
    } else if (c0 >= 0xF0 && c0 <= 0xF4) {
        len = 4, cp = c0 & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    if (text.size() - i < len) {
        return 0;
    }
    for (std::size_t k = 1; k < len; ++k) {
        const auto c = static_cast<unsigned char>(text[i + k]);
        if (!is_continuation(c)) {
            return 0;
        }
        cp = (cp << 6) | (c & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return 0;
    }
    return len;
}

std::string at(std::string_view what, std::size_t index) {
    return std::string(what) + " (byte " + std::to_string(index) + ")";
}

// The checks every evidence string must pass.
std::string check_field(std::string_view name, std::string_view value) {
    if (!is_valid_utf8(value)) {
        return std::string(name) + " is not valid UTF-8";
    }
    if (const std::size_t i = find_control_char(value); i != std::string_view::npos) {
        return at(std::string(name) + " holds a control character", i);
    }
    return {};
}

std::string check_item(const core::Evidence& item) {
    for (const auto& [name, value] :
         {std::pair<std::string_view, std::string_view>{"file", item.file},
          {"label", item.label},
          {"snippet", item.snippet},
          {"tool", item.tool}}) {
        if (std::string problem = check_field(name, value); !problem.empty()) {
            return std::string(core::kind_info(item.kind).id) + " " + problem;
        }
    }
    if (count_code_points(item.snippet) > core::k_max_snippet_chars) {
        return "snippet longer than k_max_snippet_chars";
    }
    return {};
}

} // namespace

bool is_valid_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t len = sequence_length(text, i);
        if (len == 0) {
            return false;
        }
        i += len;
    }
    return true;
}

std::size_t find_control_char(std::string_view text, std::string_view allowed) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool c0 = c < 0x20 || c == 0x7F;
        const bool c1 = c == 0xC2 && i + 1 < text.size() &&
                        static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
                        static_cast<unsigned char>(text[i + 1]) < 0xA0;
        if ((c0 && allowed.find(static_cast<char>(c)) == std::string_view::npos) || c1) {
            return i;
        }
    }
    return std::string_view::npos;
}

std::size_t count_code_points(std::string_view text) {
    std::size_t n = 0;
    for (const char c : text) {
        n += is_continuation(static_cast<unsigned char>(c)) ? 0 : 1;
    }
    return n;
}

std::string check_text_report(std::string_view text) {
    if (!is_valid_utf8(text)) {
        return "text report is not valid UTF-8";
    }
    if (const std::size_t i = find_control_char(text, "\n"); i != std::string_view::npos) {
        return at("text report holds a control character", i);
    }
    if (text.empty() || text.back() != '\n') {
        return "text report does not end with a newline";
    }
    return {};
}

std::string check_json_report(std::string_view json, const core::Analysis& analysis,
                              std::string_view text) {
    if (!is_valid_utf8(json)) {
        return "JSON report is not valid UTF-8";
    }
    if (json.empty() || json.back() != '\n' || json.find('\n') != json.size() - 1) {
        return "JSON report is not one line ending with a newline";
    }
    const auto doc = nlohmann::json::parse(json, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        return "JSON report does not parse as an object";
    }
    if (doc.value("schema", "") != "loopclose.report/1") {
        return "JSON report has no schema loopclose.report/1";
    }
    if (!doc["nextPrompt"].is_string() || doc["nextPrompt"].get<std::string>() != text) {
        return "JSON nextPrompt differs from the text report";
    }
    if (!doc["evidence"].is_array() || doc["evidence"].size() != analysis.evidence.size()) {
        return "JSON evidence array differs from the analysis";
    }
    if (doc["stallReason"] != analysis.stall_reason) {
        return "JSON stallReason differs from the analysis";
    }
    return {};
}

std::string check_sarif_report(std::string_view sarif, const core::Analysis& analysis) {
    if (!is_valid_utf8(sarif) || sarif.empty() || sarif.back() != '\n') {
        return "SARIF log is not valid UTF-8 ending with a newline";
    }
    const auto doc = nlohmann::json::parse(sarif, nullptr, false);
    if (doc.is_discarded() || !doc.is_object() || doc.value("version", "") != "2.1.0") {
        return "SARIF log does not parse as a version 2.1.0 object";
    }
    const auto& runs = doc["runs"];
    if (!runs.is_array() || runs.size() != 1 || !runs[0]["results"].is_array()) {
        return "SARIF log does not hold one run with results";
    }
    const auto& results = runs[0]["results"];
    if (results.size() > analysis.evidence.size()) {
        return "SARIF log holds more results than the analysis has items";
    }
    for (const auto& result : results) {
        if (!result["ruleId"].is_string() ||
            !core::kind_from_id(result["ruleId"].get<std::string>())) {
            return "SARIF result with an unknown ruleId";
        }
    }
    return {};
}

std::string check_github_report(std::string_view commands) {
    if (!is_valid_utf8(commands)) {
        return "GitHub commands are not valid UTF-8";
    }
    if (const std::size_t i = find_control_char(commands, "\n"); i != std::string_view::npos) {
        return at("GitHub commands hold a control character", i);
    }
    if (!commands.empty() && commands.back() != '\n') {
        return "GitHub commands do not end with a newline";
    }
    for (const auto line : core::split_lines(commands)) {
        const bool known = line.starts_with("::error") || line.starts_with("::warning") ||
                           line.starts_with("::notice");
        if (!known || line.find("::", 2) == std::string_view::npos) {
            return "GitHub output line is not a workflow command: " + std::string(line);
        }
    }
    return {};
}

std::string check_analysis(const core::Analysis& analysis) {
    std::array<std::size_t, core::k_kind_count> items{};
    for (const auto& item : analysis.evidence) {
        ++items[core::kind_index(item.kind)];
        if (std::string problem = check_item(item); !problem.empty()) {
            return problem;
        }
    }
    std::optional<core::Kind> first;
    for (const auto& info : core::all_kinds()) {
        const std::size_t k = core::kind_index(info.kind);
        if (items[k] > core::k_max_items_per_kind) {
            return "more than k_max_items_per_kind items of " + std::string(info.id);
        }
        if (items[k] != std::min(analysis.counts[k], core::k_max_items_per_kind)) {
            return "items of " + std::string(info.id) + " do not match its count";
        }
        if (!first && analysis.counts[k] > 0) {
            first = info.kind;
        }
    }
    for (std::size_t i = 1; i < analysis.evidence.size(); ++i) {
        if (core::kind_index(analysis.evidence[i].kind) <
            core::kind_index(analysis.evidence[i - 1].kind)) {
            return "evidence not in kind priority order";
        }
    }
    if (first != analysis.primary) {
        return "primary kind is not the first kind with evidence";
    }
    if (analysis.stall_reason.empty() || !is_valid_utf8(analysis.promise)) {
        return "empty stall reason or invalid promise text";
    }
    return {};
}

std::string check_text_functions(std::string_view raw, std::size_t max_bytes) {
    const std::string_view tail = core::keep_tail(raw, max_bytes);
    if (tail.size() > max_bytes || tail.data() + tail.size() != raw.data() + raw.size()) {
        return "keep_tail did not return a suffix of at most max_bytes";
    }
    if (raw.size() > max_bytes && tail.size() + 3 < max_bytes) {
        return "keep_tail dropped more than three bytes past the limit";
    }
    if (is_valid_utf8(raw) && !is_valid_utf8(tail)) {
        return "keep_tail cut a character of valid UTF-8";
    }
    const std::string clean = core::clean_output(raw);
    if (!is_valid_utf8(clean) || clean.find('\x1b') != std::string::npos) {
        return "clean_output left invalid UTF-8 or an ESC";
    }
    if (const std::size_t i = find_control_char(clean, "\n\t"); i != std::string::npos) {
        return at("clean_output left a control character", i);
    }
    const std::string sane = core::sanitize_utf8(raw);
    if (!is_valid_utf8(sane) || find_control_char(sane) != std::string::npos) {
        return "sanitize_utf8 left invalid UTF-8 or a control character";
    }
    std::size_t joined = 0;
    for (const auto line : core::split_lines(clean)) {
        if (line.find('\n') != std::string_view::npos) {
            return "split_lines returned a line holding a newline";
        }
        joined += line.size() + 1;
        const std::string snippet = core::make_snippet(line);
        if (count_code_points(snippet) > core::k_max_snippet_chars || !is_valid_utf8(snippet)) {
            return "make_snippet too long or not valid UTF-8";
        }
    }
    if (joined != clean.size() + (clean.empty() || clean.back() == '\n' ? 0 : 1)) {
        return "split_lines lost or added bytes";
    }
    return {};
}

} // namespace loopclose::fuzz
