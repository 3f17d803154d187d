// SPDX-License-Identifier: MIT
#include "core/decorations.hpp"

#include "core/text.hpp"

#include <re2/re2.h>
#include <string_view>

namespace loopclose::core {

namespace {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// The length of a "2026-01-01T10:00:00[.1234567]Z " prefix at the start of `line`, 0
// when there is none.
std::size_t timestamp_length(std::string_view line) {
    constexpr std::string_view k_shape = "dddd-dd-ddTdd:dd:dd";
    if (line.size() < k_shape.size() + 2) {
        return 0;
    }
    for (std::size_t k = 0; k < k_shape.size(); ++k) {
        if (k_shape[k] == 'd' ? !is_digit(line[k]) : line[k] != k_shape[k]) {
            return 0;
        }
    }
    std::size_t n = k_shape.size();
    if (n < line.size() && line[n] == '.') {
        ++n;
        while (n < line.size() && is_digit(line[n]) && n < 40) {
            ++n;
        }
    }
    if (n < line.size() && line[n] == 'Z') {
        ++n;
        if (n < line.size() && line[n] == ' ') {
            return n + 1;
        }
        return n == line.size() ? n : 0;
    }
    return 0;
}

// "[api:test] ", "[0] " (concurrently, npm-run-all), "web:test: ", "@a/b:build: "
// (turbo, nx): a name without dots, so "src/a.c:12: " or "x.py:3: " never qualify.
const re2::RE2& task_prefix() {
    static const re2::RE2 re(
        R"re(^(?:\[[\w@/:-]{1,60}\] |[@A-Za-z][\w@/-]{0,60}:[A-Za-z][\w:-]{0,40}: ))re");
    return re;
}

// The length of the task-runner prefix `line` starts with; 0 when none, or when the
// brackets hold a log level ("[warn] src/a.js" is prettier's finding, not a task).
std::size_t task_prefix_length(std::string_view line) {
    re2::StringPiece rest(line.data(), line.size());
    if (!re2::RE2::Consume(&rest, task_prefix())) {
        return 0;
    }
    const std::size_t n = line.size() - rest.size();
    static const re2::RE2 level(
        R"re(^\[(?i:warn|warning|error|err|info|debug|trace|fatal|notice|note|ok|fail|failed|pass|passed|skip|skipped|todo|success|done|log|verbose)\] $)re");
    return re2::RE2::FullMatch(re2::StringPiece(line.data(), n), level) ? 0 : n;
}

template <typename Fn> void for_each_line(std::string_view text, Fn&& fn) {
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        if (!fn(text.substr(start, end - start))) {
            return;
        }
        start = end + 1;
    }
}

} // namespace

std::string strip_line_decorations(std::string text) {
    const std::string_view all(text);
    bool stamped = false;
    std::size_t sampled = 0;
    std::size_t prefixed = 0;
    for_each_line(all, [&](std::string_view line) {
        stamped = stamped || timestamp_length(line) > 0;
        const std::string_view rest = line.substr(timestamp_length(line));
        if (!trim(rest).empty() && sampled < 200) {
            ++sampled;
            if (task_prefix_length(rest) > 0) {
                ++prefixed;
            }
        }
        return true;
    });
    const bool tasks = sampled >= 3 && prefixed * 5 >= sampled * 3;
    if (!stamped && !tasks) {
        return text;
    }
    std::string out;
    out.reserve(text.size());
    for_each_line(all, [&](std::string_view line) {
        line.remove_prefix(timestamp_length(line));
        if (tasks) {
            line.remove_prefix(task_prefix_length(line));
        }
        out += line;
        out += '\n';
        return true;
    });
    if (!text.empty() && text.back() != '\n' && !out.empty()) {
        out.pop_back();
    }
    return out;
}

} // namespace loopclose::core
