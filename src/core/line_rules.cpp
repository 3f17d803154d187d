// SPDX-License-Identifier: MIT
#include "core/line_rules.hpp"

#include "core/detectors/common.hpp"
#include "core/kinds.hpp"
#include "core/paths.hpp"

#include <algorithm>
#include <array>
#include <re2/filtered_re2.h>
#include <re2/re2.h>

namespace loopclose::core {

namespace {

// Atoms shorter than this make a row unfiltered: two letters pass on almost every line.
constexpr int k_min_atom_len = 3;

// The capture groups a row may name.
enum Group : std::size_t {
    g_file,
    g_line,
    g_column,
    g_label,
    g_code,
    g_suite,
    g_owner,
    g_message,
    g_severity,
    g_count
};
constexpr std::array<std::string_view, g_count> k_group_names{"file", "line",  "column", "label",
                                                              "code", "suite", "owner",  "message"};

struct Compiled {
    std::string tool;
    Kind kind = Kind::compile_error;
    Near near = Near::none;
    std::uint8_t reach = 0;
    std::string label;
    bool blocking = true;
    std::array<int, g_count> groups{}; // RE2 group index, 0 when the pattern has none
    int group_total = 0;
    std::unique_ptr<re2::RE2> reject;
    std::unique_ptr<re2::RE2> follow;
    std::unique_ptr<re2::RE2> after;
    std::unique_ptr<re2::RE2> scope;
    bool after_negated = false;
    std::size_t span = 1; // lines the pattern reads: this one and span - 1 before it
    std::unique_ptr<re2::RE2> header;
    int header_file = 0;
    bool only_failed = false;
    int filter_id = -1; // index in the FilteredRE2; -1 when the pattern did not compile
};

// Lower-cases ASCII: FilteredRE2's atoms are lower case.
constexpr std::array<unsigned char, 256> make_lower_table() {
    std::array<unsigned char, 256> t{};
    for (std::size_t c = 0; c < 256; ++c) {
        t[c] = static_cast<unsigned char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    return t;
}
constexpr std::array<unsigned char, 256> k_lower = make_lower_table();

// How common a (lower-case) byte is in logs; a literal is filed under its rarest bytes.
int byte_weight(unsigned char c) {
    constexpr std::string_view k_by_frequency = "etaonisrhldcumfpgwybvkxjqz";
    if (c == ' ') {
        return 30;
    }
    if (c >= 'a' && c <= 'z') {
        return 29 - static_cast<int>(k_by_frequency.find(static_cast<char>(c)));
    }
    if (c >= '0' && c <= '9') {
        return 14;
    }
    return 4;
}

// A literal filed under one of the two bigrams of its rarest trigram.
struct Candidate {
    std::uint16_t bigram;
    std::uint8_t offset; // where the bigram starts in the literal
    std::uint32_t atom;
};

std::uint16_t lower_bigram(const unsigned char* p) {
    return static_cast<std::uint16_t>(k_lower[p[0]] | (k_lower[p[1]] << 8));
}

bool equal_lower(const unsigned char* p, std::string_view atom) {
    for (std::size_t k = 0; k < atom.size(); ++k) {
        if (k_lower[p[k]] != static_cast<unsigned char>(atom[k])) {
            return false;
        }
    }
    return true;
}

bool starts_with_lower(std::string_view line, std::string_view atom) {
    return line.size() >= atom.size() &&
           equal_lower(reinterpret_cast<const unsigned char*>(line.data()), atom);
}

bool ends_with_lower(std::string_view line, std::string_view atom) {
    return line.size() >= atom.size() &&
           equal_lower(reinterpret_cast<const unsigned char*>(line.data()) + line.size() -
                           atom.size(),
                       atom);
}

detail::Location location_below(const StreamLines& s, std::size_t i, std::size_t reach,
                                bool prefer_test, const re2::RE2& same_row, bool two_lines) {
    // JVM frames name a class, not a path: those of the runtime and the test framework
    // are not the project's.
    static const re2::RE2 jvm_library(
        R"re(^\s*(?:at )?(?:java|javax|jdk|sun|kotlin|scala|org\.junit|org\.opentest4j|junit|org\.hamcrest|org\.apache\.maven|org\.gradle)\.)re");
    detail::Location first;
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + reach; ++j) {
        const re2::StringPiece text(s.lines[j].data(), s.lines[j].size());
        std::string pair;
        if (two_lines && j + 1 < s.lines.size()) {
            pair.assign(s.lines[j]);
            pair += '\n';
            pair += s.lines[j + 1];
        }
        if (re2::RE2::PartialMatch(two_lines ? re2::StringPiece(pair) : text, same_row)) {
            break; // the next item of the same list: what follows is its own
        }
        if (re2::RE2::PartialMatch(text, jvm_library)) {
            continue;
        }
        if (const detail::Location where = detail::location_on(s.lines[j]); where.line != 0) {
            if (!prefer_test || is_test_path(where.file)) {
                return where;
            }
            if (first.line == 0) {
                first = where;
            }
        }
    }
    return first;
}

// The file named alone on the nearest unindented line above line `i`.
std::string_view header_above(const StreamLines& s, std::size_t i, std::size_t reach) {
    for (std::size_t back = 1; back <= reach && back <= i; ++back) {
        const std::string_view prev = s.lines[i - back];
        if (prev.empty() || prev.front() == ' ' || prev.front() == '\t') {
            continue;
        }
        const bool path_like = prev.find(' ') == std::string_view::npos &&
                               (contains(prev, ".") || contains(prev, "/"));
        return path_like ? prev : std::string_view();
    }
    return {};
}

// True when the first non-blank line within two lines after `i` matches `re`.
bool next_line_matches(const StreamLines& s, std::size_t i, const re2::RE2& re) {
    for (std::size_t j = i + 1; j < s.lines.size() && j <= i + 2; ++j) {
        if (!trim(s.lines[j]).empty()) {
            return re2::RE2::PartialMatch(re2::StringPiece(s.lines[j].data(), s.lines[j].size()),
                                          re);
        }
    }
    return false;
}

// The file named by `header` on the nearest line above a run of lines `row` matches
// (blank lines allowed); empty when there is none within 200 lines.
std::string_view header_file_above(const StreamLines& s, std::size_t i, const re2::RE2& row,
                                   const re2::RE2& header, int file_group) {
    std::array<re2::StringPiece, 10> g;
    const int n = std::min(file_group + 1, 10);
    for (std::size_t back = 1; back <= 200 && back <= i; ++back) {
        const std::string_view prev = s.lines[i - back];
        const re2::StringPiece text(prev.data(), prev.size());
        if (trim(prev).empty() || re2::RE2::PartialMatch(text, row)) {
            continue;
        }
        if (file_group > 0 && header.Match(text, 0, text.size(), re2::RE2::UNANCHORED, g.data(), n)) {
            return {g[static_cast<std::size_t>(file_group)].data(),
                    g[static_cast<std::size_t>(file_group)].size()};
        }
        return {};
    }
    return {};
}

// True when the header of line `i` (see LineRule::after) matches `after`.
bool header_matches(const StreamLines& s, std::size_t i, const re2::RE2* scope,
                    const re2::RE2& after) {
    for (std::size_t back = 1; back <= 400 && back <= i; ++back) {
        const std::string_view prev = s.lines[i - back];
        const re2::StringPiece text(prev.data(), prev.size());
        if (scope == nullptr ? !trim(prev).empty() : re2::RE2::PartialMatch(text, *scope)) {
            return re2::RE2::PartialMatch(text, after);
        }
    }
    return false;
}

} // namespace

struct RuleSet::Impl {
    std::vector<Compiled> rows;
    re2::FilteredRE2 filter{k_min_atom_len};
    std::vector<std::size_t> row_of; // filter id -> row
    std::vector<std::string> atoms;
    std::vector<std::uint8_t> bigram_hit = std::vector<std::uint8_t>(65536, 0);
    std::vector<Candidate> by_bigram;    // sorted by bigram
    std::vector<std::uint32_t> first_of; // per bigram, its first entry in by_bigram
    std::vector<int> unfiltered;         // filter ids tried on every line
    std::vector<int> everything;         // every filter id (prefilter off)
    std::vector<Error> errors;
    bool any_two_line = false;
    // Atoms that hold a newline (from two-line patterns), split there: the line before
    // must end with the first part and the line must start with the second.
    struct Straddle {
        int atom;
        std::string before;
        std::string after;
        bool always;
    };
    std::vector<Straddle> straddles;
    std::vector<int> beyond_two; // rows spanning more than two lines (never pre-filtered)

