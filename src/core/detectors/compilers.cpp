// SPDX-License-Identifier: MIT
// Detectors for type checkers, compilers, parsers and linters.
#include "core/detectors/common.hpp"
#include "core/detectors/detectors_impl.hpp"

#include <array>

namespace loopclose::core::detail {

namespace {

bool is_python_path(std::string_view path) {
    return path.ends_with(".py") || path.ends_with(".pyi");
}

// A rustc/clippy diagnostic: "error[E0308]: msg" then " --> file:line:col" and a body
// up to the next blank line. Clippy's lints name `clippy::` in the body.
struct RustDiagnostic {
    std::string_view code;
    Location where;
    std::string lint; // "clippy::needless_return" for clippy lints
};

// A rustc headline with what it quotes left out ("error: unused import: ``"): two
// firings of one lint read alike.
std::string unquoted_headline(std::string_view line) {
    std::string out;
    bool quoted = false;
    for (const char c : line) {
        if (c == '`') {
            quoted = !quoted;
            out += c;
        } else if (!quoted) {
            out += c;
        }
    }
    return out;
}

RustDiagnostic read_rust_diagnostic_once(const StreamLines& s, std::size_t i);

// rustc names a lint that -D or an attribute denies on its first firing only ("= note:
// `-D unused-imports` implied by `-D warnings`"): a later error that reads the same
// ("error: unused import: `std::fmt::Write`") is the same lint.
RustDiagnostic read_rust_diagnostic(const StreamLines& s, std::size_t i) {
    RustDiagnostic d = read_rust_diagnostic_once(s, i);
    // (Only rustc's own, placed by its " --> " line; the lines above are looked at in
    // bounds: 2,000 of them, 8 that read the same.)
    if (!d.lint.empty() || !d.code.empty() || d.where.line == 0) {
        return d;
    }
    const std::string headline = unquoted_headline(s.lines[i]);
    if (headline.size() < 12) {
        return d;
    }
    int same = 0;
    for (std::size_t k = i; k-- > 0 && k + 2000 > i && same < 8;) {
        if (s.lines[k].size() >= 7 && s.lines[k][0] == 'e' && starts_with(s.lines[k], "error: ") &&
            unquoted_headline(s.lines[k]) == headline) {
            ++same;
            if (RustDiagnostic first = read_rust_diagnostic_once(s, k); !first.lint.empty()) {
                d.lint = std::move(first.lint);
                break;
            }
        }
    }
    return d;
}

RustDiagnostic read_rust_diagnostic_once(const StreamLines& s, std::size_t i) {
    static const Pattern arrow(R"re(^\s*--> (\S+?):(\d+):(\d+)\s*$)re");
    // "-D clippy::let-and-return implied by -D warnings", "#[deny(dead_code)]", a lint
    // table's "requested on the command line with `-D clippy::unwrap-used`" …
    static const Pattern lint(
        R"re(`-D ([\w:-]+)` implied|#\[(?:deny|forbid)\(([\w:]+)\)\]|requested on the command line with `-[DF] ([\w:-]+)`)re");
    static const Pattern code(R"re(^error\[(E\d{4})\])re");
    static const Pattern clippy_url(R"re(/rust-clippy/\S*#([a-z][a-z0-9_]*)\s*$)re");
    RustDiagnostic d;
    std::string_view attribute_lint;
    std::array<std::string_view, 3> g;
    if (code.search(s.lines[i], g)) {
        d.code = g[0];
    }
    // (A body may be long: Clippy lists every field its configuration file may hold, a
    // hundred lines, before the " --> clippy.toml:3:1" of an unknown one.)
    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 200; ++j) {
        const std::string_view line = s.lines[j];
        if (trim(line).empty() || starts_with(line, "error") || starts_with(line, "warning")) {
            break;
        }
        if (d.where.line == 0 && arrow.search(line, g)) {
            d.where = {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
        } else if (d.lint.empty() && contains(line, "note:") && lint.search(line, g)) {
            std::string name(!g[0].empty() ? g[0] : !g[1].empty() ? g[1] : g[2]);
            for (char& c : name) {
                if (c == '-') {
                    c = '_';
                }
            }
            d.lint = name;
        } else if (attribute_lint.empty() &&
                   contains(line, "note: the lint level is defined here")) {
            // The attribute that denied it, quoted below: "2 | #![deny(missing_docs)]";
            // a group's ("deny(warnings)") gives way to the lint a later note names.
            static const Pattern attribute(R"re(#!?\[(?:deny|forbid)\(([\w:]+)[,)])re");
            for (std::size_t k = j + 1; k < s.lines.size() && k <= j + 4; ++k) {
                if (attribute.search(s.lines[k], g)) {
                    attribute_lint = g[0];
                    break;
                }
            }
        } else if (d.lint.empty() && contains(line, "/rust-clippy/") &&
                   clippy_url.search(line, g)) {
            // A lint's second firing names it only in the help link:
            // "= help: for further information visit https://rust-lang.github.io/rust-clippy/
            // rust-1.95.0/index.html#must_use_candidate".
            d.lint = "clippy::" + std::string(g[0]);
        }
    }
    if (d.lint.empty()) {
        d.lint = attribute_lint;
    }
    // rustdoc names its lint on the first firing only: "error: unresolved link to
    // `Ledger::totl`" is rustdoc::broken_intra_doc_links every time.
    if (d.lint.empty() && starts_with(s.lines[i], "error: unresolved link to ")) {
        d.lint = "rustdoc::broken_intra_doc_links";
    }
    // So does rustc: "error: missing documentation for a struct field" is missing_docs (a
    // lint off by default, an error only where an attribute or -D denies it).
    if (d.lint.empty() && starts_with(s.lines[i], "error: missing documentation for ")) {
        d.lint = "missing_docs";
    }
    return d;
}

// The "[code]" (mypy) or "(reportRule)" (pyright) that ends the message starting at
// line `i`, looking at up to 4 continuation lines; empty when there is none. mypy
// --pretty may wrap the code alone onto the next line ("[attr-defined]", " [operator]").
std::string_view python_checker_code(const StreamLines& s, std::size_t i, bool pyright) {
    static const Pattern mypy_code(R"re((?:^\s*|  )\[([\w-]+)\]\s*$)re");
    static const Pattern pyright_rule(R"re(\((report\w+)\)\s*$)re");
    static const Pattern next_item(R"re(^\s*\S+\.pyi?:\d+(?::\d+){0,3}(?::| -) )re");
    const Pattern& code = pyright ? pyright_rule : mypy_code;
    for (std::size_t j = i; j < s.lines.size() && j < i + 5; ++j) {
        if (j > i && (next_item.search(s.lines[j]) || trim(s.lines[j]).empty())) {
            break;
        }
        std::array<std::string_view, 1> g;
        if (code.search(s.lines[j], g)) {
            return g[0];
        }
    }
    return {};
}

// go vet's analyzers speak of suspicious code, the compiler of invalid code.
bool is_go_vet_message(std::string_view message) {
    static const Pattern vet(
        R"re(^(?:self-assignment|.*\bpasses lock by value|.*\bcopies lock value|.*\bformat %|.*\bpossible formatting directive|unreachable code|.*\bcomposite literal uses unkeyed fields|result of .* call not used|.*\bshould have signature|struct field tag|.*\bcall has arguments but no formatting directives|.*\bcall needs \d+ args? but has \d+ args?|.*\barg list ends with redundant newline|the cancel function|.*\bself-comparison|suspect or:|redundant (?:and|or):|.*\bloop variable .* captured by func literal|.*\bmisuse of unbuffered os\.Signal channel|.*\btoo small for shift of|.*\bimpossible type assertion|conversion from \w+ to string yields a string of one rune|possible misuse of unsafe\.Pointer|direct assignment to atomic value|using \w+ before checking for errors|second argument to errors\.As must be|call to \(\*\w+\)\.\w+ from a non-test goroutine|struct field \w+ repeats \w+ tag|\w+ has malformed name|comparison of function \w+ [!=]= nil|call of \S+ passes non-pointer|this return statement may be reached without using the \w+ var|avoid using reflect\.DeepEqual with errors|call to time\.Since is not deferred|append with no values|.*\bshould be 2006-01-02|misplaced \+build comment|possibly passing Go type with embedded pointer to C|\w+ refers to unknown (?:identifier|field or method)|WaitGroup\.Add called from inside new goroutine|declaration of "\w+" shadows declaration at line \d+))re");
    return vet.search(message);
}

// eslint's stylish format prints the file alone on a line above its problem rows;
// LintHTML's the same rows below "File: src/index.html" and "Config file: …".
std::string_view stylish_file(const StreamLines& s, std::size_t i) {
    for (std::size_t back = 1; back <= 2000 && back <= i; ++back) {
        const std::string_view prev = s.lines[i - back];
        if (prev.empty()) {
            return {};
        }
        if (starts_with(prev, "Config file: ")) {
            continue;
        }
        if (starts_with(prev, "File: ") && !contains(prev.substr(6), " ")) {
            return prev.substr(6);
        }
        if (prev.front() != ' ' && prev.front() != '\t') {
            // (ESLint prints an absolute path, which may hold spaces: "/a/My Project
            // (copy)/src/a.js"; a line of prose is no path.)
            const std::size_t dot = prev.rfind('.');
            const bool absolute_file = prev.front() == '/' && !contains(prev, ": ") &&
                                       dot != std::string_view::npos && dot > prev.rfind('/') &&
                                       prev.find(' ', dot) == std::string_view::npos;
            return contains(prev, " ") && !absolute_file ? std::string_view() : prev;
        }
    }
    return {};
}

bool is_rust_summary(std::string_view line) {
    return starts_with(line, "error: could not compile") ||
           starts_with(line, "error: aborting due to") || starts_with(line, "error: test failed") ||
           starts_with(line, "error: Recipe") || starts_with(line, "error: process didn't exit");
}

} // namespace

void detect_typecheck_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    // tsc plain "f.ts(1,2): error TS2322: m", pretty "f.ts:1:2 - error TS2322: m",
    // global "error TS5058: m"; mypy "f.py:3: error: m  [code]"; pyright
    // "  /a/f.py:3:5 - error: m (reportX)".
    // (Mocha with ts-node puts " Exception during run: " before tsc's line.)
    static const Pattern tsc_plain(
        R"re(^\s*(?:Exception during run: )?(\S.*?)\((\d+),(\d+)\): error (TS\d+):)re");
    // (Indented inside a jest failure block by ts-jest; with no message after the code when
    // it is under the caret of the code frame below, as Marko's mtc prints it.)
    static const Pattern tsc_pretty(R"re(^\s*(\S.*?):(\d+):(\d+) - error (TS\d+)(?::|\s*$))re");
    static const Pattern tsc_global(R"re(^error (TS\d+): )re");
    // --show-error-end adds the end: "f.py:3:5:3:9: error: m".
    static const Pattern mypy(R"re(^(\S.*?\.pyi?):(\d+):(?:(\d+):)?(?:\d+:\d+:)? error: )re");
    static const Pattern pyright(R"re(^\s*(\S.*?\.pyi?):(\d+):(\d+) - error: )re");
    for_each_stream(input, [&](const StreamLines& s) {
        detect_pyright_json(s, out);
        for (std::size_t i = s.next_hot(0, Kind::typecheck_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::typecheck_error)) {
            std::string_view line = s.lines[i];
            std::array<std::string_view, 4> g;
            if (contains(line, "error TS")) {
                // ts-jest logs what it was told to only warn of as "ts-jest[ts-compiler]
                // (WARN) src/a.test.ts:8:18 - error TS2345: …": not what failed the run.
                if (starts_with(line, "ts-jest[")) {
                    const std::size_t level = line.find("] (");
                    const std::size_t end =
                        line.find(") ", level == std::string_view::npos ? 0 : level);
                    if (level == std::string_view::npos || end == std::string_view::npos ||
                        contains(line.substr(level, end - level), "WARN")) {
                        continue;
                    }
                    line.remove_prefix(end + 2);
                }
                if (tsc_plain.search(line, g) || tsc_pretty.search(line, g)) {
                    // TS1002…TS1199 come from the parser (';' expected, Expression
                    // expected): the file does not parse, which is a syntax error.
                    const unsigned code = parse_small_number(g[3].substr(2));
                    const bool parse = code >= 1000 && code < 1200;
                    add_evidence(out, parse ? Kind::syntax_error : Kind::typecheck_error, s, i,
                                 {g[0], parse_small_number(g[1]), parse_small_number(g[2])}, g[3],
                                 "tsc");
                } else if (tsc_global.search(line, g)) {
                    add_evidence(out, Kind::typecheck_error, s, i, {}, g[0], "tsc");
                }
            } else if (contains(line, " error: ") && contains(line, ".py")) {
                const bool is_pyright = pyright.search(line, g);
                if (!is_pyright && !mypy.search(line, g)) {
                    continue;
                }
                // The code closes the message, which may wrap onto the next lines.
                const std::string_view code = python_checker_code(s, i, is_pyright);
                // mypy's [syntax] and pyright's rule-less errors come from the parser.
                const bool syntax = is_pyright ? code.empty() : code == "syntax";
                add_evidence(out, syntax ? Kind::syntax_error : Kind::typecheck_error, s, i,
                             {g[0], parse_small_number(g[1]), parse_small_number(g[2])},
                             syntax ? std::string_view() : code, is_pyright ? "pyright" : "mypy");
            }
        }
    });
}

