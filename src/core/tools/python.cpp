// SPDX-License-Identifier: MIT
// unittest, doctest and pylint beyond what the pytest, mypy and traceback detectors read
// (tests/fixtures/unittest, doctest-py, pylint). pycodestyle and flake8 print the GNU
// shape with a rule code, read by the generic parser (generic.cpp).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // unittest: "FAIL: test_add (test_calc.CalcTest.test_add)" above its traceback, and
    // with -v "test_add (test_calc.CalcTest.test_add) ... FAIL".
    {"unittest", Kind::test_failure,
     R"re(^(?:FAIL|ERROR): (?P<label>\w+ \([\w.]+\)(?: \(.*\))?)\s*$)re", Near::below, 40},
    {"unittest", Kind::test_failure,
     R"re(^\s*(?P<label>\w+ \([\w.]+\)(?: \(.*\))?) \.\.\. (?:FAIL|ERROR)\s*$)re"},
    // doctest: 'File "m.py", line 11, in m.slug' at column 0, then "Failed example:".
    {"python-doctest", Kind::test_failure,
     R"re(^File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<label>\S+)\s*\nFailed example:)re"},
    // pylint's default format: "calc.py:5:8: C0103: message (invalid-name)".
    {"pylint", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*\.pyi?):(?P<line>\d+):(?P<column>\d+): (?P<code>[CRWEFI]\d{4}): (?P<message>.*)$)re"},
};
// clang-format on

} // namespace

std::span<const LineRule> python_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
