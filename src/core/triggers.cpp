// SPDX-License-Identifier: MIT
#include "core/triggers.hpp"

#include "core/kinds.hpp"

#include <array>
#include <memory>
#include <re2/re2.h>
#include <re2/set.h>
#include <string>
#include <vector>

namespace loopclose::core {

namespace {

// Per kind, what a line must contain for that kind's detector to look at it. These
// are the prefixes of every pattern the detector matches on a line it starts from;
// lines it only reads while following a hit (frames, continuation lines) need none.
struct Trigger {
    Kind kind;
    std::string_view fragments; // an RE2 alternation
};

constexpr std::array<Trigger, k_kind_count> k_triggers{{
    {Kind::merge_conflict, R"re(^CONFLICT \(|^<<<<<<<)re"},
    {Kind::command_not_found, R"re(not found|ENOENT|^/usr/bin/env: )re"},
    {Kind::permission_error, R"re(ermission|EACCES|EPERM|not permitted)re"},
    {Kind::out_of_memory,
     R"re(out of memory|MemoryError|bad_alloc|memory allocation of|Out of memory|Cannot allocate memory|Killed)re"},
    {Kind::typecheck_error, R"re(error TS|\.pyi?:\d+:.* error: )re"},
    {Kind::syntax_error, R"re(SyntaxError|IndentationError|TabError|Parsing error)re"},
    {Kind::compile_error,
     R"re(error|^# |\.go:\d+:\d+: |undefined reference|multiple definition|undefined symbol|duplicate symbol)re"},
    {Kind::crash,
     R"re(Sanitizer|runtime error: |Assertion|Segmentation fault|Aborted|Bus error|Illegal instruction|Floating point exception|SEGFAULT|ubprocess aborted|hild aborted|BUS_ERROR|ILLEGAL)re"},
    {Kind::test_failure,
     R"re(^\(fail\) |^✗ |\.[cm]?[jt]sx?:$|FAIL |●|⎯ Failed Tests|^\s*\d+ failing|not ok |✖ |▶ |::|--- FAIL: |^test \S+ .*FAILED|^thread '|^---- |^note: test did not panic|: Failure|^\[  FAILED  \]|^TEST CASE:|ERROR: |^The following tests FAILED:|^_{3,} )re"},
    {Kind::missing_module,
     R"re(Cannot find |No module named|Could not resolve|package|module named|stubs not installed|stub for module|fatal error: |could not be resolved|Install it manually)re"},
    {Kind::timeout, R"re(imeout|imed out)re"},
    {Kind::runtime_error,
     R"re(^Traceback|^panic: |^thread '|^Exception in thread|^terminate called|Error|Exception)re"},
    {Kind::unhandled_rejection, R"re(nhandled|UNHANDLED)re"},
    {Kind::not_implemented, R"re(mplemented|MPLEMENTED|^thread ')re"},
    {Kind::network_error,
     R"re(^curl: \(|ECONN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|Connection re|Could not resolve host|Network is unreachable|No route to host|name resolution|ConnectionRe)re"},
    {Kind::lint_error, R"re(^\s+\d+:\d+\s+error\s|\[Error/|\.pyi?:\d+:\d+: [A-Z]+\d+ |^error: )re"},
    {Kind::incomplete_function, R"re(function|=>|def )re"},
    {Kind::stack_trace, R"re(at |File "|^\t\S+\.go:\d+)re"},
    {Kind::fixme_marker, R"re(FIXME)re"},
    {Kind::todo_marker, R"re(TODO)re"},
}};

// The compiled scanners, built once: an alternation of every fragment to find the next
// line worth a look, and a set telling which kinds that line triggers.
struct Scanners {
    std::unique_ptr<re2::RE2> any;
    std::unique_ptr<re2::RE2::Set> per_kind;
    std::vector<std::uint32_t> set_bits; // set index -> kind bit
    bool ok = false;
};

Scanners build_scanners() {
    Scanners s;
    re2::RE2::Options options;
    options.set_log_errors(false);
    options.set_max_mem(64 << 20);
    std::string any = "(?m)(?:";
    s.per_kind = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
    bool ok = true;
    for (std::size_t i = 0; i < k_triggers.size(); ++i) {
        const Trigger& t = k_triggers[i];
        any += (i == 0 ? "" : "|");
        any += t.fragments;
        if (s.per_kind->Add(re2::StringPiece(t.fragments.data(), t.fragments.size()), nullptr) <
            0) {
            ok = false;
        }
        s.set_bits.push_back(trigger_bit(t.kind));
    }
    any += ")";
    s.any = std::make_unique<re2::RE2>(any, options);
    s.ok = ok && s.any->ok() && s.per_kind->Compile();
    return s;
}

const Scanners& scanners() {
    static const Scanners s = build_scanners();
    return s;
}

} // namespace

void mark_trigger_lines(StreamLines& lines) {
    lines.masks.assign(lines.lines.size(), 0);
    if (lines.lines.empty()) {
        return;
    }
    const Scanners& s = scanners();
    if (!s.ok) {
        lines.masks.assign(lines.lines.size(), ~0U); // look everywhere rather than miss
        return;
    }
    // The lines are consecutive views into one buffer, separated by single newlines.
    const char* base = lines.lines.front().data();
    const char* end = lines.lines.back().data() + lines.lines.back().size();
    const re2::StringPiece text(base, static_cast<std::size_t>(end - base));
    std::size_t pos = 0;
    std::size_t line = 0;
    std::vector<int> hits;
    while (pos < text.size()) {
        re2::StringPiece match;
        if (!s.any->Match(text, pos, text.size(), re2::RE2::UNANCHORED, &match, 1)) {
            break;
        }
        const std::size_t at = static_cast<std::size_t>(match.data() - base);
        while (line + 1 < lines.lines.size() &&
               static_cast<std::size_t>(lines.lines[line + 1].data() - base) <= at) {
            ++line;
        }
        const std::string_view l = lines.lines[line];
        hits.clear();
        if (s.per_kind->Match(re2::StringPiece(l.data(), l.size()), &hits)) {
            for (const int h : hits) {
                lines.masks[line] |= s.set_bits[static_cast<std::size_t>(h)];
            }
        }
        // Continue on the next line: one look per line is enough.
        pos = static_cast<std::size_t>(l.data() + l.size() - base) + 1;
        ++line;
        if (line >= lines.lines.size()) {
            break;
        }
    }
}

} // namespace loopclose::core
