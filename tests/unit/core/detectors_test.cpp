// SPDX-License-Identifier: MIT
// Detector behaviour that the captured fixtures do not pin down on their own.
#include "core/detectors.hpp"
#include "core/pipeline.hpp"

#include <doctest/doctest.h>

using namespace loopclose::core;

namespace {

std::size_t count_of(const std::string& out, Kind kind, std::optional<std::int32_t> code = 1) {
    return analyze({out, "", code}).counts[kind_index(kind)];
}

} // namespace

TEST_CASE("core::detector_registry") {
    const auto registry = detector_registry();
    REQUIRE(registry.size() == k_kind_count);
    for (std::size_t i = 0; i < registry.size(); ++i) {
        CHECK(registry[i].id == kind_info(registry[i].kind).id);
        CHECK(find_detector(registry[i].id) == &registry[i]);
    }
    CHECK(find_detector("no-such-detector") == nullptr);
}

TEST_CASE("core::detect_unhandled_rejections") {
    SUBCASE("whole words only") {
        CHECK(count_of("detectUnhandledRejection ran\n", Kind::unhandled_rejection) == 0);
        CHECK(count_of("(node:12) UnhandledPromiseRejectionWarning: x\n",
                       Kind::unhandled_rejection) == 1);
    }
}

TEST_CASE("core::detect_todo_markers") {
    SUBCASE("labels carry the owner") {
        const Analysis a = analyze({"TODO(ann): fix\nFIXME: later\n", "", 1});
        CHECK(a.counts[kind_index(Kind::todo_marker)] == 1);
        CHECK(a.counts[kind_index(Kind::fixme_marker)] == 1);
        REQUIRE(a.evidence.size() == 2);
        CHECK(a.evidence[0].kind == Kind::fixme_marker); // FIXME ranks above TODO
        CHECK(a.evidence[1].label == "ann");
    }
    SUBCASE("a green run has no markers and is not a stall") {
        const Analysis a = analyze({"TODO(ann): fix\nFIXME: later\n", "", 0});
        CHECK(a.evidence.empty());
        CHECK(a.stall_reason == "no-stall-detected");
    }
    SUBCASE("words inside identifiers are not markers") {
        CHECK(count_of("TODOS: none\nmyTODO: x\n", Kind::todo_marker, 1) == 0);
    }
}

TEST_CASE("core::detect_test_failures") {
    SUBCASE("green runs with scary words in test names are clean") {
        const std::string out = "(pass) reports an error when the file is missing [0.1ms]\n"
                                "(pass) fail fast > panics are caught [0.2ms]\n";
        const Analysis a = analyze({out, "", 0});
        CHECK_FALSE(a.blocking);
    }
    SUBCASE("bun durations are not part of the name") {
        const Analysis a = analyze({"(fail) math > divide [0.31ms]\n", "", 1});
        CHECK(a.evidence.at(0).label == "math > divide");
    }
    SUBCASE("libtest's JSON events name and place each failed test") {
        const std::string out =
            "{ \"type\": \"suite\", \"event\": \"started\", \"test_count\": 2 }\n"
            "{ \"type\": \"test\", \"name\": \"t::a\", \"event\": \"failed\", \"message\": "
            "\"test did not panic as expected at src/lib.rs:54:8\" }\n"
            "{ \"type\": \"test\", \"name\": \"b\", \"event\": \"failed\", \"stdout\": "
            "\"\\nthread 'b' (7) panicked at tests/o.rs:9:5:\\nboom\\n\" }\n"
            "{ \"type\": \"test\", \"name\": \"c\", \"event\": \"ok\" }\n";
        const Analysis a = analyze({out, "", 101});
        REQUIRE(count_of(out, Kind::test_failure, 101) == 2);
        for (const Evidence& e : a.evidence) {
            if (e.label == "t::a") {
                CHECK((e.file == "src/lib.rs" && e.line == 54 && e.column == 8));
            } else {
                CHECK((e.label == "b" && e.file == "tests/o.rs" && e.line == 9));
            }
        }
    }
    SUBCASE("go parents of failing subtests are not counted") {
        const std::string out = "--- FAIL: TestSub (0.00s)\n    --- FAIL: TestSub/one (0.00s)\n";
        CHECK(count_of(out, Kind::test_failure) == 1);
    }
}

TEST_CASE("core::detect_missing_commands") {
    CHECK(count_of("", Kind::command_not_found) == 0);
    const Analysis a = analyze({"", "bash: line 1: frobnicate: command not found\n", 127});
    REQUIRE(a.counts[kind_index(Kind::command_not_found)] == 1);
    CHECK(a.evidence[0].label == "frobnicate");
}
