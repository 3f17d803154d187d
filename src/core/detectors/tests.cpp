// SPDX-License-Identifier: MIT
// The test-failure detector: one parser per runner, each keyed on lines only that
// runner prints. A failure's label is the test name as the runner prints it.
#include "core/detectors/common.hpp"
#include "core/detectors/detectors_impl.hpp"
#include "core/literal_scan.hpp"
#include "core/paths.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>

namespace loopclose::core::detail {

namespace {

// The first frame in lines [from, to) whose path ends with `file`; with `file` empty,
// the first frame in a test file, else the first project frame.
Location find_js_frame(const StreamLines& s, std::size_t from, std::size_t to,
                       std::string_view file) {
    // Not a frame of a stack quoted inside the failure's message (jest's "Received
    // message:" over the rejected error's own code frame and frames, indented deeper
    // than the block's): that is where the error was made, not where the test failed.
    Location first;
    std::size_t quoted_indent = std::string_view::npos; // the "Received message:" line's
    for (std::size_t j = from; j < to && j < s.lines.size(); ++j) {
        const std::string_view line = s.lines[j];
        const std::size_t indent = line.find_first_not_of(' ');
        if (indent != std::string_view::npos) {
            if (line.substr(indent).starts_with("Received message:")) {
                quoted_indent = indent;
                continue;
            }
            if (quoted_indent != std::string_view::npos && indent <= quoted_indent + 2) {
                quoted_indent = std::string_view::npos;
            }
        }
        std::array<std::string_view, 3> g;
        if (!js_frame_pattern().search(line, g) || is_library_path(g[0])) {
            continue;
        }
        const Location here{g[0], parse_small_number(g[1]), parse_small_number(g[2])};
        if (quoted_indent == std::string_view::npos &&
            (file.empty() ? looks_like_test_file(g[0]) : g[0].ends_with(file))) {
            return here;
        }
        if (first.file.empty()) {
            first = here;
        }
    }
    return file.empty() ? first : Location{};
}

bool is_bun_status(std::string_view line) {
    return starts_with(line, "(pass) ") || starts_with(line, "✓ ") ||
           starts_with(line, "(fail) ") || starts_with(line, "✗ ") ||
           starts_with(line, "(skip) ") || starts_with(line, "(todo) ");
}

// bun: a "path.test.ts:" header, then per test a code frame and error, then
// "(fail) describe > name [0.31ms]" ("✗ …" on a terminal).
void detect_bun(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern status(R"re(^(?:\(fail\)|✗) (.+?)(?: \[\d+(?:\.\d+)?m?s\])?\s*$)re");
    static const Pattern header(R"re(^(\S.*\.[cm]?[jt]sx?):$)re");
    std::string_view file;
    std::size_t header_line = 0;
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        const std::string_view line = s.lines[i];
        std::array<std::string_view, 1> g;
        if (line.ends_with(":") && header.search(line, g)) {
            file = g[0];
            header_line = i;
        } else if ((starts_with(line, "(fail) ") || (starts_with(line, "✗ ") && !file.empty())) &&
                   status.search(line, g)) {
            // "✗ name" counts under a bun file header only: "✗ Build failed in 63ms" is
            // Vite's.
            // The failure's code frame and stack sit between the previous status line
            // (or the file header) and this one.
            std::size_t block_start = i;
            while (block_start > header_line + 1 && block_start + 200 > i &&
                   !is_bun_status(s.lines[block_start - 1])) {
                --block_start;
            }
            Location where = find_js_frame(s, block_start, i, file);
            if (where.line == 0) {
                // Two packages' runs interleaved (bun run --filter, each line prefixed
                // with its package): the header above may be the other package's, the
                // block's own frame in a test file is this test's.
                where = find_js_frame(s, block_start, i, {});
                if (where.line == 0 || !is_test_path(where.file)) {
                    where = Location{file};
                }
            }
            add_evidence(out, Kind::test_failure, s, i, where, g[0], "bun");
        }
    }
}

// jest: "FAIL path" then "● describe › name" blocks with frames.
// vitest: " FAIL  path > describe > name" then " ❯ path:line:col".
void detect_jest_vitest(const StreamLines& s, std::vector<Evidence>& out) {
    // (A project's displayName before the path: "FAIL api packages/api/test/a.test.js".)
    static const Pattern jest_file(R"re(^\s*FAIL\s+(?:\S+ +)?(\S+)\s*(?:\(.*\))?\s*$)re");
    // "|web| " names the project of a workspace run ("|ui|  " with two spaces after it
    // in Vitest 2, "web" and two spaces when the name is coloured); --typecheck puts the test's
    // line after the file ("a.test-d.ts:5 >").
    static const Pattern vitest(
        R"re(^\s*FAIL\s+(?:\|[^|]*\| +|[^\s|]+  )?(\S+?)(?::\d+)? > (.+?)\s*$)re");
    static const Pattern vitest_at(R"re(^\s*❯ (\S+?):(\d+):(\d+)\s*$)re");
    std::string_view jest_path;
    bool open_handles = false;  // under "Jest has detected the following N open handles"
    bool vitest_report = false; // vitest lists failures after "⎯⎯ Failed Tests N ⎯⎯"
    // A log cut above its first "FAIL path" (CI's tail of the output) still holds jest's
    // "●" blocks when its summary ends it ("Test Suites: 1 failed, 1 total"): the blocks
    // are read, each placed by its frames. Looked for once, at the first such bullet.
    int jest_summary = -1;
    const auto has_jest_summary = [&] {
        if (jest_summary < 0) {
            jest_summary = std::any_of(s.lines.begin(), s.lines.end(), [](std::string_view l) {
                return starts_with(l, "Test Suites: ") && contains(l, " failed");
            });
        }
        return jest_summary == 1;
    };
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        // --detectOpenHandles lists what kept the process alive as "●  Timeout", "●
        // TCPSERVERWRAP" blocks with frames after the run: no tests.
        if (!s.lines[i].empty() && s.lines[i].front() == 'J' &&
            starts_with(s.lines[i], "Jest has detected the following")) {
            jest_path = {};
            open_handles = true;
            continue;
        }
        // Jest's github-actions reporter groups a file's failures under "::group::Errors
        // thrown in pad.test.js" (the group's title stays when the command goes): with no
        // other reporter, no FAIL line names the file.
        constexpr std::string_view k_thrown = "Errors thrown in ";
        if (!s.lines[i].empty() && s.lines[i].front() == 'E' && starts_with(s.lines[i], k_thrown) &&
            s.lines[i].find(' ', k_thrown.size()) == std::string_view::npos) {
            jest_path = s.lines[i].substr(k_thrown.size());
            continue;
        }
        if (!s.hot(i, Kind::test_failure)) {
            continue;
        }
        const std::string_view line = s.lines[i];
        std::array<std::string_view, 3> g;
        // (a suite whose hook failed: "⎯⎯ Failed Suites 1 ⎯⎯", its name alone).
        if (contains(line, "⎯ Failed Tests ") || contains(line, "⎯ Failed Suites ")) {
            vitest_report = true;
            continue;
        }
        if (contains(line, "FAIL ")) {
            if (vitest_report && vitest.search(line, g)) {
                Location where{g[0]};
                // (Testing Library's DOM dump may come first: 50 lines and more. Tests that
                // failed the same way share one block: their FAIL lines follow each other.)
                bool headers = true;
                for (std::size_t j = i + 1; j < s.lines.size() && j < i + 400; ++j) {
                    std::array<std::string_view, 3> f;
                    if (contains(s.lines[j], "FAIL ")) {
                        if (headers) {
                            continue;
                        }
                        break;
                    }
                    headers = false;
                    if (vitest_at.search(s.lines[j], f) && f[0].ends_with(g[0])) {
                        where = {g[0], parse_small_number(f[1]), parse_small_number(f[2])};
                        break;
                    }
                }
                add_evidence(out, Kind::test_failure, s, i, where, g[1], "vitest");
                continue;
            }
            if (jest_file.search(line, g)) {
                jest_path = g[0];
                open_handles = false;
            }
            continue;
        }
        const std::string_view t = trim(line);
        if (!starts_with(t, "● ") || open_handles || (jest_path.empty() && !has_jest_summary())) {
            continue;
        }
        const std::string_view name = trim(t.substr(std::string_view("● ").size()));
        // (Nor its warning about a log from a timer after the suite ended: "●  Cannot log
        // after tests are done. Did you forget to wait for something async in your test?")
        // (Nor its banners: "● Validation Warning:", "● Deprecation Warning:".)
        if (starts_with(name, "Console") || starts_with(name, "Cannot log after tests are done") ||
            name.ends_with(" Warning:") || name.ends_with(" Error:")) {
            continue;
        }
        // Not Poku's line for a test that ended, "● pads to width › 0.074949ms" (jest
        // names a failure by its titles, never by a duration).
        if (const std::size_t last = name.rfind(" \xE2\x80\xBA ");
            last != std::string_view::npos && name.ends_with("ms")) {
            const std::string_view tail = name.substr(last + 5, name.size() - last - 7);
            if (!tail.empty() && tail.find_first_not_of("0123456789.") == std::string_view::npos) {
                continue;
            }
        }
        std::size_t end = i + 1;
        while (end < s.lines.size() && !starts_with(trim(s.lines[end]), "● ") &&
               !contains(s.lines[end], "FAIL ") && !contains(s.lines[end], "PASS ")) {
            ++end;
        }
        // A suite that failed to run because a file would not load (a syntax error, a
        // missing module, a type error from ts-jest) is told by those lines' own
        // detectors; one whose hook threw (an afterAll) is a failure of the suite.
        if (name == "Test suite failed to run" &&
            std::any_of(s.lines.begin() + static_cast<std::ptrdiff_t>(i + 1),
                        s.lines.begin() + static_cast<std::ptrdiff_t>(end), [](std::string_view l) {
                            return contains(l, "SyntaxError:") ||
                                   contains(l, "Cannot find module") || contains(l, "error TS") ||
                                   contains(l, "Could not locate module") ||
                                   contains(l, "was terminated by another process") ||
                                   contains(l, "Jest encountered") ||
                                   contains(l, "Cannot use import") ||
                                   contains(l, "ERR_MODULE_NOT_FOUND");
                        })) {
            continue;
        }
        std::string_view base = jest_path;
        if (const auto slash = base.rfind('/'); slash != std::string_view::npos) {
            base.remove_prefix(slash + 1);
        }
        Location where = find_js_frame(s, i + 1, end, base);
        // A project of a multi-project config prints frames relative to its own root
        // ("test/bbox.test.js:5:53" under "FAIL geo packages/geo/test/bbox.test.js"): the
        // path the FAIL line gives is the one that exists from where jest ran.
        if (where.line != 0 && jest_path.size() > where.file.size() &&
            jest_path.ends_with(where.file) &&
            jest_path[jest_path.size() - where.file.size() - 1] == '/' &&
            where.file.front() != '/' &&
            jest_path.substr(0, jest_path.size() - where.file.size()).find_first_not_of("./") !=
                std::string_view::npos) {
            where.file = jest_path;
        }
        if (where.line == 0 && !jest_path.empty()) {
            // A suite whose file would not transform has no frame of its own: the code
            // frame of the transform's error points into it. A frame in another file
            // ("at src/config.js:3:9", a module the suite imports threw) owns the code frame.
            where = name == "Test suite failed to run" && find_js_frame(s, i + 1, end, {}).line == 0
                        ? code_frame_place(s, i + 1, end)
                        : Location{};
            where.file = jest_path;
        }
        add_evidence(out, Kind::test_failure, s, i, where, name, "jest");
    }
}

