// SPDX-License-Identifier: MIT
// Decorations taken off every line before anything is read.
#include "core/decorations.hpp"
#include "core/pipeline.hpp"

#include <doctest/doctest.h>

using namespace loopclose::core;

TEST_CASE("core::strip_line_decorations") {
    SUBCASE("CI timestamps go wherever a line starts with one") {
        CHECK(strip_line_decorations("2026-01-01T10:00:00.1234567Z a.c:1:2: error: x\n"
                                     "2026-01-01T10:00:01Z done\n") == "a.c:1:2: error: x\ndone\n");
    }
    SUBCASE("task-runner prefixes go when most lines carry one") {
        CHECK(strip_line_decorations("web:test: FAIL a\nweb:test: ok b\napi:build: done\n") ==
              "FAIL a\nok b\ndone\n");
        CHECK(strip_line_decorations("[api:test] one\n[web:test] two\n[0] three\n") ==
              "one\ntwo\nthree\n");
    }
    SUBCASE("unscoped project names when two or more projects stream (nx, lerna)") {
        CHECK(strip_line_decorations("api: --- FAIL: TestSplit (0.00s)\n"
                                     "api:     price_test.go:18: want 100\n"
                                     "pyutil: FAILED tests/test_text.py::test_slug\n"
                                     "pyutil: 1 failed in 0.08s\n") ==
              "--- FAIL: TestSplit (0.00s)\n    price_test.go:18: want 100\n"
              "FAILED tests/test_text.py::test_slug\n1 failed in 0.08s\n");
        // One program naming itself is not a stream, nor are programs naming themselves
        // before their own diagnostics, nor words such as "error:".
        const std::string one = "mandoc: frob.1:18:2: ERROR: x\nmandoc: frob.1:23:2: ERROR: y\n";
        CHECK(strip_line_decorations(one) == one);
        const std::string tools = "gcc: error: a.c: No such file\ngcc: error: b.c: No such file\n"
                                  "ld: error: cannot find -lfoo\nld: error: cannot find -lbar\n";
        CHECK(strip_line_decorations(tools) == tools);
        const std::string words = "error: a\nerror: b\nnote: c\nnote: d\n";
        CHECK(strip_line_decorations(words) == words);
        // A shell loop's prefix: the green project's one line counts beside the other's.
        CHECK(strip_line_decorations("auth: ok  \texample.com/auth\t0.004s\n"
                                     "billing: --- FAIL: TestSplit (0.00s)\n"
                                     "billing:     vat_test.go:18: want 100\n") ==
              "ok  \texample.com/auth\t0.004s\n--- FAIL: TestSplit (0.00s)\n"
              "    vat_test.go:18: want 100\n");
        // Two names met once each are no stream.
        const std::string once = "auth: one\nbilling: two\nthree\n";
        CHECK(strip_line_decorations(once) == once);
    }
    SUBCASE("pnpm's folder and script, npm-run-all's padded labels") {
        CHECK(strip_line_decorations("packages/cart test: not ok 1 - adds\n"
                                     "packages/ui test: \n"
                                     "packages/ui test:   1) badge\n"
                                     "\xE2\x80\xA6"
                                     "ages/long-name lint:fix: done\n"
                                     "[ELIFECYCLE] Test failed.\n") ==
              "not ok 1 - adds\n\n  1) badge\ndone\nTest failed.\n");
        CHECK(strip_line_decorations("[test     ] not ok 2 - x\n[typecheck] a.ts(2,3): error\n"
                                     "[test     ] \n") == "not ok 2 - x\na.ts(2,3): error\n\n");
    }
    SUBCASE("Jenkins' bracketed timestamps, docker compose and BuildKit prefixes") {
        CHECK(strip_line_decorations("[2026-01-01T10:00:00.123Z] a.ts(3,5): error TS2322: x\n"
                                     "[2026-01-01T10:00:01.000Z] done\n") ==
              "a.ts(3,5): error TS2322: x\ndone\n");
        CHECK(strip_line_decorations("app-1  | a.ts(3,5): error TS2322: x\n"
                                     "app-1  | npm ERR! code 1\n"
                                     "db-1   | ready\n"
                                     "app-1  |\n") ==
              "a.ts(3,5): error TS2322: x\nnpm ERR! code 1\nready\n\n");
        CHECK(strip_line_decorations("#12 [build 4/6] RUN npm run build\n"
                                     "#12 1.234 a.ts(3,5): error TS2322: x\n"
                                     "#12 ERROR: process did not complete successfully\n") ==
              "[build 4/6] RUN npm run build\na.ts(3,5): error TS2322: x\n"
              "ERROR: process did not complete successfully\n");
        // A bracketed timestamp must close; a "#" comment or a pipe table is no prefix.
        const std::string open = "[2026-01-01T10:00:00Z a\n[2026-01-01T10:00:00Z b\n";
        CHECK(strip_line_decorations(open) == open);
        const std::string comments = "# tests 4\n# pass 3\n# fail 1\n";
        CHECK(strip_line_decorations(comments) == comments);
        const std::string table = "File | Stmts\nsrc/a.js | 80\nsrc/b.js | 90\n";
        CHECK(strip_line_decorations(table) == table);
    }
    SUBCASE("GitLab's stream tags, moreutils' ts, act's step bar, parallel --tag with a file") {
        CHECK(strip_line_decorations("2026-11-27T16:44:16.338028Z 01E a.go:4:2: x\n"
                                     "2026-11-27T16:44:16.338100Z 00O+done\n"
                                     "2026-11-27T16:44:16.338200Z 00O ok\n") ==
              "a.go:4:2: x\n00O+done\nok\n");
        CHECK(strip_line_decorations("[2026-11-27 16:45:31.988713] thread 'x' panicked\n"
                                     "[2026-11-27 16:45:32] done\n") ==
              "thread 'x' panicked\ndone\n");
        CHECK(strip_line_decorations("[CI/test]   | FAIL a.test.js\n[CI/test] \xE2\xAD\x90 Run\n"
                                     "[CI/test]   |   \xE2\x97\x8F x\n") ==
              "FAIL a.test.js\n\xE2\xAD\x90 Run\n  \xE2\x97\x8F x\n");
        CHECK(strip_line_decorations("svc-cart>\tFAILED a.py::t - x\nsvc-auth>\t1 passed\n"
                                     "svc-cart>\t1 failed\n") ==
              "FAILED a.py::t - x\n1 passed\n1 failed\n");
        CHECK(strip_line_decorations("tests/a.py\tFAILED tests/a.py::t - x\n"
                                     "tests/b.py\t.. [100%]\ntests/a.py\t== 1 failed ==\n") ==
              "FAILED tests/a.py::t - x\n.. [100%]\n== 1 failed ==\n");
        // A tab-separated finding keeps its file: a number follows the tab.
        const std::string tsv = "src/a.py\t12\tE501\nsrc/b.py\t3\tW291\nsrc/c.py\t4\tE1\n";
        CHECK(strip_line_decorations(tsv) == tsv);
    }
    SUBCASE("Cloud Build, TeamCity, Tekton, nix and gh run view put their own before a line") {
        CHECK(strip_line_decorations("Step #1 - \"test\": geo_test.go:21: got 112\n"
                                     "Step #1 - \"test\": FAIL\n"
                                     "Step #0: ok\n") == "geo_test.go:21: got 112\nFAIL\nok\n");
        CHECK(strip_line_decorations(
                  "[18:39:46]W:\t [Step 2/3]   \xE2\x97\x8F orderTotal \xE2\x80\xBA x\n"
                  "[18:39:46]W:\t [Step 2/3]       at f (src/a.test.js:10:31)\n"
                  "[18:39:45] :\t [Step 2/3] > jest --ci\n") ==
              "  \xE2\x97\x8F orderTotal \xE2\x80\xBA x\n      at f (src/a.test.js:10:31)\n> jest "
              "--ci\n");
        CHECK(strip_line_decorations("[unit-tests : run-tests]  FAIL  src/q.test.ts > Queue\n"
                                     "[unit-tests : run-tests] done\n"
                                     "[fetch : install] added 0 packages\n") ==
              " FAIL  src/q.test.ts > Queue\ndone\nadded 0 packages\n");
        CHECK(strip_line_decorations(
                  "       > hello.c:11:44: error: x\n       > make: *** Error 1\n"
                  "       >\n") == "hello.c:11:44: error: x\nmake: *** Error 1\n\n");
        CHECK(strip_line_decorations(
                  "test (20.x)\tRun npm test\t2026-11-27T18:42:18.8094589Z       at f "
                  "(src/t.test.js:9:12)\n"
                  "test (20.x)\tRun npm test\t2026-11-27T18:42:18.9Z FAIL src/t.test.js\n"
                  "test (20.x)\tRun npm test\t2026-11-27T18:42:19.0Z done\n") ==
              "      at f (src/t.test.js:9:12)\nFAIL src/t.test.js\ndone\n");
    }
    SUBCASE("system logs, collectors' stamps, pods and nix derivations before a line") {
        // journalctl (short and short-iso), rsyslog's RFC 3339 with its "#011" tabs,
        // moreutils' ts without brackets.
        CHECK(strip_line_decorations(
                  "Nov 27 22:31:07 ci-runner-03 python3[48211]: Traceback (most recent call "
                  "last):\nNov  7 22:31:07 ci-runner-03 python3[48211]: KeyError: 'x'\n") ==
              "Traceback (most recent call last):\nKeyError: 'x'\n");
        CHECK(strip_line_decorations("2026-11-27T22:32:40+0000 host node[5120]: throw err;\n"
                                     "2026-11-27T22:33:10.483+00:00 host w[7]: #011/a/m.go:9 "
                                     "+0x1d\n") == "throw err;\n\t/a/m.go:9 +0x1d\n");
        CHECK(strip_line_decorations("2026-11-27 22:23:11 rspec ./spec/a_spec.rb:9 # x\n"
                                     "Nov 27 22:23:19 1) SlugTest::testFromId\n") ==
              "rspec ./spec/a_spec.rb:9 # x\n1) SlugTest::testFromId\n");
        // docker compose logs --timestamps, kubectl logs --prefix --timestamps: the stamp
        // after the prefix goes too.
        CHECK(strip_line_decorations("tests-1  | 2026-11-27T22:22:25.0006Z   rejects x:\n"
                                     "tests-1  | 2026-11-27T22:22:25.0007Z ok\n"
                                     "tests-1  | done\n") == "  rejects x:\nok\ndone\n");
        // Argo's and stern's pod names, nix build -L's derivation.
        CHECK(strip_line_decorations("ci-pricing-8xkq2-jest-1839204471:  FAIL test/a.js\n"
                                     "ci-pricing-8xkq2-jest-1839204471: done\n"
                                     "ci-pricing-8xkq2-jest-1839204471:\n") ==
              " FAIL test/a.js\ndone\n\n");
        CHECK(strip_line_decorations("inv-tests-6d9f7c5b8-xq2lp gotest === RUN   TestA\n"
                                     "inv-tests-6d9f7c5b8-xq2lp gotest --- FAIL: TestA\n"
                                     "inv-tests-6d9f7c5b8-xq2lp gotest FAIL\n") ==
              "=== RUN   TestA\n--- FAIL: TestA\nFAIL\n");
        CHECK(strip_line_decorations("python3.11-shop> FAILED tests/a.py::t - KeyError\n"
                                     "python3.11-shop> Running phase: checkPhase\n"
                                     "python3.11-shop>\n") ==
              "FAILED tests/a.py::t - KeyError\nRunning phase: checkPhase\n\n");
        // Docker's json-file log and nix's internal-json log carry the lines.
        CHECK(strip_line_decorations(
                  "{\"log\":\"not ok 2 - rejects\\n\",\"stream\":\"stdout\",\"time\":\"t\"}\n"
                  "{\"log\":\"# fail 1\\n\",\"stream\":\"stdout\",\"time\":\"t\"}\n") ==
              "not ok 2 - rejects\n# fail 1\n");
        CHECK(strip_line_decorations(
                  "@nix {\"action\":\"start\",\"id\":1,\"type\":0}\n"
                  "@nix {\"action\":\"result\",\"fields\":[\"a_test.go:6:16: cannot use x\"],"
                  "\"id\":1,\"type\":101}\n"
                  "@nix {\"action\":\"result\",\"fields\":[\"checkPhase\"],\"id\":1,\"type\":104}\n"
                  "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"error: builder failed\"}\n") ==
              "a_test.go:6:16: cannot use x\nerror: builder failed\n");
        // A pod-like word alone is no prefix: a log's own lines that name one stay.
        const std::string names = "deploy web-frontend-7f9c2 done\nok\nother\n";
        CHECK(strip_line_decorations(names) == names);
    }
    SUBCASE("locations, log levels and undecorated logs are left alone") {
        const std::string gnu = "src/a.c:12: error: x\nsrc/b.c:3: error: y\nsrc/c.c:4: note: z\n";
        CHECK(strip_line_decorations(gnu) == gnu);
        const std::string prettier = "[warn] src/a.js\n[warn] src/b.ts\n[warn] Code style issues\n";
        CHECK(strip_line_decorations(prettier) == prettier);
        const std::string padded_levels = "[ERROR   ] a\n[INFO    ] b\n[WARNING ] c\n";
        CHECK(strip_line_decorations(padded_levels) == padded_levels);
        // A folder and a word before ": " is pnpm's only with a "/" in the folder.
        const std::string sentences = "Test failed: a\nBuild failed: b\nCommand failed: c\n";
        CHECK(strip_line_decorations(sentences) == sentences);
        const std::string spaced = "src/a.c 12: x\nsrc/b.c 3: y\nsrc/c.c 4: z\n";
        CHECK(strip_line_decorations(spaced) == spaced);
        const std::string plain = "hello\nworld\n";
        CHECK(strip_line_decorations(plain) == plain);
        CHECK(strip_line_decorations("").empty());
    }
    SUBCASE("the pipeline reads a prefixed log as the plain one") {
        const std::string plain = "src/a.c:3:5: error: expected ';'\n";
        const std::string stamped = "2026-01-01T10:00:00.1234567Z " + plain;
        const Analysis a = analyze({plain, "", 1});
        const Analysis b = analyze({stamped, "", 1});
        REQUIRE(a.evidence.size() == 1);
        REQUIRE(b.evidence.size() == 1);
        CHECK(a.evidence[0].file == b.evidence[0].file);
        CHECK(a.evidence[0].line == b.evidence[0].line);
    }
}
