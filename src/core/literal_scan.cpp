// SPDX-License-Identifier: MIT
#include "core/literal_scan.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define LOOPCLOSE_SCAN_AVX2 1
#endif

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

// Sets the bit that tells an ASCII capital from its small letter in each of 4 bytes
// (other bytes may meet others that differ in that bit only: a hash filter may let
// more through, never less).
constexpr std::uint32_t k_fold = 0x20202020U;
constexpr std::uint32_t k_hash_multiplier = 0x9E3779B1U;

// The mark of a window of 4 bytes (as quad_at reads them) and of its first 3: an 18-bit
// multiplicative hash of the bytes with the case bit set, so that every spelling of a
// word meets in one bucket (the entry's compare then tells them apart when the literal
// is exact). The bit table has a bit per mark; a bucket holds 4 marks (its top 16 bits),
// so that the table lets few places through and the buckets' index stays small. The
// AVX2 scan computes the same in its lanes.
constexpr int k_mark_shift = 32 - 18;
static_assert(LiteralScanner::k_marks == std::size_t{1} << (32 - k_mark_shift));
static_assert(LiteralScanner::k_buckets * 4 == LiteralScanner::k_marks);
std::uint32_t mark4(std::uint32_t v) {
    return ((v | k_fold) * k_hash_multiplier) >> k_mark_shift;
}
std::uint32_t mark3(std::uint32_t v) {
    return (((v | k_fold) & 0xFFFFFFU) * k_hash_multiplier) >> k_mark_shift;
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

// The 4 bytes at p (fewer when `width` is 3), as quad_at reads them.
std::uint32_t window_at(const unsigned char* p, std::size_t width) {
    std::uint32_t v = 0;
    for (std::size_t k = 0; k < width; ++k) {
        v |= static_cast<std::uint32_t>(p[k]) << (8 * k);
    }
    return v;
}

std::uint32_t window_mark(std::uint32_t v, std::size_t width) {
    return width == 4 ? mark4(v) : mark3(v);
}

// Where the literal's window starts: the 4 bytes (all 3 of a 3-byte literal) least
// likely in a log (their shares multiplied out), weighed against the entries already
// filed in that bucket (`load`): every place that passes the bit table compares each
// entry of its bucket, and a log holds "error" and "failed" on many lines, the spellings
// of which would otherwise all crowd one bucket. Only windows starting in the first 64
// bytes are weighed (an entry's offset is a byte).
std::size_t least_passing_offset(std::string_view text, std::string_view spelt,
                                 const std::vector<std::uint16_t>& load) {
    const auto* b = reinterpret_cast<const unsigned char*>(text.data());
    const auto* raw = reinterpret_cast<const unsigned char*>(spelt.data());
    if (text.size() <= 4) {
        return 0;
    }
    const std::size_t last = std::min<std::size_t>(text.size() - 4, 63);
    std::size_t best = 0;
    double best_cost = 0;
    for (std::size_t k = 0; k <= last; ++k) {
        const double crowd = 1.0 + load[window_mark(window_at(raw + k, 4), 4) >> 2];
        const double cost = byte_share(b[k]) * byte_share(b[k + 1]) * byte_share(b[k + 2]) *
                            byte_share(b[k + 3]) * crowd * crowd;
        if (k == 0 || cost < best_cost) {
            best = k;
            best_cost = cost;
        }
    }
    return best;
}

} // namespace

bool LiteralScanner::usable(std::string_view literal) {
    return literal.size() >= 3 && literal.find('\n') == std::string_view::npos;
}

