// SPDX-License-Identifier: MIT
#include "core/report_merge.hpp"

#include "core/detectors/common.hpp"
#include "core/paths.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace loopclose::core {

namespace {

bool is_diagnostic(Kind kind) {
    return kind == Kind::compile_error || kind == Kind::lint_error ||
           kind == Kind::typecheck_error || kind == Kind::syntax_error;
}

bool word_char(char c) {
    // ASCII only: the separators runners print between a suite and a test ("›", "❯",
    // "»") are non-ASCII, and a non-ASCII letter splits a word alike on both sides.
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The words of a test name: "math › adds > 1+1" → math adds 1 1. Punctuation and
// separators differ between a runner's console and its report; the words do not.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && !word_char(text[i])) {
            ++i;
        }
        const std::size_t start = i;
        while (i < text.size() && word_char(text[i])) {
            ++i;
        }
        if (i > start) {
            out.push_back(text.substr(start, i - start));
        }
    }
    return out;
}

// The last word of `text` (see words()), or "" when it has none.
std::string_view last_word(std::string_view text) {
    std::size_t end = text.size();
    while (end > 0 && !word_char(text[end - 1])) {
        --end;
    }
    std::size_t start = end;
    while (start > 0 && word_char(text[start - 1])) {
        --start;
    }
    return text.substr(start, end - start);
}

bool ends_with_words(const std::vector<std::string_view>& whole,
                     const std::vector<std::string_view>& tail) {
    if (tail.empty() || tail.size() > whole.size()) {
        return false;
    }
    return std::equal(tail.begin(), tail.end(),
                      whole.end() - static_cast<std::ptrdiff_t>(tail.size()));
}

// The sentence PHPUnit's --testdox prints for a test method, "Null title" for
// "LimitsTest::testNullTitle" ('Slug of title with data set "x"' with its data set);
// "" when the name is not a "test…" method's.
std::string testdox(std::string_view name) {
    if (const std::size_t colons = name.rfind("::"); colons != std::string_view::npos) {
        name.remove_prefix(colons + 2);
    }
    if (name.size() < 5 || !name.starts_with("test") ||
        !((name[4] >= 'A' && name[4] <= 'Z') || name[4] == '_')) {
        return {};
    }
    const std::size_t space = std::min(name.find(' '), name.size());
    std::string out;
    for (std::size_t i = 4; i < space; ++i) {
        const char c = name[i];
        if (c == '_') {
            if (!out.empty() && out.back() != ' ') {
                out += ' ';
            }
        } else if (c >= 'A' && c <= 'Z') {
            if (!out.empty() && out.back() != ' ') {
                out += ' ';
            }
            out += static_cast<char>(c - 'A' + 'a');
        } else {
            out += c;
        }
    }
    if (out.empty()) {
        return {};
    }
    out[0] = static_cast<char>(out[0] >= 'a' && out[0] <= 'z' ? out[0] - 'a' + 'A' : out[0]);
    out += name.substr(space);
    return out;
}

// How well a console test failure matches a report's test: 0 not at all, more is better.
int test_match(const Evidence& console, const ReportFinding& report) {
    if (console.label == report.evidence.label) {
        return 100;
    }
    // PHPUnit --testdox on the console, the methods in its JUnit report.
    if (console.label == testdox(report.name.empty() ? report.evidence.label : report.name)) {
        return 50;
    }
    // Every report test is tried against every console test: the last words, compared
    // without allocating, rule most pairs out before the words are split.
    const std::string_view name = report.name.empty() ? report.evidence.label : report.name;
    const std::string_view last = last_word(name);
    std::vector<std::string_view> label_words;
    if (!last.empty() && last == last_word(console.label)) {
        label_words = words(console.label);
    }
    if (label_words.empty() || !ends_with_words(label_words, words(name))) {
        // Names may not compare (JUnit 5's console prints display names, its XML the
        // methods), but one file and line is one test.
        return console.line != 0 && console.line == report.evidence.line &&
                       same_file(console.file, report.evidence.file)
                   ? 1
                   : 0;
    }
    int score = 1;
    // The suite's words (its last part for a dotted class name) in the console's label.
    for (const std::string_view word : words(report.suite)) {
        if (std::find(label_words.begin(), label_words.end(), word) != label_words.end()) {
            ++score;
        }
    }
    if (!console.file.empty() && !report.evidence.file.empty()) {
        score += same_file(console.file, report.evidence.file) ? 5 : -1;
    }
    return std::max(score, 1);
}

