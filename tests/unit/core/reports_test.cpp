// SPDX-License-Identifier: MIT
// The report readers (core/reports.hpp) on small documents written here, one property
// per check, and core::analyze joining their findings with the console's.
#include "core/detectors.hpp"
#include "core/pipeline.hpp"
#include "core/report.hpp"
#include "core/reports.hpp"

#include <algorithm>
#include <doctest/doctest.h>
#include <string>
#include <vector>

using namespace loopclose::core;

namespace {

ReportResult read(std::string_view text, std::optional<ReportFormat> format = std::nullopt,
                  std::uint64_t size = 0) {
    return read_report({"r", text, size == 0 ? text.size() : size, format});
}

// The report `text` gives; fails the test case when it gives an error instead.
ParsedReport parsed(std::string_view text, std::optional<ReportFormat> format = std::nullopt,
                    std::uint64_t size = 0) {
    ReportResult result = read(text, format, size);
    INFO("error: " << result.error.message);
    REQUIRE(result.report.has_value());
    return std::move(*result.report);
}

ReportError failed(std::string_view text, std::optional<ReportFormat> format = std::nullopt,
                   std::uint64_t size = 0) {
    ReportResult result = read(text, format, size);
    REQUIRE_FALSE(result.report.has_value());
    return result.error;
}

const ReportFinding* find_label(const ParsedReport& report, std::string_view label) {
    for (const ReportFinding& f : report.findings) {
        if (f.evidence.label == label) {
            return &f;
        }
    }
    return nullptr;
}

std::vector<std::string> labels(const ParsedReport& report) {
    std::vector<std::string> out;
    for (const ReportFinding& f : report.findings) {
        out.push_back(f.evidence.label);
    }
    return out;
}

bool valid_utf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        std::size_t n = 0;
        if (c < 0x80) {
            n = 0;
        } else if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
        } else {
            return false;
        }
        if (i + n >= s.size() && n > 0) {
            return false;
        }
        for (std::size_t k = 1; k <= n; ++k) {
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) {
                return false;
            }
        }
        i += n + 1;
    }
    return true;
}

// UTF-16LE with a byte order mark, for text of ASCII and Latin-1 code points given as
// UTF-8 (enough for the documents here).
std::string utf16le(std::string_view utf8) {
    std::string out = "\xFF\xFE";
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        auto c = static_cast<unsigned char>(utf8[i]);
        unsigned code = c;
        if (c >= 0xC2 && c <= 0xC3 && i + 1 < utf8.size()) {
            code = ((c & 0x1FU) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3FU);
        }
        out += static_cast<char>(code & 0xFF);
        out += static_cast<char>(code >> 8);
    }
    return out;
}

std::size_t count_kind(const Analysis& a, Kind kind) {
    return a.counts[kind_index(kind)];
}

const Evidence* first_of(const Analysis& a, Kind kind) {
    for (const Evidence& e : a.evidence) {
        if (e.kind == kind) {
            return &e;
        }
    }
    return nullptr;
}

} // namespace

TEST_CASE("reports: the format is told from the content") {
    CHECK(detect_report_format("<?xml version=\"1.0\"?>\n<testsuites/>") == ReportFormat::junit);
    CHECK(detect_report_format("\xEF\xBB\xBF  \r\n\t<testsuite name=\"x\"/>") ==
          ReportFormat::junit);
    CHECK(detect_report_format(utf16le("<testsuites/>")) == ReportFormat::junit);
    CHECK(detect_report_format(
              "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\","
              "\n  \"version\": \"2.1.0\",\n  \"runs\": []\n}") == ReportFormat::sarif);
    SUBCASE("clang's SARIF between its other lines on standard error") {
        const std::string clang = "a.c:3:9: warning: unused variable 'x'\n"
                                  "{\"$schema\":\"x\",\"runs\":[],\"version\":\"2.1.0\"}\n"
                                  "1 warning and 1 error generated.\n";
        CHECK(detect_report_format(clang) == ReportFormat::sarif);
    }
    SUBCASE("TAP, after a banner and blank lines") {
        CHECK(detect_report_format("TAP version 14\n1..1\nok 1 - a\n") == ReportFormat::tap);
        CHECK(detect_report_format("\n> pkg@1.0.0 test\n> node --test\n\n1..2\nok 1\n") ==
              ReportFormat::tap);
        CHECK(detect_report_format("  not ok 3 - sums\n") == ReportFormat::tap);
        CHECK(detect_report_format("Bail out! no database\n") == ReportFormat::tap);
        // "okay" and "1..x" are not TAP lines.
        CHECK_FALSE(detect_report_format("okay then\n1..x\n").has_value());
    }
    CHECK(detect_report_format("{\"Time\":\"2026-01-01T00:00:00Z\",\"Action\":\"start\","
                               "\"Package\":\"ex/calc\"}\n") == ReportFormat::go_test_json);
    CHECK(detect_report_format("{\"reason\":\"compiler-artifact\",\"package_id\":\"x\"}\n"
                               "{\"reason\":\"build-finished\",\"success\":true}\n") ==
          ReportFormat::cargo_json);
    SUBCASE("JSON lines behind plain lines (2>&1)") {
        CHECK(detect_report_format("   Compiling app v0.1.0 (/w/app)\n"
                                   "{\"reason\":\"compiler-artifact\",\"package_id\":\"x\"}\n") ==
              ReportFormat::cargo_json);
        const std::string go = "# example.com/x\n./x.go:3:2: undefined: foo\n"
                               "{\"Action\":\"fail\",\"Package\":\"example.com/x\"}\n";
        CHECK(detect_report_format(go) == ReportFormat::go_test_json);
        const ParsedReport r = parsed(go);
        REQUIRE(r.texts.size() == 2); // the package's output (none) and the plain lines
        CHECK(r.texts[1].text == "# example.com/x\n./x.go:3:2: undefined: foo\n");
        // The first object decides: an object of neither stream is no report.
        CHECK_FALSE(
            detect_report_format("note\n{\"name\":\"x\"}\n{\"Action\":\"run\"}\n").has_value());
    }
    CHECK(detect_report_format("[{\"filePath\":\"/p/a.js\",\"messages\":[]}]") ==
          ReportFormat::eslint_json);
    CHECK(detect_report_format("\n[]") == ReportFormat::eslint_json);
    SUBCASE("oxlint's and biome's {\"diagnostics\": ...}") {
        CHECK(detect_report_format("{\"diagnostics\":[],\"number_of_files\":2}") ==
              ReportFormat::eslint_json);
        CHECK(detect_report_format("{\"summary\":{\"errors\":0},\"diagnostics\":[]}") ==
              ReportFormat::eslint_json);
    }
    SUBCASE("anything else is none, and reading it is an error") {
        CHECK_FALSE(detect_report_format("").has_value());
        CHECK_FALSE(detect_report_format("\xEF\xBB\xBF \n ").has_value());
        CHECK_FALSE(detect_report_format("FAILED tests/test_a.py::test_b\n").has_value());
        CHECK_FALSE(detect_report_format("{\"name\":\"pkg\",\"version\":\"1.0.0\"}").has_value());
        CHECK(failed("").message == "the file is empty");
        const ReportError error = failed("hello\n");
        CHECK(error.message.find("--report-format") != std::string::npos);
        CHECK(error.line == 1);
    }
    SUBCASE("format ids") {
        for (std::size_t i = 0; i < k_report_format_count; ++i) {
            const auto format = static_cast<ReportFormat>(i);
            CHECK(report_format_from_id(report_format_id(format)) == format);
        }
        CHECK(report_format_from_id("eslint-json") == ReportFormat::eslint_json);
        CHECK_FALSE(report_format_from_id("xunit").has_value());
        CHECK_FALSE(report_format_from_id("").has_value());
    }
    SUBCASE("a forced format is not second-guessed") {
        // A TAP stream read as JUnit is not XML.
        const ReportError error = failed("TAP version 13\nok 1\n", ReportFormat::junit);
        CHECK(error.message.find("malformed XML") == 0);
    }
}