// True when the JavaScript "SyntaxError: …" on line `i` was thrown while the program ran
// (JSON.parse on bad text, a `throw new SyntaxError(…)`), not raised by the parser: its
// first stack frame, within a few lines (the message may wrap), is JSON.parse or a
// function in a project file. A parse error's frames are node's loader
// ("at internalCompileFunction (node:internal/vm…)", "at wrapSafe …"), or there are none.
bool thrown_js_syntax_error(const StreamLines& s, std::size_t i) {
    // JSON.parse's own words, whatever the runner prints below ("❯ test/a.test.js:7").
    const std::string_view line = s.lines[i];
    // (Bun's JavaScriptCore says "JSON Parse error: Expected '}'", for JSON.parse and for
    // an imported .json file alike.)
    if (contains(line, "is not valid JSON") || contains(line, " in JSON at position") ||
        contains(line, "Unexpected end of JSON input") || contains(line, "JSON Parse error: ")) {
        return true;
    }
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 4; ++j) {
        const std::string_view frame = trim(s.lines[j]);
        if (starts_with(frame, "at ")) {
            return is_program_js_frame(s.lines[j]);
        }
        // Vitest's frame names the function that threw: "❯ parseRange src/dates.js:9:18"
        // (a file that does not parse is a place alone, "❯ src/a.test.js:3:4").
        constexpr std::string_view k_vitest_frame = "\xE2\x9D\xAF ";
        if (starts_with(frame, k_vitest_frame)) {
            const std::string_view rest = frame.substr(k_vitest_frame.size());
            const std::size_t space = rest.find(' ');
            return space != std::string_view::npos && space > 0 &&
                   rest.substr(0, space).find(':') == std::string_view::npos &&
                   !contains(rest, "node_modules") && location_on(rest.substr(space + 1)).line != 0;
        }
    }
    return false;
}

