// SPDX-License-Identifier: MIT
#include "core/rule_atoms.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <re2/filtered_re2.h>
#include <re2/re2.h>

namespace loopclose::core {

RowAtoms derive_row_atoms(std::string_view pattern) {
    RowAtoms result;
    re2::FilteredRE2 filter(3);
    re2::RE2::Options options;
    options.set_log_errors(false);
    options.set_max_mem(8 << 20);
    int id = -1;
    if (filter.Add(re2::StringPiece(pattern.data(), pattern.size()), options, &id) !=
        re2::RE2::NoError) {
        result.ok = false;
        return result;
    }
    std::vector<std::string> atoms;
    filter.Compile(&atoms);
    std::vector<int> potentials;
    filter.AllPotentials({}, &potentials);
    if (!potentials.empty() || atoms.empty()) {
        result.unfiltered = true; // passes the prefilter with no atom at all
        return result;
    }
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
    result.any = atoms;
    std::sort(result.required.begin(), result.required.end());
    std::sort(result.any.begin(), result.any.end());
    for (const std::string& atom : result.any) {
        result.spelt.push_back(spelling_of(pattern, atom));
    }
    return result;
}

std::string spelling_of(std::string_view pattern, std::string_view atom) {
    if (pattern.find("(?i") != std::string_view::npos || atom.empty()) {
        return {};
    }
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

std::string_view spelt_atom(const RowAtoms& atoms, std::string_view atom) {
    for (std::size_t k = 0; k < atoms.any.size() && k < atoms.spelt.size(); ++k) {
        if (atoms.any[k] == atom) {
            return atoms.spelt[k];
        }
    }
    return {};
}

} // namespace loopclose::core
