// SPDX-License-Identifier: MIT
// The trigger pre-pass: one linear scan of a cleaned stream marks, per line, which
// detectors have a reason to look at it. Lines without a trigger — most lines of a
// passing log — cost the detectors nothing.
#pragma once

#include "core/evidence.hpp"

#include <cstdint>
#include <string_view>

namespace loopclose::core {

// Bit `kind_index(kind)` of a line's mask says that `kind`'s detector should look.
constexpr std::uint32_t trigger_bit(Kind kind) {
    return 1U << static_cast<unsigned>(kind);
}

// Fills `lines.masks` (one mask per line) for the text the lines point into.
void mark_trigger_lines(StreamLines& lines);

// The RE2 alternation a line must match for `kind`'s bit to be set (for tests: the
// literal pre-filter must never clear a bit this pattern would set).
std::string_view trigger_fragments(Kind kind);

} // namespace loopclose::core
