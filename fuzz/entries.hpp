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

struct FuzzEntry {
    std::string_view name; // corpus folder and target name without "fuzz_"
    CheckFn check;
};

// Every entry, sorted by name.
std::span<const FuzzEntry> fuzz_entries();

// The entry called `name`; nullptr when there is none.
const FuzzEntry* find_fuzz_entry(std::string_view name);

} // namespace loopclose::fuzz
