// SPDX-License-Identifier: MIT
// Go runtime fatal errors beyond the panics the runtime-error detector reads
// (tests/fixtures/go).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

constexpr LineRule k_rows[] = {
    // "fatal error: all goroutines are asleep - deadlock!" and the first project frame of
    // the goroutine dump below ("\t/a/main.go:20 +0xbf").
    {"go",
     Kind::runtime_error,
     R"re(^fatal error: (?P<message>all goroutines are asleep - deadlock!|concurrent map .*|unexpected signal.*|stack overflow.*)$)re",
     Near::below,
     40,
     {},
     "fatal error"},
};

} // namespace

std::span<const LineRule> native_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
