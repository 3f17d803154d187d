// SPDX-License-Identifier: MIT
// Rows written from a tool's documented output where this machine cannot run the tool
// (.NET's VSTest logger, XCTest and swift-testing): the lines below follow Microsoft's
// and Swift's documentation. Captured fixtures take over when the tools can run here.
#include "core/pipeline.hpp"

#include <doctest/doctest.h>
#include <string>

using namespace loopclose::core;

namespace {

const Evidence* find(const Analysis& a, Kind kind, std::string_view label) {
    for (const auto& e : a.evidence) {
        if (e.kind == kind && e.label == label) {
            return &e;
        }
    }
    return nullptr;
}

} // namespace

TEST_CASE("dotnet test: a failed test, located by its frame in the test file") {
    const std::string out =
        "  Passed Shop.Tests.CartTests.Empty [1 ms]\n"
        "  Failed Shop.Tests.CartTests.AddsTax [12 ms]\n"
        "  Error Message:\n"
        "   Assert.Equal() Failure\n"
        "Expected: 110\n"
        "Actual:   100\n"
        "  Stack Trace:\n"
        "     at Shop.Tests.CartTests.AddsTax() in /src/Shop.Tests/CartTests.cs:line 21\n"
        "\n"
        "Failed!  - Failed:     1, Passed:     1, Skipped:     0, Total:     2\n"
        "Failed to connect to the telemetry endpoint\n";
    const Analysis a = analyze({out, "", 1});
    const Evidence* item = find(a, Kind::test_failure, "Shop.Tests.CartTests.AddsTax");
    REQUIRE(item != nullptr);
    CHECK(item->file == "/src/Shop.Tests/CartTests.cs");
    CHECK(item->line == 21);
    CHECK(find(a, Kind::test_failure, "Shop.Tests.CartTests.Empty") == nullptr);
    CHECK(find(a, Kind::test_failure, "to connect to the telemetry endpoint") == nullptr);
}

TEST_CASE("XCTest on macOS and Linux, and swift-testing") {
    const Analysis mac = analyze(
        {"Test Case '-[CartTests.CartTests testTotal]' started.\n"
         "/src/Tests/CartTests/CartTests.swift:14: error: -[CartTests.CartTests testTotal] : "
         "XCTAssertEqual failed: (\"10\") is not equal to (\"11\")\n"
         "Test Case '-[CartTests.CartTests testTotal]' failed (0.002 seconds).\n",
         "", 1});
    const Evidence* item = find(mac, Kind::test_failure, "CartTests.CartTests testTotal");
    REQUIRE(item != nullptr);
    CHECK(item->file == "/src/Tests/CartTests/CartTests.swift");
    CHECK(item->line == 14);
    CHECK(find(mac, Kind::compile_error, "") == nullptr);

    const Analysis linux_run = analyze(
        {"/src/Tests/CartTests/CartTests.swift:14: error: CartTests.testTotal : XCTAssertEqual "
         "failed: (\"10\") is not equal to (\"11\") - \n"
         "Test Case 'CartTests.testTotal' failed (0.002 seconds)\n",
         "", 1});
    item = find(linux_run, Kind::test_failure, "CartTests.testTotal");
    REQUIRE(item != nullptr);
    CHECK(item->line == 14);

    const Analysis testing = analyze(
        {"\xE2\x9C\x98 Test add() recorded an issue at CartTests.swift:5:3: Expectation failed: "
         "(total \xE2\x86\x92 10) == 11\n",
         "", 1});
    item = find(testing, Kind::test_failure, "add()");
    REQUIRE(item != nullptr);
    CHECK(item->file == "CartTests.swift");
    CHECK(item->column == 3);
}
