// SPDX-License-Identifier: MIT
// Running the command of `loopclose run`: its output passes through live while a
// bounded tail of each stream is kept for the analysis.
#pragma once

#include "cli/io.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace loopclose::cli {

// What a finished child left behind.
struct ChildResult {
    StreamTail out;
    StreamTail err;
    int status = 0; // exit status; 128+N after signal N; 127/126 when it could not start
    bool started = true;
    std::string error; // why it could not start (strerror text), when !started
};

// Which of the child's output streams are pseudo-terminals rather than pipes.
struct Terminals {
    bool out = false;
    bool err = false;
};

// Terminals for the streams that are terminals in loopclose itself (isatty).
Terminals own_terminals();

// Runs `argv` (argv[0] looked up in PATH) with our standard input, copying each chunk
// of its standard output and error to ours as soon as it arrives, unchanged, and
// keeping the last `max_bytes` of each. SIGINT, SIGTERM, SIGHUP and SIGQUIT sent to
// loopclose by another process are forwarded to the child (terminal-generated ones
// already reach it). Returns when the child has exited and its pipes are drained;
// output written later by background grandchildren is not waited for.
//
// A stream in `terminals` is a pseudo-terminal instead of a pipe (see "loopclose
// run" in the man page): output processing off, so bytes pass unchanged; its window
// size is loopclose's own stream's, and follows it on SIGWINCH. Only the output
// streams: standard input and the controlling terminal stay loopclose's, so the
// terminal's mode is never changed.
ChildResult run_child(const std::vector<std::string>& argv, std::size_t max_bytes,
                      Terminals terminals = {});

} // namespace loopclose::cli
