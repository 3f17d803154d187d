// SPDX-License-Identifier: MIT
// Test helpers: reading the captured fixtures under tests/fixtures/.
#pragma once

#include "core/pipeline.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace loopclose::test {

inline std::filesystem::path source_dir() {
    return LOOPCLOSE_SOURCE_DIR;
}

inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// A captured fixture: the streams and the exit code exactly as recorded.
struct Fixture {
    std::string name; // "<tool>/<case>"
    std::string out;
    std::string err;
    std::optional<std::int32_t> exit_code;
    std::string expected;
    std::string expected_messages; // "label<TAB>line | line…" per item; "#" lines are notes
    // The run's machine reports (files named report.*), read as --report reads them.
    std::shared_ptr<std::vector<core::ParsedReport>> reports =
        std::make_shared<std::vector<core::ParsedReport>>();

    core::RunInput input() const {
        core::RunInput in{out, err, exit_code};
        in.reports = reports.get();
        return in;
    }
};

inline Fixture load_fixture(const std::filesystem::path& dir) {
    Fixture f;
    f.name = dir.parent_path().filename().string() + "/" + dir.filename().string();
    f.out = read_file(dir / "stdout");
    f.err = read_file(dir / "stderr");
    const std::string code = read_file(dir / "exit_code");
    if (!code.empty()) {
        f.exit_code = std::stoi(code);
    }
    f.expected = read_file(dir / "expected");
    if (std::filesystem::exists(dir / "expected_messages")) {
        f.expected_messages = read_file(dir / "expected_messages");
    }
    std::vector<std::filesystem::path> reports;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().filename().string().starts_with("report.")) {
            reports.push_back(entry.path());
        }
    }
    std::sort(reports.begin(), reports.end());
    for (const auto& path : reports) {
        const std::string text = read_file(path);
        core::ReportResult result =
            core::read_report({path.filename().string(), text, text.size(), {}});
        if (!result.report) {
            throw std::runtime_error(f.name + ": " + result.error.message);
        }
        f.reports->push_back(std::move(*result.report));
    }
    return f;
}

inline Fixture load_fixture(const std::string& name) {
    return load_fixture(source_dir() / "tests" / "fixtures" / name);
}

inline core::Analysis analyze_fixture(const Fixture& f) {
    return core::analyze(f.input());
}

// Every fixture folder, sorted by name.
inline std::vector<std::filesystem::path> all_fixture_dirs() {
    std::vector<std::filesystem::path> dirs;
    for (const auto& tool :
         std::filesystem::directory_iterator(source_dir() / "tests" / "fixtures")) {
        if (!tool.is_directory()) {
            continue;
        }
        for (const auto& c : std::filesystem::directory_iterator(tool.path())) {
            if (c.is_directory() && std::filesystem::exists(c.path() / "exit_code")) {
                dirs.push_back(c.path());
            }
        }
    }
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}

// An item as a line of the `expected` format: kind, label, file, line, column.
inline std::string expected_line(const core::Evidence& e) {
    const auto field = [](const std::string& s) { return s.empty() ? std::string("-") : s; };
    const auto number = [](unsigned n) { return n == 0 ? std::string("-") : std::to_string(n); };
    return std::string(core::kind_info(e.kind).id) + "\t" + field(e.label) + "\t" + field(e.file) +
           "\t" + number(e.line) + "\t" +
           (e.column == core::k_column_zero ? std::string("0") : number(e.column));
}

} // namespace loopclose::test
