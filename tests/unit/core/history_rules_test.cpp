// SPDX-License-Identifier: MIT
#include "core/history_rules.hpp"

#include <doctest/doctest.h>
#include <string>
#include <vector>

using namespace loopclose::core;

namespace {

// A loop driven the way `history` drives it: one record_run per run.
struct Loop {
    std::vector<HistoryEntry> entries;
    Thresholds t;
    bool stop = false;
    std::int64_t now = 1'800'000'000;

    // A failing run of `kind` with these failing identities.
    Decision fail(Kind kind, std::vector<std::string> ids, std::string excerpt = "out",
                  std::string artifact = "") {
        Analysis a;
        a.exit_code = 1;
        a.failed = true;
        a.primary = kind;
        RunSignature s;
        s.primary = kind;
        s.identities = std::move(ids);
        s.failing_count = s.identities.size();
        std::string text(kind_info(kind).id);
        for (const auto& id : s.identities) {
            text += '\n' + id;
        }
        s.signature = hash_hex(text);
        s.excerpt = std::move(excerpt);
        return record(a, s, std::move(artifact));
    }
    // A failing run with no evidence (no-patterns-matched).
    Decision unmatched(std::string excerpt) {
        Analysis a;
        a.exit_code = 1;
        a.failed = true;
        a.stall_reason = "no-patterns-matched";
        RunSignature s;
        s.nothing_to_fix = true;
        s.excerpt = std::move(excerpt);
        return record(a, s, "");
    }
    Decision pass() {
        Analysis a;
        a.exit_code = 0;
        return record(a, RunSignature{}, "");
    }
    Decision record(const Analysis& a, const RunSignature& s, std::string artifact) {
        now += 60;
        HistoryEntry e = make_entry(entries, 0, a, s, std::move(artifact), now);
        return record_run(entries, std::move(e), t, stop, now);
    }
};

// n failing identities named prefix0, prefix1, …
std::vector<std::string> ids(std::size_t n, const std::string& prefix = "t") {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back(prefix + std::to_string(i));
    }
    return out;
}

const std::string k_log_a = "error: connection to the database failed after retrying the "
                            "request three times; check the service configuration file";
const std::string k_log_a2 = "error: connection to the database failed after retrying the "
                             "request four times; check the service configuration file";
const std::string k_log_b = "segmentation fault in worker thread while parsing input, core "
                            "dumped to the current directory";

} // namespace

