// SPDX-License-Identifier: MIT
// A compiled RE2 pattern. RE2 guarantees linear-time matching: no pattern in
// loopclose can backtrack, whatever the input.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace re2 {
class RE2;
}

namespace loopclose::core {

class Pattern {
  public:
    // Records `regex` (RE2 syntax). It is compiled on first use, so that a process
    // pays only for the patterns its input reaches (most detectors look at few
    // lines). A pattern that fails to compile never matches and is counted by
    // pattern_compile_failures().
    explicit Pattern(std::string_view regex);
    ~Pattern();
    Pattern(const Pattern&) = delete;
    Pattern& operator=(const Pattern&) = delete;

    // True when the pattern matches somewhere in `text`.
    bool search(std::string_view text) const;

    // Like search(), filling groups[0..N) with capture groups 1..N (empty when a group
    // did not take part).
    template <std::size_t N>
    bool search(std::string_view text, std::array<std::string_view, N>& groups) const {
        return search_groups(text, groups.data(), N);
    }

    // True when the pattern compiles (compiling it now if it has not been used yet).
    bool ok() const;

  private:
    bool search_groups(std::string_view text, std::string_view* groups, std::size_t n) const;
    // The compiled pattern; thread-safe, compiles at most once.
    const re2::RE2& compiled() const;

    std::string m_regex;
    mutable std::once_flag m_once;
    mutable std::unique_ptr<re2::RE2> m_re;
};

// How many patterns failed to compile since the process started (tests assert 0).
// Compiles every pattern constructed so far first, so none escapes the count.
std::size_t pattern_compile_failures();

// Parses a decimal number of at most 9 digits; 0 when `digits` is not one.
unsigned parse_small_number(std::string_view digits);

} // namespace loopclose::core
