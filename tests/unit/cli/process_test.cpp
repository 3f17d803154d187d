// SPDX-License-Identifier: MIT
#include "cli/process.hpp"

#include <chrono>
#include <doctest/doctest.h>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

using namespace loopclose;
using cli::ChildResult;
using cli::Terminals;

namespace {

// Runs `script` with sh, its pass-through going to /dev/null rather than the test's
// output.
ChildResult run_quietly(const std::string& script, Terminals terminals,
                        std::size_t max_bytes = 1000000) {
    const int saved_out = ::dup(STDOUT_FILENO);
    const int saved_err = ::dup(STDERR_FILENO);
    const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    ChildResult result = cli::run_child({"sh", "-c", script}, max_bytes, terminals);
    ::dup2(saved_out, STDOUT_FILENO);
    ::dup2(saved_err, STDERR_FILENO);
    ::close(saved_out);
    ::close(saved_err);
    ::close(null);
    return result;
}

const char* const k_probe = "[ -t 1 ] && echo out-tty; [ -t 2 ] && echo err-tty >&2; "
                            "printf 'a\\nb'; exit 5";

} // namespace

TEST_CASE("run_child: pipes by default") {
    const ChildResult r = run_quietly(k_probe, {});
    CHECK(r.out.data == "a\nb");
    CHECK(r.err.data.empty());
    CHECK(r.status == 5);
}

TEST_CASE("run_child: pseudo-terminals pass bytes unchanged and are captured") {
    const ChildResult r = run_quietly(k_probe, {true, true});
    CHECK(r.out.data == "out-tty\na\nb"); // no CR added before LF
    CHECK(r.err.data == "err-tty\n");
    CHECK(r.status == 5);

    const ChildResult only_err = run_quietly(k_probe, {false, true});
    CHECK(only_err.out.data == "a\nb");
    CHECK(only_err.err.data == "err-tty\n");
}

TEST_CASE("run_child: a pseudo-terminal is read to its end, bounded as a pipe is") {
    const ChildResult r = run_quietly("yes line | head -n 100000; echo end", {true, false}, 1000);
    CHECK(r.out.total == 500004);
    CHECK(r.out.truncated);
    CHECK(r.out.data.size() == 1000);
    CHECK(r.out.data.substr(r.out.data.size() - 9) == "line\nend\n");
}

TEST_CASE("run_child: a grandchild holding the pseudo-terminal does not hold the run") {
    const auto start = std::chrono::steady_clock::now();
    const ChildResult r = run_quietly("sleep 5 & echo started; exit 4", {true, true});
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK(r.status == 4);
    CHECK(r.out.data == "started\n");
    CHECK(took < std::chrono::seconds(3));
}
