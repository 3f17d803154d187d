// SPDX-License-Identifier: MIT
// The trigger pre-pass may mark too much, never too little: a line that a kind's RE2
// fragments match must have that kind's bit, whatever the literal pre-filter decides.
#include "core/kinds.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"
#include "core/triggers.hpp"
#include "tests/unit/fixture_support.hpp"

#include <doctest/doctest.h>
#include <memory>
#include <string>
#include <vector>

using namespace loopclose;

namespace {

// Checks every line of `text` against every kind's fragments; returns the misses.
std::vector<std::string> missed_lines(const std::string& text) {
    static const auto patterns = [] {
        std::vector<std::unique_ptr<core::Pattern>> all;
        for (const auto& info : core::all_kinds()) {
            all.push_back(std::make_unique<core::Pattern>(core::trigger_fragments(info.kind)));
        }
        return all;
    }();
    core::StreamLines lines{core::Stream::out, core::split_lines(text), {}};
    core::mark_trigger_lines(lines);
    std::vector<std::string> missed;
    for (std::size_t i = 0; i < lines.lines.size(); ++i) {
        for (std::size_t k = 0; k < patterns.size(); ++k) {
            const core::Kind kind = core::all_kinds()[k].kind;
            if (patterns[k]->search(lines.lines[i]) && !lines.hot(i, kind)) {
                missed.push_back(std::string(core::kind_info(kind).id) + ": " +
                                 std::string(lines.lines[i]));
            }
        }
    }
    return missed;
}

} // namespace

TEST_CASE("trigger masks cover every line their fragments match") {
    SUBCASE("spellings the literal filter once missed") {
        const std::string text = "src/a.test.mts:\n"
                                 "lib/b.test.cjs:\n"
                                 "lib/c.mjs:\n"
                                 "types/d.cts:\n"
                                 "  3:5\terror\tMissing semicolon\tsemi\n"
                                 "  3:5 error\tMissing semicolon  semi\n"
                                 "\t3:5\terror Missing semicolon  semi\n";
        const auto missed = missed_lines(text);
        CHECK_MESSAGE(missed.empty(), (missed.empty() ? "" : missed.front()));
    }
    SUBCASE("every line of every captured fixture") {
        for (const auto& dir : test::all_fixture_dirs()) {
            const test::Fixture f = test::load_fixture(dir);
            INFO(f.name);
            for (const std::string* stream : {&f.out, &f.err}) {
                const auto missed = missed_lines(core::clean_output(*stream));
                CHECK_MESSAGE(missed.empty(), (missed.empty() ? "" : missed.front()));
            }
        }
    }
}