TEST_CASE("reports: JUnit XML") {
    SUBCASE("failure, error and skipped are counted apart; passing tests are no finding") {
        const ParsedReport r = parsed(R"(<testsuites><testsuite name="s">
<testcase classname="pkg.CalcTest" name="adds"/>
<testcase classname="pkg.CalcTest" name="divides"><failure message="expected 2 but was 3">at pkg.CalcTest.divides(CalcTest.java:20)</failure></testcase>
<testcase classname="pkg.CalcTest" name="opens"><error message="NullPointerException" type="java.lang.NullPointerException"/></testcase>
<testcase classname="pkg.CalcTest" name="later"><skipped/></testcase>
</testsuite></testsuites>)");
        CHECK(r.format == ReportFormat::junit);
        CHECK(r.tests == 4);
        CHECK(r.failures == 1);
        CHECK(r.errors == 1);
        CHECK(r.skipped == 1);
        CHECK(labels(r) == std::vector<std::string>{"pkg.CalcTest.divides", "pkg.CalcTest.opens"});
        const ReportFinding* f = find_label(r, "pkg.CalcTest.divides");
        REQUIRE(f != nullptr);
        CHECK(f->evidence.kind == Kind::test_failure);
        CHECK(f->evidence.stream == Stream::report);
        CHECK(f->suite == "pkg.CalcTest");
        CHECK(f->name == "divides");
        CHECK(f->evidence.snippet == "expected 2 but was 3");
        CHECK(f->evidence.message ==
              "expected 2 but was 3\nat pkg.CalcTest.divides(CalcTest.java:20)");
    }
    SUBCASE("the label is classname.name, or the name alone when the classname adds nothing") {
        const ParsedReport r = parsed(R"(<testsuite>
<testcase classname="" name="alone"><failure/></testcase>
<testcase classname="same" name="same"><failure/></testcase>
<testcase classname="math" name="math adds"><failure/></testcase>
<testcase classname="Suite" name="case one"><failure/></testcase>
</testsuite>)");
        CHECK(labels(r) ==
              std::vector<std::string>{"alone", "same", "math adds", "Suite.case one"});
    }
    SUBCASE("a classname that is a file's path is the test's file") {
        const ParsedReport r = parsed(R"(<testsuites><testsuite name="tests/math.test.ts">
<testcase classname="tests/math.test.ts" name="math &gt; adds"><failure message="expected 5 to be 4"/></testcase>
<testcase classname="example.com/shop/cart" name="TestTotal"><failure/></testcase>
</testsuite></testsuites>)");
        const ReportFinding* path = find_label(r, "math > adds");
        REQUIRE(path != nullptr);
        CHECK(path->evidence.file == "tests/math.test.ts");
        CHECK(path->suite.empty());
        // A Go import path is not a file.
        const ReportFinding* go = find_label(r, "example.com/shop/cart.TestTotal");
        REQUIRE(go != nullptr);
        CHECK(go->evidence.file.empty());
        CHECK(go->suite == "example.com/shop/cart");
    }
    SUBCASE("file and line attributes; pytest's line counts from 0") {
        const std::string cases =
            R"(<testcase classname="tests.test_math" name="test_add" file="tests/test_math.py" line="10"><failure message="assert 4 == 5"/></testcase>)";
        const ParsedReport pytest =
            parsed("<testsuites><testsuite name=\"pytest\">" + cases + "</testsuite></testsuites>");
        REQUIRE(pytest.findings.size() == 1);
        CHECK(pytest.findings[0].evidence.file == "tests/test_math.py");
        CHECK(pytest.findings[0].evidence.line == 11);
        const ParsedReport other = parsed("<testsuites><testsuite name=\"phpunit\">" + cases +
                                          "</testsuite></testsuites>");
        REQUIRE(other.findings.size() == 1);
        CHECK(other.findings[0].evidence.line == 10);
        // The file on the suite (mocha-junit-reporter) when the test case has none.
        const ParsedReport mocha = parsed(R"(<testsuites>
<testsuite name="math" file="./test/math.spec.js"><testcase classname="math adds" name="math adds"><failure/></testcase></testsuite></testsuites>)");
        REQUIRE(mocha.findings.size() == 1);
        // As the report writes it ("./" kept, as the console would print it).
        CHECK(mocha.findings[0].evidence.file == "./test/math.spec.js");
    }
    SUBCASE("without a line attribute, the first frame of the stack in the test's file") {
        const ParsedReport r = parsed(R"(<testsuites><testsuite name="mocha">
<testcase classname="cart" name="totals"><failure message="expected 3 to equal 4">AssertionError: expected 3 to equal 4
    at helper (src/lib/util.js:4:9)
    at Context.&lt;anonymous&gt; (test/cart.test.js:11:14)
    at process.processImmediate (node:internal/timers:476:21)</failure></testcase>
<testcase classname="cart" name="named" file="test/other.test.js"><failure>Error: x
    at f (test/cart.test.js:30:1)
    at g (/abs/proj/test/other.test.js:7:3)</failure></testcase>
</testsuite></testsuites>)");
        const ReportFinding* unnamed = find_label(r, "cart.totals");
        REQUIRE(unnamed != nullptr);
        CHECK(unnamed->evidence.file == "test/cart.test.js");
        CHECK(unnamed->evidence.line == 11);
        CHECK(unnamed->evidence.column == 14);
        // With a file named, only a frame in that file counts.
        const ReportFinding* named = find_label(r, "cart.named");
        REQUIRE(named != nullptr);
        CHECK(named->evidence.file == "test/other.test.js");
        CHECK(named->evidence.line == 7);
        CHECK(named->evidence.column == 3);
    }
    SUBCASE("an empty failure takes its message from the test's output") {
        const ParsedReport r = parsed(R"(<testsuites><testsuite name="ctest">
<testcase name="unit_calc" classname="unit_calc"><failure message=""/>
<system-out>Running calc tests
calc_test.cpp:12: FAILED: CHECK( add(2, 2) == 5 )</system-out></testcase>
</testsuite></testsuites>)");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.label == "unit_calc");
        CHECK(r.findings[0].evidence.message ==
              "Running calc tests\ncalc_test.cpp:12: FAILED: CHECK( add(2, 2) == 5 )");
        // The attribute is there but empty: the label stands in for the snippet.
        CHECK(r.findings[0].evidence.snippet == "unit_calc");
    }
    SUBCASE("the parent of a failed Go subtest is not listed apart") {
        const ParsedReport r = parsed(R"(<testsuites><testsuite name="example.com/shop">
<testcase classname="example.com/shop" name="TestTotal"><failure message="Failed"/></testcase>
<testcase classname="example.com/shop" name="TestTotal/empty_cart"><failure message="Failed">cart_test.go:14: got 1, want 0</failure></testcase>
<testcase classname="example.com/shop" name="TestTotalTax"><failure message="Failed"/></testcase>
<testcase classname="example.com/other" name="TestTotal"><failure message="Failed"/></testcase>
</testsuite></testsuites>)");
        // TestTotalTax is no subtest of TestTotal, nor is another package's TestTotal.
        CHECK(labels(r) == std::vector<std::string>{"example.com/shop.TestTotal/empty_cart",
                                                    "example.com/shop.TestTotalTax",
                                                    "example.com/other.TestTotal"});
        CHECK(r.failures == 4); // the counts are the report's
        // gotestsum lists subtests before their parent; short names too.
        const ParsedReport after = parsed(R"(<testsuites><testsuite name="calc">
<testcase classname="calc" name="TestA/x"><failure message="Failed"/></testcase>
<testcase classname="calc" name="TestA/y"><failure message="Failed"/></testcase>
<testcase classname="calc" name="TestA"><failure message="Failed"/></testcase>
<testcase classname="calc" name="TestB"><failure message="Failed"/></testcase>
</testsuite></testsuites>)");
        CHECK(labels(after) ==
              std::vector<std::string>{"calc.TestA/x", "calc.TestA/y", "calc.TestB"});
    }
    SUBCASE("a linter's problems as test cases (oxlint)") {
        const ParsedReport r = parsed(R"xml(<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="Oxlint" tests="3" failures="1" errors="2">
  <testsuite name="src/calc.js" tests="2" errors="1" failures="1">
    <testcase name="eslint(no-debugger)"><error message="`debugger` statement is not allowed">line 3, column 5, `debugger` statement is not allowed</error></testcase>
    <testcase name="eslint(no-unused-vars)"><failure message="Variable 'x' is declared but never used.">line 1, column 7, Variable 'x' is declared but never used.</failure></testcase>
  </testsuite>
  <testsuite name="src/broken.js" tests="1" errors="1" failures="0">
    <testcase name=""><error message="Expected a semicolon or an implicit semicolon after a statement, but found none">line 2, column 6, Expected a semicolon</error></testcase>
  </testsuite>
</testsuites>)xml");
        CHECK(r.producer == "Oxlint");
        CHECK(r.warnings == 1);
        CHECK(r.failures == 2);
        REQUIRE(r.findings.size() == 2);
        const Evidence& lint = r.findings[0].evidence;
        CHECK(lint.kind == Kind::lint_error);
        CHECK(lint.label == "eslint(no-debugger)");
        CHECK(lint.file == "src/calc.js");
        CHECK(lint.line == 3);
        CHECK(lint.column == 5);
        CHECK(lint.message == "`debugger` statement is not allowed");
        const Evidence& parse = r.findings[1].evidence;
        CHECK(parse.kind == Kind::syntax_error);
        CHECK(parse.label.empty());
        CHECK(parse.file == "src/broken.js");
        CHECK(parse.line == 2);
        CHECK(parse.column == 6);
    }
    SUBCASE("ESLint's junit formatter: the rule from org.eslint.<rule>, warnings counted") {
        const ParsedReport r = parsed(R"xml(<?xml version="1.0" encoding="utf-8"?>
<testsuites>
<testsuite package="org.eslint" time="0" tests="2" errors="2" name="/w/src/cart.js">
<testcase time="0" name="org.eslint.eqeqeq" classname="/w/src/cart"><failure message="Expected '==='."><![CDATA[line 7, col 16, Error - Expected '==='. (eqeqeq)]]></failure></testcase>
<testcase time="0" name="org.eslint.prefer-const" classname="/w/src/cart"><failure message="Use const."><![CDATA[line 2, col 5, Warning - Use const. (prefer-const)]]></failure></testcase>
</testsuite>
</testsuites>)xml");
        CHECK(r.warnings == 1);
        REQUIRE(r.findings.size() == 1);
        const Evidence& e = r.findings[0].evidence;
        CHECK(e.kind == Kind::lint_error);
        CHECK(e.label == "eqeqeq");
        CHECK(e.file == "/w/src/cart.js");
        CHECK(e.line == 7);
        CHECK(e.column == 16);
    }
    SUBCASE("a dialect read by the JUnit reader names itself in the summary") {
        ReportSummary summary;
        summary.format = ReportFormat::junit;
        summary.producer = "Checkstyle XML";
        summary.failures = 2;
        CHECK(report_summary_text(summary) == "Checkstyle XML: 2 errors");
        summary.producer = "pytest";
        summary.tests = 5;
        CHECK(report_summary_text(summary) == "JUnit XML from pytest: 5 tests, 2 failures");
    }
    SUBCASE("Checkstyle XML: errors are findings labelled by their source, the rest warnings") {
        const ParsedReport r = parsed(
            R"xml(<?xml version="1.0" encoding="utf-8"?><checkstyle version="4.3"><file name="src/a.js"><error line="2" column="17" severity="error" message="Wrong direction" source="eslint(for-direction)" /><error line="3" column="1" severity="warning" message="unused" source="eslint(no-unused-vars)" /></file><file name="b.sh"><error line="4" column="6" severity="error" message="Double quote" source="ShellCheck.SC2086"/><error line="9" column="2" severity="error" message="Parsing error: Unexpected token"/></file></checkstyle>)xml");
        CHECK(r.producer == "Checkstyle XML");
        CHECK(r.failures == 3);
        CHECK(r.warnings == 1);
        REQUIRE(r.findings.size() == 3);
        CHECK(r.findings[0].evidence.label == "eslint(for-direction)");
        CHECK(r.findings[0].evidence.file == "src/a.js");
        CHECK(r.findings[0].evidence.line == 2);
        CHECK(r.findings[0].evidence.column == 17);
        CHECK(r.findings[0].evidence.message == "Wrong direction");
        CHECK(r.findings[1].evidence.label == "SC2086");
        CHECK(r.findings[1].evidence.file == "b.sh");
        CHECK(r.findings[2].evidence.kind == Kind::syntax_error);
        CHECK(r.findings[2].evidence.label.empty());
        CHECK(r.findings[2].evidence.line == 9);
    }
    SUBCASE("Checkstyle XML from JSHint: its warnings are what it fails on") {
        const ParsedReport r = parsed(
            R"xml(<?xml version="1.0" encoding="utf-8"?>
<checkstyle version="4.3">
	<file name="src/server.js">
		<error line="2" column="38" severity="warning" message="Missing semicolon." source="jshint.W033" />
	</file>
</checkstyle>)xml");
        CHECK(r.failures == 1);
        CHECK(r.warnings == 0);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.kind == Kind::lint_error);
        CHECK(r.findings[0].evidence.label == "W033");
        CHECK(r.findings[0].evidence.line == 2);
        // Checkstyle's own names its checks by class.
        const ParsedReport java = parsed(
            R"xml(<checkstyle version="10.3"><file name="A.java"><error line="10" column="29" severity="error" message="'3' is a magic number." source="com.puppycrawl.tools.checkstyle.checks.coding.MagicNumberCheck"/></file></checkstyle>)xml");
        REQUIRE(java.findings.size() == 1);
        CHECK(java.findings[0].evidence.label == "MagicNumber");
    }
    SUBCASE("RuboCop's JUnit: one lint finding per offense, placed by the failure's body") {
        const ParsedReport r = parsed(
            R"xml(<?xml version='1.0'?><testsuites><testsuite name='rubocop' tests='2' failures='2'>
<testcase classname='lib.invoice' name='Bundler/GemComment'/>
<testcase classname='lib.report' name='Style/StringLiterals'>
<failure type='Style/StringLiterals' message='Style/StringLiterals: Prefer single quotes.'>
  /a/lib/report.rb:6:10
</failure>
<failure type='Style/StringLiterals' message='Style/StringLiterals: Prefer single quotes.'>
  /a/lib/report.rb:6:26
</failure>
</testcase></testsuite></testsuites>)xml");
        CHECK(r.failures == 2);
        REQUIRE(r.findings.size() == 2);
        CHECK(r.findings[0].evidence.kind == Kind::lint_error);
        CHECK(r.findings[0].evidence.label == "Style/StringLiterals");
        CHECK(r.findings[0].evidence.file == "/a/lib/report.rb");
        CHECK(r.findings[0].evidence.line == 6);
        CHECK(r.findings[0].evidence.column == 10);
        CHECK(r.findings[1].evidence.column == 26);
    }
    SUBCASE("a report behind a package manager's banner is still one on standard output") {
        const std::string out =
            "\n> billing@2.1.0 lint\n> eslint -f checkstyle src\n\n<?xml "
            "version=\"1.0\"?><checkstyle "
            "version=\"4.3\"><file name=\"/a/lib/tax.js\"><error line=\"3\" column=\"10\" "
            "severity=\"error\" message=\"x is not defined. (no-undef)\" "
            "source=\"eslint.rules.no-undef\" /></file></checkstyle>\n";
        const std::optional<ParsedReport> r = stream_as_report(out, "stdout", true);
        REQUIRE(r.has_value());
        REQUIRE(r->findings.size() == 1);
        CHECK(r->findings[0].evidence.label == "no-undef");
        // Plain text after such lines is no report.
        CHECK_FALSE(
            stream_as_report("> app@1.0.0 test\n> jest\n\nFAIL a.test.js\n", "stdout", true));
    }
    SUBCASE("Biome's JUnit after a colour code: its problems fail only a failed run") {
        // Biome writes warnings and errors alike as <failure>: when its report is the
        // whole output, a failed run's problems are what failed it; a green run's are
        // warnings.
        const std::string out =
            "\x1b[0m<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"Biome\" "
            "tests=\"1\" failures=\"1\" errors=\"1\"><testsuite name=\"src/util.ts\" "
            "tests=\"1\" failures=\"1\" package=\"org.biome\"><testcase "
            "name=\"org.biome.lint.suspicious.noDebugger\" line=\"3\" column=\"19\"><failure "
            "message=\"This is an unexpected use of the debugger statement.\">line 3, col 19, "
            "This is an unexpected use of the debugger statement.</failure></testcase>"
            "</testsuite></testsuites>\n\x1b[0m";
        const std::optional<ParsedReport> failed = stream_as_report(out, "stdout", true);
        REQUIRE(failed.has_value());
        REQUIRE(failed->findings.size() == 1);
        CHECK(failed->findings[0].evidence.label == "lint/suspicious/noDebugger");
        CHECK(failed->findings[0].evidence.file == "src/util.ts");
        CHECK(failed->findings[0].evidence.line == 3);
        CHECK(failed->failures == 1);
        CHECK(failed->warnings == 0);
        const std::optional<ParsedReport> green = stream_as_report(out, "stdout", false);
        CHECK((!green.has_value() || green->findings.empty()));
    }
    SUBCASE("elements nested deeper than the limit are an error at the deepest one") {
        std::string text = "<testsuites>";
        for (int i = 0; i < 199; ++i) {
            text += "<testsuite>";
        }
        for (int i = 0; i < 199; ++i) {
            text += "</testsuite>";
        }
        text += "</testsuites>";
        const ReportError error = failed(text);
        CHECK(error.message == "elements nested deeper than " + std::to_string(k_max_report_depth));
        REQUIRE(error.byte > 0);
        REQUIRE(error.byte < text.size());
        // The error points into the first element past the limit.
        const std::string_view before = std::string_view(text).substr(0, error.byte);
        const std::size_t open = before.rfind('<');
        REQUIRE(open != std::string_view::npos);
        std::size_t elements = 0;
        for (std::size_t at = before.find('<'); at != std::string_view::npos;
             at = before.find('<', at + 1)) {
            ++elements;
        }
        CHECK(elements == k_max_report_depth + 1);
        CHECK(std::string_view(text).substr(open, 11) == "<testsuite>");
        CHECK(error.line == 1);
        // Every element counts, the test case and its failure too: 128 levels are read,
        // 129 are not.
        const auto nested = [](std::size_t suites) {
            std::string doc = "<testsuites>";
            for (std::size_t i = 0; i < suites; ++i) {
                doc += "<testsuite>";
            }
            doc += "<testcase name=\"deep\"><failure/></testcase>";
            for (std::size_t i = 0; i < suites; ++i) {
                doc += "</testsuite>";
            }
            return doc + "</testsuites>";
        };
        const ParsedReport at_limit = parsed(nested(k_max_report_depth - 3));
        CHECK(labels(at_limit) == std::vector<std::string>{"deep"});
        CHECK(failed(nested(k_max_report_depth - 2)).message ==
              "elements nested deeper than " + std::to_string(k_max_report_depth));
    }
    SUBCASE("NUnit's own XML: failed and errored cases by their full names") {
        // NUnit 2 (nunit-console -xml=): result Failure or Error; Ignored is skipped.
        const ParsedReport two = parsed(
            R"(<?xml version="1.0"?><test-results name="T.dll" total="3"><test-suite name="T"><results>)"
            R"(<test-case name="Lex.Tests.A.Fails" executed="True" result="Failure" success="False"><failure><message><![CDATA[Expected: 2 But was: 3]]></message><stack-trace><![CDATA[at Lex.Tests.A.Fails () in /src/ATests.cs:line 12]]></stack-trace></failure></test-case>)"
            R"(<test-case name="Lex.Tests.A.Throws" executed="True" result="Error" success="False"><failure><message>System.FormatException : bad</message></failure></test-case>)"
            R"(<test-case name="Lex.Tests.A.Passes" executed="True" result="Success" success="True"/>)"
            R"(<test-case name="Lex.Tests.A.Later" executed="False" result="Ignored"/>)"
            R"(</results></test-suite></test-results>)");
        CHECK(labels(two) == std::vector<std::string>{"Lex.Tests.A.Fails", "Lex.Tests.A.Throws"});
        CHECK(two.failures == 1);
        CHECK(two.errors == 1);
        CHECK(two.skipped == 1);
        CHECK(find_label(two, "Lex.Tests.A.Fails")->evidence.snippet == "Expected: 2 But was: 3");
        // NUnit 3: <test-run>, fullname, result Failed.
        const ParsedReport three = parsed(
            R"(<test-run id="2"><test-suite type="Assembly"><test-case id="1" name="Adds" fullname="Calc.Tests.Adds" result="Failed"><failure><message>no</message></failure></test-case>)"
            R"(<test-case id="2" name="Subs" fullname="Calc.Tests.Subs" result="Passed"/></test-suite></test-run>)");
        CHECK(labels(three) == std::vector<std::string>{"Calc.Tests.Adds"});
    }
    SUBCASE("malformed XML is an error with its byte and line") {
        const std::string text = "<testsuites>\n<testsuite name=\"s\">\n"
                                 "<testcase name=\"a\"></testsuite>\n</testsuites>\n";
        const ReportError error = failed(text);
        CHECK(error.message.find("malformed XML: ") == 0);
        CHECK(error.line == 3);
        REQUIRE(error.byte < text.size());
        CHECK(line_of_offset(text, error.byte) == error.line);
        const ReportError root = failed("<?xml version=\"1.0\"?><html><body/></html>");
        CHECK(root.message == "not a JUnit XML report: the root element is <html> (expected "
                              "<testsuites>, <testsuite>, <checkstyle> or NUnit's <test-results>)");
        CHECK(failed("<testsuites>", ReportFormat::junit).message.find("malformed XML") == 0);
    }
    SUBCASE("a report cut at the size limit keeps what came before the cut") {
        const std::string text =
            R"(<testsuites><testsuite name="s"><testcase classname="c" name="first"><failure message="boom">x</failure></testcase><testcase classname="c" name="second"><failure mess)";
        const ParsedReport r = parsed(text, std::nullopt, text.size() + 4096);
        CHECK(r.truncated);
        CHECK(r.bytes_read == text.size());
        CHECK(r.size == text.size() + 4096);
        REQUIRE(find_label(r, "c.first") != nullptr);
        CHECK(find_label(r, "c.first")->evidence.message == "boom\nx");
        CHECK(summarize(r).truncated);
        // The same bytes as a whole file are malformed.
        CHECK(failed(text).message.find("malformed XML") == 0);
    }
    SUBCASE("entities declared in a DTD are never expanded (billion laughs)") {
        std::string dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE testsuites [\n"
                          "<!ENTITY lol \"lol\">\n";
        for (int i = 1; i <= 9; ++i) {
            const std::string prev = i == 1 ? "lol" : "lol" + std::to_string(i - 1);
            dtd += "<!ENTITY lol" + std::to_string(i) + " \"";
            for (int k = 0; k < 10; ++k) {
                dtd += "&" + prev + ";";
            }
            dtd += "\">\n";
        }
        dtd += "]>\n<testsuites><testsuite name=\"s\"><testcase classname=\"c\" name=\"t&lol9;\">"
               "<failure message=\"&lol9;\">&lol9; &amp; &#65;</failure></testcase>"
               "</testsuite></testsuites>\n";
        const ParsedReport r = parsed(dtd);
        REQUIRE(r.findings.size() == 1);
        const Evidence& e = r.findings[0].evidence;
        CHECK(e.message.find("lollol") == std::string::npos);
        CHECK(e.label.find("lollol") == std::string::npos);
        CHECK(e.message.size() < 100);
        // The five predefined entities and character references are expanded.
        CHECK(e.message.find("& A") != std::string::npos);
    }
    SUBCASE("an external entity is never read") {
        const std::string text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE testsuites [\n"
            "<!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n"
            "<!ENTITY % remote SYSTEM \"http://127.0.0.1:1/x.dtd\"> %remote;\n]>\n"
            "<testsuites><testsuite><testcase classname=\"c\" name=\"t\">"
            "<failure message=\"&xxe;\">&xxe;</failure><system-out>&xxe;</system-out>"
            "</testcase></testsuite></testsuites>\n";
        const ParsedReport r = parsed(text);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.message.find("root:") == std::string::npos);
        for (const ReportText& t : r.texts) {
            CHECK(t.text.find("root:") == std::string::npos);
        }
    }
    SUBCASE("UTF-16 with a byte order mark is converted") {
        const std::string text =
            utf16le("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<testsuites><testsuite "
                    "name=\"s\"><testcase classname=\"caf\xC3\xA9\" name=\"cr\xC3\xA8me\">"
                    "<failure message=\"na\xC3\xAFve\"/></testcase></testsuite></testsuites>");
        REQUIRE(detect_report_format(text) == ReportFormat::junit);
        const ParsedReport r = parsed(text);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.label == "caf\xC3\xA9.cr\xC3\xA8me");
        CHECK(r.findings[0].evidence.message == "na\xC3\xAFve");
    }
    SUBCASE("invalid UTF-8 comes out valid") {
        const ParsedReport r = parsed("<testsuites><testsuite><testcase classname=\"a\xFF\" "
                                      "name=\"b\xC3\"><failure message=\"bad \xFE\xFF byte "
                                      "\xED\xA0\x80 end\">\x80\x80</failure></testcase>"
                                      "</testsuite></testsuites>");
        REQUIRE(r.findings.size() == 1);
        const Evidence& e = r.findings[0].evidence;
        CHECK(valid_utf8(e.label));
        CHECK(valid_utf8(e.message));
        CHECK(valid_utf8(e.snippet));
        CHECK(e.message.find("bad ") == 0);
        CHECK(e.message.find(" end") != std::string::npos);
    }
}