// Mocha names the test file of a timeout at the end of its message: "Timeout of 50ms
// exceeded. … (/a/test/x.js)".
const Pattern& trailing_js_file() {
    static const Pattern p(R"re(\((/\S+\.[cm]?[jt]sx?)\)\s*$)re");
    return p;
}

// The place a JS failure's lines [from, to) tell: the first project frame, else the
// file a timeout message names.
Location js_failure_place(const StreamLines& s, std::size_t from, std::size_t to) {
    Location where = find_js_frame(s, from, to, {});
    for (std::size_t k = from; where.file.empty() && k < to && k < s.lines.size(); ++k) {
        std::array<std::string_view, 1> f;
        if (trailing_js_file().search(s.lines[k], f)) {
            where.file = f[0];
        }
    }
    return where;
}

// The same for the indented lines from `from` on (a TAP producer without YAML blocks,
// such as Mocha's TAP reporter).
Location indented_js_location(const StreamLines& s, std::size_t from) {
    std::size_t end = from;
    while (end < s.lines.size() && end < from + 60 &&
           (s.lines[end].empty() || s.lines[end].front() == ' ' || s.lines[end].front() == '\t')) {
        ++end;
    }
    return js_failure_place(s, from, end);
}

// mocha: after "N failing", entries "  1) Suite" + indented title lines ending in ':'.
// @hapi/lab prints the same entries after "Failed tests:" ("  2) price formats cents:").
void detect_mocha(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern failing(R"re(^\s*\d+ failing\s*$)re");
    static const Pattern entry(R"re(^  (\d+)\) (.+?)\s*$)re");
    std::size_t start = s.lines.size();
    std::string_view tool = "mocha";
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        if (contains(s.lines[i], " failing") && failing.search(s.lines[i])) {
            start = i + 1;
            break;
        }
        if (s.lines[i] == "Failed tests:") {
            start = i + 1;
            tool = "lab";
            break;
        }
    }
    const std::size_t n = s.lines.size();
    // The line that ends a title (blank: no title; ending with ':': the title's last)
    // and the next entry, found once per line however many entries look ahead.
    ForwardFinder title_end([&](std::size_t k) {
        const std::string_view t = trim(s.lines[k]);
        return t.empty() || t.ends_with(":");
    });
    ForwardFinder next_entry([&](std::size_t k) { return entry.search(s.lines[k]); });
    for (std::size_t i = start; i < n; ++i) {
        std::array<std::string_view, 2> g;
        if (!entry.search(s.lines[i], g)) {
            continue;
        }
        std::string title(g[1]);
        std::size_t j = i;
        // The title goes on over more-indented lines until one ends with ':'.
        if (!title.ends_with(":")) {
            j = title_end.find(i + 1, n);
            if (j == n || trim(s.lines[j]).empty()) {
                continue;
            }
            for (std::size_t k = i + 1; k <= j; ++k) {
                title += ' ';
                title += trim(s.lines[k]);
            }
        }
        title.pop_back();
        const std::size_t end = next_entry.find(j + 1, n);
        add_evidence(out, Kind::test_failure, s, i, js_failure_place(s, j + 1, end), title, tool);
        i = j;
    }
}

// The test file prove's verbose run names above the points of a line: "t/01-math.t .. "
// then its TAP, up to the file's verdict ("ok", "Failed 2/4 subtests"). Asked for lines in
// ascending order, it reads each line of the stream once.
class ProveFiles {
  public:
    explicit ProveFiles(const StreamLines& s) : m_s(s) {}

    std::string_view above(std::size_t i) {
        static const Pattern header(R"re(^(\S+\.\w+) \.{2,} ?$)re");
        for (; m_next < i && m_next < m_s.lines.size(); ++m_next) {
            const std::string_view line = m_s.lines[m_next];
            std::array<std::string_view, 1> g;
            if (line.ends_with(". ") || line.ends_with("..")) {
                m_file = header.search(line, g) ? g[0] : std::string_view();
            } else if (starts_with(line, "Failed ") || line == "ok") {
                m_file = {};
            }
        }
        return m_file;
    }

  private:
    const StreamLines& m_s;
    std::size_t m_next = 0;
    std::string_view m_file;
};

// What the YAML block below a TAP "not ok" line holds.
struct TapBlock {
    std::size_t location = 0; // the block's last "location:" line; 0 when none
    bool suite = false;       // a "type: 'suite'" or "'subtestsFailed'" line, and no
                              // "'hookFailed'" one
    bool hook = false;        // a "failureType: 'hookFailed'" line: a suite's own hook threw
};

// The YAML blocks below TAP "not ok" lines, for hits in ascending order. Each line is
// classified once, so that dense "not ok" lines do not rescan the 200 lines below each.
class TapBlocks {
  public:
    TapBlocks(const StreamLines& s, const Pattern& location) : m_s(s), m_location(location) {}

    TapBlock below(std::size_t i) {
        const std::size_t limit = std::min(m_s.lines.size(), i + 200);
        // The block ends at the first "..." below i, or at the limit.
        std::size_t stop = limit;
        for (;;) {
            const auto dots = std::upper_bound(m_dots.begin(), m_dots.end(), i);
            if (dots != m_dots.end()) {
                stop = std::min(*dots, limit);
                break;
            }
            const std::size_t next = std::max(m_scanned, i + 1);
            if (next >= limit) {
                break;
            }
            classify(next);
        }
        TapBlock block;
        const auto loc = std::lower_bound(m_locations.begin(), m_locations.end(), stop);
        if (loc != m_locations.begin() && *(loc - 1) > i) {
            block.location = *(loc - 1);
        }
        const auto suite = std::upper_bound(m_suites.begin(), m_suites.end(), i);
        const auto hook = std::upper_bound(m_hooks.begin(), m_hooks.end(), i);
        block.hook = hook != m_hooks.end() && *hook < stop;
        block.suite = suite != m_suites.end() && *suite < stop && !block.hook;
        return block;
    }

  private:
    void classify(std::size_t j) {
        m_scanned = j + 1;
        const std::string_view body = trim(m_s.lines[j]);
        if (body == "...") {
            m_dots.push_back(j);
        } else if (m_location.search(m_s.lines[j])) {
            m_locations.push_back(j);
        } else if (body == "type: 'suite'" || contains(body, "'subtestsFailed'")) {
            m_suites.push_back(j);
        } else if (body == "failureType: 'hookFailed'") {
            m_hooks.push_back(j);
        }
    }

    const StreamLines& m_s;
    const Pattern& m_location;
    std::size_t m_scanned = 0; // lines from the first hit's next up to this are classified
    std::vector<std::size_t> m_dots, m_locations, m_suites, m_hooks; // ascending
};

// The "at:" location of node-tap's YAML block below line `i` ("fileName: test/a.js",
// "lineNumber: 9", "columnNumber: 5"): true, filling `where`, when there is one.
bool tap_assertion_block(const StreamLines& s, std::size_t i, Location& where) {
    static const Pattern field(R"re(^\s*(fileName|lineNumber|columnNumber): (\S+)\s*$)re");
    if (i + 1 >= s.lines.size() || trim(s.lines[i + 1]) != "---") {
        return false;
    }
    Location at;
    for (std::size_t j = i + 2; j < s.lines.size() && j < i + 60; ++j) {
        const std::string_view body = trim(s.lines[j]);
        if (body == "...") {
            break;
        }
        std::array<std::string_view, 2> f;
        if (!contains(body, "Name: ") && !contains(body, "Number: ")) {
            continue;
        }
        if (field.search(s.lines[j], f)) {
            if (f[0] == "fileName" && at.file.empty()) {
                at.file = f[1];
            } else if (f[0] == "lineNumber" && at.line == 0) {
                at.line = parse_small_number(f[1]);
            } else if (f[0] == "columnNumber" && at.column == 0) {
                at.column = parse_column(f[1]);
            }
        }
    }
    if (at.file.empty() || at.line == 0) {
        return false;
    }
    where = at;
    return true;
}

// "a > b > " for the subtests a TAP point at `indent` belongs to (each nearest "# Subtest:
// name" above with a smaller indent than the last, outermost first), up to a subtest that
// is a file, which is left out.
std::string tap_subtest_name(const StreamLines& s, std::size_t i, std::size_t indent) {
    std::string names;
    for (std::size_t back = 1; back <= 400 && back <= i && indent > 0; ++back) {
        const std::string_view prev = s.lines[i - back];
        const std::size_t at = prev.find("# Subtest: ");
        if (at == std::string_view::npos || prev.find_first_not_of(' ') != at || at >= indent) {
            continue;
        }
        const std::string_view name =
            trim(prev.substr(at + std::string_view("# Subtest: ").size()));
        const bool file = contains(name, "/") || name.ends_with(".js") || name.ends_with(".ts") ||
                          name.ends_with(".mjs") || name.ends_with(".cjs");
        if (file || name.empty()) {
            break;
        }
        names.insert(0, std::string(name) + " > ");
        indent = at;
    }
    return names;
}

