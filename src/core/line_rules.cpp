// SPDX-License-Identifier: MIT
#include "core/line_rules.hpp"

#include "core/detectors/common.hpp"
#include "core/kinds.hpp"
#include "core/literal_scan.hpp"
#include "core/opening.hpp"
#include "core/paths.hpp"
#include "core/pattern.hpp"
#include "core/rule_atoms.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>
#include <re2/re2.h>
#include <unordered_map>

namespace loopclose::core {

namespace {

// The capture groups a row may name.
enum Group : std::size_t {
    g_file,
    g_line,
    g_column,
    g_label,
    g_code,
    g_suite,
    g_owner,
    g_class,
    g_receiver,
    g_inner,
    g_message,
    g_severity,
    g_count
};
constexpr std::array<std::string_view, g_count> k_group_names{
    "file",  "line",  "column",   "label", "code",    "suite",
    "owner", "class", "receiver", "inner", "message", "severity"};
static_assert(!k_group_names.back().empty(), "every group has a name");

std::string_view as_view(const re2::StringPiece& piece) {
    return {piece.data(), piece.size()};
}

// True for a JVM frame of the runtime or of a test framework ("\tat java.base/…",
// "  [junit] at org.junit.Assert…"): JVM frames name a class, not a path, and these are
// not the project's. (Read by hand: a pattern would be compiled on every run a row looks
// below a line on.)
bool is_jvm_library_frame(std::string_view line) {
    std::size_t k = 0;
    const auto spaces = [&] {
        while (k < line.size() && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r' ||
                                   line[k] == '\f' || line[k] == '\n')) {
            ++k;
        }
    };
    spaces();
    if (k < line.size() && line[k] == '[') {
        std::size_t end = k + 1;
        while (end < line.size() && is_word(line[end])) {
            ++end;
        }
        if (end > k + 1 && end < line.size() && line[end] == ']') {
            k = end + 1;
            spaces();
        }
    }
    std::string_view rest = line.substr(k);
    if (rest.starts_with("at ")) {
        rest.remove_prefix(3);
    }
    static constexpr std::string_view k_packages[] = {
        "java",      "javax",          "jdk",   "sun",          "kotlin",     "scala",
        "org.junit", "org.opentest4j", "junit", "org.hamcrest", "org.testng", "org.apache.maven",
        "org.gradle"};
    return std::any_of(std::begin(k_packages), std::end(k_packages), [&](std::string_view p) {
        return rest.size() > p.size() && rest.starts_with(p) && rest[p.size()] == '.';
    });
}

// A native frame in the C library, its source file named bare: a function whose name the
// library reserves for itself (Valgrind's "by 0x48C3257: __vfprintf_internal
// (vfprintf-process-arg.c:397)", gdb's "#2 0x… in __GI_abort () at abort.c:79") or one of
// its common entry points ("by 0x48B84FA: printf (printf.c:33)"), which no project defines.
bool is_c_library_frame(std::string_view line) {
    std::size_t at = line.find(": ");
    if (at == std::string_view::npos || line.rfind("0x", at) == std::string_view::npos) {
        at = line.find(" in ");
        if (at == std::string_view::npos || line.rfind("0x", at) == std::string_view::npos) {
            return false;
        }
        ++at;
    }
    std::string_view name = line.substr(at + 2);
    name = name.substr(0, name.find_first_of(" ("));
    if (starts_with(name, "__") || starts_with(name, "_IO_")) {
        return true;
    }
    static constexpr std::string_view k_entry_points[] = {
        "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "vsnprintf",
        "puts",   "fputs",   "fwrite",  "fread",    "strlen",  "strcpy",   "strncpy",
        "strcmp", "strncmp", "strdup",  "strcat",   "memcpy",  "memmove",  "memset",
        "memcmp", "qsort",   "abort",   "raise",    "exit",
    };
    return std::find(std::begin(k_entry_points), std::end(k_entry_points), name) !=
           std::end(k_entry_points);
}

detail::Location location_below(const StreamLines& s, std::size_t i, std::size_t reach,
                                bool prefer_test, const re2::RE2& same_row, bool two_lines) {
    // A test file by its name first ("price_spec.rb"), else one in a test folder (a
    // library file under a folder named "spec" is no test), else the first location
    // outside the libraries (a C library's "./nptl/pthread_kill.c" under a debugger's
    // backtrace), else the first.
    detail::Location first;
    detail::Location first_library;
    detail::Location in_test_folder;
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
        if (is_jvm_library_frame(s.lines[j])) {
            continue;
        }
        if (const detail::Location where = detail::location_on(s.lines[j]); where.line != 0) {
            if (detail::is_library_path(where.file) || is_c_library_frame(s.lines[j])) {
                if (first_library.line == 0) {
                    first_library = where;
                }
                continue;
            }
            if (!prefer_test || is_test_file_name(where.file)) {
                return where;
            }
            if (in_test_folder.line == 0 && is_test_path(where.file)) {
                in_test_folder = where;
            }
            if (first.line == 0) {
                first = where;
            }
        }
    }
    return in_test_folder.line != 0 ? in_test_folder : first.line != 0 ? first : first_library;
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
        if (file_group > 0 &&
            header.Match(text, 0, text.size(), re2::RE2::UNANCHORED, g.data(), n)) {
            return whole_characters(prev, as_view(g[static_cast<std::size_t>(file_group)]));
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

// Where a row's scope search stands in a stream (header_matches_scanned).
struct HeaderScan {
    std::size_t scanned = 0;                         // lines below this one are read
    std::size_t last = static_cast<std::size_t>(-1); // the last of them `scope` matched
};

// header_matches for rows with a `scope`, asked for lines in ascending order: each line of
// the stream is tested against the scope once per row, not once per line below it that
// the row is tried on (a failure-dense log, a panic on every line, would otherwise test
// each line 400 times). The same answer: the nearest line within 400 above `i`.
bool header_matches_scanned(const StreamLines& s, std::size_t i, const re2::RE2& scope,
                            const re2::RE2& after, HeaderScan& scan) {
    const std::size_t from = i > 400 ? i - 400 : 0;
    if (scan.scanned > i) {
        return header_matches(s, i, &scope, after); // (not in order: read back as before)
    }
    scan.scanned = std::max(scan.scanned, from);
    for (; scan.scanned < i; ++scan.scanned) {
        const std::string_view line = s.lines[scan.scanned];
        if (re2::RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), scope)) {
            scan.last = scan.scanned;
        }
    }
    if (scan.last == static_cast<std::size_t>(-1) || scan.last < from || scan.last >= i) {
        return false;
    }
    const std::string_view header = s.lines[scan.last];
    return re2::RE2::PartialMatch(re2::StringPiece(header.data(), header.size()), after);
}

// The header test of a row (LineRule::after): scanned once per stream when the row has a
// scope (`scans` holds one entry per row, made when first needed).
bool header_after(const StreamLines& s, std::size_t i, const re2::RE2* scope, const re2::RE2& after,
                  std::vector<HeaderScan>& scans, std::size_t row_index, std::size_t rows) {
    if (scope == nullptr) {
        return header_matches(s, i, scope, after);
    }
    if (scans.size() < rows) {
        scans.resize(rows);
    }
    return header_matches_scanned(s, i, *scope, after, scans[row_index]);
}