    void add(OwnedRule rule, std::size_t index);
    void compile();
    void atoms_on(std::string_view line, std::vector<int>& found) const;
    void apply_stream(const StreamLines& s, std::uint32_t kinds, bool failed, bool prefilter,
                      std::vector<Evidence>& out) const;
};

void RuleSet::Impl::add(OwnedRule rule, std::size_t index) {
    Compiled c;
    c.tool = std::move(rule.tool);
    c.kind = rule.kind;
    c.near = rule.near;
    c.reach = rule.reach;
    c.label = std::move(rule.label);
    c.blocking = rule.blocking;
    c.only_failed = rule.only_failed;
    for (std::size_t at = rule.pattern.find("\\n"); at != std::string::npos;
         at = rule.pattern.find("\\n", at + 2)) {
        ++c.span;
    }
    if (c.span > k_max_rule_span) {
        errors.push_back({index, "the pattern spans " + std::to_string(c.span) +
                                     " lines; at most " + std::to_string(k_max_rule_span)});
        c.span = k_max_rule_span;
    }
    any_two_line = any_two_line || c.span > 1;
    re2::RE2::Options options;
    options.set_log_errors(false);
    options.set_max_mem(8 << 20);
    int id = -1;
    const re2::RE2::ErrorCode code = filter.Add(rule.pattern, options, &id);
    if (code != re2::RE2::NoError) {
        const re2::RE2 probe(rule.pattern, options);
        errors.push_back({index, probe.error()});
    } else {
        c.filter_id = id;
        row_of.resize(static_cast<std::size_t>(id) + 1);
        row_of[static_cast<std::size_t>(id)] = rows.size();
        everything.push_back(id);
        const re2::RE2& re = filter.GetRE2(id);
        c.group_total = re.NumberOfCapturingGroups();
        for (const auto& [name, group] : re.NamedCapturingGroups()) {
            for (std::size_t g = 0; g < g_count; ++g) {
                if (name == k_group_names[g]) {
                    c.groups[g] = group;
                }
            }
        }
        const auto number = [&](int n, Group g, std::string_view what) {
            if (n == 0) {
                return;
            }
            if (n < 0 || n > c.group_total) {
                errors.push_back({index, "group " + std::string(what) + " is " +
                                             std::to_string(n) + " but the pattern has " +
                                             std::to_string(c.group_total) + " groups"});
                return;
            }
            c.groups[g] = n;
        };
        number(rule.numbered.file, g_file, "file");
        number(rule.numbered.line, g_line, "line");
        number(rule.numbered.column, g_column, "column");
        number(rule.numbered.code, g_code, "code");
        number(rule.numbered.message, g_message, "message");
        number(rule.numbered.severity, g_severity, "severity");
    }
    const auto extra = [&](const std::string& pattern, std::string_view what) {
        std::unique_ptr<re2::RE2> re;
        if (!pattern.empty()) {
            re = std::make_unique<re2::RE2>(pattern, options);
            if (!re->ok()) {
                errors.push_back({index, std::string(what) + " pattern: " + re->error()});
                re.reset();
            }
        }
        return re;
    };
    c.follow = extra(rule.follow, "follow");
    c.after_negated = starts_with(rule.after, "!");
    c.after = extra(c.after_negated ? rule.after.substr(1) : rule.after, "after");
    c.scope = extra(rule.scope, "scope");
    c.reject = extra(rule.reject, "reject");
    c.header = extra(rule.header, "header");
    c.header_file = rule.header_file;
    if (c.header && (c.header_file < 0 || c.header_file > c.header->NumberOfCapturingGroups())) {
        errors.push_back({index, "group file is " + std::to_string(c.header_file) +
                                     " but the header pattern has " +
                                     std::to_string(c.header->NumberOfCapturingGroups()) +
                                     " groups"});
        c.header_file = 0;
    }
    if (c.span > 2) {
        beyond_two.push_back(c.filter_id); // tried on every line: see apply_stream
    }
    rows.push_back(std::move(c));
}

void RuleSet::Impl::compile() {
    if (everything.empty()) {
        return;
    }
    filter.Compile(&atoms);
    for (std::size_t a = 0; a < atoms.size(); ++a) {
        const std::string& atom = atoms[a];
        if (const std::size_t nl = atom.find('\n'); nl != std::string::npos) {
            // Checked on each pair of lines; one with two newlines is taken as present.
            straddles.push_back({static_cast<int>(a), atom.substr(0, nl), atom.substr(nl + 1),
                                 atom.find('\n', nl + 1) != std::string::npos});
            continue;
        }
        if (atom.size() < 2) {
            continue; // FilteredRE2 keeps no such atom; be safe all the same
        }
        // The rarest trigram (or the only bigram of a two-byte atom).
        std::size_t best = 0;
        int best_weight = 1 << 20;
        for (std::size_t k = 0; k + 2 < atom.size() + (atom.size() == 2 ? 1 : 0); ++k) {
            const auto* b = reinterpret_cast<const unsigned char*>(atom.data()) + k;
            const int w = byte_weight(b[0]) + 2 * byte_weight(b[1]) +
                          (k + 2 < atom.size() ? byte_weight(b[2]) : 30);
            if (w < best_weight) {
                best = k;
                best_weight = w;
            }
        }
        for (std::size_t offset = best; offset < best + 2 && offset + 1 < atom.size(); ++offset) {
            const auto* b = reinterpret_cast<const unsigned char*>(atom.data()) + offset;
            const auto bigram = static_cast<std::uint16_t>(b[0] | (b[1] << 8));
            bigram_hit[bigram] = 1;
            by_bigram.push_back({bigram,
                                 static_cast<std::uint8_t>(std::min<std::size_t>(offset, 255)),
                                 static_cast<std::uint32_t>(a)});
        }
    }
    std::sort(by_bigram.begin(), by_bigram.end(),
              [](const Candidate& x, const Candidate& y) { return x.bigram < y.bigram; });
    first_of.assign(65537, static_cast<std::uint32_t>(by_bigram.size()));
    for (std::size_t k = by_bigram.size(); k-- > 0;) {
        first_of[by_bigram[k].bigram] = static_cast<std::uint32_t>(k);
    }
    filter.AllPotentials({}, &unfiltered);
}

void RuleSet::Impl::atoms_on(std::string_view line, std::vector<int>& found) const {
    found.clear();
    const auto* p = reinterpret_cast<const unsigned char*>(line.data());
    const std::size_t n = line.size();
    const std::uint8_t* hit = bigram_hit.data();
    for (std::size_t i = 0; i + 1 < n; i += 2) {
        const std::uint16_t bigram = lower_bigram(p + i);
        if (hit[bigram] == 0) {
            continue;
        }
        for (std::size_t k = first_of[bigram];
             k < by_bigram.size() && by_bigram[k].bigram == bigram; ++k) {
            const Candidate& c = by_bigram[k];
            const std::string& atom = atoms[c.atom];
            if (i >= c.offset && i - c.offset + atom.size() <= n &&
                equal_lower(p + i - c.offset, atom)) {
                found.push_back(static_cast<int>(c.atom));
            }
        }
    }
    if (found.size() > 1) {
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
    }
}

void RuleSet::Impl::apply_stream(const StreamLines& s, std::uint32_t kinds, bool failed,
                                 bool prefilter, std::vector<Evidence>& out) const {
    std::vector<int> found;
    std::vector<int> previous; // the atoms of the line before: two-line rows need both
    std::vector<int> potentials;
    std::array<re2::StringPiece, 16> groups;
    std::string joined;
    std::size_t last_item_line = SIZE_MAX; // one item per line
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view line = s.lines[i];
        if (prefilter) {
            previous.swap(found);
            atoms_on(line, found);
            std::vector<int> straddled;
            if (i > 0) {
                for (const Straddle& st : straddles) {
                    if (st.always || (ends_with_lower(s.lines[i - 1], st.before) &&
                                      starts_with_lower(line, st.after))) {
                        straddled.push_back(st.atom);
                    }
                }
            }
            if (found.empty() && unfiltered.empty() && beyond_two.empty() && straddled.empty() &&
                (previous.empty() || !any_two_line)) {
                continue;
            }
            if (any_two_line && i > 0) {
                std::vector<int> both = found;
                both.insert(both.end(), previous.begin(), previous.end());
                both.insert(both.end(), straddled.begin(), straddled.end());
                filter.AllPotentials(both, &potentials);
            } else {
                filter.AllPotentials(found, &potentials);
            }
            potentials.insert(potentials.end(), beyond_two.begin(), beyond_two.end());
            std::sort(potentials.begin(), potentials.end());
            potentials.erase(std::unique(potentials.begin(), potentials.end()), potentials.end());
        } else {
            potentials = everything;
        }
        bool this_line_done = false;
        for (const int id : potentials) {
            const Compiled& row = rows[row_of[static_cast<std::size_t>(id)]];
            if ((kinds & (1U << static_cast<unsigned>(row.kind))) == 0 ||
                (row.only_failed && !failed)) {
                continue;
            }
            // A two-line row reads the line before and this one, joined by '\n', and
            // reports the line before.
            std::size_t at = i;
            std::string_view text_view = line;
            if (row.span > 1) {
                if (i + 1 < row.span || last_item_line == i + 1 - row.span) {
                    continue;
                }
                at = i + 1 - row.span;
                joined.assign(s.lines[at]);
                for (std::size_t k = at + 1; k <= i; ++k) {
                    joined += '\n';
                    joined += s.lines[k];
                }
                text_view = joined;
            } else if (this_line_done) {
                continue;
            }
            const re2::RE2& re = filter.GetRE2(id);
            const int n = std::min<int>(row.group_total + 1, static_cast<int>(groups.size()));
            const re2::StringPiece text(text_view.data(), text_view.size());
            if (!re.Match(text, 0, text.size(), re2::RE2::UNANCHORED, groups.data(), n)) {
                continue;
            }
            const re2::StringPiece first(s.lines[at].data(), s.lines[at].size());
            if ((row.reject && re2::RE2::PartialMatch(first, *row.reject)) ||
                (row.follow && !next_line_matches(s, at, *row.follow)) ||
                (row.after &&
                 header_matches(s, at, row.scope.get(), *row.after) == row.after_negated)) {
                continue;
            }
            const auto group = [&](Group g) {
                const int index = row.groups[g];
                return index > 0 && index < n
                           ? std::string_view(groups[static_cast<std::size_t>(index)].data(),
                                              groups[static_cast<std::size_t>(index)].size())
                           : std::string_view();
            };
            detail::Location where{group(g_file), parse_small_number(group(g_line)),
                                   parse_small_number(group(g_column))};
            if (row.near == Near::below && where.line == 0) {
                const detail::Location below = location_below(
                    s, at, row.reach, row.kind == Kind::test_failure, re, row.span > 1);
                if (where.file.empty() || where.file == below.file) {
                    where = below;
                }
            } else if (row.near == Near::above && where.line == 0) {
                for (std::size_t back = 1; back <= row.reach && back <= at; ++back) {
                    if (const detail::Location l = detail::location_on(s.lines[at - back]);
                        l.line != 0) {
                        where = l;
                        break;
                    }
                }
            } else if (row.near == Near::header_above && where.file.empty()) {
                where.file = header_above(s, at, row.reach);
            }
            if (row.header && where.file.empty()) {
                where.file = header_file_above(s, at, re, *row.header, row.header_file);
            }
            // A severity group that says warning, note or info: a lead only when the run
            // failed, never a failure of its own.
            if (const std::string_view severity = group(g_severity); !severity.empty()) {
                const char c = static_cast<char>(severity.front() | 0x20);
                if (c != 'e' && c != 'f' && !failed) {
                    continue;
                }
            }
            std::string label(trim(group(g_label)));
            if (label.empty()) {
                label = trim(group(g_code));
            }
            if (label.empty()) {
                label = row.label;
            }
            if (const std::string_view suite = trim(group(g_suite)); !suite.empty()) {
                label = std::string(suite) + " " + label;
            }
            if (const std::string_view owner = trim(group(g_owner)); !owner.empty()) {
                label = std::string(owner) + ":" + label;
            }
            detail::add_evidence(out, row.kind, s, at, where, label, row.tool);
            last_item_line = at;
            if (at == i) {
                this_line_done = true;
            }
        }
        if (this_line_done) {
            last_item_line = i;
        }
    }
}