LiteralScanner::LiteralScanner(std::vector<std::string> literals, std::vector<Where> where)
    : m_literal_text(std::move(literals)), m_where(std::move(where)), m_marks(k_mark_words, 0) {
    m_where.resize(m_literal_text.size());
    m_literals.assign(m_literal_text.begin(), m_literal_text.end());
    // Short literals first: they have the fewest windows to choose from, and the longer
    // ones then keep out of the buckets they crowd.
    std::vector<std::size_t> order(m_literals.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        return m_literals[a].size() < m_literals[b].size();
    });
    std::vector<std::uint16_t> load(k_buckets, 0);
    for (const std::size_t i : order) {
        const std::string_view text = m_literals[i];
        if (!usable(text)) {
            continue;
        }
        const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
        std::string lower(text);
        for (char& c : lower) {
            c = static_cast<char>(k_lower[static_cast<unsigned char>(c)]);
        }
        // An exact literal is filed under its rarest bytes as spelt (capitals are rare).
        const std::size_t at = least_passing_offset(m_where[i].exact ? text : lower, text, load);
        const std::size_t window = std::min<std::size_t>(4, text.size() - at);
        const std::uint32_t mark = window_mark(window_at(bytes + at, window), window);
        const std::uint32_t bucket = mark >> 2;
        load[bucket] = static_cast<std::uint16_t>(std::min(load[bucket] + 1, 65535));
        m_marks[mark / 64] |= std::uint64_t{1} << (mark % 64);
        // The entry's own compare reads the literal's first 8 bytes (or all of it), the
        // bytes before the window too.
        const std::size_t wide = std::min<std::size_t>(8, text.size());
        const std::uint64_t mask =
            wide == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * wide)) - 1;
        const std::uint64_t spelt = octet_at(bytes, wide);
        // The case bit of each letter, unless the literal is exact: a compare that folds
        // other bytes too would take "{" for "[".
        std::uint64_t fold = 0;
        for (std::size_t k = 0; k < wide && !m_where[i].exact; ++k) {
            const unsigned char c = k_lower[bytes[k]];
            if (c >= 'a' && c <= 'z') {
                fold |= std::uint64_t{0x20} << (8 * k);
            }
        }
        m_entries.push_back({static_cast<std::uint16_t>(bucket), static_cast<std::uint8_t>(at),
                             static_cast<std::uint32_t>(i), mask, fold, spelt | fold});
    }
    std::sort(m_entries.begin(), m_entries.end(),
              [](const Entry& a, const Entry& b) { return a.bucket < b.bucket; });
    // first[b] is the first entry of bucket b or a later one: the bucket's entries run
    // to first[b + 1].
    m_first.assign(k_buckets + 1, 0);
    for (const Entry& e : m_entries) {
        ++m_first[e.bucket + 1];
    }
    for (std::size_t b = 0; b < k_buckets; ++b) {
        m_first[b + 1] += m_first[b];
    }
    m_t = {m_literals, m_where, m_marks.data(), m_entries, m_first.data()};
}

[[gnu::always_inline]] inline void LiteralScanner::check(std::string_view text, std::size_t i,
                                                         std::uint32_t bucket,
                                                         std::vector<Hit>& hits) const {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    const Entry* const end = m_t.entries.data() + m_t.first[bucket + 1];
    for (const Entry* e = m_t.entries.data() + m_t.first[bucket]; e < end; ++e) {
        if (i < e->offset) {
            continue;
        }
        // Up to 8 of its bytes first (a compare), then the rest of the literal.
        const std::size_t from = i - e->offset;
        const std::uint64_t v = octet_at(bytes + from, n - from);
        if (((v | e->fold) & e->mask) != e->window) {
            continue;
        }
        const std::string_view literal = m_t.literals[e->literal];
        const std::size_t to = from + literal.size();
        if (to > n) {
            continue;
        }
        const Where& where = m_t.where[e->literal];
        if ((!where.line_start || from == 0 || text[from - 1] == '\n') &&
            (!where.line_end || to == n || text[to] == '\n') &&
            (literal.size() <= 8 ||
             (where.exact ? std::equal(literal.begin() + 8, literal.end(), text.begin() + from + 8)
                          : equal_lower(bytes + from + 8, literal.substr(8))))) {
            hits.push_back({from, e->literal});
        }
    }
}

void LiteralScanner::scan_tail(std::string_view text, std::size_t i, std::vector<Hit>& hits) const {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (; i + 4 <= n; ++i) {
        const std::uint32_t v = quad_at(bytes + i);
        if (const std::uint32_t m = mark4(v); test_bit(m_t.marks, m)) {
            check(text, i, m >> 2, hits);
        }
        if (const std::uint32_t m = mark3(v); test_bit(m_t.marks, m)) {
            check(text, i, m >> 2, hits);
        }
    }
    if (i + 3 == n) { // the last 3 bytes: a 3-byte window only
        const std::uint32_t v = static_cast<std::uint32_t>(bytes[i]) |
                                (static_cast<std::uint32_t>(bytes[i + 1]) << 8) |
                                (static_cast<std::uint32_t>(bytes[i + 2]) << 16);
        if (const std::uint32_t m = mark3(v); test_bit(m_t.marks, m)) {
            check(text, i, m >> 2, hits);
        }
    }
}

void LiteralScanner::scan_portable(std::string_view text, std::vector<Hit>& hits) const {
    if (!m_t.entries.empty()) {
        scan_tail(text, 0, hits);
    }
}

#ifdef LOOPCLOSE_SCAN_AVX2
namespace {

// The 8 bits of a lane mask spread to every fourth bit (lane j of the vector loaded at
// offset k holds the place k + 4j).
constexpr std::array<std::uint32_t, 256> make_spread_table() {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t m = 0; m < 256; ++m) {
        for (std::uint32_t j = 0; j < 8; ++j) {
            if (((m >> j) & 1U) != 0) {
                t[m] |= std::uint32_t{1} << (4 * j);
            }
        }
    }
    return t;
}
constexpr std::array<std::uint32_t, 256> k_spread = make_spread_table();