TEST_CASE("core::history_rules") {
    Loop loop;
    SUBCASE("repeated_error: the last 3 failing runs have one signature") {
        CHECK(loop.fail(Kind::test_failure, ids(2)).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(2)).event == LoopEvent::proceed);
        const Decision d = loop.fail(Kind::test_failure, ids(2));
        CHECK(d.event == LoopEvent::halted);
        CHECK(d.reason == HaltReason::repeated_error);
        CHECK(d.detail.find("the last 3 failing runs have the same signature") == 0);
        CHECK(loop.entries.back().halt_reason == HaltReason::repeated_error);
        CHECK(loop.entries.back().event == LoopEvent::halted);
    }
    SUBCASE("repeated_error honours --repeat") {
        loop.t.repeat = 4;
        loop.t.stall = 10;
        for (int i = 0; i < 3; ++i) {
            CHECK(loop.fail(Kind::test_failure, ids(2)).event == LoopEvent::proceed);
        }
        CHECK(loop.fail(Kind::test_failure, ids(2)).reason == HaltReason::repeated_error);
    }
    SUBCASE("repeated_error for unmatched runs compares outputs with the fuzzy ratio") {
        loop.t.max_failures = 10;
        CHECK(loop.unmatched(k_log_a).event == LoopEvent::proceed);
        CHECK(loop.unmatched(k_log_a2).event == LoopEvent::proceed);
        const Decision d = loop.unmatched(k_log_a);
        CHECK(d.reason == HaltReason::repeated_error);
        CHECK(d.detail.find("matched no pattern") != std::string::npos);
    }
    SUBCASE("unmatched runs below the similarity threshold are different") {
        loop.t.max_failures = 10;
        loop.t.similarity = 0.99; // k_log_a vs k_log_a2 is about 0.97
        loop.unmatched(k_log_a);
        loop.unmatched(k_log_a2);
        CHECK(loop.unmatched(k_log_a).event == LoopEvent::proceed);
    }
    SUBCASE("oscillating: A, B, A, B") {
        CHECK(loop.fail(Kind::test_failure, ids(2, "a")).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(3, "b")).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(2, "a")).event == LoopEvent::proceed);
        const Decision d = loop.fail(Kind::test_failure, ids(3, "b"));
        CHECK(d.reason == HaltReason::oscillating);
        CHECK(d.detail.find("alternate between two failures") != std::string::npos);
    }
    SUBCASE("A, B, A, C does not oscillate") {
        loop.fail(Kind::test_failure, ids(2, "a"));
        loop.fail(Kind::test_failure, ids(3, "b"));
        loop.fail(Kind::test_failure, ids(2, "a"));
        CHECK(loop.fail(Kind::test_failure, ids(1, "c")).event == LoopEvent::proceed);
    }
    SUBCASE("stalled: the failing count does not decrease for 3 runs") {
        loop.fail(Kind::test_failure, ids(5, "a"));
        loop.fail(Kind::test_failure, ids(5, "b"));
        loop.fail(Kind::test_failure, ids(6, "c"));
        const Decision d = loop.fail(Kind::test_failure, ids(6, "d"));
        CHECK(d.reason == HaltReason::stalled);
        CHECK(d.detail == "the failing count has not decreased for 3 runs: 5 → 5 → 6 → 6");
    }
    SUBCASE("counts of different kinds are not compared") {
        loop.fail(Kind::compile_error, ids(5, "a"));
        loop.fail(Kind::compile_error, ids(5, "b"));
        loop.fail(Kind::test_failure, ids(5, "c"));
        CHECK(loop.fail(Kind::test_failure, ids(5, "d")).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(5, "e")).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(6, "f")).reason == HaltReason::stalled);
    }
    SUBCASE("a decreasing count is progress") {
        loop.fail(Kind::test_failure, ids(7, "a"));
        loop.fail(Kind::test_failure, ids(7, "b"));
        loop.fail(Kind::test_failure, ids(8, "c"));
        CHECK(loop.fail(Kind::test_failure, ids(4, "d")).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(2, "e")).event == LoopEvent::proceed);
    }
    SUBCASE("stalled: the artifact is unchanged in 2 consecutive failing runs") {
        CHECK(loop.fail(Kind::test_failure, ids(3, "a"), "x", "diff1").event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(2, "b"), "x", "diff2").event == LoopEvent::proceed);
        const Decision d = loop.fail(Kind::test_failure, ids(1, "c"), "x", "diff2");
        CHECK(d.reason == HaltReason::stalled);
        CHECK(d.detail.find("artifact diff2 is unchanged") != std::string::npos);
    }
    SUBCASE("the stalled rule skips runs that give nothing to fix") {
        loop.t.max_failures = 10;
        loop.fail(Kind::test_failure, ids(5, "a"));
        loop.unmatched("one");
        loop.fail(Kind::test_failure, ids(5, "b"));
        loop.unmatched("two two two two");
        CHECK(loop.fail(Kind::test_failure, ids(5, "c")).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(5, "d")).reason == HaltReason::stalled);
    }
    SUBCASE("budget_exceeded: more than --max-iterations runs") {
        loop.t.max_iterations = 3;
        for (std::size_t n = 9; n > 6; --n) {
            CHECK(loop.fail(Kind::test_failure, ids(n, "x" + std::to_string(n))).event ==
                  LoopEvent::proceed);
        }
        const Decision d = loop.fail(Kind::test_failure, ids(1, "y"));
        CHECK(d.reason == HaltReason::budget_exceeded);
        CHECK(d.detail == "run 4 of this cycle is more than --max-iterations (3)");
    }
    SUBCASE("budget_exceeded: --max-failures runs that give nothing to fix") {
        CHECK(loop.unmatched("alpha").event == LoopEvent::proceed);
        CHECK(loop.unmatched("beta gamma").event == LoopEvent::proceed);
        const Decision d = loop.unmatched("delta epsilon zeta");
        CHECK(d.reason == HaltReason::budget_exceeded);
        CHECK(d.detail.find("the last 3 runs gave nothing to fix") == 0);
    }
    SUBCASE("budget_exceeded: --max-runtime since the cycle's first run") {
        loop.t.max_runtime = 100;
        CHECK(loop.fail(Kind::test_failure, ids(3, "a")).event == LoopEvent::proceed);
        loop.now += 50; // 110 s after the first run
        const Decision d = loop.fail(Kind::test_failure, ids(2, "b"));
        CHECK(d.reason == HaltReason::budget_exceeded);
        CHECK(d.detail.find("110 seconds since the cycle's first run") == 0);
    }
    SUBCASE("--max-runtime 0 turns the time budget off") {
        loop.t.max_runtime = 0;
        loop.fail(Kind::test_failure, ids(3, "a"));
        loop.now += 1'000'000;
        CHECK(loop.fail(Kind::test_failure, ids(2, "b")).event == LoopEvent::proceed);
    }
    SUBCASE("user_stop wins over everything, a pass included") {
        loop.stop = true;
        CHECK(loop.pass().reason == HaltReason::user_stop);
        loop.t.max_iterations = 1;
        loop.fail(Kind::test_failure, ids(1));
        loop.fail(Kind::test_failure, ids(1));
        CHECK(loop.fail(Kind::test_failure, ids(1)).reason == HaltReason::user_stop);
    }
    SUBCASE("precedence: budget_exceeded before repeated_error") {
        loop.t.max_iterations = 2;
        loop.fail(Kind::test_failure, ids(2));
        loop.fail(Kind::test_failure, ids(2));
        CHECK(loop.fail(Kind::test_failure, ids(2)).reason == HaltReason::budget_exceeded);
    }
    SUBCASE("precedence: budget (max-failures) before a fuzzy repeated_error") {
        loop.unmatched(k_log_a);
        loop.unmatched(k_log_a);
        CHECK(loop.unmatched(k_log_a).reason == HaltReason::budget_exceeded);
    }
    SUBCASE("precedence: repeated_error before stalled") {
        loop.t.repeat = 4;
        for (int i = 0; i < 3; ++i) {
            loop.fail(Kind::test_failure, ids(4));
        }
        // Both hold now: 4 alike, and no decrease for 3 runs.
        CHECK(loop.fail(Kind::test_failure, ids(4)).reason == HaltReason::repeated_error);
    }
    SUBCASE("precedence: oscillating before stalled") {
        loop.fail(Kind::test_failure, ids(2, "a"));
        loop.fail(Kind::test_failure, ids(2, "b"));
        loop.fail(Kind::test_failure, ids(2, "a"));
        CHECK(loop.fail(Kind::test_failure, ids(2, "b")).reason == HaltReason::oscillating);
    }
    SUBCASE("a pass completes the cycle and resets the streak") {
        loop.fail(Kind::test_failure, ids(2));
        loop.fail(Kind::test_failure, ids(2));
        const Decision done = loop.pass();
        CHECK(done.event == LoopEvent::completed);
        CHECK_FALSE(done.strategy.has_value());
        CHECK(loop.entries.back().cycle_id == 1);
        CHECK(loop.entries.back().iteration == 3);
        CHECK(loop.fail(Kind::test_failure, ids(2)).event == LoopEvent::proceed);
        CHECK(loop.entries.back().cycle_id == 2);
        CHECK(loop.entries.back().iteration == 1);
        CHECK(loop.fail(Kind::test_failure, ids(2)).event == LoopEvent::proceed);
        CHECK(loop.fail(Kind::test_failure, ids(2)).reason == HaltReason::repeated_error);
    }
    SUBCASE("a clean run without its promise neither completes nor fails") {
        Analysis a;
        a.exit_code = 0;
        a.promise = "DONE";
        a.promise_status = PromiseStatus::missing;
        const Decision d = loop.record(a, RunSignature{}, "");
        CHECK(d.event == LoopEvent::proceed);
        CHECK(loop.entries.back().outcome == Outcome::unfinished);
        a.promise_status = PromiseStatus::kept;
        CHECK(loop.record(a, RunSignature{}, "").event == LoopEvent::completed);
    }
    SUBCASE("state entries are capped, oldest dropped") {
        loop.t.max_iterations = 1'000;
        for (std::size_t i = 0; i < k_max_history_entries + 7; ++i) {
            loop.fail(Kind::test_failure, ids(1, "n" + std::to_string(i)));
        }
        CHECK(loop.entries.size() == k_max_history_entries);
        CHECK(loop.entries.front().iteration == 8);
        CHECK(loop.entries.back().iteration == k_max_history_entries + 7);
    }
}

