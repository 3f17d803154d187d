// SPDX-License-Identifier: MIT
#include "cli/process.hpp"

#include "cli/errors.hpp"

#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <spawn.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

extern char** environ;

namespace loopclose::cli {

namespace {

constexpr std::size_t k_chunk = 1 << 16;
// How often the child's exit is checked while its pipes stay open (a background
// grandchild may hold them).
constexpr int k_poll_ms = 100;
constexpr std::array<int, 4> k_forwarded{SIGINT, SIGTERM, SIGHUP, SIGQUIT};
// After the child exits, a pseudo-terminal is read until its end (every copy of the
// terminal closed), or until it has been quiet this long, at most k_drain_max: the
// kernel hands written bytes to the reading side asynchronously, so an empty read
// right after the exit does not mean the output is all in.
constexpr int k_drain_quiet_ms = 100;
constexpr std::chrono::milliseconds k_drain_max{1000};

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

// The pseudo-terminals whose window size follows one of loopclose's streams: master
// and the stream, per output stream; -1 when that stream is a pipe.
volatile sig_atomic_t g_pty_master[2] = {-1, -1};
volatile sig_atomic_t g_pty_source[2] = {-1, -1};

void copy_window_size(int source, int master) {
    struct winsize size {};
    if (::ioctl(source, TIOCGWINSZ, &size) == 0) {
        ::ioctl(master, TIOCSWINSZ, &size);
    }
}

// SIGWINCH: the terminal was resized. The size is copied here, in the handler, rather
// than in the read loop, so that it is in place as early as possible: the command is
// in loopclose's process group and gets the terminal's SIGWINCH itself.
void resize_terminals(int) {
    const int saved = errno;
    for (std::size_t i = 0; i < 2; ++i) {
        if (g_pty_master[i] >= 0) {
            copy_window_size(static_cast<int>(g_pty_source[i]), static_cast<int>(g_pty_master[i]));
        }
    }
    errno = saved;
}

// Keeps the window sizes of the pseudo-terminals in step with loopclose's terminal for
// its lifetime (nothing when there is none).
class WindowSizeForwarding {
  public:
    WindowSizeForwarding(int out_master, int err_master) {
        g_pty_master[0] = out_master;
        g_pty_source[0] = STDOUT_FILENO;
        g_pty_master[1] = err_master;
        g_pty_source[1] = STDERR_FILENO;
        m_active = out_master >= 0 || err_master >= 0;
        if (m_active) {
            struct sigaction sa {};
            sa.sa_handler = resize_terminals;
            sa.sa_flags = SA_RESTART;
            sigemptyset(&sa.sa_mask);
            ::sigaction(SIGWINCH, &sa, &m_old);
        }
    }
    ~WindowSizeForwarding() {
        if (m_active) {
            ::sigaction(SIGWINCH, &m_old, nullptr);
        }
        g_pty_master[0] = -1;
        g_pty_master[1] = -1;
    }
    WindowSizeForwarding(const WindowSizeForwarding&) = delete;
    WindowSizeForwarding& operator=(const WindowSizeForwarding&) = delete;

