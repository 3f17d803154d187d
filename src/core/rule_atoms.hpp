// SPDX-License-Identifier: MIT
// The literals a line must hold before a row's pattern is worth trying, derived from the
// pattern itself by RE2's FilteredRE2 (never kept by hand). Built-in rows get theirs at
// build time (loopclose_rule_atoms writes them into the library, so a run does not
// compile every pattern to learn them); rows a user brings get theirs when loaded.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

struct RowAtoms {
    bool ok = true;                    // false: RE2 rejected the pattern
    std::vector<std::string> required; // lower case; every one is in any matching text
    // lower case; one of these is in any matching text, the set made small and rare (the
    // commonest atoms dropped while that stays true)
    std::vector<std::string> any;
    // true when the pattern yields no literal to filter on: the row is tried on every line
    bool unfiltered = false;
    // Per atom of `any`: how the pattern spells it, when only that spelling can match
    // (see spelling_of); empty when the atom must be looked for in any case.
    std::vector<std::string> spelt;
    // For a pattern anchored at the start of the text, the range RE2 gives for what it
    // matches (RE2::PossibleMatchRange): every match m has lowest <= m <= highest, so a
    // text below `lowest`, or whose first byte is above highest's, cannot match (see
    // may_match_at_start). Both empty when the pattern is not anchored or RE2 gives none.
    std::string lowest;
    std::string highest;

    bool operator==(const RowAtoms&) const = default;
};

// The atoms of `pattern` (RE2 syntax), from FilteredRE2 with a minimum atom length of 3:
// `any` is every atom of its prefilter, `required` those the prefilter cannot do
// without (taking one away, with all the others present, rules the pattern out).
RowAtoms derive_row_atoms(std::string_view pattern);

// False when no match of an anchored pattern whose range is [lowest, highest] (see
// RowAtoms) can start `text`: every match is a prefix of the text, so the text is at
// least `lowest`; and a match is not empty when `lowest` is not, so its first byte,
// the text's, is at most highest's.
bool may_match_at_start(std::string_view text, std::string_view lowest, std::string_view highest);

// The spelling `atom` (lower case) must have in any text `pattern` matches, when the
// pattern says it: the pattern has no (?i) and no escape that could stand for a
// letter, and writes each letter of the atom in one case only, in its literals and in
// the classes of up to 4 characters that FilteredRE2 spells out (so that whatever path
// of the pattern yields the atom, its letters have that case).
// Empty when it cannot tell: the atom is then looked for in any case.
std::string spelling_of(std::string_view pattern, std::string_view atom);

// RowAtoms as a view: what the engine reads, whether the atoms were generated at
// build time (static arrays, nothing built at run time) or derived at run time
// (OwnedAtoms keeps the strings).
struct AtomsView {
    bool ok = true;
    std::span<const std::string_view> required;
    std::span<const std::string_view> any;
    bool unfiltered = false;
    std::span<const std::string_view> spelt;
    std::string_view lowest;
    std::string_view highest;
};

// True when the view holds the same atoms as `atoms` (the build-time table checked
// against the patterns).
bool same_atoms(const AtomsView& view, const RowAtoms& atoms);

// Derived atoms with their view (neither copied nor moved: the view points into them).
class OwnedAtoms {
  public:
    explicit OwnedAtoms(RowAtoms atoms);
    OwnedAtoms(const OwnedAtoms&) = delete;
    OwnedAtoms& operator=(const OwnedAtoms&) = delete;
    const AtomsView& view() const { return m_view; }

  private:
    RowAtoms m_atoms;
    std::vector<std::string_view> m_required, m_any, m_spelt;
    AtomsView m_view;
};

// The spelling of `atom` as recorded in `atoms` (empty when none).
std::string_view spelt_atom(const AtomsView& atoms, std::string_view atom);

// The atoms generated at build time for the built-in rows, in table order, with the
// pattern each was derived from (so that a stale entry is noticed and derived again).
// Constant data: reading it costs a run nothing.
struct GeneratedAtoms {
    std::string_view pattern;
    AtomsView atoms;
};
std::span<const GeneratedAtoms> generated_row_atoms();

} // namespace loopclose::core
