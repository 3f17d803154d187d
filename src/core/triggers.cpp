// SPDX-License-Identifier: MIT
#include "core/triggers.hpp"

#include "core/literal_scan.hpp"
#include "core/pattern.hpp"

#include <algorithm>
#include <cctype>
#include <memory>

namespace loopclose::core {

namespace {

// The literal a start pattern spells out, when it is nothing else: an optional "^",
// then characters that are not RE2 operators (or are escaped punctuation). Empty when
// the pattern is more than a literal.
std::string plain_literal(std::string_view pattern, bool& anchored) {
    anchored = !pattern.empty() && pattern.front() == '^';
    std::string literal;
    for (std::size_t k = anchored ? 1 : 0; k < pattern.size(); ++k) {
        const char c = pattern[k];
        if (c == '\\') {
            const char next = k + 1 < pattern.size() ? pattern[k + 1] : 'a';
            if (std::isalnum(static_cast<unsigned char>(next)) != 0) {
                return {}; // \d, \s, \t…: a class, not a literal
            }
            literal += next;
            ++k;
        } else if (std::string_view(".+*?()[]{}|^$").find(c) != std::string_view::npos) {
            return {};
        } else {
            literal += c;
        }
    }
    return literal;
}

// The scan's tables, built once from the generated atoms of the start patterns.
struct Triggers {
    struct Start {
        std::uint32_t bit;
        // A start pattern that is a plain literal ("FIXME", "^Traceback") is decided by
        // the scan alone: found as it is spelt, at a line's start when anchored.
        bool plain = false;
        bool anchored = false;
        std::vector<std::string> others; // required atoms besides the one scanned for
        std::unique_ptr<Pattern> re;     // compiled on the first line that needs it
                                         // (Pattern compiles on first use)
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
    std::vector<bool> exact;
    const auto literal_of = [&](const std::string& atom, bool spelt) {
        for (std::size_t k = 0; k < literals.size(); ++k) {
            if (literals[k] == atom && exact[k] == spelt) {
                return static_cast<std::uint32_t>(k);
            }
        }
        literals.push_back(atom);
        exact.push_back(spelt);
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
        const auto usable = [](const std::string& a) { return LiteralScanner::usable(a); };
        bool anchored = false;
        const std::string plain = plain_literal(patterns[i].pattern, anchored);
        if (usable(plain)) {
            t.starts_of[literal_of(plain, true)].push_back(
                static_cast<std::uint32_t>(t.starts.size()));
            t.starts.push_back({bit, true, anchored, {}, nullptr});
            continue;
        }
        // Scan for the rarest literal the pattern cannot do without, else for each of
        // its alternatives; the pattern itself then decides.
        const std::string* key = nullptr;
        for (const std::string& atom : atoms.required) {
            if (usable(atom) && (key == nullptr || literal_weight(atom) < literal_weight(*key))) {
                key = &atom;
            }
        }
        if (!atoms.ok || atoms.unfiltered ||
            (key == nullptr &&
             (atoms.any.empty() || !std::all_of(atoms.any.begin(), atoms.any.end(), usable)))) {
            t.always |= bit;
            continue;
        }
        Triggers::Start start{
            bit, false, false, {}, std::make_unique<Pattern>(patterns[i].pattern)};
        const auto index = static_cast<std::uint32_t>(t.starts.size());
        if (key != nullptr) {
            for (const std::string& atom : atoms.required) {
                if (&atom != key) {
                    start.others.push_back(atom);
                }
            }
            t.starts_of[literal_of(*key, false)].push_back(index);
        } else {
            for (const std::string& atom : atoms.any) {
                t.starts_of[literal_of(atom, false)].push_back(index);
            }
        }
        t.starts.push_back(std::move(start));
    }
    t.scanner = LiteralScanner(std::move(literals), std::move(exact));
    return t;
}

const Triggers& triggers() {
    static const Triggers t = build_triggers();
    return t;
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
    // The line each start was last tried on: one try per start and line, however many
    // times its literal occurs there.
    std::vector<std::size_t> tried(t.starts.size(), lines.lines.size());
    std::size_t line = 0;
    std::size_t next_start = lines.lines.size() > 1 ? line_start(lines, base, 1) : text.size() + 1;
    for (const LiteralScanner::Hit& hit : hits) {
        while (hit.at >= next_start) {
            ++line;
            next_start =
                line + 1 < lines.lines.size() ? line_start(lines, base, line + 1) : text.size() + 1;
        }
        const std::string_view l = lines.lines[line];
        for (const std::uint32_t s : t.starts_of[hit.literal]) {
            const Triggers::Start& start = t.starts[s];
            if ((lines.masks[line] & start.bit) != 0 || tried[s] == line) {
                continue;
            }
            if (start.plain) {
                if (!start.anchored || hit.at == line_start(lines, base, line)) {
                    lines.masks[line] |= start.bit;
                }
                continue;
            }
            tried[s] = line;
            // The literals say the line may match; the pattern says whether it does.
            if (std::all_of(start.others.begin(), start.others.end(),
                            [&](const std::string& atom) { return contains_lower(l, atom); })) {
                if (start.re->search(l)) {
                    lines.masks[line] |= start.bit;
                }
            }
        }
    }
}

} // namespace loopclose::core
