// SPDX-License-Identifier: MIT
#include "cli/io.hpp"

#include "cli/errors.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace loopclose::cli {

namespace {

constexpr std::size_t k_read_chunk = 1 << 16;

std::string errno_text(int err) {
    return std::strerror(err);
}

bool write_all(int fd, std::string_view content) {
    while (!content.empty()) {
        const ssize_t n = ::write(fd, content.data(), content.size());
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        content.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

} // namespace

StreamTail read_tail_fd(int fd, std::size_t max_bytes, const std::string& name,
                        std::size_t expected) {
    StreamTail tail;
    std::vector<char> chunk(k_read_chunk);
    // The buffer holds at most 2 × max_bytes before its head is dropped.
    const std::size_t high_water = max_bytes * 2 + k_read_chunk;
    tail.data.reserve(std::min(expected, high_water) + 1);
    while (true) {
        const ssize_t n = ::read(fd, chunk.data(), chunk.size());
        if (n == 0) {
            break;
        }
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw CliError("cannot read " + name + ": " + errno_text(errno),
                           "give a readable regular file or a pipe");
        }
        tail.data.append(chunk.data(), static_cast<std::size_t>(n));
        tail.total += static_cast<std::uint64_t>(n);
        if (tail.data.size() > high_water) {
            tail.data.erase(0, tail.data.size() - max_bytes);
            tail.truncated = true;
        }
    }
    if (tail.data.size() > max_bytes) {
        tail.data.erase(0, tail.data.size() - max_bytes);
        tail.truncated = true;
    }
    return tail;
}

StreamTail read_tail(const std::string& path, std::size_t max_bytes) {
    if (path == "-") {
        return read_tail_fd(STDIN_FILENO, max_bytes, "standard input");
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        throw CliError("cannot open '" + path + "': " + errno_text(err),
                       err == ENOENT ? "check the path" : "check the file's permissions");
    }
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        ::close(fd);
        throw CliError("'" + path + "' is a directory", "give the captured output file");
    }
    try {
        // A large regular file: skip straight to its tail.
        if (S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) > max_bytes * 2) {
            const off_t skipped = st.st_size - static_cast<off_t>(max_bytes);
            ::lseek(fd, skipped, SEEK_SET);
            StreamTail tail = read_tail_fd(fd, max_bytes, "'" + path + "'", max_bytes);
            tail.truncated = true;
            tail.total += static_cast<std::uint64_t>(skipped);
            ::close(fd);
            return tail;
        }
        StreamTail tail =
            read_tail_fd(fd, max_bytes, "'" + path + "'",
                         S_ISREG(st.st_mode) ? static_cast<std::size_t>(st.st_size) : 0);
        ::close(fd);
        return tail;
    } catch (...) {
        ::close(fd);
        throw;
    }
}

bool stdin_is_terminal() {
    return ::isatty(STDIN_FILENO) == 1;
}

bool write_stdout(std::string_view content) {
    if (write_all(STDOUT_FILENO, content)) {
        return true;
    }
    if (errno == EPIPE) {
        return false;
    }
    throw CliError("cannot write to standard output: " + errno_text(errno),
                   "check where the output goes (disk full?)");
}

void write_stderr(std::string_view content) {
    (void)write_all(STDERR_FILENO, content);
}

void write_file_atomic(const std::string& path, std::string_view content) {
    const std::size_t slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : path.substr(0, slash + 1);
    std::string temp = (slash == std::string::npos ? std::string() : dir) + ".loopclose-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        throw CliError("cannot create a temporary file in '" + dir + "': " + errno_text(errno),
                       "check that the folder exists and is writable");
    }
    bool ok = write_all(fd, content) && ::fsync(fd) == 0;
    int write_errno = ok ? 0 : errno;
    ::fchmod(fd, 0644);
    if (::close(fd) != 0 && ok) {
        ok = false; // NFS and some full disks report the failure only here
        write_errno = errno;
    }
    if (!ok) {
        ::unlink(temp.c_str());
        throw CliError("cannot write '" + path + "': " + errno_text(write_errno),
                       "check free space and permissions");
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        throw CliError("cannot replace '" + path + "': " + errno_text(err),
                       "check that the path is a writable file, not a folder");
    }
}

} // namespace loopclose::cli