// The test a top-level TAP point belongs to when its producer names tests in comments
// (tape: "# restock keeps other skus", then that test's assertions), as "name > ": the
// nearest "# name" line above, unless that comment is a diagnostic (it follows a "not
// ok" line, or starts with more spaces: Test::More's "#   Failed test", bats's "# (in
// test file …)", GLib's "# ERROR:a.c:29:…") or a summary or subtest line ("# tests 4",
// "# Subtest: x", GLib's "# Start of port tests").
std::string tap_comment_test_name(const StreamLines& s, std::size_t i) {
    static const Pattern summary(
        R"re(^# (?:tests|pass|fail|skip|todo|ok|suites|cancelled|duration_ms|time=|Subtest:|Looks like|\(in test file|\d+ tests?\b|Started on |Ran \d+ tests?\b|ERROR:|Start of |End of |random seed:|Seeded srand with seed))re");
    for (std::size_t back = 1; back <= 400 && back <= i; ++back) {
        const std::string_view prev = s.lines[i - back];
        if (starts_with(prev, "TAP version") || starts_with(prev, "1..")) {
            return {};
        }
        if (!starts_with(prev, "# ")) {
            continue;
        }
        if (prev.size() < 3 || prev[2] == ' ' || summary.search(prev)) {
            return {};
        }
        // The line before the comment, blank lines aside.
        for (std::size_t up = back + 1; up <= i; ++up) {
            const std::string_view before = trim(s.lines[i - up]);
            if (before.empty()) {
                continue;
            }
            if (starts_with(before, "not ok") || starts_with(before, "#")) {
                return {};
            }
            break;
        }
        const std::string_view name = trim(prev.substr(2));
        return name.empty() ? std::string() : std::string(name) + " > ";
    }
    return {};
}

// A linter's TAP: "not ok 1 - /a/src/cart.js" (the linted file) whose YAML block lists
// its problems, ESLint's tap formatter as "message:", "severity:" and "data:" with
// "line", "column" and "ruleId" (the first at the top, the rest under "messages:"),
// Stylelint's as a list under each rule's name ("color-no-invalid-hex:" then "- message:",
// "severity:", "line:", "column:"). Adds the errors and returns true when the block
// held any.
bool tap_lint_block(const StreamLines& s, std::size_t i, std::string_view file,
                    std::vector<Evidence>& out) {
    struct Problem {
        std::size_t at = 0;
        std::string_view rule, severity;
        std::uint32_t line = 0, column = 0;
        bool parsing = false; // ESLint's "Parsing error: …", with an empty ruleId ('')
    };
    std::vector<Problem> problems;
    std::string_view key; // the rule heading a list (Stylelint)
    const auto field = [](std::string_view t, std::string_view name) {
        return t.starts_with(name) && t.size() > name.size() && t[name.size()] == ' '
                   ? trim(t.substr(name.size() + 1))
                   : std::string_view();
    };
    for (std::size_t j = i + 2; j < s.lines.size() && j < i + 400; ++j) {
        std::string_view t = trim(s.lines[j]);
        if (t == "...") {
            break;
        }
        if (t.starts_with("- ")) {
            t.remove_prefix(2);
        }
        if (t.starts_with("message:")) {
            problems.push_back({j, key, {}, 0, 0});
            const std::string_view said = trim(t.substr(8));
            problems.back().parsing =
                said.starts_with("'Parsing error:") || said.starts_with("\"Parsing error:");
        } else if (problems.empty()) {
            if (t.ends_with(':') && t.find(' ') == std::string_view::npos) {
                key = t.substr(0, t.size() - 1);
            }
        } else if (const std::string_view v = field(t, "severity:"); !v.empty()) {
            problems.back().severity = v;
        } else if (const std::string_view n = field(t, "line:"); !n.empty()) {
            problems.back().line = parse_small_number(n);
        } else if (const std::string_view c = field(t, "column:"); !c.empty()) {
            problems.back().column = parse_column(c);
        } else if (const std::string_view r = field(t, "ruleId:"); !r.empty()) {
            problems.back().rule = r;
        } else if (t.ends_with(':') && t.find(' ') == std::string_view::npos && t != "data:" &&
                   t != "messages:") {
            key = t.substr(0, t.size() - 1); // the next rule's list
        }
    }
    bool any = false;
    for (const Problem& p : problems) {
        if (p.severity != "error" || p.line == 0) {
            continue;
        }
        any = true;
        const bool unnamed = p.rule == "''" || p.rule == "\"\"" || p.rule == "null";
        add_evidence(out, p.parsing ? Kind::syntax_error : Kind::lint_error, s, p.at,
                     {file, p.line, p.column}, p.parsing || unnamed ? std::string_view() : p.rule);
    }
    return any;
}

// The next non-blank line after line `i`, trimmed ("" when none within 3 lines).
std::string_view next_said(const StreamLines& s, std::size_t i) {
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 3; ++j) {
        if (const std::string_view t = trim(s.lines[j]); !t.empty()) {
            return t;
        }
    }
    return {};
}

// True when an error's first line comes next after line `i` ("Error: setup failed",
// "TypeError [ERR_X]: …"), not a test's line or a count of failed subtests.
bool error_follows(const StreamLines& s, std::size_t i) {
    const std::string_view next = next_said(s, i);
    const std::size_t colon = next.find(": ");
    const std::string_view head = next.substr(0, std::min(colon, next.size()));
    if (colon == std::string_view::npos) {
        return false;
    }
    // (A class and its code, "TypeError [ERR_X]", holds one space, before the bracket.)
    const std::size_t space = head.find(' ');
    if (space != std::string_view::npos) {
        return space == head.find(" [");
    }
    return head.ends_with("Error") || head.ends_with("]") || head.ends_with("Exception");
}

// node --test's spec line for a test that never finished, which has no time ("✖ never
// runs" over "'test did not finish before its parent and was cancelled'", or under "test
// at a.test.js:5:3" in the failing tests' recap): groups indent and name in `g`.
bool unfinished_spec_test(const StreamLines& s, std::size_t i, const Pattern& bare,
                          const Pattern& test_at, std::array<std::string_view, 3>& g) {
    // (Not a test with a time and a directive, a todo's "✖ gift wrap (0.2ms) # not built".)
    if (contains(s.lines[i], "ms) # ") || contains(s.lines[i], "s) # ") ||
        !bare.search(s.lines[i], g)) {
        return false;
    }
    return next_said(s, i).starts_with("'test did not finish") ||
           (i > 0 && test_at.search(s.lines[i - 1]));
}