  private:
    bool m_active = false;
    struct sigaction m_old {};
};

// One captured stream: the read end of its pipe or pseudo-terminal, where it is
// copied, and its tail.
struct Channel {
    int fd = -1;
    int copy_to = -1; // -1 once writing there failed (a closed pipe): keep capturing
    StreamTail* tail = nullptr;
    bool terminal = false;
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

// One output stream of the child: the end loopclose reads and the end the child
// writes, both close-on-exec (the child gets its end through dup2).
struct Output {
    int read = -1;
    int write = -1;
    bool terminal = false;
};

void make_pipe(Output& output) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        throw CliError(std::string("cannot create a pipe: ") + std::strerror(errno),
                       "too many open files? raise the limit or close some");
    }
    output.read = fds[0];
    output.write = fds[1];
}

// A pseudo-terminal standing for loopclose's own terminal `source`: its settings and
// window size, with output processing off (no LF to CR LF), so that the bytes the
// child writes are the bytes loopclose copies. False when none can be had (no
// /dev/pts): the stream is then a pipe.
bool make_terminal(Output& output, int source) {
    struct termios settings {};
    struct winsize size {};
    const bool have_settings = ::tcgetattr(source, &settings) == 0;
    const bool have_size = ::ioctl(source, TIOCGWINSZ, &size) == 0;
    int master = -1;
    int slave = -1;
    if (::openpty(&master, &slave, nullptr, have_settings ? &settings : nullptr,
                  have_size ? &size : nullptr) != 0) {
        return false;
    }
    if (::tcgetattr(slave, &settings) == 0) {
        settings.c_oflag &= ~static_cast<tcflag_t>(OPOST);
        ::tcsetattr(slave, TCSANOW, &settings);
    }
    ::fcntl(master, F_SETFD, FD_CLOEXEC);
    ::fcntl(slave, F_SETFD, FD_CLOEXEC);
    output.read = master;
    output.write = slave;
    output.terminal = true;
    return true;
}

Output make_output(bool terminal, int source) {
    Output output;
    if (!terminal || !make_terminal(output, source)) {
        make_pipe(output);
    }
    ::fcntl(output.read, F_SETFL, ::fcntl(output.read, F_GETFL) | O_NONBLOCK);
    return output;
}

bool any_open(const std::array<Channel, 2>& channels) {
    return channels[0].fd >= 0 || channels[1].fd >= 0;
}

void close_channel(Channel& ch) {
    if (ch.fd >= 0) {
        ::close(ch.fd);
        ch.fd = -1;
    }
}

} // namespace

Terminals own_terminals() {
    return {::isatty(STDOUT_FILENO) == 1, ::isatty(STDERR_FILENO) == 1};
}

ChildResult run_child(const std::vector<std::string>& argv, std::size_t max_bytes,
                      Terminals terminals) {
    ChildResult result;
    Output out = make_output(terminals.out, STDOUT_FILENO);
    Output err = make_output(terminals.err, STDERR_FILENO);
    WindowSizeForwarding resizing(out.terminal ? out.read : -1, err.terminal ? err.read : -1);
    SignalForwarding forwarding;
    int error = 0;
    const pid_t pid = spawn(argv, out.write, err.write, forwarding.child_defaults(), error);
    ::close(out.write);
    ::close(err.write);
    if (pid < 0) {
        ::close(out.read);
        ::close(err.read);
        result.started = false;
        result.error = std::strerror(error);
        result.status = error == ENOENT ? 127 : 126;
        return result;
    }
    forwarding.attach(pid);
    std::array<Channel, 2> channels{{{out.read, STDOUT_FILENO, &result.out, out.terminal},
                                     {err.read, STDERR_FILENO, &result.err, err.terminal}}};
    int wait_status = 0;
    bool reaped = false;
    std::chrono::steady_clock::time_point drain_end;
    while (any_open(channels)) {
        std::array<pollfd, 2> fds{{{channels[0].fd, POLLIN, 0}, {channels[1].fd, POLLIN, 0}}};
        const int ready = ::poll(fds.data(), fds.size(), reaped ? k_drain_quiet_ms : k_poll_ms);
        if (ready < 0 && errno != EINTR) {
            break;
        }
        for (auto& ch : channels) {
            pump(ch, max_bytes);
        }
        if (reaped && (ready == 0 || std::chrono::steady_clock::now() >= drain_end)) {
            // Quiet, or still written to by a background grandchild: stop here.
            for (auto& ch : channels) {
                close_channel(ch);
            }
        }
        if (!reaped && ::waitpid(pid, &wait_status, WNOHANG) == pid) {
            reaped = true;
            drain_end = std::chrono::steady_clock::now() + k_drain_max;
            // The child is gone: what it wrote is in the pipes now. Take it and stop,
            // even if a background grandchild still holds a write end. A terminal is
            // drained a little longer (k_drain_quiet_ms).
            for (auto& ch : channels) {
                pump(ch, max_bytes);
                if (!ch.terminal) {
                    close_channel(ch);
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
