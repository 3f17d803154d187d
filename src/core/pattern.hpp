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
#include <vector>

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
    mutable bool m_latin1 = false; // compiled for Latin-1 (latin1_equivalent)
};

// How many patterns failed to compile since the process started (tests assert 0).
// Compiles every pattern constructed so far first, so none escapes the count.
std::size_t pattern_compile_failures();

// True when `regex` may be compiled for Latin-1 (programs several times smaller to
// build and run) to read UTF-8 text: it has no escape that names a character by number
// (\x, octal) or a Unicode class (\p, \P), whose meaning depends on the encoding, and
// any character past ASCII it holds is a literal outside a class, not repeated on its
// own and not under (?i) (its bytes then match the same bytes in the text either way:
// "❯ (\S+)", not "[^›]" or "●+"). No ASCII byte occurs inside a multi-byte character, so its
// literals and ASCII classes match alike; but "." and negated classes then take one byte, not one
// character, so a group may end inside a character (the line rules widen groups to whole
// characters) and a single "." does not step over a character of several bytes.
bool latin1_equivalent(std::string_view regex);

// A group `group` of `text`, matched by a pattern compiled for Latin-1, may begin or end
// inside a UTF-8 character ("(.)" takes one byte of "é"): its whole characters, as the
// same pattern compiled for UTF-8 would take them, so that every field is valid UTF-8.
// An empty or absent group stays as it is.
std::string_view whole_characters(std::string_view text, std::string_view group);

// `regex` with each named group "(?P<name>" written as a plain group "(", the names
// going to `names` (names[k] names group k + 1; empty for a group without a name). The
// groups keep their numbers. RE2 validates a group's name against Unicode classes it
// builds on the first named group a process compiles (about 2 M instructions, more than
// most runs spend on their input); stripped patterns never pay that. A pattern whose
// names RE2 would refuse (not [A-Za-z0-9_]+, or given twice) is returned as it is, so
// that RE2 still reports it.
std::string strip_group_names(std::string_view regex, std::vector<std::string>& names);

// Parses a decimal number of at most 9 digits; 0 when `digits` is not one.
unsigned parse_small_number(std::string_view digits);

} // namespace loopclose::core
