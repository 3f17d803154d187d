// SPDX-License-Identifier: MIT
// cmocka (tests/fixtures/cmocka). Its console output splits a failure in two: the
// "[ RUN      ] name" and "[  FAILED  ] name" lines go to standard output, the reason
// ("[  ERROR   ] --- 0 != 0xa") and the place ("[   LINE   ] --- test_buf.c:18: error:
// Failure!") to standard error, which also ends with the list of failed tests. A test
// stops at its first failed assertion, so each failed test has one ERROR group. Read
// here: a stream holding both halves (2>&1) pairs a place with the test running; a
// stream holding the ERROR groups and the final list pairs them in order, when their
// counts agree. The TAP form (CMOCKA_MESSAGE_OUTPUT=TAP) puts the place in a "# " comment
// under "not ok N - name". The names alone, on standard output, read like GoogleTest's
// and are found by that detector.
#include "core/detectors/common.hpp"
#include "core/line_rules.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <string>

namespace loopclose::core::tools {

namespace {

constexpr std::string_view k_run = "[ RUN      ] ";
constexpr std::string_view k_failed = "[  FAILED  ] ";
constexpr std::string_view k_error = "[  ERROR   ] --- ";
constexpr std::string_view k_line = "[   LINE   ] --- ";

// "test_buf.c:18: error: Failure!" (after the LINE tag or a TAP "# ").
detail::Location failure_place(std::string_view text) {
    constexpr std::string_view k_tail = ": error: Failure!";
    if (!text.ends_with(k_tail)) {
        return {};
    }
    text.remove_suffix(k_tail.size());
    const std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos || colon == 0 || text.find(' ') != std::string_view::npos) {
        return {};
    }
    const unsigned number = parse_small_number(text.substr(colon + 1));
    return number == 0 ? detail::Location{} : detail::Location{text.substr(0, colon), number, 0};
}

struct Failure {
    std::size_t index = 0; // the line the item points at
    detail::Location where;
    std::string_view reason;
};

void add(std::vector<Evidence>& out, const StreamLines& s, std::string_view name,
         const Failure& f) {
    detail::add_evidence(out, Kind::test_failure, s, f.index, f.where, name, "cmocka");
    out.back().message = make_snippet(f.reason, k_max_message_bytes);
}

} // namespace

void parse_cmocka(const StreamLines& s, std::vector<Evidence>& out) {
    const std::size_t n = s.lines.size();
    std::string_view running;     // the test between RUN and its result, both halves here
    std::string_view tap_test;    // the test of the last "not ok" line
    std::vector<Failure> pending; // ERROR groups seen without a RUN line
    bool have_run = false;
    Failure current;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string_view line = s.lines[i];
        // Every shape read here starts with '[', 'n' ("not ok"), 'o' ("ok") or '#'.
        if (line.empty() ||
            (line[0] != '[' && line[0] != 'n' && line[0] != 'o' && line[0] != '#')) {
            continue;
        }
        if (line.starts_with(k_run)) {
            running = trim(line.substr(k_run.size()));
            have_run = true;
            current = {};
        } else if (line.starts_with(k_error)) {
            current = {i, {}, line.substr(k_error.size())};
            if (!have_run) {
                pending.push_back(current);
            }
        } else if (line.starts_with(k_line)) {
            current.where = failure_place(line.substr(k_line.size()));
            current.index = i;
            if (!have_run && !pending.empty()) {
                pending.back().where = current.where;
                pending.back().index = i;
            }
        } else if (line.starts_with(k_failed) && !running.empty() &&
                   trim(line.substr(k_failed.size())) == running) {
            if (!current.where.file.empty()) {
                add(out, s, running, current);
            }
            running = {};
        } else if (line.starts_with(k_failed) && !have_run && line.ends_with("listed below:")) {
            // The final list: one name per failed test, in the order they ran.
            std::vector<std::string_view> names;
            for (std::size_t k = i + 1; k < n && s.lines[k].starts_with(k_failed); ++k) {
                names.push_back(trim(s.lines[k].substr(k_failed.size())));
            }
            if (names.size() == pending.size()) {
                for (std::size_t k = 0; k < names.size(); ++k) {
                    if (!pending[k].where.file.empty()) {
                        add(out, s, names[k], pending[k]);
                    }
                }
            }
            pending.clear();
        } else if (line.starts_with("not ok ")) {
            const std::size_t dash = line.find(" - ");
            tap_test =
                dash == std::string_view::npos ? std::string_view{} : trim(line.substr(dash + 3));
        } else if (line.starts_with("# ") && !tap_test.empty()) {
            const detail::Location where = failure_place(line.substr(2));
            if (!where.file.empty()) {
                add(out, s, tap_test, {i, where, line.substr(2)});
                tap_test = {};
            }
        } else if (line.starts_with("ok ")) {
            tap_test = {};
        }
    }
}

} // namespace loopclose::core::tools
