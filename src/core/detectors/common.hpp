// SPDX-License-Identifier: MIT
// Helpers shared by the detector files (internal to src/core/detectors/).
#pragma once

#include "core/evidence.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

// gcc's words in the languages it is translated to, as captured (LANG=de_DE, fr_FR,
// ja_JP, es_ES, ru_RU, zh_CN; it_IT prints English): an error and a fatal error (gcc's
// own "error" is matched apart), and the C library's "No such file or directory".
// Spelled once here for the compiler and missing-header patterns. (French may put a
// space before a colon, Chinese writes a full-width colon: LC_COLON allows them.)
#define LC_GCC_ERROR_WORDS                                                                         \
    R"re(schwerwiegender Fehler|Fehler|erreur fatale|erreur|致命的エラー|エラー|致命错误|错误|error fatal|фатальная ошибка|ошибка)re"
#define LC_GCC_FATAL_WORDS                                                                         \
    R"re(fatal error|schwerwiegender Fehler|erreur fatale|致命的エラー|致命错误|error fatal|фатальная ошибка)re"
#define LC_COLON R"re((?:(?: |\x{a0}|\x{202f})?: ?|：))re"
#define LC_NO_SUCH_FILE_WORDS                                                                      \
    R"re(No such file or directory|Datei oder Verzeichnis nicht gefunden|Aucun fichier ou dossier de ce type|そのようなファイルやディレクトリはありません|没有那个文件或目录|No existe el fichero o el directorio|Нет такого файла или каталога)re"