TEST_CASE("reports: SARIF") {
    const std::string sarif = R"({
  "version": "2.1.0",
  "runs": [{
    "tool": {"driver": {"name": "ESLint", "rules": [
      {"id": "no-undef", "defaultConfiguration": {"level": "error"}},
      {"id": "semi", "defaultConfiguration": {"level": "warning"}}
    ]}},
    "artifacts": [{"location": {"uri": "file:///home/u/my%20app/src/b.js"}}],
    "results": [
      {"ruleId": "no-undef", "message": {"text": "'x' is not defined."},
       "locations": [{"physicalLocation": {"artifactLocation": {"uri": "file:///home/u/my%20app/src/a.js"},
                      "region": {"startLine": 3, "startColumn": 5}}}]},
      {"ruleId": "semi", "ruleIndex": 1, "message": {"text": "Missing semicolon."},
       "locations": [{"physicalLocation": {"artifactLocation": {"uri": "src/a.js"}, "region": {"startLine": 4}}}]},
      {"ruleId": "semi", "level": "error", "message": {"text": "Missing semicolon."},
       "locations": [{"physicalLocation": {"artifactLocation": {"index": 0}, "region": {"startLine": 9, "startColumn": 2}}}]},
      {"ruleId": "other", "message": {"text": "no level, no rule: a warning"}},
      {"ruleId": "other", "level": "note", "message": {"text": "a note"}},
      {"ruleId": "other", "level": "none", "message": {"text": "nothing"}},
      {"ruleId": "no-undef", "kind": "pass", "level": "error", "message": {"text": "checked"}}
    ],
    "invocations": [{"executionSuccessful": true, "toolExecutionNotifications": [
      {"level": "error", "message": {"text": "Parsing error: Unexpected token }"},
       "locations": [{"physicalLocation": {"artifactLocation": {"uri": "src/my%20broken.js"}, "region": {"startLine": 7, "startColumn": 1}}}]},
      {"level": "warning", "message": {"text": "slow rule"},
       "locations": [{"physicalLocation": {"artifactLocation": {"uri": "src/a.js"}}}]}
    ]}]
  }]
})";
    const ParsedReport r = parsed(sarif);
    CHECK(r.format == ReportFormat::sarif);
    CHECK(r.producer == "ESLint");
    SUBCASE("level: the result's, else its rule's default, else warning") {
        // no-undef (rule default error), semi at error, the notification.
        CHECK(r.failures == 3);
        // semi (rule default warning), no level and no rule, the note; "none" and a
        // passing result are not counted.
        CHECK(r.warnings == 3);
        REQUIRE(r.findings.size() == 3);
        CHECK(r.findings[0].evidence.label == "no-undef");
        CHECK(r.findings[0].evidence.kind == Kind::lint_error);
        CHECK(r.findings[0].evidence.message == "'x' is not defined.");
        CHECK(r.findings[0].evidence.line == 3);
        CHECK(r.findings[0].evidence.column == 5);
    }
    SUBCASE("file:// URIs become paths; an artifact index is followed") {
        REQUIRE(r.findings.size() == 3);
        // A relative reference is percent-decoded too.
        CHECK(r.findings[2].evidence.file == "src/my broken.js");
        CHECK(r.findings[0].evidence.file == "/home/u/my app/src/a.js");
        CHECK(r.findings[1].evidence.label == "semi");
        CHECK(r.findings[1].evidence.file == "/home/u/my app/src/b.js");
        CHECK(r.findings[1].evidence.line == 9);
    }
    SUBCASE("an error notification of the invocation counts, a parse failure a syntax error") {
        REQUIRE(r.findings.size() == 3);
        const Evidence& e = r.findings[2].evidence;
        CHECK(e.kind == Kind::syntax_error);
        CHECK(e.file == "src/my broken.js");
        CHECK(e.line == 7);
        CHECK(e.label.empty());
    }
    SUBCASE("the kind follows the tool") {
        const auto kind_for = [](std::string_view tool) {
            const std::string text = std::string(R"({"runs":[{"tool":{"driver":{"name":")") +
                                     std::string(tool) + R"("}},"results":[{"ruleId":"r",)" +
                                     R"("level":"error","message":{"text":"bad"}}]}]})";
            const ParsedReport one = parsed(text);
            REQUIRE(one.findings.size() == 1);
            return one.findings[0].evidence.kind;
        };
        CHECK(kind_for("clang") == Kind::compile_error);
        CHECK(kind_for("GNU C") == Kind::compile_error);
        CHECK(kind_for("mypy") == Kind::typecheck_error);
        CHECK(kind_for("Semgrep OSS") == Kind::lint_error);
    }
    SUBCASE("clang's log between its other lines on standard error") {
        const std::string clang =
            "src/a.c:3:9: warning: unused variable 'x' [-Wunused-variable]\n"
            R"({"$schema":"https://docs.oasis-open.org/sarif/sarif/v2.1.0/cos02/schemas/sarif-schema-2.1.0.json","runs":[{"results":[{"level":"warning","locations":[{"physicalLocation":{"artifactLocation":{"index":0,"uri":"file:///w/src/a.c"},"region":{"startLine":3,"startColumn":9}}}],"message":{"text":"unused variable 'x'"},"ruleId":"-Wunused-variable"},{"level":"error","locations":[{"physicalLocation":{"artifactLocation":{"index":0,"uri":"file:///w/src/a.c"},"region":{"startLine":5,"startColumn":12}}}],"message":{"text":"use of undeclared identifier 'y'"},"ruleId":"3092"}],"tool":{"driver":{"fullName":"","name":"clang","version":"18.1.3"}}}],"version":"2.1.0"})"
            "\n1 warning and 1 error generated.\n";
        const ParsedReport c = parsed(clang);
        CHECK(c.format == ReportFormat::sarif);
        CHECK(c.producer == "clang");
        CHECK(c.warnings == 1);
        REQUIRE(c.findings.size() == 1);
        CHECK(c.findings[0].evidence.kind == Kind::compile_error);
        CHECK(c.findings[0].evidence.file == "/w/src/a.c");
        CHECK(c.findings[0].evidence.line == 5);
        CHECK(c.findings[0].evidence.column == 12);
        CHECK(c.findings[0].evidence.label == "3092");
    }
    SUBCASE("a log without runs, broken JSON and deep nesting are errors") {
        CHECK(failed("{\"version\":\"2.1.0\"}", ReportFormat::sarif).message ==
              "not a SARIF log: no \"runs\" array");
        const std::string broken = "{\"runs\": [\n  {\"results\": [}\n]}";
        const ReportError error = failed(broken);
        CHECK(error.message.find("malformed JSON: ") == 0);
        CHECK(error.line == 2);
        std::string deep = "{\"runs\":";
        for (int i = 0; i < 300; ++i) {
            deep += "[";
        }
        const ReportError too_deep = failed(deep);
        CHECK(too_deep.message == "JSON nested deeper than " + std::to_string(k_max_report_depth));
        CHECK(too_deep.byte == 8 + k_max_report_depth - 1);
    }
}

