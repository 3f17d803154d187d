// SPDX-License-Identifier: MIT
#include "core/report_github.hpp"

#include <doctest/doctest.h>
#include <sstream>
#include <vector>

using namespace loopclose::core;

namespace {

Evidence item(Kind kind, std::string file, std::uint32_t line, std::uint32_t column,
              std::string label, std::string snippet) {
    Evidence e;
    e.kind = kind;
    e.file = std::move(file);
    e.line = line;
    e.column = column;
    e.label = std::move(label);
    e.snippet = std::move(snippet);
    return e;
}

Analysis with(std::vector<Evidence> evidence) {
    Analysis a;
    a.evidence = std::move(evidence);
    for (const auto& e : a.evidence) {
        ++a.counts[kind_index(e.kind)];
        a.blocking = a.blocking || kind_info(e.kind).blocking;
    }
    a.failed = a.blocking;
    a.exit_code = 1;
    return a;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::size_t count_prefix(const std::vector<std::string>& lines, std::string_view prefix) {
    std::size_t n = 0;
    for (const auto& line : lines) {
        n += line.starts_with(prefix) ? 1 : 0;
    }
    return n;
}

} // namespace

TEST_CASE("core::render_github") {
    SUBCASE("a column printed as 0 gives no col (GitHub counts from 1)") {
        const Analysis a = with({item(Kind::missing_module, "src/a.js", 2, k_column_zero,
                                      "lodash-es", "Module not found")});
        CHECK(render_github(a).starts_with("::error file=src/a.js,line=2,title="));
    }
    SUBCASE("one error command per item with file, line, col and title") {
        const Analysis a = with({item(Kind::typecheck_error, "src/a.ts", 3, 7, "TS2322",
                                      "src/a.ts(3,7): error TS2322: Type 'string'")});
        CHECK(render_github(a) == "::error file=src/a.ts,line=3,col=7,title=Typecheck error%3A "
                                  "TS2322::src/a.ts(3,7): error TS2322: Type 'string'\n");
    }
    SUBCASE("absent fields are left out; markers are warnings, stack frames notices") {
        const Analysis a = with({item(Kind::test_failure, "", 0, 0, "math > adds", "expected 1"),
                                 item(Kind::stack_trace, "src/b.js", 9, 0, "", "at f (b.js:9)"),
                                 item(Kind::todo_marker, "c.py", 0, 0, "", "TODO: later")});
        const auto lines = lines_of(render_github(a));
        REQUIRE(lines.size() == 3);
        CHECK(lines[0] == "::error title=Test failure%3A math > adds::expected 1");
        CHECK(lines[1] == "::notice file=src/b.js,line=9,title=Stack frame::at f (b.js:9)");
        CHECK(lines[2] == "::warning file=c.py,title=TODO marker::TODO: later");
    }
    SUBCASE("absolute paths under the workspace become relative") {
        const Analysis a = with({item(Kind::compile_error, "/w/repo/src/m.c", 2, 1, "", "x")});
        CHECK(render_github(a, "/w/repo") ==
              "::error file=src/m.c,line=2,col=1,title=Compile error::x\n");
        CHECK(render_github(a, "/elsewhere") ==
              "::error file=/w/repo/src/m.c,line=2,col=1,title=Compile error::x\n");
    }
    SUBCASE("at most ten per level, then one notice counting the rest") {
        std::vector<Evidence> items;
        for (std::uint32_t i = 1; i <= 13; ++i) {
            items.push_back(item(Kind::test_failure, "t.js", i, 0, "t" + std::to_string(i), "x"));
        }
        for (std::uint32_t i = 1; i <= 11; ++i) {
            items.push_back(item(Kind::fixme_marker, "f.js", i, 0, "", "FIXME"));
        }
        items.push_back(item(Kind::stack_trace, "s.js", 1, 0, "", "at s"));
        const auto lines = lines_of(render_github(with(items)));
        CHECK(count_prefix(lines, "::error ") == 10);
        CHECK(count_prefix(lines, "::warning ") == 10);
        CHECK(count_prefix(lines, "::notice ") == 2);
        CHECK(lines[0].find("line=1,") != std::string::npos); // the first items, in order
        CHECK(lines[9].find("line=10,") != std::string::npos);
        CHECK(lines.back() == "::notice title=loopclose%3A more findings::3 errors, 1 warning "
                              "not shown as annotations (GitHub shows 10 per level per step); "
                              "'loopclose --limit 0' lists all of them (or --format json).");
    }
    SUBCASE("escaping: data keeps ':' and ',', properties do not; '%' first") {
        CHECK(escape_github_data("50%: a,b\r\nc") == "50%25: a,b%0D%0Ac");
        CHECK(escape_github_property("50%: a,b\r\nc") == "50%25%3A a%2Cb%0D%0Ac");
        CHECK(escape_github_property("%3A") == "%253A");
        const Analysis a = with({item(Kind::test_failure, "dir,x/a:b.js", 1, 0, "t", "y")});
        CHECK(render_github(a) == "::error file=dir%2Cx/a%3Ab.js,line=1,title=Test failure%3A "
                                  "t::y\n");
    }
    SUBCASE("a snippet holding a workflow command cannot start a new one") {
        const Analysis a =
            with({item(Kind::runtime_error, "a.js", 1, 0, "::stop-commands::x",
                       "::error file=evil::pwned\n::add-mask::secret\r::set-output name=a::b")});
        const std::string out = render_github(a);
        const auto lines = lines_of(out);
        REQUIRE(lines.size() == 1);
        CHECK(lines[0].starts_with("::error file=a.js,line=1,title=Runtime error%3A "
                                   "%3A%3Astop-commands%3A%3Ax::"));
        CHECK(out.find('\r') == std::string::npos);
        CHECK(lines[0].find("%0A::add-mask::secret%0D::set-output") != std::string::npos);
    }
    SUBCASE("a failed run without evidence says so; a clean one prints nothing") {
        Analysis failed;
        failed.failed = true;
        failed.exit_code = 127;
        failed.stall_reason = "no-patterns-matched";
        const std::string out = render_github(failed);
        CHECK(out.starts_with("::error title=loopclose%3A no-patterns-matched::"));
        CHECK(out.find("Exit status 127") != std::string::npos);
        CHECK(lines_of(out).size() == 1);
        CHECK(render_github(Analysis{}) == "");
    }
}
