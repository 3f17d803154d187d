// SPDX-License-Identifier: MIT
#include "cli/errors.hpp"
#include "cli/state_file.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>
#include <string>

using namespace loopclose;
using cli::CliError;
using cli::State;

namespace {

core::HistoryEntry sample_entry() {
    core::HistoryEntry e;
    e.time = 1'764'100'060;
    e.cycle_id = 2;
    e.cycle_start = 1'764'100'000;
    e.iteration = 3;
    e.exit_code = -2'147'483'647 - 1;
    e.outcome = core::Outcome::nothing_to_fix;
    e.primary = core::Kind::permission_error;
    e.stall_reason = "1 permission error detected";
    e.signature = "0123456789abcdef";
    e.fingerprint = "fedcba9876543210";
    e.failing = {"permission-error ./x.sh", "caf\xc3\xa9 \"quoted\" \\ tab\t"};
    e.failing_count = 2;
    e.excerpt = "line one\nline two\n";
    e.artifact = "diff-hash";
    e.files = {"./x.sh"};
    e.promise = core::PromiseStatus::claimed_done_but_failing;
    e.strategy = core::Strategy::escalate;
    e.event = core::LoopEvent::halted;
    e.halt_reason = core::HaltReason::budget_exceeded;
    return e;
}

std::string error_of(const std::string& text) {
    try {
        (void)cli::parse_state(text, "s.json");
    } catch (const CliError& e) {
        return e.what();
    }
    return "no error";
}

const std::string k_head =
    R"({"schema":"loopclose.state/1","lastCycleId":1,"stopRequested":false,)";

} // namespace

TEST_CASE("cli::state_file") {
    SUBCASE("a state survives serialize and parse field by field") {
        State state;
        state.last_cycle_id = 2;
        state.stop_requested = true;
        state.entries.push_back(sample_entry());
        core::HistoryEntry plain;
        plain.time = 5;
        plain.cycle_id = 1;
        plain.iteration = 1;
        plain.outcome = core::Outcome::pass;
        state.entries.push_back(plain);
        const std::string text = cli::serialize_state(state);
        CHECK(text.rfind("{\n \"schema\": \"loopclose.state/1\",\n \"lastCycleId\": 2,", 0) == 0);
        const State back = cli::parse_state(text, "s.json");
        CHECK(back.last_cycle_id == 2);
        CHECK(back.stop_requested);
        REQUIRE(back.entries.size() == 2);
        const core::HistoryEntry& a = back.entries[0];
        const core::HistoryEntry b = sample_entry();
        CHECK(a.time == b.time);
        CHECK(a.cycle_id == b.cycle_id);
        CHECK(a.cycle_start == b.cycle_start);
        CHECK(a.iteration == b.iteration);
        CHECK(a.exit_code == b.exit_code);
        CHECK(a.outcome == b.outcome);
        CHECK(a.primary == b.primary);
        CHECK(a.stall_reason == b.stall_reason);
        CHECK(a.signature == b.signature);
        CHECK(a.fingerprint == b.fingerprint);
        CHECK(a.failing == b.failing);
        CHECK(a.failing_count == b.failing_count);
        CHECK(a.excerpt == b.excerpt);
        CHECK(a.artifact == b.artifact);
        CHECK(a.files == b.files);
        CHECK(a.promise == b.promise);
        CHECK(a.strategy == b.strategy);
        CHECK(a.event == b.event);
        CHECK(a.halt_reason == b.halt_reason);
        // Absent values come back absent.
        CHECK_FALSE(back.entries[1].exit_code.has_value());
        CHECK_FALSE(back.entries[1].primary.has_value());
        CHECK_FALSE(back.entries[1].strategy.has_value());
        CHECK(back.entries[1].halt_reason == core::HaltReason::none);
        CHECK(cli::serialize_state(back) == text);
    }
    SUBCASE("an empty state") {
        const State s = cli::parse_state(k_head + R"("entries":[]})", "s.json");
        CHECK(s.entries.empty());
        CHECK_FALSE(s.stop_requested);
    }
    SUBCASE("unknown fields are ignored within version 1") {
        const State s = cli::parse_state(k_head + R"("entries":[],"note":"x"})", "s.json");
        CHECK(s.last_cycle_id == 1);
    }
    SUBCASE("refused documents name the file and the problem") {
        CHECK(error_of("").find("state file 's.json' is not valid JSON") == 0);
        CHECK(error_of("{\"schema\":").find("is not valid JSON") != std::string::npos);
        CHECK(error_of("[]") == "'s.json' is not a loopclose state file (no \"schema\" field)");
        CHECK(error_of(R"({"schema":"loopclose.state/2","entries":[]})") ==
              "state file 's.json' has schema 'loopclose.state/2'; this loopclose reads "
              "loopclose.state/1");
        CHECK(error_of(R"({"schema":"loopclose.state/1","entries":[]})") ==
              "state file 's.json' is malformed: state.stopRequested is missing");
        CHECK(error_of(k_head + R"("entries":{}})") ==
              "state file 's.json' is malformed: \"entries\" must be an array");
        CHECK(error_of(k_head + R"("entries":[7]})") ==
              "state file 's.json' is malformed: entries[0] must be an object");
    }
    SUBCASE("each malformed field is refused") {
        nlohmann::ordered_json good = cli::entry_json(sample_entry());
        const std::pair<const char*, nlohmann::ordered_json> bad[] = {
            {"time", "soon"},
            {"cycleId", 0},
            {"iteration", -1},
            {"exitCode", 4'294'967'296LL},
            {"outcome", "maybe"},
            {"primaryKind", "gremlins"},
            {"failing", nlohmann::ordered_json::array({1})},
            {"failingCount", 1.5},
            {"promise", nullptr},
            {"strategy", "pray"},
            {"event", "loop.paused"},
            {"haltReason", "bored"},
        };
        // Named, not a structured binding: clang 14 cannot capture a binding in CAPTURE.
        for (const auto& field : bad) {
            const char* const key = field.first;
            const nlohmann::ordered_json& value = field.second;
            CAPTURE(key);
            nlohmann::ordered_json entry = good;
            entry[key] = value;
            const std::string text = k_head + "\"entries\":[" + entry.dump() + "]}";
            CHECK(error_of(text).find(std::string("entries[0].") + key) != std::string::npos);
        }
        nlohmann::ordered_json missing = good;
        missing.erase("fingerprint");
        CHECK(error_of(k_head + "\"entries\":[" + missing.dump() + "]}") ==
              "state file 's.json' is malformed: entries[0].fingerprint is missing");
    }
}