TEST_CASE("reports: TAP") {
    SUBCASE("TODO and SKIP are no failures; the counts follow the top level") {
        const ParsedReport r = parsed("TAP version 13\n1..5\nok 1 - adds\n"
                                      "not ok 2 - divides # TODO not written\n"
                                      "not ok 3 - rounds # SKIP no libm\n"
                                      "ok 4 - floors # skip later\n"
                                      "not ok 5 - sums\n");
        CHECK(r.format == ReportFormat::tap);
        CHECK(r.tests == 5);
        CHECK(r.skipped == 2);
        CHECK(r.failures == 1);
        CHECK(labels(r) == std::vector<std::string>{"sums"});
        CHECK(r.findings[0].evidence.kind == Kind::test_failure);
    }
    SUBCASE("subtests: joined names, the failed parent left out, the location from YAML") {
        const ParsedReport r = parsed(R"(TAP version 13
# Subtest: /w/test/math.test.js
    # Subtest: math
        # Subtest: adds
        not ok 1 - adds
          ---
          duration_ms: 0.5
          location: '/w/test/math.test.js:5:3'
          failureType: 'testCodeFailure'
          error: |-
            Expected values to be strictly equal:

            3 !== 4
          code: 'ERR_ASSERTION'
          name: 'AssertionError'
          ...
        # Subtest: subtracts
        ok 2 - subtracts
        1..2
    not ok 1 - math
      ---
      failureType: 'subtestsFailed'
      ...
    1..1
not ok 1 - /w/test/math.test.js
1..1
)");
        CHECK(r.tests == 1);
        CHECK(r.failures == 1);
        REQUIRE(r.findings.size() == 1);
        const ReportFinding& f = r.findings[0];
        CHECK(f.evidence.label == "math > adds");
        CHECK(f.name == "adds");
        CHECK(f.suite == "math");
        CHECK(f.evidence.file == "/w/test/math.test.js");
        CHECK(f.evidence.line == 5);
        CHECK(f.evidence.column == 3);
        // The blank line inside the block does not end it; the error's type is not
        // put before a message that already has a colon.
        CHECK(f.evidence.message == "Expected values to be strictly equal:\n3 !== 4");
    }
    SUBCASE("node-tap's at: block") {
        const ParsedReport r = parsed(R"(TAP version 14
not ok 1 - should be equal
  ---
  found: 1
  wanted: 2
  at:
    fileName: test/cart.js
    lineNumber: 12
    columnNumber: 7
  ...
not ok 2 - old style
  ---
  message: totals differ
  at:
    line: 30
    column: 2
    file: test/old.js
  ...
1..2
)");
        REQUIRE(r.findings.size() == 2);
        CHECK(r.findings[0].evidence.file == "test/cart.js");
        CHECK(r.findings[0].evidence.line == 12);
        CHECK(r.findings[0].evidence.column == 7);
        CHECK(r.findings[1].evidence.file == "test/old.js");
        CHECK(r.findings[1].evidence.line == 30);
        CHECK(r.findings[1].evidence.column == 2);
        CHECK(r.findings[1].evidence.message == "totals differ");
    }
    SUBCASE("Test::More's comments give the location and message") {
        const ParsedReport r = parsed("1..2\nok 1 - loads\nnot ok 2 - sums\n"
                                      "#   Failed test 'sums'\n#   at t/math.t line 9.\n"
                                      "#          got: '3'\n#     expected: '4'\n");
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.file == "t/math.t");
        CHECK(r.findings[0].evidence.line == 9);
        CHECK(r.findings[0].evidence.message == "got: '3'\nexpected: '4'");
    }
    SUBCASE("Bail out! fails the run once") {
        const ParsedReport top = parsed("TAP version 13\n1..3\nok 1 - connects\n"
                                        "Bail out! database unreachable\nBail out! again\n");
        CHECK(top.errors == 1);
        REQUIRE(top.findings.size() == 1);
        CHECK(top.findings[0].evidence.kind == Kind::runtime_error);
        CHECK(top.findings[0].evidence.message == "Bail out! database unreachable");
        // Inside a subtest it fails that test.
        const ParsedReport inner = parsed("TAP version 14\n# Subtest: db\n"
                                          "    # Subtest: migrates\n"
                                          "    Bail out! no schema\n");
        REQUIRE(inner.findings.size() == 1);
        CHECK(inner.findings[0].evidence.kind == Kind::test_failure);
        CHECK(inner.findings[0].evidence.label == "migrates");
        CHECK(inner.findings[0].suite == "db");
    }
}

