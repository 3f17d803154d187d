// SPDX-License-Identifier: MIT
#include "core/rule_atoms.hpp"

#include <algorithm>
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
    return result;
}

} // namespace loopclose::core
