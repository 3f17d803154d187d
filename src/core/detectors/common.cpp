// SPDX-License-Identifier: MIT
#include "core/detectors/common.hpp"

#include <algorithm>
#include <array>

namespace loopclose::core::detail {

namespace {

// Paths are cut to this many bytes, labels to the snippet limit.
constexpr std::size_t k_max_path_chars = 512;

} // namespace

void add_evidence(std::vector<Evidence>& out, Kind kind, const StreamLines& stream,
                  std::size_t index, Location where, std::string_view label,
                  std::string_view tool) {
    Evidence item;
    item.kind = kind;
    // (Node names an ES module by its URL: "file:///abs/test/a.mjs:3".)
    if (starts_with(where.file, "file:///")) {
        where.file.remove_prefix(std::string_view("file://").size());
    }
    item.file = make_snippet(where.file, k_max_path_chars);
    item.line = where.line;
    item.column = where.line == 0 ? 0 : where.column;
    item.label = make_snippet(label, k_max_label_chars);
    item.snippet = make_snippet(stream.lines[index]);
    item.stream = stream.stream;
    item.source_line = static_cast<std::uint32_t>(index);
    item.tool = std::string(tool);
    out.push_back(std::move(item));
}

Annotation read_annotation(std::string_view line) {
    Annotation a;
    for (const std::string_view command : {"::error ", "::warning ", "::notice "}) {
        if (!starts_with(line, command)) {
            continue;
        }
        std::string_view props = line.substr(command.size());
        props = props.substr(0, props.find("::"));
        while (!props.empty()) {
            const std::size_t comma = props.find(',');
            const std::string_view prop = props.substr(0, comma);
            props = comma == std::string_view::npos ? std::string_view() : props.substr(comma + 1);
            const std::size_t eq = prop.find('=');
            if (eq == std::string_view::npos) {
                continue;
            }
            const std::string_view key = prop.substr(0, eq);
            const std::string_view value = prop.substr(eq + 1);
            if (key == "file") {
                a.where.file = value;
            } else if (key == "line") {
                a.where.line = parse_small_number(value);
            } else if (key == "col" || key == "column") {
                a.where.column = parse_column(value);
            } else if (key == "title") {
                a.title = value;
            }
        }
        if (a.where.file.empty()) {
            a.where = {};
        }
        return a;
    }
    return a;
}

Location located_prefix(std::string_view line) {
    static const Pattern paren(R"re(^\s*(\S[^():]*?)\((\d+),(\d+)\): )re");
    static const Pattern colon(
        R"re(^\s*(\S[^:]*?):(\d+)(?::(\d+))?(?::\{\d+:\d+-\d+:\d+\})*(?::| -) )re");
    if (starts_with(line, "::")) {
        if (const Location where = read_annotation(line).where; !where.file.empty()) {
            return where;
        }
    }
    std::array<std::string_view, 3> g;
    if (paren.search(line, g) || colon.search(line, g)) {
        return {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
    }
    return {};
}

// The first project frame of a JS stack below line `i`, skipping the "Require stack:"
// list and property dumps; the search ends at the next unrelated line at column 0.
const Pattern& js_frame_pattern() {
    // "at f (/a/x.js:1:2)", "at /a/x.js:1:2", "at f (file:///a/x.mjs:1:2)", vitest "❯ f x.js:1:2",
    // the last frame of an error with own properties "at f (/a/x.js:1:2) {",
    // AVA "› Timeout._onTimeout (src/cart.js:10:37)" and "› file://test/a.js:4:9"; an ES
    // module loaded with a query ("…/eslint.config.mjs?mtime=1795800287749:4:28", ESLint's
    // cache-busting import) is its file. Small engines give no column (mujs: "\tat total
    // (app.js:3)").
    static const Pattern p(
        R"re(^\s+(?:at (?:.*? \()?|❯ (?:\S+ )?|› (?:.*? \()?)(?:file://)?([^\s(]+?)(?:\?[^\s:?]*)?:(\d+)(?::(\d+))?\)?(?: \{)?\s*$)re");
    return p;
}

const Pattern& go_frame_pattern() {
    static const Pattern frame(R"re(^\t(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$)re");
    return frame;
}

Location go_first_goroutine_place(const StreamLines& s, std::size_t i) {
    bool started = false;
    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 80; ++j) {
        const std::string_view line = s.lines[j];
        if (line.empty()) {
            if (started) {
                break;
            }
            continue;
        }
        started = started || starts_with(line, "goroutine ");
        std::array<std::string_view, 2> g;
        if (started && line.front() == '\t' && go_frame_pattern().search(line, g) &&
            !is_library_path(g[0])) {
            return {g[0], parse_small_number(g[1]), 0};
        }
    }
    return {};
}

const Pattern& java_frame_pattern() {
    static const Pattern p(
        R"re(^\s+at [\w.$<>/-]+\(([\w-]+\.(?:java|kt|scala|groovy|clj)):(\d+)\)\s*$)re");
    return p;
}

const Pattern& node_test_at_pattern() {
    static const Pattern p(R"re(^\s*test at (\S+?):(\d+):(\d+)\s*$)re");
    return p;
}

bool is_cmocka_failure_place(std::string_view line) {
    return contains(line, ": error: Failure!");
}

bool says_include_not_opened(std::string_view line) {
    // (The pattern compiled only when a line names an include file.)
    static const Pattern words(
        R"re((?i)(?:unable to|cannot|can't|could not) (?:open|find) include file)re");
    return contains(line, "nclude file") && words.search(line);
}

Location python_location(const StreamLines& s, std::size_t i) {
    static const Pattern frame(R"re(^\s*(?:E\s+)?File "([^"]+)", line (\d+))re");
    static const Pattern pytest(R"re(^(\S+\.py):(\d+): )re");
    for (std::size_t back = 1; back <= 400 && back <= i; ++back) {
        const std::string_view prev = s.lines[i - back];
        std::array<std::string_view, 2> g;
        if ((frame.search(prev, g) || pytest.search(prev, g)) && !is_library_path(g[0])) {
            return {g[0], parse_small_number(g[1]), 0};
        }
        if (starts_with(prev, "Traceback (most recent call last)") || starts_with(prev, "___") ||
            starts_with(prev, "===")) {
            break;
        }
    }
    return {};
}

Location python_data_place(const StreamLines& s, std::size_t i) {
    static const Pattern reading(R"re(While reading from '([^']+)' \[line +(\d+)\])re");
    static const Pattern parsing(R"re(Source contains parsing errors: '([^']+)'\s*$)re");
    static const Pattern config_line(R"re(^\s+\[line +(\d+)\]: )re");
    static const Pattern yaml_mark(R"re(^  in "([^"<>]+)", line (\d+), column (\d+)\s*$)re");
    std::array<std::string_view, 3> g;
    const std::string_view line = s.lines[i];
    if (contains(line, "While reading from") && reading.search(line, g)) {
        return {g[0], parse_small_number(g[1]), 0};
    }
    if (contains(line, "parsing errors") && parsing.search(line, g) && i + 1 < s.lines.size()) {
        std::array<std::string_view, 1> n;
        const std::string_view file = g[0];
        if (config_line.search(s.lines[i + 1], n)) {
            return {file, parse_small_number(n[0]), 0};
        }
    }
    Location mark;
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 6; ++j) {
        if (starts_with(s.lines[j], "  in \"") && yaml_mark.search(s.lines[j], g)) {
            mark = {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
        } else if (s.lines[j].empty() || s.lines[j].front() == ' ') {
            break;
        }
    }
    return mark;
}

Location code_frame_place(const StreamLines& s, std::size_t from, std::size_t to) {
    static const Pattern marked(R"re(^\s*> (\d+) \|)re");
    for (std::size_t j = from; j < to && j < s.lines.size(); ++j) {
        std::array<std::string_view, 1> g;
        if (!marked.search(s.lines[j], g)) {
            continue;
        }
        Location where{{}, parse_small_number(g[0]), 0};
        if (j + 1 < s.lines.size()) {
            const std::string_view caret = s.lines[j + 1];
            const std::size_t bar = caret.find('|');
            const std::size_t hat = caret.find('^');
            if (bar != std::string_view::npos && hat != std::string_view::npos && hat > bar + 1 &&
                caret.find_first_not_of(' ', bar + 1) == hat) {
                where.column = static_cast<int>(hat - bar - 1);
            }
        }
        return where;
    }
    return {};
}

bool looks_like_test_file(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    return contains(name, ".test.") || contains(name, ".spec.") || contains(name, "_test.") ||
           contains(name, "_spec.") || starts_with(name, "test_");
}

Location js_location(const StreamLines& s, std::size_t i, bool library_fallback) {
    const Pattern& frame = js_frame_pattern();
    // node --test's TAP reporter turns a test file's stderr into "# " comments: the
    // stack is read inside them, and ends with them.
    const bool tap_comment = starts_with(s.lines[i], "# ");
    std::size_t prose = 0; // message lines between the error and its frames
    bool in_frames = false;
    Location first_library; // when every frame is a library's: the tool's own crash
    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 60; ++j) {
        std::string_view line = s.lines[j];
        if (tap_comment) {
            if (!starts_with(line, "#")) {
                break;
            }
            line.remove_prefix(starts_with(line, "# ") ? 2 : 1);
        }
        // Mocha's next failure ("  2) Limiter") after a stack of Node's frames only (a
        // timeout's): its frames are that failure's.
        const std::string_view t = trim(line);
        if (starts_with(t, "at ")) {
            in_frames = true;
        } else if (in_frames && !t.empty()) {
            // Jasmine's next message of the same spec ("  Message:", an afterEach's
            // error): its frames are that error's.
            if (t == "Message:") {
                break;
            }
            const std::size_t digits = t.find_first_not_of("0123456789");
            if (digits != 0 && digits != std::string_view::npos &&
                t.substr(digits).starts_with(") ")) {
                break;
            }
        }
        std::array<std::string_view, 3> g;
        if (!line.empty() && line.front() != ' ' && line.front() != '\t' &&
            !starts_with(line, "Require stack:") && !starts_with(line, "- ") &&
            !starts_with(line, "}") && ++prose > 2) {
            break;
        }
        if (frame.search(line, g)) {
            // (A package's frame as Jest prints it, relative to the project's root:
            // "node_modules/jest-resolve/build/resolver.js:427:11".)
            if (!is_library_path(g[0]) && !starts_with(g[0], "node_modules/")) {
                return {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
            }
            if (first_library.file.empty() && !starts_with(g[0], "node:") &&
                g[0].find("/node_modules/") != std::string_view::npos) {
                first_library = {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
            }
        }
    }
    return library_fallback ? first_library : Location{};
}

bool may_be_translated(std::string_view line) {
    return std::any_of(line.begin(), line.end(),
                       [](char c) { return static_cast<unsigned char>(c) >= 0x80; }) ||
           contains(line, "Fehler") || contains(line, "erreur") || contains(line, "error fatal");
}

bool is_esm_link_error(std::string_view line) {
    return contains(line, "does not provide an export named") ||
           (contains(line, "Named export '") &&
            contains(line, "' not found. The requested module")) ||
           (contains(line, "Export named '") && contains(line, "not found in module")) ||
           (contains(line, "SyntaxError: export '") && contains(line, "' not found in '"));
}

bool is_program_js_frame(std::string_view frame) {
    if (starts_with(trim(frame), "at JSON.parse (")) {
        return true;
    }
    const Location where = location_on(frame);
    return where.line != 0 && !is_library_path(where.file);
}

bool is_library_path(std::string_view path) {
    // (A program read from standard input is the project's own: a CI step's heredoc.)
    if (path == "<stdin>") {
        return false;
    }
    static constexpr std::string_view k_prefixes[] = {
        "node:",
        "internal/",
        "/usr/lib/",
        "/usr/local/lib/",
        "/usr/bin/", // an installed program's entry point ("/usr/bin/flake8", line 33)
        "/usr/local/bin/",
        "/usr/share/",
        "/rustc/",
        "/usr/local/go/",
        "/usr/include/",
        "<",
        "bun:",
        "native",
        // glibc's own sources, as a debugger's backtrace names them
        "./nptl/",
        "../sysdeps/",
        "./stdlib/",
        "./assert/",
        "./libio/",
        "./malloc/",
        "./string/",
        "../csu/",
        "./csu/",
        "./elf/",
        "./posix/",
        "./signal/",
    };
    for (const auto prefix : k_prefixes) {
        if (starts_with(path, prefix)) {
            return true;
        }
    }
    // (A compiled extension's source as a Python traceback names it, relative to its
    // package: pandas' "pandas/_libs/parsers.pyx", line 1973.)
    if (path.ends_with(".pyx") || path.ends_with(".pxd") || path.ends_with(".pxi")) {
        return true;
    }
    // (go test's generated main, "_testmain.go:49" under main.main in a goroutine dump.)
    // (Nor is cgo's generated wrapper, "_cgo_gotypes.go:43" under main._Cfunc_probe.)
    if (path == "_testmain.go" || path.ends_with("/_testmain.go") || path == "_cgo_gotypes.go" ||
        path.ends_with("/_cgo_gotypes.go")) {
        return true;
    }
    // (webpack's runtime in a bundle's source map: webpack:///webpack/bootstrap.)
    static constexpr std::string_view k_parts[] = {
        "/node_modules/",
        "/site-packages/",
        "/dist-packages/",
        "/.cargo/registry/",
        "/library/std/",
        "/library/core/",
        "/go/src/runtime/",
        "/go/src/testing/",
        "/libgo/go/", // gccgo's runtime and standard library
        "/lib/python3",
        "/.rustup/",
        "/libsanitizer/",
        "/compiler-rt/",
        "/webpack/bootstrap",
        "/webpack/startup",
        "/webpack/runtime/",
        // glibc and Node's own sources in a native backtrace ("./misc/../sysdeps/unix/sysv/
        // linux/x86_64/clone3.S:81", "/home/iojs/build/ws/out/../deps/uv/src/threadpool.c")
        "/sysdeps/",
        "/deps/uv/",
        "/deps/v8/",
    };
    for (const auto part : k_parts) {
        if (contains(path, part)) {
            return true;
        }
    }
    return false;
}

} // namespace loopclose::core::detail
