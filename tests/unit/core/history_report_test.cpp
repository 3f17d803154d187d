// SPDX-License-Identifier: MIT
#include "core/history_report.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using namespace loopclose::core;

namespace {

HistoryEntry failing(std::uint64_t iteration, std::uint64_t count, std::string signature,
                     Kind kind = Kind::test_failure) {
    HistoryEntry e;
    e.time = 1'764'100'000 + static_cast<std::int64_t>(iteration) * 60;
    e.cycle_id = 1;
    e.cycle_start = 1'764'100'060;
    e.iteration = iteration;
    e.exit_code = 1;
    e.outcome = Outcome::fail;
    e.primary = kind;
    e.stall_reason = std::to_string(count) + " test failures detected";
    e.signature = std::move(signature);
    e.fingerprint = "f00d";
    e.failing_count = count;
    for (std::uint64_t i = 0; i < count; ++i) {
        e.failing.push_back("test-failure t" + std::to_string(i));
    }
    e.files = {"src/a.rs"};
    e.strategy = Strategy::analyze_then_fix;
    return e;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("core::history_report") {
    SUBCASE("format_utc and format_ratio") {
        CHECK(format_utc(0) == "1970-01-01T00:00:00Z");
        CHECK(format_utc(951'782'400) == "2000-02-29T00:00:00Z");
        CHECK(format_utc(1'764'107'802) == "2025-11-25T21:56:42Z");
        CHECK(format_utc(-1) == "1969-12-31T23:59:59Z");
        CHECK(format_ratio(0.9) == "0.9");
        CHECK(format_ratio(1.0) == "1");
    }
    SUBCASE("the trend counts failing and passing runs of the window") {
        std::vector<HistoryEntry> entries{failing(1, 7, "a"), failing(2, 4, "b"),
                                          failing(3, 2, "c")};
        CHECK(failing_trend(entries, 5) == "failing tests 7 → 4 → 2");
        CHECK(failing_trend(entries, 2) == "failing tests 4 → 2");
        entries.push_back(failing(4, 1, "d", Kind::lint_error));
        CHECK(failing_trend(entries, 5) == "failures 7 → 4 → 2 → 1");
        HistoryEntry pass = failing(5, 0, "");
        pass.outcome = Outcome::pass;
        entries.push_back(pass);
        CHECK(failing_trend(entries, 2) == "lint errors 1 → 0");
        CHECK(failing_trend({}, 5).empty());
    }
    SUBCASE("a halt: text block, JSON event and dead letter") {
        const std::vector<HistoryEntry> entries{failing(1, 5, "1234567890abcdef"),
                                                failing(2, 5, "1234567890abcdef"),
                                                failing(3, 5, "1234567890abcdef")};
        Decision d;
        d.event = LoopEvent::halted;
        d.reason = HaltReason::repeated_error;
        d.detail = "the last 3 failing runs have the same signature 12345678";
        d.strategy = Strategy::context_expand;
        d.tried = {Strategy::analyze_then_fix};
        d.strategy_reason = "the same test failure came back";
        const Thresholds t;
        const HistoryView view{entries, d, t, "loop state.json", ""};
        const std::string text = render_history_text(view);
        CHECK(text.rfind("# Loop halted: repeated_error (run 3 of 8, cycle 1)\n\n"
                         "The last 3 failing runs have the same signature 12345678.\n",
                         0) == 0);
        CHECK(has(text, "- #2 exit 1 — 5 test failures detected — 12345678 — analyze_then_fix\n"));
        CHECK(has(text, "## Trend:\nfailing tests 5 → 5 → 5\n"));
        CHECK(has(text, "## Still failing (5):\n- test-failure t0\n"));
        CHECK(has(text, "## Strategy: context_expand\nThe same test failure came back.\n"));
        CHECK(has(text, "3. Stop: end the loop here; `loopclose history --state 'loop state.json' "
                        "--reset` starts a new cycle.\n"));
        CHECK(reset_command("a/s.json") == "loopclose history --state a/s.json --reset");

        const auto j = make_history_json(view);
        CHECK(j["schema"] == "loopclose.history/1");
        CHECK(j["event"] == "loop.halted");
        CHECK(j["haltReason"] == "repeated_error");
        CHECK(j["iteration"] == 3);
        CHECK(j["signatures"].size() == 3);
        CHECK(j["failingSets"][0].size() == 5);
        CHECK(j["strategy"] == "context_expand");
        CHECK(j["strategiesTried"][0] == "analyze_then_fix");
        CHECK(j["suggestedActions"].size() == 3);
        CHECK(j["thresholds"]["maxIterations"] == 8);
        CHECK(j["thresholds"]["similarity"] == 0.9);
        CHECK(j["deadLetter"].is_null());
        CHECK(render_history_json(view).back() == '\n');

        const std::string letter = render_dead_letter(view);
        CHECK(letter.rfind("# Dead letter: cycle 1 of loop state.json\n", 0) == 0);
        CHECK(has(letter, "- **Strategies tried:** analyze_then_fix\n"));
        CHECK(has(letter, "## Error chain\n\n### Run 1 (2025-11-25T19:47:40Z)\n"));
        CHECK(has(letter, "## Files involved\n- src/a.rs\n"));
        CHECK(has(letter, "## Suggested manual steps\n1. Make each failing test pass"));
    }
    SUBCASE("a completed cycle lists no options and no failures") {
        HistoryEntry pass = failing(2, 0, "");
        pass.outcome = Outcome::pass;
        pass.exit_code = 0;
        pass.strategy.reset();
        const std::vector<HistoryEntry> entries{failing(1, 2, "ab"), pass};
        Decision d;
        d.event = LoopEvent::completed;
        d.detail = "the run passed: the cycle is complete";
        const Thresholds t;
        const std::string text = render_history_text({entries, d, t, "s.json", ""});
        CHECK(text.rfind("# Loop completed (run 2, cycle 1)\n", 0) == 0);
        CHECK(has(text, "- #2 exit 0 — passed\n"));
        CHECK(has(text, "failing tests 2 → 0"));
        CHECK_FALSE(has(text, "## Options"));
        CHECK_FALSE(has(text, "## Still failing"));
    }
    SUBCASE("the --show summary") {
        const std::vector<HistoryEntry> entries{failing(1, 2, "abcdef0123")};
        Thresholds t;
        t.similarity = 0.85;
        const std::string text = render_state_text(entries, true, t, "s.json");
        CHECK(has(text, "Stop requested: yes\n"));
        CHECK(has(text, "--similarity 0.85,"));
        CHECK(has(text, "- cycle 1 run 1 at 2025-11-25T19:47:40Z: exit 1, fail, test-failure × 2, "
                        "abcdef01 → loop.continue\n"));
    }
}
