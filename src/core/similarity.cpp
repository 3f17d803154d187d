// SPDX-License-Identifier: MIT
#include "core/similarity.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace loopclose::core {

namespace {

constexpr std::size_t k_word_bits = 64;

bool is_token_byte(unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           c >= 0x80;
}

std::vector<std::string_view> sorted_tokens(std::string_view text) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!is_token_byte(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && is_token_byte(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        tokens.push_back(text.substr(start, i - start));
    }
    std::sort(tokens.begin(), tokens.end());
    return tokens;
}

} // namespace

std::size_t lcs_length(std::string_view a, std::string_view b) {
    // The pattern (bit vectors) is the shorter string, the text the longer one.
    const std::string_view pattern = a.size() <= b.size() ? a : b;
    const std::string_view text = a.size() <= b.size() ? b : a;
    const std::size_t m = pattern.size();
    if (m == 0) {
        return 0;
    }
    const std::size_t words = (m + k_word_bits - 1) / k_word_bits;
    // match[c * words + k]: bit i of word k is set when pattern[64k + i] == c.
    std::vector<std::uint64_t> match(256 * words, 0);
    for (std::size_t i = 0; i < m; ++i) {
        const auto c = static_cast<unsigned char>(pattern[i]);
        match[c * words + i / k_word_bits] |= std::uint64_t{1} << (i % k_word_bits);
    }
    // V starts all ones; each zero bit left at the end is one LCS character. The bits
    // above m in the last word never change: their match bits are zero, so U is zero
    // there and the carry into them is absorbed by the OR with V & ~U.
    std::vector<std::uint64_t> v(words, ~std::uint64_t{0});
    for (const char ch : text) {
        const std::uint64_t* row = &match[static_cast<unsigned char>(ch) * words];
        std::uint64_t carry = 0;
        for (std::size_t k = 0; k < words; ++k) {
            const std::uint64_t u = v[k] & row[k];
            // V' = (V + U) | (V - U); V - U == V & ~U because U is a subset of V.
            const std::uint64_t x = v[k] + carry;
            const std::uint64_t carry1 = x < carry ? 1 : 0;
            const std::uint64_t sum = x + u;
            const std::uint64_t carry2 = sum < x ? 1 : 0;
            carry = carry1 | carry2;
            v[k] = sum | (v[k] & ~u);
        }
    }
    std::size_t zeros = 0;
    for (std::size_t k = 0; k < words; ++k) {
        std::uint64_t word = ~v[k];
        if (k + 1 == words && m % k_word_bits != 0) {
            word &= (std::uint64_t{1} << (m % k_word_bits)) - 1;
        }
        zeros += static_cast<std::size_t>(std::popcount(word));
    }
    return zeros;
}

double indel_ratio(std::string_view a, std::string_view b) {
    const std::size_t total = a.size() + b.size();
    if (total == 0) {
        return 1.0;
    }
    return 2.0 * static_cast<double>(lcs_length(a, b)) / static_cast<double>(total);
}

double token_overlap(std::string_view a, std::string_view b) {
    const std::vector<std::string_view> ta = sorted_tokens(a);
    const std::vector<std::string_view> tb = sorted_tokens(b);
    const std::size_t total = ta.size() + tb.size();
    if (total == 0) {
        return 1.0;
    }
    std::size_t common = 0;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < ta.size() && j < tb.size()) {
        if (ta[i] == tb[j]) {
            ++common, ++i, ++j;
        } else if (ta[i] < tb[j]) {
            ++i;
        } else {
            ++j;
        }
    }
    return 2.0 * static_cast<double>(common) / static_cast<double>(total);
}

} // namespace loopclose::core
