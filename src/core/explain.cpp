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

using detail::LineRole;

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
        const LineRole role = detail::line_role(s.lines[j]);
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
            // (In a Python traceback the innermost project frame, the last, is the origin.)
            if (!test || (!item.origin_file.empty() && !python)) {
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
// "file:line: Error" line), and the innermost frame outside the test file as the origin.
bool read_pytest_section(const StreamLines& s, std::size_t header, Evidence& item) {
    static const re2::RE2 where(
        R"re(^(\S+\.py):(\d+): (?:in \S+|(\w+(?:Error|Exception|Exit|Interrupt)\b.*))?)re");
    static const re2::RE2 exception(R"re(^[\w.]*(?:Error|Exception|Exit|Interrupt)\b)re");
    std::string message;
    std::size_t lines = 0;
    std::string fallback;
    const bool had_origin = !item.origin_file.empty();
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
            // The section lists the frames outermost first: the last project frame
            // outside the test file is where it raised.
            if (!had_origin && !is_test_path(f) && !detail::is_library_path(f)) {
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
                   detail::line_role(s.lines[from - 1]) != LineRole::status) {
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

namespace detail {

namespace {

std::string_view skip_spaces(std::string_view t) {
    std::size_t k = 0;
    while (k < t.size() && is_space(t[k])) {
        ++k;
    }
    return t.substr(k);
}

std::string_view drop_trailing_spaces(std::string_view t) {
    while (!t.empty() && is_space(t.back())) {
        t.remove_suffix(1);
    }
    return t;
}

// Removes a leading run of at least one digit; false when there is none.
bool eat_digits(std::string_view& t) {
    std::size_t k = 0;
    while (k < t.size() && is_digit(t[k])) {
        ++k;
    }
    t.remove_prefix(k);
    return k > 0;
}

// Removes one of `choices` from the front of `t`; false when none begins it.
bool eat_one_of(std::string_view& t, std::initializer_list<std::string_view> choices) {
    for (const std::string_view c : choices) {
        if (starts_with(t, c)) {
            t.remove_prefix(c.size());
            return true;
        }
    }
    return false;
}

// True when `t` (no white space) ends with ".ext" after at least one byte: the ext a
// run of word characters.
bool ends_with_extension(std::string_view t) {
    std::size_t k = t.size();
    while (k > 0 && is_word(t[k - 1])) {
        --k;
    }
    return k < t.size() && k >= 2 && t[k - 1] == '.';
}

bool has_space(std::string_view t) {
    return std::any_of(t.begin(), t.end(), is_space);
}

// "name.ext:12", "name.ext:12:5", either with a ':' after: a frame of its own.
bool is_bare_location(std::string_view t) {
    if (t.empty() || has_space(t)) {
        return false;
    }
    if (t.back() == ':') {
        t.remove_suffix(1);
    }
    const auto strip_number = [](std::string_view& u) {
        std::size_t k = u.size();
        while (k > 0 && is_digit(u[k - 1])) {
            --k;
        }
        if (k == u.size() || k == 0 || u[k - 1] != ':') {
            return false;
        }
        u = u.substr(0, k - 1);
        return true;
    };
    if (!strip_number(t)) {
        return false;
    }
    if (ends_with_extension(t)) {
        return true;
    }
    return strip_number(t) && ends_with_extension(t);
}

// A token at the front of `t` (up to white space) holding ":<digit>" after its first
// byte: "./spec/x_spec.rb:4:in".
bool token_has_line(std::string_view t) {
    std::size_t end = 0;
    while (end < t.size() && !is_space(t[end])) {
        ++end;
    }
    for (std::size_t k = 1; k + 1 < end; ++k) {
        if (t[k] == ':' && is_digit(t[k + 1])) {
            return true;
        }
    }
    return false;
}

bool is_status(std::string_view line) {
    // "test_x (m.T) ... ok", unittest's and nose's progress lines.
    for (std::size_t at = line.find(" ... "); at != std::string_view::npos;
         at = line.find(" ... ", at + 1)) {
        const std::string_view rest = line.substr(at + 5);
        if (rest == "ok" || rest == "FAIL" || rest == "ERROR" || rest == "expected failure" ||
            (starts_with(rest, "skipped") && rest.find('\n') == std::string_view::npos)) {
            return true;
        }
    }
    // pytest -v: "t.py::test_a PASSED [ 50%]".
    std::string_view t = line;
    if (t.size() >= 2 && t.substr(t.size() - 2) == "%]") {
        std::string_view u = t.substr(0, t.size() - 2);
        std::size_t k = u.size();
        while (k > 0 && is_digit(u[k - 1])) {
            --k;
        }
        if (k < u.size()) {
            while (k > 0 && is_space(u[k - 1])) {
                --k;
            }
            if (k > 0 && u[k - 1] == '[') {
                std::size_t spaces = k - 1;
                while (spaces > 0 && is_space(u[spaces - 1])) {
                    --spaces;
                }
                if (spaces < k - 1) {
                    t = u.substr(0, spaces);
                }
            }
        }
    }
    for (const std::string_view word : {"PASSED", "FAILED", "SKIPPED"}) {
        if (t.size() >= word.size() && t.substr(t.size() - word.size()) == word) {
            return true;
        }
    }
    std::string_view lead = skip_spaces(line);
    if (eat_one_of(lead, {"✓", "✔", "(pass)", "(skip)"})) {
        return true;
    }
    return eat_one_of(lead, {"ok "}) && eat_digits(lead) && starts_with(lead, " ");
}

bool is_frame(std::string_view line) {
    std::string_view t = skip_spaces(line);
    std::string_view rest = t;
    if (eat_one_of(rest, {"at ", "File \"", "stack: ", "❯ ", "Stack backtrace:", "stack backtrace:",
                          "Traceback (most recent call last)", "note: run with `RUST_BACKTRACE"})) {
        return true;
    }
    rest = t;
    if (eat_one_of(rest, {"# ", "from "}) && token_has_line(rest)) {
        return true;
    }
    rest = t;
    if (eat_one_of(rest, {"#"}) && eat_digits(rest) && starts_with(rest, " ")) {
        return true; // gdb's "#3 0x… in f ()"
    }
    rest = t;
    if (eat_digits(rest) && starts_with(rest, ": <unknown>")) {
        return true;
    }
    if (starts_with(t, "thread '") && t.find("' panicked at ", 8) != std::string_view::npos) {
        return true;
    }
    return is_bare_location(drop_trailing_spaces(t));
}

bool is_code(std::string_view line) {
    const std::string_view t = skip_spaces(line);
    std::string_view rest = t;
    // "  12 | x", "> 12 │ x" (a numbered source line).
    if (eat_one_of(rest, {">"})) {
        rest = skip_spaces(rest);
    }
    if (eat_digits(rest) && eat_one_of(rest = skip_spaces(rest), {"|", "│"})) {
        return true;
    }
    // "  | ^^^", "  · ─┬─", "  : ^" (a caret under a source line).
    rest = t;
    if (eat_one_of(rest, {"|", "│", "·", ":"})) {
        rest = skip_spaces(rest);
        if (eat_one_of(rest, {"^", "~", "─", "┬", "╰", "|"})) {
            return true;
        }
    }
    // "   ^~~~" alone.
    const std::string_view carets = drop_trailing_spaces(t);
    if (!carets.empty() &&
        std::all_of(carets.begin(), carets.end(), [](char c) { return c == '^' || c == '~'; })) {
        return true;
    }
    if (starts_with(t, ",-[") || starts_with(t, "╭─")) {
        return true;
    }
    // "`----" and "╰────" closing a box.
    if (t.size() >= 2 && t.front() == '`' &&
        std::all_of(t.begin() + 1, t.end(), [](char c) { return c == '-'; })) {
        return true;
    }
    rest = t;
    if (!eat_one_of(rest, {"╰"}) || rest.empty()) {
        return false;
    }
    while (eat_one_of(rest, {"─"})) {
    }
    return rest.empty() && t.size() > std::string_view("╰").size();
}

bool is_rule(std::string_view line) {
    // "-----", "=====", "━━━", "...": a rule or an ellipsis alone on its line.
    const std::string_view t = drop_trailing_spaces(skip_spaces(line));
    if (t == "...") {
        return true;
    }
    std::string_view rest = t;
    std::size_t marks = 0;
    while (!rest.empty() && eat_one_of(rest, {"-", "=", "_", "━", "─", "*", "~"})) {
        ++marks;
    }
    if (marks >= 3 && rest.empty()) {
        return true;
    }
    // "src/a.test.ts:", a file's header.
    if (!line.empty() && line.back() == ':' && !has_space(line) &&
        ends_with_extension(line.substr(0, line.size() - 1))) {
        return true;
    }
    // The keys of a TAP YAML block: "  duration_ms: 1.2".
    if (line.empty() || !is_space(line.front())) {
        return false;
    }
    rest = skip_spaces(line);
    for (const std::string_view key :
         {"duration_ms", "location", "failureType", "code", "name", "type", "operator", "at",
          "fileName", "lineNumber", "columnNumber", "typeName", "isToplevel", "source",
          "tapCaught"}) {
        if (starts_with(rest, key) && starts_with(rest.substr(key.size()), ": ")) {
            return true;
        }
    }
    return false;
}

} // namespace

LineRole line_role(std::string_view line) {
    if (trim(line).empty()) {
        return LineRole::blank;
    }
    if (is_status(line)) {
        return LineRole::status; // another test's progress line: a listing, not a reason
    }
    if (is_frame(line)) {
        return LineRole::frame;
    }
    if (is_code(line)) {
        return LineRole::code;
    }
    if (is_rule(line)) {
        return LineRole::rule;
    }
    return LineRole::text;
}

} // namespace detail

} // namespace loopclose::core