// node --test and TAP from any producer: "not ok 2 - name" with a YAML block, or node's
// spec reporter "✖ name (1.2ms)".
void detect_node_test(const StreamLines& s, std::vector<Evidence>& out) {
    // Spec suites open with "▶ name" and close with "✖ name (…)" at the same indent.
    std::vector<std::string> suites;
    for (std::size_t k = 0; k < s.lines.size(); ++k) {
        if (!s.hot(k, Kind::test_failure)) {
            continue;
        }
        const std::string_view line = s.lines[k];
        if (const std::size_t at = line.find("▶ ");
            at != std::string_view::npos && line.find_first_not_of(' ') == at) {
            suites.emplace_back(line.substr(0, at + std::string_view("▶ ").size()).size(), ' ');
            suites.back() = std::string(line.substr(0, at)) +
                            std::string(trim(line.substr(at + std::string_view("▶ ").size())));
        }
    }
    // TAP from any producer: "not ok 2 - name", "not ok 2 name", "not ok - name" (the
    // number is optional: Criterion's --tap), with an optional "# directive"; "# TODO"
    // and "# SKIP" points are not failures. A duration after the name is not part of it
    // ("not ok - suite::test  (0.00s)").
    static const Pattern tap(
        R"re(^(\s*)not ok(?:[ \t]+\d+)?(?: -)?[ \t]?(.*?)(?: +\(\d+(?:\.\d+)?m?s\))?(?:\s+#\s*(.*))?$)re");
    // node's "location: '/a.js:3:5'", vitest's "at: "/a.test.ts:7:34"", zora's
    // "at: " file:///a.test.js:7:5"".
    static const Pattern location(
        R"re(^\s*(?:location|at): ['"] ?(?:file://)?(.+?):(\d+):(\d+)['"]\s*$)re");
    static const Pattern directive(R"re(^(?i:todo|skip)\b)re");
    static const Pattern glib(R"re(^# ERROR:([^\s:]+):(\d+):)re");
    static const Pattern spec(R"re(^(\s*)✖ (\S.*?) \(\d+(?:\.\d+)?m?s\)\s*$)re");
    const Pattern& test_at = node_test_at_pattern();
    // A test that was cancelled has no time: "✖ never runs".
    static const Pattern spec_bare(R"re(^(\s*)✖ (\S.*?[^:\s])\s*$)re");
    TapBlocks blocks(s, location);
    // Indents of failing test points not yet claimed by a parent: a point whose block
    // (the more indented points just above it) holds a failure is a parent, not one
    // more failing test (node marks its suites in YAML; other producers do not).
    std::vector<std::size_t> unclaimed;
    // Vitest's TAP opens a suite's points with "{" after the suite's own point ("not ok 1
    // - slug # time=7.86ms {"): the open suites, by indent, name the points inside them.
    std::vector<std::pair<std::size_t, std::string_view>> braces;
    bool braced = false;
    bool dot_list = false; // after the dot reporter's "Failed tests:"
    ProveFiles prove_files(s);
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        const std::string_view line = s.lines[i];
        std::array<std::string_view, 3> g;
        dot_list = dot_list || trim(line) == "Failed tests:";
        if (contains(line, "not ok ") && tap.search(line, g)) {
            if (!g[2].empty() && directive.search(g[2])) {
                continue;
            }
            const std::size_t indent = g[0].size();
            std::erase_if(braces, [&](const auto& b) { return b.first >= indent; });
            if (trim(line).ends_with("{")) {
                braces.emplace_back(indent, g[1]);
                braced = true;
                continue;
            }
            const bool parent = !braced && std::any_of(unclaimed.begin(), unclaimed.end(),
                                                       [&](std::size_t k) { return k > indent; });
            std::erase_if(unclaimed, [&](std::size_t k) { return k >= indent; });
            unclaimed.push_back(indent);
            std::string_view name = g[1];
            // Vitest's tap-flat reporter puts the test's file first, "src/slug.js >
            // slugify > strips punctuation": the label goes without it, and an "at:" in
            // that file is the test's place even when it is no test file (in-source tests).
            std::string_view title_file;
            bool named_file = false; // the point names the test's file outright
            if (const std::size_t cut = name.find(" > "); cut != std::string_view::npos) {
                const std::string_view head = name.substr(0, cut);
                const std::size_t dot = head.rfind('.');
                if (dot != std::string_view::npos && dot + 1 < head.size() &&
                    head.size() - dot <= 5 && head.find(' ') == std::string_view::npos &&
                    (head.rfind('/') == std::string_view::npos || head.rfind('/') < dot)) {
                    title_file = head;
                    name.remove_prefix(cut + 3);
                }
            }
            // teenytest names the test and its file: '"findReturnsName" - test #2 in
            // `test/cart-test.js`' (what follows '#' read as a directive: "2 in `…`").
            if (name.size() > 9 && name.starts_with('"') && name.ends_with("\" - test") &&
                g[2].ends_with("`")) {
                const std::size_t in = g[2].find(" in `");
                if (in != std::string_view::npos) {
                    title_file = g[2].substr(in + 5, g[2].size() - in - 6);
                    name = name.substr(1, name.size() - 9);
                    named_file = true;
                }
            }
            // The YAML block below, up to "..." (200 lines at most): its last location,
            // and whether it describes a suite.
            const TapBlock block = blocks.below(i);
            // QUnit's stand-in for a test file that would not load: the error in its
            // block says why (a missing module), not a test. (A parent fails for its
            // subtests, unless a hook of its own threw.)
            if ((parent && !block.hook) || name.empty() || name == "global failure") {
                continue;
            }
            Location where;
            std::array<std::string_view, 3> f;
            // An "at:" outside a test file is where the code under test threw (AVA).
            if (block.location != 0 && location.search(s.lines[block.location], f) &&
                (starts_with(trim(s.lines[block.location]), "location:") || is_test_path(f[0]) ||
                 (!title_file.empty() && f[0].ends_with(title_file)))) {
                where = {f[0], parse_small_number(f[1]), parse_small_number(f[2])};
            }
            // busted's TAP: "# spec/stack_spec.lua @ 4" (where the test is defined), then
            // "# Failure message: spec/stack_spec.lua:7: Expected objects to be equal.".
            if (where.line == 0 && i + 2 < s.lines.size() && contains(s.lines[i + 1], " @ ") &&
                starts_with(s.lines[i + 2], "# Failure message: ")) {
                const std::string_view said = s.lines[i + 2].substr(19);
                const std::size_t colon = said.find(':');
                const std::size_t after = said.find(": ", colon + 1);
                if (colon != std::string_view::npos && after != std::string_view::npos &&
                    said.substr(0, colon).find(' ') == std::string_view::npos) {
                    const std::uint32_t number =
                        parse_small_number(said.substr(colon + 1, after - colon - 1));
                    if (number != 0) {
                        where = {said.substr(0, colon), number, 0};
                    }
                }
            }
            if (block.suite) {
                continue;
            }
            // node-tap ends each test point with "# time=…"; its failing points are
            // assertions ("should be equal") inside a named subtest, located by the
            // YAML "at:" block.
            if (starts_with(g[2], "time=") || tap_assertion_block(s, i, where)) {
                std::string label;
                for (const auto& [at, suite] : braces) {
                    if (!looks_like_test_file(suite)) { // not the file's own point
                        label += std::string(suite) + " > ";
                    }
                }
                label += tap_subtest_name(s, i, indent) + std::string(name);
                add_evidence(out, Kind::test_failure, s, i, where, label, "tap");
                continue;
            }
            const bool yaml = i + 1 < s.lines.size() && trim(s.lines[i + 1]) == "---";
            if (yaml && indent == 0 && name.find(' ') == std::string_view::npos &&
                name.find('.') != std::string_view::npos && !looks_like_test_file(name) &&
                tap_lint_block(s, i, name, out)) {
                continue;
            }
            // A linter's TAP whose comments are its diagnostics (RuboCop's tap formatter:
            // "not ok 2 - lib/a.rb", then "# lib/a.rb:12:7: C: …"): the file is no test,
            // and the rows read its comments.
            if (!yaml && name.find(' ') == std::string_view::npos && i + 1 < s.lines.size() &&
                starts_with(s.lines[i + 1], "# ") &&
                starts_with(s.lines[i + 1].substr(2), std::string(name) + ":")) {
                continue;
            }
            // A checker's problem as a test point, "not ok 3 src/cart.lua:10:10: (W113)
            // accessing undefined variable 'summ'" (luacheck --formatter TAP).
            PlacePrefix place;
            if (const std::size_t n = indent == 0 ? place_prefix(name, place) : 0; n > 0) {
                add_evidence(out, Kind::lint_error, s, i, {place.file, place.line, place.column},
                             leading_code(trim(name.substr(n))));
                continue;
            }
            std::string_view tool = "node";
            // GLib's g_test puts the failed assertion in a comment above the point: "#
            // ERROR:test_parse.c:29:test_port_garbage: 'x > 0' should be TRUE".
            std::array<std::string_view, 2> e;
            if (where.file.empty() && i > 0 && starts_with(s.lines[i - 1], "# ERROR:") &&
                glib.search(s.lines[i - 1], e)) {
                where = {e[0], parse_small_number(e[1]), 0};
                tool = "glib";
            }
            if (where.file.empty() && !yaml) {
                where = indented_js_location(s, i + 1);
                // A diagnostic comment that starts with the place (luaunit's "#
                // test_parser.lua:13: attempt to index a nil value").
                if (where.file.empty() && i + 1 < s.lines.size() &&
                    starts_with(s.lines[i + 1], "#")) {
                    where = leading_location(trim(s.lines[i + 1].substr(1)));
                }
            } else if (where.file.empty()) {
                // A block without "location:" (tape's "at: Test.<anonymous> (/a.js:10:5)",
                // QUnit's "stack: |" frames): its first project frame. QUnit's blocks
                // say "severity: failed".
                std::size_t end = i + 2;
                while (end < s.lines.size() && end < i + 200 && trim(s.lines[end]) != "...") {
                    if (starts_with(trim(s.lines[end]), "severity: ")) {
                        tool = "qunit";
                    }
                    ++end;
                }
                where = js_failure_place(s, i + 2, end);
                // The test's own file, when the point names it (teenytest), over the code
                // it called.
                for (std::size_t k = i + 2;
                     !title_file.empty() && k < end && !where.file.ends_with(title_file); ++k) {
                    std::array<std::string_view, 3> at;
                    if (js_frame_pattern().search(s.lines[k], at) && at[0].ends_with(title_file)) {
                        where = {at[0], parse_small_number(at[1]), parse_small_number(at[2])};
                    }
                }
                // Criterion's blocks list "failures:" as "- test_retry.c:26: |+".
                static const Pattern failure_at(R"re(^\s*- ([^\s:]+\.\w+):(\d+): )re");
                for (std::size_t k = i + 2; where.file.empty() && k < end; ++k) {
                    std::array<std::string_view, 2> at;
                    if (failure_at.search(s.lines[k], at)) {
                        where = {at[0], parse_small_number(at[1]), 0};
                    }
                }
            }
            if (where.file.empty() && named_file) {
                where.file = title_file;
            }
            // prove -v: the test file's header above its points ("t/01-math.t .. ").
            if (where.file.empty() && indent == 0) {
                where.file = prove_files.above(i);
            }
            // A point inside a node-tap subtest whose block has no place (node-tap's
            // "not ok 1 - timeout!" with "expired: TAP", a rejection with a plain object):
            // named under its subtests, at the place of the subtest's own point below.
            // (node --test gives every point its "location:", and names a test alone.)
            if (indent > 0 && where.file.empty()) {
                if (const std::string parents = tap_subtest_name(s, i, indent); !parents.empty()) {
                    for (std::size_t k = i + 1; k < s.lines.size() && k < i + 400; ++k) {
                        const std::string_view next = s.lines[k];
                        const std::size_t at = next.find_first_not_of(' ');
                        if (at != std::string_view::npos && at < indent &&
                            next.substr(at).starts_with("not ok ")) {
                            tap_assertion_block(s, k, where);
                            break;
                        }
                    }
                    add_evidence(out, Kind::test_failure, s, i, where, parents + std::string(name),
                                 "tap");
                    continue;
                }
            }
            // (faucet indents the points under the test's "# name" line.)
            const bool under_comment = i > 0 && starts_with(s.lines[i - 1], "# ");
            const std::string test =
                indent == 0 || under_comment ? tap_comment_test_name(s, i) : std::string();
            if (!test.empty()) {
                tool = "tape";
            }
            add_evidence(out, Kind::test_failure, s, i, where, test + std::string(name), tool);
        } else if (contains(line, "✖ ") &&
                   (spec.search(line, g) || unfinished_spec_test(s, i, spec_bare, test_at, g))) {
            // A suite's line is followed by more-indented lines of its children.
            const std::size_t indent = g[0].size();
            bool suite = false;
            Location where;
            for (std::size_t j = i + 1; j < s.lines.size() && j < i + 200; ++j) {
                const std::string_view next = s.lines[j];
                if (trim(next).empty()) {
                    continue;
                }
                std::array<std::string_view, 3> f;
                if (test_at.search(next, f)) {
                    where = {f[0], parse_small_number(f[1]), parse_small_number(f[2])};
                    continue;
                }
                const std::size_t next_indent = next.find_first_not_of(' ');
                if (next_indent > indent && (contains(next, "✖ ") || contains(next, "✔ "))) {
                    suite = true;
                }
                // The dot reporter's list names a suite by its children's count.
                const std::string_view body = trim(next);
                suite = suite || (body.starts_with("'") && body.ends_with(" failed'") &&
                                  contains(body, " subtest"));
                break;
            }
            // In the "failing tests:" recap "test at file:line:col" comes first.
            if (where.line == 0 && i > 0 && test_at.search(s.lines[i - 1], g)) {
                where = {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
            }
            // The dot reporter's "Failed tests:" list has no "test at" lines: the
            // failure's own frame.
            if (where.line == 0 && !suite && dot_list) {
                where = indented_js_location(s, i + 1);
            }
            std::array<std::string_view, 3> n;
            if (!spec.search(line, n)) {
                spec_bare.search(line, n);
            }
            const std::string key = std::string(n[0]) + std::string(n[1]);
            // (A suite whose own hook failed has its error under it, not its tests: "✖
            // with hook (0.9ms)" over "Error: setup failed".)
            suite = suite || (std::find(suites.begin(), suites.end(), key) != suites.end() &&
                              !error_follows(s, i));
            // A test file that failed as a whole is named by its path: the file is its place.
            if (where.file.empty() && n[1].find(' ') == std::string_view::npos &&
                n[1].find('.') != std::string_view::npos && is_test_path(n[1])) {
                where.file = n[1];
            }
            if (!suite) {
                add_evidence(out, Kind::test_failure, s, i, where, n[1], "node");
            }
        }
    }
}

// True when the pytest frame whose place is on line `k` (after the section header
// `header`) points at a "def" line ("">   def test_x(s):"): a decorator's wrapper
// (Hypothesis's @given) called the test there, the failure itself is further down.
bool points_at_def(const StreamLines& s, std::size_t header, std::size_t k) {
    // --tb=short prints each frame as its place and the code under it, "test_slug.py:7:
    // in test_x" over "    @given(st.text())".
    if (k + 1 < s.lines.size() && contains(s.lines[k], ": in ") &&
        starts_with(s.lines[k + 1], "    ")) {
        const std::string_view code = trim(s.lines[k + 1]);
        if (starts_with(code, "def ") || starts_with(code, "async def ") ||
            starts_with(code, "@")) {
            return true;
        }
    }
    for (std::size_t j = k; j-- > header + 1 && j + 40 > k;) {
        const std::string_view line = s.lines[j];
        // (The frame before ends at pytest's "_ _ _" rule: a frame printed short, "x.py:20:
        // in test_x" over its code, has no marked line of its own above.)
        if (starts_with(line, "_ _ ")) {
            return false;
        }
        if (starts_with(line, ">")) {
            const std::string_view code = trim(line.substr(1));
            // (Or at a decorator that runs the test: hypothesis's "@given(…)".)
            return starts_with(code, "def ") || starts_with(code, "async def ") ||
                   starts_with(code, "@");
        }
    }
    return false;
}

// pytest: "FAILED path::test - msg" (short summary), "path::test FAILED" (-v), and the
// "____ test ____" sections with "path:line: Exception" locations. A parametrized id
// may hold spaces, brackets and "::" ("t.py::test_x[deep [1, [2]]]"): the id runs to
// the last "]" before " - " or the end. pytest-xdist's --dist loadgroup puts the group
// after the id ("FAILED t.py::test_total@db"): not part of it.
void detect_pytest(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern summary(
        R"re(^(?:FAILED|ERROR|SUBFAIL) (\S+::[^\s\[@]+(?:\[.*?\])?)(?:@[\w.-]+)?(?: - .*)?\s*$)re");
    static const Pattern verbose(
        R"re(^(\S+::[^\s\[@]+(?:\[.*?\])?)(?:@[\w.-]+)? (?:FAILED|ERROR)(?:\s+\[\s*\d+%\])?\s*$)re");
    // (--doctest-modules: "____ [doctest] pkg.money.fmt ____"; pytest-subtests: "____
    // test_ports [well-known port] (proto='ssh') ____", "____ Case.test_even (i=3) ____";
    // pytest-sugar draws them with "―".)
    static const Pattern section(
        R"re(^(?:_+|(?:―){3,}) (?:ERROR at \w+ of |\[doctest\] )?([^\s\[]+(?:\[.*?\])?)(?: \[[^\]]*\])?(?: \(.*\))? (?:_+|(?:―){3,})$)re");
    // A title wider than the terminal is framed by one underscore: "_ test_x[a very long
    // id …] _" (checked on every line: no literal keys it).
    const auto one_underscore = [](std::string_view line) {
        const std::size_t n = line.size();
        return n > 4 && line[0] == '_' && line[1] == ' ' && line[2] != '_' && line[n - 2] == ' ' &&
               line[n - 1] == '_';
    };
    // "tests/x.py:12: AssertionError"; a setup error ends with the place alone, absolute
    // ("/a/tests/x.py:17"); a doctest file ends with its own ("README.rst:11:
    // UnexpectedException").
    static const Pattern where_line(R"re(^(\S+\.(?:py|rst|txt|md)):(\d+)(?:: |$))re");
    // (An ExceptionGroup's tracebacks are drawn with a bar: '  |   File "…", line 22, in …'.)
    static const Pattern native_frame(R"re(^[\s|]*File "([^"]+\.py)", line (\d+), in )re");
    // A fixture error lists the definitions involved: "file /a/tests/test_x.py, line 15"
    // over "  def test_cycle(left):" (a recursive or missing fixture).
    static const Pattern definition(R"re(^file (\S+\.py), line (\d+)\s*$)re");
    // Section headers by test name, found once: "____ TestK.test_m[2] ____". A test
    // that failed and then errored in teardown has two sections.
    std::unordered_map<std::string_view, std::vector<std::size_t>> sections;
    for (std::size_t j = 0; j < s.lines.size(); ++j) {
        std::array<std::string_view, 2> h;
        if (((s.hot(j, Kind::test_failure) &&
              (starts_with(s.lines[j], "___") || starts_with(s.lines[j], "―――"))) ||
             one_underscore(s.lines[j])) &&
            section.search(s.lines[j], h)) {
            sections[h[0]].push_back(j);
        }
    }
    bool named = false;
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        const std::string_view line = s.lines[i];
        std::array<std::string_view, 2> g;
        if (!contains(line, "::") ||
            !(summary.search(line, g) || (contains(line, " FAILED") && verbose.search(line, g)) ||
              (contains(line, " ERROR") && verbose.search(line, g)))) {
            continue;
        }
        const std::string_view nodeid = g[0];
        const std::string_view file = nodeid.substr(0, nodeid.find("::"));
        // The section header names the test as Class.test[param]: the "::" of the
        // node id become dots, not those inside the parameter's id.
        const std::string_view name = nodeid.substr(file.size() + 2);
        const std::string_view params = name.substr(std::min(name.find('['), name.size()));
        std::string wanted(name.substr(0, name.size() - params.size()));
        for (std::size_t p = wanted.find("::"); p != std::string::npos; p = wanted.find("::")) {
            wanted.replace(p, 2, ".");
        }
        wanted += params;
        Location where{file};
        Location at_def{file}; // a wrapper's frame: only when no other frame is there
        Location native{file}; // the first of Python's own frames (--tb=native)
        // A frame's path names the test's file, relative or absolute.
        const auto in_file = [&](std::string_view path) {
            return file.ends_with(path) || (path.ends_with(file) && path.size() > file.size() &&
                                            path[path.size() - file.size() - 1] == '/');
        };
        if (const auto it = sections.find(wanted); it != sections.end()) {
            // The first frame in the test's file, in the first of its sections that has
            // one.
            for (const std::size_t header : it->second) {
                if (where.line != 0) {
                    break;
                }
                for (std::size_t k = header + 1; k < s.lines.size(); ++k) {
                    std::array<std::string_view, 2> h;
                    if (starts_with(s.lines[k], "___") || starts_with(s.lines[k], "===") ||
                        one_underscore(s.lines[k])) {
                        break;
                    }
                    // A chained exception: the frames so far were the cause's, the test's
                    // own follow ("The above exception was the direct cause of …").
                    if (starts_with(s.lines[k], "The above exception was the direct cause") ||
                        starts_with(s.lines[k], "During handling of the above exception")) {
                        where = Location{file};
                        at_def = Location{file};
                        native = Location{file};
                        continue;
                    }
                    if (where.line != 0) {
                        continue;
                    }
                    // With --tb=native the frames are Python's own ('  File
                    // "/a/test_x.py", line 11, in test_x'): the first in the test's
                    // file, when the section has no pytest frame there.
                    if (native.line == 0 &&
                        (native_frame.search(s.lines[k], h) ||
                         (starts_with(s.lines[k], "file ") && definition.search(s.lines[k], h))) &&
                        in_file(h[0])) {
                        native = {file, parse_small_number(h[1]), 0};
                        continue;
                    }
                    if (where_line.search(s.lines[k], h) && in_file(h[0])) {
                        if (!points_at_def(s, header, k)) {
                            where = {file, parse_small_number(h[1]), 0};
                        } else if (at_def.line == 0) {
                            at_def = {file, parse_small_number(h[1]), 0};
                        }
                    }
                }
            }
        }
        if (where.line == 0) {
            where = at_def.line != 0 ? at_def : native;
        }
        add_evidence(out, Kind::test_failure, s, i, where, nodeid, "pytest");
        named = true;
    }
    if (named) {
        return;
    }
    // No summary line names a test (-rR, -rN): each section of the failures is one,
    // named by the place its traceback ends in ("tests/x.py:19: AssertionError") and
    // its header ("____ TestK.test_m ____" is tests/x.py::TestK::test_m).
    std::vector<std::pair<std::size_t, std::string_view>> in_order;
    for (const auto& [name, headers] : sections) {
        in_order.emplace_back(headers.front(), name);
    }
    std::sort(in_order.begin(), in_order.end());
    // The node id of test `name` (a section's "TestK.test_m[2]") in `file`.
    const auto node_id = [](std::string_view file, std::string_view name) {
        const std::string_view params = name.substr(std::min(name.find('['), name.size()));
        std::string nodeid(file);
        nodeid += "::";
        for (const char c : name.substr(0, name.size() - params.size())) {
            if (c == '.') {
                nodeid += "::";
            } else {
                nodeid += c;
            }
        }
        nodeid += params;
        return nodeid;
    };
    // A strict xfail that passed has no traceback, only "[XPASS(strict)] reason": its
    // file is the one the other sections' tracebacks name, when they name one.
    std::vector<std::pair<std::size_t, std::string_view>> passed;
    std::string_view only_file;
    bool files_differ = false;
    for (const auto& [header, name] : in_order) {
        if (header + 1 < s.lines.size() && starts_with(s.lines[header + 1], "[XPASS(strict)]")) {
            passed.emplace_back(header, name);
            continue;
        }
        for (std::size_t k = header + 1; k < s.lines.size(); ++k) {
            std::array<std::string_view, 2> h;
            if (starts_with(s.lines[k], "___") || starts_with(s.lines[k], "===") ||
                one_underscore(s.lines[k])) {
                break;
            }
            if (where_line.search(s.lines[k], h) && !is_library_path(h[0])) {
                files_differ = files_differ || (!only_file.empty() && only_file != h[0]);
                only_file = h[0];
                add_evidence(out, Kind::test_failure, s, header,
                             {h[0], parse_small_number(h[1]), 0}, node_id(h[0], name), "pytest");
                break;
            }
        }
    }
    for (const auto& [header, name] : passed) {
        const std::string_view file = files_differ ? std::string_view() : only_file;
        add_evidence(out, Kind::test_failure, s, header, {file},
                     file.empty() ? std::string(name) : node_id(file, name), "pytest");
    }
}

// Where a failing Go test failed: its first "x_test.go:12:" message (printed after
// "--- FAIL" normally, before it with -v, between "=== RUN   name" and the verdict), or
// the _test.go frame of a panic that follows.
// The "=== RUN" lines (trimmed) of a stream, for look-ups in ascending order of line:
// each line is read once at most, and only when a look-up's window reaches it.
bool starts_test_output(std::string_view line) {
    const std::string_view t = trim(line);
    return starts_with(t, "=== RUN") || starts_with(t, "=== CONT") || starts_with(t, "=== NAME");
}

class GoRunLines {
  public:
    explicit GoRunLines(const StreamLines& s) : m_s(s) {}

    // The indices of the "=== RUN" lines in [from, to), ascending, among others below;
    // with them the lines where a parallel test's output goes on ("=== CONT  TestX/y",
    // Go 1.20's "=== NAME  TestX").
    const std::vector<std::size_t>& below(std::size_t from, std::size_t to) {
        for (std::size_t j = std::max(m_scanned, from); j < to; ++j) {
            if (starts_test_output(m_s.lines[j])) {
                m_indices.push_back(j);
            }
        }
        m_scanned = std::max(m_scanned, to);
        return m_indices;
    }

    // The last "=== RUN" line of test `name` before line `to`, or npos: with -v, a
    // parent's verdicts for its subtests come after all of them ran, hundreds of lines
    // below the subtest's own lines. (Asked only when the nearer look found nothing: its
    // lines are read once, on the first question.)
    std::size_t last_run(std::string_view name, std::size_t to) {
        for (; m_named < to; ++m_named) {
            const std::string_view line = trim(m_s.lines[m_named]);
            if (starts_with(line, "=== RUN")) {
                m_last[trim(line.substr(7))] = m_named;
            }
        }
        const auto it = m_last.find(name);
        return it == m_last.end() || it->second >= to ? std::string_view::npos : it->second;
    }

  private:
    const StreamLines& m_s;
    std::size_t m_scanned = 0;
    std::vector<std::size_t> m_indices;
    std::size_t m_named = 0; // lines read into m_last
    std::unordered_map<std::string_view, std::size_t> m_last;
};

// A goroutine dump's frame in a test file: "\t/a/x_test.go:25 +0x45".
const Pattern& go_test_frame() {
    static const Pattern frame(R"re(^\t(\S+_test\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$)re");
    return frame;
}

// The first frame in a test file of the goroutine dump within the 200 lines below `i`.
Location go_test_frame_below(const StreamLines& s, std::size_t i) {
    std::array<std::string_view, 2> f;
    for (std::size_t k = i + 1; k < s.lines.size() && k < i + 200; ++k) {
        if (go_test_frame().search(s.lines[k], f)) {
            return {f[0], parse_small_number(f[1]), 0};
        }
    }
    return {};
}

// The message a failing go test's place is taken from, starting at its first message
// line `j`: t.Log and t.Error print alike ("    stock_test.go:10: reserving 3 of 2" over
// "    stock_test.go:14: reserve went negative"), so of the test's consecutive message
// lines the first whose words read as a failure ("got", "want", "expected", "error"…),
// else the first.
Location go_failing_message(const StreamLines& s, std::size_t j, const Pattern& log) {
    static constexpr std::string_view k_failure_words[] = {
        "want",     "got ",       "got:",       "expected", "Expected", "!=",
        "mismatch", "unexpected", "Unexpected", "should",   "error",    "Error",
        "fail",     "Fail",       "not equal",  "differ",   "wrong"};
    std::array<std::string_view, 2> f;
    log.search(s.lines[j], f);
    const Location first{f[0], parse_small_number(f[1]), 0};
    for (std::size_t k = j; k < s.lines.size() && k < j + 50; ++k) {
        const std::string_view line = s.lines[k];
        const std::string_view t = trim(line);
        if (k > j && (line.empty() || (line.front() != ' ' && line.front() != '\t') ||
                      t.starts_with("--- ") || t.starts_with("=== "))) {
            break;
        }
        if (!log.search(line, f)) {
            continue;
        }
        const std::size_t at = line.find(".go:");
        const std::size_t colon = at == std::string_view::npos ? at : line.find(": ", at);
        const std::string_view message =
            colon == std::string_view::npos ? std::string_view() : line.substr(colon + 2);
        if (std::any_of(std::begin(k_failure_words), std::end(k_failure_words),
                        [&](std::string_view w) { return contains(message, w); })) {
            return {f[0], parse_small_number(f[1]), 0};
        }
    }
    return first;
}

Location go_test_location(const StreamLines& s, std::size_t i, std::string_view name,
                          GoRunLines& runs) {
    static const Pattern log(R"re(^\s+(\S+_test\.go):(\d+): )re");
    const Pattern& frame = go_test_frame();
    static const Pattern recovered_frame(R"re(^\s*\t(\S+_test\.go):(\d+) \+0x[0-9a-f]+\s*$)re");
    std::array<std::string_view, 2> f;
    Location recovered; // the test's frame under a panic its runner recovered
    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 50; ++j) {
        if (contains(s.lines[j], "--- ") || starts_with(s.lines[j], "=== ")) {
            break;
        }
        if (log.search(s.lines[j], f)) {
            return go_failing_message(s, j, log);
        }
        if (recovered.file.empty() && recovered_frame.search(s.lines[j], f)) {
            recovered = {f[0], parse_small_number(f[1]), 0};
        }
        if (starts_with(s.lines[j], "panic: ")) {
            for (std::size_t k = j + 1; k < s.lines.size() && k < j + 200; ++k) {
                if (frame.search(s.lines[k], f)) {
                    return {f[0], parse_small_number(f[1]), 0};
                }
            }
            break;
        }
    }
    if (!recovered.file.empty()) {
        return recovered;
    }
    // The nearest "=== RUN" line of this test within the 200 lines above.
    const std::size_t lowest = i > 200 ? i - 200 : 0;
    const std::vector<std::size_t>& run_lines = runs.below(lowest, i);
    for (auto it = std::lower_bound(run_lines.begin(), run_lines.end(), i);
         it != run_lines.begin() && *(it - 1) >= lowest;) {
        --it;
        if (trim(s.lines[*it]).ends_with(name)) {
            // Its lines end at the next test's "=== RUN"; a panic a runner recovered
            // (testify's "suite.go:77: test panicked") leaves the test's frame there.
            Location frame_at;
            for (std::size_t j = *it + 1; j < i; ++j) {
                if (starts_test_output(s.lines[j])) {
                    break;
                }
                if (log.search(s.lines[j], f)) {
                    return go_failing_message(s, j, log);
                }
                if (frame_at.file.empty() && recovered_frame.search(s.lines[j], f)) {
                    frame_at = {f[0], parse_small_number(f[1]), 0};
                }
            }
            return frame_at;
        }
    }
    // Farther up: the test's own "=== RUN" line, its messages right below it.
    if (const std::size_t run = runs.last_run(name, lowest); run != std::string_view::npos) {
        for (std::size_t j = run + 1; j < i && j < run + 200; ++j) {
            if (starts_with(trim(s.lines[j]), "=== RUN")) {
                break;
            }
            if (log.search(s.lines[j], f)) {
                return go_failing_message(s, j, log);
            }
        }
    }
    return {};
}

// go test: "--- FAIL: TestX/sub (0.00s)" then indented "file_test.go:12: message";
// gotestsum names the package too: "=== FAIL: cart TestX/sub (0.00s)".
void detect_go_test(const StreamLines& s, std::vector<Evidence>& out) {
    // (A benchmark's verdict has no duration: "--- FAIL: BenchmarkParse".)
    // A test whose output did not end its last line glues the verdict to it:
    // "\rprogress: 3/4--- FAIL: TestImport (0.00s)".
    // A top-level benchmark's verdict follows its name on its result line, the number of
    // CPUs after both: "BenchmarkFNV-2   \t--- FAIL: BenchmarkFNV-2".
    static const Pattern fail(
        R"re(^(\s*)(?:--- FAIL:|=== FAIL: \S+|\S.*?[^\s-]--- FAIL:|Benchmark\S*\s+--- FAIL:) (\S+)(?: \(\d+(?:\.\d+)?s\))?\s*$)re");
    // A benchmark that panicked: its result line ends with the panic, "BenchmarkSum-2
    // \tpanic: runtime error: …", and no verdict follows.
    static const Pattern bench_panic(R"re(^(Benchmark\S*?)(?:-\d+)?\s+panic: )re");
    // A goroutine a test started that reported once the test had returned: "panic: Fail
    // in goroutine after TestPublish has completed" ("Log in goroutine…" for a t.Log).
    static const Pattern late(
        R"re(^panic: (?:Fail|Log) in goroutine after (Test\S*) has completed)re");
    std::vector<Evidence> found;
    GoRunLines runs(s);
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        std::array<std::string_view, 2> g;
        if ((starts_with(s.lines[i], "Benchmark") && bench_panic.search(s.lines[i], g)) ||
            (starts_with(s.lines[i], "panic: ") && late.search(s.lines[i], g))) {
            // The location: the benchmark's or the test's own frame in the goroutine
            // dump below.
            add_evidence(found, Kind::test_failure, s, i, go_test_frame_below(s, i), g[0], "go");
            continue;
        }
        if ((!contains(s.lines[i], "--- FAIL: ") && !starts_with(s.lines[i], "=== FAIL: ")) ||
            !fail.search(s.lines[i], g)) {
            continue;
        }
        std::string_view name = g[1];
        if (starts_with(s.lines[i], "Benchmark") && starts_with(name, "Benchmark")) {
            const std::size_t dash = name.rfind('-');
            if (dash != std::string_view::npos && dash + 1 < name.size() &&
                name.find_first_not_of("0123456789", dash + 1) == std::string_view::npos) {
                name = name.substr(0, dash);
            }
        }
        add_evidence(found, Kind::test_failure, s, i, go_test_location(s, i, name, runs), name,
                     "go");
    }
    // A package that failed with no test named: its TestMain or the code under test
    // exited ("FAIL\texample.com/tm\t0.002s" and nothing but the program's own lines
    // since the previous package's verdict). The package is the label; a panic there
    // is the runtime-error detector's.
    // With -v, the test that was running when the binary exited (log.Fatal, os.Exit in
    // a test: "=== RUN   TestParseSpaces" and no verdict of its own) is the failure.
    static const Pattern package_failed(R"re(^FAIL\t(\S+)\t\d+(?:\.\d+)?s\s*$)re");
    bool named = false;
    std::string_view running;
    std::size_t running_at = 0; // its "=== RUN" line
    bool parallel = false;      // "=== PAUSE": which test ran last is not known
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        if (starts_with(line, "=== ")) {
            if (starts_with(line, "=== RUN   ")) {
                running = trim(line.substr(10));
                running_at = i;
            } else if (starts_with(line, "=== PAUSE") || starts_with(line, "=== CONT")) {
                parallel = true;
            }
        } else if (!running.empty()) {
            // A verdict of the running test, indented under its parent for a subtest.
            const std::string_view verdict = trim(line);
            if ((starts_with(verdict, "--- PASS: ") || starts_with(verdict, "--- SKIP: ") ||
                 starts_with(verdict, "--- FAIL: ")) &&
                contains(verdict, running)) {
                running = {};
            }
        }
        // The lines this reads all start a test failure or a runtime error ("ok  \t"
        // only resets; a package's lines without such a start change nothing).
        // (The runtime's "fatal error: concurrent map writes" is a row's, not hot here.)
        if (!s.hot(i, Kind::test_failure) && !s.hot(i, Kind::runtime_error) &&
            !starts_with(line, "ok  \t") && !starts_with(line, "?   \t") &&
            !(!line.empty() && line.front() == 'f' && starts_with(line, "fatal error: "))) {
            continue;
        }
        // With -v, a runtime fatal error ("fatal error: all goroutines are asleep -
        // deadlock!") while one test ran, and no verdict since: that test failed, at its
        // frame in the dump below (reported on its "=== RUN" line: the error's line is
        // the runtime's own finding).
        // So is a panic in a goroutine the test started (the test's own panic has its
        // "--- FAIL" first; -timeout's panic is a timeout's).
        if (!running.empty() && !parallel &&
            (starts_with(line, "fatal error: ") ||
             (starts_with(line, "panic: ") && !starts_with(line, "panic: test timed out")))) {
            add_evidence(found, Kind::test_failure, s, running_at, go_test_frame_below(s, i),
                         running, "go");
        }
        if (contains(line, "--- FAIL: ") || starts_with(line, "=== FAIL: ") ||
            starts_with(line, "panic: ") || starts_with(line, "fatal error: ") ||
            (starts_with(line, "Benchmark") && contains(line, "panic: "))) {
            named = true;
            continue;
        }
        const bool verdict = starts_with(line, "ok  \t") || starts_with(line, "?   \t") ||
                             starts_with(line, "FAIL\t");
        if (!verdict) {
            continue;
        }
        std::array<std::string_view, 1> pkg;
        if (!named && s.hot(i, Kind::test_failure) && package_failed.search(line, pkg)) {
            add_evidence(found, Kind::test_failure, s, i, {},
                         running.empty() || parallel ? pkg[0] : running, "go");
        }
        named = false;
        running = {};
        parallel = false;
    }
    // A parent test fails because of its subtests: keep the subtests only. The labels
    // starting with "name/" sort together, from the first label not less than it.
    std::vector<std::string_view> labels;
    labels.reserve(found.size());
    for (const Evidence& item : found) {
        labels.emplace_back(item.label);
    }
    std::sort(labels.begin(), labels.end());
    std::string prefix;
    for (const Evidence& item : found) {
        prefix.assign(item.label);
        prefix += '/';
        const auto it = std::lower_bound(labels.begin(), labels.end(), prefix);
        if (it == labels.end() || !starts_with(*it, prefix)) {
            out.push_back(item);
        }
    }
}

