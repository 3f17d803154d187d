// SPDX-License-Identifier: MIT
// The libFuzzer main of every target: LOOPCLOSE_FUZZ_ENTRY names the entry of
// fuzz/entries.cpp this binary fuzzes, and LOOPCLOSE_FUZZ_FULL (1 in the _full
// targets) picks its full check instead of its hot one. A broken invariant aborts, so
// libFuzzer saves the input as a crash.
#include "fuzz/entries.hpp"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const loopclose::fuzz::FuzzEntry* const entry =
        loopclose::fuzz::find_fuzz_entry(LOOPCLOSE_FUZZ_ENTRY);
    if (entry == nullptr) {
        std::fprintf(stderr, "no fuzz entry named %s\n", LOOPCLOSE_FUZZ_ENTRY);
        std::abort();
    }
    static const loopclose::fuzz::CheckFn check =
        LOOPCLOSE_FUZZ_FULL != 0 ? entry->thorough() : entry->check;
    const std::string problem = check({data, size});
    if (!problem.empty()) {
        std::fprintf(stderr, "loopclose invariant broken: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}
