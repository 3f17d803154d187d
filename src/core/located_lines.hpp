// SPDX-License-Identifier: MIT
// The last resort for a failed run nothing else explains: lines of a tool no row knows
// that name a place in a file, in the shapes configuration checkers and small tools
// share (ARCHITECTURE.md, "The pipeline"; loopclose(1), "EVIDENCE").
#pragma once

#include "core/evidence.hpp"

#include <vector>

namespace loopclose::core::detail {

// Appends a lint-error (a syntax-error when the message says so) for each line of `s`
// that names a file and a line, at most 50:
//   "[prefix: ]path:line[:col|.col][-range][:] message" ("sudoers:7:41: syntax error",
//   "error: web.conf:3 bad rotation count", "kea.conf:15.24-29: syntax error, …"),
//   "[prefix: ]path[:|,] line N[:]" ("sshd_config line 9: …", "guide.txt: line 16: …"),
//   "\"path\" line N" and "'path' Line N Pos C",
//   "… at line N of path", "… at line N in file path", "… file path, on or before line N".
// The lines are read by hand (no pattern to compile: this runs on runs that found
// nothing). A Makefile's place is make's, never a finding; "note:" lines are skipped.
void read_located_lines(const StreamLines& s, std::vector<Evidence>& out);

} // namespace loopclose::core::detail
