// SPDX-License-Identifier: MIT
// The trigger pre-pass: one linear scan of a cleaned stream marks, per line, which
// detectors have a reason to look at it. Lines without a trigger — most lines of a
// passing log — cost the detectors nothing.
#pragma once

#include "core/evidence.hpp"
#include "core/rule_atoms.hpp"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Bit `kind_index(kind)` of a line's mask says that `kind`'s detector should look.
constexpr std::uint32_t trigger_bit(Kind kind) {
    return 1U << static_cast<unsigned>(kind);
}

// A line a detector starts reading from matches one of its kind's start patterns (RE2).
struct StartPattern {
    Kind kind;
    std::string_view pattern;
};

// Every detector's start patterns (src/core/tools/starts.cpp), in kind order.
std::span<const StartPattern> detector_starts();

// Their atoms, derived at build time by loopclose_rule_atoms, one per start pattern.
std::span<const GeneratedAtoms> generated_start_atoms();

// Fills `lines.masks` (one mask per line) for the text the lines point into: a line's
// bit for a kind is set when the line holds the literals one of the kind's start
// patterns cannot match without (all its required atoms and one of its others).
void mark_trigger_lines(StreamLines& lines);

} // namespace loopclose::core
