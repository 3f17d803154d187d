// SPDX-License-Identifier: MIT
// The realistic mixed log: what a CI job or an agent loop captures. Mostly passing
// test lines of several runners and application logs (with words such as "error" or
// "failed" inside them), build progress, stack frames of handled errors, a little
// ANSI colour and CR progress, and a few failures and compiler errors. Line shapes
// are taken from the captured fixtures under tests/fixtures/.
#include "bench/inputs.hpp"

#include <array>
#include <string>

namespace loopclose::bench {

namespace {

constexpr std::array<std::string_view, 20> k_modules{
    "api",   "auth",    "billing", "cart",    "config", "db",     "events",
    "http",  "invoice", "jobs",    "mailer",  "orders", "parser", "payments",
    "queue", "search",  "session", "storage", "users",  "utils"};
constexpr std::array<std::string_view, 12> k_verbs{"returns",   "parses",     "rejects", "handles",
                                                   "renders",   "computes",   "retries", "caches",
                                                   "validates", "serialises", "formats", "loads"};
// Test names that merely mention errors, failures and timeouts (green-tricky-names).
constexpr std::array<std::string_view, 12> k_objects{
    "an empty list",   "the header",     "a missing user",    "invalid input",
    "large payloads",  "unicode names",  "the error message", "expired tokens",
    "a timeout value", "nested objects", "the failed count",  "TODO items"};

template <std::size_t N> std::string_view pick(Rng& rng, const std::array<std::string_view, N>& a) {
    return a[rng.below(N)];
}

std::string num(std::size_t n) {
    return std::to_string(n);
}

std::string camel(std::string_view word) {
    std::string s(word);
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    }
    return s;
}

std::string test_name(Rng& rng) {
    return std::string(pick(rng, k_verbs)) + " " + std::string(pick(rng, k_objects));
}

std::string snake_name(Rng& rng) {
    std::string s = std::string(pick(rng, k_verbs)) + "_" + std::string(pick(rng, k_modules));
    return s + "_" + num(rng.below(40));
}

void bun_file(Writer& w, Rng& rng) {
    const std::string_view mod = pick(rng, k_modules);
    w.put("\ntests/" + std::string(mod) + ".test.ts:\n");
    for (std::size_t i = rng.between(5, 25); i > 0; --i) {
        w.put("(pass) " + std::string(mod) + " > " + test_name(rng) + " [0." + num(rng.below(99)) +
              "ms]\n");
    }
}

void jest_file(Writer& w, Rng& rng) {
    const std::string mod(pick(rng, k_modules));
    w.put("PASS src/" + mod + "/" + mod + ".test.js (" + num(rng.below(3)) + "." +
          num(rng.between(100, 999)) + " s)\n  " + mod + "\n");
    for (std::size_t i = rng.between(3, 15); i > 0; --i) {
        w.put("    ✓ " + test_name(rng) + " (" + num(rng.below(40)) + " ms)\n");
    }
    if (rng.chance(30)) { // console output carries a frame
        w.put("\n  console.log\n    fetched " + num(rng.below(500)) + " rows from " + mod +
              "\n\n      at Object.log (src/" + mod + "/index.js:" + num(rng.between(1, 300)) +
              ":" + num(rng.between(1, 40)) + ")\n\n");
    }
}

void vitest_files(Writer& w, Rng& rng) {
    for (std::size_t i = rng.between(2, 10); i > 0; --i) {
        w.put(" ✓ test/" + std::string(pick(rng, k_modules)) + ".test.ts (" +
              num(rng.between(1, 40)) + " tests) " + num(rng.between(2, 300)) + "ms\n");
    }
}

void pytest_file(Writer& w, Rng& rng) {
    const std::string mod(pick(rng, k_modules));
    for (std::size_t i = rng.between(5, 30); i > 0; --i) {
        std::string line = "tests/test_" + mod + ".py::test_" + snake_name(rng) + " PASSED";
        line.resize(std::max<std::size_t>(line.size() + 1, 73), ' ');
        std::string percent = num(rng.between(1, 100));
        percent.insert(0, 3 - percent.size(), ' ');
        w.put(line + "[" + percent + "%]\n");
    }
}

void go_package(Writer& w, Rng& rng) {
    const std::string mod(pick(rng, k_modules));
    for (std::size_t i = rng.between(3, 12); i > 0; --i) {
        const std::string name = "Test" + camel(pick(rng, k_verbs)) + camel(mod);
        w.put("=== RUN   " + name + "\n");
        if (rng.chance(30)) {
            w.put("    " + mod + "_test.go:" + num(rng.between(10, 200)) + ": got " +
                  num(rng.below(9)) + " rows, errors: none\n");
        }
        w.put("--- PASS: " + name + " (0.0" + num(rng.below(9)) + "s)\n");
    }
    w.put("PASS\nok  \texample.com/shop/" + mod + "\t0.0" + num(rng.between(10, 99)) + "s\n");
}

void cargo_tests(Writer& w, Rng& rng) {
    const std::size_t n = rng.between(3, 20);
    w.put("\nrunning " + num(n) + " tests\n");
    for (std::size_t i = 0; i < n; ++i) {
        w.put("test " + std::string(pick(rng, k_modules)) + "::tests::" + snake_name(rng) +
              " ... ok\n");
    }
    w.put("\ntest result: ok. " + num(n) +
          " passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0" +
          num(rng.below(9)) + "s\n\n");
}

void gtest_suite(Writer& w, Rng& rng) {
    const std::string suite = camel(pick(rng, k_modules)) + "Test";
    const std::size_t n = rng.between(2, 12);
    w.put("[----------] " + num(n) + " tests from " + suite + "\n");
    for (std::size_t i = 0; i < n; ++i) {
        const std::string name = suite + "." + camel(pick(rng, k_verbs)) + num(i);
        w.put("[ RUN      ] " + name + "\n[       OK ] " + name + " (" + num(rng.below(3)) +
              " ms)\n");
    }
    w.put("[----------] " + num(n) + " tests from " + suite + " (0 ms total)\n\n");
}

void mocha_suite(Writer& w, Rng& rng) {
    w.put("\n  " + std::string(pick(rng, k_modules)) + "\n");
    for (std::size_t i = rng.between(2, 10); i > 0; --i) {
        w.put("    ✔ " + test_name(rng) +
              (rng.chance(50) ? "" : " (" + num(rng.below(90)) + "ms)") + "\n");
    }
}

void app_logs(Writer& w, Rng& rng) {
    for (std::size_t i = rng.between(10, 60); i > 0; --i) {
        const std::string mod(pick(rng, k_modules));
        const std::string ts = "2024-03-14T09:" + num(10 + rng.below(50)) + ":" +
                               num(10 + rng.below(50)) + "." + num(100 + rng.below(900));
        switch (rng.below(6)) {
        case 0:
            w.put(ts + "Z INFO  [http] GET /api/v1/" + mod + "/" + num(rng.below(9999)) + " " +
                  (rng.chance(90) ? "200" : "404") + " " + num(rng.below(80)) + "ms\n");
            break;
        case 1:
            w.put("[2024-03-14 09:26:53," + num(100 + rng.below(900)) + "] WARNING app." + mod +
                  ": slow query took " + num(100 + rng.below(900)) + "ms (limit 100ms)\n");
            break;
        case 2:
            w.put("DEBUG    app:" + mod + ".py:" + num(rng.between(10, 400)) +
                  " cache miss for key " + mod + ":" + num(rng.below(99999)) + "\n");
            break;
        case 3:
            w.put("time=\"" + ts + "Z\" level=info msg=\"job finished\" job=" + mod +
                  " attempts=1 errors=0 failed=0\n");
            break;
        case 4:
            w.put(ts + "Z INFO  [" + mod + "] retry policy: max_failures=3 on_error=backoff " +
                  "timeout_ms=" + num(rng.between(100, 5000)) + "\n");
            break;
        default:
            w.put("  console.log\n    processed batch " + num(rng.below(999)) + " of " + mod +
                  ", 0 errors\n\n      at Object.<anonymous> (src/" + mod + "/batch.test.ts:" +
                  num(rng.between(1, 200)) + ":" + num(rng.between(1, 30)) + ")\n\n");
            break;
        }
    }
}

void build_progress(Writer& w, Rng& rng) {
    for (std::size_t i = rng.between(5, 25); i > 0; --i) {
        const std::string mod(pick(rng, k_modules));
        switch (rng.below(4)) {
        case 0:
            w.put("[ " + num(rng.below(100)) + "%] Building CXX object src/CMakeFiles/app.dir/" +
                  mod + ".cpp.o\n");
            break;
        case 1:
            w.put("   Compiling " + mod + " v0." + num(rng.below(9)) + "." + num(rng.below(20)) +
                  "\n");
            break;
        case 2:
            w.put("src/" + mod + ".c:" + num(rng.between(1, 400)) + ":" + num(rng.between(1, 30)) +
                  ": warning: unused variable ‘tmp’ [-Wunused-variable]\n   " +
                  num(rng.between(1, 400)) + " |     int tmp = 0;\n      |         ^~~\n");
            break;
        default:
            w.put("asset " + mod + ".js " + num(rng.between(1, 900)) +
                  " KiB [emitted] [minimized]\n");
            break;
        }
    }
}

// A handled error logged with its stack: frames of the project and of the runtime.
void handled_stack(Writer& w, Rng& rng) {
    const std::string mod(pick(rng, k_modules));
    if (rng.chance(70)) {
        w.put("WARN  upstream request failed, retrying (attempt " + num(rng.between(1, 4)) +
              "/5): socket hang up\n");
        for (std::size_t i = rng.between(2, 5); i > 0; --i) {
            w.put("    at " + std::string(pick(rng, k_verbs)) + " (/app/src/" + mod +
                  "/client.js:" + num(rng.between(1, 300)) + ":" + num(rng.between(1, 40)) + ")\n");
        }
        w.put(
            "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n");
        return;
    }
    w.put("   " + num(rng.below(9)) + ": app::" + mod + "::" + snake_name(rng) +
          "\n             at ./src/" + mod + ".rs:" + num(rng.between(1, 300)) + ":" +
          num(rng.between(1, 40)) + "\n");
}

// Colour and carriage-return progress, as terminals and CI runners print them.
void terminal_noise(Writer& w, Rng& rng) {
    const std::string mod(pick(rng, k_modules));
    w.put("\x1b[0m\x1b[7m\x1b[1m\x1b[32m PASS \x1b[39m\x1b[22m\x1b[27m\x1b[0m "
          "\x1b[2msrc/\x1b[22m\x1b[1m" +
          mod + ".test.js\x1b[22m\n");
    for (std::size_t p = 0; p <= 100; p += rng.between(5, 30)) {
        w.put("Downloading " + mod + " " + num(p) + "% [" + std::string(p / 10, '=') + ">]\r");
    }
    w.put("Downloading " + mod + " 100% done\n");
}

// The failures: one of several tools, in the shape the fixtures show.
void failure(Writer& w, Rng& rng) {
    const std::string mod(pick(rng, k_modules));
    const std::string line = num(rng.between(2, 300));
    const std::string col = num(rng.between(1, 40));
    switch (rng.below(8)) {
    case 0:
        w.put("    expect(total(" + mod +
              ")).toBe(3);\n                ^\nerror: "
              "expect(received).toBe(expected)\n\nExpected: 3\nReceived: 4\n\n      at <anonymous> "
              "(/tmp/ci/tests/" +
              mod + ".test.ts:" + line + ":" + col + ")\n(fail) " + mod + " > " + test_name(rng) +
              " [0.31ms]\n");
        break;
    case 1:
        w.put("FAIL src/" + mod + "/" + mod + ".test.js\n  ● " + mod + " › " + test_name(rng) +
              "\n\n    expect(received).toBe(expected) // Object.is equality\n\n    Expected: 5\n"
              "    Received: 4\n\n      at Object.toBe (src/" +
              mod + "/" + mod + ".test.js:" + line + ":" + col + ")\n\n");
        break;
    case 2:
        w.put("tests/test_" + mod + ".py::test_" + mod + "_total FAILED                [ 42%]\n");
        break;
    case 3:
        w.put("=== RUN   TestTotal" + camel(mod) + "\n    " + mod + "_test.go:" + line +
              ": Total = 2; want 6\n--- FAIL: TestTotal" + camel(mod) + " (0.00s)\n");
        break;
    case 4:
        w.put("src/" + mod + ".c:" + line + ":" + col +
              ": error: ‘max_len’ undeclared (first use in "
              "this function)\n");
        break;
    case 5:
        w.put("src/" + mod + ".ts(" + line + "," + col +
              "): error TS2322: Type 'string' is not "
              "assignable to type 'number'.\n");
        break;
    case 6:
        w.put("error[E0308]: mismatched types\n --> src/" + mod + ".rs:" + line + ":" + col +
              "\n  |\n" + line +
              " |     let count: u32 = \"three\";\n  |                      "
              "^^^^^^^ expected `u32`, found `&str`\n\n");
        break;
    default:
        w.put("[ RUN      ] " + camel(mod) + "Test.Adds\n" + mod + "_test.cpp:" + line +
              ": Failure\nExpected equality of these values:\n  2 + 2\n    Which is: 4\n  5\n"
              "[  FAILED  ] " +
              camel(mod) + "Test.Adds (0 ms)\n");
        break;
    }
}

struct Block {
    void (*write)(Writer&, Rng&);
    unsigned weight;
};

// About 1 block in 80 is a failure: a handful per megabyte.
constexpr std::array<Block, 13> k_blocks{{
    {bun_file, 8},
    {jest_file, 8},
    {vitest_files, 4},
    {pytest_file, 8},
    {go_package, 6},
    {cargo_tests, 6},
    {gtest_suite, 6},
    {mocha_suite, 4},
    {app_logs, 18},
    {build_progress, 5},
    {handled_stack, 3},
    {terminal_noise, 3},
    {failure, 1},
}};

} // namespace

void write_realistic_log(Writer& out, Rng& rng) {
    unsigned total = 0;
    for (const auto& block : k_blocks) {
        total += block.weight;
    }
    while (!out.full()) {
        std::size_t roll = rng.below(total);
        for (const auto& block : k_blocks) {
            if (roll < block.weight) {
                block.write(out, rng);
                break;
            }
            roll -= block.weight;
        }
    }
}

} // namespace loopclose::bench
