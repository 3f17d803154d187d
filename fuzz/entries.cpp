// SPDX-License-Identifier: MIT
#include "fuzz/entries.hpp"

#include "fuzz/mcp_entry.hpp"
#include "fuzz/pipeline_entry.hpp"
#include "fuzz/reports_entry.hpp"
#include "fuzz/rules_entry.hpp"
#include "fuzz/run_args_entry.hpp"
#include "fuzz/state_entry.hpp"

#include <array>

namespace loopclose::fuzz {

namespace {

constexpr std::array k_entries{
    FuzzEntry{"mcp", &check_mcp_session_fast, &check_mcp_session},
    FuzzEntry{"pipeline", &check_pipeline_fast, &check_pipeline},
    FuzzEntry{"report_cargo", &check_cargo_json_report},
    FuzzEntry{"report_go", &check_go_test_json_report},
    FuzzEntry{"report_junit", &check_junit_report},
    FuzzEntry{"report_lint", &check_lint_json_report},
    FuzzEntry{"report_sarif", &check_sarif_report},
    FuzzEntry{"report_tap", &check_tap_report},
    FuzzEntry{"reports", &check_report},
    FuzzEntry{"rules", &check_rules},
    FuzzEntry{"run_args", &check_run_args},
    FuzzEntry{"state", &check_state_file},
};

} // namespace

std::span<const FuzzEntry> fuzz_entries() {
    return k_entries;
}

const FuzzEntry* find_fuzz_entry(std::string_view name) {
    for (const auto& entry : k_entries) {
        if (entry.name == name) {
            return &entry;
        }
    }
    return nullptr;
}

} // namespace loopclose::fuzz