namespace {

// The test file of a jest suite that failed to run, when the error is in its block with
// no place of its own ("FAIL test/units.test.js", "● Test suite failed to run", then
// "SyntaxError: The requested module '../src/units.js' does not provide an export named
// 'x'" and only jest's frames): the file that would not load.
std::string_view jest_suite_file(const StreamLines& s, std::size_t i) {
    for (std::size_t back = 1; back <= 6 && back <= i; ++back) {
        if (trim(s.lines[i - back]) != "● Test suite failed to run") {
            continue;
        }
        for (std::size_t up = back + 1; up <= back + 3 && up <= i; ++up) {
            const std::string_view above = trim(s.lines[i - up]);
            if (starts_with(above, "FAIL ")) {
                const std::string_view rest = trim(above.substr(5));
                return rest.substr(0, rest.find(' '));
            }
        }
        break;
    }
    return {};
}

} // namespace

void detect_syntax_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    // (browserify names acorn's "ParseError: Unexpected token" under Node's header.)
    static const Pattern banner(
        R"re(^\s*(?:Uncaught )?(?:E\s+)?(?:\w+ \[)?(SyntaxError|IndentationError|TabError|ParseError)\]?(?: \[\w+\])?: )re");
    // The place an error object carries as its own properties, which Node prints under
    // it: "JS_Parse_Error [SyntaxError]: Unexpected token …", its frames, then "{",
    // "  filename: '../src/format.js',", "  line: 3,", "  col: 63,", "}" (UglifyJS).
    static const Pattern property(
        R"re(^\s+(filename|fileName|file|line|col|column): '?([^',]+)'?,?\s*$)re");
    // Where the parser said the error is: node "/a/f.js:3" (indented by AVA, a file:// URL
    // for an ES module, after Mocha's " Exception during run: "), python '  File "f.py",
    // line 3'.
    static const Pattern node_header(
        R"re(^\s*(?:Exception during run: )?(\S+\.(?:[cm]?[jt]sx?|json)):(\d+)$)re");
    // Babel (under Jest, webpack's babel-loader): the file and its place on the line,
    // "SyntaxError: /a/src/pad.js: Unexpected token, expected "," (5:33)".
    static const Pattern babel(
        R"re(SyntaxError: ((?:[A-Za-z]:)?[^\s:]+\.\w+): .*\((\d+):(\d+)\)\s*$)re");
    // compileall puts "***   " before the File line.
    static const Pattern python_header(
        R"re(^\s*(?:E\s+|\*\*\*\s+)?File "([^"]+)", line (\d+)\s*$)re");
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::syntax_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::syntax_error)) {
            const std::string_view line = s.lines[i];
            if (!contains(line, "Error") || !banner.search(line)) {
                continue;
            }
            Location where;
            std::array<std::string_view, 3> g;
            if (babel.search(line, g)) {
                add_evidence(out, Kind::syntax_error, s, i,
                             {g[0], parse_small_number(g[1]), parse_column(g[2])}, {});
                continue;
            }
            // Node's require of a JSON file names the file: "SyntaxError: /a/jasmine.json:
            // Expected double-quoted property name in JSON at position 194".
            static const Pattern json_file(R"re(SyntaxError: ((?:[A-Za-z]:)?[^\s:]+\.json): )re");
            if (json_file.search(line, g)) {
                add_evidence(out, Kind::syntax_error, s, i, {g[0], 0, 0}, {});
                continue;
            }
            if (thrown_js_syntax_error(s, i)) {
                continue; // JSON.parse's, or one the program threw: an uncaught error
            }
            for (std::size_t back = 1; back <= 8 && back <= i; ++back) {
                const std::string_view prev = s.lines[i - back];
                if (node_header.search(prev, g) || python_header.search(prev, g)) {
                    where = {g[0], parse_small_number(g[1]), 0};
                    break;
                }
            }
            if (where.file.empty()) {
                // Up to the end of the error object Node prints under the frames.
                for (std::size_t k = i + 1; k < s.lines.size() && k <= i + 40; ++k) {
                    const std::string_view next = s.lines[k];
                    if (starts_with(next, "}")) {
                        break;
                    }
                    std::array<std::string_view, 2> p;
                    if (!contains(next, ": ") || !property.search(next, p)) {
                        continue;
                    }
                    if (p[0] == "line") {
                        where.line = parse_small_number(p[1]);
                    } else if (p[0] == "col" || p[0] == "column") {
                        where.column = parse_column(p[1]);
                    } else {
                        where.file = p[1];
                    }
                }
                if (where.file.empty()) {
                    where = {};
                }
            }
            // Acorn's raise, when the tool gave it no file name (bublé, acorn's CLI on
            // stdin): the place at the end of the message, "Unexpected token (2:22)".
            static const Pattern acorn_place(R"re(: [^(\n]*\((\d+):(\d+)\)\s*$)re");
            if (where.file.empty() && where.line == 0 && acorn_place.search(line, g)) {
                where = {{}, parse_small_number(g[0]), parse_column(g[1])};
            }
            // Python on a file it cannot decode names it in the message: "SyntaxError:
            // Non-UTF-8 code starting with '\xfc' in file /a/cfg.py on line 1, but no …".
            static const Pattern prose_place(R"re( in file (\S+) on line (\d+)\b)re");
            if (where.file.empty() && prose_place.search(line, g)) {
                where = {g[0], parse_small_number(g[1]), 0};
            }
            if (where.file.empty()) {
                where.file = jest_suite_file(s, i);
            }
            // Node's header of an ES module is a URL: "file:///abs/test/a.js:3".
            if (starts_with(where.file, "file://")) {
                where.file.remove_prefix(std::string_view("file://").size());
            }
            // An import of a name a module does not export parses; it fails when the
            // modules are linked, at run time.
            if (is_esm_link_error(line)) {
                add_evidence(out, Kind::runtime_error, s, i, where, "SyntaxError");
                continue;
            }
            add_evidence(out, Kind::syntax_error, s, i, where, {});
        }
    });
}