// An OwnedRule as the engine reads it: a LineRule viewing its strings.
LineRule view_of(const OwnedRule& r) {
    LineRule v{r.tool,   r.kind,  r.pattern, r.near,        r.reach,  r.reject,    r.label,
               r.follow, r.after, r.scope,   r.only_failed, r.header, r.overrides, r.fallback};
    v.numbered = r.numbered;
    v.header_file = r.header_file;
    return v;
}

// How many lines a row's opening may rule out before its pattern is compiled anyway: a
// row woken on many lines is cheaper to match with RE2 than to simulate (ARCHITECTURE.md,
// "Line rules").
constexpr std::uint32_t k_opening_tries = 32;

// A row as the engine keeps it. The pattern is compiled on first use: most rows never
// meet a line that holds their literals.
struct Row {
    // A built-in row of the static table, or the set's copy of a row (a view of an
    // OwnedRule the set keeps): building the built-in set copies nothing. (Rows are
    // built in one block: one allocation per set.)
    const LineRule* rule_ptr = nullptr;
    const LineRule& rule() const { return *rule_ptr; }
    // The generated atoms of a built-in row (static), else the row's own.
    const AtomsView* atoms = nullptr;
    std::unique_ptr<OwnedAtoms> own_atoms;
    std::size_t span = 1; // lines the pattern reads: this one and span - 1 before it
    // The required atom the pre-filter scans for (an index into atoms.required), or -1:
    // a line it offers the row holds that atom already.
    std::ptrdiff_t key_required = -1;
    // The conditions' patterns, compiled once the pattern first matches (conditions()):
    // a row woken by its literals whose pattern does not match builds none of them. A
    // scope that is the `after` pattern itself is not built twice (scope_is_after).
    mutable std::once_flag conditions_once;
    mutable std::unique_ptr<re2::RE2> reject, follow, after, scope, header;
    mutable bool scope_is_after = false;
    mutable std::vector<std::string> header_names; // header_names[k] names group k + 1
    bool after_negated = false;
    bool follow_negated = false; // "!…": the next line must not match
    // The pattern's opening (opening.hpp), read the first time the row's literals wake
    // it: a line it rules out does not compile the pattern. Once the pattern is compiled
    // (`ready`), or after k_opening_tries lines, RE2's own scan is the cheaper one.
    mutable std::once_flag opening_once;
    mutable Opening opening;
    mutable std::atomic<bool> ready{false};
    mutable std::atomic<std::uint32_t> opening_tries{0};
    const Opening& opening_of() const {
        std::call_once(opening_once, [this] { opening = Opening::of(rule().pattern); });
        return opening;
    }
    // Compiled lazily (thread-safe): the pattern and the group numbers of its fields.
    mutable std::once_flag once;
    mutable std::unique_ptr<re2::RE2> re;
    mutable std::array<int, g_count> groups{};
    mutable int group_total = 0;
};

// The options every row's patterns are compiled with: `latin1` for a pattern that
// matches UTF-8 text alike either way, whose programs are several times smaller to build
// and run (latin1_equivalent).
const re2::RE2::Options& row_options(bool latin1) {
    static const re2::RE2::Options utf8 = [] {
        re2::RE2::Options o;
        o.set_log_errors(false);
        o.set_max_mem(8 << 20);
        return o;
    }();
    static const re2::RE2::Options one_byte = [] {
        re2::RE2::Options o = utf8;
        o.set_encoding(re2::RE2::Options::EncodingLatin1);
        return o;
    }();
    return latin1 ? one_byte : utf8;
}

// Compiles the row's condition patterns (reject, follow, after, scope, header); their
// errors go to `errors` when given.
void conditions(const Row& row, std::vector<RuleSet::Error>* errors = nullptr,
                std::size_t index = 0) {
    std::call_once(row.conditions_once, [&] {
        const auto extra = [&](std::string_view pattern, std::string_view what,
                               std::vector<std::string>* group_names = nullptr) {
            std::unique_ptr<re2::RE2> re;
            if (!pattern.empty()) {
                std::vector<std::string> ignored;
                re = std::make_unique<re2::RE2>(
                    strip_group_names(pattern, group_names != nullptr ? *group_names : ignored),
                    row_options(latin1_equivalent(pattern)));
                if (!re->ok()) {
                    if (errors != nullptr) {
                        errors->push_back({index, std::string(what) + " pattern: " + re->error()});
                    }
                    re.reset();
                }
            }
            return re;
        };
        const LineRule& rule = row.rule();
        row.follow = extra(row.follow_negated ? rule.follow.substr(1) : rule.follow, "follow");
        row.after = extra(row.after_negated ? rule.after.substr(1) : rule.after, "after");
        row.scope_is_after = !rule.scope.empty() && !row.after_negated && rule.scope == rule.after;
        if (!row.scope_is_after) {
            row.scope = extra(rule.scope, "scope");
        }
        row.reject = extra(rule.reject, "reject");
        row.header = extra(rule.header, "header", &row.header_names);
        if (row.header && rule.near != Near::header &&
            (rule.header_file < 0 || rule.header_file > row.header->NumberOfCapturingGroups())) {
            if (errors != nullptr) {
                errors->push_back(
                    {index, "group file is " + std::to_string(rule.header_file) +
                                " but the header pattern has " +
                                std::to_string(row.header->NumberOfCapturingGroups()) + " groups"});
            }
            row.header.reset();
        }
    });
}

// Compiles row.rule().pattern and resolves its fields; the group errors go to `errors`
// when given (and then the conditions are compiled too, for their errors).
const re2::RE2& compiled(const Row& row, std::vector<RuleSet::Error>* errors = nullptr,
                         std::size_t index = 0) {
    std::call_once(row.once, [&] {
        std::vector<std::string> names;
        row.re = std::make_unique<re2::RE2>(strip_group_names(row.rule().pattern, names),
                                            row_options(latin1_equivalent(row.rule().pattern)));
        if (!row.re->ok()) {
            return;
        }
        row.group_total = row.re->NumberOfCapturingGroups();
        for (std::size_t k = 0; k < names.size(); ++k) {
            for (std::size_t g = 0; g < g_count; ++g) {
                if (names[k] == k_group_names[g]) {
                    row.groups[g] = static_cast<int>(k + 1);
                }
            }
        }
        const auto number = [&](int n, Group g, std::string_view what) {
            if (n == 0) {
                return;
            }
            if (n < 0 || n > row.group_total) {
                if (errors != nullptr) {
                    errors->push_back({index, "group " + std::string(what) + " is " +
                                                  std::to_string(n) + " but the pattern has " +
                                                  std::to_string(row.group_total) + " groups"});
                }
                return;
            }
            row.groups[g] = n;
        };
        const GroupNumbers& nb = row.rule().numbered;
        number(nb.file, g_file, "file");
        number(nb.line, g_line, "line");
        number(nb.column, g_column, "column");
        number(nb.code, g_code, "code");
        number(nb.message, g_message, "message");
        number(nb.severity, g_severity, "severity");
    });
    row.ready.store(true, std::memory_order_relaxed);
    if (errors != nullptr) {
        conditions(row, errors, index);
    }
    return *row.re;
}

