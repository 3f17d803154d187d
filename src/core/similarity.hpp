// SPDX-License-Identifier: MIT
// Text similarity measures used by history: the normalized Indel ratio (what
// rapidfuzz's `fuzz.ratio` computes) and a token overlap.
#pragma once

#include <cstddef>
#include <string_view>

namespace loopclose::core {

// Length of the longest common subsequence of the bytes of `a` and `b`, computed with
// the bit-parallel algorithm of Allison-Dix / Hyyrö: O(⌈m/64⌉·n) time and
// O(256·⌈m/64⌉) words of memory, m being the shorter length. Accepts any bytes.
std::size_t lcs_length(std::string_view a, std::string_view b);

// The normalized Indel similarity 2·LCS/(|a|+|b|) over bytes, in [0, 1]: 1 for two
// identical strings (two empty strings included), 0 when exactly one is empty. On
// ASCII it equals rapidfuzz's fuzz.ratio / 100.
double indel_ratio(std::string_view a, std::string_view b);

// The overlap of the word tokens (maximal runs of letters, digits, '_' and non-ASCII
// bytes) of `a` and `b`, as multisets: 2·|A∩B|/(|A|+|B|), in [0, 1]. 1 when neither
// has a token, 0 when exactly one has none.
double token_overlap(std::string_view a, std::string_view b);

} // namespace loopclose::core