// True when a "# package" line (go build's header) comes before line `i`; `found`
// caches the first header line so the search runs once per stream.
bool after_go_header(const StreamLines& s, std::size_t i, std::size_t& found) {
    if (found == s.lines.size()) {
        for (std::size_t j = 0; j < s.lines.size(); ++j) {
            if (starts_with(s.lines[j], "# ")) {
                found = j;
                break;
            }
        }
        if (found == s.lines.size()) {
            found = s.lines.size() + 1; // none: remember that too
        }
    }
    return found < i;
}

// An error inside a library header (a template instantiated with the wrong type): the
// project line that instantiated it: gcc's "registry.cpp:11:37:   required from here",
// printed just above, or clang's note below, "shapes.cpp:11:22: note: in instantiation
// of function template specialization 'std::make_unique<Square, double>' requested
// here" (the first outside a library, before the next error); `where` when there is none.
Location instantiated_from(const StreamLines& s, std::size_t i, Location where) {
    static const Pattern here(R"re(^(\S+?):(\d+):(?:(\d+):)?   required from here\s*$)re");
    static const Pattern requested(
        R"re(^(\S+?):(\d+):(\d+): note: in instantiation of .* requested here\s*$)re");
    for (std::size_t back = 1; back <= 12 && back <= i; ++back) {
        std::array<std::string_view, 3> h;
        if (contains(s.lines[i - back], "required from here") &&
            here.search(s.lines[i - back], h) && !is_library_path(h[0])) {
            return {h[0], parse_small_number(h[1]), parse_small_number(h[2])};
        }
    }
    for (std::size_t k = i + 1; k < s.lines.size() && k <= i + 40; ++k) {
        const std::string_view l = s.lines[k];
        std::array<std::string_view, 3> h;
        if (contains(l, ": error: ") || contains(l, ": fatal error: ")) {
            break;
        }
        if (contains(l, "requested here") && requested.search(l, h) && !is_library_path(h[0])) {
            return {h[0], parse_small_number(h[1]), parse_small_number(h[2])};
        }
    }
    return where;
}

