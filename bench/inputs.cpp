// SPDX-License-Identifier: MIT
#include "bench/inputs.hpp"

#include <array>
#include <string>

namespace loopclose::bench {

namespace {

constexpr std::size_t k_chunk = 64 * 1024;

// Lines holding `unit` repeated: half of them once (many short lines stress the
// per-line work and the look-ahead loops), the others 2 to 131072 times (long lines
// stress the regular expressions).
void unit_lines(Writer& w, Rng& rng, std::string_view unit) {
    while (!w.full()) {
        const std::size_t count = rng.chance(50) ? 1 : std::size_t{1} << rng.between(1, 17);
        w.repeat(unit, count);
        w.put("\n");
    }
}

// Complete matching lines "<before>N<after>", N counting up: every line is a finding.
void numbered_lines(Writer& w, std::string_view before, std::string_view after) {
    for (std::size_t n = 1; !w.full(); ++n) {
        w.put(before);
        w.put(std::to_string(n));
        w.put(after);
    }
}

void realistic(Writer& w, Rng& rng) {
    write_realistic_log(w, rng);
}
void one_char_paren(Writer& w, Rng&) {
    w.repeat("(", SIZE_MAX);
}
void one_char_space(Writer& w, Rng&) {
    w.repeat(" ", SIZE_MAX);
}
void ansi_flood(Writer& w, Rng& rng) {
    unit_lines(w, rng, "\x1b[1;31mE\x1b[0m\x1b[2K\x1b[38;5;208m\x1b[");
}
void cr_flood(Writer& w, Rng& rng) {
    unit_lines(w, rng, " 45% [====>   ]\r\r");
}
void at_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "at ");
}
void bun_fail_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "(fail) ");
}
void tsc_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "error TS");
}
void go_fail_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "--- FAIL: ");
}
void conflict_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "<<<<<<< ");
}
void python_file_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "File \"");
}
void jest_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "FAIL ● ");
}
void pytest_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "FAILED a::");
}
void rust_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "thread 'a' panicked at ");
}
void go_panic_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "panic: ");
}
void tap_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "not ok 1 - ");
}
void sanitizer_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "==1==ERROR: ");
}
void cc_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "a.c:1:2: error");
}
void marker_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "TODO(FIXME(");
}
void module_prefix(Writer& w, Rng& rng) {
    unit_lines(w, rng, "Cannot find module '");
}
void pytest_lines(Writer& w, Rng&) {
    numbered_lines(w, "FAILED tests/test_a.py::test_", " - assert 0\n");
}
void go_fail_lines(Writer& w, Rng&) {
    numbered_lines(w, "--- FAIL: TestA", " (0.00s)\n");
}
void cargo_lines(Writer& w, Rng&) {
    numbered_lines(w, "test t", " ... FAILED\n");
}
void rust_panic_lines(Writer& w, Rng&) {
    numbered_lines(w, "thread 't", "' panicked at src/a.rs:1:2:\n");
}
void go_panic_lines(Writer& w, Rng&) {
    numbered_lines(w, "panic: boom ", "\n");
}
void tap_lines(Writer& w, Rng&) {
    numbered_lines(w, "not ok ", " - a test\n");
}
void mocha_lines(Writer& w, Rng&) {
    w.put("  1 failing\n\n");
    numbered_lines(w, "  1) suite ", "\n");
}

