// SPDX-License-Identifier: MIT
// Detectors for what the output shows of the source: empty functions, markers and
// stack frames.
#include "core/detectors/common.hpp"
#include "core/detectors/detectors_impl.hpp"

#include <array>
#include <string>

namespace loopclose::core::detail {

namespace {

// A runner's line about a test it skipped or passed may say TODO without being a lead:
// a skip's reason (cargo "test x ... ignored, TODO: slow", unittest "test_x (m.T.test_x)
// ... skipped 'FIXME: y'", pytest "SKIPPED [1] x: TODO", TAP "ok 3 # SKIP TODO",
// test-unit "Pending: …", RSpec "x (PENDING: TODO: y)"), a passing test's name (TAP "ok
// 3 - TODO: x", node's "✔ TODO: jitter (0.9ms) # TODO", mocha and vitest "✓ TODO: x",
// minitest -v "Suite#test_TODO: x = 0.00 s = ."; the JUnit 5 console's tree, "├─
// disabledOne() ↷ TODO(bob): re-enable", its mark for a skipped test; --details flat's
// "=> Reason: TODO(bob): flaky on CI" under "Skipped:", verbose's "│  reason: …").
bool reports_a_skipped_test(std::string_view line) {
    const std::string_view body = trim(line);
    return contains(line, " ... ignored") || contains(line, " ... skipped ") ||
           contains(line, " \xE2\x86\xB7 ") || contains(line, "SKIPPED") ||
           contains(line, "# SKIP") || contains(line, "# skip") || contains(line, "# TODO") ||
           body.starts_with("Pending: ") || body.starts_with("PENDING: ") ||
           body.ends_with(" s = .") || body.ends_with(" s = S") || body.starts_with("✔ ") ||
           body.starts_with("✓ ") || body.starts_with("ok ") || contains(line, "(PENDING: ") ||
           body.starts_with("=> Reason: ") ||
           (body.starts_with("\xE2\x94\x82") && contains(line, " reason: ")); // │
}

// RSpec's reason for a pending example, under "Pending:" below the example's number:
//   Pending: (Failures listed here are expected and do not affect your suite's status)
//     1) Stack is pending until someone writes it
//        # FIXME(ana): size not implemented
// PHPUnit's reason for an incomplete, skipped or risky test, the same way:
//   There was 1 incomplete test:
//   1) SlugTest::testIncomplete
//   TODO(ann): handle emoji
bool gives_a_pending_reason(const StreamLines& s, std::size_t i) {
    if (i == 0) {
        return false;
    }
    const bool comment = trim(s.lines[i]).starts_with("# ");
    const std::string_view above = trim(s.lines[i - 1]);
    const std::size_t digits = above.find_first_not_of("0123456789");
    if (digits == 0 || digits == std::string_view::npos ||
        !above.substr(digits).starts_with(") ")) {
        return false;
    }
    for (std::size_t back = 2; back <= 400 && back <= i; ++back) {
        const std::string_view line = s.lines[i - back];
        if (comment && line.starts_with("Pending:")) {
            return true;
        }
        if (line.starts_with("There w")) { // PHPUnit's "There was 1 …:", "There were 2 …:"
            return contains(line, " incomplete test") || contains(line, " skipped test") ||
                   contains(line, " risky test");
        }
        if (line.starts_with("Failures:")) {
            return false;
        }
    }
    return false;
}

// TODO:/FIXME: and TODO(who):/FIXME(who): as whole words, upper case.
void detect_marker(const DetectorInput& input, std::vector<Evidence>& out, Kind kind,
                   std::string_view word, const Pattern& pattern) {
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, kind); i < s.lines.size(); i = s.next_hot(i + 1, kind)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 1> g;
            if (contains(line, word) && !reports_a_skipped_test(line) && pattern.search(line, g) &&
                !gives_a_pending_reason(s, i)) {
                add_evidence(out, kind, s, i, {}, g[0]);
            }
        }
    });
}

} // namespace

void detect_todo_markers(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern p(R"re((?:^|[^\w-])TODO(?:\(([^()\s]{1,64})\))?:(?:\s|$))re");
    detect_marker(input, out, Kind::todo_marker, "TODO", p);
}

