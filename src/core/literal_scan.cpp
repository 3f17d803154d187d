// SPDX-License-Identifier: MIT
#include "core/literal_scan.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace loopclose::core {

namespace {

constexpr std::array<unsigned char, 256> make_lower_table() {
    std::array<unsigned char, 256> t{};
    for (std::size_t c = 0; c < 256; ++c) {
        t[c] = static_cast<unsigned char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    return t;
}
constexpr std::array<unsigned char, 256> k_lower = make_lower_table();

// Size of the second-stage bit tables.
constexpr unsigned k_window_log2 = 16;

// Sets the bit that tells an ASCII capital from its small letter in each of 4 bytes
// (other bytes may meet others that differ in that bit only: a hash filter may let
// more through, never less).
constexpr std::uint32_t k_fold = 0x20202020U;
constexpr std::size_t k_window_bits = std::size_t{1} << k_window_log2;

// Per raw bigram, the widths of the windows filed under it: a bit each for 2 bytes
// (no further filter), 3 and 4 bytes (their hash tables decide). No bit: no literal.
constexpr std::uint8_t k_width2 = 1;
constexpr std::uint8_t k_width3 = 2;
constexpr std::uint8_t k_width4 = 4;

std::uint16_t raw_bigram(const unsigned char* p) {
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}

std::uint32_t quad_at(const unsigned char* p) {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) |
           (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}

// The 8 bytes at p (fewer when the text ends first: the rest are zero).
std::uint64_t octet_at(const unsigned char* p, std::size_t room) {
    std::uint64_t v = 0;
    if (room >= 8) {
        std::memcpy(&v, p, 8); // little-endian, as the loop below reads them
        return v;
    }
    for (std::size_t k = 0; k < room; ++k) {
        v |= static_cast<std::uint64_t>(p[k]) << (8 * k);
    }
    return v;
}

std::uint32_t window_hash(std::uint32_t v) {
    return (v * 0x9E3779B1U) >> (32 - k_window_log2);
}

// The bucket of the literals whose filtered window is the first `width` bytes of v
// (as quad_at reads them): for exact literals as spelt, for the others the case of
// letters aside. Apart, the many spellings of one word ("error", "Error", "ERROR:")
// do not crowd one bucket.
std::uint16_t bucket_of(std::uint32_t v, std::size_t width, bool exact) {
    const std::uint32_t mask = width == 4 ? 0xFFFFFFFFU : width == 3 ? 0xFFFFFFU : 0xFFFFU;
    const std::uint32_t key = (exact ? v : (v | k_fold)) & mask;
    const auto salt = static_cast<std::uint32_t>((width << 30) | (exact ? 1U << 29 : 0U));
    return static_cast<std::uint16_t>(((key ^ salt) * 0x85EBCA6BU) >> 16);
}

bool test_bit(const std::uint64_t* bits, std::uint32_t h) {
    return ((bits[h >> 6] >> (h & 63)) & 1U) != 0;
}

bool equal_lower(const unsigned char* p, std::string_view literal) {
    for (std::size_t k = 0; k < literal.size(); ++k) {
        if (k_lower[p[k]] != static_cast<unsigned char>(literal[k])) {
            return false;
        }
    }
    return true;
}

// How common a lower-case byte is in logs (higher: more common). A literal is filed
// under its least common bytes, so that spaces and common letters rarely pass. A table
// built at compile time: every run weighs the literals of every row.
constexpr std::array<std::int8_t, 256> make_weight_table() {
    constexpr std::string_view k_by_frequency = "etaonisrhldcumfpgwybvkxjqz";
    std::array<std::int8_t, 256> t{};
    for (std::size_t c = 0; c < 256; ++c) {
        t[c] = c >= '0' && c <= '9' ? 12 : 3;
    }
    t[' '] = 30;
    for (std::size_t k = 0; k < k_by_frequency.size(); ++k) {
        t[static_cast<unsigned char>(k_by_frequency[k])] = static_cast<std::int8_t>(29 - k);
    }
    return t;
}
constexpr std::array<std::int8_t, 256> k_weight = make_weight_table();

int byte_weight(unsigned char c) {
    return k_weight[c];
}

// How often byte `c` occurs in logs, roughly (a fraction of all bytes): spaces and
// common letters most, capitals (when spelt) and punctuation least. A table built at
// compile time: the scan's tables are built at every run's start.
constexpr std::array<double, 256> make_share_table() {
    // Per small letter, its share of English text (in thousandths).
    constexpr std::array<int, 26> k_per_mille = {55, 10, 25, 30, 80, 15, 13, 30, 50, 1,  5, 30, 20,
                                                 50, 55, 15, 1,  45, 50, 60, 20, 7,  12, 2, 10, 1};
    constexpr std::string_view k_punctuation = ".,:;/-_=()'\"[]";
    std::array<double, 256> t{};
    for (std::size_t c = 0; c < 256; ++c) {
        if (c == ' ') {
            t[c] = 0.15;
        } else if (c >= 'a' && c <= 'z') {
            t[c] = k_per_mille[c - 'a'] / 1000.0;
        } else if (c >= 'A' && c <= 'Z') {
            t[c] = 0.004;
        } else if (c >= '0' && c <= '9') {
            t[c] = 0.02;
        } else {
            t[c] =
                k_punctuation.find(static_cast<char>(c)) != std::string_view::npos ? 0.01 : 0.003;
        }
    }
    return t;
}
constexpr std::array<double, 256> k_share = make_share_table();

double byte_share(unsigned char c) {
    return k_share[c];
}

// Where the literal's entries start: the literal is filed under the bigrams at `at`
// and `at + 1`, and a text passes the filters where it holds either bigram's window (up
// to 4 bytes from it). The best `at` lets the least text through: the two windows'
// shares, multiplied out byte by byte, summed. Only the first 64 bytes are weighed: a
// literal longer than that is rare wherever it is filed.
std::size_t least_passing_offset(std::string_view text) {
    const auto* b = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = std::min<std::size_t>(text.size(), 66);
    // share[k]: the window from k (up to 4 bytes, fewer at the end).
    std::array<double, 66> share{};
    for (std::size_t k = 0; k < n; ++k) {
        double product = 1;
        for (std::size_t j = k; j < n && j < k + 4; ++j) {
            product *= byte_share(b[j]);
        }
        share[k] = product;
    }
    std::size_t best = 0;
    double best_share = 1e9;
    for (std::size_t k = 0; k + 2 < n; ++k) {
        const double passing = share[k] + share[k + 1];
        if (passing < best_share) {
            best = k;
            best_share = passing;
        }
    }
    return best;
}

// Calls add(v) for every spelling of the `width` bytes at p that differs from them only
// in the case of ASCII letters (v as quad_at reads it).
template <class Add> void each_case(const unsigned char* p, std::size_t width, Add add) {
    std::array<std::array<unsigned char, 2>, 4> options{};
    std::array<std::size_t, 4> count{};
    for (std::size_t k = 0; k < width; ++k) {
        const unsigned char lower = k_lower[p[k]];
        options[k] = {lower, lower};
        count[k] = 1;
        if (lower >= 'a' && lower <= 'z') {
            options[k][1] = static_cast<unsigned char>(lower - 32);
            count[k] = 2;
        }
    }
    const std::size_t total = std::size_t{1} << width;
    for (std::size_t pick = 0; pick < total; ++pick) {
        std::uint32_t v = 0;
        bool valid = true;
        for (std::size_t k = 0; k < width; ++k) {
            const std::size_t choice = (pick >> k) & 1U;
            valid = valid && choice < count[k];
            v |= static_cast<std::uint32_t>(options[k][choice & 1U]) << (8 * k);
        }
        if (valid) {
            add(v);
        }
    }
}

} // namespace

bool LiteralScanner::usable(std::string_view literal) {
    return literal.size() >= 3 && literal.find('\n') == std::string_view::npos;
}

LiteralScanner::LiteralScanner(std::vector<std::string> literals, std::vector<Where> where)
    : m_literal_text(std::move(literals)), m_where(std::move(where)), m_bigrams(k_bigrams, 0),
      m_quads(k_window_words, 0), m_triples(k_window_words, 0) {
    static_assert(k_window_words * 64 == k_window_bits);
    m_where.resize(m_literal_text.size());
    m_literals.assign(m_literal_text.begin(), m_literal_text.end());
    for (std::size_t i = 0; i < m_literals.size(); ++i) {
        const std::string_view text = m_literals[i];
        if (!usable(text)) {
            continue;
        }
        const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
        // The spellings to let through: the literal's own, or every case of its letters.
        const auto spellings = [&](const unsigned char* p, std::size_t width, auto add) {
            if (m_where[i].exact) {
                std::uint32_t v = 0;
                for (std::size_t k = 0; k < width; ++k) {
                    v |= static_cast<std::uint32_t>(p[k]) << (8 * k);
                }
                add(v);
            } else {
                each_case(p, width, add);
            }
        };
        std::string lower(text);
        for (char& c : lower) {
            c = static_cast<char>(k_lower[static_cast<unsigned char>(c)]);
        }
        // An exact literal is filed under its rarest bytes as spelt (capitals are rare).
        const std::size_t at = least_passing_offset(m_where[i].exact ? std::string(text) : lower);
        for (std::size_t offset = at; offset < at + 2; ++offset) {
            const std::size_t window = std::min<std::size_t>(4, text.size() - offset);
            const std::uint8_t width_bit = window == 2   ? k_width2
                                           : window == 3 ? k_width3
                                                         : k_width4;
            spellings(bytes + offset, 2, [&](std::uint32_t v) {
                m_bigrams[static_cast<std::uint16_t>(v)] |= width_bit;
            });
            if (window > 2) {
                // The second filter hashes the window with the case bit of every byte
                // set: one entry serves every spelling.
                std::uint32_t v = 0;
                for (std::size_t k = 0; k < window; ++k) {
                    v |= static_cast<std::uint32_t>(bytes[offset + k]) << (8 * k);
                }
                const std::uint32_t h =
                    window == 4 ? window_hash(v | k_fold) : window_hash((v | k_fold) & 0xFFFFFFU);
                auto& bits = window == 4 ? m_quads : m_triples;
                bits[h / 64] |= std::uint64_t{1} << (h % 64);
            }
            std::uint32_t v = 0;
            for (std::size_t k = 0; k < window; ++k) {
                v |= static_cast<std::uint32_t>(bytes[offset + k]) << (8 * k);
            }
            // The entry's own compare reads the literal's first 8 bytes (or all of it),
            // the bytes before the bigram too.
            const std::size_t wide = std::min<std::size_t>(8, text.size());
            const std::uint64_t mask =
                wide == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * wide)) - 1;
            const std::uint64_t spelt = octet_at(bytes, wide);
            // The case bit of each letter, unless the literal is exact: a compare that
            // folds other bytes too would take "{" for "[".
            std::uint64_t fold = 0;
            for (std::size_t k = 0; k < wide && !m_where[i].exact; ++k) {
                const unsigned char c = k_lower[bytes[k]];
                if (c >= 'a' && c <= 'z') {
                    fold |= std::uint64_t{0x20} << (8 * k);
                }
            }
            m_entries.push_back({bucket_of(v, window, m_where[i].exact),
                                 static_cast<std::uint8_t>(offset), static_cast<std::uint32_t>(i),
                                 mask, fold, spelt | fold});
        }
    }
    std::sort(m_entries.begin(), m_entries.end(),
              [](const Entry& a, const Entry& b) { return a.bucket < b.bucket; });
    m_first.assign(k_bigrams, static_cast<std::uint32_t>(m_entries.size()));
    for (std::size_t k = m_entries.size(); k-- > 0;) {
        m_first[m_entries[k].bucket] = static_cast<std::uint32_t>(k);
    }
    m_t = {m_literals,       m_where,   m_bigrams.data(), m_quads.data(),
           m_triples.data(), m_entries, m_first.data()};
}

