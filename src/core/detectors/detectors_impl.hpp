// SPDX-License-Identifier: MIT
// The detector functions named in the registry (internal to src/core/detectors/).
#pragma once

#include "core/evidence.hpp"

#include <string>
#include <vector>

namespace loopclose::core::detail {

void detect_merge_conflicts(const DetectorInput& input, std::vector<Evidence>& out);
void detect_missing_commands(const DetectorInput& input, std::vector<Evidence>& out);
void detect_permission_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_out_of_memory(const DetectorInput& input, std::vector<Evidence>& out);
void detect_typecheck_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_syntax_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_compile_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_crashes(const DetectorInput& input, std::vector<Evidence>& out);
void detect_test_failures(const DetectorInput& input, std::vector<Evidence>& out);
void detect_missing_modules(const DetectorInput& input, std::vector<Evidence>& out);
void detect_timeouts(const DetectorInput& input, std::vector<Evidence>& out);
void detect_runtime_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_unhandled_rejections(const DetectorInput& input, std::vector<Evidence>& out);
void detect_not_implemented(const DetectorInput& input, std::vector<Evidence>& out);
void detect_network_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_lint_errors(const DetectorInput& input, std::vector<Evidence>& out);
void detect_incomplete_functions(const DetectorInput& input, std::vector<Evidence>& out);
void detect_stack_frames(const DetectorInput& input, std::vector<Evidence>& out);
void detect_fixme_markers(const DetectorInput& input, std::vector<Evidence>& out);
void detect_todo_markers(const DetectorInput& input, std::vector<Evidence>& out);

// A stream of JSON events decoded into the text the tool prints without JSON (its lines
// view `text`); no lines when the stream is not such a stream.
struct DecodedStream {
    std::string text;
    StreamLines lines;
};
// The text a `go test -json` stream carries in its "output" events.
DecodedStream decode_go_test_json(const StreamLines& s);
// Runs `fn(stream)` on stdout and stderr, then on the text each carries as `go test
// -json` events: a panic or a data race a JSON stream reports is in that text only.
template <typename Fn> void for_each_stream_and_go_json(const DetectorInput& input, Fn&& fn) {
    for (const StreamLines* s : {&input.out, &input.err}) {
        fn(*s);
        if (const DecodedStream decoded = decode_go_test_json(*s); !decoded.lines.lines.empty()) {
            fn(decoded.lines);
        }
    }
}
// The failed tests of libtest's JSON events (`cargo test -- --format json`) as the text
// cargo prints for them; no lines when there is none.
DecodedStream decode_libtest_json(const StreamLines& s);

// typecheck-error and missing-module items from a `pyright --outputjson` document.
void detect_pyright_json(const StreamLines& s, std::vector<Evidence>& out);
// gcc -fdiagnostics-format=json: one array of diagnostics a line, per file compiled, among
// other lines (make's, "compilation terminated.").
void detect_gcc_json_lines(const StreamLines& s, std::vector<Evidence>& out);

} // namespace loopclose::core::detail
