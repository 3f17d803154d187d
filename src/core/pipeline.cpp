// SPDX-License-Identifier: MIT
#include "core/pipeline.hpp"

#include "core/decorations.hpp"
#include "core/detectors/common.hpp"
#include "core/explain.hpp"
#include "core/located_lines.hpp"
#include "core/paths.hpp"
#include "core/report_merge.hpp"
#include "core/triggers.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace loopclose::core {

namespace {

// Kinds that claim a line from the generic runtime-error (PRODUCT §2 names
// not-implemented, unhandled-rejection, missing-module, syntax-error, timeout,
// out-of-memory, permission-error and network-error; a missing command, a crash or a
// compiler error on the same line is just as specific).
bool is_specific(Kind kind) {
    return kind != Kind::runtime_error && kind != Kind::stack_trace && kind_info(kind).blocking;
}

// Exit statuses that explain a failure when the output does not.
struct ExitSignal {
    std::int32_t code;
    Kind kind;
    std::string_view label;
    std::string_view text;
};

constexpr std::array<ExitSignal, 7> k_exit_signals{{
    {124, Kind::timeout, "", "exit status 124: the command timed out (timeout(1))"},
    {126, Kind::permission_error, "", "exit status 126: the command could not be executed"},
    {127, Kind::command_not_found, "", "exit status 127: command not found"},
    {134, Kind::crash, "SIGABRT", "exit status 134: killed by SIGABRT (abort)"},
    {137, Kind::crash, "SIGKILL", "exit status 137: killed (SIGKILL): out of memory or a timeout"},
    {139, Kind::crash, "SIGSEGV", "exit status 139: killed by SIGSEGV (segmentation fault)"},
    {143, Kind::crash, "SIGTERM", "exit status 143: killed by SIGTERM"},
}};

// Output lines (stream, line), sorted: those of items one pass read, for on_line.
using LineSet = std::vector<std::pair<Stream, std::uint32_t>>;

// The lines of the items `keep` accepts.
template <class Keep> LineSet lines_of(const std::vector<Evidence>& items, Keep keep) {
    LineSet lines;
    for (const auto& item : items) {
        if (keep(item)) {
            lines.emplace_back(item.stream, item.source_line);
        }
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

// The last part of a path ("a.js" of "src/a.js"): one file named absolute by one tool and
// relative by another.
std::string_view file_name(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

bool on_line(const LineSet& lines, const Evidence& item) {
    return std::binary_search(lines.begin(), lines.end(),
                              std::make_pair(item.stream, item.source_line));
}

// Removes the items whose flag is set, keeping the others in order. (A flag decided
// before any item moves: a predicate that looks at other items cannot run inside
// erase_if, which moves them as it goes.)
void erase_flagged(std::vector<Evidence>& items, const std::vector<bool>& drop) {
    std::size_t next = 0;
    std::erase_if(items, [&](const Evidence&) { return drop[next++]; });
}

void drop_generic_duplicates(std::vector<Evidence>& items) {
    const LineSet claimed =
        lines_of(items, [](const Evidence& item) { return is_specific(item.kind); });
    // The same event read twice, on two lines: a more specific item at the very place
    // (file, line and column) of the uncaught error (Vitest's failed suite, read from
    // its "FAIL" line, and the missing module on the next).
    const auto place = [](const Evidence& item) {
        return item.file + ':' + std::to_string(item.line) + ':' + std::to_string(item.column);
    };
    std::vector<std::string> places;
    for (const Evidence& item : items) {
        if (is_specific(item.kind) && !item.file.empty() && item.line != 0 && item.column != 0) {
            places.push_back(place(item));
        }
    }
    std::sort(places.begin(), places.end());
    // A bare "Error: …" right under a line a specific item was read from is that item's
    // message (a placed one: Vite's "[plugin vite:css] /a/theme.less:8:2", then "Error: [less]
    // Could not parse …"), and so is an unplaced item of the same kind (jscodeshift's " ERR
    // src/b.js Transformation error (Unexpected token (2:12))", then the parser's
    // "SyntaxError: Unexpected token (2:12)"): the item told it, with its place.
    std::vector<std::tuple<Stream, std::uint32_t, Kind>> above;
    for (const Evidence& item : items) {
        if (is_specific(item.kind) && item.stream != Stream::exit_status && !item.file.empty()) {
            above.emplace_back(item.stream, item.source_line + 1, item.kind);
        }
    }
    std::sort(above.begin(), above.end());
    const auto under = [&](const Evidence& item, bool any_kind) {
        const auto from =
            std::lower_bound(above.begin(), above.end(),
                             std::make_tuple(item.stream, item.source_line, static_cast<Kind>(0)));
        for (auto it = from; it != above.end() && std::get<0>(*it) == item.stream &&
                             std::get<1>(*it) == item.source_line;
             ++it) {
            if (any_kind || std::get<2>(*it) == item.kind) {
                return true;
            }
        }
        return false;
    };
    // A parser's exception that repeats a placed item's message a few lines on (Vite's
    // "[plugin vite:vue] src/a.vue (7:5): Element is missing end tag.", then "SyntaxError:
    // [plugin vite:vue] … Element is missing end tag."; Svelte's "ParseError: Expected }"
    // below its code frame) is that item too. A placed compile error whose message the
    // parser's SyntaxError repeats was a syntax error (Vue's "[plugin vite:vue] src/App.vue
    // (10:6): Interpolation end sign was not found.").
    std::vector<std::pair<std::pair<Stream, std::uint32_t>, std::size_t>> placed_syntax;
    for (std::size_t k = 0; k < items.size(); ++k) {
        const Evidence& e = items[k];
        if ((e.kind == Kind::syntax_error || e.kind == Kind::compile_error) && !e.file.empty() &&
            e.line != 0 && e.message.size() >= 8 && e.stream != Stream::exit_status) {
            placed_syntax.push_back({{e.stream, e.source_line}, k});
        }
    }
    std::sort(placed_syntax.begin(), placed_syntax.end());
    const auto repeats = [&](const Evidence& item) {
        constexpr std::uint32_t k_reach = 12;
        const std::uint32_t from = item.source_line > k_reach ? item.source_line - k_reach : 0;
        for (auto it = std::lower_bound(
                 placed_syntax.begin(), placed_syntax.end(),
                 std::make_pair(std::make_pair(item.stream, from), std::size_t{0}));
             it != placed_syntax.end() && it->first.first == item.stream &&
             it->first.second < item.source_line;
             ++it) {
            Evidence& told = items[it->second];
            if (item.snippet.ends_with(told.message) &&
                (told.kind == Kind::syntax_error || starts_with(item.snippet, "SyntaxError: "))) {
                told.kind = Kind::syntax_error;
                return true;
            }
        }
        return false;
    };
    {
        std::vector<bool> drop(items.size(), false);
        for (std::size_t k = 0; k < items.size(); ++k) {
            const Evidence& item = items[k];
            drop[k] = is_specific(item.kind) && item.file.empty() && item.label.empty() &&
                      (under(item, false) || (item.kind == Kind::syntax_error && repeats(item)));
        }
        erase_flagged(items, drop);
    }
    const bool any_diagnostic = std::any_of(items.begin(), items.end(), [](const Evidence& e) {
        return e.kind == Kind::compile_error || e.kind == Kind::syntax_error ||
               e.kind == Kind::typecheck_error;
    });
    std::erase_if(items, [&](const Evidence& item) {
        if (item.kind != Kind::runtime_error) {
            return false;
        }
        if (on_line(claimed, item)) {
            return true;
        }
        if (item.file.empty() && (item.label.empty() || item.label == "Error") &&
            under(item, true)) {
            return true;
        }
        // A compiler's CLI that throws its own summary once the errors are printed
        // ("Error: Failed to compile 1 file with swc.", its frames in the CLI below).
        if (item.file.empty() && item.label == "Error" && any_diagnostic &&
            (contains(item.snippet, "Failed to compile") ||
             contains(item.snippet, "Compilation failed") ||
             contains(item.snippet, "Build failed"))) {
            return true;
        }
        return item.line != 0 && item.column != 0 && !places.empty() &&
               std::binary_search(places.begin(), places.end(), place(item));
    });
}

// One item per identity; a later duplicate fills in a location the first lacked.
// True when two paths of one file name are files in different folders: neither ends
// the other at a '/' (one file named absolute once and relative once is one file).
bool in_other_folders(std::string_view a, std::string_view b) {
    const auto tail = [](std::string_view longer, std::string_view shorter) {
        return longer.size() >= shorter.size() && longer.ends_with(shorter) &&
               (longer.size() == shorter.size() ||
                longer[longer.size() - shorter.size() - 1] == '/');
    };
    return a.find('/') != std::string_view::npos && b.find('/') != std::string_view::npos &&
           !tail(a, b) && !tail(b, a);
}

std::vector<Evidence> merge_duplicates(std::vector<Evidence> items) {
    // A missing module read from a line a checker's diagnostic placed (svelte-check's
    // JSON line for TS2307, its place in fields the module reader does not know) is there.
    if (std::any_of(items.begin(), items.end(), [](const Evidence& e) {
            return e.kind == Kind::missing_module && e.file.empty();
        })) {
        std::unordered_map<std::uint64_t, std::size_t> placed;
        const auto line_key = [](const Evidence& e) {
            return (static_cast<std::uint64_t>(e.stream) << 32) | e.source_line;
        };
        for (std::size_t k = 0; k < items.size(); ++k) {
            const Evidence& e = items[k];
            if ((e.kind == Kind::typecheck_error || e.kind == Kind::compile_error) && e.line != 0 &&
                e.stream != Stream::exit_status && e.stream != Stream::report) {
                placed.emplace(line_key(e), k);
            }
        }
        for (Evidence& e : items) {
            if (e.kind == Kind::missing_module && e.file.empty() && !placed.empty()) {
                if (const auto it = placed.find(line_key(e)); it != placed.end()) {
                    e.file = items[it->second].file;
                    e.line = items[it->second].line;
                    e.column = items[it->second].column;
                }
            }
        }
    }
    std::vector<Evidence> merged;
    std::unordered_map<std::string, std::size_t> index;
    merged.reserve(items.size());
    index.reserve(items.size());
    for (auto& item : items) {
        // A bundler's module id names the file and how it is loaded: "src/App.vue?vue&
        // type=script&setup=true&lang.ts" is src/App.vue.
        if (const std::size_t query = item.file.find('?');
            query != std::string::npos && query > 0 &&
            item.file.find('.', item.file.rfind('/', query) + 1) < query) {
            item.file.resize(query);
        }
        // Two errors on one line at different columns are two items; a test is one
        // item however often the runner names it.
        std::string key = evidence_identity(item);
        // (One name in two test files of one name in different folders, each placed
        // there, is two tests: "email › rejects spaces" in packages/web/test/validate.
        // test.js and in packages/api/test/validate.test.js. A path that ends the other
        // at a '/' is the same file, named absolute once and relative once.)
        if (item.kind == Kind::test_failure && item.line != 0 && is_test_file_name(item.file)) {
            if (const auto seen = index.find(key); seen != index.end()) {
                const Evidence& kept = merged[seen->second];
                if (kept.line != 0 && is_test_file_name(kept.file) &&
                    file_name(kept.file) == file_name(item.file) &&
                    in_other_folders(kept.file, item.file)) {
                    key += '\x1f' + item.file;
                }
            }
        }
        if (item.kind != Kind::test_failure) {
            key += '\x1f' + std::to_string(item.column);
        } else if (item.line != 0 && is_test_file_name(item.file) &&
                   item.label.find_first_of(".:/>#") == std::string::npos &&
                   item.label.find("\xE2\x80\xBA") == std::string::npos) {
            // Tests of one bare name in two test files are two tests (PHPUnit's --testdox
            // names "✘ Make" in each class that has testMake, each at its own file); a
            // qualified name ("pkg.tests.T.test_x", "a › b") is one test wherever placed.
            if (const auto seen = index.find(key); seen != index.end()) {
                const Evidence& kept = merged[seen->second];
                if (kept.line != 0 && file_name(kept.file) != file_name(item.file) &&
                    is_test_file_name(kept.file)) {
                    key += '\x1f' + item.file;
                }
            }
        }
        const auto [it, inserted] = index.emplace(std::move(key), merged.size());
        if (inserted) {
            merged.push_back(std::move(item));
            continue;
        }
        Evidence& kept = merged[it->second];
        if (kept.message.empty()) {
            kept.message = std::move(item.message);
        }
        if (kept.origin_file.empty() && !item.origin_file.empty()) {
            kept.origin_file = std::move(item.origin_file);
            kept.origin_line = item.origin_line;
        }
        // A test named twice (unittest's ERROR block for a cleanup, then its FAIL block)
        // is placed in its own file rather than in the code it called.
        const bool better_place = item.kind == Kind::test_failure && item.line != 0 &&
                                  kept.line != 0 && is_test_file_name(item.file) &&
                                  !is_test_file_name(kept.file);
        if ((kept.line == 0 && item.line != 0) || better_place) {
            kept.file = item.file;
            kept.line = item.line;
            kept.column = item.column;
        } else if (kept.file.empty() && !item.file.empty()) {
            kept.file = item.file;
        }
    }
    // A timeout a report names by its file alone, which the console places in that file
    // (node --test's TAP "location:" beside its JUnit report), or that a reporter's summary
    // repeats with no place (Vitest's verbose "→ Test timed out in 100ms."): the placed one.
    {
        std::unordered_set<std::string> placed;
        for (const Evidence& item : merged) {
            if (item.kind == Kind::timeout && item.line != 0 && !item.file.empty()) {
                placed.insert(item.file);
            }
        }
        std::erase_if(merged, [&](const Evidence& item) {
            return item.kind == Kind::timeout && item.line == 0 && !placed.empty() &&
                   (item.file.empty() || placed.count(item.file) != 0);
        });
    }
    // A test whose subtests failed, named by the progress line with no place
    // ("test_sq (t.T.test_sq) ... FAIL") and by each subtest's block ("FAIL: test_sq
    // (t.T.test_sq) [side] (side=3)", placed): the subtests say it.
    {
        std::unordered_set<std::string_view> qualified;
        for (const Evidence& item : merged) {
            if (item.kind != Kind::test_failure || item.line == 0) {
                continue;
            }
            // (Each ") [" or ") (" may end the test's own name.)
            for (std::size_t at = item.label.find(") "); at != std::string::npos;
                 at = item.label.find(") ", at + 1)) {
                if (at + 2 < item.label.size() &&
                    (item.label[at + 2] == '[' || item.label[at + 2] == '(')) {
                    qualified.insert(std::string_view(item.label).substr(0, at + 1));
                }
            }
        }
        if (!qualified.empty()) {
            std::vector<bool> drop(merged.size(), false);
            for (std::size_t i = 0; i < merged.size(); ++i) {
                drop[i] = merged[i].kind == Kind::test_failure && merged[i].line == 0 &&
                          qualified.count(merged[i].label) != 0;
            }
            erase_flagged(merged, drop);
        }
    }
    // One test told by two reporters at one place, jest's "a › b" and a TeamCity
    // reporter's "a > b": one item (the first, the console's own).
    {
        std::unordered_map<std::string, std::string> placed_tests; // key → the first's file
        std::erase_if(merged, [&](const Evidence& item) {
            if (item.kind != Kind::test_failure || item.line == 0 || item.column == 0) {
                return false;
            }
            // (One file may be named absolute by one and relative by the other.)
            std::string key = std::string(file_name(item.file)) + '\x1f' +
                              std::to_string(item.line) + '\x1f' + std::to_string(item.column) +
                              '\x1f';
            for (std::string_view rest = item.label; !rest.empty();) {
                if (rest.starts_with(" \xE2\x80\xBA ")) {
                    key += " > ";
                    rest.remove_prefix(5);
                } else {
                    key += rest.front();
                    rest.remove_prefix(1);
                }
            }
            const auto [seen, first] = placed_tests.emplace(std::move(key), item.file);
            return !first && !in_other_folders(seen->second, item.file);
        });
    }
    // One test named twice by one runner's two reports, in full and by its own name alone
    // (rspec's rerun list "Cart#total adds up" and its failures formatter's "./spec/
    // cart_spec.rb:10:adds up"): one item, the full name's, at the place either gives (a
    // shared example's rerun id, "cart_spec.rb[1:1:2]", gives no line).
    {
        std::unordered_map<std::string_view, std::vector<std::size_t>> placed_by_name;
        for (std::size_t i = 0; i < merged.size(); ++i) {
            if (merged[i].kind == Kind::test_failure && merged[i].line != 0 &&
                !merged[i].label.empty() && merged[i].label.size() < 200) {
                placed_by_name[merged[i].label].push_back(i);
            }
        }
        std::vector<bool> drop(merged.size(), false);
        for (std::size_t i = 0; i < merged.size() && placed_by_name.size() > 1; ++i) {
            Evidence& item = merged[i];
            if (item.kind != Kind::test_failure || drop[i]) {
                continue;
            }
            const std::string_view label = item.label;
            for (std::size_t space = label.find(' '); space != std::string_view::npos;
                 space = label.find(' ', space + 1)) {
                const auto named = placed_by_name.find(label.substr(space + 1));
                if (named == placed_by_name.end()) {
                    continue;
                }
                for (const std::size_t k : named->second) {
                    const Evidence& shorter = merged[k];
                    if (k == i || drop[k] || shorter.tool != item.tool ||
                        (item.line != 0 && (item.line != shorter.line ||
                                            file_name(item.file) != file_name(shorter.file)))) {
                        continue;
                    }
                    if (item.line == 0) {
                        item.file = shorter.file;
                        item.line = shorter.line;
                        item.column = shorter.column;
                    }
                    drop[k] = true;
                }
            }
        }
        erase_flagged(merged, drop);
    }
    // A timeout told twice in the same words, in a runner's report and in its recap of
    // failing tests, the recap with the test's place (node --test's spec reporter: "'test
    // timed out after 50ms'"): one item, the placed one.
    {
        std::unordered_set<std::string_view> placed;
        for (const Evidence& item : merged) {
            if (item.kind == Kind::timeout && item.line != 0) {
                placed.insert(item.snippet);
            }
        }
        if (!placed.empty()) {
            std::erase_if(merged, [&](const Evidence& item) {
                return item.kind == Kind::timeout && item.line == 0 && item.file.empty() &&
                       placed.count(item.snippet) != 0;
            });
        }
    }
    // A missing module told twice at one place, by a runner and by its GitHub annotation
    // (vitest's "::error file=/abs/pkg/test/a.test.js,…,line=2,column=1::Error: Cannot
    // find module …", the console's "test/a.test.js:2:1"): one item, the runner's. The
    // files must be one path, one of them relative to a folder of the other.
    {
        const auto tail_of = [](std::string_view longer, std::string_view shorter) {
            return longer.size() > shorter.size() && longer.ends_with(shorter) &&
                   longer[longer.size() - shorter.size() - 1] == '/';
        };
        std::unordered_map<std::string, std::vector<std::size_t>> by_place;
        std::vector<bool> drop(merged.size(), false);
        for (std::size_t i = 0; i < merged.size(); ++i) {
            const Evidence& item = merged[i];
            if (item.kind != Kind::missing_module || item.line == 0) {
                continue;
            }
            std::string key = item.label + '\x1f' + std::string(file_name(item.file)) + '\x1f' +
                              std::to_string(item.line) + '\x1f' + std::to_string(item.column);
            std::vector<std::size_t>& seen = by_place[std::move(key)];
            const auto same = std::find_if(seen.begin(), seen.end(), [&](std::size_t k) {
                return tail_of(item.file, merged[k].file) || tail_of(merged[k].file, item.file);
            });
            if (same == seen.end()) {
                seen.push_back(i);
            } else if (merged[*same].snippet.starts_with("::") && !item.snippet.starts_with("::")) {
                drop[*same] = true; // the annotation gives way to the runner's own line
                *same = i;
            } else {
                drop[i] = true;
            }
        }
        erase_flagged(merged, drop);
    }
    // A missing module a bundler reported at its import, which Node's require then
    // reports again from the bundled copy of the same file (Vite's config:
    // "vite.config.js (2:18) [UNRESOLVED_IMPORT] Could not resolve 'x'", then "Error:
    // Cannot find module 'x'" at "/a/vite.config.js:23:28", a line the source lacks): one
    // item, the bundler's.
    {
        std::unordered_set<std::string> reported;
        const auto key_of = [](const Evidence& item) {
            return item.label + '\x1f' + std::string(file_name(item.file));
        };
        for (const Evidence& item : merged) {
            if (item.kind == Kind::missing_module && item.line != 0 &&
                !contains(item.snippet, "Cannot find module")) {
                reported.insert(key_of(item));
            }
        }
        std::erase_if(merged, [&](const Evidence& item) {
            return item.kind == Kind::missing_module && item.line != 0 &&
                   contains(item.snippet, "Cannot find module") &&
                   reported.count(key_of(item)) != 0;
        });
    }
    // A test listed by its own name with no place ("✖ total multiplies by quantity") and
    // reported below by its full name with a place ("❯ Cart / total multiplies by
    // quantity", then its frames) is one test.
    std::unordered_set<std::string> leaves; // (copies: the erase below moves the labels)
    for (const Evidence& item : merged) {
        if (item.kind != Kind::test_failure || item.line == 0) {
            continue;
        }
        for (const std::string_view separator : {" / ", " \xE2\x80\xBA ", " > "}) {
            const std::size_t at = item.label.rfind(separator);
            if (at != std::string::npos) {
                leaves.insert(item.label.substr(at + separator.size()));
                break;
            }
        }
    }
    if (!leaves.empty()) {
        std::erase_if(merged, [&](const Evidence& item) {
            return item.kind == Kind::test_failure && item.file.empty() && item.line == 0 &&
                   leaves.contains(item.label);
        });
    }
    // A module named twice, once with its place (Parcel's "Failed to resolve 'x' from
    // './src/app.js'" over the place) and once without ("Cannot find module 'x'"), is one
    // missing module; a signal told twice (gfortran's "Program received signal SIGFPE"
    // over its backtrace, the shell's "Floating point exception") is one crash.
    const auto once_placed = [](const Evidence& item) {
        return item.kind == Kind::missing_module || item.kind == Kind::crash;
    };
    // (In the same file, a line beats none: rollup's "Could not resolve './x' from
    // 'src/index.ts'" under the TypeScript plugin's "src/index.ts (1:25): … TS2307".)
    std::unordered_set<std::string> located;
    std::unordered_set<std::string> lined; // the same, with the file, for a placed line
    const auto key = [](const Evidence& item) {
        return std::string(kind_info(item.kind).id) + '\x1f' + item.label;
    };
    for (const Evidence& item : merged) {
        if (once_placed(item) && !item.file.empty() && !item.label.empty()) {
            located.insert(key(item));
            if (item.line != 0) {
                lined.insert(key(item) + '\x1f' + item.file);
            }
        }
    }
    if (!located.empty()) {
        std::erase_if(merged, [&](const Evidence& item) {
            return once_placed(item) && ((item.file.empty() && located.contains(key(item))) ||
                                         (item.line == 0 && !item.file.empty() &&
                                          lined.contains(key(item) + '\x1f' + item.file)));
        });
    }
    return merged;
}

// The report order of an item, computed once per item: sorting these instead of the
// items moves a few words per swap rather than six strings.
struct SortKey {
    std::size_t kind;
    bool no_file;
    std::string_view file;
    std::uint32_t line;
    std::uint32_t column;
    std::string_view label;
    int stream;
    std::uint32_t source_line;
    std::size_t index; // into the items; not part of the order

    explicit SortKey(const Evidence& e, std::size_t i)
        : kind(kind_index(e.kind)), no_file(e.file.empty()), file(e.file), line(e.line),
          column(printed_column(e.column)), label(e.label), stream(static_cast<int>(e.stream)),
          source_line(e.source_line), index(i) {}

    // The index breaks the last ties, so that the order is fully determined and a
    // partial selection keeps exactly the items a full sort would put first.
    bool operator<(const SortKey& o) const {
        return std::tie(kind, no_file, file, line, column, label, stream, source_line, index) <
               std::tie(o.kind, o.no_file, o.file, o.line, o.column, o.label, o.stream,
                        o.source_line, o.index);
    }
};

// The first `cap` items of each kind in report order, sorted, with every kind's count
// in `counts`. Only the kinds over the cap pay for a selection (nth_element), and only
// the kept items are sorted: a log of 20,000 failures sorts 1,000.
std::vector<Evidence> select_evidence(std::vector<Evidence> items, std::size_t cap,
                                      std::array<std::size_t, k_kind_count>& counts) {
    std::array<std::vector<SortKey>, k_kind_count> by_kind;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::size_t k = kind_index(items[i].kind);
        ++counts[k];
        by_kind[k].emplace_back(items[i], i);
    }
    std::vector<SortKey> kept;
    kept.reserve(std::min(items.size(), cap * k_kind_count));
    for (auto& keys : by_kind) {
        if (keys.size() > cap) {
            std::nth_element(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(cap),
                             keys.end());
            keys.erase(keys.begin() + static_cast<std::ptrdiff_t>(cap), keys.end());
        }
        kept.insert(kept.end(), keys.begin(), keys.end());
    }
    std::sort(kept.begin(), kept.end());
    std::vector<Evidence> sorted;
    sorted.reserve(kept.size());
    for (const SortKey& key : kept) {
        sorted.push_back(std::move(items[key.index]));
    }
    return sorted;
}

std::string make_stall_reason(const Analysis& a) {
    if (!a.primary) {
        return a.exit_code.value_or(0) == 0 ? "no-stall-detected" : "no-patterns-matched";
    }
    const KindInfo& info = kind_info(*a.primary);
    const std::size_t n = a.counts[kind_index(*a.primary)];
    return std::to_string(n) + " " + std::string(n == 1 ? info.singular : info.plural) +
           " detected";
}

// TeX says where an error is on a line below it: "l.4 \input{chapters/methods}", after
// the error's help ("Enter file name:", "! Emergency stop.", "<read *>") or the tokens it
// had still to read ("<to be read again>"). An item a TeX row read with no line takes
// the first such line within the next twelve, unless another error ("! …") comes first.
void place_tex_errors(std::vector<Evidence>& items, const StreamLines& out,
                      const StreamLines& err) {
    for (Evidence& item : items) {
        if (item.tool != "tex" || item.line != 0 ||
            (item.stream != Stream::out && item.stream != Stream::err)) {
            continue;
        }
        const StreamLines& s = item.stream == Stream::out ? out : err;
        for (std::size_t j = item.source_line + 1; j < s.lines.size() && j <= item.source_line + 12;
             ++j) {
            const std::string_view line = s.lines[j];
            if (starts_with(line, "l.") && line.size() > 2 && is_digit(line[2])) {
                item.line =
                    parse_small_number(line.substr(2, line.find_first_not_of("0123456789", 2) - 2));
                break;
            }
            if (starts_with(line, "! ") && !starts_with(line, "! Emergency stop")) {
                break;
            }
        }
    }
}

// Adds what the line rules found on lines no detector explained. A rule's item on a
// line a detector reported with the same kind fills in the fields the detector left
// empty (a location, a label) instead of standing beside it; on a line a detector gave
// another kind, only a rule's more specific kind is kept (the generic runtime-error goes
// later), so a detector's reading of a line is never contradicted.
void merge_rule_findings(std::vector<Evidence>& found, std::vector<Evidence> from_rules) {
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> by_line;
    const auto key = [](const Evidence& e) {
        return (static_cast<std::uint64_t>(e.stream) << 32) | e.source_line;
    };
    for (std::size_t k = 0; k < found.size(); ++k) {
        if (found[k].kind != Kind::stack_trace && kind_info(found[k].kind).blocking) {
            by_line[key(found[k])].push_back(k);
        }
    }
    for (auto& item : from_rules) {
        const auto it = by_line.find(key(item));
        if (it == by_line.end()) {
            found.push_back(std::move(item));
            continue;
        }
        bool keep = true;
        for (const std::size_t k : it->second) {
            Evidence& there = found[k];
            if (there.kind == item.kind) {
                if ((there.line == 0 && item.line != 0) ||
                    (there.file.empty() && !item.file.empty())) {
                    there.file = item.file;
                    there.line = item.line;
                    there.column = item.column;
                }
                if (there.label.empty()) {
                    there.label = item.label;
                }
                // A tool's row knows whose uncaught error it is better than the detector
                // that reads every program's ("node" for any JS exception): its tool wins.
                if (there.tool.empty() || (there.kind == Kind::runtime_error &&
                                           !item.tool.empty() && item.tool != "generic")) {
                    there.tool = item.tool;
                }
                keep = false;
            } else if ((there.kind != Kind::runtime_error || !is_specific(item.kind)) &&
                       item.kind != Kind::missing_module &&
                       (there.kind != Kind::missing_module || item.kind != Kind::typecheck_error) &&
                       !((there.kind == Kind::timeout && item.kind == Kind::test_failure) ||
                         (there.kind == Kind::test_failure && item.kind == Kind::timeout))) {
                // A module named on a diagnostic line is a second fact about it, as
                // with a type checker's missing import (its code too, whichever of the
                // two read the line first), and so are the test a timeout line names
                // (Boost.Test's 'fatal error: in "t": signal: SIGALRM (timeout …)') and
                // a test's verdict that says it hung (Kyua's "broken: … timed out");
                // anything else defers to the detector.
                keep = false;
            }
        }
        if (keep) {
            found.push_back(std::move(item));
        }
    }
}

// An exception printed inside a test runner's report of a failing test (unittest's
// tracebacks, pytest --tb=native, a Go panic in a test) explains that test; it did not
// end the program, and the runner names the test. In a stream that reports failing
// tests, the generic runtime-error items are dropped; the specific kinds (a missing
// module, a timeout, a stub…) stay.
// "TypeError: fetch failed" then "[cause]: Error: connect ECONNREFUSED": the network
// error is the cause and the specific kind; the wrapper is not reported apart. A
// runtime error with a network error within the next lines of its stream goes, and so
// does a package bun could not resolve within the lines after one.
void drop_wrappers_of_network_errors(std::vector<Evidence>& items) {
    constexpr std::uint32_t k_cause_reach = 12;
    std::vector<std::pair<Stream, std::uint32_t>> causes;
    for (const auto& item : items) {
        if (item.kind == Kind::network_error && item.stream != Stream::exit_status) {
            causes.emplace_back(item.stream, item.source_line);
        }
    }
    if (causes.empty()) {
        return;
    }
    std::sort(causes.begin(), causes.end());
    std::erase_if(items, [&](const Evidence& item) {
        if (item.stream == Stream::exit_status) {
            return false;
        }
        const auto key = std::make_pair(item.stream, item.source_line);
        if (item.kind == Kind::runtime_error) {
            const auto it = std::upper_bound(causes.begin(), causes.end(), key);
            return it != causes.end() && it->first == item.stream &&
                   it->second - item.source_line <= k_cause_reach;
        }
        // A package bun could not resolve just after it could not reach its registry
        // ("error: ConnectionRefused downloading package manifest is-odd", then "error:
        // is-odd@^3.0.1 failed to resolve") is not missing. (pip's "Could not find a
        // version that satisfies the requirement x" after its retries stays: it names
        // the requirement the run could not meet.)
        if (item.kind == Kind::missing_module && item.tool == "bun") {
            const auto it = std::lower_bound(causes.begin(), causes.end(), key);
            if (it == causes.begin()) {
                return false;
            }
            const auto& before = *std::prev(it);
            return before.first == item.stream && item.source_line - before.second <= k_cause_reach;
        }
        return false;
    });
}

// The line of a stream where a test runner's closing summary starts ("Test Suites: 1
// failed, 1 total" and "Ran all test suites." for Jest, " Test Files  1 failed (1)" for
// Vitest); k_none when there is none. What comes after it is not in a test's report.
constexpr std::size_t k_none = static_cast<std::size_t>(-1);

std::size_t closing_summary(const StreamLines& s) {
    for (std::size_t i = s.lines.size(); i-- > 0;) {
        const std::string_view line = trim(s.lines[i]);
        if (starts_with(line, "Test Suites: ") || starts_with(line, "Ran all test suites") ||
            (starts_with(line, "Test Files ") && contains(line, " failed"))) {
            return i;
        }
    }
    return k_none;
}

// True when `line` is how a wrapper says that one child process ended in failure: npm's
// "npm error Lifecycle script `test` failed with error:" ("npm ERR! …", "npm ERR! code
// ELIFECYCLE"), pnpm's " ELIFECYCLE  Command failed", yarn's "error Command failed with
// exit code 1.", concurrently's "[2] node src/main.js exited with code 1", npm-run-all's
// 'ERROR: "test:web" exited with 2.', make's "make: *** [Makefile:3: test] Error 1".
bool ends_a_child(std::string_view line) {
    return contains(line, "Lifecycle script") || contains(line, "ELIFECYCLE") ||
           contains(line, "Command failed with exit code") ||
           (contains(line, " exited with ") && !contains(line, "Error")) ||
           (contains(line, ": *** ") && contains(line, "] Error "));
}

// The lines of `s` where a wrapper says that a child ended (ends_a_child), in order: they
// cut a log of several children's runs into one part each.
std::vector<std::size_t> child_ends(const StreamLines& s) {
    std::vector<std::size_t> ends;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        if (ends_a_child(s.lines[i])) {
            ends.push_back(i);
        }
    }
    return ends;
}

// A runtime error in a stream that reports failing tests is a test's own exception, unless
// the runner itself reports it as an error outside its tests (RSpec's "An error occurred in
// an `after(:suite)` hook.": the item carries the tool of the stream's test failures), or
// it comes after the runner's closing summary (a timer that threw once the tests were
// done, which killed the process), or a wrapper said that a child ended between it and
// every failing test (a workspace's script that crashed before or after another's tests
// ran: npm --workspaces, turbo, concurrently).
void drop_errors_inside_test_reports(std::vector<Evidence>& items, const StreamLines& out,
                                     const StreamLines& err) {
    std::array<bool, 4> has_failures{};
    std::vector<std::pair<Stream, std::string_view>> runners;
    for (const auto& item : items) {
        if (item.kind == Kind::test_failure && item.stream != Stream::exit_status) {
            has_failures[static_cast<std::size_t>(item.stream)] = true;
            if (!item.tool.empty() && item.tool != "generic") {
                runners.emplace_back(item.stream, item.tool);
            }
        }
    }
    std::sort(runners.begin(), runners.end());
    runners.erase(std::unique(runners.begin(), runners.end()), runners.end());
    const auto runner_reports = [&](const Evidence& item) {
        return std::binary_search(runners.begin(), runners.end(),
                                  std::make_pair(item.stream, std::string_view(item.tool)));
    };
    // (unittest's and nose2's loader blocks for a module that would not import are the
    // runner's own report whatever names the tests: the runtime detector gives their
    // errors the runner's name.)
    const auto loader_error = [](const Evidence& item) {
        return item.tool == "unittest" || item.tool == "nose2";
    };
    // An item's console stream as an index (0 standard output, 1 standard error); 2 for
    // an item of no stream (a report's, the exit status's).
    const auto console = [](const Evidence& item) -> std::size_t {
        if (item.stream != Stream::out && item.stream != Stream::err) {
            return 2;
        }
        return item.stream == Stream::err ? 1 : 0;
    };
    std::array<std::size_t, 2> summary{k_none, k_none};
    std::array<bool, 2> looked{};
    const auto after_summary = [&](const Evidence& item) {
        const std::size_t k = console(item);
        if (k == 2) {
            return false;
        }
        if (!looked[k]) {
            looked[k] = true;
            summary[k] = closing_summary(k == 0 ? out : err);
        }
        return summary[k] != k_none && item.source_line > summary[k];
    };
    // The parts of each stream (child_ends) that hold a failing test, found when first
    // needed.
    // (The failures' lines are taken before items are erased: erase_if moves them.)
    std::array<std::vector<std::size_t>, 2> ends;
    std::array<std::vector<std::size_t>, 2> failing_parts;
    for (const auto& failure : items) {
        if (failure.kind == Kind::test_failure && console(failure) != 2) {
            failing_parts[console(failure)].push_back(failure.source_line);
        }
    }
    std::array<bool, 2> parted{};
    const auto same_child_as_a_failure = [&](const Evidence& item) {
        const std::size_t k = console(item);
        if (k == 2) {
            return true;
        }
        if (!parted[k]) {
            parted[k] = true;
            ends[k] = child_ends(k == 0 ? out : err);
            for (std::size_t& line : failing_parts[k]) {
                line = static_cast<std::size_t>(
                    std::lower_bound(ends[k].begin(), ends[k].end(), line) - ends[k].begin());
            }
            std::sort(failing_parts[k].begin(), failing_parts[k].end());
        }
        const auto part = static_cast<std::size_t>(
            std::lower_bound(ends[k].begin(), ends[k].end(), item.source_line) - ends[k].begin());
        return std::binary_search(failing_parts[k].begin(), failing_parts[k].end(), part);
    };
    // (So is cmocka's place of a failed assertion, in a compiler's words, "t.c:9: error:
    // Failure!", inside a subunit or TAP stream's failure: the test's place.)
    std::erase_if(items, [&](const Evidence& item) {
        if (item.kind == Kind::compile_error && item.stream != Stream::exit_status &&
            has_failures[static_cast<std::size_t>(item.stream)] &&
            detail::is_cmocka_failure_place(item.snippet)) {
            return true;
        }
        return item.kind == Kind::runtime_error && item.stream != Stream::exit_status &&
               has_failures[static_cast<std::size_t>(item.stream)] && !runner_reports(item) &&
               !loader_error(item) && !after_summary(item) && same_child_as_a_failure(item);
    });
}

// True when the item's line is in the body of a JUnit <failure> or <error> element: one
// of them opens within 50 lines above it and nothing closes it before the item.
bool inside_failure_element(const StreamLines& s, const Evidence& e) {
    for (std::size_t k = e.source_line + 1; k-- > 0 && k + 50 > e.source_line;) {
        if (k >= s.lines.size()) {
            continue;
        }
        const std::string_view line = s.lines[k];
        if (k < e.source_line && (contains(line, "</failure>") || contains(line, "</error>") ||
                                  contains(line, "</testcase>"))) {
            return false;
        }
        if (contains(line, "<failure") || contains(line, "<error")) {
            return true;
        }
    }
    return false;
}

// The last non-empty lines of a stream, oldest first, each cut to a bounded length.
std::vector<std::string> last_lines(const StreamLines& s) {
    std::vector<std::string> lines;
    for (std::size_t i = s.lines.size(); i-- > 0 && lines.size() < k_max_tail_lines;) {
        if (!trim(s.lines[i]).empty()) {
            lines.push_back(make_snippet(s.lines[i], k_max_tail_line_chars));
        }
    }
    std::reverse(lines.begin(), lines.end());
    return lines;
}

} // namespace

std::string evidence_identity(const Evidence& item) {
    std::string key(kind_info(item.kind).id);
    key += '\x1f';
    if (item.kind == Kind::test_failure && !item.label.empty()) {
        key += item.label;
        // (Jest's "Test suite failed to run" names no test: one per file.)
        if (item.label == "Test suite failed to run") {
            key += '\x1f';
            key += item.file;
        }
    } else if (item.line != 0) {
        // (A checker of one file may name no file: Perl::Critic's "at line 5", the same
        // policy on two lines is two findings.)
        key += item.file;
        key += ':';
        key += std::to_string(item.line);
        key += '\x1f';
        key += item.label;
    } else if (!item.label.empty()) {
        key += item.label;
        key += '\x1f';
        key += item.file;
    } else {
        key += item.file;
        key += '\x1f';
        key += item.snippet;
    }
    return key;
}

std::string_view promise_status_id(PromiseStatus status) {
    switch (status) {
    case PromiseStatus::kept:
        return "kept";
    case PromiseStatus::missing:
        return "missing";
    case PromiseStatus::claimed_done_but_failing:
        return "claimed_done_but_failing";
    case PromiseStatus::none:
        break;
    }
    return "none";
}

// Detectors read a line up to its first k_max_line_bytes (cut on a character
// boundary): tools print what fails at the start of a line, and a pattern that
// extracts fields costs RE2 about a thousand instructions per byte of its match, so
// an unbounded line would make a hostile megabyte-long line a thousand times dearer
// than ordinary output.
namespace {

void cap_line_lengths(StreamLines& lines) {
    for (auto& line : lines.lines) {
        if (line.size() > k_max_line_bytes) {
            std::size_t cut = k_max_line_bytes;
            while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) {
                --cut;
            }
            line = line.substr(0, cut);
        }
    }
}

} // namespace

