// SPDX-License-Identifier: MIT
// Byte-level clean-up of captured output: ANSI codes, carriage returns, control
// characters and invalid UTF-8. Every function accepts any bytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Default and ceiling of the bytes kept per stream (`--max-chars`).
inline constexpr std::size_t k_default_max_chars = 1'000'000;
inline constexpr std::size_t k_max_max_chars = 64'000'000;
// A snippet is one line of at most this many characters (code points).
inline constexpr std::size_t k_max_snippet_chars = 200;
// A label (a test's whole name: pytest's "path::test[params]", a nested suite's path)
// may be longer: two tests that differ only past the 200th character stay apart.
inline constexpr std::size_t k_max_label_chars = 600;

// The last `max_bytes` bytes of `text`, moved forward past any UTF-8 continuation
// bytes so that no character is cut in half.
std::string_view keep_tail(std::string_view text, std::size_t max_bytes);

// Index just past the terminal escape sequence that starts at text[i] (text[i] == ESC):
// CSI, OSC and the like, charset designations, two-byte sequences.
std::size_t skip_escape(std::string_view text, std::size_t i);

// Removes terminal escape sequences (CSI, OSC, two-byte ESC), resolves carriage-return
// overwrites (and "cursor to column 1", ESC[1G, which spinners use alike) to the last
// written segment of each line, turns CRLF into LF, drops other
// control characters (tab is kept), and replaces invalid UTF-8 with U+FFFD.
std::string clean_output(std::string_view raw);

// Splits on '\n'; a trailing newline does not give an empty last line.
std::vector<std::string_view> split_lines(std::string_view text);

// Replaces invalid UTF-8 with U+FFFD and control characters (tab included) with a space.
std::string sanitize_utf8(std::string_view text);

// The line trimmed of surrounding blanks and cut to `max_chars` code points (an
// ellipsis marks a cut). Expects clean UTF-8.
std::string make_snippet(std::string_view line, std::size_t max_chars = k_max_snippet_chars);

// Surrounding spaces and tabs removed.
std::string_view trim(std::string_view text);

// True when `text` starts with / contains `needle`.
// ASCII character classes, as RE2 spells them: \d, [A-Za-z], \w, \s (space, tab, newline,
// form feed, carriage return; not vertical tab), and a blank (space or tab).
constexpr bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
constexpr bool is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
constexpr bool is_word(char c) {
    return is_digit(c) || is_letter(c) || c == '_';
}
constexpr bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}
constexpr bool is_blank(char c) {
    return c == ' ' || c == '\t';
}

inline bool starts_with(std::string_view text, std::string_view needle) {
    return text.substr(0, needle.size()) == needle;
}
// Takes `word` off the start of `t` when `t` starts with it.
inline bool eat(std::string_view& t, std::string_view word) {
    if (!starts_with(t, word)) {
        return false;
    }
    t.remove_prefix(word.size());
    return true;
}
// memmem rather than string_view::find: find() calls memchr once per occurrence of the
// needle's first byte, which a line of one repeated character turns quadratic-ish.
bool contains(std::string_view text, std::string_view needle);

// Where `needle` first occurs in `text` (npos when it does not), for a needle that starts
// with a byte logs seldom hold ('<' of "<failure"): memchr to each such byte, then a
// compare, several times cheaper than memmem over a log that lacks it; linear, the
// compare bounded by the needle's length.
std::size_t find_rare(std::string_view text, std::string_view needle);

// `text` with its ASCII capitals made small (other bytes as they are).
std::string ascii_lower(std::string_view text);

} // namespace loopclose::core