// The first even step from `i` (i, i + 2, …) below n - 1 whose bigram passes the
// filters; a value >= n - 1 when there is none. `widths` gets the window widths that
// passed there (k_width2…4).
std::size_t LiteralScanner::next_candidate(const unsigned char* bytes, std::size_t i, std::size_t n,
                                           unsigned& widths) const {
    const std::uint8_t* bigrams = m_t.bigrams;
    const std::uint64_t* quads = m_t.quads;
    const std::uint64_t* triples = m_t.triples;
    for (; i + 1 < n; i += 2) {
        const std::uint8_t verdict = bigrams[raw_bigram(bytes + i)];
        if (verdict == 0) {
            continue;
        }
        if (i + 4 > n) {
            widths = verdict;
            return i;
        }
        const std::uint32_t v = quad_at(bytes + i) | k_fold;
        widths =
            (verdict & k_width2) |
            ((verdict & k_width3) != 0 && test_bit(triples, window_hash(v & 0xFFFFFFU)) ? k_width3
                                                                                        : 0U) |
            ((verdict & k_width4) != 0 && test_bit(quads, window_hash(v)) ? k_width4 : 0U);
        if (widths != 0) {
            return i;
        }
    }
    return i;
}

void LiteralScanner::scan(std::string_view text, std::vector<Hit>& hits) const {
    if (m_t.entries.empty()) {
        return;
    }
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    const Entry* const entries = m_t.entries.data();
    const Entry* const entries_end = entries + m_t.entries.size();
    const std::uint32_t* const first = m_t.first;
    const auto check = [&](std::size_t i, std::uint16_t bucket) {
        for (const Entry* e_at = entries + first[bucket];
             e_at < entries_end && e_at->bucket == bucket; ++e_at) {
            const Entry& e = *e_at;
            if (i < e.offset) {
                continue;
            }
            // Up to 8 of its bytes first (a compare), then the rest of the literal.
            const std::size_t from = i - e.offset;
            const std::uint64_t v = octet_at(bytes + from, n - from);
            if (((v | e.fold) & e.mask) != e.window) {
                continue;
            }
            const std::string_view literal = m_t.literals[e.literal];
            const std::size_t to = from + literal.size();
            if (to > n) {
                continue;
            }
            const Where& where = m_t.where[e.literal];
            if ((!where.line_start || from == 0 || text[from - 1] == '\n') &&
                (!where.line_end || to == n || text[to] == '\n') &&
                (literal.size() <= 8 ||
                 (where.exact
                      ? std::equal(literal.begin() + 8, literal.end(), text.begin() + from + 8)
                      : equal_lower(bytes + from + 8, literal.substr(8))))) {
                hits.push_back({from, e.literal});
            }
        }
    };
    unsigned widths = 0;
    for (std::size_t i = next_candidate(bytes, 0, n, widths); i + 1 < n;
         i = next_candidate(bytes, i + 2, n, widths)) {
        // The literals filed under the 2, 3 and 4 bytes from here.
        const std::uint32_t v =
            i + 4 <= n   ? quad_at(bytes + i)
            : i + 3 <= n ? (static_cast<std::uint32_t>(bytes[i + 2]) << 16) | raw_bigram(bytes + i)
                         : raw_bigram(bytes + i);
        if ((widths & k_width2) != 0) {
            check(i, bucket_of(v, 2, false));
            check(i, bucket_of(v, 2, true));
        }
        if ((widths & k_width3) != 0 && i + 3 <= n) {
            check(i, bucket_of(v, 3, false));
            check(i, bucket_of(v, 3, true));
        }
        if ((widths & k_width4) != 0 && i + 4 <= n) {
            check(i, bucket_of(v, 4, false));
            check(i, bucket_of(v, 4, true));
        }
    }
}

