// SPDX-License-Identifier: MIT
#include "core/text.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
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

// Bytes copied as they are: printable ASCII and tab. Everything else (newline, CR,
// escape, other control bytes, non-ASCII) takes the slow path of clean_output.
constexpr std::array<bool, 256> k_plain = [] {
    std::array<bool, 256> plain{};
    for (std::size_t c = 0x20; c < 0x7F; ++c) {
        plain[c] = true;
    }
    plain['\t'] = true;
    return plain;
}();

// Index of the first byte at or after `i` that is neither plain nor a newline. Eight
// bytes at a time: a word of printable ASCII (0x20–0x7E) is skipped whole; otherwise
// the lowest flagged byte is the first one outside that range (the tests' borrows and
// carries only flag bytes above a flagged one), and a tab or newline there is stepped
// over.
std::size_t skip_plain_lines(std::string_view raw, std::size_t i) {
    constexpr std::uint64_t k_ones = 0x0101010101010101ULL;
    constexpr std::uint64_t k_high = 0x8080808080808080ULL;
    const std::size_t n = raw.size();
    if constexpr (std::endian::native == std::endian::little) {
        while (i + 8 <= n) {
            std::uint64_t x = 0;
            std::memcpy(&x, raw.data() + i, 8);
            const std::uint64_t below_space = (x - k_ones * 0x20) & ~x & k_high;
            const std::uint64_t del_or_high = ((x + k_ones) | x) & k_high;
            const std::uint64_t flags = below_space | del_or_high;
            if (flags == 0) {
                i += 8;
                continue;
            }
            i += static_cast<std::size_t>(std::countr_zero(flags)) / 8;
            if (raw[i] != '\n' && raw[i] != '\t') {
                return i;
            }
            ++i;
        }
    }
    while (i < n && (k_plain[static_cast<unsigned char>(raw[i])] || raw[i] == '\n')) {
        ++i;
    }
    return i;
}

// The output of clean_output as it is written. A carriage return is not written:
// it marks the line, and the next text written discards what the line held, so that
// what follows the last CR with text after it is what stays (a terminal's view).
class CleanText {
  public:
    explicit CleanText(std::size_t capacity) { m_out.reserve(capacity); }
    void text(const char* data, std::size_t size) {
        if (m_pending_cr) {
            m_out.resize(m_line_start);
            m_pending_cr = false;
        }
        m_out.append(data, size);
    }
    // Appends plain text that may hold newlines: what text() and newline() would leave
    // if called for each piece.
    void text_lines(const char* data, std::size_t size) {
        text(data, size);
        const void* last = ::memrchr(data, '\n', size);
        if (last != nullptr) {
            m_line_start = m_out.size() - (data + size - static_cast<const char*>(last) - 1);
        }
    }
    bool pending_cr() const { return m_pending_cr; }
    void carriage_return() { m_pending_cr = true; }
    void newline() {
        m_pending_cr = false; // trailing CRs (CRLF) change nothing
        m_out.push_back('\n');
        m_line_start = m_out.size();
    }
    std::string take() { return std::move(m_out); }

  private:
    std::string m_out;
    std::size_t m_line_start = 0;
    bool m_pending_cr = false;
};

// Handles the byte at raw[i] that is not plain; returns the index after what it used.
std::size_t clean_special(std::string_view raw, std::size_t i, CleanText& out) {
    const auto c = static_cast<unsigned char>(raw[i]);
    if (c == '\n') {
        out.newline();
        return i + 1;
    }
    if (c == '\r') {
        out.carriage_return();
        return i + 1;
    }
    if (c == k_esc) {
        const std::size_t end = skip_escape(raw, i);
        // "ESC[G" / "ESC[1G" (cursor to column 1), as spinners redraw a line: a carriage
        // return, so that "⠙" does not stay glued to what is written over it.
        if (end >= i + 3 && raw[i + 1] == '[' && raw[end - 1] == 'G') {
            const std::string_view params = raw.substr(i + 2, end - 1 - (i + 2));
            if (params.empty() || params == "1" || params == "0") {
                out.carriage_return();
            }
        }
        return end;
    }
    if (c < 0x80) {
        return i + 1; // another C0 control byte or DEL: dropped
    }
    const std::size_t len = utf8_sequence_length(raw, i);
    if (len == 0) {
        out.text(k_replacement.data(), k_replacement.size());
        return i + 1;
    }
    // C1 control characters (U+0080–U+009F) are dropped like C0 ones.
    if (len == 2 && c == 0xC2 && static_cast<unsigned char>(raw[i + 1]) < 0xA0) {
        return i + 2;
    }
    out.text(raw.data() + i, len);
    return i + len;
}

} // namespace

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

bool contains(std::string_view text, std::string_view needle) {
    if (needle.empty()) {
        return true;
    }
    // On a short text (most log lines) a memchr-and-compare search beats memmem's
    // set-up several times over; memmem keeps long texts linear whatever they hold.
    if (text.size() <= 256) {
        return text.find(needle) != std::string_view::npos;
    }
    return ::memmem(text.data(), text.size(), needle.data(), needle.size()) != nullptr;
}

std::size_t find_rare(std::string_view text, std::string_view needle) {
    if (needle.empty()) {
        return 0;
    }
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    for (const char* at = begin; at < end;) {
        const auto* hit = static_cast<const char*>(
            std::memchr(at, needle.front(), static_cast<std::size_t>(end - at)));
        if (hit == nullptr) {
            return std::string_view::npos;
        }
        if (static_cast<std::size_t>(end - hit) >= needle.size() &&
            std::memcmp(hit, needle.data(), needle.size()) == 0) {
            return static_cast<std::size_t>(hit - begin);
        }
        at = hit + 1;
    }
    return std::string_view::npos;
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
    // One pass: runs of plain bytes and newlines are copied whole; the rest goes byte
    // by byte.
    CleanText out(raw.size());
    const std::size_t n = raw.size();
    std::size_t i = 0;
    while (i < n) {
        const auto c = static_cast<unsigned char>(raw[i]);
        // A newline joins the run unless it ends a line a CR has marked.
        if (!k_plain[c] && (c != '\n' || out.pending_cr())) {
            i = clean_special(raw, i, out);
            continue;
        }
        const std::size_t j = skip_plain_lines(raw, i + 1);
        out.text_lines(raw.data() + i, j - i);
        i = j;
    }
    return out.take();
}

std::vector<std::string_view> split_lines(std::string_view text) {
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    // Count first: one exact allocation instead of a doubling series, whose large
    // blocks are fresh pages from the kernel each time (page faults cost more than
    // this second memchr pass).
    std::size_t count = 0;
    for (const char* p = begin; p < end; ++count) {
        const auto* nl =
            static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
        p = nl == nullptr ? end : nl + 1;
    }
    std::vector<std::string_view> lines;
    lines.reserve(count);
    const char* start = begin;
    while (start < end) {
        const auto* nl = static_cast<const char*>(
            std::memchr(start, '\n', static_cast<std::size_t>(end - start)));
        if (nl == nullptr) {
            lines.emplace_back(start, static_cast<std::size_t>(end - start));
            break;
        }
        lines.emplace_back(start, static_cast<std::size_t>(nl - start));
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

std::string ascii_lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
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
