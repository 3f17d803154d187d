// SPDX-License-Identifier: MIT
// `loopclose tools`: the tool table (core/tools.hpp) with each tool's kinds and how many
// captured runs in tests/fixtures it explains, as text or JSON.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "core/kinds.hpp"
#include "core/tools.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

namespace loopclose::cli {

namespace {

unsigned fixture_runs(std::string_view id) {
    for (const auto& c : core::tool_coverage()) {
        if (c.id == id) {
            return c.fixtures;
        }
    }
    return 0;
}

std::string kind_list(std::string_view id, std::string_view separator) {
    std::string out;
    for (const core::Kind kind : core::tool_kinds(id)) {
        out += (out.empty() ? "" : std::string(separator)) + std::string(core::kind_info(kind).id);
    }
    return out;
}

std::string render_tools_text() {
    std::string out;
    for (const auto& tool : core::all_tools()) {
        std::string row(tool.id);
        row.resize(std::max<std::size_t>(row.size() + 1, 15), ' ');
        std::string runs = std::to_string(fixture_runs(tool.id));
        runs.insert(0, runs.size() < 3 ? 3 - runs.size() : 0, ' ');
        row += runs + "  ";
        const std::string_view command = !tool.rerun.empty() ? tool.rerun : tool.recheck;
        std::string shown = command.empty() ? std::string("-") : std::string(command);
        shown.resize(std::max<std::size_t>(shown.size() + 1, 48), ' ');
        row += shown + kind_list(tool.id, ",");
        while (row.back() == ' ') {
            row.pop_back();
        }
        out += row + "\n";
    }
    return out;
}

std::string render_tools_json() {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& tool : core::all_tools()) {
        nlohmann::ordered_json kinds = nlohmann::ordered_json::array();
        for (const core::Kind kind : core::tool_kinds(tool.id)) {
            kinds.push_back(core::kind_info(kind).id);
        }
        list.push_back({{"id", tool.id},
                        {"name", tool.name},
                        {"kinds", kinds},
                        {"fixtures", fixture_runs(tool.id)},
                        {"rerun", tool.rerun},
                        {"recheck", tool.recheck}});
    }
    nlohmann::ordered_json doc = {{"schema", "loopclose.tools/1"}, {"tools", list}};
    return doc.dump(2) + "\n";
}

} // namespace

CLI::App* add_tools_command(CLI::App& root, int& status) {
    return add_listing_command(
        root, status, "tools",
        "List the tools loopclose knows: id, captured runs, re-run command, kinds",
        render_tools_text, render_tools_json);
}

} // namespace loopclose::cli
