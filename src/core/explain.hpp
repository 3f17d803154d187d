// SPDX-License-Identifier: MIT
// The reason for each finding: the lines the tool printed to explain it (an assertion
// diff, an exception and its message, a compiler's message with its caret line), and
// for a failing test the code under test that raised (PRODUCT §2, "message" and
// "origin"; ARCHITECTURE.md, "Messages and origins").
#pragma once

#include "core/evidence.hpp"

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

} // namespace loopclose::core
