// SPDX-License-Identifier: MIT
#include "core/rule_atoms.hpp"

#include "core/literal_scan.hpp"
#include "core/pattern.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <re2/filtered_re2.h>
#include <re2/re2.h>

namespace loopclose::core {

namespace {

// True when every match of `pattern` starts at the start of the text: it begins with
// "^" and has no "|" outside groups and classes (where a branch could drop the anchor),
// nor the multi-line flag (where "^" also follows a newline).
bool anchored_at_start(std::string_view pattern) {
    if (pattern.empty() || pattern.front() != '^' ||
        pattern.find("(?m") != std::string_view::npos ||
        pattern.find("(?s") != std::string_view::npos) {
        return false;
    }
    int depth = 0;
    bool in_class = false;
    for (std::size_t k = 0; k < pattern.size(); ++k) {
        const char c = pattern[k];
        if (c == '\\') {
            if (k + 1 < pattern.size() && pattern[k + 1] == 'Q') {
                return false; // \Q...\E: not worth reading
            }
            ++k;
        } else if (in_class) {
            in_class = c != ']';
        } else if (c == '[') {
            in_class = true;
            if (k + 1 < pattern.size() && pattern[k + 1] == '^') {
                ++k;
            }
            if (k + 1 < pattern.size() && pattern[k + 1] == ']') {
                ++k;
            }
        } else if (c == '(') {
            ++depth;
        } else if (c == ')') {
            --depth;
        } else if (c == '|' && depth == 0) {
            return false;
        }
    }
    return true;
}

// Fills atoms.lowest and atoms.highest for an anchored pattern, compiled as a row is
// (Latin-1 when it is ASCII: line_rules.cpp).
void possible_range(std::string_view pattern, re2::RE2::Options options, RowAtoms& atoms) {
    if (!anchored_at_start(pattern)) {
        return;
    }
    if (latin1_equivalent(pattern)) {
        options.set_encoding(re2::RE2::Options::EncodingLatin1);
    }
    const re2::RE2 re(re2::StringPiece(pattern.data(), pattern.size()), options);
    std::string lowest;
    std::string highest;
    if (re.ok() && re.PossibleMatchRange(&lowest, &highest, 8) && !lowest.empty() &&
        !highest.empty()) {
        atoms.lowest = std::move(lowest);
        atoms.highest = std::move(highest);
    }
}

// The options every pattern is given to FilteredRE2 with.
re2::RE2::Options filter_options() {
    re2::RE2::Options options;
    options.set_log_errors(false);
    options.set_max_mem(8 << 20);
    return options;
}

// Adds `pattern` to `filter` (minimum atom length 3) and compiles it, its atoms to
// `atoms`; false when RE2 refuses the pattern. `unfiltered` when a text holding none of
// the atoms may still match.
bool compile_filter(re2::FilteredRE2& filter, std::string_view pattern,
                    std::vector<std::string>& atoms, bool& unfiltered) {
    int id = -1;
    if (filter.Add(re2::StringPiece(pattern.data(), pattern.size()), filter_options(), &id) !=
        re2::RE2::NoError) {
        return false;
    }
    filter.Compile(&atoms);
    std::vector<int> potentials;
    filter.AllPotentials({}, &potentials);
    unfiltered = !potentials.empty() || atoms.empty();
    return true;
}

} // namespace

bool may_match_at_start(std::string_view text, std::string_view lowest, std::string_view highest) {
    if (lowest.empty()) {
        return true;
    }
    return text >= lowest && !text.empty() && !highest.empty() &&
           static_cast<unsigned char>(text.front()) <= static_cast<unsigned char>(highest.front());
}

RowAtoms derive_row_atoms(std::string_view pattern) {
    RowAtoms result;
    re2::FilteredRE2 filter(3);
    std::vector<std::string> atoms;
    bool unfiltered = false;
    if (!compile_filter(filter, pattern, atoms, unfiltered)) {
        result.ok = false;
        return result;
    }
    possible_range(pattern, filter_options(), result);
    if (unfiltered) {
        result.unfiltered = true; // passes the prefilter with no atom at all
        return result;
    }
    std::vector<int> potentials;
    std::vector<int> all(atoms.size());
    for (std::size_t a = 0; a < atoms.size(); ++a) {
        all[a] = static_cast<int>(a);
    }
    for (std::size_t a = 0; a < atoms.size(); ++a) {
        std::vector<int> without = all;
        without.erase(without.begin() + static_cast<std::ptrdiff_t>(a));
        filter.AllPotentials(without, &potentials);
        if (potentials.empty()) {
            result.required.push_back(atoms[a]);
        }
    }
    // `any` is a set of atoms one of which every match holds: all of them to begin with,
    // then, the commonest first, each atom whose absence alone cannot rule a match out
    // is dropped (a match with none of the rest left must still be impossible). For
    // "(?:warning|error) … (?:remark|retext)-" that leaves "remark-" and "retext-", not
    // two words every log holds. Atoms the scan cannot look for go first.
    std::vector<int> keep = all;
    std::vector<int> order = all;
    const auto cost = [&](int a) {
        const std::string& atom = atoms[static_cast<std::size_t>(a)];
        return LiteralScanner::usable(atom) ? literal_weight(atom) : 1000000;
    };
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return cost(x) > cost(y); });
    for (const int a : order) {
        if (keep.size() == 1) {
            break;
        }
        std::vector<int> passing; // every atom but those kept, and without `a`
        for (const int b : all) {
            if (b == a || std::find(keep.begin(), keep.end(), b) == keep.end()) {
                passing.push_back(b);
            }
        }
        filter.AllPotentials(passing, &potentials);
        if (potentials.empty()) {
            std::erase(keep, a);
        }
    }
    for (const int a : keep) {
        result.any.push_back(atoms[static_cast<std::size_t>(a)]);
    }
    std::sort(result.required.begin(), result.required.end());
    std::sort(result.any.begin(), result.any.end());
    for (const std::string& atom : result.any) {
        result.spelt.push_back(spelling_of(pattern, atom));
    }
    return result;
}