// cargo test: "test a::b ... FAILED", located by "thread 'a::b' panicked at f:l:c"
// (a should_panic test, a compile_fail or no_run doc test have their mode after the
// name: "test src/lib.rs - Ring (line 5) - compile fail ... FAILED").
// A doc test is "src/lib.rs - item (line 5)", run in a process of its own: its block
// ("---- src/lib.rs - item (line 5) stdout ----") holds the panic of thread 'main' or
// the compiler's "--> file:line:col".
void detect_cargo_test(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern doctest_name(R"re(^(\S+\.rs) - .* \(line (\d+)\)$)re");
    static const Pattern fail(
        R"re(^test (\S+(?: - [^()]*\(line \d+\))?)(?: - (?:should panic|compile fail|compile))? \.\.\. FAILED\s*$)re");
    static const Pattern doc_at(
        R"re(^(?:thread '[^']+'(?: \(\d+\))? panicked at|\s*-->) (\S+?):(\d+):(\d+))re");
    static const Pattern panic(
        R"re(^thread '([^']+)'(?: \(\d+\))? panicked at (\S+?):(\d+):(\d+):?)re");
    static const Pattern no_panic(
        R"re(^note: test did not panic as expected at (\S+?):(\d+):(\d+))re");
    static const Pattern block(R"re(^---- (\S+(?: - [^()]*\(line \d+\))?) stdout ----)re");
    static const Pattern terse(R"re(^([\w:]+) --- FAILED$)re");
    // Where each test stopped, found once: its panic, or should_panic's complaint.
    std::unordered_map<std::string_view, Location> located;
    for (std::size_t j = 0; j < s.lines.size(); ++j) {
        std::array<std::string_view, 4> p;
        if (!s.hot(j, Kind::test_failure)) {
            continue;
        }
        if (starts_with(s.lines[j], "thread '") && panic.search(s.lines[j], p)) {
            located.emplace(p[0],
                            Location{p[1], parse_small_number(p[2]), parse_small_number(p[3])});
        } else if (starts_with(s.lines[j], "---- ") && block.search(s.lines[j], p) &&
                   j + 1 < s.lines.size()) {
            std::array<std::string_view, 3> n;
            if (no_panic.search(s.lines[j + 1], n)) {
                located.emplace(p[0],
                                Location{n[0], parse_small_number(n[1]), parse_small_number(n[2])});
            } else if (p[0].ends_with(")")) {
                for (std::size_t k = j + 1; k < s.lines.size() && k < j + 40; ++k) {
                    if (starts_with(s.lines[k], "---- ") || s.lines[k] == "failures:") {
                        break;
                    }
                    if (doc_at.search(s.lines[k], n)) {
                        located.emplace(p[0], Location{n[0], parse_small_number(n[1]),
                                                       parse_small_number(n[2])});
                        break;
                    }
                }
            }
        }
    }
    bool any_named = false;
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        std::array<std::string_view, 1> g;
        // `cargo test -q` (libtest's terse format) names a failure "a::b --- FAILED".
        const bool named = (starts_with(s.lines[i], "test ") && fail.search(s.lines[i], g)) ||
                           (s.lines[i].ends_with(" --- FAILED") && terse.search(s.lines[i], g));
        if (!named) {
            continue;
        }
        any_named = true;
        const auto it = located.find(g[0]);
        Location where = it == located.end() ? Location{} : it->second;
        // A doc-test is named by its place, "src/lib.rs - add (line 5)"; merged doc-tests
        // (edition 2024) panic in a temporary file rustdoc has deleted since: the name's
        // place stands in for it.
        std::array<std::string_view, 2> d;
        if (contains(g[0], " (line ") && doctest_name.search(g[0], d) &&
            !where.file.ends_with(d[0])) {
            where = {d[0], parse_small_number(d[1]), 0};
        }
        add_evidence(out, Kind::test_failure, s, i, where, g[0], "cargo");
    }
    // libtest's closing list, "failures:" then each failed test indented by four spaces,
    // names them again: a log cut above their "... FAILED" lines (CI's tail) still has it.
    // (Only in a stream where libtest named or placed a failure: no pass over the lines
    // of every other run.)
    if (located.empty() && !any_named) {
        return;
    }
    for (std::size_t i = 0; i + 1 < s.lines.size(); ++i) {
        if (s.lines[i] != "failures:" || !starts_with(s.lines[i + 1], "    ")) {
            continue;
        }
        for (std::size_t k = i + 1; k < s.lines.size() && starts_with(s.lines[k], "    "); ++k) {
            const std::string_view name = trim(s.lines[k]);
            if (name.empty() || name.find(' ') != std::string_view::npos) {
                break;
            }
            const auto it = located.find(name);
            add_evidence(out, Kind::test_failure, s, k,
                         it == located.end() ? Location{} : it->second, name, "cargo");
        }
    }
}