// The lines a pattern reads: one more than the "\n" it holds outside character classes
// ("[^\n]" reads no line break).
std::size_t pattern_span(std::string_view pattern) {
    if (pattern.find("\\n") == std::string_view::npos) {
        return 1; // most patterns: no "\n" at all
    }
    std::size_t span = 1;
    bool in_class = false;
    for (std::size_t k = 0; k < pattern.size(); ++k) {
        const char c = pattern[k];
        if (c == '\\' && k + 1 < pattern.size()) {
            if (!in_class && pattern[k + 1] == 'n') {
                ++span;
            }
            ++k;
        } else if (c == '[') {
            in_class = true;
        } else if (c == ']') {
            in_class = false;
        }
    }
    return span;
}

} // namespace

struct RuleSet::Impl {
    std::unique_ptr<Row[]> row_block; // every row, in one allocation
    std::vector<Row*> rows;           // into row_block
    std::vector<Error> errors;
    // The pre-filter: per row, one key literal (its rarest required atom) or several
    // (its alternatives), found by the literal scan (literal_scan.hpp); rows with no usable literal
    // are tried on every line. Built here (build_filter), or read from the tables the
    // build wrote for the built-in rows (scan_tables.hpp).
    RowFilterTables filter;
    std::vector<std::string> key_text; // the storage filter's views point into
    std::vector<std::string_view> key_views;
    std::vector<LiteralScanner::Where> key_wheres;
    std::vector<std::uint32_t> rows_of_key_begin;
    std::vector<std::uint32_t> rows_of_key;
    std::vector<std::uint32_t> always;
    std::vector<std::int32_t> key_required;
    std::span<const std::uint32_t> rows_of(std::uint32_t key) const {
        return list_at(filter.rows_of_key_begin, filter.rows_of_key, key);
    }
    // Per key, the most lines one of its rows reads: a key found `back` lines before the
    // current one brings rows only when this exceeds `back` (most keys' rows read one).
    std::vector<std::uint8_t> widest_of_key;
    // The rows' own scan, built on first use: the built-in rows are usually found by
    // the trigger scan (StreamLines::rule_keys) and never need it.
    mutable LiteralScanner scanner;
    mutable std::once_flag scanner_once;
    const LiteralScanner& own_scanner() const {
        std::call_once(scanner_once, [this] {
            scanner =
                LiteralScanner(std::vector<std::string>(filter.keys.begin(), filter.keys.end()),
                               std::vector<LiteralScanner::Where>(filter.key_wheres.begin(),
                                                                  filter.key_wheres.end()));
        });
        return scanner;
    }
    std::size_t max_span = 1;

    // Built from OwnedRules: the rules the rows view (never resized once filled).
    std::vector<OwnedRule> owned;

    void add(const LineRule& rule, const AtomsView* atoms, std::unique_ptr<OwnedAtoms> own_atoms,
             std::size_t index, bool eager);
    // The rows when they are not the static built-in table (a test's, a user's).
    std::vector<LineRule> rule_copies;
    void build_filter();
    void use_filter(const RowFilterTables& built);
    void keys_on(std::string_view line, std::vector<LiteralScanner::Hit>& hits,
                 std::vector<std::uint32_t>& found) const;
    void apply_stream(const StreamLines& s, std::uint32_t kinds, bool failed, bool prefilter,
                      std::vector<Evidence>& out, std::vector<Evidence>* overriding,
                      std::vector<Evidence>* fallbacks, bool generic_fallbacks) const;
    bool try_row(const StreamLines& s, std::size_t i, std::size_t row_index, bool failed,
                 bool prefiltered, std::string& joined, std::vector<HeaderScan>& scans,
                 std::vector<Evidence>& out) const;
};

void RuleSet::Impl::add(const LineRule& rule, const AtomsView* atoms,
                        std::unique_ptr<OwnedAtoms> own_atoms, std::size_t index, bool eager) {
    Row* row = &row_block[index];
    row->rule_ptr = &rule;
    row->span = pattern_span(rule.pattern);
    if (row->span > k_max_rule_span) {
        errors.push_back({index, "the pattern spans " + std::to_string(row->span) +
                                     " lines; at most " + std::to_string(k_max_rule_span)});
        row->span = k_max_rule_span;
    }
    max_span = std::max(max_span, row->span);
    row->after_negated = starts_with(rule.after, "!");
    row->follow_negated = starts_with(rule.follow, "!");
    row->own_atoms = std::move(own_atoms);
    row->atoms = row->own_atoms ? &row->own_atoms->view() : atoms;
    if (eager || !row->atoms->ok) {
        const re2::RE2& re = compiled(*row, &errors, index);
        if (!re.ok()) {
            errors.push_back({index, re.error()});
        }
    }
    rows.push_back(row);
}

void RuleSet::Impl::build_filter() {
    std::vector<std::vector<std::uint32_t>> rows_by_key;
    // A spelt key and a key in any case are two keys: one map each (the views point
    // into the rows' atoms, which outlive this).
    std::unordered_map<std::string_view, std::uint32_t> spelt_index;
    std::unordered_map<std::string_view, std::uint32_t> any_case_index;
    // A key is looked for as the pattern spells it when only that spelling can match.
    const auto key_of = [&](const AtomsView& a, std::string_view atom) {
        const std::string_view spelt = spelt_atom(a, atom);
        const std::string_view text = spelt.empty() ? atom : spelt;
        auto& index = spelt.empty() ? any_case_index : spelt_index;
        const auto [it, added] =
            index.try_emplace(text, static_cast<std::uint32_t>(key_text.size()));
        if (!added) {
            return it->second;
        }
        key_text.emplace_back(text);
        key_wheres.push_back({!spelt.empty(), false, false});
        rows_by_key.emplace_back();
        return static_cast<std::uint32_t>(key_text.size() - 1);
    };
    const auto weight = [](std::string_view atom) { return literal_weight(atom); };
    key_required.assign(rows.size(), -1);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const AtomsView& a = *rows[r]->atoms;
        const auto index = static_cast<std::uint32_t>(r);
        // A literal holding a newline straddles two lines: no key for the literal scan.
        const auto one_line = [](std::string_view atom) { return LiteralScanner::usable(atom); };
        const std::string_view* best = nullptr;
        int best_weight = 0;
        for (const std::string_view& atom : a.required) {
            if (!one_line(atom)) {
                continue;
            }
            const int w = weight(atom);
            if (best == nullptr || w < best_weight) {
                best = &atom;
                best_weight = w;
            }
        }
        // A set of rare alternatives beats a common required atom: "remark-" or
        // "retext-" rather than ".md".
        const bool any_usable = !a.any.empty() && std::all_of(a.any.begin(), a.any.end(), one_line);
        const bool any_rarer = any_usable && best != nullptr &&
                               std::all_of(a.any.begin(), a.any.end(), [&](std::string_view atom) {
                                   return weight(atom) < best_weight;
                               });
        if (!a.ok || a.unfiltered) {
            always.push_back(index);
        } else if (best != nullptr && !any_rarer) {
            rows_by_key[key_of(a, *best)].push_back(index);
            key_required[r] = static_cast<std::int32_t>(best - a.required.data());
        } else if (any_usable) {
            for (const std::string_view atom : a.any) {
                rows_by_key[key_of(a, atom)].push_back(index);
            }
        } else {
            always.push_back(index);
        }
    }
    flatten_lists(rows_by_key, rows_of_key_begin, rows_of_key);
    key_views.assign(key_text.begin(), key_text.end());
    use_filter({key_views, key_wheres, rows_of_key_begin, rows_of_key, always, key_required});
}

