// SPDX-License-Identifier: MIT
// Replays every saved fuzz input (fuzz/corpus/<target>/*) through the full check of
// the entry its libFuzzer targets run, so each normal and sanitizer build re-checks
// the corpus.
#include "fixture_support.hpp"
#include "fuzz/entries.hpp"
#include "fuzz/invariants.hpp"
#include "fuzz/mcp_entry.hpp"
#include "fuzz/pipeline_entry.hpp"

#include <doctest/doctest.h>

using namespace loopclose;

namespace {

std::vector<std::filesystem::path> sorted_files(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.is_regular_file()) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Every input goes through the entry's full check (its cross-checks included).
std::string run_entry(const fuzz::FuzzEntry& entry, std::string_view data) {
    return entry.thorough()({reinterpret_cast<const std::uint8_t*>(data.data()), data.size()});
}

} // namespace

TEST_CASE("fuzz corpus replay") {
    const auto corpus = test::source_dir() / "fuzz" / "corpus";
    std::size_t replayed = 0;
    for (const auto& target : std::filesystem::directory_iterator(corpus)) {
        const std::string name = target.path().filename().string();
        const fuzz::FuzzEntry* entry = fuzz::find_fuzz_entry(name);
        INFO("corpus folder ", name, " has no entry in fuzz/entries.cpp");
        REQUIRE(entry != nullptr);
        for (const auto& file : sorted_files(target.path())) {
            INFO("input ", file.string());
            CHECK(run_entry(*entry, test::read_file(file)) == "");
            ++replayed;
        }
    }
    CHECK(replayed >= 50);
}

TEST_CASE("fuzz entries") {
    SUBCASE("every entry has a seed corpus") {
        for (const auto& entry : fuzz::fuzz_entries()) {
            const auto dir = test::source_dir() / "fuzz" / "corpus" / std::string(entry.name);
            INFO(entry.name);
            CHECK(std::filesystem::is_directory(dir));
            CHECK(sorted_files(dir).size() >= 5);
        }
    }
    SUBCASE("pipeline input round-trips through the layout") {
        const std::string data = fuzz::encode_pipeline_input("out\n", "err\n", -3);
        const auto c = fuzz::decode_pipeline_input(
            {reinterpret_cast<const std::uint8_t*>(data.data()), data.size()});
        CHECK(c.input.stdout_text == "out\n");
        CHECK(c.input.stderr_text == "err\n");
        REQUIRE(c.input.exit_code.has_value());
        CHECK(*c.input.exit_code == -3);
        CHECK(c.options.max_chars == core::k_default_max_chars);
        CHECK(c.options.detectors.empty());
        CHECK(c.options.promise.empty());
    }
    SUBCASE("a short input is stdout with an unknown exit code") {
        const std::string data = "(fail)";
        const auto c = fuzz::decode_pipeline_input(
            {reinterpret_cast<const std::uint8_t*>(data.data()), data.size()});
        CHECK(c.input.stdout_text == "(fail)");
        CHECK(c.input.stderr_text.empty());
        CHECK_FALSE(c.input.exit_code.has_value());
    }
    SUBCASE("header flags select max-chars, detectors and the promise") {
        std::string data = fuzz::encode_pipeline_input("x", "", std::nullopt);
        data[0] = static_cast<char>(2 | 4 | 8);
        data[5] = 9; // max_chars - 1, low byte
        data[7] = 1; // detectors 0, 8, 16
        const auto c = fuzz::decode_pipeline_input(
            {reinterpret_cast<const std::uint8_t*>(data.data()), data.size()});
        CHECK(c.options.max_chars == 10);
        CHECK(c.options.promise == "DONE");
        REQUIRE(c.options.detectors.size() == 3);
        CHECK(c.options.detectors[0] == &core::detector_registry()[0]);
        CHECK(c.options.detectors[1] == &core::detector_registry()[8]);
    }
    SUBCASE("a broken invariant is reported") {
        core::Analysis a;
        a.stall_reason = "x";
        a.counts[0] = 1; // a count without its item
        CHECK(fuzz::check_analysis(a) == "items of merge-conflict do not match its count");
    }
}

TEST_CASE("fuzz: the MCP response check") {
    CHECK(
        fuzz::check_mcp_response(
            R"({"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"x"}],"isError":false}})") ==
        "");
    CHECK(
        fuzz::check_mcp_response(
            R"([{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"m"}}])") ==
        "");
    CHECK(fuzz::check_mcp_response(R"({"id":1,"result":{}})") ==
          "MCP response is not a JSON-RPC 2.0 object");
    CHECK(fuzz::check_mcp_response(R"({"jsonrpc":"1.0","id":1,"result":{}})") ==
          "MCP response is not a JSON-RPC 2.0 object");
    // "jsonrpc" nested in the result does not count.
    CHECK(fuzz::check_mcp_response(R"({"id":1,"result":{"jsonrpc":"2.0"}})") ==
          "MCP response is not a JSON-RPC 2.0 object");
    CHECK(fuzz::check_mcp_response(R"({"jsonrpc":"2.0","id":1,"result":{},"error":{}})") ==
          "MCP response needs exactly one of result and error");
    CHECK(fuzz::check_mcp_response(R"({"jsonrpc":"2.0","id":1})") ==
          "MCP response needs exactly one of result and error");
    CHECK(fuzz::check_mcp_response(R"([{"jsonrpc":"2.0","id":1,"result":{}},3])") ==
          "MCP response is not a JSON-RPC 2.0 object");
    CHECK(fuzz::check_mcp_response("[]") == "MCP batch response is empty");
    CHECK(fuzz::check_mcp_response("42") == "MCP response is not a JSON-RPC 2.0 object");
    CHECK(fuzz::check_mcp_response(R"({"jsonrpc":"2.0","result":)") ==
          "MCP response does not parse as JSON");
    CHECK(fuzz::check_mcp_response("{\"jsonrpc\":\"2.0\",\n\"result\":{}}") ==
          "MCP response is not one line of valid UTF-8");
}
