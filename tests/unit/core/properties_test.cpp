// SPDX-License-Identifier: MIT
// Properties of the pure core over many generated inputs (a fixed-seed PRNG, so
// every run checks the same inputs): determinism, clean UTF-8 output, UTF-8-safe
// truncation, evidence caps and escape-code removal.
#include "core/paths.hpp"
#include "core/report.hpp"
#include "core/report_github.hpp"
#include "core/report_sarif.hpp"
#include "fuzz/invariants.hpp"
#include "fuzz/pipeline_entry.hpp"
#include "tests/unit/fixture_support.hpp"

#include <array>
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>
#include <string>

using namespace loopclose;

namespace {

// splitmix64: tiny, and identical on every platform (std distributions are not).
class Prng {
  public:
    explicit Prng(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

  private:
    std::uint64_t m_state;
};

// Pieces of real tool output, escape codes and hostile bytes.
constexpr std::array<std::string_view, 32> k_fragments{
    "(fail) sum > adds [0.31ms]\n",
    "FAIL src/a.test.ts > sum > adds\n",
    "error TS2304: Cannot find name 'x'.\n",
    "src/a.c:3:5: error: expected ';'\n",
    "FAILED tests/test_a.py::test_one - assert 1 == 2\n",
    "--- FAIL: TestA (0.00s)\n",
    "Traceback (most recent call last):\n",
    "KeyError: 'k'\n",
    "ModuleNotFoundError: No module named 'nope'\n",
    "Segmentation fault (core dumped)\n",
    "<<<<<<< HEAD\n",
    "=======\n",
    ">>>>>>> topic\n",
    "sh: 1: nope: not found\n",
    "    at Object.<anonymous> (/src/a.js:1:7)\n",
    "// TODO: later\n",
    "# FIXME\n",
    "\x1b[31m",
    "\x1b[0m",
    "\x1b]8;;http://x\x07",
    "\x1b[",
    "\x1bP",
    "\x1b",
    "\r",
    "\r\n",
    "\t",
    std::string_view("\0", 1),
    "\xff\xfe",
    "\xc3",
    "é€😀",
    "\xc2\x85",
    "<promise>DONE</promise>"};

std::string random_text(Prng& prng, std::size_t pieces) {
    std::string text;
    for (std::size_t i = 0; i < pieces; ++i) {
        if (prng.below(4) == 0) {
            text.push_back(static_cast<char>(prng.below(256)));
        } else {
            text.append(k_fragments[prng.below(k_fragments.size())]);
        }
    }
    return text;
}

std::string random_pipeline_input(Prng& prng) {
    const auto exit_code = static_cast<std::int32_t>(prng.next() % 300) - 20;
    std::string data = fuzz::encode_pipeline_input(random_text(prng, prng.below(60)),
                                                   random_text(prng, prng.below(30)), exit_code);
    data[0] = static_cast<char>(prng.below(16)); // random flags
    data[5] = static_cast<char>(prng.below(256));
    data[6] = static_cast<char>(prng.below(2));
    data[7] = static_cast<char>(prng.below(256));
    return data;
}

std::span<const std::uint8_t> bytes(std::string_view text) {
    return {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()};
}

// The longest suffix of `text` that starts on a character boundary and fits.
std::string_view expected_tail(std::string_view text, std::size_t max_bytes) {
    std::size_t start = text.size() > max_bytes ? text.size() - max_bytes : 0;
    while (start < text.size() && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) {
        ++start;
    }
    return text.substr(start);
}

// Undoes escape_github_property.
std::string unescape_github(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size()) {
            out.push_back(
                static_cast<char>(std::stoi(std::string(text.substr(i + 1, 2)), nullptr, 16)));
            i += 2;
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

// The value of `key=` in a workflow command's property list ("" when absent).
std::string github_property(std::string_view line, std::string_view key) {
    const std::size_t end = line.find("::", 2);
    const std::string_view props = line.substr(0, end);
    const std::string needle = std::string(key) + "=";
    std::size_t at = props.find(needle);
    if (at == std::string_view::npos) {
        return {};
    }
    at += needle.size();
    const std::size_t stop = props.find(',', at);
    return unescape_github(props.substr(at, stop == std::string_view::npos ? stop : stop - at));
}

// A JSON field as text or number, "" or 0 when it is missing or null.
std::string text_of(const nlohmann::json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}
std::uint64_t number_of(const nlohmann::json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_number() ? j[key].get<std::uint64_t>() : 0;
}

// The shared fields of one analysis agree across the JSON, SARIF and GitHub formats:
// JSON lists every evidence item; SARIF has one result per item with a file, in the
// same order, with its kind, line, column (none for a column printed as 0) and label; every GitHub
// annotation with a file names an item with that file and line.
void check_formats_agree(const core::Analysis& a) {
    const auto json = nlohmann::json::parse(core::render_report_json(a));
    REQUIRE(json["evidence"].size() == a.evidence.size());
    core::SarifOptions options;
    options.tool_version = "0.0.0-test";
    const auto sarif = nlohmann::json::parse(core::render_sarif(a, options));
    const auto& results = sarif["runs"][0]["results"];
    std::size_t r = 0;
    for (std::size_t i = 0; i < a.evidence.size(); ++i) {
        const auto& item = json["evidence"][i];
        const core::Evidence& e = a.evidence[i];
        CHECK(text_of(item, "kind") == core::kind_info(e.kind).id);
        CHECK(text_of(item, "file") == e.file);
        CHECK(number_of(item, "line") == e.line);
        CHECK(number_of(item, "column") == core::printed_column(e.column));
        CHECK(item["column"].is_null() == (e.column == 0));
        CHECK(text_of(item, "label") == e.label);
        if (e.file.empty() || r == results.size()) {
            continue;
        }
        const auto& result = results[r++];
        CHECK(text_of(result, "ruleId") == text_of(item, "kind"));
        const auto ptr = [](const char* path) { return nlohmann::json::json_pointer(path); };
        CHECK(result.value(ptr("/properties/label"), std::string()) == e.label);
        const char* const region = "/locations/0/physicalLocation/region/";
        CHECK(result.value(ptr((std::string(region) + "startLine").c_str()), 0U) == e.line);
        CHECK(result.value(ptr((std::string(region) + "startColumn").c_str()), 0U) ==
              core::printed_column(e.column));
    }
    CHECK(r == results.size());
    const std::string github = core::render_github(a);
    for (const auto line : core::split_lines(github)) {
        const std::string file = github_property(line, "file");
        if (file.empty()) {
            continue;
        }
        const std::string at = github_property(line, "line");
        const std::uint64_t number = at.empty() ? 0 : std::stoull(at);
        const bool found = std::any_of(a.evidence.begin(), a.evidence.end(), [&](const auto& e) {
            // GitHub gets the path as render_github shows it: "./x.go" is "x.go"
            return core::path_under_root(e.file, {}).value_or(e.file) == file && e.line == number;
        });
        INFO(line);
        CHECK(found);
    }
}

} // namespace

TEST_CASE("formats agree on the shared fields") {
    SUBCASE("every captured fixture") {
        for (const auto& dir : test::all_fixture_dirs()) {
            const test::Fixture f = test::load_fixture(dir);
            INFO(f.name);
            check_formats_agree(test::analyze_fixture(f));
        }
    }
    SUBCASE("generated inputs") {
        Prng prng(19);
        for (int i = 0; i < 300; ++i) {
            INFO("input #", i);
            check_formats_agree(core::analyze({random_text(prng, 60), random_text(prng, 20), 1}));
        }
    }
}

TEST_CASE("core properties") {
    SUBCASE("every generated run keeps every output promise") {
        Prng prng(7);
        for (int i = 0; i < 500; ++i) {
            const std::string data = random_pipeline_input(prng);
            INFO("input #", i);
            REQUIRE(fuzz::check_pipeline(bytes(data)) == "");
        }
    }
    SUBCASE("identical input gives identical text and JSON") {
        Prng prng(11);
        for (int i = 0; i < 300; ++i) {
            const std::string out = random_text(prng, 40);
            const std::string err = random_text(prng, 20);
            const core::Analysis a = core::analyze({out, err, 1});
            const core::Analysis b = core::analyze({out, err, 1});
            REQUIRE(core::render_next_prompt(a) == core::render_next_prompt(b));
            REQUIRE(core::render_report_json(a) == core::render_report_json(b));
        }
    }
    SUBCASE("text is free of control characters and JSON is valid UTF-8") {
        Prng prng(13);
        for (int i = 0; i < 300; ++i) {
            const core::Analysis a = core::analyze({random_text(prng, 50), "", 1});
            const std::string text = core::render_next_prompt(a);
            const std::string json = core::render_report_json(a);
            REQUIRE(fuzz::find_control_char(text, "\n") == std::string::npos);
            REQUIRE(fuzz::is_valid_utf8(text));
            REQUIRE(fuzz::is_valid_utf8(json));
            REQUIRE(fuzz::check_json_report(json, a, text) == "");
        }
    }
    SUBCASE("clean_output removes every escape character") {
        Prng prng(17);
        for (int i = 0; i < 1000; ++i) {
            const std::string clean = core::clean_output(random_text(prng, 80));
            REQUIRE(clean.find('\x1b') == std::string::npos);
            REQUIRE(fuzz::find_control_char(clean, "\n\t") == std::string::npos);
            REQUIRE(fuzz::is_valid_utf8(clean));
        }
    }
}

TEST_CASE("core::keep_tail at every byte offset") {
    for (const std::string_view ch : {"é", "€", "😀"}) {
        const std::string text =
            "ab" + std::string(ch) + "c" + std::string(ch) + std::string(ch) + "d";
        for (std::size_t max = 0; max <= text.size() + 1; ++max) {
            INFO("character ", ch, " max_bytes ", max);
            const std::string_view tail = core::keep_tail(text, max);
            CHECK(tail == expected_tail(text, max));
            CHECK(tail.size() <= max);
            CHECK(fuzz::is_valid_utf8(tail));
            CHECK(tail.data() + tail.size() == text.data() + text.size());
        }
    }
    SUBCASE("invalid UTF-8 loses at most three bytes") {
        const std::string text(10, '\x80');
        CHECK(core::keep_tail(text, 5).size() == 2);
        CHECK(core::keep_tail(text, 3).empty());
    }
    SUBCASE("truncation is reported") {
        const std::string out = "x€y€";
        core::AnalyzeOptions options;
        options.max_chars = 4;
        const core::Analysis a = core::analyze({out, "", 0}, options);
        CHECK(a.stdout_truncated);
        CHECK_FALSE(a.stderr_truncated);
    }
}

TEST_CASE("core::analyze caps evidence at a million failing lines") {
    constexpr std::size_t k_lines = 1'000'000;
    std::string out;
    out.reserve(k_lines * 16);
    for (std::size_t i = 0; i < k_lines; ++i) {
        out += "(fail) t" + std::to_string(i) + "\n";
    }
    // Only the test-failure detector: the caps are the pipeline's, and twenty detectors
    // over 13 MB would make this the slowest test under the sanitizers.
    core::AnalyzeOptions options;
    options.detectors = {core::find_detector("test-failure")};
    options.max_chars = core::k_max_max_chars;
    const core::Analysis a = core::analyze({out, "", 1}, options);
    const std::size_t k = core::kind_index(core::Kind::test_failure);
    CHECK(a.counts[k] == k_lines);
    CHECK(a.primary == core::Kind::test_failure);
    CHECK(a.stall_reason == "1000000 test failures detected");
    CHECK_FALSE(a.stdout_truncated);
    std::size_t items = 0;
    for (const auto& item : a.evidence) {
        items += item.kind == core::Kind::test_failure ? 1 : 0;
    }
    CHECK(items == core::k_max_items_per_kind);
    CHECK(fuzz::check_analysis(a) == "");
    const std::string text = core::render_next_prompt(a);
    CHECK(text.find("… and 999990 more (--limit 0 lists all)\n") != std::string::npos);
    CHECK(fuzz::check_text_report(text) == "");
}
