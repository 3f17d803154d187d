// SPDX-License-Identifier: MIT
// JUnit 5's console launcher, JUnit 4's runner and the JVM's own banners
// (tests/fixtures/junit5, junit4, java). javac's diagnostics are GNU-shaped and read by
// the compile-error detector.
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

constexpr LineRule k_rows[] = {
    // "Exception in thread "main" java.lang.OutOfMemoryError: Java heap space" is memory
    // exhaustion, not a generic uncaught exception.
    {"java", Kind::out_of_memory,
     R"re(^(?:Exception in thread "[^"]*" |Caused by: )?(?P<label>java\.lang\.OutOfMemoryError)\b)re",
     Near::below, 6},
    {"java", Kind::runtime_error,
     R"re(^(?:Exception in thread "[^"]*" )(?P<label>[\w$.]*StackOverflowError)\b)re", Near::below,
     6},
    // JUnit 5: "Failures (3):" lists "  JUnit Jupiter:CalcTest:adds()" with the frames
    // below; the tree's "├─ adds() ✘ expected: <5>" names the same tests.
    {"junit", Kind::test_failure,
     R"re(^  JUnit (?:Jupiter|Vintage|Platform Suite):(?P<label>\S.*?)\s*$)re", Near::below, 40},
    // JUnit 4: "1) addsTwoNumbers(CalcTest)" under "There were 4 failures:".
    {"junit",
     Kind::test_failure,
     R"re(^\d+\) (?P<label>[\w$]+\([\w.$]+\))\s*$)re",
     Near::below,
     60,
     {},
     {},
     {},
     R"re(failures?:$)re",
     R"re(^There (?:was|were) \d+ )re"},
};

} // namespace

std::span<const LineRule> jvm_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