void RuleSet::Impl::use_filter(const RowFilterTables& built) {
    filter = built;
    for (std::size_t r = 0; r < rows.size() && r < filter.key_required.size(); ++r) {
        rows[r]->key_required = filter.key_required[r];
    }
    widest_of_key.assign(filter.keys.size(), 1);
    for (std::size_t key = 0; key < filter.keys.size(); ++key) {
        for (const std::uint32_t r : rows_of(static_cast<std::uint32_t>(key))) {
            widest_of_key[key] = static_cast<std::uint8_t>(std::min<std::size_t>(
                std::max<std::size_t>(widest_of_key[key], rows[r]->span), 255));
        }
    }
}

void RuleSet::Impl::keys_on(std::string_view line, std::vector<LiteralScanner::Hit>& hits,
                            std::vector<std::uint32_t>& found) const {
    hits.clear();
    found.clear();
    own_scanner().scan(line, hits);
    for (const LiteralScanner::Hit& hit : hits) {
        found.push_back(hit.literal);
    }
}

bool RuleSet::Impl::try_row(const StreamLines& s, std::size_t i, std::size_t row_index, bool failed,
                            bool prefiltered, std::string& joined, std::vector<HeaderScan>& scans,
                            std::vector<Evidence>& out) const {
    const Row& row = *rows[row_index];
    // A row spanning several lines reads them joined by '\n' and reports the first. Past
    // the stream's end the lines are empty, so a row whose later lines are optional
    // still reads the last line ("a.scm:7:12: In procedure car: Wrong type …").
    std::size_t at = i;
    std::string_view text_view;
    if (row.span > 1) {
        if (i + 1 < row.span) {
            return false;
        }
        at = i + 1 - row.span;
        joined.assign(s.lines[at]);
        for (std::size_t k = at + 1; k <= i; ++k) {
            joined += '\n';
            if (k < s.lines.size()) {
                joined += s.lines[k];
            }
        }
        text_view = joined;
    } else {
        text_view = s.lines[i];
    }
    const AtomsView& atoms = *row.atoms;
    if (!may_match_at_start(text_view, atoms.lowest, atoms.highest)) {
        return false;
    }
    for (std::size_t k = 0; k < atoms.required.size(); ++k) {
        if (prefiltered && static_cast<std::ptrdiff_t>(k) == row.key_required) {
            continue;
        }
        const std::string_view atom = atoms.required[k];
        const std::string_view spelt = spelt_atom(atoms, atom);
        if (spelt.empty() ? !contains_lower(text_view, atom)
                          : text_view.find(spelt) == std::string_view::npos) {
            return false;
        }
    }
    if (prefiltered && !row.ready.load(std::memory_order_relaxed) &&
        row.opening_tries.fetch_add(1, std::memory_order_relaxed) < k_opening_tries &&
        !row.opening_of().may_match(text_view)) {
        return false;
    }
    const re2::RE2& re = compiled(row);
    if (!re.ok()) {
        return false;
    }
    std::array<re2::StringPiece, 16> groups;
    const int n = std::min<int>(row.group_total + 1, static_cast<int>(groups.size()));
    const re2::StringPiece text(text_view.data(), text_view.size());
    // Whether it matches first (RE2's DFA, a few instructions a byte), the fields only
    // then (its NFA, far dearer): most candidate lines do not match.
    if (!re.Match(text, 0, text.size(), re2::RE2::UNANCHORED, nullptr, 0) ||
        !re.Match(text, 0, text.size(), re2::RE2::UNANCHORED, groups.data(), n)) {
        return false;
    }
    conditions(row);
    const re2::StringPiece first(s.lines[at].data(), s.lines[at].size());
    const re2::RE2* scope = row.scope_is_after ? row.after.get() : row.scope.get();
    if ((row.reject && re2::RE2::PartialMatch(first, *row.reject)) ||
        (row.follow && next_line_matches(s, at, *row.follow) == row.follow_negated) ||
        (row.after && header_after(s, at, scope, *row.after, scans, row_index, rows.size()) ==
                          row.after_negated)) {
        return false;
    }
    const auto group = [&](Group g) {
        const int index = row.groups[g];
        return index > 0 && index < n
                   ? whole_characters(text_view, as_view(groups[static_cast<std::size_t>(index)]))
                   : std::string_view();
    };
    // A severity group that says warning, note or info: a lead only when the run
    // failed, never a failure of its own.
    if (const std::string_view severity = group(g_severity); !severity.empty()) {
        const char c = static_cast<char>(severity.front() | 0x20);
        if (c != 'e' && c != 'f' && !failed) {
            return false;
        }
    }
    // A row may take the ':' (or '|') after a path into its file group: the pre-filter's
    // literals stop at a group's edge, so "\.[ch]:" inside the group is what keys a
    // one-letter extension (ARCHITECTURE.md, "Adding a tool"). A path never ends with
    // either.
    std::string_view file = group(g_file);
    if (!file.empty() && (file.back() == ':' || file.back() == '|')) {
        file.remove_suffix(1);
    }
    detail::Location where{file, parse_small_number(group(g_line)), parse_column(group(g_column))};
    const LineRule& rule = row.rule();
    // (A place in a library is passed over for the first of the program's below it: Ruby's
    // "/usr/lib/ruby/3.1.0/psych.rb:455:in `parse': … (Psych::SyntaxError)" over "\tfrom
    // check_yaml.rb:3:in …".)
    if (rule.near == Near::below &&
        (where.line == 0 || (!where.file.empty() && detail::is_library_path(where.file)))) {
        const detail::Location below =
            location_below(s, at, rule.reach, rule.kind == Kind::test_failure, re, row.span > 1);
        if (where.file.empty() || where.file == below.file ||
            (below.line != 0 && !detail::is_library_path(below.file))) {
            where = below;
        }
    } else if (rule.near == Near::above && where.line == 0) {
        for (std::size_t back = 1; back <= rule.reach && back <= at; ++back) {
            if (const detail::Location l = detail::location_on(s.lines[at - back]); l.line != 0) {
                where = l;
                break;
            }
        }
    } else if (rule.near == Near::header_above && where.file.empty()) {
        where.file = header_above(s, at, rule.reach);
    }
    std::string_view header_label; // a label the header names (CxxTest's "In Suite::test:")
    if (rule.near == Near::header && row.header) {
        // "In a.sh line 4:" above a block of findings: the nearest such line.
        for (std::size_t back = 1; back <= rule.reach && back <= at; ++back) {
            std::array<re2::StringPiece, 8> h;
            const re2::RE2& header = *row.header;
            const int hn = std::min(header.NumberOfCapturingGroups() + 1, 8);
            const re2::StringPiece prev(s.lines[at - back].data(), s.lines[at - back].size());
            if (header.Match(prev, 0, prev.size(), re2::RE2::UNANCHORED, h.data(), hn)) {
                for (std::size_t k = 0; k < row.header_names.size(); ++k) {
                    const std::string& name = row.header_names[k];
                    const auto index = static_cast<int>(k + 1);
                    if (index >= hn) {
                        continue;
                    }
                    const std::string_view v = whole_characters(
                        s.lines[at - back], as_view(h[static_cast<std::size_t>(index)]));
                    // (Not a library's file: CMake's "CMake Error at /usr/share/cmake-3.25/
                    // Modules/FindPackageHandleStandardArgs.cmake:230 (message):" over the
                    // package it could not find.)
                    if (name == "file" && where.file.empty()) {
                        if (detail::is_library_path(v)) {
                            break;
                        }
                        where.file = v;
                    } else if (name == "line" && where.line == 0) {
                        where.line = parse_small_number(v);
                    } else if (name == "column" && where.column == 0) {
                        where.column = parse_column(v);
                    } else if (name == "label") {
                        header_label = v;
                    }
                }
                break;
            }
        }
    } else if (row.header && where.file.empty()) {
        where.file = header_file_above(s, at, re, *row.header, rule.header_file);
    }
    std::string label(trim(group(g_label)));
    if (label.empty()) {
        label = trim(group(g_code));
    }
    if (label.empty()) {
        label = trim(header_label);
    }
    if (label.empty()) {
        label = rule.label;
    } else if (!rule.label.empty() && rule.label.back() == ':') {
        label = std::string(rule.label) + label; // a prefix: "coverage:" + "lines"
    } else if (!rule.label.empty() && rule.label.back() == '+') {
        // joined as one word: "TS+" and "2551" (astro check's "ts(2551)") make "TS2551"
        label = std::string(rule.label.substr(0, rule.label.size() - 1)) + label;
    }
    if (const std::string_view suite = trim(group(g_suite)); !suite.empty()) {
        label = std::string(suite) + " " + label;
    }
    if (const std::string_view inner = trim(group(g_inner)); !inner.empty()) {
        label = std::string(inner) + ":" + label;
    }
    if (const std::string_view owner = trim(group(g_owner)); !owner.empty()) {
        label = std::string(owner) + ":" + label;
    }
    if (const std::string_view cls = trim(group(g_class)); !cls.empty()) {
        label = std::string(cls) + "." + label;
    }
    if (const std::string_view receiver = trim(group(g_receiver)); !receiver.empty()) {
        label = std::string(receiver) + "#" + label;
    }
    detail::add_evidence(out, rule.kind, s, at, where, label, rule.tool);
    if (const std::string_view message = trim(group(g_message)); !message.empty()) {
        out.back().message = make_snippet(message, k_max_message_bytes);
    }
    return true;
}

