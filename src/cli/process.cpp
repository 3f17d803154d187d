// SPDX-License-Identifier: MIT
#include "cli/process.hpp"

#include "cli/errors.hpp"

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace loopclose::cli {

namespace {

constexpr std::size_t k_chunk = 1 << 16;
// How often the child's exit is checked while its pipes stay open (a background
// grandchild may hold them).
constexpr int k_poll_ms = 100;
constexpr std::array<int, 4> k_forwarded{SIGINT, SIGTERM, SIGHUP, SIGQUIT};

volatile sig_atomic_t g_child = 0;
volatile sig_atomic_t g_pending = 0; // a signal that arrived before the child existed

// Forwards signals sent by a process (si_code <= 0: kill, sigqueue, tgkill). Signals
// the kernel raised for the terminal went to the whole foreground group, the child
// included, and are not sent twice.
void forward_signal(int sig, siginfo_t* info, void*) {
    if (info == nullptr || info->si_code > 0) {
        return;
    }
    if (g_child > 0) {
        ::kill(static_cast<pid_t>(g_child), sig);
    } else {
        g_pending = sig;
    }
}

// Installs the forwarding handlers for its lifetime, from before the child is
// spawned, so that no signal falls between spawning and forwarding. A signal that was
// ignored when loopclose started (a background job's SIGINT and SIGQUIT, nohup's
// SIGHUP) stays ignored, for loopclose and the command alike: wrapping a command does
// not change which signals can stop it.
class SignalForwarding {
  public:
    SignalForwarding() {
        g_pending = 0;
        sigemptyset(&m_child_defaults);
        sigaddset(&m_child_defaults, SIGPIPE); // loopclose ignores it; the command must not
        for (std::size_t i = 0; i < k_forwarded.size(); ++i) {
            ::sigaction(k_forwarded[i], nullptr, &m_old[i]);
            if (m_old[i].sa_handler == SIG_IGN) {
                continue;
            }
            sigaddset(&m_child_defaults, k_forwarded[i]);
            struct sigaction sa {};
            sa.sa_sigaction = forward_signal;
            sa.sa_flags = SA_SIGINFO | SA_RESTART;
            sigemptyset(&sa.sa_mask);
            ::sigaction(k_forwarded[i], &sa, nullptr);
        }
    }
    // The signals the command starts with their default action.
    const sigset_t& child_defaults() const { return m_child_defaults; }
    // Forwards to `child` from now on, and a signal that came before it.
    void attach(pid_t child) {
        g_child = child;
        if (g_pending != 0) {
            ::kill(child, g_pending);
        }
    }
    ~SignalForwarding() {
        for (std::size_t i = 0; i < k_forwarded.size(); ++i) {
            ::sigaction(k_forwarded[i], &m_old[i], nullptr);
        }
        g_child = 0;
    }
    SignalForwarding(const SignalForwarding&) = delete;
    SignalForwarding& operator=(const SignalForwarding&) = delete;

  private:
    std::array<struct sigaction, k_forwarded.size()> m_old{};
    sigset_t m_child_defaults{};
};

// One captured stream: the read end of its pipe, where it is copied, and its tail.
struct Channel {
    int fd = -1;
    int copy_to = -1; // -1 once writing there failed (a closed pipe): keep capturing
    StreamTail* tail = nullptr;
};

void keep_tail(StreamTail& tail, const char* data, std::size_t n, std::size_t max_bytes) {
    tail.data.append(data, n);
    tail.total += n;
    // The buffer holds at most 2 × max_bytes before its head is dropped.
    if (tail.data.size() > 2 * max_bytes + k_chunk) {
        tail.data.erase(0, tail.data.size() - max_bytes);
        tail.truncated = true;
    }
}

void copy_out(Channel& ch, const char* data, std::size_t n) {
    while (ch.copy_to >= 0 && n > 0) {
        const ssize_t w = ::write(ch.copy_to, data, n);
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w < 0) {
            ch.copy_to = -1;
            return;
        }
        data += w;
        n -= static_cast<std::size_t>(w);
    }
}

// Reads until the pipe is empty (the read end is non-blocking); closes the channel at
// end of file.
void pump(Channel& ch, std::size_t max_bytes) {
    std::array<char, k_chunk> buf{};
    while (ch.fd >= 0) {
        const ssize_t n = ::read(ch.fd, buf.data(), buf.size());
        if (n > 0) {
            copy_out(ch, buf.data(), static_cast<std::size_t>(n));
            keep_tail(*ch.tail, buf.data(), static_cast<std::size_t>(n), max_bytes);
            continue;
        }
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return;
        }
        ::close(ch.fd);
        ch.fd = -1;
    }
}

