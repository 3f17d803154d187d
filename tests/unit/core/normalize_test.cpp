// SPDX-License-Identifier: MIT
#include "core/normalize.hpp"
#include "core/pattern.hpp"

#include <doctest/doctest.h>
#include <string>

using loopclose::core::normalize_for_signature;

TEST_CASE("core::normalize_for_signature") {
    SUBCASE("durations in the shapes test runners print") {
        CHECK(normalize_for_signature("(fail) math > fails eq [1.01ms]") ==
              "(fail) math > fails eq [<dur>]");
        CHECK(normalize_for_signature("--- FAIL: TestBad (0.00s)") == "--- FAIL: TestBad (<dur>)");
        CHECK(normalize_for_signature("3 failed, 2 passed in 0.02s") ==
              "3 failed, 2 passed in <dur>");
        CHECK(normalize_for_signature("    ✕ fails eq (5 ms)") == "    ✕ fails eq (<dur>)");
        CHECK(normalize_for_signature("Time:        1.234 s") == "Time:        <dur>");
        CHECK(normalize_for_signature("took 1m30.5s, then 12µs") == "took <dur>, then <dur>");
        CHECK(normalize_for_signature("waited 3 seconds") == "waited <dur>");
        CHECK(normalize_for_signature("ok  \texample.com/m\t0.024s") ==
              "ok  \texample.com/m\t<dur>");
    }
    SUBCASE("timestamps, dates and epoch numbers") {
        CHECK(normalize_for_signature("at 2026-11-25T21:56:42.123Z boom") == "at <time> boom");
        CHECK(normalize_for_signature("[2026-11-25 21:56:42,123] ERROR x") == "[<time>] ERROR x");
        CHECK(normalize_for_signature("built 2026-03-21") == "built <date>");
        CHECK(normalize_for_signature("Start at  21:56:42") == "Start at  <time>");
        CHECK(normalize_for_signature("Wed Nov 25 21:56:42 UTC 2026") ==
              "Wed Nov 25 <time> UTC 2026");
        CHECK(normalize_for_signature("ts=1764107802 ms=1764107802123") == "ts=<epoch> ms=<epoch>");
    }
    SUBCASE("process, thread and goroutine ids") {
        CHECK(normalize_for_signature("(node:48213) UnhandledPromiseRejectionWarning") ==
              "(node:<pid>) UnhandledPromiseRejectionWarning");
        CHECK(normalize_for_signature("==12345==ERROR: AddressSanitizer: heap-buffer-overflow") ==
              "==<pid>==ERROR: AddressSanitizer: heap-buffer-overflow");
        CHECK(normalize_for_signature("worker pid 4242 exited") == "worker pid <pid> exited");
        CHECK(
            normalize_for_signature("thread 'tests::bad_eq' (9078) panicked at src/lib.rs:6:27:") ==
            "thread 'tests::bad_eq' (<tid>) panicked at src/lib.rs:6:27:");
        CHECK(normalize_for_signature("goroutine 22 [running]:") == "goroutine <id> [running]:");
    }
    SUBCASE("addresses, hashes and UUIDs") {
        CHECK(normalize_for_signature("\t/scratch/m_test.go:10 +0x2e") ==
              "\t/scratch/m_test.go:10 +0x<hex>");
        CHECK(normalize_for_signature("READ of size 4 at 0x602000000014") ==
              "READ of size 4 at 0x<hex>");
        CHECK(normalize_for_signature("(target/debug/deps/rcrate-9b2b6b7c3e8a1f0d)") ==
              "(target/debug/deps/rcrate-<hex>)");
        CHECK(normalize_for_signature("id 123e4567-e89b-12d3-a456-426614174000 gone") ==
              "id <uuid> gone");
    }
    SUBCASE("temporary paths keep only their file name") {
        CHECK(normalize_for_signature("open /tmp/tmp.aB3xYz9Q/data/in.txt: no such file") ==
              "open <tmp>/in.txt: no such file");
        CHECK(normalize_for_signature(
                  "File \"/tmp/pytest-of-root/pytest-12/test_x0/a.py\", line 3") ==
              "File \"<tmp>/a.py\", line 3");
        CHECK(normalize_for_signature("at /var/folders/xy/abc123/T/jest_1/t.js:4:2") ==
              "at <tmp>/t.js:4:2");
        // A folder merely named tmp inside a project is not a temporary path.
        CHECK(normalize_for_signature("src/tmp/x.ts:1:2") == "src/tmp/x.ts:1:2");
        CHECK(normalize_for_signature("/home/u/tmp/x.ts") == "/home/u/tmp/x.ts");
    }
    SUBCASE("ports and seeds") {
        CHECK(normalize_for_signature("connect ECONNREFUSED 127.0.0.1:43817") ==
              "connect ECONNREFUSED 127.0.0.1:<port>");
        CHECK(normalize_for_signature("listening on http://localhost:5173/") ==
              "listening on http://localhost:<port>/");
        CHECK(normalize_for_signature("Using --randomly-seed=3141592") ==
              "Using --randomly-seed=<seed>");
        CHECK(normalize_for_signature("Seed: -12345") == "Seed: <seed>");
        CHECK(normalize_for_signature("-test.shuffle 1700") == "-test.shuffle <seed>");
    }
    SUBCASE("edge cases of the scanner") {
        CHECK(normalize_for_signature("PID: 77 and Pid=8") == "PID: <pid> and Pid=<pid>");
        CHECK(normalize_for_signature("(python3:4242) warning") == "(python3:<pid>) warning");
        CHECK(normalize_for_signature("dial tcp [::1]:8080: refused") ==
              "dial tcp [::1]:<port>: refused");
        CHECK(normalize_for_signature("after 5min and 2h3m4s") == "after <dur> and <dur>");
        CHECK(normalize_for_signature("in _start (/tmp/b/asan+0x10f0)") ==
              "in _start (<tmp>/asan+0x<hex>)");
        CHECK(normalize_for_signature("thread 'main' panicked") == "thread 'main' panicked");
        CHECK(normalize_for_signature("seeds 42, pidfile 7") == "seeds 42, pidfile 7");
        CHECK(normalize_for_signature("T=2026-11-25T21:56:42+01:00.") == "T=<time>.");
        CHECK(normalize_for_signature("12345678901") == "12345678901"); // 11 digits: no epoch
    }
    SUBCASE("the failure itself is left alone") {
        const std::string keep[] = {
            "assert 7 == 10",
            "src/main.rs:1:59: error[E0308]: mismatched types",
            "tests/test_math.py::test_add_param[2-3-6] - assert 5 == 6",
            "test_timeout_10ms FAILED",
            "FAILED test_x.py::test_p[2] - assert 2 == 1",
            "a.c:2:10: fatal error: missing.h: No such file or directory",
            "Tests:       2 failed, 1 passed, 3 total",
            "error TS2322: Type 'string' is not assignable to type 'number'.",
            "",
        };
        for (const auto& line : keep) {
            CHECK(normalize_for_signature(line) == line);
        }
    }
    SUBCASE("two runs of one failure become identical") {
        const std::string run1 = "--- FAIL: TestBad (0.01s)\n(node:111) warn\n"
                                 "at 2026-11-25T10:00:00Z in /tmp/go-build123/b001/x.go\n";
        const std::string run2 = "--- FAIL: TestBad (0.35s)\n(node:98765) warn\n"
                                 "at 2026-11-26T08:12:13Z in /tmp/go-build987/b001/x.go\n";
        CHECK(normalize_for_signature(run1) == normalize_for_signature(run2));
    }
    SUBCASE("hostile input") {
        // Sizes only: a failing CHECK must not print a megabyte.
        const std::string parens(1 << 20, '(');
        CHECK(normalize_for_signature(parens).size() == parens.size());
        const std::string digits(1 << 20, '1');
        CHECK(normalize_for_signature(digits).size() == std::string("<hex>").size());
        const std::string bytes("\0\xff\xfe/tmp/\x80x", 10);
        CHECK_FALSE(normalize_for_signature(bytes).empty());
        CHECK(loopclose::core::pattern_compile_failures() == 0);
    }
}