void RuleSet::Impl::apply_stream(const StreamLines& s, std::uint32_t kinds, bool failed,
                                 bool prefilter, std::vector<Evidence>& out,
                                 std::vector<Evidence>* overriding,
                                 std::vector<Evidence>* fallbacks, bool generic_fallbacks) const {
    // The keys found on the last max_span lines (a row spanning lines may hold its key
    // on any of them), as a ring.
    std::vector<std::vector<std::uint32_t>> recent(max_span);
    std::vector<std::uint32_t> candidates;
    std::vector<LiteralScanner::Hit> hits;
    std::string joined;
    // One item per line, and a missing module, a timeout or a crash after it: a diagnostic
    // that names one ("Cart.java:5:31: compiler.err.doesnt.exist: org.x"), a proof goal
    // whose prover ran out of time (Why3's "Prover result is: Timeout"), a test a signal
    // killed (Meson's "2/3 trim FAIL 0.01s killed by signal 11 SIGSEGV") are two facts.
    std::vector<bool> reported(s.lines.size(), false);
    std::vector<bool> reported_second(s.lines.size(), false);
    std::vector<HeaderScan> scans; // per row, sized when a row with a scope is first tried
    std::vector<std::uint32_t> every;
    if (!prefilter) {
        for (std::size_t r = 0; r < rows.size(); ++r) {
            every.push_back(static_cast<std::uint32_t>(r));
        }
    }
    // The trigger scan (triggers.cpp) looked for the built-in rows' literals too.
    const bool scanned = prefilter && s.rule_keys_set && this == builtin_rule_set().m_impl.get();
    std::size_t next_key = 0;
    // The last line on which a key was found.
    constexpr std::size_t k_none = static_cast<std::size_t>(-1);
    std::size_t last_keyed = k_none;
    // Else the lines are views into one buffer, separated by single newlines
    // (split_lines): one scan of the whole buffer then serves every line; else each line
    // is scanned.
    bool one_buffer = prefilter && !scanned && !s.lines.empty();
    for (std::size_t i = 1; one_buffer && i < s.lines.size(); ++i) {
        one_buffer = s.lines[i].data() == s.lines[i - 1].data() + s.lines[i - 1].size() + 1;
    }
    std::vector<LiteralScanner::Hit> all_hits;
    std::size_t next_hit = 0;
    if (one_buffer) {
        const char* base = s.lines.front().data();
        const char* end = s.lines.back().data() + s.lines.back().size();
        own_scanner().scan(std::string_view(base, static_cast<std::size_t>(end - base)), all_hits);
        sort_hits(all_hits);
    }
    // Past the last line, max_span - 1 empty lines end the windows of the rows that span
    // lines (see try_row).
    const std::size_t windows = s.lines.empty() ? 0 : s.lines.size() + max_span - 1;
    for (std::size_t i = 0; i < windows; ++i) {
        candidates.clear();
        if (prefilter) {
            std::vector<std::uint32_t>& found = recent[i % max_span];
            if (i >= s.lines.size()) {
                found.clear();
            } else if (scanned) {
                found.clear();
                for (; next_key < s.rule_keys.size() && (s.rule_keys[next_key] >> 32) <= i;
                     ++next_key) {
                    found.push_back(static_cast<std::uint32_t>(s.rule_keys[next_key]));
                }
            } else if (one_buffer) {
                found.clear();
                const auto line_end = static_cast<std::size_t>(
                    s.lines[i].data() + s.lines[i].size() - s.lines.front().data());
                for (; next_hit < all_hits.size() && all_hits[next_hit].at <= line_end;
                     ++next_hit) {
                    found.push_back(all_hits[next_hit].literal);
                }
            } else {
                keys_on(s.lines[i], hits, found);
            }
            if (!found.empty()) {
                last_keyed = i;
            }
            // No key on this line or the lines a row may span before it: only the rows
            // without keys (most lines end here).
            if (last_keyed == k_none || i - last_keyed >= max_span) {
                if (filter.always.empty()) {
                    continue;
                }
                candidates.assign(filter.always.begin(), filter.always.end());
            } else {
                // Each key's rows are in table order: one list needs no sort.
                std::size_t lists = 0;
                for (std::size_t back = 0; back < max_span && back <= i; ++back) {
                    for (const std::uint32_t key : recent[(i - back) % max_span]) {
                        if (back != 0 && widest_of_key[key] <= back) {
                            continue;
                        }
                        ++lists;
                        for (const std::uint32_t r : rows_of(key)) {
                            if (back == 0 || rows[r]->span > back) {
                                candidates.push_back(r);
                            }
                        }
                    }
                }
                if (!filter.always.empty()) {
                    ++lists;
                    candidates.insert(candidates.end(), filter.always.begin(), filter.always.end());
                }
                if (candidates.empty()) {
                    continue;
                }
                if (lists > 1) {
                    std::sort(candidates.begin(), candidates.end());
                }
                candidates.erase(std::unique(candidates.begin(), candidates.end()),
                                 candidates.end());
            }
        } else {
            candidates = every;
        }
        for (const std::uint32_t r : candidates) {
            const Row& row = *rows[r];
            if ((kinds & (1U << static_cast<unsigned>(row.rule().kind))) == 0 ||
                (row.rule().only_failed && !failed) ||
                (!generic_fallbacks && row.rule().fallback && row.rule().tool == "generic")) {
                continue;
            }
            const std::size_t at = i + 1 >= row.span ? i + 1 - row.span : i;
            const bool second = row.rule().kind == Kind::missing_module ||
                                row.rule().kind == Kind::timeout || row.rule().kind == Kind::crash;
            if (at >= s.lines.size() || (second ? reported_second[at] : reported[at])) {
                continue;
            }
            std::vector<Evidence>& into = row.rule().overrides && overriding != nullptr
                                              ? *overriding
                                          : row.rule().fallback && fallbacks != nullptr ? *fallbacks
                                                                                        : out;
            // A fallback's item does not claim its line: it is kept only when nothing
            // else explains the run, and a row that reads more lines may still want it.
            if (try_row(s, i, r, failed, prefilter, joined, scans, into) && !row.rule().fallback) {
                reported[at] = true;
                reported_second[at] = reported_second[at] || second;
            }
        }
    }
}

