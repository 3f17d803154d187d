// SPDX-License-Identifier: MIT
// detail::line_role and detail::location_on read a line by hand. These tests hold them
// to the patterns they were first written with (kept here as the reference) on every
// line of every captured fixture, raw and cleaned, and on lines made to sit on each
// shape's edges.
#include "../fixture_support.hpp"
#include "core/detectors/common.hpp"
#include "core/explain.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"

#include <doctest/doctest.h>
#include <re2/re2.h>
#include <string>
#include <vector>

using loopclose::core::detail::line_role;
using loopclose::core::detail::LineRole;
using loopclose::core::detail::Location;
using loopclose::core::detail::location_on;

namespace {

LineRole reference_role(std::string_view line) {
    static const re2::RE2 frame(
        R"re(^\s*(?:at |File "|stack: |# \S+:\d+|from \S+:\d+|❯ |#\d+ |\d+: <unknown>|Stack backtrace:|stack backtrace:|Traceback \(most recent call last\)|thread '.*' panicked at |note: run with `RUST_BACKTRACE)|^\s*\S+\.\w+:\d+(?::\d+)?:?\s*$)re");
    static const re2::RE2 code(
        R"re(^\s*(?:>\s*)?\d+\s*[|│]|^\s*[|│·:]\s*[\^~─┬╰|]|^\s*[\^~]+\s*$|^\s*,-\[|^\s*╭─|^\s*`-+$|^\s*╰─+$)re");
    static const re2::RE2 rule(
        R"re(^\s*(?:[-=_━─*~]{3,}|\.\.\.)\s*$|^\S+\.\w+:$|^\s+(?:duration_ms|location|failureType|code|name|type|operator|at|fileName|lineNumber|columnNumber|typeName|isToplevel|source|tapCaught): )re");
    static const re2::RE2 status(
        R"re( \.\.\. (?:ok|FAIL|ERROR|skipped.*|expected failure)$|(?:PASSED|FAILED|SKIPPED)(?:\s+\[\s*\d+%\])?$|^\s*(?:✓|✔|\(pass\)|\(skip\)|ok \d+ ))re");
    if (loopclose::core::trim(line).empty()) {
        return LineRole::blank;
    }
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

Location reference_location(std::string_view line) {
    static const re2::RE2 colon(
        R"re((?:^|[\s(\[<'"@])(?:file://)?((?:[A-Za-z]:)?[\w\x{80}-\x{10FFFF}@.+~/-]*[\w\x{80}-\x{10FFFF}-]\.[A-Za-z]\w{0,9}|(?:[\w@.+~/-]*/)?(?:Rakefile|Gemfile|Makefile|GNUmakefile|Dockerfile|Containerfile|Jenkinsfile|Vagrantfile|Podfile|Fastfile|Guardfile|Justfile|justfile)):(\d+)(?::(\d+))?)re");
    static const re2::RE2 paren(
        R"re(((?:[\w.+~/-]*/)?[\w.+-]+\.(?:php|nim|d))\((\d+)(?:, ?(\d+))?\))re");
    static const re2::RE2 python(R"re([Ff]ile "([^"]+)",? line (\d+))re");
    static const re2::RE2 spaced(R"re((?:^|\s)in (\S+\.\w+) (?:\([^\s)]*\) )?(\d+):(\d+))re");
    static const re2::RE2 sass(R"re(^\s+(\S+\.(?:s[ac]ss|vue|svelte)) (\d+):(\d+)\s)re");
    static const re2::RE2 dotnet(R"re(\) in (\S.*?\.\w+):line (\d+)\s*$)re");
    static const re2::RE2 tree(R"re(└─ in (\S+\.\w+)\((\d+),(\d+)\))re");
    using loopclose::core::parse_small_number;
    using loopclose::core::detail::is_library_path;
    static const re2::RE2 whole_path(R"re(^\s*(/[^:"^$*|?<>]*\.[^\s/:"^$*|?<>.]+):(\d+)\s*$)re");
    re2::StringPiece rest(line.data(), line.size());
    re2::StringPiece file;
    re2::StringPiece number;
    re2::StringPiece column;
    if (re2::RE2::FullMatch(rest, whole_path, &file, &number) &&
        !is_library_path({file.data(), file.size()})) {
        return {{file.data(), file.size()}, parse_small_number({number.data(), number.size()}), 0};
    }
    while (re2::RE2::FindAndConsume(&rest, colon, &file, &number, &column)) {
        const std::string_view f(file.data(), file.size());
        if (!is_library_path(f)) {
            return {f, parse_small_number({number.data(), number.size()}),
                    loopclose::core::parse_column({column.data(), column.size()})};
        }
    }
    const re2::StringPiece text(line.data(), line.size());
    column = re2::StringPiece();
    if (re2::RE2::PartialMatch(text, paren, &file, &number, &column) ||
        re2::RE2::PartialMatch(text, python, &file, &number) ||
        re2::RE2::PartialMatch(text, spaced, &file, &number, &column) ||
        re2::RE2::PartialMatch(text, sass, &file, &number, &column) ||
        re2::RE2::PartialMatch(text, dotnet, &file, &number) ||
        re2::RE2::PartialMatch(text, tree, &file, &number, &column)) {
        const std::string_view f(file.data(), file.size());
        if (!is_library_path(f)) {
            return {f, parse_small_number({number.data(), number.size()}),
                    loopclose::core::parse_column({column.data(), column.size()})};
        }
    }
    return {};
}

bool same(const Location& a, const Location& b) {
    return a.file == b.file && a.line == b.line && a.column == b.column;
}

// The pattern's classes take whole UTF-8 characters; the hand reader takes any byte
// above 0x7F. They agree on valid UTF-8, which is what the comparison covers.
bool valid_utf8(std::string_view text) {
    static const re2::RE2 any("(?s).*");
    return re2::RE2::FullMatch(re2::StringPiece(text.data(), text.size()), any);
}

void check_lines(std::string_view text, std::size_t& checked, std::string& first_difference) {
    std::size_t at = 0;
    while (at <= text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        const std::string_view line = text.substr(at, end - at);
        ++checked;
        if (first_difference.empty() && line_role(line) != reference_role(line)) {
            first_difference = "role: " + std::string(line);
        }
        if (first_difference.empty() && valid_utf8(line) &&
            !same(location_on(line), reference_location(line))) {
            first_difference = "location: " + std::string(line);
        }
        at = end + 1;
    }
}

} // namespace

TEST_CASE("line_role and location_on read every fixture line as the reference patterns do") {
    std::size_t checked = 0;
    std::string first_difference;
    for (const auto& dir : loopclose::test::all_fixture_dirs()) {
        const loopclose::test::Fixture f = loopclose::test::load_fixture(dir);
        for (const std::string* stream : {&f.out, &f.err}) {
            check_lines(*stream, checked, first_difference);
            check_lines(loopclose::core::clean_output(*stream), checked, first_difference);
        }
    }
    CHECK(checked > 100000);
    CHECK_MESSAGE(first_difference.empty(), "first line read differently: " << first_difference);
}

TEST_CASE("line_role on the edges of each shape") {
    const std::vector<std::string> lines = {
        "test_a (m.T) ... ok",
        "test_a (m.T) ... ok ",
        "x ... skipped 'why'",
        "x ... FAILED",
        "a ... b ... ERROR",
        "t.py::a PASSED",
        "t.py::a PASSED [ 50%]",
        "t.py::a PASSED[50%]",
        "t.py::a FAILED  [100%]",
        "t.py::a FAILED [ %]",
        "t.py::a SKIPPED [ 1 %]",
        "  ✓ adds",
        "(pass) a",
        "ok 12 - x",
        "ok 12",
        "ok x ",
        "    at f (a.js:1:2)",
        "File \"a.py\"",
        "# ./spec/a_spec.rb:4:in",
        "# :4",
        "# a:4",
        "# a:x",
        "from a.rb:3:in",
        "#3 0x0 in f",
        "#3",
        "12: <unknown>",
        "thread 'main' panicked at src/a.rs:1:2:",
        "thread '' panicked at ",
        "thread ' panicked at ",
        "  src/a.rs:12:5",
        "a.rs:12:5:",
        "a.rs:12:5::",
        "a.rs:12:",
        "a.rs:12 ",
        ".rs:12",
        "a.:12",
        "a.b:1:2",
        "x.1:2",
        "a b.rs:12",
        "  12 | x",
        "> 12 │ x",
        ">12|",
        "12 x |",
        "  | ^^^",
        "  · ─┬─",
        "  : ^",
        ":x",
        "   ^~~~  ",
        "^ x",
        ",-[a.ts:1:1]",
        "╭─[",
        "`----",
        "`",
        "`-- ",
        "╰────",
        "╰",
        "╰─x",
        "-----",
        "--",
        "-=-",
        "━━━",
        "...",
        " ... ",
        "src/a.test.ts:",
        "src/a.test.ts: ",
        "a.:",
        "  duration_ms: 1",
        "duration_ms: 1",
        "  code:x",
        "\t\t",
        "\r",
        " \f",
        "plain text",
        "  at: 3",
        "stack: x",
        "❯ a.ts:1:1",
    };
    for (const std::string& line : lines) {
        CAPTURE(line);
        CHECK(line_role(line) == reference_role(line));
    }
    CHECK(line_role("t.py::a PASSED [ 50%]") == LineRole::status);
    CHECK(line_role("  src/a.rs:12:5") == LineRole::frame);
    CHECK(line_role("  12 | x") == LineRole::code);
    CHECK(line_role("src/a.test.ts:") == LineRole::rule);
    CHECK(line_role("plain text") == LineRole::text);
}

TEST_CASE("location_on on the edges of each shape") {
    const std::vector<std::string> lines = {
        "a.js:1",
        "a.js:1:2",
        "a.js:1:",
        "a.js:x",
        " a.js:1",
        "(a.js:1)",
        "=a.js:1",
        "=x@a.js:1",
        "x@y@a.js:1",
        "file:///a/b.js:3:4",
        "file://a.js:3",
        "(file:///a.js:3",
        "xfile:///a.js:3",
        "C:/a/b.js:3",
        " C:/a.js:3",
        "=C:/a.js:3",
        "file://C:/x.js:3",
        "a:1b.js:2",
        "x.a:1b.js:2",
        "Rakefile:9",
        "lib/Rakefile:9",
        "lib/Rakefilex:9",
        "日本/Makefile:3",
        "日本.rb:3",
        "spec/日本語Spec.js:3:38",
        "a.abcdefghij:1",
        "a.abcdefghijk:1",
        "a.1bc:1",
        ".js:1",
        "-.js:1",
        "+.js:1",
        "node_modules/x/a.js:1:2 src/b.js:3:4",
        "node_modules/x/a.js:1:2src/b.js:3",
        "node_modules/x/a.js:1:2)src/b.js:3",
        "a.js:1:2:3",
        "at f (/x/node_modules/y.js:1:2)",
        "x.php(12)",
        "x.php(12, 3)",
        "x.php(12,3)",
        "x.php(12,)",
        "x.php(12",
        "lib/x.php(4)",
        "~x.php(4)",
        "a/~b/x.php(4)",
        ".php(4)",
        "a.nim(5, 16): Check",
        "app.d(19):        instantiated from here: `sort!(x)`",
        "a.d(3)",
        ".d(4)",
        "x@source/wordfreq.d(28): case",
        "File \"a.py\", line 3",
        "file \"a.tcl\" line 13",
        "File \"\", line 3",
        "File \"a.py\" line x",
        "ERROR in ./a.js 1:0-35",
        "xin ./a.js 1:2",
        "in a 1:2",
        "  src/m.scss 9:15  root",
        "  src/m.scss 9:15",
        ".scss 1:2 ",
        "  at A.B() in /src/Cart.cs:line 12",
        "  at A.B() in /src/Cart.cs:line 12  ",
        ") in  x.cs:line 1",
        ") in x:line 1",
        "└─ in assembly/index.ts(14,22)",
        "└─ in a.ts(1, 2)",
        "└─ in a(b).ts(1,2)",
        "└─ in a.ts(1,2)(3,4)",
        "plain",
        "",
        ":",
        "::1",
        "a::1",
    };
    for (const std::string& line : lines) {
        CAPTURE(line);
        const Location mine = location_on(line);
        const Location theirs = reference_location(line);
        CHECK(mine.file == theirs.file);
        CHECK(mine.line == theirs.line);
        CHECK(mine.column == theirs.column);
    }
    const Location at = location_on("    at f (src/a.js:12:5)");
    CHECK(at.file == "src/a.js");
    CHECK(at.line == 12);
    CHECK(at.column == 5);
    CHECK(location_on("File \"t.py\", line 7, in f").line == 7);
}