void sort_hits(std::vector<LiteralScanner::Hit>& hits) {
    for (std::size_t k = 1; k < hits.size(); ++k) {
        const LiteralScanner::Hit hit = hits[k];
        std::size_t j = k;
        while (j > 0 && hits[j - 1].at > hit.at) {
            hits[j] = hits[j - 1];
            --j;
        }
        hits[j] = hit;
    }
}

int literal_weight(std::string_view literal) {
    int w = 0;
    for (const char c : literal) {
        w += byte_weight(static_cast<unsigned char>(c));
    }
    return w / static_cast<int>(std::max<std::size_t>(literal.size(), 1)) -
           2 * static_cast<int>(literal.size());
}

bool contains_lower(std::string_view text, std::string_view literal) {
    if (literal.empty()) {
        return true;
    }
    if (literal.size() > text.size()) {
        return false;
    }
    // The places where the first byte occurs, in either case (memchr), then the rest.
    // Each spelling's next place is searched for again only once it has been passed, so
    // the whole is linear in the text.
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto first = static_cast<unsigned char>(literal.front());
    const auto upper =
        static_cast<unsigned char>(first >= 'a' && first <= 'z' ? first - 32 : first);
    const unsigned char* end = p + (text.size() - literal.size()) + 1; // past the last start
    const auto next = [end](const unsigned char* from, unsigned char c) {
        const void* at =
            from < end ? std::memchr(from, c, static_cast<std::size_t>(end - from)) : nullptr;
        return at == nullptr ? end : static_cast<const unsigned char*>(at);
    };
    const unsigned char* lower_at = next(p, first);
    const unsigned char* upper_at = upper == first ? end : next(p, upper);
    while (lower_at < end || upper_at < end) {
        const unsigned char* at = std::min(lower_at, upper_at);
        if (equal_lower(at, literal)) {
            return true;
        }
        if (at == lower_at) {
            lower_at = next(at + 1, first);
        } else {
            upper_at = next(at + 1, upper);
        }
    }
    return false;
}

} // namespace loopclose::core
