// SPDX-License-Identifier: MIT
#include "cli/colour.hpp"

#include "core/kinds.hpp"

#include <cstdlib>
#include <unistd.h>

namespace loopclose::cli {

namespace {

constexpr std::string_view k_reset = "\033[0m";
constexpr std::string_view k_bold = "\033[1m";
constexpr std::string_view k_bold_red = "\033[1;31m";
constexpr std::string_view k_bold_green = "\033[1;32m";
constexpr std::string_view k_bold_yellow = "\033[1;33m";
constexpr std::string_view k_bold_magenta = "\033[1;35m";

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

std::string paint(std::string_view text, std::string_view style) {
    return std::string(style) + std::string(text) + std::string(k_reset);
}

// The headline's colour: red when something must be fixed or the loop halted.
std::string_view headline_style(std::string_view line) {
    if (starts_with(line, "# Stall detected") || starts_with(line, "# Loop halted") ||
        starts_with(line, "# Claimed done but failing")) {
        return k_bold_red;
    }
    if (starts_with(line, "# No stall detected") || starts_with(line, "# Loop completed")) {
        return k_bold_green;
    }
    if (starts_with(line, "# Loop continues")) {
        return k_bold_yellow;
    }
    return k_bold;
}

// "- [kind] file:line (label) — snippet": the tag in the kind's colour, the location
// (the word after the tag, when it is not the label in parentheses) bold.
std::string colour_evidence(std::string_view line) {
    const std::size_t close = line.find(']');
    if (close == std::string_view::npos) {
        return std::string(line);
    }
    const std::string_view id = line.substr(3, close - 3);
    const std::optional<core::Kind> kind = core::kind_from_id(id);
    if (!kind) {
        return std::string(line);
    }
    const bool context = !core::kind_info(*kind).blocking || *kind == core::Kind::stack_trace;
    std::string out = "- ";
    out += paint(line.substr(2, close - 1), context ? k_bold_magenta : k_bold_red);
    std::string_view rest = line.substr(close + 1);
    if (starts_with(rest, " ") && !starts_with(rest, " (") && !starts_with(rest, " —")) {
        const std::size_t end = rest.find(' ', 1);
        out += ' ';
        out += paint(rest.substr(1, end == std::string_view::npos ? end : end - 1), k_bold);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end);
    }
    return out + std::string(rest);
}

} // namespace

bool use_colour(const std::string& mode, int fd) {
    if (mode == "always" || mode == "never") {
        return mode == "always";
    }
    const char* no_color = std::getenv("NO_COLOR");
    if (no_color != nullptr && *no_color != '\0') {
        return false;
    }
    const char* force = std::getenv("CLICOLOR_FORCE");
    if (force != nullptr && *force != '\0' && std::string_view(force) != "0") {
        return true;
    }
    const char* term = std::getenv("TERM");
    return fd >= 0 && ::isatty(fd) == 1 && (term == nullptr || std::string_view(term) != "dumb");
}

std::string colourize_report(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        const std::string_view line = text.substr(0, newline);
        if (starts_with(line, "## ")) {
            out += paint(line, k_bold);
        } else if (starts_with(line, "# ")) {
            out += paint(line, headline_style(line));
        } else if (starts_with(line, "- [")) {
            out += colour_evidence(line);
        } else {
            out += line;
        }
        if (newline == std::string_view::npos) {
            break;
        }
        out += '\n';
        text.remove_prefix(newline + 1);
    }
    return out;
}

} // namespace loopclose::cli
