// SPDX-License-Identifier: MIT
// The literal scan both pre-filters share (ARCHITECTURE.md, "The pipeline", step 3, and
// "Line rules"): it finds where any of a set of literals occurs in a text, ignoring the
// case of ASCII letters, at a few instructions per byte. The literals are the atoms RE2's
// FilteredRE2 derives from patterns (rule_atoms.hpp), so they are lower case.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

class LiteralScanner {
  public:
    // Where literal `literal` begins in the scanned text.
    struct Hit {
        std::size_t at;
        std::uint32_t literal;
    };

    // True when `literal` can be scanned for: three bytes or more, no newline. Shorter
    // literals are ignored (the caller must look for their pattern another way).
    static bool usable(std::string_view literal);

    // How a literal must occur: as it is spelt (else in any case, and then given in
    // lower case as FilteredRE2 gives it), at the start of a line, at its end.
    struct Where {
        bool exact = false;
        bool line_start = false;
        bool line_end = false;
    };

    // A literal filed under one window of its bytes (least_passing_offset picks it): the
    // 4 bytes least likely in a log, or all 3 of a 3-byte literal. The scan hashes the 4
    // and the 3 bytes from every place in the text and looks a hash up in one bit table;
    // a set bit sends the place to the entries of that bucket.
    struct Entry {
        std::uint16_t bucket; // its window's mark (window_mark) less its 2 low bits
        std::uint8_t offset;  // where the window starts in the literal
        std::uint32_t literal;
        // The literal's first 8 bytes (fewer when shorter, as octet_at reads them): the
        // mask that keeps them, the case bits of its letters unless it is exact (set in
        // the text's bytes before the compare), and the bytes with those bits set.
        std::uint64_t mask;
        std::uint64_t fold;
        std::uint64_t window;
    };

    // The number of marks (an 18-bit hash of a window), the words of the bit table over
    // them, and the number of buckets (4 marks each).
    static constexpr std::size_t k_marks = std::size_t{1} << 18;
    static constexpr std::size_t k_mark_words = k_marks / 64;
    static constexpr std::size_t k_buckets = k_marks / 4;

    // What the scan reads, as views: into the scanner's own storage when it was built
    // at run time, or into constant data the build wrote (core/scan_tables.hpp), which a
    // run does not build at all.
    struct Tables {
        std::span<const std::string_view> literals;
        std::span<const Where> where;         // one per literal
        const std::uint64_t* marks = nullptr; // k_mark_words: a bit per mark in use
        std::span<const Entry> entries;       // sorted by bucket
        const std::uint32_t* first = nullptr; // k_buckets + 1: per bucket, its first entry
    };

    // An empty scanner: it finds nothing.
    LiteralScanner() = default;
    // Builds the tables for `literals`; `where`, when given, has one entry per literal.
    explicit LiteralScanner(std::vector<std::string> literals, std::vector<Where> where = {});
    // Reads tables built before (they must outlive the scanner).
    explicit LiteralScanner(const Tables& built) : m_t(built) {}
    LiteralScanner(LiteralScanner&&) noexcept = default;
    LiteralScanner& operator=(LiteralScanner&&) noexcept = default;
    LiteralScanner(const LiteralScanner&) = delete;
    LiteralScanner& operator=(const LiteralScanner&) = delete;

    // Appends to `hits` every place in `text` where a usable literal begins (lines end
    // at '\n'), in order of the scan: ascending but for a step back to a literal's start
    // (sort_hits puts them in order); a place may be reported more than once. On CPUs
    // with AVX2 the hashes of 32 places are taken at once; scan_portable does the same
    // work a place at a time (the tests compare the two).
    void scan(std::string_view text, std::vector<Hit>& hits) const;
    void scan_portable(std::string_view text, std::vector<Hit>& hits) const;

    // The tables (for writing them out at build time).
    const Tables& tables() const { return m_t; }

  private:
    // The entries of `bucket` whose literal begins at `i` less their offset.
    void check(std::string_view text, std::size_t i, std::uint32_t bucket,
               std::vector<Hit>& hits) const;
    // Checks the places from `i` on, one at a time.
    void scan_tail(std::string_view text, std::size_t i, std::vector<Hit>& hits) const;

    Tables m_t;
    // The storage of tables built at run time (the views point into their heap blocks,
    // which a move keeps).
    std::vector<std::string> m_literal_text;
    std::vector<std::string_view> m_literals;
    std::vector<Where> m_where;
    std::vector<std::uint64_t> m_marks;
    std::vector<Entry> m_entries;
    std::vector<std::uint32_t> m_first;
};

// Puts hits as scan() leaves them in ascending order (an insertion sort: they are
// nearly in order already).
void sort_hits(std::vector<LiteralScanner::Hit>& hits);

// How common a lower-case literal is likely to be in logs (lower: rarer): the mean
// weight of its bytes, less for each byte (a longer literal is rarer).
int literal_weight(std::string_view literal);

// True when `text` holds `literal` (lower case), ignoring the case of ASCII letters.
bool contains_lower(std::string_view text, std::string_view literal);

} // namespace loopclose::core
