// SPDX-License-Identifier: MIT
// Reading captured streams with bounded memory, and writing results safely.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace loopclose::cli {

// The tail of a stream: at most `max_bytes` bytes (cut at a UTF-8 boundary by the
// core), and whether anything before it was dropped.
struct StreamTail {
    std::string data;
    bool truncated = false;
    std::uint64_t total = 0; // bytes the stream held in all
};

// Reads `path` ("-" for standard input) keeping only the last `max_bytes` bytes, so a
// 10 GB stream costs at most about twice `max_bytes` of memory. Throws CliError for a
// missing, unreadable or non-regular input (a directory, say).
StreamTail read_tail(const std::string& path, std::size_t max_bytes);

// Reads the last `max_bytes` of an open file descriptor.
// `expected` (a regular file's size, 0 when unknown) sizes the buffer up front, so that
// it is not copied as it grows.
StreamTail read_tail_fd(int fd, std::size_t max_bytes, const std::string& name,
                        std::size_t expected = 0);

// True when standard input is a terminal.
bool stdin_is_terminal();

// Writes `content` to standard output. A closed pipe (EPIPE) is not an error: the
// reader has all it wanted. Returns false only then.
bool write_stdout(std::string_view content);

// Writes `content` to standard error, ignoring failures.
void write_stderr(std::string_view content);

// Replaces `path` with `content` atomically: a temporary file in the same folder,
// flushed, then renamed over the target. Throws CliError on failure, leaving any old
// file untouched.
void write_file_atomic(const std::string& path, std::string_view content);

} // namespace loopclose::cli
