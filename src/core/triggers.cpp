// SPDX-License-Identifier: MIT
#include "core/triggers.hpp"

#include "core/line_rules.hpp"
#include "core/literal_scan.hpp"
#include "core/pattern.hpp"
#include "core/rule_atoms.hpp"
#include "core/scan_tables.hpp"

#include <algorithm>
#include <cctype>
#include <memory>
#include <unordered_map>

namespace loopclose::core {

namespace {

// The literal a start pattern spells out, when it is nothing else: an optional "^",
// characters that are not RE2 operators (or are escaped punctuation), an optional "$".
// Empty when the pattern is more than a literal.
std::string plain_literal(std::string_view pattern, LiteralScanner::Where& where) {
    where = {true, !pattern.empty() && pattern.front() == '^', false};
    if (where.line_start) {
        pattern.remove_prefix(1);
    }
    if (!pattern.empty() && pattern.back() == '$' &&
        (pattern.size() < 2 || pattern[pattern.size() - 2] != '\\')) {
        where.line_end = true;
        pattern.remove_suffix(1);
    }
    std::string literal;
    for (std::size_t k = 0; k < pattern.size(); ++k) {
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

// The trigger tables built at run time (TriggerTables views into them), from the
// generated atoms of the start patterns and the built-in rows' keys.
struct OwnedTriggers {
    LiteralScanner scanner;
    std::vector<std::int32_t> row_key_of;
    std::vector<TriggerStart> starts;
    std::vector<TriggerOther> others;
    std::vector<std::string> other_text;
    std::vector<std::uint32_t> starts_of_begin;
    std::vector<std::uint32_t> starts_of;
    TriggerTables view;
};

void build_triggers(OwnedTriggers& t, const RowFilterTables& rows) {
    const std::span<const StartPattern> patterns = detector_starts();
    const std::span<const GeneratedAtoms> generated = generated_start_atoms();
    std::vector<std::string> literals;
    std::vector<LiteralScanner::Where> wheres;
    std::vector<std::vector<std::uint32_t>> starts_of;
    std::vector<std::pair<std::string, bool>> others;
    std::uint32_t always = 0;
    std::unordered_map<std::string, std::uint32_t> index_of; // where, then the literal
    const auto literal_of = [&](std::string_view atom, LiteralScanner::Where where) {
        std::string key{static_cast<char>('0' + (where.exact ? 1 : 0) + (where.line_start ? 2 : 0) +
                                          (where.line_end ? 4 : 0))};
        key += atom;
        const auto [it, added] =
            index_of.try_emplace(std::move(key), static_cast<std::uint32_t>(literals.size()));
        if (!added) {
            return it->second;
        }
        literals.emplace_back(atom);
        wheres.push_back(where);
        starts_of.emplace_back();
        t.row_key_of.push_back(-1);
        return static_cast<std::uint32_t>(literals.size() - 1);
    };
    for (std::size_t i = 0; i < patterns.size(); ++i) {
        const std::uint32_t bit = trigger_bit(patterns[i].kind);
        const auto pattern = static_cast<std::uint32_t>(i);
        const auto at = static_cast<std::uint32_t>(others.size());
        // The generated table matches the patterns unless the build is stale; derive
        // again rather than trust it then.
        std::unique_ptr<OwnedAtoms> derived;
        if (i >= generated.size() || generated[i].pattern != patterns[i].pattern) {
            derived = std::make_unique<OwnedAtoms>(derive_row_atoms(patterns[i].pattern));
        }
        const AtomsView& atoms = derived ? derived->view() : generated[i].atoms;
        const auto usable = [](std::string_view a) { return LiteralScanner::usable(a); };
        LiteralScanner::Where plain_where;
        const std::string plain = plain_literal(patterns[i].pattern, plain_where);
        if (usable(plain)) {
            starts_of[literal_of(plain, plain_where)].push_back(
                static_cast<std::uint32_t>(t.starts.size()));
            t.starts.push_back({bit, true, pattern, at, at});
            continue;
        }
        // Scan for the rarest literal the pattern cannot do without, else for each of
        // its alternatives; the pattern itself then decides.
        const std::string_view* key = nullptr;
        for (const std::string_view& atom : atoms.required) {
            if (usable(atom) && (key == nullptr || literal_weight(atom) < literal_weight(*key))) {
                key = &atom;
            }
        }
        if (!atoms.ok || atoms.unfiltered ||
            (key == nullptr &&
             (atoms.any.empty() || !std::all_of(atoms.any.begin(), atoms.any.end(), usable)))) {
            always |= bit;
            continue;
        }
        // A literal the pattern spells one way only is looked for in that spelling.
        const auto key_of = [&](std::string_view atom) {
            const std::string_view spelt = spelt_atom(atoms, atom);
            return literal_of(spelt.empty() ? atom : spelt,
                              LiteralScanner::Where{!spelt.empty(), false, false});
        };
        const auto index = static_cast<std::uint32_t>(t.starts.size());
        if (key != nullptr) {
            for (const std::string_view& atom : atoms.required) {
                if (&atom != key) {
                    const std::string_view spelt = spelt_atom(atoms, atom);
                    others.emplace_back(spelt.empty() ? atom : spelt, !spelt.empty());
                }
            }
            starts_of[key_of(*key)].push_back(index);
        } else {
            for (const std::string_view atom : atoms.any) {
                starts_of[key_of(atom)].push_back(index);
            }
        }
        t.starts.push_back({bit, false, pattern, at, static_cast<std::uint32_t>(others.size())});
    }
    // The built-in rows' keys join the same scan (their hits go to
    // StreamLines::rule_keys): one pass over a stream serves both pre-filters.
    // A literal both look for is scanned for once.
    for (std::size_t k = 0; k < rows.keys.size(); ++k) {
        t.row_key_of[literal_of(rows.keys[k], rows.key_wheres[k])] = static_cast<std::int32_t>(k);
    }
    t.scanner = LiteralScanner(std::move(literals), std::move(wheres));
    flatten_lists(starts_of, t.starts_of_begin, t.starts_of);
    for (const auto& [text, spelt] : others) {
        t.other_text.push_back(text);
    }
    for (std::size_t k = 0; k < others.size(); ++k) {
        t.others.push_back({t.other_text[k], others[k].second});
    }
    t.view = {t.scanner.tables(), t.row_key_of, t.starts, t.others,
              t.starts_of_begin,  t.starts_of,  always};
}

// What mark_trigger_lines reads: the tables, built or written by the build, with the
// start patterns that are more than a literal (each compiled on first use).
struct Triggers {
    explicit Triggers(const TriggerTables& tables) : t(tables), scanner(tables.scanner) {
        const std::span<const StartPattern> patterns = detector_starts();
        res.resize(t.starts.size());
        for (std::size_t s = 0; s < t.starts.size(); ++s) {
            if (!t.starts[s].plain) {
                res[s] = std::make_unique<Pattern>(patterns[t.starts[s].pattern].pattern);
            }
        }
    }
    const TriggerTables& t;
    LiteralScanner scanner;
    std::vector<std::unique_ptr<Pattern>> res;
    std::span<const std::uint32_t> starts_of(std::uint32_t literal) const {
        return list_at(t.starts_of_begin, t.starts_of, literal);
    }
};

const Triggers& triggers() {
    // Never destroyed, like builtin_rule_set(): no frees at exit.
    const ScanTables* built = built_scan_tables();
    static const Triggers& t =
        *new Triggers(built != nullptr ? built->triggers : fresh_scan_tables().triggers);
    return t;
}

// Where line `l` begins in the buffer that starts at `base`.
std::size_t line_start(const StreamLines& lines, const char* base, std::size_t l) {
    return static_cast<std::size_t>(lines.lines[l].data() - base);
}

} // namespace

const ScanTables& fresh_scan_tables() {
    struct Fresh {
        // The rows' pre-filter as RuleSet builds it (not from built tables).
        const RuleSet rows{builtin_rules(), nullptr};
        OwnedTriggers triggers;
        ScanTables view;
    };
    static const Fresh& fresh = *[] {
        auto* f = new Fresh;
        build_triggers(f->triggers, f->rows.filter_tables());
        f->view = {f->triggers.view, f->rows.filter_tables()};
        return f;
    }();
    return fresh.view;
}

namespace {

// Files each line under the kinds its mask names, but for the kinds hot everywhere:
// one pass to count, one to place (StreamLines::next_hot reads the lists).
void index_hot_lines(StreamLines& lines, std::uint32_t everywhere) {
    constexpr std::uint32_t k_kinds = (1U << k_kind_count) - 1;
    lines.everywhere = everywhere;
    std::array<std::uint32_t, k_kind_count + 1> ends{};
    for (const std::uint32_t mask : lines.masks) {
        for (std::uint32_t m = mask & ~everywhere & k_kinds; m != 0; m &= m - 1) {
            ++ends[static_cast<std::size_t>(__builtin_ctz(m)) + 1];
        }
    }
    for (std::size_t k = 1; k <= k_kind_count; ++k) {
        ends[k] += ends[k - 1];
    }
    lines.hot_begin = ends;
    lines.hot_lines.resize(ends[k_kind_count]);
    for (std::size_t i = 0; i < lines.masks.size(); ++i) {
        for (std::uint32_t m = lines.masks[i] & ~everywhere & k_kinds; m != 0; m &= m - 1) {
            lines.hot_lines[ends[static_cast<std::size_t>(__builtin_ctz(m))]++] =
                static_cast<std::uint32_t>(i);
        }
    }
}

} // namespace

void mark_trigger_lines(StreamLines& lines) {
    lines.rule_keys.clear();
    lines.rule_keys_set = true;
    if (lines.lines.empty()) {
        lines.masks.clear();
        return; // nothing to scan: the tables need not be built
    }
    const Triggers& t = triggers();
    lines.masks.assign(lines.lines.size(), t.t.always);
    // The lines are consecutive views into one buffer, separated by single newlines:
    // one scan over the whole buffer, each hit then filed under its line.
    const char* base = lines.lines.front().data();
    const char* end = lines.lines.back().data() + lines.lines.back().size();
    const std::string_view text(base, static_cast<std::size_t>(end - base));
    std::vector<LiteralScanner::Hit> hits;
    t.scanner.scan(text, hits);
    // The scan reports a literal where it meets it, which may follow a later literal's
    // start by a byte or two: put them in order of position.
    sort_hits(hits);
    // The line each start was last tried on: one try per start and line, however many
    // times its literal occurs there.
    std::vector<std::size_t> tried(t.t.starts.size(), lines.lines.size());
    std::size_t line = 0;
    std::size_t next_start = lines.lines.size() > 1 ? line_start(lines, base, 1) : text.size() + 1;
    for (const LiteralScanner::Hit& hit : hits) {
        while (hit.at >= next_start) {
            ++line;
            next_start =
                line + 1 < lines.lines.size() ? line_start(lines, base, line + 1) : text.size() + 1;
        }
        if (const std::int32_t key = t.t.row_key_of[hit.literal]; key >= 0) {
            lines.rule_keys.push_back((static_cast<std::uint64_t>(line) << 32) |
                                      static_cast<std::uint32_t>(key));
        }
        const std::string_view l = lines.lines[line];
        for (const std::uint32_t s : t.starts_of(hit.literal)) {
            const TriggerStart& start = t.t.starts[s];
            if ((lines.masks[line] & start.bit) != 0 || tried[s] == line) {
                continue;
            }
            if (start.plain) {
                lines.masks[line] |= start.bit; // the scan checked spelling and anchors
                continue;
            }
            tried[s] = line;
            // The literals say the line may match; the pattern says whether it does.
            const auto others =
                t.t.others.subspan(start.others_begin, start.others_end - start.others_begin);
            if (std::all_of(others.begin(), others.end(), [&](const TriggerOther& other) {
                    return other.spelt ? l.find(other.text) != std::string_view::npos
                                       : contains_lower(l, other.text);
                })) {
                if (t.res[s]->search(l)) {
                    lines.masks[line] |= start.bit;
                }
            }
        }
    }
    index_hot_lines(lines, t.t.always);
}

} // namespace loopclose::core
