// SPDX-License-Identifier: MIT
#include "core/pipeline.hpp"

#include <doctest/doctest.h>

using namespace loopclose::core;

namespace {

std::size_t count_of(const Analysis& a, Kind kind) {
    return a.counts[kind_index(kind)];
}

} // namespace

TEST_CASE("core::analyze") {
    SUBCASE("empty input and exit 0 is no-stall-detected") {
        const Analysis a = analyze({"", "", 0});
        CHECK(a.stall_reason == "no-stall-detected");
        CHECK_FALSE(a.failed);
        CHECK_FALSE(a.primary.has_value());
    }
    SUBCASE("an unknown exit code is never taken for a failure") {
        const Analysis a = analyze({"all good\n", "", std::nullopt});
        CHECK(a.stall_reason == "no-stall-detected");
        CHECK_FALSE(a.exit_code.has_value());
        CHECK_FALSE(a.failed);
    }
    SUBCASE("no evidence and a non-zero exit is no-patterns-matched") {
        const Analysis a = analyze({"something odd\n", "", 3});
        CHECK(a.stall_reason == "no-patterns-matched");
        CHECK(a.failed);
    }
    SUBCASE("the exit code explains a silent death") {
        const Analysis a = analyze({"", "", 139});
        REQUIRE(a.primary == Kind::crash);
        CHECK(a.evidence.front().label == "SIGSEGV");
        CHECK(a.evidence.front().stream == Stream::exit_status);
        CHECK(a.stall_reason == "1 crash detected");
    }
    SUBCASE("the exit code adds nothing when the output explains the failure") {
        const Analysis a = analyze({"", "sh: 1: frob: not found\n", 127});
        CHECK(count_of(a, Kind::command_not_found) == 1);
        CHECK(a.evidence.front().label == "frob");
    }
    SUBCASE("specific beats generic: not implemented is not also a runtime error") {
        const Analysis a =
            analyze({"", "Error: not implemented\n    at f (/app/src/x.js:3:9)\n", 1});
        CHECK(count_of(a, Kind::not_implemented) == 1);
        CHECK(count_of(a, Kind::runtime_error) == 0);
    }
    SUBCASE("priority picks the primary kind and pluralizes the reason") {
        const std::string out = "src/a.ts(1,2): error TS2322: x\n(fail) a > b [1.00ms]\n"
                                "(fail) a > c [2.00ms]\n";
        const Analysis a = analyze({out, "", 1});
        CHECK(a.primary == Kind::typecheck_error);
        CHECK(a.stall_reason == "1 typecheck error detected");
        CHECK(count_of(a, Kind::test_failure) == 2);
    }
    SUBCASE("a test reported twice is one item") {
        const Analysis a = analyze({"(fail) a > b [1.00ms]\n(fail) a > b [3.00ms]\n", "", 1});
        CHECK(count_of(a, Kind::test_failure) == 1);
    }
    SUBCASE("markers are not reported for a clean run") {
        const Analysis a = analyze({"TODO: tidy up\n", "", 0});
        CHECK_FALSE(a.primary.has_value());
        CHECK_FALSE(a.blocking);
        CHECK_FALSE(a.failed);
    }
    SUBCASE("markers alone do not block a failed run") {
        const Analysis a = analyze({"TODO: tidy up\n", "", 1});
        CHECK(a.primary == Kind::todo_marker);
        CHECK_FALSE(a.blocking);
        CHECK(a.failed);
    }
    SUBCASE("runtime errors printed by a run that exited 0 were handled") {
        const Analysis a = analyze({"", "TypeError: x\n    at f (/app/x.js:1:1)\n", 0});
        CHECK(count_of(a, Kind::runtime_error) == 0);
        CHECK(count_of(a, Kind::stack_trace) == 0);
    }
    SUBCASE("stack frames only when the run failed, at most three") {
        std::string err = "TypeError: boom\n";
        for (int i = 1; i <= 6; ++i) {
            err +=
                "    at f" + std::to_string(i) + " (/app/src/m.js:" + std::to_string(i) + ":1)\n";
        }
        CHECK(count_of(analyze({"", err, 1}), Kind::stack_trace) == 3);
        CHECK(count_of(analyze({"", err, 0}), Kind::stack_trace) == 0);
    }
    SUBCASE("--detectors limits the run") {
        const Detector* only = find_detector("todo-marker");
        REQUIRE(only != nullptr);
        AnalyzeOptions options;
        options.detectors = {only};
        const Analysis a = analyze({"(fail) a [1ms]\nTODO: x\n", "", 1}, options);
        CHECK(count_of(a, Kind::test_failure) == 0);
        CHECK(count_of(a, Kind::todo_marker) == 1);
    }
    SUBCASE("streams are cut to max_chars from the end") {
        AnalyzeOptions options;
        options.max_chars = 10;
        const Analysis a = analyze({std::string(50, 'x'), "short", 0}, options);
        CHECK(a.stdout_truncated);
        CHECK_FALSE(a.stderr_truncated);
    }
    SUBCASE("items per kind are capped, counts stay exact") {
        std::string out;
        for (int i = 0; i < 1500; ++i) {
            out += "(fail) t" + std::to_string(i) + " [1ms]\n";
        }
        const Analysis a = analyze({out, "", 1});
        CHECK(count_of(a, Kind::test_failure) == 1500);
        CHECK(a.evidence.size() == k_max_items_per_kind);
        CHECK(a.stall_reason == "1500 test failures detected");
    }
}

TEST_CASE("core::analyze promise gate") {
    AnalyzeOptions options;
    options.promise = "DONE";
    SUBCASE("kept when claimed and clean") {
        CHECK(analyze({"<promise>DONE</promise>\n", "", 0}, options).promise_status ==
              PromiseStatus::kept);
    }
    SUBCASE("claimed while failing") {
        CHECK(
            analyze({"<promise>DONE</promise>\n(fail) a [1ms]\n", "", 1}, options).promise_status ==
            PromiseStatus::claimed_done_but_failing);
    }
    SUBCASE("missing when not claimed") {
        CHECK(analyze({"ok\n", "", 0}, options).promise_status == PromiseStatus::missing);
    }
}

TEST_CASE("core::evidence_identity") {
    Evidence a;
    a.kind = Kind::test_failure;
    a.label = "suite > case";
    a.snippet = "assert 7 == 10";
    Evidence b = a;
    b.snippet = "assert 8 == 10";
    b.line = 12;
    CHECK(evidence_identity(a) == evidence_identity(b));
    Evidence c;
    c.kind = Kind::compile_error;
    c.file = "a.rs";
    c.line = 3;
    c.label = "E0308";
    c.snippet = "one message";
    Evidence d = c;
    d.snippet = "another message";
    CHECK(evidence_identity(c) == evidence_identity(d));
    d.line = 4;
    CHECK(evidence_identity(c) != evidence_identity(d));
}
