// SPDX-License-Identifier: MIT
// The line rules of each family of tools (internal to src/core/tools/). Each file in
// this folder holds the rows of the tools it names; builtin_rules() joins them, the
// specific tools first and the shapes many tools share (generic.cpp) last.
#pragma once

#include "core/line_rules.hpp"

#include <span>

namespace loopclose::core::tools {

std::span<const LineRule> ruby_rules();
std::span<const LineRule> php_rules();
std::span<const LineRule> jvm_rules();
std::span<const LineRule> python_rules();
std::span<const LineRule> javascript_rules();
std::span<const LineRule> native_rules();
std::span<const LineRule> config_rules();
std::span<const LineRule> build_rules();
std::span<const LineRule> scripting_rules();
std::span<const LineRule> language_rules();
std::span<const LineRule> gate_rules();
std::span<const LineRule> docs_rules();
std::span<const LineRule> generic_rules();

// Hand-written parsers of one tool each (registered in builtin_parsers()).
void parse_catch2(const StreamLines& stream, std::vector<Evidence>& out);
void parse_cmocka(const StreamLines& stream, std::vector<Evidence>& out);
void parse_teamcity(const StreamLines& stream, std::vector<Evidence>& out);
void parse_php_uncaught(const StreamLines& stream, std::vector<Evidence>& out);
void parse_junit5_verbose(const StreamLines& stream, std::vector<Evidence>& out);
void parse_pytest_pylint(const StreamLines& stream, std::vector<Evidence>& out);
void parse_bun_unhandled(const StreamLines& stream, std::vector<Evidence>& out);
void parse_prettier_list(const StreamLines& stream, std::vector<Evidence>& out);
void parse_ava_details(const StreamLines& stream, std::vector<Evidence>& out);
void parse_csv_findings(const StreamLines& stream, std::vector<Evidence>& out);
void parse_json_config(const StreamLines& stream, std::vector<Evidence>& out);
void parse_dpkg_unmet(const StreamLines& stream, std::vector<Evidence>& out);
void parse_marked_failures(const StreamLines& stream, std::vector<Evidence>& out);

} // namespace loopclose::core::tools
