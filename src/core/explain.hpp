// SPDX-License-Identifier: MIT
// The reason for each finding: the lines the tool printed to explain it (an assertion
// diff, an exception and its message, a compiler's message with its caret line), and
// for a failing test the code under test that raised (PRODUCT §2, "message" and
// "origin"; ARCHITECTURE.md, "Messages and origins").
#pragma once

#include "core/evidence.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Fills `message` (when empty) and, for test failures, `origin_file`/`origin_line` of
// every item from the lines around it in its stream: below the item's line for most
// tools, above it for tools that print the explanation before the test's name (bun,
// GoogleTest), in the "---- name stdout ----" block for cargo test, after " - " on a
// pytest summary line. Reading stops at the next reported line, a stack frame or two
// blank lines, so the cost is bounded per item.
void attach_explanations(const StreamLines& out, const StreamLines& err,
                         std::vector<Evidence>& items);

namespace detail {

enum class LineRole : std::uint8_t { text, blank, frame, code, rule, status };

// What a line is to a message (ARCHITECTURE.md, "Messages and origins"): prose to keep;
// a stack frame or a backtrace's heading (the message ends there); a code frame or
// caret line ("  12 | x", "   ^~~", "╭─"); a rule of dashes, a file's header
// ("src/a.test.ts:") or a bookkeeping key of a TAP YAML block; another test's status
// line ("test_x ... ok", "PASSED [ 50%]", "✓ adds"). Read by hand, byte by byte, in
// one pass per shape: no pattern to compile on the way to a first report.
LineRole line_role(std::string_view line);

} // namespace detail

} // namespace loopclose::core