int status_of(int wait_status) {
    if (WIFSIGNALED(wait_status)) {
        return 128 + WTERMSIG(wait_status);
    }
    return WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 1;
}

pid_t spawn(const std::vector<std::string>& argv, int out_w, int err_w, const sigset_t& defaults,
            int& error) {
    std::vector<char*> args;
    for (const auto& a : argv) {
        args.push_back(const_cast<char*>(a.c_str()));
    }
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out_w, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err_w, STDERR_FILENO);
    posix_spawnattr_init(&attr);
    // An ignored signal stays ignored across exec: the child gets the default action
    // back for `defaults`, and an empty signal mask.
    sigset_t empty;
    sigemptyset(&empty);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &empty);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    pid_t pid = -1;
    error = ::posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return error == 0 ? pid : -1;
}

void make_pipe(int fds[2]) {
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        throw CliError(std::string("cannot create a pipe: ") + std::strerror(errno),
                       "too many open files? raise the limit or close some");
    }
    ::fcntl(fds[0], F_SETFL, ::fcntl(fds[0], F_GETFL) | O_NONBLOCK);
}

} // namespace

ChildResult run_child(const std::vector<std::string>& argv, std::size_t max_bytes) {
    ChildResult result;
    int out_pipe[2];
    int err_pipe[2];
    make_pipe(out_pipe);
    make_pipe(err_pipe);
    SignalForwarding forwarding;
    int error = 0;
    const pid_t pid = spawn(argv, out_pipe[1], err_pipe[1], forwarding.child_defaults(), error);
    ::close(out_pipe[1]);
    ::close(err_pipe[1]);
    if (pid < 0) {
        ::close(out_pipe[0]);
        ::close(err_pipe[0]);
        result.started = false;
        result.error = std::strerror(error);
        result.status = error == ENOENT ? 127 : 126;
        return result;
    }
    forwarding.attach(pid);
    std::array<Channel, 2> channels{
        {{out_pipe[0], STDOUT_FILENO, &result.out}, {err_pipe[0], STDERR_FILENO, &result.err}}};
    int wait_status = 0;
    bool reaped = false;
    while (channels[0].fd >= 0 || channels[1].fd >= 0) {
        std::array<pollfd, 2> fds{{{channels[0].fd, POLLIN, 0}, {channels[1].fd, POLLIN, 0}}};
        const int ready = ::poll(fds.data(), fds.size(), k_poll_ms);
        if (ready < 0 && errno != EINTR) {
            break;
        }
        for (auto& ch : channels) {
            pump(ch, max_bytes);
        }
        if (!reaped && ::waitpid(pid, &wait_status, WNOHANG) == pid) {
            reaped = true;
            // The child is gone: what it wrote is in the pipes now. Take it and stop,
            // even if a background grandchild still holds a write end.
            for (auto& ch : channels) {
                pump(ch, max_bytes);
                if (ch.fd >= 0) {
                    ::close(ch.fd);
                    ch.fd = -1;
                }
            }
        }
    }
    while (!reaped && ::waitpid(pid, &wait_status, 0) < 0 && errno == EINTR) {
    }
    for (StreamTail* tail : {&result.out, &result.err}) {
        if (tail->data.size() > max_bytes) {
            tail->data.erase(0, tail->data.size() - max_bytes);
            tail->truncated = true;
        }
    }
    result.status = status_of(wait_status);
    return result;
}

} // namespace loopclose::cli
