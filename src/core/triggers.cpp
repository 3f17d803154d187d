// SPDX-License-Identifier: MIT
#include "core/triggers.hpp"

#include "core/kinds.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <re2/re2.h>
#include <re2/set.h>
#include <string>
#include <vector>

namespace loopclose::core {

namespace {

// Per kind, what a line must contain for that kind's detector to look at it. These
// are the prefixes of every pattern the detector matches on a line it starts from;
// lines it only reads while following a hit (frames, continuation lines) need none.
struct Trigger {
    Kind kind;
    std::string_view fragments; // an RE2 alternation
};

constexpr std::array<Trigger, k_kind_count> k_triggers{{
    {Kind::merge_conflict, R"re(^CONFLICT \(|^<<<<<<<)re"},
    {Kind::command_not_found, R"re(not found|ENOENT|^/usr/bin/env: )re"},
    {Kind::permission_error, R"re(ermission|EACCES|EPERM|not permitted)re"},
    {Kind::out_of_memory,
     R"re(out of memory|MemoryError|bad_alloc|memory allocation of|Out of memory|Cannot allocate memory|Killed)re"},
    {Kind::typecheck_error, R"re(error TS|\.pyi?:\d+:.* error: )re"},
    {Kind::syntax_error, R"re(SyntaxError|IndentationError|TabError|Parsing error)re"},
    {Kind::compile_error,
     R"re(^error|: (?:fatal )?error|\.go:\d+:\d+: |undefined reference|multiple definition|undefined symbol|duplicate symbol)re"},
    {Kind::crash,
     R"re(Sanitizer|runtime error: |Assertion|Segmentation fault|Aborted|Bus error|Illegal instruction|Floating point exception|SEGFAULT|ubprocess aborted|hild aborted|BUS_ERROR|ILLEGAL)re"},
    {Kind::test_failure,
     R"re(^\(fail\) |^✗ |\.[cm]?[jt]sx?:$|FAIL |●|⎯ Failed Tests|^\s*\d+ failing|not ok |✖ |▶ |^(?:FAILED|ERROR) \S+::|::[^\s\[]*(?:\[[^\]]*\])? (?:FAILED|ERROR)|--- FAIL: |^=== FAIL: | --- FAILED$|^test \S+ .*FAILED|^thread '|^---- |^note: test did not panic|: Failure|^\[  FAILED  \]|^TEST CASE:|: (?:FATAL )?ERROR: |^The following tests FAILED:|^_{3,} )re"},
    {Kind::missing_module,
     R"re(Cannot find |No module named|Could not resolve|provides package|providing package|cannot find package|module named|stubs not installed|stub for module|fatal error: |could not be resolved|Install it manually)re"},
    {Kind::timeout,
     R"re(Exceeded timeout|Timeout of|imed out (?:after|in) |Timeout >|TimeoutError|\(Timeout\))re"},
    {Kind::runtime_error,
     R"re(^Traceback|^panic: |^thread '|^Exception in thread|^terminate called|^(?:Uncaught )?\w*(?:Error|Exception)(?: \[\w+\])?(?::|$))re"},
    {Kind::unhandled_rejection, R"re(nhandled|UNHANDLED)re"},
    {Kind::not_implemented, R"re(mplemented|MPLEMENTED|^thread ')re"},
    {Kind::network_error,
     R"re(^curl: \(|ECONN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|Connection re|Could not resolve host|Network is unreachable|No route to host|name resolution|ConnectionRe)re"},
    {Kind::lint_error, R"re(^\s+\d+:\d+\s+error\s|\[Error/|^error: )re"},
    {Kind::incomplete_function, R"re(\) ?\{ ?\}|=> ?\{|: ?(?:pass|\.\.\.))re"},
    {Kind::stack_trace, R"re((?:  |\t)at |File "|^\t\S+\.go:\d+)re"},
    {Kind::fixme_marker, R"re(FIXME)re"},
    {Kind::todo_marker, R"re(TODO)re"},
}};

// Literals that every trigger alternative contains (a line without one of them cannot
// match any fragment above). The scanner looks for these with a bigram filter, a few
// instructions per byte; only lines holding one go through the RE2 set. `at` says
// whether the literal counts anywhere, only at a line's start or only at its end.
enum class At : std::uint8_t { anywhere, start, end };

struct Literal {
    std::string_view text;
    At at;
};

constexpr Literal k_literals[] = {
    // merge-conflict, command-not-found, permission-error
    {"CONFLICT (", At::start},
    {"<<<<<<<", At::start},
    {"not found", At::anywhere},
    {"ENOENT", At::anywhere},
    {"/usr/bin/env: ", At::start},
    {"ermission", At::anywhere},
    {"EACCES", At::anywhere},
    {"EPERM", At::anywhere},
    {"not permitted", At::anywhere},
    // out-of-memory
    {"out of memory", At::anywhere},
    {"MemoryError", At::anywhere},
    {"bad_alloc", At::anywhere},
    {"memory allocation of", At::anywhere},
    {"Out of memory", At::anywhere},
    {"Cannot allocate memory", At::anywhere},
    {"Killed", At::anywhere},
    // typecheck-error, syntax-error, compile-error
    {"error TS", At::anywhere},
    {" error: ", At::anywhere},
    {"SyntaxError", At::anywhere},
    {"IndentationError", At::anywhere},
    {"TabError", At::anywhere},
    {"Parsing error", At::anywhere},
    {"error", At::start},
    {": error", At::anywhere},
    {": fatal error", At::anywhere},
    {".go:", At::anywhere},
    {"undefined reference", At::anywhere},
    {"multiple definition", At::anywhere},
    {"undefined symbol", At::anywhere},
    {"duplicate symbol", At::anywhere},
    // crash
    {"Sanitizer", At::anywhere},
    {"runtime error: ", At::anywhere},
    {"Assertion", At::anywhere},
    {"Segmentation fault", At::anywhere},
    {"Aborted", At::anywhere},
    {"Bus error", At::anywhere},
    {"Illegal instruction", At::anywhere},
    {"Floating point exception", At::anywhere},
    {"SEGFAULT", At::anywhere},
    {"ubprocess aborted", At::anywhere},
    {"hild aborted", At::anywhere},
    {"BUS_ERROR", At::anywhere},
    {"ILLEGAL", At::anywhere},
    // test-failure
    {"(fail) ", At::start},
    {"\xE2\x9C\x97 ", At::start},
    {".ts:", At::end},
    {".js:", At::end},
    {".tsx:", At::end},
    {".jsx:", At::end},
    {".mts:", At::end},
    {".cts:", At::end},
    {".mjs:", At::end},
    {".cjs:", At::end},
    {"FAIL ", At::anywhere},
    {"\xE2\x97\x8F", At::anywhere},
    {"\xE2\x8E\xAF Failed Tests", At::anywhere},
    {" failing", At::anywhere},
    {"not ok ", At::anywhere},
    {"\xE2\x9C\x96 ", At::anywhere},
    {"\xE2\x96\xB6 ", At::anywhere},
    {"FAILED", At::anywhere},
    {"ERROR ", At::start},
    {" ERROR", At::anywhere},
    {"--- FAIL: ", At::anywhere},
    {"=== FAIL: ", At::start},
    {"thread '", At::start},
    {"---- ", At::start},
    {"note: test did not panic", At::start},
    {": Failure", At::anywhere},
    {"TEST CASE:", At::start},
    {": ERROR: ", At::anywhere},
    {": FATAL ERROR: ", At::anywhere},
    {"___", At::start},
    // missing-module
    {"Cannot find ", At::anywhere},
    {"No module named", At::anywhere},
    {"Could not resolve", At::anywhere},
    {"provides package", At::anywhere},
    {"providing package", At::anywhere},
    {"cannot find package", At::anywhere},
    {"module named", At::anywhere},
    {"stubs not installed", At::anywhere},
    {"stub for module", At::anywhere},
    {"fatal error: ", At::anywhere},
    {"could not be resolved", At::anywhere},
    {"Install it manually", At::anywhere},
    // timeout
    {"Exceeded timeout", At::anywhere},
    {"Timeout of", At::anywhere},
    {"imed out after ", At::anywhere},
    {"imed out in ", At::anywhere},
    {"Timeout >", At::anywhere},
    {"TimeoutError", At::anywhere},
    {"(Timeout)", At::anywhere},
    // runtime-error, unhandled-rejection, not-implemented
    {"Traceback", At::start},
    {"panic: ", At::start},
    {"Exception in thread", At::start},
    {"terminate called", At::start},
    {"Error", At::anywhere},
    {"Exception", At::anywhere},
    {"nhandled", At::anywhere},
    {"UNHANDLED", At::anywhere},
    {"mplemented", At::anywhere},
    {"MPLEMENTED", At::anywhere},
    // network-error
    {"curl: (", At::start},
    {"ECONN", At::anywhere},
    {"ETIMEDOUT", At::anywhere},
    {"EHOSTUNREACH", At::anywhere},
    {"ENETUNREACH", At::anywhere},
    {"ENOTFOUND", At::anywhere},
    {"EAI_AGAIN", At::anywhere},
    {"Connection re", At::anywhere},
    {"Could not resolve host", At::anywhere},
    {"Network is unreachable", At::anywhere},
    {"No route to host", At::anywhere},
    {"name resolution", At::anywhere},
    {"ConnectionRe", At::anywhere},
    // lint-error
    {" error ", At::anywhere},
    {" error\t", At::anywhere},
    {"\terror ", At::anywhere},
    {"\terror\t", At::anywhere},
    {"[Error/", At::anywhere},
    {"error: ", At::start},
    // incomplete-function
    {") {}", At::anywhere},
    {"){}", At::anywhere},
    {") { }", At::anywhere},
    {"){ }", At::anywhere},
    {"=> {", At::anywhere},
    {"=>{", At::anywhere},
    {": pass", At::anywhere},
    {":pass", At::anywhere},
    {": ...", At::anywhere},
    {":...", At::anywhere},
    // stack-trace, markers
    {"  at ", At::anywhere},
    {"\tat ", At::anywhere},
    {"File \"", At::anywhere},
    {"FIXME", At::anywhere},
    {"TODO", At::anywhere},
};

// Literals that are whole trigger fragments of their kind and appear in no other
// kind's fragments: a line holding them and no other literal triggers exactly their
// kinds, which spares the RE2 set the many frame and marker lines of a passing log.
struct ExactLiteral {
    std::string_view text;
    Kind kind;
};

constexpr ExactLiteral k_exact_literals[] = {
    {"  at ", Kind::stack_trace},  {"\tat ", Kind::stack_trace}, {"File \"", Kind::stack_trace},
    {"FIXME", Kind::fixme_marker}, {"TODO", Kind::todo_marker},
};

// Size of the second-stage bit tables (see Scanners).
constexpr unsigned k_window_log2 = 15;
constexpr std::size_t k_window_bits = std::size_t{1} << k_window_log2;

// The first filter's verdicts on a bigram.
constexpr std::uint8_t k_no = 0;
constexpr std::uint8_t k_window = 1;
constexpr std::uint8_t k_yes = 2;

// A literal filed under one of its two filter bigrams.
struct Candidate {
    std::uint16_t bigram;
    std::uint16_t literal; // index in k_literals
    std::uint8_t offset;   // where the bigram sits in the literal
};

// The compiled literal scanners, built once.
// Each literal is filed under the two adjacent bigrams of its least common trigram, so
// the scan reads a bigram at every other byte only: it always meets one of the two.
// A bigram that passes the first filter must also pass a second one, a hash of the up
// to four bytes from there that the literal holds; only then are the literals filed
// under the bigram compared. Plain text rarely gets that far.
struct Scanners {
    // Per bigram: k_no, k_window (check the second filter) or k_yes (a literal has no
    // more bytes from there). One byte each: a byte load per step is fewer instructions
    // than a bit test.
    std::vector<std::uint8_t> bigrams = std::vector<std::uint8_t>(65536, k_no);
    std::vector<std::uint64_t> quads = std::vector<std::uint64_t>(k_window_bits / 64, 0);
    std::vector<std::uint64_t> triples = std::vector<std::uint64_t>(k_window_bits / 64, 0);
    std::vector<Candidate> by_bigram;       // sorted by bigram
    std::vector<std::uint32_t> exact_kinds; // per literal: see k_exact_literals
    std::vector<std::uint16_t> first_of;    // per bigram: its first entry in by_bigram
    bool ok = false;
};

// The two bytes at p as one number (p[0] lowest): the first filter's index.
std::uint16_t bigram_at(const unsigned char* p) {
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}

// The four bytes at p as one number (p[0] lowest).
std::uint32_t quad_at(const unsigned char* p) {
    return static_cast<std::uint32_t>(p[0]) | (static_cast<std::uint32_t>(p[1]) << 8) |
           (static_cast<std::uint32_t>(p[2]) << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}

// The second filter's index for a window of bytes (a number as quad_at gives).
std::uint32_t window_hash(std::uint32_t v) {
    return (v * 0x9E3779B1U) >> (32 - k_window_log2);
}

void set_bit(std::vector<std::uint64_t>& bits, std::uint32_t h) {
    bits[h / 64] |= std::uint64_t{1} << (h % 64);
}

bool test_bit(const std::uint64_t* bits, std::uint32_t h) {
    return ((bits[h >> 6] >> (h & 63)) & 1U) != 0;
}

// How common a byte is in logs (higher: more common). A literal is filtered on its
// least common bytes, so that spaces and common lower-case letters rarely pass:
// lower-case letters rank by their English frequency, which log text follows.
int byte_weight(char c) {
    constexpr std::string_view k_by_frequency = "etaonisrhldcumfpgwybvkxjqz";
    if (c == ' ') {
        return 30;
    }
    if (c >= 'a' && c <= 'z') {
        return 29 - static_cast<int>(k_by_frequency.find(c));
    }
    if (c >= '0' && c <= '9') {
        return 12;
    }
    return c >= 'A' && c <= 'Z' ? 4 : 2;
}

// Where the literal's least common trigram starts (its two bigrams weigh the least).
std::size_t rarest_trigram(std::string_view text) {
    std::size_t best = 0;
    int best_weight = 999;
    for (std::size_t k = 0; k + 2 < text.size() && k < 250; ++k) {
        // Each byte of the literal past a bigram makes its second-stage window more
        // selective: windows shorter than four bytes count as common.
        const std::size_t room = text.size() - k;
        const int short_windows = (room < 4 ? 2 : 0) + (room < 5 ? 1 : 0);
        const int w = byte_weight(text[k]) + 2 * byte_weight(text[k + 1]) +
                      byte_weight(text[k + 2]) + 40 * short_windows;
        if (w < best_weight) {
            best = k;
            best_weight = w;
        }
    }
    return best;
}

Scanners build_scanners() {
    Scanners s;
    bool ok = true;
    for (std::size_t i = 0; i < std::size(k_literals); ++i) {
        const std::string_view text = k_literals[i].text;
        ok = ok && text.size() >= 3;
        std::uint32_t exact = 0;
        for (const ExactLiteral& e : k_exact_literals) {
            if (e.text == text && k_literals[i].at == At::anywhere) {
                exact = trigger_bit(e.kind);
            }
        }
        s.exact_kinds.push_back(exact);
        const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
        const std::size_t at = rarest_trigram(text);
        for (std::size_t offset = at; offset < at + 2 && offset + 1 < text.size(); ++offset) {
            const std::uint16_t h = bigram_at(bytes + offset);
            const std::size_t window = std::min<std::size_t>(4, text.size() - offset);
            std::uint32_t v = 0;
            for (std::size_t k = 0; k < window; ++k) {
                v |= static_cast<std::uint32_t>(bytes[offset + k]) << (8 * k);
            }
            if (window == 2) {
                s.bigrams[h] = k_yes;
            } else {
                s.bigrams[h] = std::max(s.bigrams[h], k_window);
                set_bit(window == 4 ? s.quads : s.triples, window_hash(v));
            }
            s.by_bigram.push_back(
                {h, static_cast<std::uint16_t>(i), static_cast<std::uint8_t>(offset)});
        }
    }
    std::sort(s.by_bigram.begin(), s.by_bigram.end(),
              [](const Candidate& a, const Candidate& b) { return a.bigram < b.bigram; });
    s.first_of.assign(65536, 0);
    for (std::size_t k = s.by_bigram.size(); k-- > 0;) {
        s.first_of[s.by_bigram[k].bigram] = static_cast<std::uint16_t>(k);
    }
    s.ok = ok;
    return s;
}

const Scanners& scanners() {
    static const Scanners s = build_scanners();
    return s;
}

// The set telling which kinds a line triggers. Built on the first line that needs
// it: a small log of frames and markers only never pays for its compilation.
// In a stream smaller than k_unsorted_stream_bytes, the first candidate lines are
// marked for every kind rather than sorted by the set: a small log of a failed run
// then never compiles it (a third of the instructions of a 5 KB jest failure).
constexpr std::size_t k_unsorted_candidate_lines = 48;
constexpr std::size_t k_unsorted_stream_bytes = 256 * 1024;

struct KindSet {
    std::unique_ptr<re2::RE2::Set> per_kind;
    std::vector<std::uint32_t> set_bits; // set index -> kind bit
    bool ok = false;
};

KindSet build_kind_set() {
    KindSet k;
    re2::RE2::Options options;
    options.set_log_errors(false);
    options.set_max_mem(64 << 20);
    k.per_kind = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
    bool ok = true;
    for (const Trigger& t : k_triggers) {
        ok = ok && k.per_kind->Add(re2::StringPiece(t.fragments.data(), t.fragments.size()),
                                   nullptr) >= 0;
        k.set_bits.push_back(trigger_bit(t.kind));
    }
    k.ok = ok && k.per_kind->Compile();
    return k;
}

const KindSet& kind_set() {
    static const KindSet k = build_kind_set();
    return k;
}

// The first even step from `i` (i, i + 2, …) below n - 1 whose bigram passes both
// filters; a value >= n - 1 when there is none.
std::size_t next_candidate(const Scanners& s, const unsigned char* bytes, std::size_t i,
                           std::size_t n) {
    const std::uint8_t* bigrams = s.bigrams.data();
    const std::uint64_t* quads = s.quads.data();
    const std::uint64_t* triples = s.triples.data();
    for (; i + 1 < n; i += 2) {
        const std::uint8_t verdict = bigrams[bigram_at(bytes + i)];
        if (verdict == k_no) {
            continue;
        }
        if (verdict == k_yes || i + 4 > n) {
            return i;
        }
        const std::uint32_t v = quad_at(bytes + i);
        if (test_bit(quads, window_hash(v)) || test_bit(triples, window_hash(v & 0xFFFFFFU))) {
            return i;
        }
    }
    return i;
}

// True when the bytes at p equal `literal` (short: a loop beats a call to memcmp).
bool same_bytes(const char* p, std::string_view literal) {
    for (std::size_t k = 0; k < literal.size(); ++k) {
        if (p[k] != literal[k]) {
            return false;
        }
    }
    return true;
}

// The literals found at one position of the scan.
struct Found {
    bool any = false;        // some literal occurs there
    bool inexact = false;    // one of them needs the RE2 set to tell the kinds
    std::uint32_t kinds = 0; // the kinds the exact ones trigger
};

// The literals filed under the bigram at text[i] that occur there (at the line start
// or end if they must).
Found literals_at(const Scanners& s, std::string_view text, std::size_t i) {
    const std::uint16_t h = bigram_at(reinterpret_cast<const unsigned char*>(text.data()) + i);
    Found found;
    for (auto it = s.by_bigram.begin() + s.first_of[h]; it != s.by_bigram.end() && it->bigram == h;
         ++it) {
        const Literal& lit = k_literals[it->literal];
        const std::size_t offset = it->offset;
        if (i < offset) {
            continue;
        }
        const std::size_t from = i - offset;
        const std::size_t to = from + lit.text.size();
        if (to <= text.size() && same_bytes(text.data() + from, lit.text) &&
            (lit.at != At::start || from == 0 || text[from - 1] == '\n') &&
            (lit.at != At::end || to == text.size() || text[to] == '\n')) {
            found.any = true;
            const std::uint32_t exact = s.exact_kinds[it->literal];
            found.inexact = found.inexact || exact == 0;
            found.kinds |= exact;
        }
    }
    return found;
}

// Sets the mask of a line from the set; false when the set did not compile.
bool mark_line(StreamLines& lines, std::size_t line, std::vector<int>& hits,
               std::size_t& unmarked_left) {
    if (unmarked_left > 0) {
        // The first few candidate lines of a stream are read by every detector: for a
        // small log that costs less than compiling the set that would sort them.
        --unmarked_left;
        lines.masks[line] = ~0U;
        return true;
    }
    const KindSet& k = kind_set();
    if (!k.ok) {
        return false;
    }
    const std::string_view l = lines.lines[line];
    hits.clear();
    if (k.per_kind->Match(re2::StringPiece(l.data(), l.size()), &hits)) {
        for (const int h : hits) {
            lines.masks[line] |= k.set_bits[static_cast<std::size_t>(h)];
        }
    }
    return true;
}

// Sets the mask of a line on which only exact literals occur: their kinds, unless
// the line could match one of the two fragments whose literals do not cover every
// spelling (a lint "\terror\t" column, a ".mjs:" header), which the set decides.
bool mark_exact_line(StreamLines& lines, std::size_t line, std::uint32_t kinds,
                     std::vector<int>& hits, std::size_t& unmarked_left) {
    const std::string_view l = lines.lines[line];
    if (l.ends_with(':') || l.find("error") != std::string_view::npos) {
        return mark_line(lines, line, hits, unmarked_left);
    }
    lines.masks[line] = kinds;
    return true;
}

// Marks every line: what the pre-pass does when the set did not compile.
void mark_all(StreamLines& lines) {
    lines.masks.assign(lines.lines.size(), ~0U); // look everywhere rather than miss
}

} // namespace

void mark_trigger_lines(StreamLines& lines) {
    lines.masks.assign(lines.lines.size(), 0);
    if (lines.lines.empty()) {
        return;
    }
    const Scanners& s = scanners();
    if (!s.ok) {
        return mark_all(lines);
    }
    // The lines are consecutive views into one buffer, separated by single newlines.
    const char* base = lines.lines.front().data();
    const char* end = lines.lines.back().data() + lines.lines.back().size();
    const std::string_view text(base, static_cast<std::size_t>(end - base));
    std::vector<int> hits;
    // A large stream pays for the set once and saves on every line after.
    std::size_t unmarked_left =
        text.size() < k_unsorted_stream_bytes ? k_unsorted_candidate_lines : 0;
    std::size_t line = 0;
    std::size_t line_end = lines.lines[0].size(); // offset of the line's '\n' (or the end)
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::uint32_t exact = 0; // kinds of the exact literals met so far on `line`
    for (std::size_t i = next_candidate(s, bytes, 0, n); i + 1 < n;
         i = next_candidate(s, bytes, i + 2, n)) {
        const Found found = literals_at(s, text, i);
        if (!found.any) {
            continue;
        }
        while (i > line_end) { // the hit is on a later line
            if (exact != 0 && !mark_exact_line(lines, line, exact, hits, unmarked_left)) {
                return mark_all(lines);
            }
            exact = 0;
            ++line;
            line_end = static_cast<std::size_t>(lines.lines[line].data() - base) +
                       lines.lines[line].size();
        }
        if (!found.inexact) {
            // Only literals that decide their kind alone so far: read on through the
            // line, as another literal may need the set.
            exact |= found.kinds;
            continue;
        }
        exact = 0;
        if (!mark_line(lines, line, hits, unmarked_left)) {
            return mark_all(lines);
        }
        // One look per line is enough: go on at the next line. The step of 2 lands on
        // its first byte (a hit lies inside its line, before its last byte, so
        // line_end >= 2).
        if (line + 1 >= lines.lines.size()) {
            return;
        }
        i = line_end - 1;
        ++line;
        line_end =
            static_cast<std::size_t>(lines.lines[line].data() - base) + lines.lines[line].size();
    }
    if (exact != 0 && !mark_exact_line(lines, line, exact, hits, unmarked_left)) {
        mark_all(lines);
    }
}

std::string_view trigger_fragments(Kind kind) {
    for (const Trigger& t : k_triggers) {
        if (t.kind == kind) {
            return t.fragments;
        }
    }
    return {};
}

} // namespace loopclose::core
