// SPDX-License-Identifier: MIT
#include "core/triggers.hpp"

#include "core/literal_scan.hpp"

#include <algorithm>

namespace loopclose::core {

namespace {

// The scan's tables, built once from the generated atoms of the start patterns.
struct Triggers {
    struct Start {
        std::uint32_t bit;
        std::vector<std::uint32_t> required; // literal indices, all needed on the line
    };
    LiteralScanner scanner;
    std::vector<Start> starts;
    std::vector<std::vector<std::uint32_t>> starts_of; // per literal: starts it may open
    std::uint32_t always = 0; // kinds with a start pattern no literal filters: every line
};

Triggers build_triggers() {
    Triggers t;
    const std::span<const StartPattern> patterns = detector_starts();
    const std::vector<GeneratedAtoms>& generated = generated_start_atoms();
    std::vector<std::string> literals;
    const auto literal_of = [&](const std::string& atom) {
        const auto it = std::find(literals.begin(), literals.end(), atom);
        if (it != literals.end()) {
            return static_cast<std::uint32_t>(it - literals.begin());
        }
        literals.push_back(atom);
        t.starts_of.emplace_back();
        return static_cast<std::uint32_t>(literals.size() - 1);
    };
    for (std::size_t i = 0; i < patterns.size(); ++i) {
        const std::uint32_t bit = trigger_bit(patterns[i].kind);
        // The generated table matches the patterns unless the build is stale; derive
        // again rather than trust it then.
        const RowAtoms atoms = i < generated.size() && generated[i].pattern == patterns[i].pattern
                                   ? generated[i].atoms
                                   : derive_row_atoms(patterns[i].pattern);
        const bool filtered =
            atoms.ok && !atoms.unfiltered && !atoms.any.empty() &&
            std::all_of(atoms.any.begin(), atoms.any.end(),
                        [](const std::string& a) { return LiteralScanner::usable(a); });
        if (!filtered) {
            t.always |= bit;
            continue;
        }
        Triggers::Start start{bit, {}};
        for (const std::string& atom : atoms.required) {
            start.required.push_back(literal_of(atom));
        }
        const auto index = static_cast<std::uint32_t>(t.starts.size());
        for (const std::string& atom : atoms.any) {
            t.starts_of[literal_of(atom)].push_back(index);
        }
        t.starts.push_back(std::move(start));
    }
    t.scanner = LiteralScanner(std::move(literals));
    return t;
}

const Triggers& triggers() {
    static const Triggers t = build_triggers();
    return t;
}

// The kinds whose start patterns the literals found on one line let through.
std::uint32_t line_mask(const Triggers& t, std::vector<std::uint32_t>& found) {
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    std::uint32_t mask = t.always;
    for (const std::uint32_t literal : found) {
        for (const std::uint32_t s : t.starts_of[literal]) {
            const Triggers::Start& start = t.starts[s];
            if ((mask & start.bit) == 0 &&
                std::all_of(start.required.begin(), start.required.end(), [&](std::uint32_t r) {
                    return std::binary_search(found.begin(), found.end(), r);
                })) {
                mask |= start.bit;
            }
        }
    }
    return mask;
}

// Where line `l` begins in the buffer that starts at `base`.
std::size_t line_start(const StreamLines& lines, const char* base, std::size_t l) {
    return static_cast<std::size_t>(lines.lines[l].data() - base);
}

} // namespace

void mark_trigger_lines(StreamLines& lines) {
    const Triggers& t = triggers();
    lines.masks.assign(lines.lines.size(), t.always);
    if (lines.lines.empty()) {
        return;
    }
    // The lines are consecutive views into one buffer, separated by single newlines:
    // one scan over the whole buffer, each hit then filed under its line.
    const char* base = lines.lines.front().data();
    const char* end = lines.lines.back().data() + lines.lines.back().size();
    const std::string_view text(base, static_cast<std::size_t>(end - base));
    std::vector<LiteralScanner::Hit> hits;
    t.scanner.scan(text, hits);
    // The scan reports a literal where it meets it, which may follow a later literal's
    // start by a byte or two: put them in order of position.
    std::sort(
        hits.begin(), hits.end(),
        [](const LiteralScanner::Hit& a, const LiteralScanner::Hit& b) { return a.at < b.at; });
    std::vector<std::uint32_t> found;
    std::size_t line = 0;
    std::size_t next_start = lines.lines.size() > 1 ? line_start(lines, base, 1) : text.size() + 1;
    for (std::size_t h = 0; h < hits.size(); ++h) {
        while (hits[h].at >= next_start) {
            ++line;
            next_start =
                line + 1 < lines.lines.size() ? line_start(lines, base, line + 1) : text.size() + 1;
        }
        found.push_back(hits[h].literal);
        if (h + 1 == hits.size() || hits[h + 1].at >= next_start) {
            lines.masks[line] |= line_mask(t, found);
            found.clear();
        }
    }
}

} // namespace loopclose::core
