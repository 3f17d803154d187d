// SPDX-License-Identifier: MIT
#include "core/report_github.hpp"

#include "core/paths.hpp"
#include "core/report.hpp"

#include <array>

namespace loopclose::core {

namespace {

std::string escape(std::string_view text, bool property) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '%':
            out += "%25";
            break;
        case '\r':
            out += "%0D";
            break;
        case '\n':
            out += "%0A";
            break;
        case ':':
            out += property ? "%3A" : ":";
            break;
        case ',':
            out += property ? "%2C" : ",";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string capitalized(std::string_view text) {
    std::string out(text);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') {
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    }
    return out;
}

std::string command_line(const Evidence& item, std::string_view source_root) {
    const KindInfo& info = kind_info(item.kind);
    std::string properties;
    const auto add = [&properties](std::string_view name, std::string_view value) {
        properties += (properties.empty() ? " " : ",") + std::string(name) + "=" +
                      escape_github_property(value);
    };
    if (!item.file.empty()) {
        const auto relative = path_under_root(item.file, source_root);
        add("file", relative ? *relative : item.file);
        if (item.line != 0) {
            add("line", std::to_string(item.line));
            if (printed_column(item.column) != 0) { // GitHub counts columns from 1
                add("col", std::to_string(item.column));
            }
        }
    }
    std::string title = capitalized(info.singular);
    if (!item.label.empty()) {
        title += ": " + item.label;
    }
    add("title", title);
    std::string message = item.snippet;
    if (message.empty()) {
        message = item.label.empty() ? title : item.label;
    }
    if (!item.message.empty() && item.message != item.snippet) {
        message += "\n" + item.message; // escaped as %0A: a multi-line annotation
    }
    return "::" + std::string(github_level(item.kind)) + properties +
           "::" + escape_github_data(message) + "\n";
}

std::string plural(std::size_t n, std::string_view word) {
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

} // namespace

std::string_view github_level(Kind kind) {
    if (kind == Kind::stack_trace) {
        return "notice";
    }
    return kind_info(kind).blocking ? "error" : "warning";
}

std::string escape_github_data(std::string_view text) {
    return escape(text, false);
}

std::string escape_github_property(std::string_view text) {
    return escape(text, true);
}

std::string render_github(const Analysis& a, std::string_view source_root) {
    std::string out;
    if (a.evidence.empty()) {
        if (a.failed) {
            out += "::error title=" + escape_github_property("loopclose: " + a.stall_reason) +
                   "::" + escape_github_data(suggest_fix(a)) + "\n";
        }
        return out;
    }
    // errors, warnings, notices: how many exist and how many are printed.
    const std::array<std::string_view, 3> levels{"error", "warning", "notice"};
    std::array<std::size_t, 3> total{};
    for (const auto& item : a.evidence) {
        for (std::size_t i = 0; i < levels.size(); ++i) {
            total[i] += github_level(item.kind) == levels[i] ? 1 : 0;
        }
    }
    std::array<std::size_t, 3> limit{k_max_github_annotations, k_max_github_annotations,
                                     k_max_github_annotations};
    const bool overflow = total[0] > limit[0] || total[1] > limit[1] || total[2] > limit[2];
    if (overflow) {
        limit[2] -= 1; // the counting notice takes one of the ten notice slots
    }
    std::array<std::size_t, 3> shown{};
    for (const auto& item : a.evidence) {
        for (std::size_t i = 0; i < levels.size(); ++i) {
            if (github_level(item.kind) == levels[i] && shown[i] < limit[i]) {
                ++shown[i];
                out += command_line(item, source_root);
            }
        }
    }
    if (overflow) {
        const std::array<std::string_view, 3> words{"error", "warning", "notice"};
        std::string text;
        for (std::size_t i = 0; i < levels.size(); ++i) {
            if (total[i] > shown[i]) {
                text += (text.empty() ? "" : ", ") + plural(total[i] - shown[i], words[i]);
            }
        }
        out += "::notice title=" + escape_github_property("loopclose: more findings") + "::" +
               escape_github_data(
                   text + " not shown as annotations (GitHub shows 10 per level per "
                          "step); 'loopclose --limit 0' lists all of them (or --format json).") +
               "\n";
    }
    return out;
}

} // namespace loopclose::core
