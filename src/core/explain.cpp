// SPDX-License-Identifier: MIT
#include "core/explain.hpp"

#include "core/detectors/common.hpp"
#include "core/kinds.hpp"
#include "core/paths.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <array>
#include <re2/re2.h>
#include <string>
#include <unordered_map>

namespace loopclose::core {

namespace {

// How far a message or origin is looked for from its item.
constexpr std::size_t k_reach = 40;

enum class LineRole : std::uint8_t { text, blank, frame, code, rule, status };

// What a line is to a message: prose to keep, a stack frame (the message ends there),
// a code frame or caret line, or a rule of dashes.
LineRole role_of(std::string_view line) {
    static const re2::RE2 frame(
        R"re(^\s*(?:at |File "|stack: |# \S+:\d+|from \S+:\d+|❯ |#\d+ |\d+: <unknown>|Stack backtrace:|stack backtrace:|Traceback \(most recent call last\)|thread '.*' panicked at |note: run with `RUST_BACKTRACE)|^\s*\S+\.\w+:\d+(?::\d+)?:?\s*$)re");
    static const re2::RE2 code(
        R"re(^\s*(?:>\s*)?\d+\s*[|│]|^\s*[|│·:]\s*[\^~─┬╰|]|^\s*[\^~]+\s*$|^\s*,-\[|^\s*╭─|^\s*`-+$|^\s*╰─+$)re");
    // Rules of dashes, a file's header ("src/a.test.ts:"), and the bookkeeping keys of a
    // TAP YAML block.
    static const re2::RE2 rule(
        R"re(^\s*(?:[-=_━─*~]{3,}|\.\.\.)\s*$|^\S+\.\w+:$|^\s+(?:duration_ms|location|failureType|code|name|type|operator|at|fileName|lineNumber|columnNumber|typeName|isToplevel|source|tapCaught): )re");
    const std::string_view t = trim(line);
    if (t.empty()) {
        return LineRole::blank;
    }
    // Another test's progress line: a listing of results, not an explanation.
    static const re2::RE2 status(
        R"re( \.\.\. (?:ok|FAIL|ERROR|skipped.*|expected failure)$|(?:PASSED|FAILED|SKIPPED)(?:\s+\[\s*\d+%\])?$|^\s*(?:✓|✔|\(pass\)|\(skip\)|ok \d+ ))re");
    const re2::StringPiece text(line.data(), line.size());
    if (re2::RE2::PartialMatch(text, status)) {
        return LineRole::status;
    }
    if (re2::RE2::PartialMatch(text, frame)) {
        return LineRole::frame;
    }
    if (re2::RE2::PartialMatch(text, code)) {
        return LineRole::code;
    }
    if (re2::RE2::PartialMatch(text, rule)) {
        return LineRole::rule;
    }
    return LineRole::text;
}

bool explains_code(Kind kind) {
    return kind == Kind::compile_error || kind == Kind::typecheck_error ||
           kind == Kind::syntax_error || kind == Kind::lint_error;
}

// Appends `line` to a bounded message; false once the message is full.
bool add_line(std::string& message, std::size_t& lines, std::string_view line) {
    const std::string text = make_snippet(line, k_max_message_bytes);
    if (text.empty()) {
        return true;
    }
    if (lines >= k_max_message_lines || message.size() + text.size() + 1 > k_max_message_bytes) {
        return false;
    }
    if (!message.empty()) {
        message += '\n';
    }
    message += text;
    ++lines;
    return true;
}

struct Region {
    std::size_t begin; // first line to read
    std::size_t end;   // one past the last
};

// Reads a region into a message and an origin. `taken` marks the lines other items
// were reported on: the region ends before them.
void read_region(const StreamLines& s, Region r, const std::vector<bool>& taken, std::size_t own,
                 Evidence& item) {
    std::string message;
    std::size_t lines = 0;
    bool in_frames = false;
    bool python = false; // inside a Python traceback: the exception comes after its frames
    bool full = false;
    std::size_t blanks = 0;
    const bool test = item.kind == Kind::test_failure;
    for (std::size_t j = r.begin; j < r.end; ++j) {
        if (taken[j] && j != own) {
            break;
        }
        const LineRole role = role_of(s.lines[j]);
        const std::string_view raw = s.lines[j];
        if (role == LineRole::frame && starts_with(trim(raw), "Traceback (most recent call")) {
            python = true;
        }
        if (python && in_frames && role != LineRole::frame && !raw.empty() && raw.front() != ' ') {
            // "ZeroDivisionError: division by zero" closes the traceback.
            if (!full) {
                full = !add_line(message, lines, raw);
            }
            break;
        }
        if (role == LineRole::frame || in_frames) {
            in_frames = true;
            if (!test || !item.origin_file.empty()) {
                if (!test && !python) {
                    break;
                }
                continue;
            }
            const detail::Location at = detail::location_on(s.lines[j]);
            if (at.line != 0 && !is_test_path(at.file) && at.file != item.file &&
                !detail::is_library_path(at.file)) {
                item.origin_file = sanitize_utf8(at.file); // one clean line in every report
                item.origin_line = at.line;
                if (!python) {
                    break;
                }
            }
            if (at.line != 0 && is_test_path(at.file) && !python) {
                break; // the test's own frame: whatever raised is above it, not below
            }
            continue;
        }
        if (role == LineRole::status) {
            break;
        }
        if (role == LineRole::blank) {
            if (++blanks >= 2 && lines > 0) {
                break;
            }
            continue;
        }
        blanks = 0;
        if (role == LineRole::rule || (role == LineRole::code && !explains_code(item.kind))) {
            continue;
        }
        if (!full) {
            full = !add_line(message, lines, s.lines[j]);
        }
    }
    if (item.message.empty()) {
        item.message = std::move(message);
    }
}

// pytest's section header for a node id: "tests/a.py::TestK::test_m[2]" -> "TestK.test_m[2]".
std::string pytest_section_name(std::string_view nodeid) {
    const std::size_t first = nodeid.find("::");
    std::string name(first == std::string_view::npos ? nodeid : nodeid.substr(first + 2));
    for (std::size_t p = name.find("::"); p != std::string::npos; p = name.find("::")) {
        name.replace(p, 2, ".");
    }
    return name;
}

// The "_____ name _____" (and "_____ ERROR at setup of name _____") sections of pytest.
std::unordered_map<std::string, std::size_t> pytest_sections(const StreamLines& s) {
    static const re2::RE2 header(R"re(^_{3,} (?:ERROR at \w+ of )?(.+?) _{3,}$)re");
    std::unordered_map<std::string, std::size_t> found;
    for (std::size_t j = 0; j < s.lines.size(); ++j) {
        re2::StringPiece name;
        if (starts_with(s.lines[j], "___") &&
            re2::RE2::FullMatch(re2::StringPiece(s.lines[j].data(), s.lines[j].size()), header,
                                &name)) {
            found.emplace(std::string(name.data(), name.size()), j);
        }
    }
    return found;
}

// The "E   assert 4 == 5" lines of a pytest section (or, without them, its
// "file:line: Error" line), and the first frame outside the test file as the origin.
bool read_pytest_section(const StreamLines& s, std::size_t header, Evidence& item) {
    static const re2::RE2 where(
        R"re(^(\S+\.py):(\d+): (?:in \S+|(\w+(?:Error|Exception|Exit|Interrupt)\b.*))?)re");
    static const re2::RE2 exception(R"re(^[\w.]*(?:Error|Exception|Exit|Interrupt)\b)re");
    std::string message;
    std::size_t lines = 0;
    std::string fallback;
    for (std::size_t j = header + 1; j < s.lines.size() && j < header + 400; ++j) {
        const std::string_view line = s.lines[j];
        if (starts_with(line, "___") || starts_with(line, "===")) {
            break;
        }
        if (starts_with(line, "E ")) {
            add_line(message, lines, line.substr(1));
            continue;
        }
        if (fallback.empty() &&
            re2::RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), exception)) {
            fallback = std::string(line); // --tb=native: the traceback's last line
        }
        re2::StringPiece file;
        re2::StringPiece number;
        re2::StringPiece error;
        if (re2::RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), where, &file,
                                   &number, &error)) {
            const std::string_view f(file.data(), file.size());
            if (item.origin_file.empty() && !is_test_path(f) && !detail::is_library_path(f)) {
                item.origin_file = sanitize_utf8(f);
                item.origin_line = parse_small_number({number.data(), number.size()});
            }
            if (fallback.empty() && !error.empty()) {
                fallback = std::string(error.data(), error.size());
            }
        }
    }
    if (message.empty() && !fallback.empty()) {
        std::size_t n = 0;
        add_line(message, n, fallback);
    }
    if (message.empty()) {
        return false;
    }
    item.message = std::move(message);
    return true;
}

