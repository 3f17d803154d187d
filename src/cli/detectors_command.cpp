// SPDX-License-Identifier: MIT
// `loopclose detectors`: the registry table, as text or JSON.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "core/detectors.hpp"

#include <CLI/CLI.hpp>
#include <memory>
#include <nlohmann/json.hpp>

namespace loopclose::cli {

namespace {

std::string_view gate_text(core::Gate gate) {
    switch (gate) {
    case core::Gate::exit_failed:
        return "unless exit 0";
    case core::Gate::run_failed:
        return "failed runs";
    case core::Gate::always:
        break;
    }
    return "always";
}

std::string render_detectors_text() {
    std::string out;
    for (const auto& d : core::detector_registry()) {
        const auto& info = core::kind_info(d.kind);
        std::string row(d.id);
        row.resize(21, ' ');
        row += info.blocking ? "blocking  " : "advisory  ";
        std::string gate(gate_text(d.gate));
        gate.resize(15, ' ');
        out += row + gate + std::string(d.description) + "\n";
    }
    return out;
}

std::string render_detectors_json() {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& d : core::detector_registry()) {
        const auto& info = core::kind_info(d.kind);
        list.push_back({{"id", d.id},
                        {"kind", info.id},
                        {"label", info.singular},
                        {"blocking", info.blocking},
                        {"runs", gate_text(d.gate)},
                        {"strategy", core::strategy_id(info.strategy)},
                        {"description", d.description}});
    }
    nlohmann::ordered_json doc = {{"schema", "loopclose.detectors/1"}, {"detectors", list}};
    return doc.dump(2) + "\n";
}

} // namespace

CLI::App* add_listing_command(CLI::App& root, int& status, const std::string& name,
                              const std::string& description, std::string (*text)(),
                              std::string (*json)()) {
    auto format = std::make_shared<std::string>("text");
    CLI::App* cmd = root.add_subcommand(name, description);
    add_format_option(*cmd, *format, {"text", "json"});
    cmd->callback([format, &status, text, json] {
        emit({}, *format == "json" ? json() : text());
        status = 0;
    });
    return cmd;
}

CLI::App* add_detectors_command(CLI::App& root, int& status) {
    return add_listing_command(
        root, status, "detectors",
        "List the detectors: id, blocking or advisory, when it runs, what it matches",
        render_detectors_text, render_detectors_json);
}

} // namespace loopclose::cli