TEST_CASE("reports: go test -json") {
    const auto line = [](std::string_view test, std::string_view action,
                         std::string_view output = {}) {
        std::string out = R"({"Time":"2026-01-01T00:00:00Z","Action":")" + std::string(action) +
                          R"(","Package":"ex/calc")";
        if (!test.empty()) {
            out += R"(,"Test":")" + std::string(test) + "\"";
        }
        if (!output.empty()) {
            out += R"(,"Output":")" + std::string(output) + "\"";
        }
        return out + "}\n";
    };
    SUBCASE("leaf tests only, located by their t.Errorf line") {
        const std::string text =
            line("", "start") + line("TestAdd", "run") +
            line("TestAdd", "output", "=== RUN   TestAdd\\n") +
            line("TestAdd", "output", "    calc_test.go:12: Add(2, 2) = 5, want 4\\n") +
            line("TestAdd", "output", "--- FAIL: TestAdd (0.00s)\\n") + line("TestAdd", "fail") +
            line("TestDiv", "run") + line("TestDiv/by_zero", "run") +
            line("TestDiv/by_zero", "output", "    calc_test.go:30: no error\\n") +
            line("TestDiv/by_zero", "fail") + line("TestDiv", "fail") + line("TestSub", "pass") +
            line("TestMul", "skip") + line("", "output", "FAIL\\n") + line("", "fail");
        const ParsedReport r = parsed(text);
        CHECK(r.format == ReportFormat::go_test_json);
        CHECK(r.tests == 5);
        CHECK(r.skipped == 1);
        CHECK(r.failures == 2);
        CHECK(labels(r) == std::vector<std::string>{"TestAdd", "TestDiv/by_zero"});
        const Evidence& add = r.findings[0].evidence;
        CHECK(add.file == "calc_test.go");
        CHECK(add.line == 12);
        CHECK(add.message == "Add(2, 2) = 5, want 4");
        CHECK(r.findings[0].suite == "ex/calc");
        CHECK(r.findings[1].evidence.line == 30);
    }
    SUBCASE("a parent is dropped for a failed subtest at any depth, of its own package") {
        const auto in = [](std::string_view package, std::string_view test,
                           std::string_view action) {
            return R"({"Action":")" + std::string(action) + R"(","Package":")" +
                   std::string(package) + R"(","Test":")" + std::string(test) + "\"}\n";
        };
        const std::string text = in("a", "TestA/x/y", "fail") + in("a", "TestA/x", "fail") +
                                 in("a", "TestA/z", "pass") + in("a", "TestA", "fail") +
                                 in("a", "TestAB/x", "fail") + in("a", "TestAB", "fail") +
                                 in("a", "TestB", "fail") + in("b", "TestB/x", "fail") +
                                 in("c", "TestC/x", "pass") + in("c", "TestC", "fail");
        const ParsedReport r = parsed(text);
        CHECK(labels(r) ==
              std::vector<std::string>{"TestA/x/y", "TestAB/x", "TestB", "TestB/x", "TestC"});
        CHECK(r.failures == 5);
    }
    SUBCASE("a panic is located by its frame in a test file") {
        const std::string text =
            line("TestIdx", "run") +
            line("TestIdx", "output",
                 "panic: runtime error: index out of range [5] with length 3 [recovered]\\n") +
            line("TestIdx", "output", "goroutine 7 [running]:\\n") +
            line("TestIdx", "output", "\\t/usr/lib/go/src/runtime/panic.go:115 +0x1d\\n") +
            line("TestIdx", "output", "ex/calc.TestIdx(0xc000102340)\\n") +
            line("TestIdx", "output", "\\t/home/u/calc/calc_test.go:41 +0x2b\\n") +
            line("TestIdx", "fail") + line("", "fail");
        const ParsedReport r = parsed(text);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.file == "/home/u/calc/calc_test.go");
        CHECK(r.findings[0].evidence.line == 41);
        CHECK(r.findings[0].evidence.message.find("panic: runtime error: index out of range") == 0);
    }
    SUBCASE("a package that failed without a failing test has its output as text") {
        const std::string text =
            R"({"Action":"output","Package":"ex/bad","Output":"# ex/bad\n"})"
            "\n"
            R"({"Action":"output","Package":"ex/bad","Output":"./bad.go:3:2: undefined: foo\n"})"
            "\n"
            R"({"Action":"fail","Package":"ex/bad"})"
            "\n";
        const ParsedReport r = parsed(text);
        CHECK(r.findings.empty());
        CHECK(r.failures == 0);
        REQUIRE(r.texts.size() == 1);
        CHECK(r.texts[0].text == "# ex/bad\n./bad.go:3:2: undefined: foo\n");
        CHECK((r.texts[0].kinds & (1U << static_cast<unsigned>(Kind::test_failure))) == 0);
        CHECK((r.texts[0].kinds & (1U << static_cast<unsigned>(Kind::compile_error))) != 0);
    }
    SUBCASE("a broken line is an error naming its byte; a cut last line is not") {
        const std::string good = line("TestA", "pass");
        const std::string text = good + "{\"Action\":\"fail\",\"Test\":\n";
        const ReportError error = failed(text);
        CHECK(error.message.find("malformed JSON") == 0);
        CHECK(error.line == 2);
        CHECK(error.byte >= good.size());
        const std::string cut = good + "{\"Action\":\"fail\",\"Te";
        const ParsedReport r = parsed(cut, std::nullopt, cut.size() + 10);
        CHECK(r.truncated);
        CHECK(r.tests == 1);
    }
}

