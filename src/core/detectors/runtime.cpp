// SPDX-License-Identifier: MIT
// Detectors for failures at run time: missing modules, uncaught errors, unhandled
// rejections and not-implemented stubs.
#include "core/detectors/common.hpp"
#include "core/detectors/detectors_impl.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>

namespace loopclose::core::detail {

namespace {

// `line` without a leading "error: " a wrapper puts before the compiler's own line.
std::string_view without_error_word(std::string_view line) {
    return line.starts_with("error: ") ? line.substr(7) : line;
}

// True when line `j` is a Go frame in the project.
bool is_go_project_frame(const StreamLines& s, std::size_t j) {
    std::array<std::string_view, 2> g;
    return go_frame_pattern().search(s.lines[j], g) && !is_library_path(g[0]);
}

// The first project frame of a Go goroutine dump below line `i`, given the finder of
// project frames.
template <typename Finder>
Location go_location(const StreamLines& s, std::size_t i, Finder& project_frames) {
    const std::size_t j = project_frames.find(i + 1, std::min(s.lines.size(), i + 200));
    std::array<std::string_view, 2> g;
    if (j < s.lines.size() && j < i + 200 && go_frame_pattern().search(s.lines[j], g)) {
        return {g[0], parse_small_number(g[1]), 0};
    }
    return {};
}

// True when the error at line `i` is the body of a bun test failure: its frames are
// followed by bun's "(fail) name" status line.
bool inside_bun_failure(const StreamLines& s, std::size_t i) {
    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 80; ++j) {
        const std::string_view t = trim(s.lines[j]);
        if (t.empty() || starts_with(t, "at ")) {
            continue;
        }
        return starts_with(t, "(fail) ") || starts_with(t, "✗ ");
    }
    return false;
}

// The first project frame of a Java stack below line `i`:
// "\tat pkg.Class.method(File.java:12)", passing over the JDK's own frames
// ("at java.base/java.util.concurrent.FutureTask.report(FutureTask.java:122)"); the first
// frame when every frame is the JDK's.
Location java_location(const StreamLines& s, std::size_t i, bool jdk_fallback = true) {
    // (And the other JVM languages' runtimes: Groovy's, Scala's, Clojure's, Kotlin's.)
    static const Pattern jdk(
        R"re(^\s+at (?:[\w.]+(?:@[\w.-]+)?/)?(?:java|javax|jdk|sun|com\.sun|org\.codehaus\.groovy|groovy\.lang|scala|clojure|kotlin)\.)re");
    static const Pattern framework(
        R"re(^\s+at (?:org\.junit|junit|org\.testng|org\.apache\.maven|org\.apache\.tools\.ant|org\.gradle)\.)re");
    Location first;
    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 60; ++j) {
        std::array<std::string_view, 2> g;
        if (java_frame_pattern().search(s.lines[j], g)) {
            const Location here{g[0], parse_small_number(g[1]), 0};
            if (!jdk.search(s.lines[j]) && (jdk_fallback || !framework.search(s.lines[j]))) {
                return here;
            }
            if (first.line == 0) {
                first = here;
            }
        }
    }
    return jdk_fallback ? first : Location{};
}

// True when line `j` ends a goroutine dump's look for testing.tRunner: the runner
// itself, or the end of the test binary's output.
bool is_go_dump_end(const StreamLines& s, std::size_t j) {
    return starts_with(s.lines[j], "testing.tRunner(") || starts_with(s.lines[j], "exit status ") ||
           starts_with(s.lines[j], "FAIL");
}

// A Go panic raised inside a test: its goroutine dump runs through testing.tRunner.
template <typename Finder>
bool go_panic_in_test(const StreamLines& s, std::size_t i, Finder& dump_ends) {
    // (A test's goroutine that reported after the test returned: "panic: Fail in
    // goroutine after TestX has completed", read as TestX's failure.)
    // (An Example that panicked: "--- FAIL: ExampleRing_Push (0.00s)" right above, its
    // dump ending in testing.runExample's frames.)
    if (contains(s.lines[i], " in goroutine after Test") ||
        (i > 0 && starts_with(s.lines[i - 1], "--- FAIL: Example"))) {
        return true;
    }
    const std::size_t j = dump_ends.find(i + 1, std::min(s.lines.size(), i + 200));
    return j < s.lines.size() && j < i + 200 && starts_with(s.lines[j], "testing.tRunner(");
}