Analysis analyze(const RunInput& input, const AnalyzeOptions& options) {
    Analysis a;
    a.exit_code = input.exit_code;
    const std::string_view out_raw = keep_tail(input.stdout_text, options.max_chars);
    const std::string_view err_raw = keep_tail(input.stderr_text, options.max_chars);
    a.stdout_truncated = input.stdout_truncated || out_raw.size() < input.stdout_text.size();
    a.stderr_truncated = input.stderr_truncated || err_raw.size() < input.stderr_text.size();

    const std::string out_text = strip_line_decorations(clean_output(out_raw));
    const std::string err_text = strip_line_decorations(clean_output(err_raw));
    StreamLines out{Stream::out, split_lines(out_text), {}, {}, false, {}, {}, ~0U};
    StreamLines err{Stream::err, split_lines(err_text), {}, {}, false, {}, {}, ~0U};
    if (options.use_triggers) {
        mark_trigger_lines(out);
        mark_trigger_lines(err);
    }
    cap_line_lengths(out);
    cap_line_lengths(err);
    const DetectorInput detector_input{out, err, input.exit_code};

    std::vector<const Detector*> enabled = options.detectors;
    if (enabled.empty()) {
        for (const auto& detector : detector_registry()) {
            enabled.push_back(&detector);
        }
    }
    const bool exit_zero = input.exit_code == 0;
    std::vector<Evidence> found;
    for (const Detector* detector : enabled) {
        if (detector->gate == Gate::always || (detector->gate == Gate::exit_failed && !exit_zero)) {
            detector->detect(detector_input, found);
        }
    }
    std::uint32_t rule_kinds = 0;
    for (const Detector* detector : enabled) {
        if (detector->gate == Gate::always || (detector->gate == Gate::exit_failed && !exit_zero)) {
            rule_kinds |= 1U << static_cast<unsigned>(detector->kind);
        }
    }
    std::vector<Evidence> from_rules;
    // A user's rules say how to read their tool, and so do the rows marked `overrides`:
    // on the lines they read, they win over every other reading.
    std::vector<Evidence> from_user;
    std::vector<Evidence> fallbacks; // wrappers' summaries: used only if nothing else explains
    const bool any_line = !out.lines.empty() || !err.lines.empty();
    if (any_line) {
        // The generic last resorts are not even tried when a detector has explained the
        // run already (a failure other than an uncaught error, which a report or a
        // wrapper's row may still take back): they could never be used.
        const bool explained = std::any_of(found.begin(), found.end(), [](const Evidence& e) {
            return kind_info(e.kind).blocking && e.kind != Kind::runtime_error;
        });
        builtin_rule_set().apply(detector_input, rule_kinds, options.use_triggers, from_rules,
                                 &from_user, &fallbacks, !explained);
    }
    if (options.user_rules != nullptr) {
        options.user_rules->apply(detector_input, rule_kinds, options.use_triggers, from_user);
    }
    // The lines the user's rules (and the rows marked `overrides`) read.
    const LineSet taken = lines_of(from_user, [](const Evidence&) { return true; });
    if (!from_user.empty()) {
        // (A timeout is a fact of its own beside the test a row names on its line, and so
        // is a missing module beside a diagnostic that is not about modules.)
        const LineSet modules_taken =
            lines_of(from_user, [](const Evidence& e) { return e.kind == Kind::missing_module; });
        const auto read_by_user = [&](const Evidence& e) {
            return e.kind != Kind::stack_trace && e.kind != Kind::timeout &&
                   (e.kind != Kind::missing_module || on_line(modules_taken, e)) &&
                   on_line(taken, e);
        };
        std::erase_if(found, read_by_user);
        std::erase_if(from_rules, read_by_user);
        found.insert(found.end(), from_user.begin(), from_user.end());
    }
    // Parsers read the shapes rows cannot; a line a row already read is the row's.
    LineSet read_by_rows = taken;
    for (const auto& item : from_rules) {
        read_by_rows.emplace_back(item.stream, item.source_line);
    }
    std::sort(read_by_rows.begin(), read_by_rows.end());
    for (const LineParser& parser : builtin_parsers()) {
        if (parser.only_failed && exit_zero) {
            continue;
        }
        std::vector<Evidence> parsed;
        parser.parse(out, parsed);
        parser.parse(err, parsed);
        for (auto& item : parsed) {
            if ((rule_kinds & (1U << static_cast<unsigned>(item.kind))) != 0 &&
                !on_line(read_by_rows, item)) {
                from_rules.push_back(std::move(item));
            }
        }
    }
    place_tex_errors(from_rules, out, err);
    merge_rule_findings(found, std::move(from_rules));
    drop_generic_duplicates(found);
    drop_errors_inside_test_reports(found, out, err);
    drop_wrappers_of_network_errors(found);
    // A tool's diagnostic quoted inside another's message is no place of its own: its
    // "file" then holds the quoting ("E         src/app.ts(12,7): error TS2322…" in
    // pytest's assertion detail, '- "src/index.ts:4:7 - error …' in a TAP diff).
    std::erase_if(found, [](const Evidence& e) {
        return contains(e.file, "  ") || starts_with(e.file, "\"") || starts_with(e.file, "- \"") ||
               contains(e.file, ": \"");
    });
    // A wrapper's summary a tool's fallback row reads ("Error: error occurred in dts
    // build", with the wrapper's own stack below) is not an uncaught error of its own
    // either. (The generic last-resort rows say nothing of the kind: they only stand in
    // when nothing else was found.)
    std::erase_if(found, [&](const Evidence& e) {
        return e.kind == Kind::runtime_error &&
               std::any_of(fallbacks.begin(), fallbacks.end(), [&](const Evidence& f) {
                   return f.tool != "generic" && f.stream == e.stream &&
                          f.source_line == e.source_line;
               });
    });
    // Items whose message a report gave: the console's explanation does not replace it.
    std::vector<std::pair<std::size_t, std::string>> report_messages;
    // A stream that is itself a report (a test runner's JSON or JUnit reporter on
    // standard output) is read as one, beside the reports given.
    std::vector<ParsedReport> with_streams;
    const std::vector<ParsedReport>* reports = input.reports;
    for (const auto& [text, name] : {std::pair{out_raw, "stdout"}, std::pair{err_raw, "stderr"}}) {
        if (!options.streams_as_reports) {
            break;
        }
        if (std::optional<ParsedReport> report = stream_as_report(
                text, name, input.exit_code.value_or(0) != 0, input.exit_code == 0)) {
            if (with_streams.empty() && reports != nullptr) {
                with_streams = *reports;
            }
            with_streams.push_back(std::move(*report));
            reports = &with_streams;
            // An error or a timeout the console reading found in the report's text is a
            // failing test's (a JUnit <failure> body, its message attribute), told by the
            // report itself, with the test's place.
            const Stream stream = std::string_view(name) == "stdout" ? Stream::out : Stream::err;
            // So is a compiler's line a C test framework writes in a <failure> body
            // (cmocka's "cm/test_stack.c:8: error: Failure!").
            const StreamLines& lines = stream == Stream::out ? out : err;
            std::erase_if(found, [&](const Evidence& e) {
                return e.stream == stream &&
                       (e.kind == Kind::runtime_error || e.kind == Kind::timeout ||
                        (e.kind == Kind::compile_error &&
                         detail::is_cmocka_failure_place(e.snippet) &&
                         inside_failure_element(lines, e)));
            });
        }
    }
    // ESLint's warnings in its JSON report are advisory unless `--max-warnings` made them
    // the failure, which ESLint then says on the console.
    if (reports != nullptr &&
        std::any_of(
            reports->begin(), reports->end(),
            [](const ParsedReport& r) { return r.producer == "eslint" && !r.undecided.empty(); }) &&
        (contains(out_raw, "ESLint found too many warnings") ||
         contains(err_raw, "ESLint found too many warnings"))) {
        if (reports != &with_streams) {
            with_streams = *reports;
            reports = &with_streams;
        }
        for (ParsedReport& r : with_streams) {
            if (r.producer == "eslint") {
                promote_undecided(r);
            }
        }
    }
    if (reports != nullptr && !reports->empty()) {
        std::uint32_t enabled_kinds = 0;
        for (const Detector* detector : enabled) {
            enabled_kinds |= 1U << static_cast<unsigned>(detector->kind);
        }
        for (const std::size_t i :
             add_report_findings(*reports, options, enabled_kinds, found, a.reports)) {
            report_messages.emplace_back(i, found[i].message);
        }
    }

    const auto any_blocking = [&] {
        return std::any_of(found.begin(), found.end(),
                           [](const Evidence& e) { return kind_info(e.kind).blocking; });
    };
    const bool run_failed = (input.exit_code && *input.exit_code != 0) || any_blocking();
    if (run_failed) {
        for (const Detector* detector : enabled) {
            if (detector->gate == Gate::run_failed) {
                detector->detect(detector_input, found);
            }
        }
    }
    // javac's and kotlinc's "error: warnings found and -Werror specified" (Maven's compiler
    // plugin prints it too): the warnings (their rows' last resorts) failed the build as
    // much as any error beside them.
    if (options.fallbacks && !fallbacks.empty() && any_blocking() &&
        (contains(input.stderr_text, "warnings found and -Werror specified") ||
         contains(input.stdout_text, "warnings found and -Werror specified"))) {
        for (Evidence& e : fallbacks) {
            if (!e.file.empty() &&
                (contains(e.snippet, ": warning: ") || starts_with(e.snippet, "[WARNING] "))) {
                found.push_back(std::move(e));
            }
        }
        fallbacks.clear();
    }
    // The fallbacks only after every detector has had its say (those gated on a failed
    // run too): a pytest section's "tests/a.py:14: AssertionError" is a test's, not a
    // checker's finding.
    if (options.fallbacks && !fallbacks.empty() && !any_blocking()) {
        // A tool's own last resort on a line beats the generic one on the same line
        // (cargo run's program printing "error: …" is the program's, not a compiler's).
        const LineSet own =
            lines_of(fallbacks, [](const Evidence& f) { return f.tool != "generic"; });
        std::erase_if(fallbacks,
                      [&](const Evidence& e) { return e.tool == "generic" && on_line(own, e); });
        // And a tool's own last resort beats the wrapper that ran it: oxlint's warnings
        // under --deny-warnings explain "make: *** [Makefile:5: lint] Error 1".
        const auto wrapper = [](const Evidence& e) {
            return e.tool == "generic" || e.tool == "make";
        };
        const auto make = [](const Evidence& e) { return e.tool == "make"; };
        if (!std::all_of(fallbacks.begin(), fallbacks.end(), wrapper)) {
            std::erase_if(fallbacks, wrapper);
        } else if (!std::all_of(fallbacks.begin(), fallbacks.end(), make)) {
            // The recipe's own last words ("Error: Cannot read properties of undefined")
            // beat make's line that the recipe failed.
            std::erase_if(fallbacks, make);
        }
        // A tool's verdict with no place ("Max warnings exceeded: 2 found. 0 allowed")
        // stands in for the findings it counts only when it does not list them.
        std::vector<std::pair<std::string, Kind>> placed;
        for (const Evidence& e : fallbacks) {
            if (!e.file.empty()) {
                placed.emplace_back(e.tool, e.kind);
            }
        }
        std::erase_if(fallbacks, [&](const Evidence& e) {
            return e.file.empty() && e.label.empty() &&
                   std::find(placed.begin(), placed.end(), std::make_pair(e.tool, e.kind)) !=
                       placed.end();
        });
        found.insert(found.end(), fallbacks.begin(), fallbacks.end());
    }
    // The last resort after those: a failed run explained by nothing but its wrapper
    // (make's "*** [Makefile:4: check] Error 1") or a generic row's unplaced line gets
    // the lines of a tool no row knows that name a file and a line (located_lines.hpp).
    // (make's "*** [Makefile:4: check] Error 1", not its own "No rule to make target".)
    const auto recipe_failed = [](const Evidence& e) {
        return e.tool == "make" && contains(e.snippet, "] Error ");
    };
    const auto wrapper_only = [&](const Evidence& e) {
        return !kind_info(e.kind).blocking || recipe_failed(e) ||
               (e.tool == "generic" && e.file.empty() &&
                (e.kind == Kind::compile_error || e.kind == Kind::runtime_error));
    };
    if (options.fallbacks && input.exit_code.value_or(0) != 0 &&
        std::all_of(found.begin(), found.end(), wrapper_only)) {
        std::vector<Evidence> located;
        detail::read_located_lines(out, located);
        detail::read_located_lines(err, located);
        if (!located.empty()) {
            const LineSet read = lines_of(located, [](const Evidence&) { return true; });
            // An unplaced error line just below a place is that place's message (fasm:
            // "hello.asm [11]:", the source line, then "error: invalid expression.").
            const auto below_a_place = [&](const Evidence& e) {
                return e.tool == "generic" && e.file.empty() &&
                       std::any_of(located.begin(), located.end(), [&](const Evidence& l) {
                           return l.stream == e.stream && e.source_line > l.source_line &&
                                  e.source_line <= l.source_line + 4;
                       });
            };
            std::erase_if(found, [&](const Evidence& e) {
                return kind_info(e.kind).blocking &&
                       (recipe_failed(e) || on_line(read, e) || below_a_place(e));
            });
            found.insert(found.end(), located.begin(), located.end());
        }
    }
    // A test thread's panic read as its failure ("thread 'tests::x' panicked at …", for a
    // binary that aborted before its verdicts) is no failure when libtest gave the test
    // its verdict "ok": a should_panic test's expected panic, printed with --nocapture.
    if (std::any_of(found.begin(), found.end(), [](const Evidence& e) {
            return e.kind == Kind::test_failure && e.tool == "cargo" &&
                   starts_with(e.snippet, "thread '");
        })) {
        std::unordered_set<std::string_view> passed;
        for (const StreamLines* s : {&out, &err}) {
            for (const std::string_view line : s->lines) {
                if (starts_with(line, "test ") && line.ends_with(" ... ok")) {
                    std::string_view name = line.substr(5, line.size() - 5 - 7);
                    if (name.ends_with(" - should panic")) {
                        name.remove_suffix(std::string_view(" - should panic").size());
                    }
                    passed.insert(name);
                }
            }
        }
        std::erase_if(found, [&](const Evidence& e) {
            return e.kind == Kind::test_failure && e.tool == "cargo" &&
                   starts_with(e.snippet, "thread '") && passed.contains(e.label);
        });
    }
    // A test runner's annotation of a failing test placed where the error was thrown
    // (jest's github-actions reporter: "::error file=/a/api.js,line=2,title=negative id
    // rejects::RangeError: …"): the test the console names already, not a finding of its
    // own in that file.
    {
        std::vector<std::string> tests;
        for (const Evidence& e : found) {
            if (e.kind == Kind::test_failure && tests.size() < 500) {
                tests.push_back(e.label);
            }
        }
        std::erase_if(found, [&](const Evidence& e) {
            if (e.kind == Kind::test_failure || !starts_with(e.snippet, "::error ")) {
                return false;
            }
            const std::string title(detail::read_annotation(e.snippet).title);
            return !title.empty() &&
                   std::any_of(tests.begin(), tests.end(), [&](const std::string& t) {
                       return t == title || t.ends_with(" \xE2\x80\xBA " + title) ||
                              t.ends_with(" > " + title);
                   });
        });
    }
    // timeout(1) ends a command with SIGTERM and exits 124: the runtime's report of the
    // signal ("SignalException: SIGTERM", Ruby's) or a wrapper's ("make: *** [Makefile:3:
    // test] Terminated") is the timeout's, not an error or a crash.
    if (input.exit_code == 124) {
        std::erase_if(found, [](const Evidence& e) {
            return (e.kind == Kind::runtime_error && contains(e.snippet, "SIGTERM")) ||
                   (e.kind == Kind::crash && e.label == "SIGTERM");
        });
    }
    // An unplaced error whose words a failed test's line already holds (RUnit's "FAILURE
    // in test.x: Error in checkEquals(…) : 1 string mismatch", then "Error in
    // checkEquals(…) : …" alone below) is that test's failure.
    {
        // (Copies: the erase below moves the items, and their strings with them.)
        std::vector<std::string> tests;
        for (const Evidence& e : found) {
            if (e.kind == Kind::test_failure && tests.size() < 200) {
                tests.push_back(e.snippet);
            }
        }
        if (!tests.empty()) {
            std::erase_if(found, [&](const Evidence& e) {
                const std::string_view said = trim(e.snippet);
                return e.kind == Kind::runtime_error && e.file.empty() && said.size() >= 12 &&
                       std::any_of(tests.begin(), tests.end(), [&](const std::string& t) {
                           return t.size() > said.size() && t.ends_with(said);
                       });
            });
        }
    }
    // V8 out of memory aborts itself ("JavaScript heap out of memory", then the shell's
    // "Aborted (core dumped)"): the abort is the out-of-memory's, not a crash of its own.
    // (A C++ program's uncaught bad_alloc is both: the program chose not to handle it.)
    if (std::any_of(found.begin(), found.end(), [](const Evidence& e) {
            return e.kind == Kind::out_of_memory &&
                   (contains(e.snippet, "JavaScript heap out of memory") ||
                    contains(e.snippet, "Fatal process"));
        })) {
        std::erase_if(found, [](const Evidence& e) {
            return e.kind == Kind::crash && e.label == "SIGABRT" && e.file.empty();
        });
    }
    // A segmentation fault ends a run however much it had reported before: a test binary
    // that died in the test it had just started, its last line "[ RUN      ] Crash.Null"
    // (GoogleTest), is said by the exit status alone.
    const auto ends_in_a_started_test = [](const StreamLines& s) {
        for (std::size_t i = s.lines.size(); i-- > 0;) {
            if (const std::string_view t = trim(s.lines[i]); !t.empty()) {
                return starts_with(t, "[ RUN ") || starts_with(t, "=== RUN ");
            }
        }
        return false;
    };
    const bool unexplained_segfault =
        input.exit_code == 139 && (ends_in_a_started_test(out) || ends_in_a_started_test(err)) &&
        std::none_of(found.begin(), found.end(), [](const Evidence& e) {
            return e.kind == Kind::crash || e.kind == Kind::out_of_memory;
        });
    if (input.exit_code && (!any_blocking() || unexplained_segfault)) {
        for (const auto& signal : k_exit_signals) {
            const bool enabled_kind =
                std::any_of(enabled.begin(), enabled.end(),
                            [&](const Detector* d) { return d->kind == signal.kind; });
            if (signal.code == *input.exit_code && enabled_kind) {
                Evidence item;
                item.kind = signal.kind;
                item.label = std::string(signal.label);
                item.snippet = std::string(signal.text);
                item.stream = Stream::exit_status;
                found.push_back(std::move(item));
            }
        }
    }

    // Explained before the copies of one failure merge, so that the copy printed beside
    // its explanation lends it to the one kept.
    attach_explanations(out, err, found);
    for (auto& [i, message] : report_messages) {
        found[i].message = std::move(message);
    }
    a.evidence =
        select_evidence(merge_duplicates(std::move(found)), k_max_items_per_kind, a.counts);
    for (const auto& info : all_kinds()) {
        if (a.counts[kind_index(info.kind)] > 0) {
            if (!a.primary) {
                a.primary = info.kind;
            }
            a.blocking = a.blocking || info.blocking;
        }
    }
    a.failed = a.blocking || (a.exit_code && *a.exit_code != 0);
    a.stall_reason = make_stall_reason(a);
    a.prompt_limit = options.prompt_limit;
    a.stdout_kept = out_raw.size();
    a.stderr_kept = err_raw.size();
    a.stdout_read = std::max<std::uint64_t>(input.stdout_bytes, input.stdout_text.size());
    a.stderr_read = std::max<std::uint64_t>(input.stderr_bytes, input.stderr_text.size());
    a.empty_input = input.stdout_text.empty() && input.stderr_text.empty() &&
                    !input.stdout_truncated && !input.stderr_truncated;
    if (!a.blocking && a.exit_code != 0) {
        a.stderr_tail = last_lines(err);
        a.stdout_tail = last_lines(out);
    }

    if (!options.promise.empty()) {
        a.promise = sanitize_utf8(options.promise);
        const std::string claim = "<promise>" + options.promise + "</promise>";
        const bool claimed = contains(out_text, claim) || contains(err_text, claim);
        a.promise_status = !claimed   ? PromiseStatus::missing
                           : a.failed ? PromiseStatus::claimed_done_but_failing
                                      : PromiseStatus::kept;
    }
    return a;
}

} // namespace loopclose::core