namespace {

std::string per_letter_spelling(std::string_view pattern, std::string_view atom);

// The spelling of `atom` when the pattern writes it, case aside, as one run of text
// spelt one way (and nowhere else: every occurrence has that spelling), and no other
// path of the pattern yields it: with every occurrence replaced by three control bytes,
// the pattern's atoms neither hold `atom` nor lie within it, and it still has atoms.
// ("Exception|Error": "Error"; "(?:Error|[Ee]rrors)": none.)
std::string written_spelling(std::string_view pattern, std::string_view atom) {
    std::string spelt;
    std::vector<std::size_t> at;
    for (std::size_t k = 0; k + atom.size() <= pattern.size(); ++k) {
        bool same = true;
        for (std::size_t j = 0; j < atom.size() && same; ++j) {
            const char c = pattern[k + j];
            same = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c) == atom[j];
        }
        if (!same) {
            continue;
        }
        const std::string_view here = pattern.substr(k, atom.size());
        if (!spelt.empty() && here != spelt) {
            return {}; // written two ways
        }
        spelt = here;
        at.push_back(k);
        k += atom.size() - 1;
    }
    if (at.empty()) {
        return {};
    }
    std::string without;
    std::size_t from = 0;
    for (const std::size_t k : at) {
        without.append(pattern.substr(from, k - from));
        without += "\x01\x02\x03"; // a literal of its own, so that its path keeps one
        from = k + atom.size();
    }
    without.append(pattern.substr(from));
    re2::FilteredRE2 filter(3);
    std::vector<std::string> atoms;
    bool unfiltered = false;
    if (!compile_filter(filter, without, atoms, unfiltered) || unfiltered) {
        return {}; // refused, or the rest needs no literal: it could hold any spelling
    }
    for (const std::string& other : atoms) {
        if (other.find(atom) != std::string::npos || atom.find(other) != std::string_view::npos) {
            return {};
        }
    }
    return spelt;
}

} // namespace

std::string spelling_of(std::string_view pattern, std::string_view atom) {
    if (pattern.find("(?i") != std::string_view::npos || atom.empty()) {
        return {};
    }
    std::string spelt = per_letter_spelling(pattern, atom);
    return spelt.empty() ? written_spelling(pattern, atom) : spelt;
}