namespace loopclose::core::detail {

// Finds the first line at or after `from` (and before `to`) for which `pred(index)`
// holds, testing each line at most once while `from` does not decrease: detectors that
// look ahead a bounded number of lines from every hit stay linear when hits are dense.
// A call with a smaller `from` than the previous one starts afresh.
template <typename Pred> class ForwardFinder {
  public:
    explicit ForwardFinder(Pred pred) : m_pred(std::move(pred)) {}

    // The first index in [from, to) whose line satisfies the predicate; `to` when none.
    std::size_t find(std::size_t from, std::size_t to) {
        if (from < m_from) {
            m_found.clear();
            m_head = 0;
            m_scanned = from;
        }
        m_from = from;
        while (m_head < m_found.size() && m_found[m_head] < from) {
            ++m_head;
        }
        if (m_head < m_found.size()) {
            // Every line between `from` and this hit has been tested already.
            return m_found[m_head] < to ? m_found[m_head] : to;
        }
        for (std::size_t j = m_scanned > from ? m_scanned : from; j < to; ++j) {
            m_scanned = j + 1;
            if (m_pred(j)) {
                m_found.push_back(j);
                return j;
            }
        }
        return to;
    }

  private:
    Pred m_pred;
    std::vector<std::size_t> m_found; // hits, ascending; those before m_head are passed
    std::size_t m_head = 0;
    std::size_t m_scanned = 0; // lines below this were tested (unless reset)
    std::size_t m_from = 0;
};

// Where a finding points; zeros and empty strings mean absent.
struct Location {
    std::string_view file;
    unsigned line = 0;
    unsigned column = 0;
};

// Appends an item for line `index` of `stream`; the snippet is that line.
void add_evidence(std::vector<Evidence>& out, Kind kind, const StreamLines& stream,
                  std::size_t index, Location where, std::string_view label,
                  std::string_view tool = {});

// Runs `fn(stream)` on stdout, then stderr.
template <typename Fn> void for_each_stream(const DetectorInput& input, Fn&& fn) {
    fn(input.out);
    fn(input.err);
}

// A GitHub annotation's properties, in any order ("::error file=/a/src/menu.js,line=6,
// title=…::Cannot find module …", Vitest's "file=…,title=…,line=2,column=1::"): its
// place (empty without a file) and its title; empty for any other line.
struct Annotation {
    Location where;
    std::string_view title;
};
Annotation read_annotation(std::string_view line);

// The location a diagnostic line starts with: "f.ts(1,2): ", "f.ts:1:2 - ",
// "f.c:1:2: ", "f.py:3: ", a GitHub annotation's "::error file=f.js,line=6,…::";
// empty when there is none.
Location located_prefix(std::string_view line);

// The frame shapes of Node, Bun, Jest, Mocha and Vitest stacks: groups file, line, col.
const Pattern& js_frame_pattern();

// A Go frame's place, "\t/a/main.go:9 +0x1d" (the offset is absent for an inlined call):
// groups file, line.
const Pattern& go_frame_pattern();

// The first project frame of the first goroutine Go's runtime dumps below line `i` ("fatal
// error: out of memory", "goroutine 1 [running]:"); empty when there is none.
Location go_first_goroutine_place(const StreamLines& s, std::size_t i);

// A Java frame "\tat a.B.c(B.java:12)": groups file, line.
const Pattern& java_frame_pattern();

// node --test's place of a test in its spec reporter's recap of failing tests, "test at
// test/math.test.js:19:3": groups file, line, column.
const Pattern& node_test_at_pattern();

// True when `line` is cmocka's place of a failed assertion, written in a compiler's words
// ("cm/test_stack.c:8: error: Failure!"): a test's, not a compile error.
bool is_cmocka_failure_place(std::string_view line);

// True when `line` says an include it was given could not be opened or found (NASM's
// "unable to open include file `x.inc'", AVRA's "Cannot find include file: x.inc"): the
// missing-module row's, not a compile error beside it.
bool says_include_not_opened(std::string_view line);

// The innermost project frame of the Python traceback (or pytest report) ending just
// above line `i`.
Location python_location(const StreamLines& s, std::size_t i);

// The place in a data file that the Python exception on line `i` names in its message:
// configparser's "While reading from '/a/setup.cfg' [line  9]: …" and "Source contains
// parsing errors: 'setup.cfg'" over "\t[line  3]: …", PyYAML's marks "  in \"cfg.yml\",
// line 4, column 3" below it (the last is where the parser stopped). Empty when none.
Location python_data_place(const StreamLines& s, std::size_t i);

// True when `line` may hold one of gcc's translated words (LC_GCC_ERROR_WORDS): a byte
// outside ASCII, or the German, French or Spanish word.
bool may_be_translated(std::string_view line);

// The line and column a code frame in lines [from, to) points at: "  > 3 | code" and
// the caret line under it ("    |      ^^^"); line 0 when there is none.
Location code_frame_place(const StreamLines& s, std::size_t from, std::size_t to);

// True when line `i` is what a test logged (under Jest's "console.error", Vitest's
// "stderr | file > test") or a line of a code frame: not how the run failed.
bool logged_or_quoted(const StreamLines& s, std::size_t i);

// True for paths such as x.test.ts, test/x.js, tests/test_x.py, x_test.go.
bool looks_like_test_file(std::string_view path);

// The first project frame of the JS stack printed below line `i` of `s`.
// With `library_fallback`, when no frame is the project's, the first frame in a package
// (node_modules; never Node's own): where a tool's own code threw.
Location js_location(const StreamLines& s, std::size_t i, bool library_fallback = false);

// The project location printed on `line`: "file:line[:col]" (also inside frames such as
// "at f (x.js:1:2)", "(X.java:12)", "# ./spec/x_spec.rb:4:in"), PHP's "x.php(12)" or
// Python's `File "x.py", line 3`; library paths are passed over. Zero line when none.
Location location_on(std::string_view line);

// The location `text` starts with ("test_cart.lua:15: expected: 190"); zero line when
// it starts with anything else.
Location leading_location(std::string_view text);

// True for a path that belongs to a runtime or toolchain rather than the project
// (node:internal, /usr/lib/…, /rustc/…, site-packages…).
bool is_library_path(std::string_view path);

// True when the JavaScript stack frame `frame` ("at f (/a/x.js:3:4)") shows that the
// program itself threw: JSON.parse, or a function in a project file (not node's loader
// compiling a file, not a tool's own code under node_modules).
bool is_program_js_frame(std::string_view frame);

// True when a JavaScript "SyntaxError: …" line is a failure to link ES modules (an import
// of a name a module does not export: "The requested module './x.js' does not provide an
// export named 'y'", Bun's "Export named 'y' not found in module '…'"): the file parsed,
// the program failed at run time. The syntax-error detector reports it as such.
bool is_esm_link_error(std::string_view line);

} // namespace loopclose::core::detail
