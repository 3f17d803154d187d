// SPDX-License-Identifier: MIT
#include "../fixture_support.hpp"
#include "core/signature.hpp"

#include <doctest/doctest.h>
#include <string>

using namespace loopclose::core;
using loopclose::test::Fixture;

namespace {

Fixture fixture(const std::string& name) {
    return loopclose::test::load_fixture(name);
}

RunSignature signature_of(const Fixture& f) {
    const RunInput input{f.out, f.err, f.exit_code};
    return compute_run_signature(analyze(input), input);
}

RunSignature signature_of(std::string_view out, std::string_view err,
                          std::optional<std::int32_t> code) {
    const RunInput input{out, err, code};
    return compute_run_signature(analyze(input), input);
}

} // namespace

TEST_CASE("core::signature") {
    SUBCASE("hash_hex is 64-bit FNV-1a") {
        CHECK(hash_hex("") == "cbf29ce484222325");
        CHECK(hash_hex("a") == "af63dc4c8601ec8c");
        CHECK(hash_hex("foobar") == "85944171f73967e8");
    }
    SUBCASE("the same failing suite run twice gives the same signature") {
        const std::pair<const char*, const char*> pairs[] = {
            {"cargo-test/fail-multi", "cargo-test/fail-no-backtrace"},
            {"pytest/fail-multi", "pytest/color-fail"},
            {"go-test/fail-multi", "go-test/fail-multi-v"},
            {"jest/fail-multi", "jest/color-fail"},
            {"jest/fail-multi", "jest/verbose-fail"},
            {"tsc/fail-multi", "tsc/pretty-fail"},
            {"vitest/fail-multi", "vitest/color-fail"},
        };
        // Named, not a structured binding: clang 14 cannot capture a binding in CAPTURE.
        for (const auto& pair : pairs) {
            const char* const a = pair.first;
            const char* const b = pair.second;
            CAPTURE(a);
            CAPTURE(b);
            const RunSignature sa = signature_of(fixture(a));
            const RunSignature sb = signature_of(fixture(b));
            CHECK(sa.signature.size() == 16);
            CHECK(sa.signature == sb.signature);
            CHECK(sa.identities == sb.identities);
            CHECK(sa.failing_count == sb.failing_count);
            CHECK_FALSE(sa.nothing_to_fix);
        }
    }
    SUBCASE("a cargo test run: the failing set of the fixture's expected file") {
        const RunSignature s = signature_of(fixture("cargo-test/fail-no-backtrace"));
        REQUIRE(s.primary == Kind::test_failure);
        const std::vector<std::string> expected{
            "test-failure math::tests::adds_wrong_expectation",
            "test-failure math::tests::divide_by_zero_panics",
            "test-failure math::tests::sum_via_helper",
            "test-failure text::tests::nested::unwrap_none",
            "test-failure text::tests::port_must_be_valid",
        };
        CHECK(s.identities == expected);
        CHECK(s.failing_count == 5);
        CHECK(s.files == std::vector<std::string>{"src/math.rs", "src/text.rs"});
    }
    SUBCASE("located errors: file, line and code, never the message") {
        const RunSignature s = signature_of(fixture("tsc/fail-multi"));
        REQUIRE(s.primary == Kind::typecheck_error);
        CHECK(s.identities.front() == "typecheck-error src/main.ts:10 TS2322");
        // Two TS2322 on line 10 are one identity: 7 errors, 6 identities.
        CHECK(s.failing_count == 6);
    }
    SUBCASE("fewer failures give another signature and a lower count") {
        const RunSignature four = signature_of(fixture("bun/fail-multi"));
        const RunSignature two = signature_of(fixture("bun/color-fail"));
        CHECK(four.failing_count == 4);
        CHECK(two.failing_count == 2);
        CHECK(four.signature != two.signature);
    }
    SUBCASE("a changed message at the same test and line is the same failure") {
        const std::string run1 = "FAILED tests/test_a.py::test_total - assert 7 == 10\n"
                                 "1 failed in 0.03s\n";
        const std::string run2 = "FAILED tests/test_a.py::test_total - assert 8 == 10\n"
                                 "1 failed in 0.41s\n";
        const RunSignature a = signature_of(run1, "", 1);
        const RunSignature b = signature_of(run2, "", 1);
        CHECK(a.signature == b.signature);
        CHECK(a.fingerprint != b.fingerprint); // the output did change
    }
    SUBCASE("noise does not change the fingerprint") {
        const RunSignature a = signature_of("boom (node:123) at 12:00:01 in 5ms\n", "", 1);
        const RunSignature b = signature_of("boom (node:987) at 13:10:59 in 17ms\n", "", 1);
        CHECK(a.fingerprint == b.fingerprint);
        CHECK(a.excerpt == "boom (node:<pid>) at <time> in <dur>\n\n");
    }
    SUBCASE("runs that give nothing to fix") {
        const RunSignature none = signature_of("something odd happened\n", "", 3);
        CHECK(none.nothing_to_fix);
        CHECK(none.signature.empty());
        CHECK(none.failing_count == 0);
        CHECK(signature_of(fixture("env/sh-not-found")).nothing_to_fix);
        CHECK(signature_of(fixture("env/permission-exec")).nothing_to_fix);
        CHECK_FALSE(signature_of(fixture("pytest/fail-multi")).nothing_to_fix);
        // A clean run has nothing to fix but is not a failure either.
        CHECK_FALSE(signature_of("all good\n", "", 0).nothing_to_fix);
    }
    SUBCASE("deterministic") {
        const Fixture f = fixture("go-test/fail-multi");
        const RunSignature a = signature_of(f);
        const RunSignature b = signature_of(f);
        CHECK(a.signature == b.signature);
        CHECK(a.fingerprint == b.fingerprint);
        CHECK(a.excerpt == b.excerpt);
        CHECK(a.excerpt.size() <= k_excerpt_bytes);
    }
}