// Whether a Rust thread panicked in a test: a "test name ... " line names it. The test
// lines are gathered once and each thread is looked up once.
class RustTestThreads {
  public:
    explicit RustTestThreads(const StreamLines& s) : m_s(s) {}

    // True when the panic of `thread` on line `i` is a test's: a thread named after a
    // test, or the main thread of a doc test (its own process), inside the test's
    // "---- src/lib.rs - item (line 5) stdout ----" block.
    bool panics_in_test(std::string_view thread, std::size_t i) {
        if (thread == "main") {
            const std::string_view section = section_above(i);
            return section.ends_with(") stdout ----") && contains(section, " (line ");
        }
        if (!m_gathered) {
            m_gathered = true;
            for (const std::string_view line : m_s.lines) {
                if (starts_with(line, "test ") && contains(line, " ... ")) {
                    m_test_lines.push_back(line);
                }
            }
        }
        const auto [it, inserted] = m_known.emplace(thread, false);
        if (inserted) {
            it->second = std::any_of(m_test_lines.begin(), m_test_lines.end(),
                                     [&](std::string_view line) { return contains(line, thread); });
        }
        // (A thread a test spawned, "<unnamed>" or named by its Builder, 'parser-1', panics
        // inside the test's captured output: part of the test's own failure.)
        return it->second || section_above(i).ends_with(" stdout ----");
    }

  private:
    // The header of the test's captured output ("---- tests::x stdout ----") that line `i`
    // is printed in; empty when it is in none.
    std::string_view section_above(std::size_t i) const {
        for (std::size_t back = 1; back <= 40 && back <= i; ++back) {
            const std::string_view above = m_s.lines[i - back];
            if (starts_with(above, "---- ")) {
                return above;
            }
            if (starts_with(above, "failures:") || starts_with(above, "test result:")) {
                break;
            }
        }
        return {};
    }

    const StreamLines& m_s;
    bool m_gathered = false;
    std::vector<std::string_view> m_test_lines;
    std::unordered_map<std::string_view, bool> m_known;
};

} // namespace