// What a report adds to the console's item `c` of the same failure.
void fill_in(Evidence& c, const Evidence& r, bool console_located) {
    // The console's location stays where it has one (a test's failing assertion is
    // nearer the fault than the line a report gives for the test); the report fills in
    // what it lacks.
    if (console_located) {
        if (r.file.size() < c.file.size() && same_file(c.file, r.file)) {
            c.file = r.file;
        }
        // (pylint's parseable console names no column; its JSON report does.)
        if (c.column == 0 && r.column != 0 && c.line == r.line && same_file(c.file, r.file)) {
            c.column = r.column;
        }
    } else if (r.line != 0 && c.line == 0) {
        if (c.file.empty() || same_file(c.file, r.file) || c.kind == Kind::test_failure) {
            c.file = r.file;
        }
        c.line = r.line;
        c.column = r.column;
    } else if (c.file.empty() && !r.file.empty()) {
        c.file = r.file;
    } else if (r.file.size() < c.file.size() && same_file(c.file, r.file)) {
        c.file = r.file; // one file: the shorter (relative) name reads better
    }
    // A linter's report may know a finding is a parse failure where its console
    // printed just another problem.
    if (r.kind == Kind::syntax_error && is_diagnostic(c.kind)) {
        c.kind = Kind::syntax_error;
    }
    if (!r.message.empty()) {
        c.message = r.message;
    }
    if (c.label.empty() && c.kind != Kind::syntax_error) {
        c.label = r.label;
    } else if (c.kind == Kind::test_failure) {
        // A runner's console may shorten a deeply nested test's name ("unknown sku >
        // …") where its report gives the whole chain ("restock > unknown sku > …").
        for (const std::string_view separator : {" > ", " \xE2\x80\xBA "}) {
            if (r.label.size() > c.label.size() + separator.size() && r.label.ends_with(c.label) &&
                std::string_view(r.label).substr(r.label.size() - c.label.size() - separator.size(),
                                                 separator.size()) == separator) {
                c.label = r.label;
                break;
            }
        }
    }
}

// The console's items by what a report's finding is matched on, so that matching is
// not a scan of every item per finding (a broken build may name thousands of both).
struct ConsoleIndex {
    std::unordered_map<std::string, std::vector<std::size_t>> by_last_word; // test failures
    std::unordered_map<std::uint32_t, std::vector<std::size_t>> by_line;
    std::unordered_map<std::string, std::vector<std::size_t>> by_label;
    std::vector<std::size_t> bare; // neither line nor label

    explicit ConsoleIndex(const std::vector<Evidence>& found) {
        for (std::size_t i = 0; i < found.size(); ++i) {
            const Evidence& e = found[i];
            if (e.kind == Kind::test_failure) {
                if (const auto w = words(e.label); !w.empty()) {
                    by_last_word[std::string(w.back())].push_back(i);
                }
            }
            if (e.line != 0) {
                by_line[e.line].push_back(i);
            }
            if (!e.label.empty()) {
                by_label[e.label].push_back(i);
            }
            if (e.line == 0 && e.label.empty()) {
                bare.push_back(i);
            }
        }
    }