TEST_CASE("reports: cargo JSON messages") {
    const std::string text =
        R"({"reason":"compiler-artifact","package_id":"dep 1.0.0","target":{"name":"dep"}})"
        "\n"
        R"({"reason":"compiler-message","package_id":"app 0.1.0","message":{"rendered":"error[E0308]: mismatched types\n --> src/main.rs:4:18\n  |\n4 |     let n: i32 = \"four\";\n  |                  ^^^^^^ expected `i32`, found `&str`\n","$message_type":"diagnostic","children":[],"code":{"code":"E0308","explanation":"..."},"level":"error","message":"mismatched types","spans":[{"file_name":"src/lib.rs","line_start":40,"column_start":1,"is_primary":false},{"file_name":"src/main.rs","line_start":4,"line_end":4,"column_start":18,"column_end":24,"is_primary":true}]}})"
        "\n"
        R"({"reason":"compiler-message","package_id":"app 0.1.0","message":{"rendered":"warning: unused variable: `x`\n","code":{"code":"unused_variables"},"level":"warning","message":"unused variable: `x`","spans":[{"file_name":"src/main.rs","line_start":2,"column_start":9,"is_primary":true}]}})"
        "\n"
        R"({"reason":"compiler-message","package_id":"app 0.1.0","message":{"rendered":"error: aborting due to 1 previous error\n","code":null,"level":"error","message":"aborting due to 1 previous error","spans":[]}})"
        "\n"
        "running 1 test\n"
        "test tests::it_works ... FAILED\n"
        R"({"reason":"build-finished","success":false})"
        "\n";
    const ParsedReport r = parsed(text);
    CHECK(r.format == ReportFormat::cargo_json);
    CHECK(r.failures == 1);
    CHECK(r.warnings == 1);
    REQUIRE(r.findings.size() == 1);
    const Evidence& e = r.findings[0].evidence;
    CHECK(e.kind == Kind::compile_error);
    CHECK(e.label == "E0308");
    CHECK(e.file == "src/main.rs");
    CHECK(e.line == 4);
    CHECK(e.column == 18);
    CHECK(e.snippet == "mismatched types");
    CHECK(e.message.find("error[E0308]: mismatched types\n--> src/main.rs:4:18") == 0);
    REQUIRE(r.texts.size() == 1);
    CHECK(r.texts[0].text == "running 1 test\ntest tests::it_works ... FAILED\n");
}