void detect_missing_modules(const DetectorInput& input, std::vector<Evidence>& out) {
    // (tsc's TS2688 names a package of types the same way: "Cannot find type definition
    // file for 'jest'", @types/jest not installed.)
    static const Pattern node(
        R"re(Cannot find (?:module|package|type definition file for) ['"]([^'"]+)['"](?: from '([^']+)'| imported from ([^\s"']+))?)re");
    // "ModuleNotFoundError: No module named 'x'", and `python -m x` without x:
    // "/usr/bin/python3: No module named pytest", or a package without __main__ ("No
    // module named app.__main__; 'app' is a package and cannot be directly executed").
    static const Pattern python(R"re(\bNo module named (?:'([^']+)'|([\w.-]+)(?:;|\s*$)))re");
    static const Pattern bundler(R"re(\bCould not resolve ["']([^"']+)["'])re");
    static const Pattern go(
        R"re(\b(?:no required module provides package|cannot find module providing package|cannot find package) "?([^\s";:]+)"?)re");
    static const Pattern header(
        R"re(^(\S+?): fatal error: (?:([^:']+): No such file or directory|'([^']+)' file not found))re");
    static const Pattern header_translated(R"re(^(\S+?): (?:)re" LC_GCC_FATAL_WORDS
                                           R"re())re" LC_COLON R"re((?:([^:：']+?))re" LC_COLON
                                           R"re((?:)re" LC_NO_SUCH_FILE_WORDS
                                           R"re()|'([^']+)' file not found))re");
    static const Pattern pyright(R"re(- error: Import "([^"]+)" could not be resolved)re");
    static const Pattern install(
        R"re(\bInstall it manually with .?npm install (?:-[DS] |--save-dev )?([@\w./-]+))re");
    static const Pattern mypy(
        R"re(^([^:]+\.pyi?):(\d+):(?:(\d+):)?(?:\d+:\d+:)? error: (?:Cannot find implementation or library stub for module named|Library stubs not installed for) "([^"]+)")re");
    for_each_stream(input, [&](const StreamLines& s) {
        // The modules a runner reported, which its GitHub annotations repeat below
        // ("::error file=…,title=loadMenu › …::Cannot find module '…' from 'src/menu.js'").
        std::vector<std::string_view> reported;
        for (std::size_t i = s.next_hot(0, Kind::missing_module); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::missing_module)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 4> g;
            // (Not a module a test's code reported it could do without, in what the test
            // logged: "optional plugin skipped: Cannot find module '/a/x.cjs'".)
            if (contains(line, "Cannot find ") && node.search(line, g) && !logged_or_quoted(s, i)) {
                const bool annotation = starts_with(line, "::");
                if (annotation &&
                    std::find(reported.begin(), reported.end(), g[0]) != reported.end()) {
                    continue;
                }
                if (!annotation && reported.size() < 64) {
                    reported.push_back(g[0]);
                }
                Location where = located_prefix(line);
                // The place alone on the line above (svelte-check's and Parcel's
                // "/a/src/App.svelte:3:26", then "Error: Cannot find module …").
                static const Pattern place_above(R"re(^\s*([^\s:]+\.\w+):(\d+):(\d+)\s*$)re");
                std::array<std::string_view, 3> p;
                if (where.file.empty() && i > 0 && place_above.search(s.lines[i - 1], p)) {
                    where = {p[0], parse_small_number(p[1]), parse_small_number(p[2])};
                }
                if (where.file.empty()) {
                    where = js_location(s, i);
                }
                // Node's "Require stack:" lists the file that asked for it first ("-
                // /a/postcss.config.js"), when that is the project's.
                if (where.file.empty() && i + 2 < s.lines.size() &&
                    trim(s.lines[i + 1]) == "Require stack:") {
                    const std::string_view first = trim(s.lines[i + 2]);
                    if (starts_with(first, "- ") && !contains(first, "/node_modules/") &&
                        !is_library_path(first.substr(2))) {
                        where.file = first.substr(2);
                    }
                }
                // A loader's own dependency under webpack ("ERROR in ./src/a.scss (…)",
                // "Module build failed (from …/sass-loader/…):", "Error: Cannot find
                // module 'sass'"): the module being built is the place.
                if (where.file.empty() && i >= 2 &&
                    starts_with(s.lines[i - 1], "Module build failed") &&
                    starts_with(s.lines[i - 2], "ERROR in ")) {
                    const std::string_view module = s.lines[i - 2].substr(9);
                    where.file = module.substr(0, module.find(' '));
                }
                // Babel resolves presets and plugins from a file it names but never
                // writes ("…/babel-virtual-resolve-base.js"): no place to show.
                // Nor is a library's own file that imports it a place in the project
                // (mocha's esm-utils.cjs loading a --require file, vitest's chunk
                // loading jsdom).
                // Nor is a folder ("imported from /a/project/", a plugin loader resolving
                // from the project's root).
                const std::string_view importer = g[1].empty() ? g[2] : g[1];
                if (where.file.empty() && !contains(line, "babel-virtual-resolve-base") &&
                    !contains(importer, "/node_modules/") && !importer.ends_with('/')) {
                    where.file = importer;
                }
                add_evidence(out, Kind::missing_module, s, i, where, g[0]);
            } else if (contains(line, "No module named") && !starts_with(line, "SKIPPED ") &&
                       python.search(line, g)) {
                // (pytest -ra lists the tests pytest.importorskip skipped: "SKIPPED [1]
                // tests/test_x.py:3: could not import 'x': No module named 'x'".)
                // ("python3 -m x" without x is the interpreter's own word, no traceback
                // above: "/usr/bin/python3: No module named pyflakes".)
                const std::size_t said = line.find(": No module named ");
                const std::string_view program =
                    said == std::string_view::npos ? std::string_view() : line.substr(0, said);
                const bool launcher = !program.empty() &&
                                      program.find(' ') == std::string_view::npos &&
                                      program.substr(program.rfind('/') + 1).starts_with("python");
                Location where = launcher ? Location{} : python_location(s, i);
                if (where.file.empty() && !launcher) {
                    // A checker's line that starts with its place ("setup.cfg:2: error:
                    // Error importing plugin "x": No module named 'x'").
                    where = located_prefix(line);
                }
                add_evidence(out, Kind::missing_module, s, i, where, g[0].empty() ? g[1] : g[0],
                             "python");
            } else if (contains(line, "Could not resolve") && bundler.search(line, g)) {
                add_evidence(out, Kind::missing_module, s, i, {}, g[0]);
            } else if (contains(line, "package") && go.search(line, g)) {
                add_evidence(out, Kind::missing_module, s, i, located_prefix(line), g[0], "go");
            } else if ((contains(line, "fatal error: ") &&
                        header.search(without_error_word(line), g)) ||
                       (may_be_translated(line) && header_translated.search(line, g))) {
                // (A tool that runs the compiler may say "error: " first: hsc2hs's "error:
                // Stat.hsc:5:10: fatal error: shopconfig.h: No such file or directory".)
                add_evidence(out, Kind::missing_module, s, i,
                             located_prefix(without_error_word(line)),
                             trim(g[1].empty() ? g[2] : g[1]));
            } else if (contains(line, "could not be resolved") && pyright.search(line, g)) {
                add_evidence(out, Kind::missing_module, s, i, located_prefix(line), g[0],
                             "pyright");
            } else if (contains(line, "Install it manually") && install.search(line, g)) {
                add_evidence(out, Kind::missing_module, s, i, {}, g[0], "npm");
            } else if (const bool wrapped =
                           contains(line, "error: Cannot find implementation or") &&
                           !contains(line, "module named");
                       wrapped || contains(line, "module named") ||
                       contains(line, "stubs not installed")) {
                // mypy --pretty wraps the message where the width ends ("…or library stub
                // for" over 'module named "x"  [import]'): join the next line back on.
                std::string joined(line);
                if (wrapped && i + 1 < s.lines.size()) {
                    joined += ' ';
                    joined += trim(s.lines[i + 1]);
                }
                if (mypy.search(joined, g)) {
                    add_evidence(out, Kind::missing_module, s, i,
                                 {g[0], parse_small_number(g[1]), parse_small_number(g[2])}, g[3],
                                 "mypy");
                }
            }
        }
    });
}

namespace {

bool is_exception_name(std::string_view name) {
    const bool upper =
        std::any_of(name.begin(), name.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    const bool lower =
        std::any_of(name.begin(), name.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    return (upper && lower) || name.find('.') != std::string_view::npos;
}

// True when line `i - back` of `s` is a caret alone ("    ^"), with only blank lines
// between it and line `i`: Node's and Bun's mark under the line that threw.
bool caret_above(const StreamLines& s, std::size_t i, std::size_t back) {
    if (i < back) {
        return false;
    }
    for (std::size_t k = i - back + 1; k < i; ++k) {
        if (!trim(s.lines[k]).empty()) {
            return false;
        }
    }
    const std::string_view mark = trim(s.lines[i - back]);
    return !mark.empty() && mark.find_first_not_of('^') == std::string_view::npos;
}

// True when an error reported within the 20 lines above line `i` is the one whose cause
// line `i` tells: Bun prints an error's cause after the error's own frames, with a code
// frame of its own ("PreflightError: …", its frames, then "ENOENT: …").
bool cause_of_error_above(const StreamLines& s, std::size_t i, const Pattern& error) {
    for (std::size_t k = i > 20 ? i - 20 : 0; k + 1 < i; ++k) {
        const std::string_view above = s.lines[k];
        if (!above.empty() && above.front() != ' ' && error.search(above) &&
            starts_with(trim(s.lines[k + 1]), "at ")) {
            return true;
        }
    }
    return false;
}

} // namespace

void detect_runtime_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    // Python: the exception line at column 0 that ends a traceback.
    static const Pattern python_exc(R"re(^([A-Za-z_][\w.]*)(?::|$))re");
    // Node: "TypeError: m" / "Uncaught Error: m" at column 0, followed by "    at" frames.
    // (A program's own words may come first, when it logs what it caught before it
    // exits: "fatal: could not start server: SyntaxError: Expected …"; so may a build
    // tool's tag for an error a plugin threw: "[webpack-cli] ✖ TypeError: …", Rollup's
    // "[!] (plugin require-files) Error: …"; Mocha's for one that stopped it loading, "✖
    // ERROR: TypeError: …".)
    static const Pattern js_exc(
        R"re(^(?:\[[\w!-]+\] (?:✖ )?(?:\(plugin [^)\s]+\) )?|✖ ERROR: )?(?:[a-z][\w .-]*: )*(?:Uncaught )?((?:[A-Z]\w*)?(?:Error|Exception))(?: \[\w+\])?(?::|$))re");
    // Bun names a failed system call by its code, under its code frame: "ENOENT: no such
    // file or directory, open 'VERSION'".
    static const Pattern errno_exc(R"re(^(ENOENT|EISDIR|ENOTDIR|EEXIST|ENOTEMPTY): \S)re");
    // Indented when cargo quotes a build script's standard error under "Caused by:".
    static const Pattern rust(
        R"re(^\s*thread '([^']+)'(?: \(\d+\))? panicked at (\S+?):(\d+):(\d+))re");
    static const Pattern java(R"re(^Exception in thread "[^"]*" ([\w.$]+))re");
    static const Pattern jvm_bare(
        R"re(^((?:[a-z][\w$]*\.)*[A-Z][\w$]*(?:Error|Exception|Throwable))(?::|$))re");
    static const Pattern cpp(R"re(^terminate called after throwing an instance of '([^']+)')re");
    for_each_stream_and_go_json(input, [&](const StreamLines& s) {
        ForwardFinder go_project_frames([&](std::size_t j) { return is_go_project_frame(s, j); });
        ForwardFinder go_dump_ends([&](std::size_t j) { return is_go_dump_end(s, j); });
        RustTestThreads rust_tests(s);
        for (std::size_t i = s.next_hot(0, Kind::runtime_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::runtime_error)) {
            std::string_view line = s.lines[i];
            std::array<std::string_view, 4> g;
            if (starts_with(line, "Traceback (most recent call last)")) {
                // The loader's block for a test module that would not import ("ERROR:
                // tests.x (unittest.loader._FailedTest.tests.x)", dashes, "ImportError:
                // Failed to import test module: tests.x", then this traceback): the runner
                // reports it as its own, outside its tests.
                std::string_view runner = "python";
                if (i >= 3 && starts_with(s.lines[i - 3], "ERROR: ")) {
                    if (contains(s.lines[i - 3], "(unittest.loader._FailedTest.")) {
                        runner = "unittest";
                    } else if (contains(s.lines[i - 3], "(nose2.loader.ModuleImportFailure.")) {
                        runner = "nose2";
                    }
                }
                // Python's hook for an exception it could not raise (in a destructor, a
                // coroutine collected unfinished) prints "Exception ignored in: <…>" above
                // the traceback: nothing ended there.
                const bool ignored = i > 0 && starts_with(s.lines[i - 1], "Exception ignored in");
                // The exception line is the first line at column 0 after the frames.
                std::size_t end = i + 1;
                while (end < s.lines.size() &&
                       (s.lines[end].empty() || s.lines[end].front() == ' ' ||
                        s.lines[end].front() == '\t')) {
                    ++end;
                }
                if (end == s.lines.size()) {
                    break;
                }
                i = end;
                line = s.lines[i];
                // (An exception's name is a class's, "KeyError", or qualified, "re.error":
                // not a word in capitals or in small letters, as Emacs buttercup's traceback
                // ends "FAILED: Expected …" or "error: (void-function f)".)
                if (python_exc.search(line, g) && is_exception_name(g[0])) {
                    // A handled exception that led to another is not the one that ended
                    // the program: skip it when a chained traceback follows.
                    // (A message of many lines comes between: pydantic's "3 validation
                    // errors for ServiceConfig" and a line per field.)
                    bool chained = false;
                    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 40; ++j) {
                        if (starts_with(s.lines[j], "Traceback (most recent call last)")) {
                            break;
                        }
                        if (starts_with(s.lines[j], "During handling of the above") ||
                            starts_with(s.lines[j], "The above exception was the direct")) {
                            chained = true;
                        }
                    }
                    if (!chained && !ignored) {
                        Location where = python_location(s, i);
                        if (where.file.empty()) {
                            where = python_data_place(s, i);
                        }
                        add_evidence(out, Kind::runtime_error, s, i, where, g[0], runner);
                    }
                }
                continue;
            }
            if (starts_with(line, "panic: ")) {
                if (!go_panic_in_test(s, i, go_dump_ends)) {
                    add_evidence(out, Kind::runtime_error, s, i,
                                 go_location(s, i, go_project_frames), "panic", "go");
                }
            } else if (starts_with(trim(line), "thread '") && rust.search(line, g)) {
                // (The standard library's own panic, "panicked at /rustc/<hash>/library/
                // core/src/panicking.rs:233:5: panic in a destructor during cleanup", says
                // a second panic aborts the process: the abort is told below.)
                if (!rust_tests.panics_in_test(g[0], i) && !starts_with(g[1], "/rustc/")) {
                    add_evidence(out, Kind::runtime_error, s, i,
                                 {g[1], parse_small_number(g[2]), parse_small_number(g[3])},
                                 "panic", "cargo");
                }
            } else if (starts_with(line, "Exception in thread") && java.search(line, g)) {
                add_evidence(out, Kind::runtime_error, s, i, java_location(s, i), g[0], "java");
            } else if (i + 1 < s.lines.size() && starts_with(s.lines[i + 1], "\tat ") &&
                       (java_frame_pattern().search(s.lines[i + 1]) ||
                        s.lines[i + 1].ends_with("(Native Method)") ||
                        s.lines[i + 1].ends_with("(Unknown Source)")) &&
                       !starts_with(line, "Caused by") && jvm_bare.search(line, g)) {
                // The exception that ended a JVM program whose launcher prints it bare,
                // its frames below: scala's "cfg.ConfigError: PORT not set", Groovy's
                // "DeployException: deploy failed" (under "Caught: …"). A test framework's
                // or build tool's frames are no more the place than the JDK's.
                // (A JDK tool's own exception, every frame the JDK's, has no place.)
                add_evidence(out, Kind::runtime_error, s, i, java_location(s, i, false), g[0],
                             "java");
                if (line.size() > g[0].size() + 1) {
                    out.back().message = std::string(trim(line.substr(g[0].size() + 1)));
                }
            } else if (starts_with(line, "terminate called") && cpp.search(line, g)) {
                add_evidence(out, Kind::runtime_error, s, i, {}, g[0]);
            } else if (!line.empty() && line.front() != ' ' && !is_esm_link_error(line) &&
                       (js_exc.search(line, g) ||
                        (line.front() == 'E' && caret_above(s, i, 1) && errno_exc.search(line, g) &&
                         !cause_of_error_above(s, i, js_exc)))) {
                // The frames start on the next line, or after two more lines of a
                // message that wraps ("SyntaxError: Unexpected token ']', …\n\" is not
                // valid JSON") when the throw was the program's: JSON.parse or a project
                // frame first (a tool's "Error: Failed to compile:" lists files, then
                // its own frames).
                // Bun prints an error's own properties ("  key: \"PORT\",") and a blank
                // line before the frames.
                // Node's report of an uncaught throw draws the throwing line and a caret
                // above the error ("/a/dump.js:8", the code, "    ^", a blank line): that
                // error ended the program, however many lines its message takes before
                // the frames (a failed command's output, a circular structure's path).
                // Bun draws its code frame the same way, right above.
                const bool thrown = caret_above(s, i, 2) || caret_above(s, i, 1);
                bool frames_follow = false;
                std::string_view linted;
                bool own_property = false;
                // An AggregateError lists its errors indented, each with its frames:
                // "AggregateError: " over "    SemanticReleaseError: No npm token …".
                bool nested = false;
                // Bun ends what killed it with its version, "Bun v1.4.5 (Linux x64)", below
                // an error that may have no frames (an imported .json that does not parse).
                for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 2; ++j) {
                    const std::string_view next = trim(s.lines[j]);
                    if (starts_with(next, "Bun v") && contains(next, " (")) {
                        frames_follow = true;
                    } else if (!next.empty()) {
                        break;
                    }
                }
                for (std::size_t j = i + 1;
                     !frames_follow && j < s.lines.size() && j <= i + (thrown ? 40 : 4); ++j) {
                    const std::string_view next = trim(s.lines[j]);
                    if (next.empty()) {
                        if (own_property || thrown) {
                            continue;
                        }
                        break;
                    }
                    own_property = s.lines[j].front() == ' ' && next.back() == ',' &&
                                   next.find(": ") != std::string_view::npos;
                    if (j == i + 1 && g[0] == "AggregateError" && s.lines[j].front() == ' ' &&
                        js_exc.search(next)) {
                        nested = true;
                        continue;
                    }
                    // ESLint's report of a rule or parser that threw ("Error: Error while
                    // loading rule 'x': …", "Occurred while linting /a/src/job.ts[:4]" under
                    // it): the file it was linting is the place when no frame is the
                    // project's.
                    if (starts_with(next, "Occurred while linting ")) {
                        linted = next.substr(std::string_view("Occurred while linting ").size());
                        frames_follow = true;
                        break;
                    }
                    if (starts_with(next, "at ")) {
                        // (Node's own frames may come first: ERR_REQUIRE_ASYNC_MODULE's
                        // stack ends in the program's require.)
                        frames_follow = j == i + 1 || (nested && j == i + 2);
                        for (std::size_t k = j; !frames_follow && k < s.lines.size() &&
                                                k < j + 30 && starts_with(trim(s.lines[k]), "at ");
                             ++k) {
                            frames_follow = is_program_js_frame(trim(s.lines[k]));
                        }
                        break;
                    }
                }
                if (frames_follow && !inside_bun_failure(s, i)) {
                    // (Node's report of what ended the program: when the throw was in a
                    // package's code, its first frame there.)
                    Location where = js_location(s, i, thrown);
                    // A package's error caught and thrown again by the tool's own script
                    // (protobuf.js's parser under pbjs): Node's header names the script's
                    // throw, which is where the run ended.
                    if (thrown && is_library_path(where.file)) {
                        const std::size_t caret = caret_above(s, i, 1) ? i - 1 : i - 2;
                        std::array<std::string_view, 2> h;
                        static const Pattern header(R"re(^(/\S+\.[cm]?js):(\d+)$)re");
                        if (caret >= 2 && header.search(s.lines[caret - 2], h) &&
                            h[0] != where.file) {
                            const std::string_view mark = s.lines[caret];
                            where = {h[0], parse_small_number(h[1]),
                                     static_cast<unsigned>(mark.find('^') + 1)};
                        }
                    }
                    if (where.file.empty() && !linted.empty()) {
                        // ("…/src/b.js:4" when the rule threw on a line.)
                        const std::size_t colon = linted.rfind(':');
                        const bool numbered = colon != std::string_view::npos &&
                                              colon + 1 < linted.size() &&
                                              linted.find_first_not_of("0123456789", colon + 1) ==
                                                  std::string_view::npos;
                        where.file = numbered ? linted.substr(0, colon) : linted;
                        where.line = numbered ? parse_small_number(linted.substr(colon + 1)) : 0;
                    }
                    add_evidence(out, Kind::runtime_error, s, i, where, g[0],
                                 linted.empty() ? "node" : "eslint");
                }
            }
        }
    });
}

void detect_unhandled_rejections(const DetectorInput& input, std::vector<Evidence>& out) {
    // Word boundaries keep identifiers such as detectUnhandledRejection out.
    static const Pattern p(
        R"re(\bUnhandledPromiseRejection(?:Warning)?\b|\b[Uu]nhandled [Pp]romise [Rr]ejection\b|(?:^|[^\w.])Unhandled [Rr]ejection\b|\bERR_UNHANDLED_REJECTION\b)re");
    for_each_stream(input, [&](const StreamLines& s) {
        std::size_t last = 0;
        bool any = false;
        for (std::size_t i = s.next_hot(0, Kind::unhandled_rejection); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::unhandled_rejection)) {
            const std::string_view line = s.lines[i];
            if (!contains(line, "nhandled") && !contains(line, "UNHANDLED")) {
                continue;
            }
            if (!p.search(line)) {
                continue;
            }
            // One rejection prints a banner, a warning and a code line: one item.
            if (any && i - last <= 6) {
                last = i;
                continue;
            }
            add_evidence(out, Kind::unhandled_rejection, s, i, js_location(s, i), {}, "node");
            any = true;
            last = i;
        }
    });
}

void detect_not_implemented(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern error(
        R"re(^\s*(?:Uncaught )?(?:error: |E\s+)?(?:\w*(?:Error|Exception)(?: \[\w+\])?: )?(?i:not (?:yet )?implemented)\b)re");
    static const Pattern python(R"re(^\s*(?:E\s+)?NotImplementedError\b)re");
    static const Pattern rust(R"re(^thread '[^']+'(?: \(\d+\))? panicked at (\S+?):(\d+):(\d+))re");
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::not_implemented); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::not_implemented)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 3> g;
            if (contains(line, "NotImplementedError") && python.search(line, g)) {
                // pytest names where it was raised below its "E" lines: "shop/shipping.py:7:
                // NotImplementedError" (the frames above are the calls that led there).
                Location where;
                static const Pattern raised(R"re(^([^\s:]+\.py):(\d+): NotImplementedError\s*$)re");
                for (std::size_t k = i + 1;
                     starts_with(line, "E ") && k < s.lines.size() && k <= i + 6; ++k) {
                    if (raised.search(s.lines[k], g)) {
                        where = {g[0], parse_small_number(g[1]), 0};
                        break;
                    }
                }
                if (where.file.empty()) {
                    where = python_location(s, i);
                }
                add_evidence(out, Kind::not_implemented, s, i, where, {}, "python");
            } else if (starts_with(line, "thread '") && rust.search(line, g) &&
                       i + 1 < s.lines.size() && error.search(s.lines[i + 1])) {
                add_evidence(out, Kind::not_implemented, s, i,
                             {g[0], parse_small_number(g[1]), parse_small_number(g[2])}, {},
                             "cargo");
                ++i;
            } else if ((contains(line, "mplemented") || contains(line, "MPLEMENTED")) &&
                       error.search(line)) {
                if (i > 0 && starts_with(s.lines[i - 1], "thread '")) {
                    continue; // the message line of a Rust panic reported above
                }
                Location where = js_location(s, i);
                // PHPUnit puts the place alone below the exception and a blank line:
                // "LogicException: Not implemented", "", "/a/src/Cart.php:22".
                for (std::size_t k = i + 1; where.file.empty() && k < s.lines.size() && k <= i + 2;
                     ++k) {
                    const std::string_view below = trim(s.lines[k]);
                    where = leading_location(below);
                    if (where.file.size() + std::to_string(where.line).size() + 1 != below.size()) {
                        where = {};
                    }
                }
                add_evidence(out, Kind::not_implemented, s, i, where, {});
            }
        }
    });
}

} // namespace loopclose::core::detail