// Per place p in bytes[0, 32): bit p set when the mark of the 4 or the 3 bytes from p is
// in use (mark4, mark3, lane by lane). Reads bytes[0, 35).
__attribute__((target("avx2"))) std::uint32_t places_in_use(const unsigned char* bytes,
                                                            const std::uint64_t* marks) {
    const __m256i fold = _mm256_set1_epi32(static_cast<int>(k_fold));
    const __m256i low3 = _mm256_set1_epi32(0xFFFFFF);
    const __m256i multiplier = _mm256_set1_epi32(static_cast<int>(k_hash_multiplier));
    const __m256i bit = _mm256_set1_epi32(31);
    const auto* words = reinterpret_cast<const int*>(marks); // little-endian halves
    std::uint32_t places = 0;
    for (int k = 0; k < 4; ++k) {
        const __m256i v =
            _mm256_or_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(bytes + k)), fold);
        const __m256i h4 = _mm256_srli_epi32(_mm256_mullo_epi32(v, multiplier), k_mark_shift);
        const __m256i h3 = _mm256_srli_epi32(
            _mm256_mullo_epi32(_mm256_and_si256(v, low3), multiplier), k_mark_shift);
        const __m256i w4 = _mm256_i32gather_epi32(words, _mm256_srli_epi32(h4, 5), 4);
        const __m256i w3 = _mm256_i32gather_epi32(words, _mm256_srli_epi32(h3, 5), 4);
        const __m256i hit = _mm256_or_si256(_mm256_srlv_epi32(w4, _mm256_and_si256(h4, bit)),
                                            _mm256_srlv_epi32(w3, _mm256_and_si256(h3, bit)));
        const auto lanes = static_cast<unsigned>(
            _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_slli_epi32(hit, 31))));
        places |= k_spread[lanes] << k;
    }
    return places;
}

bool has_avx2() {
    static const bool yes = __builtin_cpu_supports("avx2") != 0;
    return yes;
}

} // namespace
#endif

void LiteralScanner::scan(std::string_view text, std::vector<Hit>& hits) const {
    if (m_t.entries.empty()) {
        return;
    }
    std::size_t i = 0;
#ifdef LOOPCLOSE_SCAN_AVX2
    if (has_avx2()) {
        const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
        for (; i + 35 <= text.size(); i += 32) {
            for (std::uint32_t places = places_in_use(bytes + i, m_t.marks); places != 0;
                 places &= places - 1) {
                const std::size_t at = i + static_cast<std::size_t>(__builtin_ctz(places));
                const std::uint32_t v = quad_at(bytes + at);
                if (const std::uint32_t m = mark4(v); test_bit(m_t.marks, m)) {
                    check(text, at, m >> 2, hits);
                }
                if (const std::uint32_t m = mark3(v); test_bit(m_t.marks, m)) {
                    check(text, at, m >> 2, hits);
                }
            }
        }
    }
#endif
    scan_tail(text, i, hits);
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
    // The places where the first byte occurs, in either case, 8 at a time: a byte of the
    // word equal to it (case bit set for a letter) is a zero byte of the xor, which the
    // carry trick finds (it may flag a byte above a true zero too: every flagged place is
    // compared in full). Linear in the text, with no call per line.
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto first = static_cast<unsigned char>(literal.front());
    const bool letter = first >= 'a' && first <= 'z';
    constexpr std::uint64_t k_ones = 0x0101010101010101ULL;
    constexpr std::uint64_t k_highs = 0x8080808080808080ULL;
    const std::uint64_t fold = letter ? 0x20 * k_ones : 0;
    const std::uint64_t pattern = first * k_ones;
    const std::size_t last = text.size() - literal.size(); // the last place it may start
    std::size_t k = 0;
    for (; k + 8 <= last + 1; k += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, p + k, 8); // little-endian: byte j is place k + j
        const std::uint64_t x = (word | fold) ^ pattern;
        for (std::uint64_t z = (x - k_ones) & ~x & k_highs; z != 0; z &= z - 1) {
            const std::size_t at = k + static_cast<std::size_t>(__builtin_ctzll(z)) / 8;
            if (equal_lower(p + at, literal)) {
                return true;
            }
        }
    }
    for (; k <= last; ++k) {
        if (k_lower[p[k]] == first && equal_lower(p + k, literal)) {
            return true;
        }
    }
    return false;
}

} // namespace loopclose::core
