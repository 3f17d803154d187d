// SPDX-License-Identifier: MIT
// The literals a line must hold before a row's pattern is worth trying, derived from the
// pattern itself by RE2's FilteredRE2 (never kept by hand). Built-in rows get theirs at
// build time (loopclose_rule_atoms writes them into the library, so a run does not
// compile every pattern to learn them); rows a user brings get theirs when loaded.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

struct RowAtoms {
    bool ok = true;                    // false: RE2 rejected the pattern
    std::vector<std::string> required; // lower case; every one is in any matching text
    std::vector<std::string> any;      // lower case; with no required one, one of these is
    // true when the pattern yields no literal to filter on: the row is tried on every line
    bool unfiltered = false;

    bool operator==(const RowAtoms&) const = default;
};

// The atoms of `pattern` (RE2 syntax), from FilteredRE2 with a minimum atom length of 3:
// `any` is every atom of its prefilter, `required` those the prefilter cannot do
// without (taking one away, with all the others present, rules the pattern out).
RowAtoms derive_row_atoms(std::string_view pattern);

// The atoms generated at build time for the built-in rows, in table order, with the
// pattern each was derived from (so that a stale entry is noticed and derived again).
struct GeneratedAtoms {
    std::string_view pattern;
    RowAtoms atoms;
};
const std::vector<GeneratedAtoms>& generated_row_atoms();

} // namespace loopclose::core