    // The console items `r` may be, in index order.
    std::vector<std::size_t> candidates(const ReportFinding& finding) const {
        const Evidence& r = finding.evidence;
        std::vector<std::size_t> out;
        const auto add = [&](const auto& map, const auto& key) {
            if (const auto it = map.find(key); it != map.end()) {
                out.insert(out.end(), it->second.begin(), it->second.end());
            }
        };
        if (r.line != 0) {
            add(by_line, r.line);
        }
        if (r.kind == Kind::test_failure) {
            const std::string_view name = finding.name.empty() ? r.label : finding.name;
            const auto w = words(name);
            if (!w.empty()) {
                add(by_last_word, std::string(w.back()));
            }
            if (const std::string dox = testdox(name); !dox.empty()) {
                add(by_label, dox);
            }
            add(by_label, r.label);
        } else {
            add(by_label, r.label);
            if (r.label.empty() && r.line == 0) {
                out.insert(out.end(), bare.begin(), bare.end());
            }
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    // The console's other copies of a test named `label`.
    const std::vector<std::size_t>* copies(const std::string& label) const {
        const auto it = by_label.find(label);
        return it == by_label.end() ? nullptr : &it->second;
    }
};

// Adds `finding` to `found`, or fills in the console item it matches.
void merge_one(ReportFinding finding, std::vector<Evidence>& found, std::vector<bool>& claimed,
               const ConsoleIndex& index) {
    Evidence& r = finding.evidence;
    std::size_t best = found.size();
    int best_score = 0;
    for (const std::size_t i : index.candidates(finding)) {
        // A test is one finding of a report; a missing module or a diagnostic may be
        // named in several of its places.
        if ((claimed[i] && r.kind == Kind::test_failure) || found[i].stream == Stream::report) {
            continue;
        }
        int score = 0;
        if (r.kind == Kind::test_failure) {
            score = found[i].kind == Kind::test_failure ? test_match(found[i], finding) : 0;
        } else if (same_failure(found[i], finding)) {
            score = 1;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    if (best == found.size()) {
        found.push_back(std::move(r));
        claimed.push_back(true);
        return;
    }
    // A test the console names twice (its body, a summary line) is one item later: each
    // copy takes what the report adds, so that whichever is kept has it.
    std::vector<std::size_t> copies{best};
    if (found[best].kind == Kind::test_failure) {
        if (const auto* same = index.copies(found[best].label)) {
            for (const std::size_t i : *same) {
                if (i != best && found[i].kind == Kind::test_failure &&
                    found[i].label == found[best].label && found[i].stream != Stream::report) {
                    copies.push_back(i);
                }
            }
        }
    }
    bool console_located = false;
    for (const std::size_t i : copies) {
        console_located = console_located || found[i].line != 0;
    }
    for (const std::size_t i : copies) {
        claimed[i] = true;
        fill_in(found[i], r, console_located);
    }
}

} // namespace

bool same_failure(const Evidence& console, const ReportFinding& report) {
    const Evidence& r = report.evidence;
    if (r.kind == Kind::test_failure || console.kind == Kind::test_failure) {
        // A diagnostic in a report's failure text at the very place (line and column) the
        // console's test failure names is that failure's (FileCheck's error in lit's
        // JUnit report, under lit's FAIL).
        if (console.kind == Kind::test_failure && is_diagnostic(r.kind)) {
            return r.line != 0 && r.column != 0 && console.line == r.line &&
                   console.column == r.column && same_file(console.file, r.file);
        }
        return r.kind == console.kind && test_match(console, report) > 0;
    }
    const bool kinds_agree =
        console.kind == r.kind || (is_diagnostic(console.kind) && is_diagnostic(r.kind));
    if (!kinds_agree) {
        return false;
    }
    // One problem at one line and column is one problem, whatever the two call its rule
    // (biome's console says "lint/suspicious/noDebugger", its JUnit report
    // "org.biome.lint.suspicious.noDebugger").
    const bool labels_agree = console.label.empty() || r.label.empty() ||
                              console.label == r.label ||
                              (console.column != 0 && console.column == r.column);
    if (console.line != 0 && r.line != 0) {
        return console.line == r.line && labels_agree &&
               (console.file.empty() || r.file.empty() || same_file(console.file, r.file)) &&
               (console.column == 0 || r.column == 0 || console.column == r.column);
    }
    if (!console.label.empty() && !r.label.empty()) {
        return console.label == r.label &&
               (console.file.empty() || r.file.empty() || same_file(console.file, r.file));
    }
    return console.label.empty() && r.label.empty() && console.line == 0 && r.line == 0 &&
           (console.file.empty() || r.file.empty() || same_file(console.file, r.file));
}

std::vector<std::size_t> add_report_findings(const std::vector<ParsedReport>& reports,
                                             const AnalyzeOptions& options, std::uint32_t kinds,
                                             std::vector<Evidence>& found,
                                             std::vector<ReportSummary>& summaries) {
    std::vector<std::string> before;
    before.reserve(found.size());
    for (const Evidence& item : found) {
        before.push_back(item.message);
    }
    std::vector<bool> claimed(found.size(), false);
    const ConsoleIndex index(found);
    for (const ParsedReport& report : reports) {
        summaries.push_back(summarize(report));
        // The texts first: what they name may replace a finding ("explained_by").
        std::vector<bool> explained(report.texts.size(), false);
        // An exception in a failing test's output explains that test (as on the
        // console); it is not a runtime error of its own.
        const bool names_tests =
            std::any_of(report.findings.begin(), report.findings.end(), [](const ReportFinding& f) {
                return f.evidence.kind == Kind::test_failure;
            });
        std::vector<ReportFinding> from_texts;
        // The file of the test whose output each text is: what the text names without a
        // place happened there (node --test's "test timed out after 1000ms" for a file).
        std::vector<std::string_view> text_file(report.texts.size());
        for (const ReportFinding& f : report.findings) {
            if (f.explained_by && *f.explained_by < text_file.size()) {
                text_file[*f.explained_by] = f.evidence.file;
            }
        }
        for (std::size_t t = 0; t < report.texts.size(); ++t) {
            const ReportText& text = report.texts[t];
            // Markers and frames in a report's text are not leads.
            const std::uint32_t wanted = text.kinds & kinds &
                                         ~((1U << static_cast<unsigned>(Kind::todo_marker)) |
                                           (1U << static_cast<unsigned>(Kind::fixme_marker)) |
                                           (1U << static_cast<unsigned>(Kind::stack_trace)));
            AnalyzeOptions inner;
            for (const Detector& detector : detector_registry()) {
                if ((wanted & (1U << static_cast<unsigned>(detector.kind))) != 0) {
                    inner.detectors.push_back(&detector);
                }
            }
            if (inner.detectors.empty()) {
                continue;
            }
            inner.max_chars = options.max_chars;
            inner.user_rules = options.user_rules;
            inner.use_triggers = options.use_triggers;
            inner.streams_as_reports = false;
            inner.fallbacks = false;
            const Analysis seen = analyze(RunInput{text.text, {}, 1}, inner);
            for (const Evidence& item : seen.evidence) {
                // (cmocka ends a failure's text with the assertion's place in a compiler's
                // words, "cm/test_stack.c:8: error: Failure!": the test's place, no
                // compile error.)
                if ((wanted & (1U << static_cast<unsigned>(item.kind))) == 0 ||
                    item.kind == Kind::stack_trace ||
                    (names_tests && item.kind == Kind::runtime_error) ||
                    (item.kind == Kind::compile_error &&
                     detail::is_cmocka_failure_place(item.snippet))) {
                    continue;
                }
                // A module that would not load or a file that would not compile means
                // the test never ran: that is the finding. A timeout or a crash
                // happened in the test, which failed as well.
                explained[t] = explained[t] || item.kind == Kind::missing_module ||
                               item.kind == Kind::syntax_error || is_diagnostic(item.kind);
                ReportFinding finding;
                finding.evidence = item;
                finding.evidence.stream = Stream::report;
                finding.evidence.source_line = 0;
                if (finding.evidence.file.empty() && item.kind == Kind::timeout) {
                    finding.evidence.file = text_file[t];
                }
                from_texts.push_back(std::move(finding));
            }
        }
        for (const ReportFinding& finding : report.findings) {
            if (finding.explained_by && *finding.explained_by < explained.size() &&
                explained[*finding.explained_by]) {
                continue;
            }
            if ((kinds & (1U << static_cast<unsigned>(finding.evidence.kind))) == 0) {
                continue;
            }
            merge_one(finding, found, claimed, index);
        }
        for (ReportFinding& finding : from_texts) {
            merge_one(std::move(finding), found, claimed, index);
        }
    }
    std::vector<std::size_t> reported;
    for (std::size_t i = 0; i < found.size(); ++i) {
        if (i >= before.size() || found[i].message != before[i]) {
            reported.push_back(i);
        }
    }
    return reported;
}

} // namespace loopclose::core