RuleSet::RuleSet(std::span<const LineRule> rows) : RuleSet(rows, nullptr) {}

RuleSet::RuleSet(std::span<const LineRule> rows, const RowFilterTables* filter)
    : m_impl(std::make_unique<Impl>()) {
    const std::span<const GeneratedAtoms> generated = generated_row_atoms();
    m_impl->rows.reserve(rows.size());
    m_impl->row_block = std::make_unique<Row[]>(rows.size());
    const bool builtin = rows.data() == builtin_rules().data();
    if (!builtin) {
        m_impl->rule_copies.assign(rows.begin(), rows.end());
    }
    const LineRule* table = builtin ? rows.data() : m_impl->rule_copies.data();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const LineRule& r = table[i];
        // The atoms derived at build time (never destroyed: the row may point at them),
        // unless the table is of other rows (a test's).
        const bool known = i < generated.size() && generated[i].pattern == r.pattern;
        m_impl->add(r, known ? &generated[i].atoms : nullptr,
                    known ? nullptr : std::make_unique<OwnedAtoms>(derive_row_atoms(r.pattern)), i,
                    false);
    }
    if (filter != nullptr && filter->key_required.size() == rows.size()) {
        m_impl->use_filter(*filter);
    } else {
        m_impl->build_filter();
    }
}

RuleSet::RuleSet(std::vector<OwnedRule> rows) : m_impl(std::make_unique<Impl>()) {
    m_impl->owned = std::move(rows);
    m_impl->rows.reserve(m_impl->owned.size());
    m_impl->row_block = std::make_unique<Row[]>(m_impl->owned.size());
    for (const OwnedRule& rule : m_impl->owned) {
        m_impl->rule_copies.push_back(view_of(rule));
    }
    for (std::size_t i = 0; i < m_impl->owned.size(); ++i) {
        const OwnedRule& rule = m_impl->owned[i];
        m_impl->add(m_impl->rule_copies[i], nullptr,
                    std::make_unique<OwnedAtoms>(derive_row_atoms(rule.pattern)), i, true);
    }
    m_impl->build_filter();
}

RuleSet::~RuleSet() = default;
RuleSet::RuleSet(RuleSet&&) noexcept = default;
RuleSet& RuleSet::operator=(RuleSet&&) noexcept = default;

const std::vector<RuleSet::Error>& RuleSet::errors() const {
    return m_impl->errors;
}

std::vector<RuleSet::Error> RuleSet::compile_all() const {
    std::vector<Error> found;
    for (std::size_t i = 0; i < m_impl->rows.size(); ++i) {
        const re2::RE2& re = compiled(*m_impl->rows[i], &found, i);
        if (!re.ok()) {
            found.push_back({i, re.error()});
        }
    }
    return found;
}

std::size_t RuleSet::size() const {
    return m_impl->rows.size();
}

std::span<const std::string_view> RuleSet::literals() const {
    return m_impl->filter.keys;
}

std::span<const LiteralScanner::Where> RuleSet::literal_wheres() const {
    return m_impl->filter.key_wheres;
}

std::vector<std::size_t> RuleSet::rows_without_literals() const {
    return {m_impl->filter.always.begin(), m_impl->filter.always.end()};
}

const RowFilterTables& RuleSet::filter_tables() const {
    return m_impl->filter;
}

void RuleSet::apply(const DetectorInput& input, std::uint32_t kinds, bool prefilter,
                    std::vector<Evidence>& out, std::vector<Evidence>* overriding,
                    std::vector<Evidence>* fallbacks, bool generic_fallbacks) const {
    if (m_impl->rows.empty()) {
        return;
    }
    const bool failed = input.exit_code != 0;
    m_impl->apply_stream(input.out, kinds, failed, prefilter, out, overriding, fallbacks,
                         generic_fallbacks);
    m_impl->apply_stream(input.err, kinds, failed, prefilter, out, overriding, fallbacks,
                         generic_fallbacks);
}

const RuleSet& builtin_rule_set() {
    // Never destroyed: freeing thousands of strings at exit would cost a short run more
    // than reading its input (the table lives as long as the process anyway).
    static const RuleSet& set = *new RuleSet(
        builtin_rules(), built_scan_tables() != nullptr ? &built_scan_tables()->rows : nullptr);
    return set;
}