RuleSet::RuleSet(std::span<const LineRule> rows) : m_impl(std::make_unique<Impl>()) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const LineRule& r = rows[i];
        m_impl->add({std::string(r.tool), r.kind, std::string(r.pattern), r.near, r.reach,
                     std::string(r.reject), std::string(r.label), std::string(r.follow),
                     std::string(r.after), std::string(r.scope), r.only_failed, true},
                    i);
    }
    m_impl->compile();
}

RuleSet::RuleSet(std::vector<OwnedRule> rows) : m_impl(std::make_unique<Impl>()) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        m_impl->add(std::move(rows[i]), i);
    }
    m_impl->compile();
}

RuleSet::~RuleSet() = default;
RuleSet::RuleSet(RuleSet&&) noexcept = default;
RuleSet& RuleSet::operator=(RuleSet&&) noexcept = default;

const std::vector<RuleSet::Error>& RuleSet::errors() const {
    return m_impl->errors;
}

std::size_t RuleSet::size() const {
    return m_impl->rows.size();
}

const std::vector<std::string>& RuleSet::literals() const {
    return m_impl->atoms;
}

std::vector<std::size_t> RuleSet::rows_without_literals() const {
    std::vector<std::size_t> rows;
    for (const int id : m_impl->unfiltered) {
        rows.push_back(m_impl->row_of[static_cast<std::size_t>(id)]);
    }
    return rows;
}