namespace {

std::string per_letter_spelling(std::string_view pattern, std::string_view atom) {
    // Per letter, the cases in which the pattern writes it literally (bit 1 lower,
    // bit 2 upper), small classes included. Syntax is skipped: escapes of classes (\d,
    // \w…), group names, repetition counts. An escape that could stand for a letter
    // (\x41, \p{Lu}) leaves the case open: no spelling.
    std::array<unsigned, 26> cases{};
    const auto note = [&](char c) {
        if (c >= 'a' && c <= 'z') {
            cases[static_cast<std::size_t>(c - 'a')] |= 1U;
        } else if (c >= 'A' && c <= 'Z') {
            cases[static_cast<std::size_t>(c - 'A')] |= 2U;
        }
    };
    for (std::size_t k = 0; k < pattern.size(); ++k) {
        const char c = pattern[k];
        if (c == '\\') {
            const char next = k + 1 < pattern.size() ? pattern[k + 1] : '\0';
            if (std::isalpha(static_cast<unsigned char>(next)) != 0 &&
                std::string_view("dDsSwWbBAzntrfv").find(next) == std::string_view::npos) {
                return {};
            }
            ++k;
        } else if (c == '[') {
            // A class: FilteredRE2 spells out only classes of a few characters (more
            // match anything for it), so only the letters of those count.
            std::string members;
            bool negated = k + 1 < pattern.size() && pattern[k + 1] == '^';
            std::size_t size = 0;
            for (++k; k < pattern.size() && pattern[k] != ']'; ++k) {
                if (pattern[k] == '\\') {
                    ++k;
                    size += 10; // \d, \w, \s or an escaped character: count it as many
                } else if (k + 2 < pattern.size() && pattern[k + 1] == '-' &&
                           pattern[k + 2] != ']') {
                    for (char m = pattern[k]; m <= pattern[k + 2] && members.size() < 64; ++m) {
                        members += m;
                    }
                    size += static_cast<std::size_t>(pattern[k + 2] - pattern[k]) + 1;
                    k += 2;
                } else {
                    members += pattern[k];
                    ++size;
                }
            }
            if (!negated && size <= 4) {
                for (const char m : members) {
                    note(m);
                }
            }
        } else if (c == '(' && k + 2 < pattern.size() && pattern[k + 1] == '?' &&
                   (pattern[k + 2] == 'P' || pattern[k + 2] == '<')) {
            k = pattern.find('>', k); // a group's name
            if (k == std::string_view::npos) {
                return {};
            }
        } else if (c == '{') {
            k = pattern.find('}', k); // a repetition count
            if (k == std::string_view::npos) {
                return {};
            }
        } else {
            note(c);
        }
    }
    // Bytes past ASCII are kept as FilteredRE2 gives them: only where the pattern
    // writes them so.
    for (std::size_t k = 0; k < atom.size();) {
        std::size_t end = k;
        while (end < atom.size() && static_cast<unsigned char>(atom[end]) >= 0x80) {
            ++end;
        }
        if (end > k && pattern.find(atom.substr(k, end - k)) == std::string_view::npos) {
            return {};
        }
        k = end > k ? end : k + 1;
    }
    std::string spelling(atom);
    for (char& c : spelling) {
        if (c >= 'a' && c <= 'z') {
            const unsigned seen = cases[static_cast<std::size_t>(c - 'a')];
            if (seen != 1U && seen != 2U) {
                return {}; // both cases, or none: the text may hold either
            }
            c = seen == 2U ? static_cast<char>(c - 32) : c;
        }
    }
    return spelling;
}

} // namespace

std::string_view spelt_atom(const AtomsView& atoms, std::string_view atom) {
    for (std::size_t k = 0; k < atoms.any.size() && k < atoms.spelt.size(); ++k) {
        if (atoms.any[k] == atom) {
            return atoms.spelt[k];
        }
    }
    return {};
}

namespace {

std::vector<std::string_view> views_of(const std::vector<std::string>& strings) {
    return {strings.begin(), strings.end()};
}

bool same_list(std::span<const std::string_view> view, const std::vector<std::string>& list) {
    return std::equal(view.begin(), view.end(), list.begin(), list.end());
}

} // namespace

OwnedAtoms::OwnedAtoms(RowAtoms atoms)
    : m_atoms(std::move(atoms)), m_required(views_of(m_atoms.required)),
      m_any(views_of(m_atoms.any)),
      m_spelt(views_of(m_atoms.spelt)), m_view{m_atoms.ok,         m_required, m_any,
                                               m_atoms.unfiltered, m_spelt,    m_atoms.lowest,
                                               m_atoms.highest} {}

bool same_atoms(const AtomsView& view, const RowAtoms& atoms) {
    return view.ok == atoms.ok && same_list(view.required, atoms.required) &&
           same_list(view.any, atoms.any) && view.unfiltered == atoms.unfiltered &&
           same_list(view.spelt, atoms.spelt) && view.lowest == atoms.lowest &&
           view.highest == atoms.highest;
}

} // namespace loopclose::core
