// SPDX-License-Identifier: MIT
#include "core/text.hpp"

#include <cstdint>
#include <string.h>

namespace loopclose::core {

namespace {

constexpr unsigned char k_esc = 0x1b;
constexpr std::string_view k_replacement = "\xEF\xBF\xBD";

bool is_continuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

// Length of the valid UTF-8 sequence at text[i], or 0 when it is invalid.
std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
    const auto c0 = static_cast<unsigned char>(text[i]);
    if (c0 < 0x80) {
        return 1;
    }
    std::size_t len = 0;
    std::uint32_t min = 0;
    std::uint32_t cp = 0;
    if ((c0 & 0xE0) == 0xC0) {
        len = 2, min = 0x80, cp = c0 & 0x1F;
    } else if ((c0 & 0xF0) == 0xE0) {
        len = 3, min = 0x800, cp = c0 & 0x0F;
    } else if ((c0 & 0xF8) == 0xF0) {
        len = 4, min = 0x10000, cp = c0 & 0x07;
    } else {
        return 0;
    }
    if (i + len > text.size()) {
        return 0;
    }
    for (std::size_t k = 1; k < len; ++k) {
        const auto c = static_cast<unsigned char>(text[i + k]);
        if (!is_continuation(c)) {
            return 0;
        }
        cp = (cp << 6) | (c & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are invalid.
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        return 0;
    }
    return len;
}

// Index just past the escape sequence that starts at text[i] (text[i] == ESC).
std::size_t skip_escape(std::string_view text, std::size_t i) {
    const std::size_t n = text.size();
    if (i + 1 >= n) {
        return n;
    }
    const char kind = text[i + 1];
    if (kind == '[') { // CSI: parameters and intermediates, then one final byte 0x40–0x7E
        std::size_t j = i + 2;
        while (j < n) {
            const auto c = static_cast<unsigned char>(text[j]);
            if (c >= 0x40 && c <= 0x7E) {
                return j + 1;
            }
            if (c < 0x20 || c > 0x3F) { // not a parameter/intermediate: broken sequence
                return j;
            }
            ++j;
        }
        return n;
    }
    if (kind == ']' || kind == 'P' || kind == '_' || kind == '^' || kind == 'X') {
        // OSC / DCS / APC / PM / SOS: up to BEL or ST (ESC \); a newline also ends
        // it so that one broken sequence cannot swallow the rest of the log.
        std::size_t j = i + 2;
        while (j < n) {
            const auto c = static_cast<unsigned char>(text[j]);
            if (c == 0x07) {
                return j + 1;
            }
            if (c == k_esc && j + 1 < n && text[j + 1] == '\\') {
                return j + 2;
            }
            if (c == '\n') {
                return j;
            }
            ++j;
        }
        return n;
    }
    if (kind == '(' || kind == ')' || kind == '*' || kind == '+' || kind == '#' || kind == '%') {
        return i + 3 <= n ? i + 3 : n; // charset designation: ESC ( B
    }
    return i + 2; // two-byte sequence such as ESC 7, ESC =, ESC M
}

// Appends one logical line (no '\n') to `out`, applying carriage-return overwrite:
// what follows the last CR that has text after it is what a terminal shows.
void append_line(std::string& out, std::string_view line) {
    while (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    const std::size_t cr = line.rfind('\r');
    if (cr != std::string_view::npos) {
        line.remove_prefix(cr + 1);
    }
    out.append(line);
}

} // namespace

bool contains(std::string_view text, std::string_view needle) {
    if (needle.empty()) {
        return true;
    }
    return ::memmem(text.data(), text.size(), needle.data(), needle.size()) != nullptr;
}

std::string_view keep_tail(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) {
        return text;
    }
    std::string_view tail = text.substr(text.size() - max_bytes);
    std::size_t skip = 0;
    while (skip < tail.size() && skip < 3 &&
           is_continuation(static_cast<unsigned char>(tail[skip]))) {
        ++skip;
    }
    return tail.substr(skip);
}

std::string clean_output(std::string_view raw) {
    // Pass 1: drop escape sequences and control bytes, fix UTF-8. CR and LF survive.
    std::string stage;
    stage.reserve(raw.size());
    const std::size_t n = raw.size();
    std::size_t i = 0;
    while (i < n) {
        const auto c = static_cast<unsigned char>(raw[i]);
        if (c == k_esc) {
            i = skip_escape(raw, i);
            continue;
        }
        if (c < 0x20 || c == 0x7F) {
            if (c == '\n' || c == '\r' || c == '\t') {
                stage.push_back(static_cast<char>(c));
            }
            ++i;
            continue;
        }
        if (c < 0x80) {
            stage.push_back(static_cast<char>(c));
            ++i;
            continue;
        }
        const std::size_t len = utf8_sequence_length(raw, i);
        if (len == 0) {
            stage.append(k_replacement);
            ++i;
            continue;
        }
        // C1 control characters (U+0080–U+009F) are dropped like C0 ones.
        if (len == 2 && c == 0xC2 && static_cast<unsigned char>(raw[i + 1]) < 0xA0) {
            i += 2;
            continue;
        }
        stage.append(raw.substr(i, len));
        i += len;
    }
    // Pass 2: resolve carriage returns line by line.
    std::string out;
    out.reserve(stage.size());
    std::string_view rest = stage;
    while (!rest.empty()) {
        const std::size_t nl = rest.find('\n');
        if (nl == std::string_view::npos) {
            append_line(out, rest);
            break;
        }
        append_line(out, rest.substr(0, nl));
        out.push_back('\n');
        rest.remove_prefix(nl + 1);
    }
    return out;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
    return lines;
}

std::string sanitize_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) {
            out.push_back(' ');
            ++i;
            continue;
        }
        const std::size_t len = utf8_sequence_length(text, i);
        if (len == 0) {
            out.append(k_replacement);
            ++i;
            continue;
        }
        if (len == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
            out.push_back(' ');
            i += 2;
            continue;
        }
        out.append(text.substr(i, len));
        i += len;
    }
    return out;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) {
        text.remove_prefix(1);
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) {
        text.remove_suffix(1);
    }
    return text;
}

std::string make_snippet(std::string_view line, std::size_t max_chars) {
    const std::string_view trimmed = trim(line);
    std::size_t chars = 0;
    std::size_t i = 0;
    while (i < trimmed.size() && chars < max_chars) {
        ++i;
        while (i < trimmed.size() && is_continuation(static_cast<unsigned char>(trimmed[i]))) {
            ++i;
        }
        ++chars;
    }
    std::string out(trimmed.substr(0, i));
    for (char& c : out) {
        if (c == '\t') {
            c = ' ';
        }
    }
    if (i < trimmed.size()) {
        // Replace the last kept character by an ellipsis so the limit holds.
        std::size_t cut = out.size();
        do {
            --cut;
        } while (cut > 0 && is_continuation(static_cast<unsigned char>(out[cut])));
        out.resize(cut);
        out.append("\xE2\x80\xA6");
    }
    return out;
}

} // namespace loopclose::core
