// SPDX-License-Identifier: MIT
#include "core/literal_scan.hpp"

#include <algorithm>
#include <array>

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

constexpr std::uint8_t k_no = 0;
constexpr std::uint8_t k_window = 1;
constexpr std::uint8_t k_yes = 2;

std::uint16_t raw_bigram(const unsigned char* p) {
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}

std::uint32_t quad_at(const unsigned char* p) {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) |
           (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}

std::uint32_t window_hash(std::uint32_t v) {
    return (v * 0x9E3779B1U) >> (32 - k_window_log2);
}

// The bucket of the literals whose filtered window is the first `width` bytes of v
// (as quad_at reads them), the case of letters aside.
std::uint16_t bucket_of(std::uint32_t v, std::size_t width) {
    const std::uint32_t mask = width == 4 ? 0xFFFFFFFFU : width == 3 ? 0xFFFFFFU : 0xFFFFU;
    const std::uint32_t folded = (v | k_fold) & mask;
    return static_cast<std::uint16_t>(
        ((folded ^ static_cast<std::uint32_t>(width << 30)) * 0x85EBCA6BU) >> 16);
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
// under its least common bytes, so that spaces and common letters rarely pass.
int byte_weight(unsigned char c) {
    constexpr std::string_view k_by_frequency = "etaonisrhldcumfpgwybvkxjqz";
    if (c == ' ') {
        return 30;
    }
    if (c >= 'a' && c <= 'z') {
        return 29 - static_cast<int>(k_by_frequency.find(static_cast<char>(c)));
    }
    if (c >= '0' && c <= '9') {
        return 12;
    }
    return 3;
}

// Where the literal's least common trigram starts: its two bigrams weigh the least, and
// a window shorter than four bytes from there lets more text through.
std::size_t rarest_trigram(std::string_view text) {
    std::size_t best = 0;
    int best_weight = 1 << 20;
    for (std::size_t k = 0; k + 2 < text.size() && k < 250; ++k) {
        const std::size_t room = text.size() - k;
        const int short_windows = (room < 4 ? 2 : 0) + (room < 5 ? 1 : 0);
        const auto* b = reinterpret_cast<const unsigned char*>(text.data()) + k;
        const int w =
            byte_weight(b[0]) + 2 * byte_weight(b[1]) + byte_weight(b[2]) + 40 * short_windows;
        if (w < best_weight) {
            best = k;
            best_weight = w;
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
    : m_literals(std::move(literals)), m_where(std::move(where)), m_quads(k_window_bits / 64, 0),
      m_triples(k_window_bits / 64, 0) {
    m_where.resize(m_literals.size());
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
        const std::size_t at = rarest_trigram(m_where[i].exact ? std::string(text) : lower);
        for (std::size_t offset = at; offset < at + 2; ++offset) {
            const std::size_t window = std::min<std::size_t>(4, text.size() - offset);
            spellings(bytes + offset, 2, [&](std::uint32_t v) {
                const auto raw = static_cast<std::uint16_t>(v);
                m_bigrams[raw] = window == 2 ? k_yes : std::max(m_bigrams[raw], k_window);
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
            const std::uint32_t mask = window == 4   ? 0xFFFFFFFFU
                                       : window == 3 ? 0xFFFFFFU
                                                     : 0xFFFFU;
            m_entries.push_back({bucket_of(v, window), static_cast<std::uint8_t>(offset),
                                 static_cast<std::uint32_t>(i), mask,
                                 m_where[i].exact ? v : ((v | k_fold) & mask)});
        }
    }
    std::sort(m_entries.begin(), m_entries.end(),
              [](const Entry& a, const Entry& b) { return a.bucket < b.bucket; });
    m_first.assign(65536, static_cast<std::uint32_t>(m_entries.size()));
    for (std::size_t k = m_entries.size(); k-- > 0;) {
        m_first[m_entries[k].bucket] = static_cast<std::uint32_t>(k);
    }
}

// The first even step from `i` (i, i + 2, …) below n - 1 whose bigram passes both
// filters; a value >= n - 1 when there is none.
std::size_t LiteralScanner::next_candidate(const unsigned char* bytes, std::size_t i,
                                           std::size_t n) const {
    const std::uint8_t* bigrams = m_bigrams.data();
    const std::uint64_t* quads = m_quads.data();
    const std::uint64_t* triples = m_triples.data();
    for (; i + 1 < n; i += 2) {
        const std::uint8_t verdict = bigrams[raw_bigram(bytes + i)];
        if (verdict == k_no) {
            continue;
        }
        if (verdict == k_yes || i + 4 > n) {
            return i;
        }
        const std::uint32_t v = quad_at(bytes + i) | k_fold;
        if (test_bit(quads, window_hash(v)) || test_bit(triples, window_hash(v & 0xFFFFFFU))) {
            return i;
        }
    }
    return i;
}

void LiteralScanner::scan(std::string_view text, std::vector<Hit>& hits) const {
    if (m_entries.empty()) {
        return;
    }
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    const auto check = [&](std::size_t i, std::uint32_t v, std::uint16_t bucket) {
        for (std::size_t k = m_first[bucket]; k < m_entries.size() && m_entries[k].bucket == bucket;
             ++k) {
            const Entry& e = m_entries[k];
            // Its window first (a compare), then the whole literal.
            if (((m_where[e.literal].exact ? v : (v | k_fold)) & e.mask) != e.window) {
                continue;
            }
            const std::string& literal = m_literals[e.literal];
            if (i < e.offset || i - e.offset + literal.size() > n) {
                continue;
            }
            const std::size_t from = i - e.offset;
            const std::size_t to = from + literal.size();
            const Where& where = m_where[e.literal];
            if ((where.exact ? std::equal(literal.begin(), literal.end(), text.begin() + from)
                             : equal_lower(bytes + from, literal)) &&
                (!where.line_start || from == 0 || text[from - 1] == '\n') &&
                (!where.line_end || to == n || text[to] == '\n')) {
                hits.push_back({from, e.literal});
            }
        }
    };
    for (std::size_t i = next_candidate(bytes, 0, n); i + 1 < n;
         i = next_candidate(bytes, i + 2, n)) {
        // The literals filed under the 2, 3 and 4 bytes from here.
        const std::uint32_t v =
            i + 4 <= n   ? quad_at(bytes + i)
            : i + 3 <= n ? (static_cast<std::uint32_t>(bytes[i + 2]) << 16) | raw_bigram(bytes + i)
                         : raw_bigram(bytes + i);
        check(i, v, bucket_of(v, 2));
        if (i + 3 <= n) {
            check(i, v, bucket_of(v, 3));
        }
        if (i + 4 <= n) {
            check(i, v, bucket_of(v, 4));
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
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto first = static_cast<unsigned char>(literal.front());
    for (std::size_t k = 0; k + literal.size() <= text.size(); ++k) {
        if (k_lower[p[k]] == first && equal_lower(p + k, literal)) {
            return true;
        }
    }
    return false;
}

} // namespace loopclose::core