// libtest's line of a test whose binary died under it (an abort, a stack overflow): no
// verdict, "test empty_key_is_rejected ... " last, or before the next binary's "running
// 2 tests". (Not when a timeout killed the run: the exit status says so, not a test.)
void detect_cargo_unfinished(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern unfinished(R"re(^test (\S+) \.\.\. ?$)re");
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        std::array<std::string_view, 1> g;
        if (!starts_with(s.lines[i], "test ") || !unfinished.search(s.lines[i], g)) {
            continue;
        }
        std::size_t next = i + 1;
        while (next < s.lines.size() && trim(s.lines[next]).empty()) {
            ++next;
        }
        if (next == s.lines.size() || starts_with(s.lines[next], "running ")) {
            add_evidence(out, Kind::test_failure, s, i, {}, g[0], "cargo");
        }
    }
}

// GoogleTest: "[ RUN      ] S.C", "file:12: Failure", "[  FAILED  ] S.C (0 ms)".
void detect_gtest(const StreamLines& s, std::vector<Evidence>& out) {
    // (A suite whose SetUpTestSuite failed: "[  FAILED  ] DbTest: SetUpTestSuite or
    // TearDownTestSuite", its tests skipped.)
    static const Pattern failed(
        R"re(^\[  FAILED  \] ([\w/.]+?)(?:, where .*?|(: SetUpTestSuite or TearDownTestSuite))?(?: \(\d+ ms\))?\s*$)re");
    static const Pattern failure(R"re(^(\S+?):(\d+): Failure\s*$)re");
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        std::array<std::string_view, 2> g;
        if (!starts_with(s.lines[i], "[  FAILED  ]") || !failed.search(s.lines[i], g)) {
            continue;
        }
        // The test's first "file:12: Failure" since it started. With --gtest_brief there
        // is no "[ RUN      ]" line: the previous verdict bounds the search instead.
        Location where;
        if (!g[1].empty()) {
            // The suite's first "file:12: Failure" after its "[----------] 5 tests from
            // DbTest" header.
            bool in_suite = false;
            for (std::size_t j = i > 2000 ? i - 2000 : 0; j < i; ++j) {
                const std::string_view l = s.lines[j];
                std::array<std::string_view, 2> f;
                if (starts_with(l, "[----------] ")) {
                    in_suite = l.ends_with(std::string(" from ") + std::string(g[0]));
                } else if (in_suite && contains(l, ": Failure") && failure.search(l, f) &&
                           f[0] != "unknown file") {
                    where = {f[0], parse_small_number(f[1]), 0};
                    break;
                }
            }
            add_evidence(out, Kind::test_failure, s, i, where, g[0], "gtest");
            continue;
        }
        for (std::size_t back = 1; back <= 2000 && back <= i; ++back) {
            const std::string_view prev = s.lines[i - back];
            if (starts_with(prev, "[ RUN      ]") || starts_with(prev, "[       OK ]") ||
                starts_with(prev, "[  FAILED  ]")) {
                break;
            }
            // (An exception's or gMock's "unknown file: Failure" has no place: the
            // first failure that has one stands for the test.)
            std::array<std::string_view, 2> f;
            if (contains(prev, ": Failure") && failure.search(prev, f) && f[0] != "unknown file") {
                where = Location{f[0], parse_small_number(f[1]), 0};
            }
        }
        add_evidence(out, Kind::test_failure, s, i, where, g[0], "gtest");
    }
    // A test that never finished: the binary died inside it (a sanitizer's abort, a
    // signal), so its "[ RUN      ] Pack.WideShift" is the last verdict-like line, with
    // no "[       OK ]" or "[  FAILED  ]" after it.
    for (std::size_t back = 1; back <= 400 && back <= s.lines.size(); ++back) {
        const std::size_t j = s.lines.size() - back;
        const std::string_view l = s.lines[j];
        if (l.size() < 13 || l.front() != '[') {
            continue;
        }
        if (starts_with(l, "[ RUN      ] ")) {
            const std::string_view name = trim(l.substr(13));
            if (!name.empty() && name.find(' ') == std::string_view::npos) {
                add_evidence(out, Kind::test_failure, s, j, {}, name, "gtest");
            }
            break;
        }
        if (starts_with(l, "[       OK ]") || starts_with(l, "[  FAILED  ]") ||
            starts_with(l, "[  SKIPPED ]") || starts_with(l, "[==========]") ||
            starts_with(l, "[----------]") || starts_with(l, "[  PASSED  ]")) {
            break;
        }
    }
}

