// SPDX-License-Identifier: MIT
// The literal scan both pre-filters share (ARCHITECTURE.md, "The pipeline", step 3, and
// "Line rules"): it finds where any of a set of literals occurs in a text, ignoring the
// case of ASCII letters, at a few instructions per byte. The literals are the atoms RE2's
// FilteredRE2 derives from patterns (rule_atoms.hpp), so they are lower case.
#pragma once

#include <cstdint>
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

    // `literals`: found in any case, and then lower case as FilteredRE2 gives them;
    // those whose `exact` flag is set are found only as they are spelt.
    explicit LiteralScanner(std::vector<std::string> literals = {}, std::vector<bool> exact = {});

    // Appends to `hits` every place in `text` where a usable literal begins, in order of
    // the scan (nearly ascending; a place may be reported more than once).
    void scan(std::string_view text, std::vector<Hit>& hits) const;

    const std::vector<std::string>& literals() const { return m_literals; }

  private:
    // A literal filed under one of the two adjacent bigrams of its rarest trigram: the
    // scan reads a bigram at every other byte only, and always meets one of the two.
    struct Entry {
        std::uint16_t bigram; // lower case
        std::uint8_t offset;  // where the bigram starts in the literal
        std::uint32_t literal;
    };

    std::size_t next_candidate(const unsigned char* bytes, std::size_t i, std::size_t n) const;

    std::vector<std::string> m_literals;
    std::vector<bool> m_exact;
    // Per raw bigram: 0 none, 1 check the 3- or 4-byte window hash, 2 compare at once.
    std::vector<std::uint8_t> m_bigrams = std::vector<std::uint8_t>(65536, 0);
    std::vector<std::uint64_t> m_quads;   // hashes of the 4 raw bytes from a bigram
    std::vector<std::uint64_t> m_triples; // the same for literals with 3 bytes left there
    std::vector<Entry> m_entries;         // sorted by bigram
    std::vector<std::uint32_t> m_first;   // per lower-case bigram: its first entry
};

// How common a lower-case literal is likely to be in logs (lower: rarer): the mean
// weight of its bytes, less for each byte (a longer literal is rarer).
int literal_weight(std::string_view literal);

// True when `text` holds `literal` (lower case), ignoring the case of ASCII letters.
bool contains_lower(std::string_view text, std::string_view literal);

} // namespace loopclose::core
