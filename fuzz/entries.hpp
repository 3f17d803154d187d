// SPDX-License-Identifier: MIT
// The table of fuzz entries: one per target, named like its corpus folder
// (fuzz/corpus/<name>/). The libFuzzer targets and the replay test read it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace loopclose::fuzz {

// Checks one input; returns the first broken invariant, or an empty string.
using CheckFn = std::string (*)(std::span<const std::uint8_t> data);

// An entry's `check` is what its libFuzzer target fuzz_<name> runs on every input:
// cheap enough for thousands of inputs a second. An entry whose cross-checks cost more
// (a second run, every report format) has them in `full`, run by fuzz_<name>_full and
// by the replay test; for the others `full` is nullptr and `check` is all there is.
struct FuzzEntry {
    std::string_view name; // corpus folder and target name without "fuzz_"
    CheckFn check;
    CheckFn full = nullptr;

    // The most thorough check of the entry: `full` when there is one.
    CheckFn thorough() const { return full != nullptr ? full : check; }
};

// Every entry, sorted by name.
std::span<const FuzzEntry> fuzz_entries();

// The entry called `name`; nullptr when there is none.
const FuzzEntry* find_fuzz_entry(std::string_view name);

} // namespace loopclose::fuzz