TEST_CASE("core::history_rules make_entry") {
    Analysis a;
    a.exit_code = 2;
    a.failed = true;
    a.primary = Kind::typecheck_error;
    a.stall_reason = "1 typecheck error detected";
    RunSignature s;
    s.primary = Kind::typecheck_error;
    s.signature = "00000000000000aa";
    s.identities = ids(k_max_stored_identities + 5);
    s.failing_count = s.identities.size();
    const HistoryEntry first = make_entry({}, 6, a, s, "h1", 1000);
    CHECK(first.cycle_id == 7); // after the state's last cycle id
    CHECK(first.iteration == 1);
    CHECK(first.cycle_start == 1000);
    CHECK(first.outcome == Outcome::fail);
    CHECK(first.failing.size() == k_max_stored_identities);
    CHECK(first.failing_count == k_max_stored_identities + 5);
    CHECK(first.artifact == "h1");
    const HistoryEntry second = make_entry({first}, 7, a, s, "", 1060);
    CHECK(second.cycle_id == 7);
    CHECK(second.iteration == 2);
    CHECK(second.cycle_start == 1000);
    s.nothing_to_fix = true;
    CHECK(make_entry({}, 0, a, s, "", 0).outcome == Outcome::nothing_to_fix);
    CHECK(outcome_from_id("nothing_to_fix") == Outcome::nothing_to_fix);
    CHECK(event_from_id("loop.halted") == LoopEvent::halted);
    CHECK(halt_reason_from_id("stalled") == HaltReason::stalled);
    CHECK_FALSE(halt_reason_from_id("bogus").has_value());
    CHECK(promise_status_from_id("claimed_done_but_failing") ==
          PromiseStatus::claimed_done_but_failing);
}