void RuleSet::apply(const DetectorInput& input, std::uint32_t kinds, bool prefilter,
                    std::vector<Evidence>& out) const {
    if (m_impl->everything.empty()) {
        return;
    }
    const bool failed = input.exit_code != 0;
    m_impl->apply_stream(input.out, kinds, failed, prefilter, out);
    m_impl->apply_stream(input.err, kinds, failed, prefilter, out);
}

const RuleSet& builtin_rule_set() {
    static const RuleSet set(builtin_rules());
    return set;
}

namespace detail {

// The project location printed on `line`: "file:line[:col]" (also inside frames such as
// "at f (x.js:1:2)", "(X.java:12)", "# ./spec/x_spec.rb:4:in"), PHP's "x.php(12)" or
// Python's `File "x.py", line 3`; library paths are passed over.
Location location_on(std::string_view line) {
    static const re2::RE2 colon(
        R"re((?:^|[\s(\[<'"@])(?:file://)?((?:[A-Za-z]:)?[\w@.+~/-]*[\w-]\.[A-Za-z]\w{0,9}):(\d+)(?::(\d+))?)re");
    static const re2::RE2 paren(R"re(((?:[\w.+~/-]*/)?[\w.+-]+\.php)\((\d+)\))re");
    static const re2::RE2 python(R"re(File "([^"]+)", line (\d+))re");
    // webpack: "ERROR in ./src/calc.js 1:0-35".
    static const re2::RE2 spaced(R"re((?:^|\s)in (\S+\.\w+) (\d+):(\d+))re");
    re2::StringPiece rest(line.data(), line.size());
    re2::StringPiece file;
    re2::StringPiece number;
    re2::StringPiece column;
    while (re2::RE2::FindAndConsume(&rest, colon, &file, &number, &column)) {
        const std::string_view f(file.data(), file.size());
        if (!is_library_path(f)) {
            return {f, parse_small_number({number.data(), number.size()}),
                    parse_small_number({column.data(), column.size()})};
        }
    }
    const re2::StringPiece text(line.data(), line.size());
    column = re2::StringPiece();
    if (re2::RE2::PartialMatch(text, paren, &file, &number) ||
        re2::RE2::PartialMatch(text, python, &file, &number) ||
        re2::RE2::PartialMatch(text, spaced, &file, &number, &column)) {
        const std::string_view f(file.data(), file.size());
        if (!is_library_path(f)) {
            return {f, parse_small_number({number.data(), number.size()}),
                    parse_small_number({column.data(), column.size()})};
        }
    }
    return {};
}

} // namespace detail

} // namespace loopclose::core
