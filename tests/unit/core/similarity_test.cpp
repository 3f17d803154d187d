// SPDX-License-Identifier: MIT
#include "core/similarity.hpp"

#include <doctest/doctest.h>
#include <string>
#include <vector>

using namespace loopclose::core;

namespace {

// The textbook O(n·m) dynamic programme, as the reference.
std::size_t slow_lcs(const std::string& a, const std::string& b) {
    std::vector<std::size_t> prev(b.size() + 1, 0);
    std::vector<std::size_t> cur(b.size() + 1, 0);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : std::max(prev[j], cur[j - 1]);
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

// A deterministic pseudo-random string over a small alphabet (xorshift).
std::string make_text(std::size_t n, std::uint32_t seed, std::string_view alphabet) {
    std::string s;
    std::uint32_t x = seed;
    for (std::size_t i = 0; i < n; ++i) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        s += alphabet[x % alphabet.size()];
    }
    return s;
}

} // namespace

TEST_CASE("core::similarity") {
    SUBCASE("hand-computed LCS and ratios") {
        CHECK(lcs_length("kitten", "sitting") == 4); // i t t n
        CHECK(indel_ratio("kitten", "sitting") == doctest::Approx(8.0 / 13.0));
        CHECK(lcs_length("abcdef", "acf") == 3);
        CHECK(indel_ratio("abcdef", "acf") == doctest::Approx(6.0 / 9.0));
        CHECK(lcs_length("abc", "xyz") == 0);
        CHECK(indel_ratio("abc", "xyz") == 0.0);
        // rapidfuzz: fuzz.ratio("this is a test", "this is a test!") == 96.55…
        CHECK(indel_ratio("this is a test", "this is a test!") == doctest::Approx(28.0 / 29.0));
    }
    SUBCASE("empty and identical strings") {
        CHECK(indel_ratio("", "") == 1.0);
        CHECK(indel_ratio("", "abc") == 0.0);
        CHECK(indel_ratio("abc", "") == 0.0);
        CHECK(lcs_length("", "") == 0);
        CHECK(indel_ratio("same text", "same text") == 1.0);
        const std::string long_text = make_text(1000, 7, "abcdefgh \n");
        CHECK(indel_ratio(long_text, long_text) == 1.0);
        CHECK(lcs_length(long_text, long_text) == 1000);
    }
    SUBCASE("argument order does not matter") {
        CHECK(lcs_length("sitting", "kitten") == 4);
        CHECK(indel_ratio("acf", "abcdef") == doctest::Approx(6.0 / 9.0));
    }
    SUBCASE("word boundaries: lengths 63, 64, 65, 128, 129") {
        for (const std::size_t n : {63U, 64U, 65U, 127U, 128U, 129U}) {
            const std::string a = make_text(n, 11, "ab");
            const std::string b = make_text(n + 3, 12, "ab");
            CAPTURE(n);
            CHECK(lcs_length(a, b) == slow_lcs(a, b));
        }
        // A run of one byte: the carry crosses every word.
        CHECK(lcs_length(std::string(200, 'a'), std::string(150, 'a')) == 150);
    }
    SUBCASE("1000-character strings agree with the slow reference") {
        const std::uint32_t seeds[] = {1, 2, 3, 4, 5};
        for (const std::uint32_t seed : seeds) {
            const std::string a = make_text(1000, seed, "abcd");
            const std::string b = make_text(1000, seed * 7919, "abcd");
            const std::string c = make_text(1000, seed + 100, "abcdefghijklmnopqrstuvwxyz ");
            CAPTURE(seed);
            CHECK(lcs_length(a, b) == slow_lcs(a, b));
            CHECK(lcs_length(a, c) == slow_lcs(a, c));
            CHECK(lcs_length(c, a.substr(0, 333)) == slow_lcs(c, a.substr(0, 333)));
        }
    }
    SUBCASE("any bytes, NUL and high bytes included") {
        const std::string a("\0\xff\x80z\0", 5);
        const std::string b("\xff\0z\x80", 4);
        CHECK(lcs_length(a, b) == slow_lcs(a, b));
    }
    SUBCASE("token overlap") {
        CHECK(token_overlap("", "") == 1.0);
        CHECK(token_overlap("a b", "") == 0.0);
        CHECK(token_overlap("error in foo.rs", "error in foo.rs") == 1.0);
        // {error, in, foo, rs} vs {error, in, bar, rs}: 3 common of 4 + 4.
        CHECK(token_overlap("error in foo.rs", "error in bar.rs") == doctest::Approx(6.0 / 8.0));
        // Multisets: "a a b" vs "a b b" share one a and one b.
        CHECK(token_overlap("a a b", "a b b") == doctest::Approx(4.0 / 6.0));
        // Order does not matter, punctuation separates tokens.
        CHECK(token_overlap("x=1, y=2", "y:2 x:1") == 1.0);
        CHECK(token_overlap("caf\xc3\xa9 ok", "caf\xc3\xa9 ok") == 1.0);
    }
}
