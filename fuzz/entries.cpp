// SPDX-License-Identifier: MIT
#include "fuzz/entries.hpp"

#include "fuzz/pipeline_entry.hpp"

#include <array>

namespace loopclose::fuzz {

namespace {

constexpr std::array k_entries{
    FuzzEntry{"pipeline", &check_pipeline},
};

} // namespace

std::span<const FuzzEntry> fuzz_entries() {
    return k_entries;
}

const FuzzEntry* find_fuzz_entry(std::string_view name) {
    for (const auto& entry : k_entries) {
        if (entry.name == name) {
            return &entry;
        }
    }
    return nullptr;
}

} // namespace loopclose::fuzz