// What the compiler's -gcflags=-m prints about its optimisations in the shape of an
// error ("buf.go:7:6: can inline New", "&Buffer{...} escapes to heap", "leaking param:
// msg"): notes, not errors.
namespace {
bool is_go_optimizer_note(std::string_view message) {
    for (const std::string_view lead :
         {"can inline ", "cannot inline ", "inlining call to ", "leaking param",
          "moved to heap: ", "devirtualizing ", "Found IsInBounds", "Found IsSliceInBounds"}) {
        if (starts_with(message, lead)) {
            return true;
        }
    }
    for (const std::string_view tail :
         {" escapes to heap", " does not escape", " escapes to heap:", " leaks to heap"}) {
        if (message.ends_with(tail) || contains(message, std::string(tail) + ":")) {
            return true;
        }
    }
    return false;
}
} // namespace

void detect_compile_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    // gcc/clang/javac "f.c:1:2: error: m" (column optional), "fatal error:" too; the GNU
    // coding standards' ranges, "f.y:3.5-7: error:" and "f.pl:5-8: fatal error:" (Bison,
    // GNU Prolog), give their first line and column; clang's source ranges
    // (-fdiagnostics-print-source-range-info: "parse.c:6:18:{6:17-6:18}: error:") are passed.
    // (npm repeats a failed install script's output with its own word before each line:
    // "npm error ../src/a.cc:20:26: error: …"; a Windows path keeps its drive and its
    // backslashes; gcc under another locale says "Fehler", "erreur", "エラー"….)
    static const Pattern cc(
        R"re(^(?:npm (?:error|ERR!) )?((?:[A-Za-z]:\\)?[^\s\[#][^:]*?):(\d+)(?:[.:](\d+))?(?:-\d+(?:\.\d+)?)?(?::\{\d+:\d+-\d+:\d+\})*: (?:fatal )?error(?:\[(E\d{4})\]| (\d+))?: )re");
    static const Pattern missing_header(
        R"re(fatal error: (?:[^:']+: No such file or directory|'[^']+' file not found))re");
    // (The same in gcc's translations, compiled only for a line that may hold one.)
    static const Pattern cc_translated(
        R"re(^((?:[A-Za-z]:\\)?[^\s\[#][^:]*?):(\d+)(?:[.:](\d+))?()()(?::\{\d+:\d+-\d+:\d+\})*: (?:)re" LC_GCC_ERROR_WORDS
        R"re())re" LC_COLON);
    static const Pattern missing_header_translated(
        R"re((?:)re" LC_GCC_FATAL_WORDS R"re())re" LC_COLON R"re((?:[^:：']+?)re" LC_COLON
        R"re((?:)re" LC_NO_SUCH_FILE_WORDS R"re()|'[^']+' file not found))re");
    // (go test -cover may leave out the column: "feed/feed.go:21: invalid operation: …".)
    static const Pattern go(R"re(^(\S+\.go):(\d+)(?::(\d+))?: (.*)$)re");
    // "/usr/bin/ld: " (or ld.lld, x86_64-linux-gnu-ld…) before the object or source
    // location, when the linker names itself.
    // GNU ld "main.c:9: undefined reference to `f'", "a.o:(.text+0x1): …"; gold puts
    // "error: " before it, and without debug information "/tmp/a.o:main.c:function main:"
    // or, under "a.o: in function `main':", only the section: "(.text+0x40a): "; a shared
    // library whose symbols nothing provides: "/usr/lib/libm2pim.so: undefined reference
    // to `RTco_select'"; a symbol only a library the command line left out has, "/usr/bin/
    // ld: orbit.o: undefined reference to symbol 'sincos@@GLIBC_2.2.5'" (over "DSO
    // missing from command line"). In French and German: "main.c:(.text+0x5) : référence
    // indéfinie vers « helper »", "undefinierter Verweis auf „helper“".
    static const Pattern linker(
        R"re(^(?:(?:\S*/)?(?:[\w.-]*-)?ld(?:\.\w+)?: )?(?:(\S+?\.so(?:\.[\d.]+)?|\S+?\.o): |(\S+?):(?:\(\.\w+[^)]*\)|(\d+)|function [^:]+) ?: |\(\.\w+[^)]*\): )?(?:error: )?(?:undefined reference to(?: symbol)?|multiple definition of|référence indéfinie vers|définitions multiples de|undefinierter Verweis auf|mehrfache Definition von) (?:[`'‘„]|« ?)([^'’“»]+?) ?['’“»])re");
    // (rustc quotes the linker in a note: "  = note: rust-lld: error: undefined symbol: f".)
    static const Pattern lld(
        R"re(^(?:\s*= note:\s+)?\S*ld(?:\.lld)?: error: (undefined symbol|duplicate symbol): (.+)$)re");
    // lld's place, on the next line: ">>> referenced by main.c:9 (/a/main.c:9)".
    static const Pattern lld_place(
        R"re(^\s*>>> (?:referenced|defined) (?:by|at) ([^\s:]+)(?::(\d+))?(?: \(|\s*$))re");
    // gcc and clang with -Werror: "[-Werror,-Wunused-variable]", "[-Werror=unused-variable]";
    // re2c "[-Werror-unreachable-rules]"; clazy's checks, "[-Wclazy-rule-of-three]".
    static const Pattern werror(R"re(\[-W(?:error(?:,-W|=|-))?([\w+=-]+)\]\s*$)re");
    for_each_stream(input, [&](const StreamLines& s) {
        std::size_t go_header = s.lines.size(); // go prints "# package" before its errors
        for (std::size_t i = s.next_hot(0, Kind::compile_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::compile_error)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 5> g;
            if (starts_with(line, "error") && !is_rust_summary(line) &&
                (starts_with(line, "error[E") || starts_with(line, "error: "))) {
                const RustDiagnostic d = read_rust_diagnostic(s, i);
                if (d.lint.empty() && (d.where.line != 0 || !d.code.empty())) {
                    // Cargo's own parser, on a manifest that is not valid TOML ("error:
                    // invalid basic string" over "--> Cargo.toml:5:35"): a syntax error;
                    // a field the reader does not know or lacks ("unknown field `x`,
                    // expected one of", Clippy's clippy.toml) is not.
                    const bool fields = contains(line, "unknown field") ||
                                        contains(line, "missing field") ||
                                        contains(line, "invalid type");
                    const Kind kind = d.code.empty() && d.where.file.ends_with(".toml") && !fields
                                          ? Kind::syntax_error
                                          : Kind::compile_error;
                    add_evidence(out, kind, s, i, d.where, d.code, "cargo");
                }
                continue;
            }
            const bool english = contains(line, "error") && cc.search(line, g);
            const bool translated =
                !english && may_be_translated(line) && cc_translated.search(line, g);
            if ((english || translated) && !contains(line, "undefined reference") &&
                !says_include_not_opened(line) && !is_python_path(g[0])) {
                if (!(english ? missing_header : missing_header_translated)
                         .search(line)) {                         // reported as a missing module
                    std::string code(g[3].empty() ? g[4] : g[3]); // sdcc: "error 26:"
                    std::array<std::string_view, 1> w;
                    if (code.empty() && contains(line, "[-W") && werror.search(line, w) &&
                        w[0] != "error") {
                        code = "-W" + std::string(w[0]);
                    }
                    Location where{g[0], parse_small_number(g[1]), parse_column(g[2])};
                    if (is_library_path(where.file)) {
                        where = instantiated_from(s, i, where);
                    }
                    // (A parser a compiler was generated with says so: glslc's "blur.frag:13:
                    // error: '' :  syntax error, unexpected RIGHT_BRACE".)
                    const Kind kind =
                        contains(line, "syntax error") ? Kind::syntax_error : Kind::compile_error;
                    add_evidence(out, kind, s, i, where, code,
                                 g[3].empty() ? std::string_view() : "cargo");
                }
                continue;
            }
            if (contains(line, ".go:") && go.search(line, g) && after_go_header(s, i, go_header) &&
                !is_go_optimizer_note(g[3])) {
                const bool vet = is_go_vet_message(g[3]);
                add_evidence(out, vet ? Kind::lint_error : Kind::compile_error, s, i,
                             {g[0], parse_small_number(g[1]), parse_small_number(g[2])}, {},
                             vet ? "go vet" : "go");
                continue;
            }
            if ((contains(line, "undefined reference") || contains(line, "multiple definition") ||
                 contains(line, "indéfinie") || contains(line, "undefinierter") ||
                 contains(line, "multiples de") || contains(line, "mehrfache")) &&
                linker.search(line, g)) {
                std::string_view file = g[0].empty() ? g[1] : g[0];
                if (const std::size_t object = file.find(".o:"); object != std::string_view::npos) {
                    file.remove_prefix(object + 3); // gold: "/tmp/a.o:main.c"
                }
                if (file == "<artificial>") {
                    file = {}; // link-time optimisation's stand-in for a source file
                }
                add_evidence(out, Kind::compile_error, s, i, {file, parse_small_number(g[2]), 0},
                             g[3], "ld");
            } else if (contains(line, "ld") && lld.search(line, g)) {
                Location where;
                std::array<std::string_view, 2> p;
                if (i + 1 < s.lines.size() && lld_place.search(s.lines[i + 1], p)) {
                    where = {p[0], parse_small_number(p[1]), 0};
                }
                add_evidence(out, Kind::compile_error, s, i, where, g[1], "ld");
            }
        }
    });
}