// The "---- name stdout ----" blocks of cargo test, by test name.
std::unordered_map<std::string_view, std::size_t> cargo_blocks(const StreamLines& s) {
    std::unordered_map<std::string_view, std::size_t> blocks;
    for (std::size_t j = 0; j < s.lines.size(); ++j) {
        const std::string_view line = s.lines[j];
        if (starts_with(line, "---- ") && line.ends_with(" stdout ----")) {
            blocks.emplace(line.substr(5, line.size() - 5 - 12), j);
        }
    }
    return blocks;
}

void explain_stream(const StreamLines& s, std::vector<Evidence*>& items) {
    if (items.empty()) {
        return;
    }
    // Per kind, the lines items of that kind were reported on: a message ends at the
    // next item of its own kind (another failing test, the next compiler error); other
    // kinds inside it (an exception line in a test's report) are part of it.
    std::array<std::vector<bool>, k_kind_count> taken_by_kind;
    for (const Evidence* item : items) {
        auto& taken = taken_by_kind[kind_index(item->kind)];
        if (taken.empty()) {
            taken.assign(s.lines.size(), false);
        }
        if (item->source_line < taken.size()) {
            taken[item->source_line] = true;
        }
    }
    std::unordered_map<std::string, std::size_t> sections;
    bool sections_read = false;
    std::unordered_map<std::string_view, std::size_t> blocks;
    bool blocks_read = false;
    for (Evidence* item : items) {
        const std::size_t i = item->source_line;
        if (i >= s.lines.size()) {
            continue;
        }
        const std::vector<bool>& taken = taken_by_kind[kind_index(item->kind)];
        if (item->tool == "pytest" && item->kind == Kind::test_failure) {
            // The "____ test ____" section: its "E   " lines and "file:line: Error".
            if (!sections_read) {
                sections = pytest_sections(s);
                sections_read = true;
            }
            if (const auto it = sections.find(pytest_section_name(item->label));
                it != sections.end() && read_pytest_section(s, it->second, *item)) {
                continue;
            }
            // "FAILED tests/a.py::t - assert 4 == 5": the summary carries the message.
            const std::string_view line = s.lines[i];
            if (const std::size_t dash = line.find(" - "); dash != std::string_view::npos) {
                std::size_t n = 0;
                add_line(item->message, n, line.substr(dash + 3));
            }
            continue;
        }
        if (item->tool == "cargo" && item->kind == Kind::test_failure) {
            if (!blocks_read) {
                blocks = cargo_blocks(s);
                blocks_read = true;
            }
            if (const auto it = blocks.find(item->label); it != blocks.end()) {
                const std::size_t from = it->second + 1;
                read_region(s, {from, std::min(s.lines.size(), from + k_reach)}, taken, i, *item);
                continue;
            }
        }
        if (item->kind == Kind::test_failure &&
            (item->tool == "bun" || item->tool == "gtest" || item->tool == "nim")) {
            // These print the failure first and the test's name after it: the region
            // is what lies between the previous reported line and this one.
            std::size_t from = i;
            while (from > 0 && i - from < k_reach && !taken[from - 1] &&
                   role_of(s.lines[from - 1]) != LineRole::status) {
                --from;
            }
            read_region(s, {from, i}, taken, i, *item);
            continue;
        }
        if (!item->message.empty()) {
            continue;
        }
        if (item->kind == Kind::crash && item->label == "SIGABRT") {
            // "prog: prog.c:5: main: Assertion `x > 0' failed." just above "Aborted".
            for (std::size_t back = 1; back <= 5 && back <= i; ++back) {
                if (contains(s.lines[i - back], "Assertion") &&
                    contains(s.lines[i - back], "failed")) {
                    std::size_t n = 0;
                    add_line(item->message, n, s.lines[i - back]);
                    break;
                }
            }
        }
        if (!item->message.empty()) {
            continue;
        }
        if (!explains_code(item->kind) && item->kind != Kind::test_failure) {
            // A runtime error, a missing module…: its own line says it.
            item->message = item->snippet;
            continue;
        }
        // A diagnostic opens its own message; a test's name does not.
        std::size_t n = 0;
        if (explains_code(item->kind)) {
            add_line(item->message, n, s.lines[i]);
        }
        Evidence probe = *item;
        probe.message.clear();
        read_region(s, {i + 1, std::min(s.lines.size(), i + 1 + k_reach)}, taken, i, probe);
        item->origin_file = probe.origin_file;
        item->origin_line = probe.origin_line;
        if (!probe.message.empty()) {
            item->message += item->message.empty() ? probe.message : "\n" + probe.message;
        }
        if (n > 0) {
            // Cut back to the bounds after joining.
            std::string joined;
            std::size_t count = 0;
            for (std::string_view m = item->message; !m.empty();) {
                const std::size_t nl = m.find('\n');
                if (!add_line(joined, count, m.substr(0, nl))) {
                    break;
                }
                m.remove_prefix(nl == std::string_view::npos ? m.size() : nl + 1);
            }
            item->message = std::move(joined);
        }
    }
}

} // namespace

void attach_explanations(const StreamLines& out, const StreamLines& err,
                         std::vector<Evidence>& items) {
    std::vector<Evidence*> on_out;
    std::vector<Evidence*> on_err;
    for (auto& item : items) {
        if (item.kind == Kind::stack_trace || !kind_info(item.kind).blocking) {
            continue;
        }
        if (item.stream == Stream::out) {
            on_out.push_back(&item);
        } else if (item.stream == Stream::err) {
            on_err.push_back(&item);
        }
    }
    explain_stream(out, on_out);
    explain_stream(err, on_err);
}

} // namespace loopclose::core
