// SPDX-License-Identifier: MIT
// AVA (tests/fixtures/ava): after the "✘ [fail]: name" list, each failure's details are
// its name indented by two spaces, a blank line, then its place ("  test/bus.test.js:5")
// and the code frame. With several test files the name starts with the file ("bus ›
// emit"), and a row reads it; with one file it is the bare test title, which holds no
// literal a row could be keyed on but the place's ".js:" that every log holds. This reads
// those blocks only in a stream that has AVA's "✘ [" list, checking the first bytes of
// each line, one pass.
#include "core/detectors/common.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// "  test/bus.test.js:5": the place of a test's details; false for anything else.
bool ava_place(std::string_view line, detail::Location& where) {
    if (!starts_with(line, "  ") || line.size() < 6 || line[2] == ' ') {
        return false;
    }
    const std::string_view rest = trim(line);
    const std::size_t colon = rest.rfind(':');
    if (colon == std::string_view::npos || colon + 1 == rest.size() ||
        rest.find(' ') != std::string_view::npos) {
        return false;
    }
    const std::string_view file = rest.substr(0, colon);
    const std::string_view number = rest.substr(colon + 1);
    if (number.find_first_not_of("0123456789") != std::string_view::npos || number.size() > 9) {
        return false;
    }
    static constexpr std::string_view k_extensions[] = {".js",  ".mjs", ".cjs", ".ts",
                                                        ".mts", ".cts", ".jsx", ".tsx"};
    for (const std::string_view extension : k_extensions) {
        if (file.ends_with(extension)) {
            where = {file, parse_small_number(number), 0};
            return true;
        }
    }
    return false;
}

// The column of a failure's place: its frame under the message ("  › file://test/a.js:6:5",
// the file's URL or its path) on the same line of the same file; 0 when none is.
std::uint32_t ava_column(const StreamLines& s, std::size_t from, const detail::Location& where) {
    constexpr std::string_view k_mark = "\xE2\x80\xBA "; // "› "
    for (std::size_t j = from; j < s.lines.size() && j < from + 80; ++j) {
        std::string_view t = trim(s.lines[j]);
        detail::Location next;
        if (ava_place(s.lines[j], next)) {
            break; // the next failure's details
        }
        if (!starts_with(t, k_mark)) {
            continue;
        }
        t.remove_prefix(k_mark.size());
        if (starts_with(t, "file://")) {
            t.remove_prefix(7);
        }
        const std::size_t last = t.rfind(':');
        const std::size_t middle = last == std::string_view::npos ? last : t.rfind(':', last - 1);
        if (middle == std::string_view::npos || middle == 0) {
            continue;
        }
        const std::string_view file = t.substr(0, middle);
        if (!file.ends_with(where.file) ||
            parse_small_number(t.substr(middle + 1, last - middle - 1)) != where.line) {
            continue;
        }
        return parse_small_number(t.substr(last + 1));
    }
    return 0;
}

// The place of an error a test threw, from the stack below line `from` up to the end of
// the failure's details (three blank lines): the first frame in a test file, else the
// first in the project; empty when the error has no stack (a string thrown).
detail::Location thrown_place(const StreamLines& s, std::size_t from) {
    detail::Location first;
    std::size_t blanks = 0;
    for (std::size_t j = from; j < s.lines.size() && j < from + 60 && blanks < 3; ++j) {
        const std::string_view t = trim(s.lines[j]);
        blanks = t.empty() ? blanks + 1 : 0;
        if (!starts_with(t, "at ")) {
            continue;
        }
        detail::Location at = detail::location_on(t);
        if (at.line == 0 || detail::is_library_path(at.file) ||
            at.file.find("/node_modules/") != std::string_view::npos) {
            continue;
        }
        const std::string_view path = at.file;
        if (detail::looks_like_test_file(path) || path.find("/test/") != std::string_view::npos ||
            path.find("/tests/") != std::string_view::npos) {
            return at;
        }
        if (first.line == 0) {
            first = at;
        }
    }
    return first;
}

} // namespace

void parse_ava_details(const StreamLines& s, std::vector<Evidence>& out) {
    bool listed = false;
    for (const std::string_view line : s.lines) {
        // (The list's "  ✘ [fail]: …" and "  ✘ [unexpected pass]: …"; "✘" is E2 9C 98.)
        if (line.size() > 8 && line[0] == ' ' && line[1] == ' ' && line[2] == '\xE2' &&
            starts_with(line.substr(2), "\xE2\x9C\x98 [")) {
            listed = true;
            break;
        }
    }
    if (!listed) {
        return;
    }
    for (std::size_t i = 0; i + 2 < s.lines.size(); ++i) {
        const std::string_view name = s.lines[i];
        detail::Location where;
        if (!starts_with(name, "  ") || name.size() < 3 || name[2] == ' ' ||
            !trim(s.lines[i + 1]).empty()) {
            continue;
        }
        // A test that threw or whose promise was rejected has no place line: "Error thrown
        // in test:" or "Rejected promise returned by test. Reason:", the error, its stack;
        // its first frame in the project is the place.
        const std::string_view said = trim(s.lines[i + 2]);
        const bool thrown = said == "Error thrown in test:" ||
                            starts_with(said, "Rejected promise returned by test");
        if (!thrown && !ava_place(s.lines[i + 2], where)) {
            continue;
        }
        // (A name that starts with its file, "bus › emit", is the row's.)
        const std::string_view label = trim(name);
        if (label.find("\xE2\x80\xBA") != std::string_view::npos ||
            starts_with(label, "\xE2\x9C\x98")) {
            continue;
        }
        if (thrown) {
            where = thrown_place(s, i + 3);
        } else {
            where.column = ava_column(s, i + 3, where);
        }
        detail::add_evidence(out, Kind::test_failure, s, i, where, label, "ava");
        i += 2;
    }
}

} // namespace loopclose::core::tools