namespace detail {

namespace {

constexpr bool is_high(char c) {
    return static_cast<unsigned char>(c) >= 0x80;
}

// A byte of a path before ":line": a word character, any byte of a non-ASCII
// character, or one of @ . + ~ / -.
constexpr bool is_path_byte(char c) {
    return is_word(c) || is_high(c) || c == '@' || c == '.' || c == '+' || c == '~' || c == '/' ||
           c == '-';
}

// What may stand before a path: white space, ( [ < ' " or @.
constexpr bool is_path_opening(char c) {
    return is_space(c) || c == '(' || c == '[' || c == '<' || c == '\'' || c == '"' || c == '@';
}

// The length of the run of digits at `at`.
std::size_t digits_at(std::string_view t, std::size_t at) {
    std::size_t k = at;
    while (k < t.size() && is_digit(t[k])) {
        ++k;
    }
    return k - at;
}

// "name.ext" with a name of at least one byte that ends in a word character, a
// non-ASCII byte or '-', and an extension of a letter and up to 9 word characters.
bool has_extension(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    if (dot == std::string_view::npos || dot == 0 || path.size() - dot - 1 > 10 ||
        dot + 1 == path.size() || !is_letter(path[dot + 1])) {
        return false;
    }
    const char before = path[dot - 1];
    return (is_word(before) || is_high(before) || before == '-') &&
           std::all_of(path.begin() + static_cast<std::ptrdiff_t>(dot) + 1, path.end(), is_word);
}

// A file build tools name without an extension, in an ASCII path: "lib/Rakefile".
bool is_named_build_file(std::string_view path) {
    if (std::any_of(path.begin(), path.end(), is_high)) {
        return false;
    }
    const std::size_t slash = path.rfind('/');
    const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    static constexpr std::array<std::string_view, 12> k_names = {
        "Rakefile",    "Gemfile",     "Makefile", "GNUmakefile", "Dockerfile", "Containerfile",
        "Jenkinsfile", "Vagrantfile", "Podfile",  "Fastfile",    "Guardfile",  "Justfile"};
    return std::find(k_names.begin(), k_names.end(), name) != k_names.end() || name == "justfile";
}

// "path:line[:column]" with the path after an opening (or at `floor`, where the text
// begins), "file://" or a drive letter "C:" allowed before it. Tries each ':' followed
// by a digit from `from` on; returns the first whose path reads as one, with the
// position after its numbers in `end`.
Location colon_location(std::string_view line, std::size_t floor, std::size_t& end) {
    const auto opens = [&](std::size_t b) { return b == floor || is_path_opening(line[b - 1]); };
    for (std::size_t c = line.find(':', floor); c != std::string_view::npos;
         c = line.find(':', c + 1)) {
        if (c + 1 >= line.size() || !is_digit(line[c + 1])) {
            continue;
        }
        std::size_t r = c;
        while (r > floor && is_path_byte(line[r - 1])) {
            --r;
        }
        // The places a path may begin, earliest first: after "file://", at a drive
        // letter, at the run's start, after an '@' inside it.
        std::array<std::size_t, 3> starts{};
        std::size_t n = 0;
        const bool after_colon = r >= floor + 2 && line[r - 1] == ':';
        if (after_colon && r >= floor + 5 && line.substr(r - 5, 5) == "file:" &&
            line.substr(r, 2) == "//" && opens(r - 5)) {
            starts[n++] = r + 2;
        } else if (after_colon && is_letter(line[r - 2]) &&
                   (opens(r - 2) ||
                    (r >= floor + 9 && line.substr(r - 9, 7) == "file://" && opens(r - 9)))) {
            starts[n++] = r - 2;
        }
        if (r < c && opens(r)) {
            starts[n++] = r;
        }
        const auto try_start = [&](std::size_t b) -> Location {
            std::string_view path = line.substr(b, c - b);
            std::string_view rest = path;
            if (rest.size() >= 2 && rest[1] == ':' && is_letter(rest[0])) {
                rest.remove_prefix(2); // the drive
            }
            const bool plain = rest.size() == path.size();
            if (!has_extension(rest) && !(plain && is_named_build_file(path))) {
                return {};
            }
            std::size_t k = c + 1;
            const std::size_t line_digits = digits_at(line, k);
            const std::string_view number = line.substr(k, line_digits);
            k += line_digits;
            std::string_view column;
            if (k + 1 < line.size() && line[k] == ':' && is_digit(line[k + 1])) {
                column = line.substr(k + 1, digits_at(line, k + 1));
                k += 1 + column.size();
            }
            end = k;
            return {path, parse_small_number(number), parse_column(column)};
        };
        for (std::size_t k = 0; k < n; ++k) {
            if (const Location at = try_start(starts[k]); !at.file.empty()) {
                return at;
            }
        }
        for (std::size_t b = r; b < c; ++b) {
            if (line[b] == '@' && b + 1 < c) {
                if (const Location at = try_start(b + 1); !at.file.empty()) {
                    return at;
                }
            }
        }
    }
    return {};
}

// "(line[, column])" or "(line,column)" right after `at` (the '('); the position after
// the ')' in `end`, 0 when the shape is not there.
bool paren_numbers(std::string_view line, std::size_t at, std::string_view& number,
                   std::string_view& column, bool space_allowed) {
    std::size_t k = at + 1;
    number = line.substr(k, digits_at(line, k));
    if (number.empty()) {
        return false;
    }
    k += number.size();
    column = {};
    if (k < line.size() && line[k] == ',') {
        std::size_t m = k + 1;
        if (space_allowed && m < line.size() && line[m] == ' ') {
            ++m;
        }
        const std::string_view second = line.substr(m, digits_at(line, m));
        if (!second.empty() && m + second.size() < line.size() && line[m + second.size()] == ')') {
            column = second;
            return true;
        }
        return false;
    }
    return k < line.size() && line[k] == ')';
}

// PHP's "x.php(12)", Nim's "a.nim(4)", "a.nim(5, 16)" and D's "app.d(19)".
Location paren_location(std::string_view line) {
    const auto is_name_byte = [](char c) { return is_word(c) || c == '.' || c == '+' || c == '-'; };
    for (std::size_t p = line.find('('); p != std::string_view::npos; p = line.find('(', p + 1)) {
        const std::string_view before = line.substr(0, p);
        if (!before.ends_with(".php") && !before.ends_with(".nim") && !before.ends_with(".d")) {
            continue;
        }
        std::string_view number;
        std::string_view column;
        if (!paren_numbers(line, p, number, column, true)) {
            continue;
        }
        // The name: word characters . + -; a directory part before it may add ~ and /.
        std::size_t s = p;
        while (s > 0 && is_name_byte(line[s - 1])) {
            --s;
        }
        if (p - s < (before.ends_with(".d") ? 3U : 5U)) {
            continue; // nothing before ".php"
        }
        if (s > 0 && line[s - 1] == '/') {
            std::size_t d = s - 1;
            while (d > 0 &&
                   (is_name_byte(line[d - 1]) || line[d - 1] == '~' || line[d - 1] == '/')) {
                --d;
            }
            s = d;
        }
        return {line.substr(s, p - s), parse_small_number(number), parse_column(column)};
    }
    return {};
}

// Python's `File "x.py", line 3`; Tcl's `(file "inventory.tcl" line 13)`.
Location quoted_file_location(std::string_view line) {
    for (std::size_t q = line.find("ile \""); q != std::string_view::npos;
         q = line.find("ile \"", q + 1)) {
        if (q == 0 || (line[q - 1] != 'F' && line[q - 1] != 'f')) {
            continue;
        }
        const std::size_t open = q + 5;
        const std::size_t close = line.find('"', open);
        if (close == std::string_view::npos || close == open) {
            continue;
        }
        std::size_t k = close + 1;
        if (k < line.size() && line[k] == ',') {
            ++k;
        }
        if (line.substr(k, 6) != " line ") {
            continue;
        }
        const std::string_view number = line.substr(k + 6, digits_at(line, k + 6));
        if (!number.empty()) {
            return {line.substr(open, close - open), parse_small_number(number), 0};
        }
    }
    return {};
}

// The run of non-space bytes at `at`.
std::string_view token_at(std::string_view line, std::size_t at) {
    std::size_t k = at;
    while (k < line.size() && !is_space(line[k])) {
        ++k;
    }
    return line.substr(at, k - at);
}

// "name.ext": at least one byte, a '.', word characters to the end.
bool ends_in_word_extension(std::string_view t) {
    std::size_t k = t.size();
    while (k > 0 && is_word(t[k - 1])) {
        --k;
    }
    return k < t.size() && k >= 2 && t[k - 1] == '.';
}

// "line:column" at `at`, then (when `space_after`) one white-space byte.
bool line_column_at(std::string_view line, std::size_t at, std::string_view& number,
                    std::string_view& column, bool space_after) {
    number = line.substr(at, digits_at(line, at));
    const std::size_t colon = at + number.size();
    if (number.empty() || colon >= line.size() || line[colon] != ':') {
        return false;
    }
    column = line.substr(colon + 1, digits_at(line, colon + 1));
    const std::size_t after = colon + 1 + column.size();
    return !column.empty() && (!space_after || (after < line.size() && is_space(line[after])));
}

// webpack's "ERROR in ./src/calc.js 1:0-35".
Location spaced_location(std::string_view line) {
    for (std::size_t k = line.find("in "); k != std::string_view::npos;
         k = line.find("in ", k + 1)) {
        if (k != 0 && !is_space(line[k - 1])) {
            continue;
        }
        const std::string_view path = token_at(line, k + 3);
        std::size_t after = k + 3 + path.size();
        std::string_view number;
        std::string_view column;
        // (webpack names the loaders a module went through between: "ERROR in
        // ./src/styles.css (./node_modules/css-loader/dist/cjs.js!./src/styles.css) 5:36-81".)
        if (after + 2 < line.size() && line[after] == ' ' && line[after + 1] == '(') {
            const std::size_t close = line.find(") ", after + 2);
            if (close != std::string_view::npos &&
                line.substr(after + 2, close - after - 2).find(' ') == std::string_view::npos) {
                after = close + 1;
            }
        }
        if (ends_in_word_extension(path) && after < line.size() && line[after] == ' ' &&
            line_column_at(line, after + 1, number, column, false)) {
            return {path, parse_small_number(number), parse_column(column)};
        }
    }
    return {};
}

// Dart Sass's "  src/main.scss 9:15  root stylesheet" (a component's style block under a
// bundler: "  src/components/List.vue 7:12  root stylesheet", the line in the block).
Location sass_location(std::string_view line) {
    if (line.empty() || !is_space(line.front())) {
        return {};
    }
    std::size_t k = 0;
    while (k < line.size() && is_space(line[k])) {
        ++k;
    }
    const std::string_view path = token_at(line, k);
    const std::size_t after = k + path.size();
    std::string_view number;
    std::string_view column;
    if (path.size() > 5 &&
        (path.ends_with(".sass") || path.ends_with(".scss") || path.ends_with(".vue") ||
         path.ends_with(".svelte")) &&
        after < line.size() && line[after] == ' ' &&
        line_column_at(line, after + 1, number, column, true)) {
        return {path, parse_small_number(number), parse_column(column)};
    }
    return {};
}

// .NET's "at Shop.Cart.Add() in /src/Cart.cs:line 12".
Location dotnet_location(std::string_view line) {
    std::size_t tail = line.size();
    while (tail > 0 && is_space(line[tail - 1])) {
        --tail;
    }
    std::size_t digits = tail;
    while (digits > 0 && is_digit(line[digits - 1])) {
        --digits;
    }
    if (digits == tail || digits < 6 || line.substr(digits - 6, 6) != ":line ") {
        return {};
    }
    const std::size_t mark = digits - 6;
    std::size_t dot = mark;
    while (dot > 0 && is_word(line[dot - 1])) {
        --dot;
    }
    if (dot == mark || dot == 0 || line[dot - 1] != '.') {
        return {};
    }
    --dot; // the '.' before the extension
    for (std::size_t k = line.find(") in "); k != std::string_view::npos;
         k = line.find(") in ", k + 1)) {
        const std::size_t s = k + 5;
        if (s < dot && !is_space(line[s])) {
            return {line.substr(s, mark - s),
                    parse_small_number(line.substr(digits, tail - digits)), 0};
        }
    }
    return {};
}

// AssemblyScript's "└─ in assembly/index.ts(14,22)".
Location tree_location(std::string_view line) {
    static constexpr std::string_view k_lead = "└─ in ";
    for (std::size_t k = line.find(k_lead); k != std::string_view::npos;
         k = line.find(k_lead, k + 1)) {
        const std::size_t s = k + k_lead.size();
        const std::string_view token = token_at(line, s);
        // The last '(' the token's path may end at (the path takes what it can).
        for (std::size_t p = token.size(); p-- > 0;) {
            std::string_view number;
            std::string_view column;
            if (token[p] == '(' && ends_in_word_extension(token.substr(0, p)) &&
                paren_numbers(line, s + p, number, column, false) && !column.empty()) {
                return {token.substr(0, p), parse_small_number(number), parse_column(column)};
            }
        }
    }
    return {};
}

} // namespace

// The project location printed on `line`: "file:line[:col]" (also inside frames such as
// "at f (x.js:1:2)", "(X.java:12)", "# ./spec/x_spec.rb:4:in"), PHP's "x.php(12)", Nim's
// "a.nim(4) parsePort" and "a.nim(5, 16): Check failed", Python's `File "x.py", line 3`
// or Tcl's `(file "x.tcl" line 13)`; library paths are passed over. Read by hand (a path
// is a run of word characters, non-ASCII bytes and @.+~/- before ':' and a digit; a
// file without an extension only by a name build tools give it: "Rakefile:9"), so that
// the first report of a process compiles no pattern for it.
Location location_on(std::string_view line) {
    // A line that is nothing but an absolute path and a line number, the path perhaps with
    // spaces in it (PHPUnit's place under a failure: "/a/My Project (copy)/tests/
    // CalcTest.php:8"); no character of a pattern or a quote in it.
    if (const std::string_view t = trim(line);
        t.size() > 3 && t.front() == '/' && is_digit(t.back())) {
        const std::size_t colon = t.find(':');
        const std::string_view path = t.substr(0, std::min(colon, t.size()));
        const std::size_t dot = path.rfind('.');
        const std::string_view ext = dot == t.npos ? std::string_view() : path.substr(dot + 1);
        if (colon != t.npos && !ext.empty() && ext.find_first_of("/ \t") == t.npos &&
            path.find_first_of("\"^$*|?<>") == t.npos && colon + 1 < t.size() &&
            t.find_first_not_of("0123456789", colon + 1) == t.npos && !is_library_path(path)) {
            return {path, parse_small_number(t.substr(colon + 1)), 0};
        }
    }
    std::size_t floor = 0;
    std::size_t end = 0;
    for (Location at = colon_location(line, floor, end); !at.file.empty();
         at = colon_location(line, floor, end)) {
        if (!is_library_path(at.file)) {
            return at;
        }
        floor = end; // the search goes on after it, as from the start of a line
    }
    for (const auto read : {paren_location, quoted_file_location, spaced_location, sass_location,
                            dotnet_location, tree_location}) {
        if (const Location at = read(line); !at.file.empty()) {
            return is_library_path(at.file) ? Location{} : at;
        }
    }
    return {};
}

Location leading_location(std::string_view text) {
    const Location at = location_on(text);
    return at.line != 0 && starts_with(text, at.file) ? at : Location{};
}

} // namespace detail

} // namespace loopclose::core