constexpr std::array<InputShape, 30> k_shapes{{
    {"realistic", "mixed test log: passing tests of 8 runners, app logs, a few failures", false,
     false, realistic},
    {"no-newline", "the realistic log with every newline turned into a space", true, true,
     realistic},
    {"open-parens", "'(' repeated, no newline", true, false, one_char_paren},
    {"spaces", "' ' repeated, no newline", true, false, one_char_space},
    {"ansi-flood", "lines of colour codes and unfinished CSI sequences", true, false, ansi_flood},
    {"cr-flood", "lines of CR-overwritten progress bars", true, false, cr_flood},
    {"at-prefix", "lines of \"at \" repeated (JS/Rust frames without a location)", true, false,
     at_prefix},
    {"bun-fail-prefix", "lines of \"(fail) \" repeated", true, false, bun_fail_prefix},
    {"tsc-prefix", "lines of \"error TS\" repeated", true, false, tsc_prefix},
    {"go-fail-prefix", "lines of \"--- FAIL: \" repeated", true, false, go_fail_prefix},
    {"conflict-prefix", "lines of \"<<<<<<< \" repeated, never closed", true, false,
     conflict_prefix},
    {"python-file-prefix", "lines of 'File \"' repeated", true, false, python_file_prefix},
    {"jest-prefix", "lines of \"FAIL ● \" repeated", true, false, jest_prefix},
    {"pytest-prefix", "lines of \"FAILED a::\" repeated", true, false, pytest_prefix},
    {"rust-panic-prefix", "lines of \"thread 'a' panicked at \" repeated", true, false,
     rust_prefix},
    {"go-panic-prefix", "lines of \"panic: \" repeated", true, false, go_panic_prefix},
    {"tap-prefix", "lines of \"not ok 1 - \" repeated", true, false, tap_prefix},
    {"sanitizer-prefix", "lines of \"==1==ERROR: \" repeated", true, false, sanitizer_prefix},
    {"cc-prefix", "lines of \"a.c:1:2: error\" repeated (no colon after error)", true, false,
     cc_prefix},
    {"marker-prefix", "lines of \"TODO(FIXME(\" repeated", true, false, marker_prefix},
    {"module-prefix", "lines of \"Cannot find module '\" repeated", true, false, module_prefix},
    {"pytest-lines", "complete \"FAILED tests/test_a.py::test_N - assert 0\" lines", true, false,
     pytest_lines},
    {"go-fail-lines", "complete \"--- FAIL: TestAN (0.00s)\" lines", true, false, go_fail_lines},
    {"cargo-lines", "complete \"test tN ... FAILED\" lines", true, false, cargo_lines},
    {"rust-panic-lines", "complete \"thread 'tN' panicked at src/a.rs:1:2:\" lines", true, false,
     rust_panic_lines},
    {"go-panic-lines", "complete \"panic: boom N\" lines", true, false, go_panic_lines},
    {"tap-lines", "complete \"not ok N - a test\" lines", true, false, tap_lines},
    {"mocha-lines", "\"1 failing\" then \"  1) suite N\" lines with no blank line", true, false,
     mocha_lines},
    {"conflict-lines", "complete <<<<<<< / ======= blocks never closed by >>>>>>>", true, false,
     [](Writer& w, Rng&) { numbered_lines(w, "<<<<<<< HEAD\nours ", "\n=======\n"); }},
    {"traceback-lines", "\"Traceback\" headers each followed by a one-frame traceback", true, false,
     [](Writer& w, Rng&) {
         numbered_lines(w, "Traceback (most recent call last):\n  File \"a.py\", line ",
                        ", in f\nValueError: x\n");
     }},
}};

std::uint64_t seed_of(std::string_view id) {
    std::uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a
    for (const char c : id) {
        h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    }
    return h;
}

} // namespace

std::uint64_t Rng::next() {
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::size_t Rng::below(std::size_t n) {
    return n == 0 ? 0 : static_cast<std::size_t>(next() % n);
}

std::size_t Rng::between(std::size_t lo, std::size_t hi) {
    return hi < lo ? lo : lo + below(hi - lo + 1);
}

bool Rng::chance(unsigned percent) {
    return below(100) < percent;
}

Writer::Writer(std::size_t limit, const Sink& sink, bool join_lines)
    : m_limit(limit), m_sink(sink), m_join_lines(join_lines) {
    m_buffer.reserve(k_chunk * 2);
}

Writer::~Writer() {
    flush();
}

void Writer::put(std::string_view text) {
    if (full()) {
        return;
    }
    text = text.substr(0, m_limit - m_written);
    const std::size_t start = m_buffer.size();
    m_buffer.append(text);
    if (m_join_lines) {
        for (std::size_t i = start; i < m_buffer.size(); ++i) {
            if (m_buffer[i] == '\n') {
                m_buffer[i] = ' ';
            }
        }
    }
    m_written += text.size();
    if (m_buffer.size() >= k_chunk) {
        flush();
    }
}

void Writer::repeat(std::string_view text, std::size_t count) {
    for (std::size_t i = 0; i < count && !full(); ++i) {
        put(text);
    }
}

void Writer::flush() {
    if (!m_buffer.empty()) {
        m_sink(m_buffer);
        m_buffer.clear();
    }
}

std::span<const InputShape> input_shapes() {
    return k_shapes;
}

const InputShape* find_input_shape(std::string_view id) {
    for (const auto& shape : k_shapes) {
        if (shape.id == id) {
            return &shape;
        }
    }
    return nullptr;
}

void generate_input(const InputShape& shape, std::size_t bytes, const Sink& sink) {
    Rng rng(seed_of(shape.id));
    Writer out(bytes, sink, shape.join_lines);
    shape.generate(out, rng);
}

std::string make_input(const InputShape& shape, std::size_t bytes) {
    std::string text;
    text.reserve(bytes);
    generate_input(shape, bytes, [&](std::string_view chunk) { text.append(chunk); });
    return text;
}

} // namespace loopclose::bench
