// SPDX-License-Identifier: MIT
// Tools that print JSON instead of text: `go test -json` and libtest's `--format json`
// (one event per line), `pyright --outputjson` (one document). Parsed with nlohmann/json, bounded
// by the stream size the pipeline already capped.
#include "core/detectors/common.hpp"
#include "core/detectors/detectors_impl.hpp"

#include <nlohmann/json.hpp>

namespace loopclose::core::detail {

namespace {

bool starts_go_json(std::string_view line) {
    return starts_with(line, "{\"Time\":") || starts_with(line, "{\"Action\":");
}

// The whole stream as one string when it is a single JSON document.
std::string joined_document(const StreamLines& s) {
    std::string text;
    for (const std::string_view line : s.lines) {
        text += line;
        text += '\n';
    }
    return text;
}

// True when one of the first 400 lines of `s` starts an event `starts` recognises: the
// events may follow the lines of the wrapper that ran the tool (make's echo of its
// recipe, "go: downloading …", cargo's "Compiling …", a docker build's steps before the
// one that runs the tests). A stream whose events start later is read as text.
template <typename Starts> bool events_start_early(const StreamLines& s, Starts&& starts) {
    for (std::size_t k = 0; k < s.lines.size() && k < 400; ++k) {
        if (starts(s.lines[k])) {
            return true;
        }
    }
    return false;
}

} // namespace

DecodedStream decode_go_test_json(const StreamLines& s) {
    DecodedStream decoded;
    decoded.lines.stream = s.stream;
    if (!events_start_early(s, starts_go_json)) {
        return decoded;
    }
    std::string text;
    for (const std::string_view line : s.lines) {
        if (!starts_go_json(line) || !contains(line, "\"Action\":\"output\"")) {
            continue;
        }
        const auto event = nlohmann::json::parse(line, nullptr, false);
        if (event.is_discarded() || !event.is_object()) {
            continue;
        }
        const auto output = event.find("Output");
        if (output != event.end() && output->is_string()) {
            text += output->get<std::string>();
        }
    }
    decoded.text = clean_output(text);
    decoded.lines.lines = split_lines(decoded.text);
    return decoded;
}

DecodedStream decode_libtest_json(const StreamLines& s) {
    // libtest's own JSON (`cargo test -- -Z unstable-options --format json`): one event a
    // line, '{ "type": "test", "name": "tests::x", "event": "failed", "stdout": "…" }'
    // (a should_panic test that did not panic has a "message" instead). Each failed test
    // becomes the block cargo prints for it in text, for its parser.
    constexpr std::string_view k_event = "{ \"type\": \"";
    DecodedStream decoded;
    decoded.lines.stream = s.stream;
    if (!events_start_early(s, [&](std::string_view line) { return starts_with(line, k_event); })) {
        return decoded;
    }
    std::string names;
    std::string text = "failures:\n\n";
    for (const std::string_view line : s.lines) {
        if (!starts_with(line, "{ \"type\": \"test\"") ||
            !contains(line, "\"event\": \"failed\"")) {
            continue;
        }
        const auto event = nlohmann::json::parse(line, nullptr, false);
        if (event.is_discarded() || !event.is_object()) {
            continue;
        }
        const std::string name = event.value("name", "");
        if (name.empty() || name.find('\n') != std::string::npos) {
            continue;
        }
        text += "---- " + name + " stdout ----\n";
        if (const auto out = event.find("stdout"); out != event.end() && out->is_string()) {
            text += out->get<std::string>();
            text += '\n';
        } else if (const auto why = event.find("message"); why != event.end() && why->is_string()) {
            text += "note: " + why->get<std::string>() + '\n';
        }
        names += "test " + name + " ... FAILED\n";
    }
    if (names.empty()) {
        return decoded;
    }
    text += '\n' + names;
    decoded.text = clean_output(text);
    decoded.lines.lines = split_lines(decoded.text);
    return decoded;
}

void detect_pyright_json(const StreamLines& s, std::vector<Evidence>& out) {
    // (basedpyright prints a blank line before the document.)
    std::size_t first = 0;
    while (first < s.lines.size() && first < 4 && trim(s.lines[first]).empty()) {
        ++first;
    }
    if (first == s.lines.size() || s.lines[first] != "{") {
        return;
    }
    const std::string text = joined_document(s);
    if (!contains(text, "\"generalDiagnostics\"")) {
        return;
    }
    const auto doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.contains("generalDiagnostics") ||
        !doc["generalDiagnostics"].is_array()) {
        return;
    }
    for (const auto& d : doc["generalDiagnostics"]) {
        if (!d.is_object() || d.value("severity", "") != "error") {
            continue;
        }
        const std::string file = d.value("file", "");
        const std::string rule = d.value("rule", "");
        const std::string message = d.value("message", "");
        unsigned line = 0;
        unsigned column = 0;
        if (const auto range = d.find("range"); range != d.end() && range->is_object()) {
            const auto& start = (*range)["start"];
            if (start.is_object() && start.value("line", -1) >= 0) {
                // pyright's JSON positions count from 0.
                line = static_cast<unsigned>(start.value("line", 0)) + 1;
                column = static_cast<unsigned>(start.value("character", 0)) + 1;
            }
        }
        // The snippet is the message's first line; source_line 0 is the document.
        Evidence item;
        item.kind = rule.empty() ? Kind::syntax_error : Kind::typecheck_error;
        item.file = make_snippet(file, 512);
        item.line = line;
        item.column = line == 0 ? 0 : column;
        item.label = make_snippet(rule);
        item.snippet = make_snippet(sanitize_utf8(message.substr(0, message.find('\n'))));
        item.stream = s.stream;
        item.tool = "pyright";
        out.push_back(item);
        static const Pattern import(R"re(^Import "([^"]+)" could not be resolved)re");
        std::array<std::string_view, 1> g;
        if (rule == "reportMissingImports" && import.search(message, g)) {
            item.kind = Kind::missing_module;
            item.label = make_snippet(g[0]);
            out.push_back(item);
        }
    }
}

void detect_gcc_json_lines(const StreamLines& s, std::vector<Evidence>& out) {
    static const Pattern no_such_file(R"re(^(\S+): No such file or directory$)re");
    for (std::size_t i = s.next_hot(0, Kind::compile_error); i < s.lines.size();
         i = s.next_hot(i + 1, Kind::compile_error)) {
        const std::string_view line = s.lines[i];
        if (!starts_with(line, "[{\"kind\": \"")) {
            continue;
        }
        const auto doc = nlohmann::json::parse(line, nullptr, false);
        if (doc.is_discarded() || !doc.is_array()) {
            continue;
        }
        for (const auto& d : doc) {
            if (!d.is_object()) {
                continue;
            }
            const std::string kind = d.value("kind", "");
            if (kind != "error" && kind != "fatal error") {
                continue;
            }
            const auto locations = d.find("locations");
            if (locations == d.end() || !locations->is_array() || locations->empty() ||
                !(*locations)[0].is_object()) {
                continue;
            }
            const auto caret = (*locations)[0].find("caret");
            if (caret == (*locations)[0].end() || !caret->is_object()) {
                continue;
            }
            std::string option = d.value("option", "");
            if (starts_with(option, "-Werror=")) {
                option = "-W" + option.substr(8);
            }
            const std::string message = d.value("message", "");
            const int line_number = caret->value("line", 0);
            const int column = caret->value("column", 0);
            Evidence item;
            item.kind = Kind::compile_error;
            item.file = make_snippet(sanitize_utf8(caret->value("file", "")), 512);
            item.line = line_number > 0 ? static_cast<std::uint32_t>(line_number) : 0;
            item.column = item.line != 0 && column > 0 ? static_cast<std::uint32_t>(column) : 0;
            item.label = make_snippet(sanitize_utf8(option));
            item.snippet = make_snippet(sanitize_utf8(message.substr(0, message.find('\n'))));
            item.source_line = static_cast<std::uint32_t>(i);
            item.stream = s.stream;
            item.tool = "gcc";
            std::array<std::string_view, 1> g;
            if (kind == "fatal error" && no_such_file.search(message, g)) {
                item.kind = Kind::missing_module;
                item.label = make_snippet(sanitize_utf8(g[0]));
            }
            out.push_back(std::move(item));
        }
    }
}

} // namespace loopclose::core::detail