// doctest: "file:5:" / "TEST CASE:  name" / "file:7: ERROR: CHECK( … ) is NOT correct!".
void detect_doctest(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern error(R"re(^(\S+?)(?::|\()(\d+)\)?: (?:FATAL )?ERROR: )re");
    std::string_view test_case;
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        const std::string_view line = s.lines[i];
        std::array<std::string_view, 2> g;
        if (starts_with(line, "TEST CASE:")) {
            test_case = trim(line.substr(std::string_view("TEST CASE:").size()));
        } else if (!test_case.empty() && contains(line, "ERROR: ") && error.search(line, g)) {
            add_evidence(out, Kind::test_failure, s, i, {g[0], parse_small_number(g[1]), 0},
                         test_case, "doctest");
        }
    }
}

// The place of what failed in a test's output line: an assertion, a runner's failure
// line ("test_ring.cpp:37: CHECK failed: r.pop() == 3", "test_ring.c:7: wrap: expected
// head == 0, got 3"), in any case (the words after
// the place say so: a path may hold them too); no place for any other line.
Location ctest_failure_place(std::string_view line) {
    const std::size_t space = line.find(' ');
    const std::string_view words =
        space == std::string_view::npos ? std::string_view() : line.substr(space);
    const bool failure = contains_lower(words, "assert") || contains_lower(words, "error") ||
                         contains_lower(words, "fail") || contains_lower(words, "expect");
    return failure ? location_on(line) : Location{};
}