void detect_lint_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    // eslint stylish: a file line, then "  1:7  error  message  rule-id" (oxlint's
    // stylish: "eslint(no-debugger)"); unix
    // "f.js:1:7: message [Error/rule-id]"; compact "f.js: line 1, col 7, Error - message
    // (rule-id)". Warnings count only when `--max-warnings` made them the failure: eslint
    // then says "ESLint found too many warnings (maximum: 0)." on standard error.
    static const Pattern stylish(
        R"re(^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)(?:\s{2,}([@\w/-]+(?:\([@\w/.-]+\))?))?\s*$)re");
    static const Pattern unix_fmt(
        R"re(^(\S+?):(\d+):(\d+): (.*) \[(Error|Warning)/([@\w/-]+)\]\s*$)re");
    static const Pattern compact(
        R"re(^(\S.*?): line (\d+), col (\d+), (Error|Warning) - (.*?)(?: \(([@\w/-]+)\))?\s*$)re");
    // A run that failed with stylish rows that are all warnings (documentation.js lint,
    // a checker run with warnings as failures) failed on them too.
    // ESLint's own summary of warnings alone ("✖ 1 problem (0 errors, 1 warning)") says
    // they did not fail it: when the run failed, a later step did (a script's "npm run
    // lint && npm test").
    bool warnings_fail = false;
    bool any_error_row = false;
    bool any_warning_row = false;
    bool eslint_passed = false;
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::lint_error); i < s.lines.size() && !warnings_fail;
             i = s.next_hot(i + 1, Kind::lint_error)) {
            const std::string_view line = s.lines[i];
            warnings_fail = starts_with(line, "ESLint found too many warnings");
            std::array<std::string_view, 6> g;
            if (!line.empty() && (line.front() == ' ' || line.front() == '\t') &&
                (contains(line, "error") || contains(line, "warning")) && stylish.search(line, g)) {
                any_error_row = any_error_row || g[2] == "error";
                any_warning_row = any_warning_row || g[2] == "warning";
            }
        }
    });
    if (!warnings_fail && input.exit_code.value_or(0) != 0 && any_warning_row && !any_error_row) {
        // (Read only then: most runs have an error row, or no warning row.)
        for_each_stream(input, [&](const StreamLines& s) {
            for (const std::string_view line : s.lines) {
                if (starts_with(line, "\xE2\x9C\x96 ") && contains(line, " (0 errors, ")) { // ✖
                    eslint_passed = true;
                }
            }
        });
        warnings_fail = !eslint_passed;
    }
    const auto counts = [&](std::string_view severity) {
        return severity.front() == 'e' || severity.front() == 'E' || warnings_fail;
    };
    for_each_stream(input, [&](const StreamLines& s) {
        detect_gcc_json_lines(s, out);
        for (std::size_t i = s.next_hot(0, Kind::lint_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::lint_error)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 6> g;
            const std::string_view file =
                contains(line, " error ") || (warnings_fail && contains(line, " warning "))
                    ? stylish_file(s, i)
                    : std::string_view();
            if (!file.empty() && stylish.search(line, g)) {
                if (!counts(g[2])) {
                    continue;
                }
                const bool parse_error =
                    starts_with(g[3], "Parsing error") || starts_with(g[3], "Syntax error");
                // A message of several lines (typescript-eslint's) ends with the rule, on
                // its last line, at column 0: "- If you want a type meaning "any value", you
                // probably want `unknown` instead  @typescript-eslint/no-empty-object-type".
                std::string_view rule = g[4];
                for (std::size_t j = i + 1; rule.empty() && j < s.lines.size() && j <= i + 8; ++j) {
                    const std::string_view next = s.lines[j];
                    if (next.empty() || next.front() == ' ' || next.front() == '\t') {
                        break;
                    }
                    const std::size_t gap = next.rfind("  ");
                    const std::string_view last = trim(next.substr(gap == next.npos ? 0 : gap));
                    if (gap != next.npos && !last.empty() &&
                        last.find(' ') == std::string_view::npos &&
                        (last.front() == '@' || (last.front() >= 'a' && last.front() <= 'z'))) {
                        rule = last;
                    }
                }
                add_evidence(out, parse_error ? Kind::syntax_error : Kind::lint_error, s, i,
                             {file, parse_small_number(g[0]), parse_column(g[1])},
                             parse_error ? std::string_view() : rule, "eslint");
            } else if ((contains(line, "[Error/") || contains(line, "[Warning/")) &&
                       unix_fmt.search(line, g)) {
                if (counts(g[4])) {
                    add_evidence(out, Kind::lint_error, s, i,
                                 {g[0], parse_small_number(g[1]), parse_small_number(g[2])}, g[5],
                                 "eslint");
                }
            } else if (contains(line, ", col ") && compact.search(line, g)) {
                if (counts(g[3])) {
                    // (CSSLint's rule for a file it cannot parse is "errors".)
                    const bool parse_error = starts_with(g[4], "Parsing error") || g[5] == "errors";
                    add_evidence(out, parse_error ? Kind::syntax_error : Kind::lint_error, s, i,
                                 {g[0], parse_small_number(g[1]), parse_small_number(g[2])},
                                 parse_error ? std::string_view() : g[5], "eslint");
                    // The next lines are the next problems, not this one's explanation.
                    out.back().message = make_snippet(g[4], k_max_message_bytes);
                }
            } else if (starts_with(line, "error: ") && !is_rust_summary(line)) {
                const RustDiagnostic d = read_rust_diagnostic(s, i);
                if (!d.lint.empty()) {
                    add_evidence(out, Kind::lint_error, s, i, d.where, d.lint, "clippy");
                }
            }
        }
    });
}

} // namespace loopclose::core::detail
