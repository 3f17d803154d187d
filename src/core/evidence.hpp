// SPDX-License-Identifier: MIT
// One finding of a detector, and the input the detectors read.
#pragma once

#include "core/kinds.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Where an item was seen: a stream, or (for exit-code evidence) the exit status.
enum class Stream : std::uint8_t { out, err, exit_status, report };

// "stdout", "stderr", "exit-status" or "report".
std::string_view stream_name(Stream stream);

// The column of a tool that counts columns from 0 (esbuild, webpack, Babel) and printed
// 0: a place, unlike `Evidence::column`'s 0, which means "none printed". Reports show it
// as 0 (printed_column); the man page, "JSON report", says that a column is printed as
// the tool printed it.
inline constexpr std::uint32_t k_column_zero = 0xFFFFFFFFu;

// The column as the tool printed it (k_column_zero is 0; 0, "none", is 0 too).
constexpr std::uint32_t printed_column(std::uint32_t column) {
    return column == k_column_zero ? 0 : column;
}

// Reads a printed column ("12", "0"): k_column_zero for zero, 0 when `digits` is not a
// decimal number of at most 9 digits.
std::uint32_t parse_column(std::string_view digits);

// A finding. Strings are clean UTF-8 without control characters; an empty string or
// a zero number means "absent".
struct Evidence {
    Kind kind = Kind::runtime_error;
    std::string file;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    std::string label;   // test name, error code, module… (see tests/fixtures/README.md)
    std::string snippet; // one trimmed line, at most k_max_snippet_chars characters
    Stream stream = Stream::out;
    std::uint32_t source_line = 0; // index of the line in its stream, for de-duplication
    std::string tool;              // "bun", "pytest"… when the detector knows; else empty
    // Why it failed, in the tool's words: the assertion diff, the exception and its
    // message, the compiler's message with its caret line. At most k_max_message_lines
    // lines and k_max_message_bytes bytes, cut at a line; empty when none was printed.
    std::string message;
    // For a failing test, the first project frame outside the test file (the code under
    // test that raised); empty / 0 when none was printed.
    std::string origin_file;
    std::uint32_t origin_line = 0;
};

inline constexpr std::size_t k_max_message_lines = 8;
inline constexpr std::size_t k_max_message_bytes = 600;

// One cleaned stream split into lines (views into text owned elsewhere), with the
// trigger mask of each line (see triggers.hpp; empty masks mean "look everywhere").
struct StreamLines {
    Stream stream = Stream::out;
    std::vector<std::string_view> lines;
    std::vector<std::uint32_t> masks;
    // The literals of the built-in line rules found by the same scan that set the masks,
    // as (line << 32 | literal index in builtin_rule_set().literals()), by line; only
    // meaningful when `rule_keys_set`.
    std::vector<std::uint64_t> rule_keys;
    bool rule_keys_set = false;

    // The lines each kind may want, by kind, for the kinds not hot on every line
    // (`everywhere`): kind k's are hot_lines[hot_begin[k] .. hot_begin[k + 1]), in order.
    // Filled with the masks; detectors step through them with next_hot.
    std::vector<std::uint32_t> hot_lines;
    std::array<std::uint32_t, k_kind_count + 1> hot_begin{};
    std::uint32_t everywhere = ~0U;

    // True when line `i` may hold something for the detector of `kind`.
    bool hot(std::size_t i, Kind kind) const {
        return masks.empty() || (masks[i] & (1U << static_cast<unsigned>(kind))) != 0;
    }
    // The first line at or after `i` that may hold something for `kind`; lines.size()
    // when none does. A detector's loop visits only those lines, not every line.
    std::size_t next_hot(std::size_t i, Kind kind) const {
        const auto k = static_cast<unsigned>(kind);
        if (masks.empty() || (everywhere & (1U << k)) != 0 ||
            (i < masks.size() && (masks[i] & (1U << k)) != 0)) {
            return i; // (a log where most lines are failures asks line after line)
        }
        const auto first = hot_lines.begin() + hot_begin[k];
        const auto last = hot_lines.begin() + hot_begin[k + 1];
        const auto it = std::lower_bound(first, last, i);
        return it == last ? lines.size() : *it;
    }
};

// What every detector reads.
struct DetectorInput {
    const StreamLines& out;
    const StreamLines& err;
    std::optional<std::int32_t> exit_code;
};

} // namespace loopclose::core