// ctest: "The following tests FAILED:" then "\t  2 - name (Failed)".
void detect_ctest(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern entry(
        R"re(^\s+\d+ - (.+?) \((?:Failed|SEGFAULT|Subprocess aborted|Timeout|Child aborted|Exception|Not Run|OTHER_FAULT|ILLEGAL|BUS_ERROR|NUMERICAL|INTERRUPT|[A-Za-z_ ]+)\)\s*$)re");
    for (std::size_t i = s.next_hot(0, Kind::test_failure); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::test_failure)) {
        if (!starts_with(s.lines[i], "The following tests FAILED:")) {
            continue;
        }
        // Each test's result line ("4/4 Test #4: parse_check ....Subprocess aborted…"),
        // read once: the test's own output follows it (--output-on-failure) up to the
        // next test's "Start" or result line.
        std::unordered_map<std::string_view, std::size_t> results;
        for (std::size_t j = 0; j < i; ++j) {
            const std::string_view line = s.lines[j];
            const std::size_t test = line.find(" Test ");
            const std::size_t colon = line.find(": ", test == std::string_view::npos ? 0 : test);
            if (test == std::string_view::npos || colon == std::string_view::npos ||
                !contains(line.substr(test, colon - test), "#")) {
                continue;
            }
            const std::string_view rest = line.substr(colon + 2);
            const std::size_t dots = rest.find(" .");
            results[rest.substr(0, dots == std::string_view::npos ? rest.size() : dots)] = j;
        }
        std::array<std::string_view, 1> g;
        for (std::size_t j = i + 1; j < s.lines.size() && entry.search(s.lines[j], g); ++j) {
            Location where;
            if (const auto it = results.find(g[0]); it != results.end()) {
                for (std::size_t k = it->second + 1; k < i && k <= it->second + 80; ++k) {
                    const std::string_view line = s.lines[k];
                    if (contains(line, " Test ") && contains(line, "#")) {
                        break; // the next test's result
                    }
                    if (starts_with(trim(line), "Start ")) {
                        break;
                    }
                    if ((where = ctest_failure_place(line)).line != 0) {
                        break;
                    }
                }
                // ctest -V prints a test's output before its result, each line after the
                // test's number ("2: ring_test.c:24: CHECK failed: pop() == 2").
                const std::string_view result = s.lines[it->second];
                const std::size_t hash = result.find('#');
                std::size_t end = hash == std::string_view::npos ? hash : hash + 1;
                while (end != std::string_view::npos && end < result.size() &&
                       is_digit(result[end])) {
                    ++end;
                }
                if (where.line == 0 && end != std::string_view::npos && end > hash + 1) {
                    const std::string prefix =
                        std::string(result.substr(hash + 1, end - hash - 1)) + ": ";
                    for (std::size_t k = it->second; k > 0 && k + 80 > it->second; --k) {
                        const std::string_view line = s.lines[k - 1];
                        if (!starts_with(line, prefix)) {
                            if (starts_with(trim(line), "Start ")) {
                                break;
                            }
                            continue;
                        }
                        if (const Location at = ctest_failure_place(line.substr(prefix.size()));
                            at.line != 0) {
                            where = at; // the earliest such line wins
                        }
                    }
                }
                // (The cleaner takes those numbers off when it finds them: the test's lines
                // are then the ones since its "Test command: /a/build/ring_test".)
                for (std::size_t k = it->second; where.line == 0 && k > 0 && k + 200 > it->second;
                     --k) {
                    const std::string_view line = s.lines[k - 1];
                    if (contains(line, " Test ") && contains(line, "#")) {
                        break; // the previous test's result: not -V
                    }
                    if (starts_with(line, "Test command: ")) {
                        for (std::size_t m = k; m < it->second; ++m) {
                            if ((where = ctest_failure_place(s.lines[m])).line != 0) {
                                break;
                            }
                        }
                        break;
                    }
                }
            }
            add_evidence(out, Kind::test_failure, s, j, where, g[0], "ctest");
        }
    }
}

} // namespace

void detect_test_failures(const DetectorInput& input, std::vector<Evidence>& out) {
    for_each_stream(input, [&](const StreamLines& s) {
        detect_bun(s, out);
        detect_jest_vitest(s, out);
        detect_mocha(s, out);
        detect_node_test(s, out);
        detect_pytest(s, out);
        detect_go_test(s, out);
        if (const DecodedStream decoded = decode_go_test_json(s); !decoded.lines.lines.empty()) {
            detect_go_test(decoded.lines, out);
        }
        detect_cargo_test(s, out);
        if (input.exit_code != 124) {
            detect_cargo_unfinished(s, out);
        }
        if (const DecodedStream decoded = decode_libtest_json(s); !decoded.lines.lines.empty()) {
            detect_cargo_test(decoded.lines, out);
        }
        detect_gtest(s, out);
        detect_doctest(s, out);
        detect_ctest(s, out);
    });
}

} // namespace loopclose::core::detail