TEST_CASE("core::history_rules strategies") {
    Loop loop;
    loop.t.repeat = 50;
    loop.t.stall = 50;
    loop.t.oscillation = 50;
    SUBCASE("a strategy per primary kind") {
        CHECK(loop.fail(Kind::test_failure, ids(1)).strategy == Strategy::analyze_then_fix);
        CHECK(loop.fail(Kind::lint_error, ids(1)).strategy == Strategy::auto_fix);
        CHECK(loop.fail(Kind::typecheck_error, ids(1)).strategy == Strategy::context_expand);
        CHECK(loop.fail(Kind::missing_module, ids(1)).strategy == Strategy::dependency_check);
        CHECK(loop.fail(Kind::network_error, ids(1)).strategy == Strategy::retry_with_backoff);
        loop.t.max_failures = 10;
        CHECK(loop.unmatched("odd").strategy == Strategy::analyze_then_fix);
    }
    SUBCASE("non-retryable kinds escalate at once") {
        const Decision d = loop.fail(Kind::permission_error, ids(1));
        CHECK(d.strategy == Strategy::escalate);
        CHECK(d.strategy_reason.find("never retried automatically") != std::string::npos);
        CHECK(loop.fail(Kind::merge_conflict, ids(1)).strategy == Strategy::escalate);
    }
    SUBCASE("same error, same output: next untried strategy, then escalate") {
        CHECK(loop.fail(Kind::test_failure, ids(2), k_log_a).strategy ==
              Strategy::analyze_then_fix);
        // Another failing set, but 94% of the output's tokens are the same.
        const Decision second = loop.fail(Kind::test_failure, ids(3), k_log_a2);
        CHECK(second.strategy == Strategy::context_expand);
        CHECK(second.tried == std::vector<Strategy>{Strategy::analyze_then_fix});
        CHECK(second.strategy_reason == "the same test failure came back after analyze_then_fix "
                                        "(94% token overlap): try the next untried strategy");
        // The same failing set counts as the same output whatever the text.
        const Decision third = loop.fail(Kind::test_failure, ids(3), k_log_b);
        CHECK(third.strategy == Strategy::escalate);
        CHECK(third.tried ==
              std::vector<Strategy>{Strategy::analyze_then_fix, Strategy::context_expand});
        CHECK(third.strategy_reason ==
              "the same test failure came back after context_expand (identical failing set) and "
              "every strategy for it has been tried: escalate to a person");
    }
    SUBCASE("a halt for lack of progress never recommends the strategy that made none") {
        loop.t.stall = 3;
        loop.fail(Kind::test_failure, ids(5, "a"), k_log_a);
        loop.fail(Kind::test_failure, ids(5, "b"), k_log_b);
        loop.fail(Kind::test_failure, ids(5, "c"), k_log_a);
        const Decision d = loop.fail(Kind::test_failure, ids(5, "d"), k_log_b);
        REQUIRE(d.reason == HaltReason::stalled);
        CHECK(loop.entries[2].strategy == Strategy::analyze_then_fix); // kept: output changed
        CHECK(d.strategy == Strategy::context_expand);
        CHECK(d.strategy_reason ==
              "the loop halted without progress: try the next untried strategy");
    }
    SUBCASE("a kind's own strategy comes first, then the universal fallbacks") {
        CHECK(loop.fail(Kind::lint_error, ids(1), k_log_a).strategy == Strategy::auto_fix);
        CHECK(loop.fail(Kind::lint_error, ids(1), k_log_a).strategy == Strategy::context_expand);
        CHECK(loop.fail(Kind::lint_error, ids(1), k_log_a).strategy == Strategy::analyze_then_fix);
        CHECK(loop.fail(Kind::lint_error, ids(1), k_log_a).strategy == Strategy::escalate);
    }
    SUBCASE("changed output keeps the strategy that is working") {
        loop.fail(Kind::typecheck_error, ids(3), k_log_a);
        const Decision d = loop.fail(Kind::typecheck_error, ids(2), k_log_b);
        CHECK(d.strategy == Strategy::context_expand);
        CHECK(d.strategy_reason ==
              "the output changed after context_expand (12% token overlap): stay with it");
    }
    SUBCASE("a new primary kind starts from its own strategy") {
        loop.fail(Kind::test_failure, ids(1), k_log_a);
        loop.fail(Kind::test_failure, ids(1), k_log_a); // context_expand now
        const Decision d = loop.fail(Kind::lint_error, ids(1), k_log_a);
        CHECK(d.strategy == Strategy::auto_fix);
        CHECK(d.strategy_reason == "the failure changed to a lint error");
    }
}
