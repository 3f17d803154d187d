// SPDX-License-Identifier: MIT
// The hand-written parsers registered beside the line rules (line_rules.hpp): shapes one
// pattern cannot express, most shared by many tools (ARCHITECTURE.md, "Generic shapes").
#include "core/decorations.hpp"
#include "core/detectors/common.hpp"
#include "core/line_rules.hpp"
#include "core/paths.hpp"
#include "core/tools/tool_rules.hpp"

#include <algorithm>
#include <re2/re2.h>
#include <string>

namespace loopclose::core {

namespace {

// GNU style, "file:line[:col]: rest", checked by hand before any pattern (place_prefix,
// paths.hpp), as a Location.
std::size_t gnu_prefix(std::string_view line, detail::Location& where, bool* alone = nullptr) {
    PlacePrefix place;
    const std::size_t n = place_prefix(line, place, alone);
    if (place.line != 0) {
        where = {place.file, place.line, place.column};
    }
    return n;
}

// A location that heads a diagnostic printed below it: gfortran's "file:line:col:" alone
// on its line, OCaml's 'File "a.ml", line 3, characters 54-61:'. The first line starting
// "Error: " (or "Fatal Error: ") within the next lines, before another such heading or a
// warning, makes it a compile error there.
void parse_heading_errors(const StreamLines& s, std::size_t i, const detail::Location& where,
                          std::vector<Evidence>& out) {
    // (Patterns: each compiled only when a line needs it.)
    static const Pattern ocaml_heading(R"re(^File "[^"]+", lines? \d+)re");
    // A module that is not there: gfortran's "Fatal Error: Cannot open module file
    // ‘util.mod’ for reading", Coq's "Error: Cannot find a physical path bound to logical
    // path" with the name at the start of the next line. (gfortran's quote is '‘', three
    // bytes to a pattern compiled for Latin-1: any bytes but a word's or a space's.)
    static const Pattern fortran_module(
        R"re(^Fatal Error: Cannot open module file [^\w\s]*([\w.]+?)\.mod\S* )re");
    static const Pattern coq_library(
        R"re(^Error: Cannot find a physical path bound to logical path\s*(\S*))re");
    // (OCaml: "Error: Unbound module Strutil", a module the build does not have.)
    static const Pattern ocaml_module(R"re(^Error: Unbound module ([\w.]+)\s*$)re");
    // (dune: 'Error: Library "yojson" not found.' under 'File "lib/dune", line 3, …'.)
    static const Pattern dune_library(R"re(^Error: Library "([\w.-]+)" not found)re");
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 10; ++j) {
        const std::string_view next = s.lines[j];
        // (Coq puts a long message on the lines below a bare "Error:".)
        // OCaml's warning made an error (-warn-error): "Error (warning 8 [partial-match]):
        // this pattern-matching is not exhaustive.", labelled by the warning's name.
        if (starts_with(next, "Error (warning ")) {
            static const Pattern warning(R"re(^Error \(warning \d+ \[([\w-]+)\]\):)re");
            std::array<std::string_view, 1> name;
            warning.search(next, name);
            detail::add_evidence(out, Kind::compile_error, s, i, where, name[0], "generic");
            return;
        }
        if (starts_with(next, "Error: ") || starts_with(next, "Fatal Error: ") ||
            next == "Error:") {
            std::array<std::string_view, 1> module;
            if ((starts_with(next, "Fatal Error: Cannot open module") &&
                 fortran_module.search(next, module)) ||
                (starts_with(next, "Error: Cannot find a physical") &&
                 coq_library.search(next, module)) ||
                (starts_with(next, "Error: Unbound module ") &&
                 ocaml_module.search(next, module)) ||
                (starts_with(next, "Error: Library \"") && dune_library.search(next, module))) {
                std::string_view name = module[0];
                if (name.empty() && j + 1 < s.lines.size()) {
                    const std::string_view below = trim(s.lines[j + 1]);
                    name = below.substr(0, below.find(' '));
                }
                if (!name.empty()) {
                    detail::add_evidence(out, Kind::missing_module, s, i, where, name, "generic");
                    return;
                }
            }
            // (OCaml's parser: "Error: Syntax error", "Error: Syntax error: ')' expected";
            // gfortran's "Error: Syntax error in expression at (1)" stays a compile error,
            // as its fixtures have it.)
            const bool ocaml_syntax =
                trim(next) == "Error: Syntax error" || starts_with(next, "Error: Syntax error: ");
            detail::add_evidence(out, ocaml_syntax ? Kind::syntax_error : Kind::compile_error, s, i,
                                 where, {}, "generic");
            return;
        }
        detail::Location other;
        bool alone = false;
        if (starts_with(next, "Warning: ") || (gnu_prefix(next, other, &alone) == 0 && alone) ||
            (starts_with(next, "File \"") && ocaml_heading.search(next))) {
            return;
        }
    }
}

// A plain message after "a.py:line:col: ": not a severity or a note ("warning: ",
// "note: ", "  required from here"), nor a warning in brackets ("[Warning/rule]").
bool is_plain_message(std::string_view rest) {
    static const Pattern annotation(
        R"re(^(?i:warning|warn|note|info|information|hint|remark|suggestion|help|notice|debug)\b|\[Warning/)re");
    return !rest.empty() && rest.front() != ' ' && rest.front() != '\t' && !annotation.search(rest);
}

// True when the two lines after line `i` are a source line and a caret line under the
// column ("    return f'{}'" then "               ^"): the parser's report of a file
// that does not parse.
bool caret_follows(const StreamLines& s, std::size_t i) {
    if (i + 2 >= s.lines.size() || trim(s.lines[i + 1]).empty()) {
        return false;
    }
    const std::string_view caret = s.lines[i + 2];
    const std::size_t at = caret.find_first_not_of(' ');
    return at != std::string_view::npos && caret[at] == '^' && trim(caret.substr(at + 1)).empty();
}

// "file:line[:col]: (fatal )?error(: |[code]: ) message" is a compile error (ghc ends the
// line at "error:" or adds "[GHC-88464]"); a rule code first ("E501 line too long",
// "C0114: Missing…", "error: SC2086 …") a lint finding. Warnings and notes are not
// findings. The same after an Ant task's "[javac] " prefix. In a Python file, with a
// column and a plain message, pyflakes (which prints no code) found something: "a.py:1:1:
// 'os' imported but unused"; followed by the source line and a caret, the file does not
// parse. Only Python files: Go's compiler prints its errors in the same shape. Lines a
// tool's row or a detector reads are theirs, and the parser runs only when the run
// failed.
void parse_gnu_lines(const StreamLines& s, std::vector<Evidence>& out) {
    // (Patterns: compiled only when a line needs them, not on every failed run.)
    static const Pattern error(
        R"re(^(?:fatal )?(?:error|Error|ERROR)(?:\[([\w-]+)\]:|:(?: \[([\w-]+)(?:, [^\]]*)?\])?(?: |$)))re");
    // (A severity may follow the code in brackets: bandit's "B404[LOW]: Consider …" under a
    // --msg-template.)
    static const Pattern code(
        R"re(^(?:(?:error|Error|ERROR): )?([A-Z]{1,4}\d{2,5})(?:\[[A-Z]+\]:? |\b:? ))re");
    static const Pattern ocaml(
        R"re(^File "([^"]+)", lines? (\d+)(?:-\d+)?, characters (\d+)-\d+:$)re");
    // ocamllex and ocamlyacc put their message on the same line: 'File "lexer.mll", line
    // 17, character 20: unterminated action.', 'File "calc.mly", line 11: unterminated
    // action' (a syntax error when a parser's words say so, else a compile error).
    // (Patterns: compiled only when a line needs them, not on every failed run.)
    static const Pattern ocamllex(
        R"re(^File "([^"]+\.ml[ly])", line (\d+)(?:, character (\d+))?: (\S.*))re");
    static const Pattern parser_words(
        R"re((?i)(?:parse|syntax) error\b|unexpected (?:token|end of)|must be separated by|\bbut saw\b|unfinished string|\bunterminated\b)re");
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        std::string_view line = s.lines[i];
        if (line.empty()) {
            continue;
        }
        if (line.front() == 'F' && starts_with(line, "File \"")) {
            std::array<std::string_view, 3> o;
            // (Not a test runner's pointer into its log file, OUnit's 'File "/a/oUnit-x.log",
            // line 12, characters 1-1:'.)
            if (ocaml.search(line, o) && !o[0].ends_with(".log")) {
                parse_heading_errors(s, i,
                                     {o[0], static_cast<unsigned>(parse_small_number(o[1])),
                                      static_cast<unsigned>(parse_small_number(o[2]))},
                                     out);
            } else if (std::array<std::string_view, 4> m; ocamllex.search(line, m)) {
                detail::add_evidence(
                    out, parser_words.search(m[3]) ? Kind::syntax_error : Kind::compile_error, s, i,
                    {m[0], static_cast<unsigned>(parse_small_number(m[1])),
                     static_cast<unsigned>(parse_small_number(m[2]))},
                    {}, "ocaml");
            }
            continue;
        }
        line.remove_prefix(ant_task_length(line)); // Ant's "    [javac] "
        detail::Location where;
        bool alone = false;
        const std::size_t n = gnu_prefix(line, where, &alone);
        if (n == 0) {
            if (alone) {
                parse_heading_errors(s, i, where, out);
            }
            continue;
        }
        const std::string_view rest = line.substr(n);
        std::array<std::string_view, 2> g;
        if (code.search(rest, g)) {
            detail::add_evidence(out, Kind::lint_error, s, i, where, g[0], "generic");
        } else if (error.search(rest, g)) {
            const std::string_view label = g[0].empty() ? g[1] : g[0];
            if (detail::says_include_not_opened(rest)) {
                continue;
            }
            // (A configuration file's checker: "nsd.conf:20: error: could not find
            // pattern secondry" is a finding in the file, not a compile error; a parser's
            // words are a syntax error in any file, demjson's "users.json:3:11: Error:
            // Values must be separated by a comma".)
            detail::add_evidence(out,
                                 parser_words.search(rest)    ? Kind::syntax_error
                                 : is_config_path(where.file) ? Kind::lint_error
                                                              : Kind::compile_error,
                                 s, i, where, label, "generic");
        } else if (static const Pattern parse_error(
                       R"re(^(?:(?:at|near) (?:token )?[^:]*: )?(?:parse|syntax) error\b)re");
                   parse_error.search(rest)) {
            // A parser generator's own words (bison's "syntax error, unexpected X", Ragel's
            // "at token KW_Action: parse error"): the file does not parse.
            detail::add_evidence(out, Kind::syntax_error, s, i, where, {}, "generic");
        } else if (where.column != 0 &&
                   (where.file.ends_with(".py") || where.file.ends_with(".pyi")) &&
                   is_plain_message(rest)) {
            detail::add_evidence(out, caret_follows(s, i) ? Kind::syntax_error : Kind::lint_error,
                                 s, i, where, {}, "pyflakes");
        }
    }
}

// The length of "12) " at the start of `line` after at most four spaces; 0 when none.
std::size_t numbered_item(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k < 4 && line[k] == ' ') {
        ++k;
    }
    const std::size_t digits = k;
    while (k < line.size() && is_digit(line[k]) && k - digits < 4) {
        ++k;
    }
    if (k == digits || k + 2 >= line.size() || line[k] != ')' || line[k + 1] != ' ' ||
        line[k + 2] == ' ') {
        return 0;
    }
    return k + 2;
}

// The first "# ./spec/x_spec.rb:5:in `…'" frame in the body of the numbered item on line
// `i` (up to the next item or unindented line), when no "rspec ./spec/x_spec.rb:4 # …"
// re-run line follows the list; empty otherwise.
// `rerun` caches whether the stream holds such a line (-1: not looked yet).
detail::Location rspec_frame_in_item(const StreamLines& s, std::size_t i, int& rerun) {
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 80; ++j) {
        const std::string_view body = s.lines[j];
        if (numbered_item(body) > 0 || (!body.empty() && body.front() != ' ')) {
            break;
        }
        const std::string_view t = trim(body);
        if (starts_with(t, "# ") && contains(t, ":in ") &&
            t.find(".rb:") != std::string_view::npos) {
            if (rerun < 0) {
                rerun = std::any_of(s.lines.begin(), s.lines.end(),
                                    [](std::string_view l) { return starts_with(l, "rspec "); });
            }
            return rerun != 0 ? detail::Location{} : detail::location_on(t);
        }
    }
    return {};
}

// True for a header that opens a list of failures or errors ("Failures:", "There were 2
// failures:", "  2 failing"), not of pending, skipped or incomplete tests.
bool is_failure_header(std::string_view line) {
    const std::string_view t = trim(line);
    if (!t.ends_with(':') || t.size() > 200) {
        return false;
    }
    std::string lower(t);
    for (char& c : lower) {
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    return contains(lower, "fail") || contains(lower, "error");
}

// Numbered failure lists ("1) name" blocks under a "Failures:" header, used by RSpec,
// Jasmine, PHPUnit, JUnit 4, Mocha…): the name, with no location of its own (the tool's
// row or detector, if any, adds it). One pass: the list's header is the last unindented
// line that is not an item (blank and indented lines are the items' bodies).
void parse_numbered_failures(const StreamLines& s, std::vector<Evidence>& out) {
    int rerun = -1;
    bool under_header = false;
    bool in_item = false; // an item's body, up to a blank line (luaunit's is not indented)
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view raw = s.lines[i];
        const std::size_t n = numbered_item(raw);
        if (n == 0) {
            const std::string_view t = trim(raw);
            if (t.empty()) {
                in_item = false;
                continue;
            }
            // Within an item's body only a capitalised heading ("Pending:", Jasmine's,
            // right after the last failure) opens another list; "stack traceback:" is
            // body.
            if (in_item && !(t.ends_with(':') && t.front() >= 'A' && t.front() <= 'Z')) {
                continue;
            }
            in_item = false;
            // A rule under the header ("Failed tests:" then "-------------", luaunit)
            // keeps it.
            const bool rule = t.find_first_not_of("-=") == std::string_view::npos;
            if (raw.front() != ' ' && raw.front() != '\t' && !rule) {
                under_header = is_failure_header(raw);
            }
            continue;
        }
        if (!under_header) {
            continue;
        }
        in_item = true;
        // A name, not a sentence ending in a colon ("1) Error:" opens minitest's block).
        std::string_view name = trim(raw.substr(n));
        if (name.empty() || name.ends_with(':')) {
            continue;
        }
        // RSpec's pending example that passed: "2) Stack handles errors FIXED" over
        // "Expected pending '…' to fail.", named without the mark as its re-run line does.
        if (name.ends_with(" FIXED") && i + 1 < s.lines.size() &&
            starts_with(trim(s.lines[i + 1]), "Expected pending ")) {
            name.remove_suffix(6);
        }
        // The place, when the next line starts with it (luaunit: "test_cart.lua:15:
        // expected: 190, actual: 180.0").
        detail::Location where =
            i + 1 < s.lines.size() ? detail::leading_location(s.lines[i + 1]) : detail::Location{};
        // A JUnit 4 test class that failed as a whole ("3) store.ReportTest", its
        // @BeforeClass threw): the first frame in the class's own file below it.
        if (where.file.empty() && name.find_first_of(" (") == std::string_view::npos &&
            (name.ends_with("Test") || name.ends_with("Tests") || name.ends_with("TestCase"))) {
            const std::size_t dot = name.rfind('.');
            const std::string needle =
                "(" + std::string(dot == std::string_view::npos ? name : name.substr(dot + 1)) +
                ".java:";
            for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 60; ++j) {
                const std::string_view body = s.lines[j];
                if (trim(body).empty() || numbered_item(body) > 0) {
                    break;
                }
                if (const std::size_t at = body.find(needle); at != std::string_view::npos) {
                    const std::string_view file = body.substr(at + 1, needle.size() - 2);
                    std::string_view digits = body.substr(at + needle.size());
                    digits = digits.substr(0, digits.find(')'));
                    const unsigned line = parse_small_number(digits);
                    if (line > 0) {
                        where = {file, line, 0};
                        break;
                    }
                }
            }
        }
        // RSpec's own frame in the item's body ("     # ./spec/stack_spec.rb:5:in `block
        // (3 levels) in <top (required)>'"), when the list of re-run commands that names
        // the example's line is not there (a log cut short).
        if (where.file.empty()) {
            where = rspec_frame_in_item(s, i, rerun);
        }
        detail::add_evidence(out, Kind::test_failure, s, i, where, name, "generic");
    }
}

// A row of PHP_CodeSniffer's table: " 14 | ERROR | [x] message" (the severity padded).
// Returns the length of the prefix before the message, 0 when the line is no such row.
std::size_t phpcs_row(std::string_view line, unsigned& number, bool& error) {
    // --report=code: "LINE  8: ERROR [x] Expected", the message a word a line below.
    const bool code_report = line.starts_with("LINE ");
    std::size_t k = code_report ? 5 : 0;
    while (k < line.size() && k < 8 && line[k] == ' ') {
        ++k;
    }
    const std::size_t digits = k;
    while (k < line.size() && is_digit(line[k]) && k - digits < 9) {
        ++k;
    }
    const std::string_view separator = code_report ? ": " : " | ";
    if (k == digits || !line.substr(k).starts_with(separator)) {
        return 0;
    }
    number = parse_small_number(line.substr(digits, k - digits));
    k += separator.size();
    // The severity: up to a space ("ERROR [x] …") or a bar (" ERROR | [x] …").
    const std::size_t end = code_report ? line.find(' ', k) : line.find('|', k);
    if (end == std::string_view::npos || end + 1 >= line.size() ||
        (!code_report && line[end + 1] != ' ')) {
        return 0;
    }
    const std::string_view severity = trim(line.substr(k, end - k));
    error = severity == "ERROR";
    if (!error && severity != "WARNING") {
        return 0;
    }
    k = end + (code_report ? 1 : 2);
    for (const std::string_view mark : {"[x] ", "[ ] "}) {
        if (line.substr(k).starts_with(mark)) {
            k += mark.size();
        }
    }
    return k;
}

// The text of a continuation row of the table ("    |       |     rest of the
// message"); false when the line is none.
bool phpcs_continuation(std::string_view line, std::string_view& text) {
    const std::string_view t = trim(line);
    // (--report=code: a word a line, under the message's start.)
    if (line.starts_with("            ") && !t.empty() && t.find('|') == std::string_view::npos) {
        text = t;
        return true;
    }
    if (!t.starts_with("| ")) {
        return false;
    }
    const std::size_t bar = t.find('|', 1);
    if (bar == std::string_view::npos || !trim(t.substr(1, bar - 1)).empty()) {
        return false;
    }
    text = trim(t.substr(bar + 1));
    return true;
}

// The sniff code ending a message, "… found (Squiz.Functions.X.SpaceBeforeEquals)", as
// phpcs -s prints it; empty when there is none.
std::string_view sniff_code(std::string_view message) {
    message = trim(message);
    const std::size_t open = message.rfind('(');
    if (open == std::string_view::npos || !message.ends_with(')') ||
        (open > 0 && message[open - 1] != ' ')) {
        return {};
    }
    const std::string_view code = message.substr(open + 1, message.size() - open - 2);
    static const re2::RE2 shape(R"re([A-Za-z]\w*(?:\.\w+)+)re");
    return re2::RE2::FullMatch(re2::StringPiece(code.data(), code.size()), shape)
               ? code
               : std::string_view();
}

// PHP_CodeSniffer's full report (tests/fixtures/phpcs), a table with wrapped cells that no
// one-line pattern reads: "FILE: /a/src/x.php" (its start cut to "..." when long), rules,
// "FOUND 2 ERRORS AFFECTING 2 LINES", then a row per finding, " 14 | ERROR | [x] message",
// whose message wraps onto rows without a number ("    |       |     rest") and, with -s,
// ends with the sniff code in parentheses, on a row of its own when it does not fit.
// Errors are the findings; warnings, which fail a run too, only when there is no error.
void parse_phpcs_report(const StreamLines& s, std::vector<Evidence>& out) {
    std::vector<Evidence> warnings;
    bool errors = false;
    std::string_view file;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        if (line.starts_with("FILE: ")) {
            file = trim(line.substr(6));
            continue;
        }
        if (file.empty()) {
            continue;
        }
        unsigned number = 0;
        bool error = false;
        std::string_view text;
        const std::size_t n = phpcs_row(line, number, error);
        if (n == 0) {
            // The rules, the count and the wrapped rows belong to the table; any other
            // line ends it.
            const std::string_view t = trim(line);
            const bool rule = t.size() >= 10 && t.find_first_not_of('-') == std::string_view::npos;
            // (--report=code quotes the code around each finding: ">>  8:  public …",
            // "    9:  {".)
            const std::size_t number_at = t.starts_with(">>") ? t.find_first_not_of(' ', 2) : 0;
            const bool quoted = number_at != std::string_view::npos && number_at < t.size() &&
                                is_digit(t[number_at]) &&
                                t.find(':', number_at) != std::string_view::npos;
            if (!rule && !quoted && !t.empty() && !t.starts_with("FOUND ") &&
                !phpcs_continuation(line, text)) {
                file = {};
            }
            continue;
        }
        std::string message(trim(line.substr(n)));
        for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 20; ++j) {
            if (!phpcs_continuation(s.lines[j], text)) {
                break;
            }
            message += ' ';
            message += text;
        }
        errors = errors || error;
        std::vector<Evidence>& into = error ? out : warnings;
        const std::string_view code = sniff_code(message);
        detail::add_evidence(into, Kind::lint_error, s, i, {file, number, 0}, code, "phpcs");
        // The message, joined back from its rows, without the code the label holds.
        const std::size_t keep = code.empty() ? message.size() : message.rfind(" (");
        into.back().message =
            make_snippet(trim(std::string_view(message).substr(0, keep)), k_max_message_bytes);
    }
    if (!errors) {
        out.insert(out.end(), warnings.begin(), warnings.end());
    }
}

// clang-format off
constexpr LineParser k_parsers[] = {
    {"generic", parse_gnu_lines, true},
    {"generic", parse_numbered_failures, true},
    {"phpcs", parse_phpcs_report, true},
    {"catch2", tools::parse_catch2, true},
    {"cmocka", tools::parse_cmocka, true},
    {"teamcity", tools::parse_teamcity, true},
    {"php", tools::parse_php_uncaught, true},
    {"junit", tools::parse_junit5_verbose, true},
    {"pylint", tools::parse_pytest_pylint, true},
    {"bun", tools::parse_bun_unhandled, true},
    {"prettier", tools::parse_prettier_list, true},
    {"ava", tools::parse_ava_details, true},
    {"generic", tools::parse_csv_findings, true},
    {"stylelint", tools::parse_json_config, true},
    {"dpkg", tools::parse_dpkg_unmet, true},
    {"tap-generic", tools::parse_marked_failures, true},
};
// clang-format on

} // namespace

std::span<const LineParser> builtin_parsers() {
    return k_parsers;
}

} // namespace loopclose::core