void detect_fixme_markers(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern p(R"re((?:^|[^\w-])FIXME(?:\(([^()\s]{1,64})\))?:(?:\s|$))re");
    detect_marker(input, out, Kind::fixme_marker, "FIXME", p);
}

namespace {

// True when line `i` is source rustc or clippy quotes under a diagnostic's " --> a.rs:3:5"
// line: a match arm's "None => {}" there is Rust, not an empty arrow function.
bool in_rust_snippet(const StreamLines& s, std::size_t i) {
    for (std::size_t back = 1; back <= 12 && back <= i; ++back) {
        const std::string_view above = trim(s.lines[i - back]);
        if (starts_with(above, "--> ")) {
            return true;
        }
        if (above.empty()) {
            return false;
        }
    }
    return false;
}

} // namespace

void detect_incomplete_functions(const DetectorInput& input, std::vector<Evidence>& out) {
    // Source echoed in a code frame: "function f() {}", "() => {}", "=> { /* TODO */ }",
    // Python "def f(): pass" / "...". Gutter prefixes such as "> 12 | " are allowed.
    static const Pattern js(
        R"re(\bfunction\s*[\w$]*\s*\([^()]*\)\s*\{\s*(?:(?://|/\*)\s*TODO\b[^}]*)?\}|=>\s*\{\s*(?:(?://|/\*)\s*TODO\b[^}]*)?\}\s*[,;)]?\s*$)re");
    static const Pattern python(
        R"re(^\s*(?:[>|\d\s]*\|\s*)?def \w+\([^()]*\)(?:\s*->\s*[^:]+)?:\s*(?:pass|\.\.\.)\s*(?:#\s*TODO\b.*)?$)re");
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::incomplete_function); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::incomplete_function)) {
            const std::string_view line = s.lines[i];
            if (contains(line, "{") && contains(line, "}") &&
                (contains(line, "function") || contains(line, "=>")) && js.search(line) &&
                !in_rust_snippet(s, i)) {
                add_evidence(out, Kind::incomplete_function, s, i, {}, {});
            } else if (contains(line, "def ") && python.search(line)) {
                add_evidence(out, Kind::incomplete_function, s, i, {}, {});
            }
        }
    });
}

void detect_stack_frames(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern js(R"re(^\s+at (?:(.*?) \()?(?:file://)?(\S+?):(\d+):(\d+)\)?\s*$)re");
    static const Pattern python(R"re(^\s*File "([^"]+)", line (\d+)(?:, in (\S+))?)re");
    static const Pattern go(R"re(^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$)re");
    static const Pattern rust(R"re(^\s+at (\S+\.rs):(\d+):(\d+)\s*$)re");
    constexpr std::size_t k_max_frames = 3;
    std::size_t found = 0;
    std::vector<std::string> seen;
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::stack_trace);
             i < s.lines.size() && found < k_max_frames; i = s.next_hot(i + 1, Kind::stack_trace)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 4> g;
            Location where;
            std::string_view label;
            if (contains(line, "at ") && rust.search(line, g)) {
                where = {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
            } else if (contains(line, "at ") && js.search(line, g)) {
                where = {g[1], parse_small_number(g[2]), parse_small_number(g[3])};
                label = g[0];
            } else if (contains(line, "at ") && java_frame_pattern().search(line, g)) {
                where = {g[0], parse_small_number(g[1]), 0};
            } else if (contains(line, "File \"") && python.search(line, g)) {
                where = {g[0], parse_small_number(g[1]), 0};
                label = g[2];
            } else if (!line.empty() && line.front() == '\t' && go.search(line, g)) {
                where = {g[0], parse_small_number(g[1]), 0};
                if (i > 0) {
                    label = trim(s.lines[i - 1]);
                    label = label.substr(0, label.find('('));
                }
            } else {
                continue;
            }
            if (where.line == 0 || is_library_path(where.file)) {
                continue;
            }
            std::string key(where.file);
            key += ':';
            key += std::to_string(where.line);
            bool duplicate = false;
            for (const auto& k : seen) {
                duplicate = duplicate || k == key;
            }
            if (duplicate) {
                continue;
            }
            seen.push_back(key);
            add_evidence(out, Kind::stack_trace, s, i, where, label);
            ++found;
        }
    });
}

} // namespace loopclose::core::detail
