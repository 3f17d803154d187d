// SPDX-License-Identifier: MIT
// Decorations real logs put in front of every line, which no tool's pattern expects:
// CI timestamps ("2026-01-01T10:00:00.1234567Z ", GitHub Actions' raw logs) and the
// prefixes of monorepo task runners and process multiplexers ("web:test: ",
// "[api:test] ", "[0] ", "packages/ui test: ", "[test     ] "), and pytest's
// "INTERNALERROR> ". See ARCHITECTURE.md, "The pipeline".
#pragma once

#include <string>
#include <string_view>

namespace loopclose::core {

// Removes the decorations from the cleaned text `text` (lines separated by '\n'): an
// ISO-8601 UTC timestamp and a space wherever a line starts with one, and a task-runner
// prefix when most of the first 200 non-empty lines carry one of the same shape (so
// that "src/a.c:12: " is never taken for one), "INTERNALERROR> " wherever a line starts
// with it. Returns `text` itself when there is
// nothing to remove. Linear in the size of the text.
std::string strip_line_decorations(std::string text);

// The length of Ant's task prefix at `line`'s start ("    [javac] ": spaces, the task's
// lower-case name in brackets, a space), 0 when there is none.
std::size_t ant_task_length(std::string_view line);

} // namespace loopclose::core