TEST_CASE("reports: linter JSON") {
    SUBCASE("eslint: severity 2 an error, severity 1 a warning, fatal a syntax error") {
        const ParsedReport r = parsed(R"([
 {"filePath":"/p/src/a.js","messages":[
  {"ruleId":"no-undef","severity":2,"message":"'x' is not defined.","line":3,"column":5},
  {"ruleId":"semi","severity":1,"message":"Missing semicolon.","line":4,"column":9},
  {"ruleId":null,"fatal":true,"severity":2,"message":"Parsing error: Unexpected token }","line":9,"column":1}
 ],"errorCount":2,"warningCount":1},
 {"filePath":"/p/src/b.js","messages":[]}
])");
        CHECK(r.producer == "eslint");
        CHECK(r.failures == 2);
        CHECK(r.warnings == 1);
        REQUIRE(r.findings.size() == 2);
        CHECK(r.findings[0].evidence.kind == Kind::lint_error);
        CHECK(r.findings[0].evidence.label == "no-undef");
        CHECK(r.findings[0].evidence.file == "/p/src/a.js");
        CHECK(r.findings[0].evidence.line == 3);
        CHECK(r.findings[0].evidence.column == 5);
        CHECK(r.findings[1].evidence.kind == Kind::syntax_error);
        CHECK(r.findings[1].evidence.label.empty());
        CHECK(r.findings[1].evidence.line == 9);
    }
    SUBCASE("stylelint: severity error; CssSyntaxError a syntax error") {
        const ParsedReport r = parsed(R"x([{"source":"/p/a.css","errored":true,"warnings":[
  {"line":2,"column":3,"rule":"color-no-invalid-hex","severity":"error","text":"Unexpected invalid hex color \"#ff\" (color-no-invalid-hex)"},
  {"line":5,"column":1,"rule":"block-no-empty","severity":"warning","text":"Unexpected empty block"},
  {"line":9,"column":1,"rule":"CssSyntaxError","severity":"error","text":"Unclosed block (CssSyntaxError)"}
]}])x");
        CHECK(r.producer == "stylelint");
        CHECK(r.failures == 2);
        CHECK(r.warnings == 1);
        REQUIRE(r.findings.size() == 2);
        CHECK(r.findings[0].evidence.label == "color-no-invalid-hex");
        CHECK(r.findings[0].evidence.message ==
              "Unexpected invalid hex color \"#ff\" (color-no-invalid-hex)");
        CHECK(r.findings[1].evidence.kind == Kind::syntax_error);
        CHECK(r.findings[1].evidence.line == 9);
    }
    SUBCASE("pylint: every message, labelled by its id") {
        const ParsedReport r = parsed(R"([
{"type":"error","module":"app","obj":"","line":3,"column":4,"endLine":3,"endColumn":5,"path":"app.py","symbol":"undefined-variable","message":"Undefined variable 'x'","message-id":"E0602"},
{"type":"convention","module":"app","obj":"","line":1,"column":0,"path":"app.py","symbol":"missing-module-docstring","message":"Missing module docstring","message-id":"C0114"},
{"type":"error","module":"bad","obj":"","line":2,"column":6,"path":"bad.py","symbol":"syntax-error","message":"Parsing failed: 'invalid syntax (bad, line 2)'","message-id":"E0001"}
])");
        CHECK(r.producer == "pylint");
        CHECK(r.failures == 3);
        CHECK(labels(r) == std::vector<std::string>{"E0602", "C0114", "E0001"});
        CHECK(r.findings[0].evidence.kind == Kind::lint_error);
        CHECK(r.findings[0].evidence.column == 4);
        CHECK(r.findings[1].evidence.column == k_column_zero); // pylint's columns count from 0
        CHECK(r.findings[2].evidence.kind == Kind::syntax_error);
        CHECK(r.findings[2].evidence.file == "bad.py");
    }
    SUBCASE("oxlint's and biome's diagnostics") {
        const ParsedReport ox = parsed(
            R"x({"diagnostics":[{"message":"`debugger` statement is not allowed","code":"eslint(no-debugger)","severity":"error","filename":"src/a.js","labels":[{"span":{"offset":20,"length":9,"line":3,"column":5}}]},{"message":"unused","code":"eslint(no-unused-vars)","severity":"warning","filename":"src/a.js","labels":[]}],"number_of_files":1})x");
        CHECK(ox.producer == "oxlint");
        CHECK(ox.failures == 1);
        CHECK(ox.warnings == 1);
        REQUIRE(ox.findings.size() == 1);
        CHECK(ox.findings[0].evidence.label == "eslint(no-debugger)");
        CHECK(ox.findings[0].evidence.file == "src/a.js");
        CHECK(ox.findings[0].evidence.line == 3);
        CHECK(ox.findings[0].evidence.column == 5);
        const ParsedReport biome = parsed(
            R"({"summary":{"errors":2},"diagnostics":[{"severity":"error","message":"Using == may be unsafe.","category":"lint/suspicious/noDoubleEquals","location":{"path":"src/b.js","start":{"line":4,"column":9}}},{"severity":"error","message":"expected `;`","category":"parse","location":{"path":"src/c.js","start":{"line":1,"column":12}}},{"severity":"info","message":"x","category":"lint/complexity/noUselessTernary","location":{"path":"src/b.js","start":{"line":1,"column":1}}}]})");
        CHECK(biome.producer == "biome");
        CHECK(biome.failures == 2);
        CHECK(biome.warnings == 1);
        REQUIRE(biome.findings.size() == 2);
        CHECK(biome.findings[0].evidence.label == "lint/suspicious/noDoubleEquals");
        CHECK(biome.findings[0].evidence.file == "src/b.js");
        CHECK(biome.findings[0].evidence.line == 4);
        CHECK(biome.findings[1].evidence.kind == Kind::syntax_error);
        CHECK(biome.findings[1].evidence.file == "src/c.js");
    }
    SUBCASE("ESLint's json-with-metadata is its results array") {
        CHECK(detect_report_format(
                  R"({"results":[{"filePath":"/w/a.js","messages":[]}],"metadata":{}})") ==
              ReportFormat::eslint_json);
        const ParsedReport r = parsed(
            R"({"results":[{"filePath":"/w/a.js","messages":[{"ruleId":"no-undef","severity":2,"message":"'x' is not defined.","line":10,"column":10},{"ruleId":"eqeqeq","severity":1,"message":"m","line":1,"column":1}]}],"metadata":{"rulesMeta":{}}})");
        CHECK(r.producer == "eslint");
        CHECK(r.warnings == 1);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].evidence.label == "no-undef");
        CHECK(r.findings[0].evidence.line == 10);
    }
    SUBCASE("GitLab Code Quality: blocker and critical fail, major only when nothing is higher") {
        const ParsedReport ox = parsed(
            R"x([{"description":"Wrong direction","check_name":"eslint(for-direction)","fingerprint":"e1","severity":"critical","location":{"path":"src/index.js","lines":{"begin":2,"end":2}}},{"description":"unused","check_name":"eslint(no-unused-vars)","fingerprint":"e2","severity":"major","location":{"path":"src/index.js","lines":{"begin":4,"end":4}}}])x");
        CHECK(ox.producer == "GitLab Code Quality JSON");
        CHECK(ox.failures == 1);
        CHECK(ox.warnings == 1);
        REQUIRE(ox.findings.size() == 1);
        CHECK(ox.findings[0].evidence.label == "eslint(for-direction)");
        CHECK(ox.findings[0].evidence.file == "src/index.js");
        CHECK(ox.findings[0].evidence.line == 2);
        const ParsedReport ruff = parsed(
            R"([{"description":"`os` imported but unused","check_name":"F401","fingerprint":"f","severity":"major","location":{"path":"a.py","positions":{"begin":{"line":1,"column":8},"end":{"line":1,"column":10}}}},{"description":"x","check_name":"E501","fingerprint":"g","severity":"minor","location":{"path":"a.py","lines":{"begin":3}}}])");
        CHECK(ruff.failures == 1);
        CHECK(ruff.warnings == 1);
        REQUIRE(ruff.findings.size() == 1);
        CHECK(ruff.findings[0].evidence.label == "F401");
        CHECK(ruff.findings[0].evidence.line == 1);
        CHECK(ruff.findings[0].evidence.column == 8);
    }
    SUBCASE("RuboCop's json formatter: every severity but info fails, fatal is a parse error") {
        const ParsedReport rubocop = parsed(
            R"({"metadata":{"rubocop_version":"1.39.0"},"files":[{"path":"lib/a.rb","offenses":[{"severity":"convention","message":"Redundant `return` detected.","cop_name":"Style/RedundantReturn","location":{"start_line":14,"start_column":5,"line":14,"column":5}},{"severity":"info","message":"m","cop_name":"Style/X","location":{"line":2,"column":1}},{"severity":"fatal","message":"unexpected token kEND","cop_name":"Lint/Syntax","location":{"line":9,"column":1}}]}],"summary":{"offense_count":3}})");
        CHECK(rubocop.producer == "rubocop");
        CHECK(rubocop.failures == 2);
        CHECK(rubocop.warnings == 1);
        REQUIRE(rubocop.findings.size() == 2);
        CHECK(rubocop.findings[0].evidence.kind == Kind::lint_error);
        CHECK(rubocop.findings[0].evidence.label == "Style/RedundantReturn");
        CHECK(rubocop.findings[0].evidence.file == "lib/a.rb");
        CHECK(rubocop.findings[0].evidence.line == 14);
        CHECK(rubocop.findings[0].evidence.column == 5);
        CHECK(rubocop.findings[1].evidence.kind == Kind::syntax_error);
        CHECK(rubocop.findings[1].evidence.label.empty());
    }
    SUBCASE("anything but an array or diagnostics is refused") {
        CHECK(
            failed("{\"entries\":[]}", ReportFormat::eslint_json).message.find("not a lint JSON") ==
            0);
        CHECK(failed("{\"files\":{}}", ReportFormat::eslint_json).message.find("not a lint JSON") ==
              0);
    }
}

