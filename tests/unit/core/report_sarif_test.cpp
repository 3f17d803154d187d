// SPDX-License-Identifier: MIT
#include "../fixture_support.hpp"
#include "core/report_sarif.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace loopclose;
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
    a.exit_code = 1;
    a.failed = true;
    return a;
}

const SarifOptions k_options{"1.2.3", "/work/repo", "loopclose"};

} // namespace

TEST_CASE("core::render_sarif") {
    SUBCASE("log, run, driver and one rule per kind") {
        const auto log = make_sarif_json(Analysis{}, k_options);
        CHECK(log["version"] == "2.1.0");
        CHECK(log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json");
        REQUIRE(log["runs"].size() == 1);
        const auto& run = log["runs"][0];
        CHECK(run["tool"]["driver"]["name"] == "loopclose");
        CHECK(run["tool"]["driver"]["version"] == "1.2.3");
        CHECK(run["automationDetails"]["id"] == "loopclose/");
        CHECK(run["columnKind"] == "utf16CodeUnits");
        CHECK(run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == "file:///work/repo/");
        CHECK(run["results"].empty());
        const auto& rules = run["tool"]["driver"]["rules"];
        REQUIRE(rules.size() == k_kind_count);
        for (std::size_t i = 0; i < k_kind_count; ++i) {
            const auto& rule = rules[i];
            CHECK(rule["id"] == all_kinds()[i].id);
            CHECK_FALSE(rule["shortDescription"]["text"].get<std::string>().empty());
            CHECK(rule["fullDescription"]["text"].get<std::string>().size() <= 1000);
            CHECK(rule["help"]["text"].get<std::string>().starts_with("Fix by: "));
            CHECK(rule["help"]["markdown"].get<std::string>().starts_with("**Fix by:** "));
            CHECK_FALSE(rule["properties"]["tags"].empty());
        }
        const auto& test_rule = rules[kind_index(Kind::test_failure)];
        CHECK(test_rule["shortDescription"]["text"] == "Test failure");
        CHECK(test_rule["properties"]["precision"] == "very-high");
        CHECK(test_rule["properties"]["problem.severity"] == "error");
        CHECK(rules[kind_index(Kind::todo_marker)]["properties"]["problem.severity"] ==
              "recommendation");
    }
    SUBCASE("a result per item with a file: rule, level, message, region") {
        const Analysis a = with({item(Kind::typecheck_error, "src/a.ts", 3, 7, "TS2322",
                                      "src/a.ts(3,7): error TS2322: bad"),
                                 item(Kind::runtime_error, "", 0, 0, "TypeError", "boom"),
                                 item(Kind::fixme_marker, "b.py", 4, 0, "", "FIXME: x"),
                                 item(Kind::todo_marker, "c.py", 0, 0, "", "TODO: y")});
        const auto run = make_sarif_json(a, k_options)["runs"][0];
        const auto& results = run["results"];
        REQUIRE(results.size() == 3);
        CHECK(results[0]["ruleId"] == "typecheck-error");
        CHECK(results[0]["ruleIndex"] == kind_index(Kind::typecheck_error));
        CHECK(results[0]["level"] == "error");
        CHECK(results[0]["message"]["text"] ==
              "Typecheck error (TS2322): src/a.ts(3,7): error TS2322: bad");
        const auto& location = results[0]["locations"][0]["physicalLocation"];
        CHECK(location["artifactLocation"]["uri"] == "src/a.ts");
        CHECK(location["artifactLocation"]["uriBaseId"] == "%SRCROOT%");
        CHECK(location["region"]["startLine"] == 3);
        CHECK(location["region"]["startColumn"] == 7);
        CHECK(results[1]["level"] == "warning");
        CHECK_FALSE(
            results[1]["locations"][0]["physicalLocation"]["region"].contains("startColumn"));
        CHECK(results[2]["level"] == "note");
        CHECK_FALSE(results[2]["locations"][0]["physicalLocation"].contains("region"));
        CHECK(run["properties"]["evidenceWithoutFile"] == 1);
        CHECK(run["properties"]["resultsOmitted"] == 0);
    }
    SUBCASE("a column printed as 0 gives no startColumn (SARIF counts from 1)") {
        const Analysis a = with({item(Kind::syntax_error, "src/a.js", 9, k_column_zero, "", "x")});
        const auto log = make_sarif_json(a, k_options);
        const auto& region =
            log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"];
        CHECK(region["startLine"] == 9);
        CHECK_FALSE(region.contains("startColumn"));
    }
    SUBCASE("paths: inside the root relative, outside absolute file URIs") {
        const Analysis a = with({item(Kind::crash, "/work/repo/src/m.c", 1, 0, "", "x"),
                                 item(Kind::crash, "/usr/include/s.h", 1, 0, "", "x"),
                                 item(Kind::crash, "../lib/my file.c", 1, 0, "", "x"),
                                 item(Kind::crash, "node:internal/x", 1, 0, "", "x")});
        const auto results = make_sarif_json(a, k_options)["runs"][0]["results"];
        const auto uri = [&](std::size_t i) {
            return results[i]["locations"][0]["physicalLocation"]["artifactLocation"];
        };
        CHECK(uri(0)["uri"] == "src/m.c");
        CHECK(uri(0)["uriBaseId"] == "%SRCROOT%");
        CHECK(uri(1)["uri"] == "file:///usr/include/s.h");
        CHECK_FALSE(uri(1).contains("uriBaseId"));
        CHECK(uri(2)["uri"] == "file:///work/lib/my%20file.c");
        CHECK(uri(3)["uri"] == "./node:internal/x");
    }
    SUBCASE("without a source root there is no originalUriBaseIds") {
        const auto run = make_sarif_json(with({}), {"1", "", "loopclose"})["runs"][0];
        CHECK_FALSE(run.contains("originalUriBaseIds"));
    }
    SUBCASE("fingerprints: stable, blind to moved numbers, counted per occurrence") {
        const Evidence a = item(Kind::typecheck_error, "src/a.ts", 3, 7, "TS2322",
                                "src/a.ts(3,7): error TS2322: bad");
        const Evidence moved = item(Kind::typecheck_error, "src/a.ts", 30, 1, "TS2322",
                                    "src/a.ts(30,1): error TS2322: bad");
        const Evidence other = item(Kind::typecheck_error, "src/b.ts", 3, 7, "TS2322",
                                    "src/a.ts(3,7): error TS2322: bad");
        CHECK(sarif_fingerprint(a, "src/a.ts", 1) == "d147a8e6f39748d9:1");
        CHECK(sarif_fingerprint(moved, "src/a.ts", 1) == sarif_fingerprint(a, "src/a.ts", 1));
        CHECK(sarif_fingerprint(other, "src/b.ts", 1) != sarif_fingerprint(a, "src/a.ts", 1));
        const auto results =
            make_sarif_json(with({a, moved, other}), k_options)["runs"][0]["results"];
        const auto hash = [&](std::size_t i) {
            return results[i]["partialFingerprints"]["primaryLocationLineHash"].get<std::string>();
        };
        CHECK(hash(0) == "d147a8e6f39748d9:1");
        CHECK(hash(1) == "d147a8e6f39748d9:2");
        CHECK(hash(2).ends_with(":1"));
        // An absolute path inside the root hashes like its relative form.
        Evidence absolute = a;
        absolute.file = "/work/repo/src/a.ts";
        const auto again = make_sarif_json(with({absolute}), k_options)["runs"][0]["results"];
        CHECK(again[0]["partialFingerprints"]["primaryLocationLineHash"] == hash(0));
    }
    SUBCASE("at most 25,000 results, and the run says how many were left out") {
        std::vector<Evidence> items(k_max_sarif_results + 7,
                                    item(Kind::lint_error, "a.js", 1, 1, "no-undef", "x"));
        const auto run = make_sarif_json(with(std::move(items)), k_options)["runs"][0];
        CHECK(run["results"].size() == k_max_sarif_results);
        CHECK(run["properties"]["resultsOmitted"] == 7);
        const auto& note = run["invocations"][0]["toolExecutionNotifications"][0];
        CHECK(note["level"] == "warning");
        CHECK(note["message"]["text"].get<std::string>().find("7 more were left out") !=
              std::string::npos);
        CHECK(run["results"][24999]["partialFingerprints"]["primaryLocationLineHash"]
                  .get<std::string>()
                  .ends_with(":25000"));
    }
    SUBCASE("identical input gives byte-identical output") {
        const auto fixture = test::load_fixture(std::string("tsc/fail-multi"));
        const Analysis a = test::analyze_fixture(fixture);
        const std::string first = render_sarif(a, k_options);
        CHECK(first == render_sarif(test::analyze_fixture(fixture), k_options));
        CHECK(first.ends_with("}\n"));
        const auto log = nlohmann::json::parse(first);
        CHECK(log["runs"][0]["results"].size() == 7);
    }
}
