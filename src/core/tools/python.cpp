// SPDX-License-Identifier: MIT
// Python's runners, linters and compilers beyond what the pytest, mypy, traceback and
// syntax-error detectors read (tests/fixtures/unittest, nose2, doctest-py, behave,
// pytest, pylint, black, isort, bandit, pydocstyle, py_compile, compileall).
// pycodestyle and flake8 print the GNU shape with a rule code, pyflakes the same shape
// without one: both are read by the generic parser (generic_parsers.cpp).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// unittest's stand-in for a test module that would not import ("test_report
// (unittest.loader._FailedTest.test_report)"): not a test; the import error in its
// block is the finding (missing-module, runtime-error).
#define LC_FAILED_TEST R"re(\(unittest\.loader\._FailedTest\.)re"

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header.
// clang-format off
constexpr LineRule k_rows[] = {
    // unittest: "FAIL: test_add (test_calc.CalcTest.test_add)" above its traceback, and
    // with -v "test_add (test_calc.CalcTest.test_add) ... FAIL".
    {"unittest", Kind::test_failure,
     R"re(^(?:FAIL|ERROR): (?P<label>\w+ \([\w.]+\)(?: \(.*\))?)\s*$)re", Near::below, 40,
     LC_FAILED_TEST},
    {"unittest", Kind::test_failure,
     R"re(^\s*(?P<label>\w+ \([\w.]+\)(?: \(.*\))?) \.\.\. (?:FAIL|ERROR)\s*$)re", Near::none, 0,
     LC_FAILED_TEST},
    // nose2 prints unittest's blocks, and names a plain test function by its dotted path
    // alone: "FAIL: tests.test_shapes.test_area" over the dashes and its traceback, with
    // -v "tests.test_shapes.test_area ... FAIL".
    {"nose2", Kind::test_failure,
     R"re(^(?:FAIL|ERROR): (?P<label>[A-Za-z_]\w*(?:\.\w+)+)\s*$)re", Near::below, 40, {}, {},
     R"re(^-{20,}\s*$)re", {}, {}, true},
    {"nose2", Kind::test_failure,
     R"re(^(?P<label>[A-Za-z_]\w*(?:\.\w+)+) \.\.\. (?:FAIL|ERROR)\s*$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    // doctest: 'File "m.py", line 11, in m.slug' at column 0, then "Failed example:".
    {"python-doctest", Kind::test_failure,
     R"re(^File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<label>\S+)\s*\nFailed example:)re"},
    // pytest: an exception raised while importing a test module, in its "ERROR
    // collecting tests/test_x.py" section: "E   ImportError: cannot import name 'Group'
    // from 'app.models'", located by the nearest project frame above it
    // ("tests/test_x.py:1: in <module>"). A module not found is a missing module and a
    // file that does not parse a syntax error (their detectors).
    {"pytest", Kind::runtime_error,
     R"re(^E\s+(?P<label>[A-Za-z_][\w.]*(?:Error|Exception)): (?P<message>.*)$)re", Near::above,
     12, R"re(^E\s+(?:ModuleNotFoundError|SyntaxError|IndentationError|TabError):)re", {}, {},
     R"re(^_+ ERROR collecting )re", R"re(^_{3,} )re"},
    // pylint's default format: "calc.py:5:8: C0103: message (invalid-name)".
    {"pylint", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*\.pyi?):(?P<line>\d+):(?P<column>\d+): (?P<code>[CRWEFI]\d{4}): (?P<message>.*)$)re"},
};
// clang-format on

#undef LC_FAILED_TEST

} // namespace

std::span<const LineRule> python_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