TEST_CASE("reports: core::analyze joins them with the console") {
    const std::string junit = R"(<testsuites><testsuite name="pytest">
<testcase classname="tests.test_math" name="test_add_wrong" file="tests/test_math.py" line="10"><failure message="assert 4 == 5">def test_add_wrong():
&gt;       assert add(2, 2) == 5
E       assert 4 == 5

tests/test_math.py:12: AssertionError</failure></testcase>
<testcase classname="tests.test_math" name="test_sub" file="tests/test_math.py" line="20"><failure message="assert 1 == 0">tests/test_math.py:22: AssertionError</failure></testcase>
</testsuite></testsuites>)";
    std::vector<ParsedReport> reports{parsed(junit)};

    SUBCASE("a failure both name is one item, the console's label kept") {
        const std::string console = "============ short test summary info ============\n"
                                    "FAILED tests/test_math.py::test_add_wrong - assert 4 == 5\n"
                                    "============ 1 failed, 3 passed in 0.05s ============\n";
        const Analysis plain = analyze({console, "", 1});
        REQUIRE(count_kind(plain, Kind::test_failure) == 1);
        // Alone, the console's summary line gives no line and a one-line message.
        CHECK(plain.evidence[0].line == 0);
        CHECK(plain.evidence[0].message.find("def test_add_wrong") == std::string::npos);
        RunInput input{console, "", 1};
        input.reports = &reports;
        const Analysis a = analyze(input);
        // test_sub only the report names: added.
        REQUIRE(count_kind(a, Kind::test_failure) == 2);
        const Evidence* joined = nullptr;
        const Evidence* added = nullptr;
        for (const Evidence& e : a.evidence) {
            if (e.kind == Kind::test_failure && e.stream != Stream::report) {
                joined = &e;
            } else if (e.kind == Kind::test_failure) {
                added = &e;
            }
        }
        REQUIRE(joined != nullptr);
        CHECK(joined->label == plain.evidence[0].label);
        CHECK(joined->file == "tests/test_math.py");
        CHECK(joined->line == 11); // the report's line="10", counted from 1
        CHECK(joined->message.find("assert 4 == 5\ndef test_add_wrong():") == 0);
        REQUIRE(added != nullptr);
        CHECK(added->label == "tests/test_math.py::test_sub");
        CHECK(added->file == "tests/test_math.py");
        CHECK(added->line == 21);
        REQUIRE(a.reports.size() == 1);
        CHECK(a.reports[0].failures == 2);
        CHECK(a.reports[0].name == "r");
    }
    SUBCASE("a report alone, with a console that says nothing") {
        RunInput input{"", "", 1};
        input.reports = &reports;
        const Analysis a = analyze(input);
        CHECK(count_kind(a, Kind::test_failure) == 2);
        CHECK(a.primary == Kind::test_failure);
        for (const Evidence& e : a.evidence) {
            CHECK(e.stream == Stream::report);
        }
    }
    SUBCASE("a module that would not import replaces the test's failure") {
        std::vector<ParsedReport> collection{
            parsed(R"(<testsuites><testsuite name="pytest" errors="1">
<testcase classname="" name="tests.test_api"><error message="collection failure">ImportError while importing test module '/p/tests/test_api.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
tests/test_api.py:1: in &lt;module&gt;
    import requests
E   ModuleNotFoundError: No module named 'requests'</error></testcase>
</testsuite></testsuites>)")};
        RunInput input{"", "", 2};
        input.reports = &collection;
        const Analysis a = analyze(input);
        CHECK(count_kind(a, Kind::test_failure) == 0);
        REQUIRE(count_kind(a, Kind::missing_module) == 1);
        CHECK(first_of(a, Kind::missing_module)->label == "requests");
        CHECK(a.primary == Kind::missing_module);
    }
    SUBCASE("--detectors filters the kinds a report adds") {
        std::vector<ParsedReport> lint{parsed(
            R"([{"filePath":"src/a.js","messages":[{"ruleId":"no-undef","severity":2,"message":"'x' is not defined.","line":3,"column":5}]}])")};
        reports.push_back(std::move(lint[0]));
        RunInput input{"", "", 1};
        input.reports = &reports;
        AnalyzeOptions only_lint;
        only_lint.detectors.push_back(find_detector("lint-error"));
        REQUIRE(only_lint.detectors[0] != nullptr);
        const Analysis a = analyze(input, only_lint);
        CHECK(count_kind(a, Kind::test_failure) == 0);
        CHECK(count_kind(a, Kind::lint_error) == 1);
        AnalyzeOptions only_tests;
        only_tests.detectors.push_back(find_detector("test-failure"));
        const Analysis b = analyze(input, only_tests);
        CHECK(count_kind(b, Kind::test_failure) == 2);
        CHECK(count_kind(b, Kind::lint_error) == 0);
        // Both reports are summarised whatever the filter.
        CHECK(b.reports.size() == 2);
    }
}
