// SPDX-License-Identifier: MIT
// The tool table: every tool loopclose knows by name, with the command that re-runs one
// failing test and the command that re-checks a build or lint error. Detectors and
// line rules name a tool by its id; the report looks the id up here and nowhere else
// (ARCHITECTURE.md, "Adding a tool").
#pragma once

#include "core/evidence.hpp"

#include <span>
#include <string>
#include <string_view>

namespace loopclose::core {

struct ToolInfo {
    std::string_view id;   // "rspec": the value of Evidence::tool
    std::string_view name; // "RSpec", for people
    // Re-runs one failing test; empty when the tool has no such filter. Placeholders:
    // {name} the label, {name_re} the label as a regex, {last_re} its part after the
    // last `separator` as a regex, {anchored_re} ^label$, {go_run} a go -run filter,
    // {file} the file, {file_line} file:line; each is shell-quoted.
    std::string_view rerun;
    std::string_view separator;
    // Re-checks a compile, type or lint error (same placeholders); empty when unknown.
    std::string_view recheck;
};

// Every known tool, in a stable order (ids unique).
std::span<const ToolInfo> all_tools();

// The row for `id`; nullptr when loopclose does not know it.
const ToolInfo* find_tool(std::string_view id);

// `pattern` with its placeholders filled from `item`; empty when the pattern is empty
// or needs a field the item lacks.
std::string expand_tool_command(std::string_view pattern, std::string_view separator,
                                const Evidence& item);

// Wraps text in single quotes for a POSIX shell.
std::string shell_quote(std::string_view text);

} // namespace loopclose::core
