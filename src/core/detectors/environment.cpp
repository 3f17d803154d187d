// SPDX-License-Identifier: MIT
// Detectors for failures of the environment rather than of the code: merge
// conflicts, missing commands, permissions, memory, crashes, timeouts, network.
#include "core/detectors/common.hpp"
#include "core/detectors/detectors_impl.hpp"

#include <algorithm>
#include <array>

namespace loopclose::core::detail {

namespace {

// The signal a shell's words ("Segmentation fault") or go's ("segmentation fault",
// "killed") name; the words themselves are patterns' alternatives, so one always fits.
std::string_view signal_named(std::string_view words) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> k_signals{
        {{"segmentation fault", "SIGSEGV"},
         {"aborted", "SIGABRT"},
         {"bus error", "SIGBUS"},
         {"illegal instruction", "SIGILL"},
         {"floating point exception", "SIGFPE"},
         {"trace/breakpoint trap", "SIGTRAP"},
         {"file size limit exceeded", "SIGXFSZ"},
         {"killed", "SIGKILL"},
         {"terminated", "SIGTERM"}}};
    const std::string lower = ascii_lower(words);
    for (const auto& [said, name] : k_signals) {
        if (lower == said) {
            return name;
        }
    }
    return "SIGABRT";
}

} // namespace

void detect_merge_conflicts(const DetectorInput& input, std::vector<Evidence>& out) {
    // (git in German and French: "KONFLIKT (Inhalt): Merge-Konflikt in a.md", "CONFLIT
    // (contenu) : Conflit de fusion dans b.txt".)
    static const Pattern conflict(
        R"re(^(?:CONFLICT|KONFLIKT|CONFLIT|CONFLITTO|CONFLICTO) \([^)]*\)\s?: .*?(?:[Mm]erge conflict in|Merge-Konflikt in|Conflit de fusion dans|[Cc]onflitto di merge in|[Cc]onflicto de fusión en) (.+?)\s*$)re");
    // The conflicts with no text to merge name the path first: "CONFLICT (modify/delete):
    // NOTES.txt deleted in feature and modified in HEAD.", "CONFLICT (rename/delete): a.py
    // renamed to b.py in HEAD, but deleted in topic.", "CONFLICT (file/directory): …".
    static const Pattern named(R"re(^CONFLICT \([\w/ -]+\): (\S+) (?:deleted|renamed|added) )re");
    static const Pattern other(R"re(^CONFLICT \([\w/ -]+\): )re");
    // A compiler that met the markers in a source file: tsc's "src/a.ts(2,1): error TS1185:
    // Merge conflict marker encountered." (or "src/a.ts:2:1 - error TS1185: …"), gcc's and
    // clang's "a.c:3:1: error: version control conflict marker in file". One item per
    // file, at its first marker.
    static const Pattern compiler_marker(
        R"re(^\s*(\S+?)(?:\((\d+),(\d+)\):|:(\d+):(\d+)(?: -|:)) error(?: TS1185)?: (?:Merge conflict marker encountered|version control (?:merge )?conflict marker in file))re");
    std::vector<std::string> marked_files;
    for_each_stream(input, [&](const StreamLines& s) {
        // The block's middle and end, each line tested once however many blocks open.
        ForwardFinder middles([&](std::size_t j) { return s.lines[j] == "======="; });
        ForwardFinder ends([&](std::size_t j) {
            return starts_with(s.lines[j], ">>>>>>> ") || s.lines[j] == ">>>>>>>";
        });
        for (std::size_t i = s.next_hot(0, Kind::merge_conflict); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::merge_conflict)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 1> g;
            if (starts_with(line, "CONFLICT (") || starts_with(line, "KONFLIKT (") ||
                starts_with(line, "CONFLIT (") || starts_with(line, "CONFLITTO (") ||
                starts_with(line, "CONFLICTO (")) {
                if (conflict.search(line, g) || named.search(line, g)) {
                    add_evidence(out, Kind::merge_conflict, s, i, {g[0]}, {}, "git");
                } else if (other.search(line)) {
                    add_evidence(out, Kind::merge_conflict, s, i, {}, {}, "git");
                }
                continue;
            }
            std::array<std::string_view, 5> m;
            if ((contains(line, "TS1185") || contains(line, "conflict marker in file")) &&
                compiler_marker.search(line, m)) {
                if (std::find(marked_files.begin(), marked_files.end(), m[0]) ==
                    marked_files.end()) {
                    marked_files.emplace_back(m[0]);
                    const bool paren = !m[1].empty();
                    add_evidence(out, Kind::merge_conflict, s, i,
                                 {m[0], parse_small_number(paren ? m[1] : m[3]),
                                  parse_column(paren ? m[2] : m[4])},
                                 {});
                }
                continue;
            }
            // A marker a parser quotes as the line it could not read, under the place it
            // names: Python's '  File "/a/greet.py", line 2' over "    <<<<<<< HEAD", Node's
            // "/a/src/config.js:1" (a "# " comment in node --test's TAP) over it.
            static const Pattern quoted_place(
                R"re(^(?:# )?(?:\s*File "([^"]+)", line (\d+)|(?:file://)?(\S+\.\w+):(\d+))\s*$)re");
            const std::string_view body = trim(starts_with(line, "# ") ? line.substr(2) : line);
            if (i > 0 && line != body && starts_with(body, "<<<<<<<") &&
                (body.size() == 7 || body[7] == ' ')) {
                std::array<std::string_view, 4> q;
                if (quoted_place.search(s.lines[i - 1], q)) {
                    const bool python = !q[0].empty();
                    add_evidence(
                        out, Kind::merge_conflict, s, i,
                        {python ? q[0] : q[2], parse_small_number(python ? q[1] : q[3]), 0}, {});
                }
                continue;
            }
            // A conflict block printed verbatim: <<<<<<< then ======= then >>>>>>>.
            if (starts_with(line, "<<<<<<< ") || line == "<<<<<<<") {
                const std::size_t limit = std::min(s.lines.size(), i + 2000);
                const std::size_t middle = middles.find(i + 1, limit);
                const std::size_t j = middle < limit ? ends.find(middle + 1, limit) : limit;
                if (j < limit) {
                    add_evidence(out, Kind::merge_conflict, s, i, {}, {});
                    i = j;
                }
            }
        }
    });
}

void detect_missing_commands(const DetectorInput& input, std::vector<Evidence>& out) {
    // sh/dash "sh: 1: x: not found", bash "bash: line 1: x: command not found",
    // "bash: x: command not found", zsh "zsh: command not found: x".
    static const Pattern shell(
        R"re(^(?:\S*/)?(?:sh|bash|dash|ash|ksh|zsh)(?:: line \d+|: \d+)?: (.+?): (?:command )?not found\s*$)re");
    static const Pattern zsh(R"re(^(?:\S*/)?zsh:\d*:? command not found: (\S+))re");
    static const Pattern spawn(R"re(\bspawn(?:Sync)? (\S+) ENOENT\b)re");
    static const Pattern env(
        R"re(^/usr/bin/env: ['‘]?([^'’:]+)['’]?: No such file or directory)re");
    // A program that runs another, told that it is not there: coreutils' "env: 'x': …",
    // "nice: ‘x’: …", "timeout: failed to run command ‘x’: …" (nohup, stdbuf), findutils'
    // "xargs: x: …", util-linux's "setsid: failed to execute x: …" (ionice, taskset,
    // flock, unshare), GNU time's "/usr/bin/time: cannot run x: …", each ending "No such
    // file or directory". (find's "find: ‘x’: …" is also its missing start folder.)
    static const Pattern runner(
        R"re(^(?:\S*/)?(?:env|nice|nohup|stdbuf|timeout|xargs|setsid|ionice|taskset|flock|unshare|time): (?:failed to (?:run command|execute) |cannot run )?['‘]?([^'’\s:]+)['’]?: No such file or directory\s*$)re");
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::command_not_found); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::command_not_found)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 1> g;
            if (contains(line, "not found") && (shell.search(line, g) || zsh.search(line, g))) {
                add_evidence(out, Kind::command_not_found, s, i, {}, g[0]);
            } else if (contains(line, "ENOENT") && spawn.search(line, g)) {
                add_evidence(out, Kind::command_not_found, s, i, {}, g[0], "node");
            } else if (starts_with(line, "/usr/bin/env: ") && env.search(line, g)) {
                add_evidence(out, Kind::command_not_found, s, i, {}, g[0]);
            } else if (line.ends_with("No such file or directory") && runner.search(line, g)) {
                add_evidence(out, Kind::command_not_found, s, i, {}, g[0]);
            }
        }
    });
}

void detect_permission_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    // Node: "EACCES: permission denied, open '/x'"; coreutils: "cat: /x: Permission denied",
    // "mkdir: cannot create directory ‘/x’: Permission denied";
    // Python: "PermissionError: [Errno 13] Permission denied: '/x'". A read-only file
    // system refuses the same way (EROFS: "OSError: [Errno 30] Read-only file system:
    // '/x'", "touch: cannot touch '/x': Read-only file system").
    static const Pattern node(
        R"re(\b(?:EACCES|EPERM|EROFS): (?:permission denied|operation not permitted|read-only file system), \w+ '([^']+)')re");
    static const Pattern python(
        R"re(^(?:PermissionError|OSError): \[Errno \d+\] (?:[^:]+|Read-only file system): '([^']+)')re");
    static const Pattern tool(
        R"re(^[\w.+-]+: (?:line \d+: |\d+: )?(?:cannot \w+(?: \w+){0,2} )?['‘]?([^:'’]+?)['’]?: (?:Permission denied|Operation not permitted|Read-only file system)\s*$)re");
    static const Pattern generic(
        R"re(\bEACCES\b|\bEPERM\b|\bEROFS\b|\bPermission denied\b|\bPermissionError\b|\bRead-only file system\b)re");
    std::vector<Evidence> unplaced;
    for_each_stream(input, [&](const StreamLines& s) {
        const std::size_t placed_before = out.size();
        for (std::size_t i = s.next_hot(0, Kind::permission_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::permission_error)) {
            const std::string_view line = s.lines[i];
            if (!contains(line, "ermission") && !contains(line, "EACCES") &&
                !contains(line, "EPERM") && !contains(line, "not permitted") &&
                !contains(line, "ead-only file system") && !contains(line, "EROFS")) {
                continue;
            }
            std::array<std::string_view, 1> g;
            if (starts_with(trim(line), "code: ") || starts_with(trim(line), "errno: ")) {
                continue; // the property dump under a Node error already reported
            }
            // A PermissionError the program raised itself ("PermissionError: token file is
            // not readable", a test's "E   PermissionError: …") is its own error, not the
            // system refusing: that one carries an errno ("[Errno 13] Permission denied").
            if (contains(line, "PermissionError") && !contains(line, "[Errno") &&
                !contains(line, "ermission denied") && !contains(line, "EACCES") &&
                !contains(line, "EPERM") && !contains(line, "not permitted")) {
                continue;
            }
            if (node.search(line, g)) {
                // Node names the path; its stack names the code that opened it.
                Location where = js_location(s, i);
                add_evidence(out, Kind::permission_error, s, i,
                             where.file.empty() ? Location{g[0]} : where, {}, "node");
            } else if (python.search(line, g)) {
                // Python names the path too; its traceback names the code that opened it.
                Location where = python_location(s, i);
                add_evidence(out, Kind::permission_error, s, i,
                             where.file.empty() ? Location{g[0]} : where, {});
            } else if (tool.search(line, g)) {
                add_evidence(out, Kind::permission_error, s, i, {g[0]}, {});
            } else if (generic.search(line)) {
                // npm's own lines name the path a few lines below its code: "npm error code
                // EACCES", "npm error syscall mkdir", "npm error path /a/_cacache".
                Location where;
                if (starts_with(line, "npm error code ") || starts_with(line, "npm ERR! code ")) {
                    for (std::size_t k = i + 1; k < s.lines.size() && k <= i + 4; ++k) {
                        for (const std::string_view said : {"npm error path ", "npm ERR! path "}) {
                            if (starts_with(s.lines[k], said)) {
                                where.file = trim(s.lines[k].substr(said.size()));
                            }
                        }
                    }
                }
                add_evidence(where.file.empty() ? unplaced : out, Kind::permission_error, s, i,
                             where, {}, where.file.empty() ? std::string_view() : "npm");
            }
        }
        // A line that only names the error ("npm error code EACCES") over the one that
        // names the path is the same refusal: kept only when no line of the stream
        // names a path.
        if (out.size() == placed_before) {
            out.insert(out.end(), unplaced.begin(), unplaced.end());
        }
        unplaced.clear();
    });
}

void detect_out_of_memory(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern oom(
        R"re(JavaScript heap out of memory|\bERR_WORKER_OUT_OF_MEMORY\b|^MemoryError\b|^\s*E\s+MemoryError\b|\bstd::bad_alloc\b|^memory allocation of \d+ bytes failed|^fatal error: (?:runtime: )?out of memory|\bOut of memory: Killed process\b|\bCannot allocate memory\b|^# Fatal process (?:OOM|out of memory)\b|^RangeError: Array buffer allocation failed\b|^Could not reserve enough space for \S+ object heap\b)re");
    // (bash's report of a job SIGKILL ended: "bash: line 1:  1691 Killed
    // python3 worker.py", its pid before, the command after.)
    static const Pattern job(R"re(: (?:line \d+: )?\s*\d+ Killed\s{2,}\S)re");
    const bool killed_exit = input.exit_code == 137;
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::out_of_memory); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::out_of_memory)) {
            const std::string_view line = s.lines[i];
            if (oom.search(line)) {
                // (Node's "RangeError: Array buffer allocation failed" under a memory
                // limit, placed by its stack; the JVM that cannot reserve its heap, "Could
                // not reserve enough space for 262144KB object heap".)
                const bool python =
                    starts_with(trim(line), "MemoryError") || starts_with(trim(line), "E ");
                const bool node = starts_with(line, "RangeError: ");
                // (Go's runtime: "fatal error: out of memory" over its goroutine dump.)
                add_evidence(out, Kind::out_of_memory, s, i,
                             python                               ? python_location(s, i)
                             : node                               ? js_location(s, i)
                             : starts_with(line, "fatal error: ") ? go_first_goroutine_place(s, i)
                                                                  : Location{},
                             {});
            } else if (killed_exit && (trim(line) == "Killed" || contains(line, ": Killed") ||
                                       (contains(line, " Killed ") && job.search(line)))) {
                add_evidence(out, Kind::out_of_memory, s, i, {}, {});
            }
        }
    });
}

void detect_crashes(const DetectorInput& input, std::vector<Evidence>& out) {
    // "==1==ERROR: AddressSanitizer: heap-use-after-free on address …", "WARNING:
    // ThreadSanitizer: data race (pid=1)", "==1==ERROR: LeakSanitizer: detected memory
    // leaks", "==1==WARNING: MemorySanitizer: use-of-uninitialized-value": the error's
    // name, up to " on ", " at ", " (" or the end.
    // ThreadSanitizer's line alone has no "==pid==" before it, and ends with "(pid=N)".
    static const Pattern sanitizer(
        R"re(^(?:==\d+==\s*(?:ERROR|WARNING): (?:Address|Leak|Thread|Memory|HWAddress|UndefinedBehavior)Sanitizer: ([A-Za-z][\w-]*(?: [a-z][\w-]*)*?)(?: on | at | \(|:|\s*$)|WARNING: ThreadSanitizer: ([a-z][\w-]*(?: [a-z][\w-]*)*?) \(pid=\d+\)))re");
    static const Pattern ubsan(R"re(^(\S+?):(\d+):(\d+): runtime error: )re");
    // With report_error_type=1 UBSan names the check: "SUMMARY: UndefinedBehaviorSanitizer:
    // signed-integer-overflow stats.c:7:13 in".
    static const Pattern ubsan_summary(R"re(^SUMMARY: UndefinedBehaviorSanitizer: ([\w-]+) )re");
    // ASan "    #1 0x55d in main /a/x.c:6:3"; TSan "    #0 worker /a/x.c:9:13 (x+0xd01cb)";
    // a C++ function with its parameters, "#0 0x56 in fill(int*, int) /a/hist.cpp:4:58".
    static const Pattern frame(
        R"re(^\s*#\d+ (?:0x[0-9a-f]+ in )?\S.*? (\S+?):(\d+)(?::(\d+))?(?: \(\S+\+0x[0-9a-f]+\)(?: \(BuildId: [0-9a-f]+\))?)?$)re");
    // (bash's report of a job a signal ended: "./run.sh: line 5: 28562 Aborted
    // ./bench", the pid before, the command after; make's "make: *** [Makefile:18: check]
    // Aborted".)
    static const Pattern signal(
        R"re((?:^|: |\] )(?:\s*\d+ )?(Segmentation fault|Aborted|Bus error|Illegal instruction|Floating point exception|Trace/breakpoint trap|File size limit exceeded)(?: \(core dumped\))?(?:\s*$|\s{2,}\S)|(?:^|: )(?:\s*\d+ )?(Floating point exception|File size limit exceeded)\S)re");
    // glibc's assert(): "prog: file.c:5: func: Assertion `x' failed." before "Aborted".
    static const Pattern assertion(R"re(^\S+: (\S+?):(\d+): .*Assertion .* failed\.\s*$)re");
    static const Pattern ctest(
        R"re(^\s+\d+ - .+? \((SEGFAULT|Subprocess aborted|Child aborted|BUS_ERROR|ILLEGAL|NUMERICAL)\)\s*$)re");
    // A parent that names the signal its child died of: go's "signal: killed" (the test
    // binary, killed by the kernel's OOM killer or a timeout), bun's "error: script
    // "test" was terminated by signal SIGABRT (Abort)".
    static const Pattern go_signal(
        R"re(^signal: (killed|segmentation fault|aborted|bus error|illegal instruction|floating point exception|terminated)(?: \(core dumped\))?\s*$)re");
    static const Pattern named_signal(R"re(\bwas terminated by signal (SIG[A-Z]+)\b)re");
    for_each_stream_and_go_json(input, [&](const StreamLines& s) {
        Location asserted;
        for (std::size_t i = s.next_hot(0, Kind::crash); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::crash)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 3> g;
            if (contains(line, "Assertion") && assertion.search(line, g)) {
                asserted = {g[0], parse_small_number(g[1]), 0};
                continue;
            }
            if (contains(line, " - ") && contains(line, "(") && ctest.search(line, g)) {
                // An abort after a failed assert(): glibc's line above told where.
                add_evidence(out, Kind::crash, s, i,
                             g[0] == "Subprocess aborted" || g[0] == "Child aborted" ? asserted
                                                                                     : Location{},
                             g[0] == "SEGFAULT"    ? "SIGSEGV"
                             : g[0] == "BUS_ERROR" ? "SIGBUS"
                             : g[0] == "ILLEGAL"   ? "SIGILL"
                             : g[0] == "NUMERICAL" ? "SIGFPE"
                                                   : "SIGABRT",
                             "ctest");
                continue;
            }
            if (starts_with(line, "signal: ") && go_signal.search(line, g)) {
                add_evidence(out, Kind::crash, s, i, {}, signal_named(g[0]), "go");
                continue;
            }
            if (contains(line, "terminated by signal") && named_signal.search(line, g)) {
                add_evidence(out, Kind::crash, s, i, {}, g[0]);
                continue;
            }
            if (contains(line, "Sanitizer: ") && sanitizer.search(line, g)) {
                std::string label(g[0].empty() ? g[1] : g[0]);
                // "attempting double-free on 0x…", "attempting free on address which was
                // not malloc()-ed": the summary line names the bug ("SUMMARY:
                // AddressSanitizer: double-free", "bad-free").
                if (starts_with(label, "attempting ")) {
                    static const Pattern summary(R"re(^SUMMARY: \w+Sanitizer: ([a-z][\w-]*))re");
                    label.erase(0, std::string_view("attempting ").size());
                    for (std::size_t j = i + 1; j < s.lines.size() && j < i + 80; ++j) {
                        std::array<std::string_view, 1> m;
                        if (starts_with(s.lines[j], "SUMMARY: ") && summary.search(s.lines[j], m)) {
                            label = m[0];
                            break;
                        }
                    }
                }
                // The first frame of the report that is the project's own code.
                Location where;
                // (LeakSanitizer and ThreadSanitizer put a blank line between parts; a SEGV's
                // "==5290==The signal is caused by a READ memory access." and "==5290==Hint:"
                // come before its frames.)
                for (std::size_t j = i + 1; j < s.lines.size() && j < i + 60; ++j) {
                    const std::string_view next = s.lines[j];
                    if (starts_with(next, "SUMMARY: ") ||
                        (starts_with(next, "==") &&
                         (contains(next, "==ERROR: ") || contains(next, "==WARNING: ") ||
                          contains(next, "==ABORTING")))) {
                        break;
                    }
                    std::array<std::string_view, 3> f;
                    if (frame.search(s.lines[j], f) && !is_library_path(f[0])) {
                        where = {f[0], parse_small_number(f[1]), parse_small_number(f[2])};
                        break;
                    }
                }
                add_evidence(out, Kind::crash, s, i, where, label, "sanitizer");
            } else if (contains(line, ": runtime error: ") && ubsan.search(line, g)) {
                std::string_view check = "undefined-behavior";
                std::array<std::string_view, 1> c;
                for (std::size_t j = i + 1; j < s.lines.size() && j < i + 40; ++j) {
                    if (contains(s.lines[j], ": runtime error: ")) {
                        break;
                    }
                    if (starts_with(s.lines[j], "SUMMARY: ") &&
                        ubsan_summary.search(s.lines[j], c)) {
                        check = c[0];
                        break;
                    }
                }
                add_evidence(out, Kind::crash, s, i,
                             {g[0], parse_small_number(g[1]), parse_small_number(g[2])}, check,
                             "sanitizer");
            } else if (signal.search(line, g)) {
                // (bash pads the signal's name to a column and writes the command after
                // it: a name as wide as the column runs into it, "Floating point
                // exception./avg 0".)
                const std::string_view name = signal_named(g[0].empty() ? g[1] : g[0]);
                add_evidence(out, Kind::crash, s, i, name == "SIGABRT" ? asserted : Location{},
                             name);
            }
        }
    });
}

namespace {

// The place of the test whose report holds line `i`, from its header a few lines above:
// node --test's recap, "test at test/math.test.js:19:3" over "✖ slow (51ms)" over "'test
// timed out after 50ms'"; Playwright's "1) tests/api.spec.ts:16:3 › api › hangs ───" over
// "Test timeout of 1000ms exceeded.". Empty when there is none.
Location test_header_above(const StreamLines& s, std::size_t i) {
    const Pattern& test_at = node_test_at_pattern();
    static const Pattern playwright(R"re(^\s*\d+\) (?:\[[^\]]+\] › )?(\S+?):(\d+):(\d+) › )re");
    std::array<std::string_view, 3> g;
    for (std::size_t k = i; k-- > 0 && k + 6 > i;) {
        const std::string_view line = s.lines[k];
        if ((contains(line, "test at ") && test_at.search(line, g)) ||
            (contains(line, " › ") && playwright.search(line, g))) {
            return {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
        }
        // (Past the test's own line, only its recap's "test at" line.)
        if (starts_with(trim(line), "✖ ")) {
            if (k > 0 && test_at.search(s.lines[k - 1], g)) {
                return {g[0], parse_small_number(g[1]), parse_small_number(g[2])};
            }
            break;
        }
    }
    return {};
}

} // namespace

void detect_timeouts(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern timeout(
        R"re(\bExceeded timeout of \d+ ?ms\b|\b[Tt]imeout of \d+ ?ms exceeded\b|\b[Tt]imed out (?:after|in) \d+(?:\.\d+)? ?(?:ms|s|sec|seconds?|milliseconds?|minutes?)\b|^\w*Error: [Tt]imed out waiting for\b|^panic: test timed out after \S+|\bFailed: Timeout >|\b(?:Cell)?TimeoutError\b|\bTimeout - Async function did not complete within \d+ ?ms|\bDeadlineExceeded: |^Timeout \(\d+:\d\d:\d\d(?:\.\d+)?\)!$|\bTimeout::Error\b|\bsignal: SIGALRM \(timeout while executing function\)|\bTest case body timed out\b|\bTest timed out! \(timeout: \d+ ?ms\)|\bno new tests completed within the last \d+ ?m?s of inactivity|\bTest exceeded Timeout value of \d+ ?ms\b|^ERROR: <<timeout>>|(?:^|: )(?:\s*\d+ )?CPU time limit exceeded\b)re");
    static const Pattern ctest(R"re(^\s+\d+ - .+? \(Timeout\)\s*$)re");
    // mocha names the test file at the end of its message: "… (/a/test/x.js)".
    static const Pattern trailing_file(R"re(\((/\S+\.[cm]?[jt]sx?)\)\s*$)re");
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::timeout); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::timeout)) {
            const std::string_view line = s.lines[i];
            // A GitHub annotation ("::error file=…::thrown: "Exceeded timeout…") repeats
            // what the runner printed above it, its frames run together with "%0A".
            // Vitest's "close timed out after 2000ms" is its teardown waiting on handles
            // a passing or failing run left open, not a test that ran out of time.
            // Nor the source a Python traceback quotes under a frame ("  File \"…/asyncio/
            // tasks.py\", line 502, in wait_for" over "    raise exceptions.TimeoutError()
            // from exc"): the exception line below it says it.
            if (starts_with(line, "::error ") || starts_with(line, "::warning ") ||
                starts_with(line, "close timed out") ||
                (i > 0 && starts_with(line, "    ") && starts_with(s.lines[i - 1], "  File \""))) {
                continue;
            }
            std::array<std::string_view, 1> g;
            // (Hypothesis: "hypothesis.errors.DeadlineExceeded: Test took 185.31ms, which
            // exceeds the deadline of 50.00ms"; faulthandler's "Timeout (0:00:01)!" above
            // its dump of every thread; Ruby's "Timeout::Error: execution expired"; Kyua's
            // "trim_test:slow  ->  broken: Test case body timed out  [2.003s]"; AVA's "Exited
            // because no new tests completed within the last 2000ms of inactivity"; NUnit's
            // "Test exceeded Timeout value of 200ms"; Haskell's test-framework's "ERROR:
            // <<timeout>>".)
            if ((contains(line, "imeout") || contains(line, "imed out") ||
                 contains(line, "DeadlineExceeded") || contains(line, "no new tests") ||
                 contains(line, "exceeded Timeout") || contains(line, "CPU time limit")) &&
                timeout.search(line)) {
                // The test's own header above ("  2) tests/util.spec.js:2:1 › slow one",
                // Playwright's) or the file the message ends with (mocha's "… (/a/test/
                // x.js)") names the test that ran out of time; the frames below may be the
                // next test's.
                Location where = test_header_above(s, i);
                if (where.file.empty() && trailing_file.search(line, g)) {
                    where.file = g[0];
                }
                if (where.file.empty()) {
                    where = js_location(s, i);
                }
                // faulthandler's dump below its "Timeout (0:00:01)!": "Thread 0x… (most
                // recent call first):", then '  File "/a/job.py", line 11 in wait', the
                // innermost first; the first frame outside the libraries. (With several
                // threads dumped, which one hung is not said.)
                static const Pattern dumped(R"re(^\s+File "([^"]+)", line (\d+) in )re");
                if (where.file.empty() && starts_with(line, "Timeout (")) {
                    Location first;
                    int threads = 0;
                    for (std::size_t k = i + 1; k < s.lines.size() && k < i + 40; ++k) {
                        std::array<std::string_view, 2> at;
                        if (starts_with(s.lines[k], "Thread 0x")) {
                            ++threads;
                        } else if (first.file.empty() && dumped.search(s.lines[k], at) &&
                                   !is_library_path(at[0])) {
                            first = {at[0], parse_small_number(at[1]), 0};
                        }
                    }
                    if (threads <= 1) {
                        where = first;
                    }
                }
                // node --test's TAP block: "error: 'test timed out after 100ms'" below
                // "location: '/a/test/x.test.js:31:3'".
                static const Pattern tap_location(R"re(^\s+location: '(\S+?):(\d+):(\d+)'\s*$)re");
                for (std::size_t k = i; where.file.empty() && starts_with(trim(line), "error: ") &&
                                        k-- > 0 && k + 8 > i;) {
                    std::array<std::string_view, 3> at;
                    if (trim(s.lines[k]) == "---") {
                        break;
                    }
                    if (tap_location.search(s.lines[k], at)) {
                        where = {at[0], parse_small_number(at[1]), parse_column(at[2])};
                    }
                }
                add_evidence(out, Kind::timeout, s, i, where, {});
            } else if (contains(line, "(Timeout)") && ctest.search(line)) {
                add_evidence(out, Kind::timeout, s, i, {}, {}, "ctest");
            }
        }
    });
}

// True when line `i` is a message a test logged, which Jest echoes under "  console.error"
// (".log", ".warn", …) and above the logging call's place (Vitest under "stderr | file >
// test"), or a line of a code frame:
// what a test printed or its source says, not how the run failed.
bool logged_or_quoted(const StreamLines& s, std::size_t i) {
    // A code frame's line ("    > 19 |     console.error('… ECONNREFUSED …')") echoes the
    // source, not what happened.
    std::string_view t0 = trim(s.lines[i]);
    if (starts_with(t0, "> ")) {
        t0.remove_prefix(2);
    }
    const std::size_t digits = t0.find_first_not_of("0123456789");
    // (Vitest's frame has no space before the bar: "      7|     await expect(…)".)
    if (digits != 0 && digits != std::string_view::npos &&
        (t0.substr(digits).starts_with(" |") || t0.substr(digits).starts_with("|"))) {
        return true;
    }
    for (std::size_t back = 1; back <= 4 && back <= i; ++back) {
        const std::string_view t = trim(s.lines[i - back]);
        if (t.empty()) {
            return false;
        }
        // (Vitest heads what a test printed with "stderr | src/a.test.js > suite > test".)
        if (t == "console.log" || t == "console.error" || t == "console.warn" ||
            t == "console.info" || t == "console.debug" ||
            ((starts_with(t, "stdout | ") || starts_with(t, "stderr | ")) && contains(t, " > "))) {
            return true;
        }
    }
    return false;
}

void detect_network_errors(const DetectorInput& input, std::vector<Evidence>& out) {
    static const Pattern code(
        R"re(\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|ECONNABORTED|EADDRINUSE)\b)re");
    static const Pattern words(
        R"re(\b(Connection refused|Could not resolve host|Connection reset by peer|[Nn]etwork is unreachable|No route to host|Temporary failure in name resolution|Name or service not known|ConnectionRefusedError|ConnectionResetError|ConnectionRefused|no such host|connect: connection refused|i/o timeout|[Aa]ddress already in use|Couldn't connect to server|unable to resolve host address)\b)re");
    static const Pattern curl(R"re(^curl: \((5|6|7|22|28|35|51|52|55|56|60)\) )re");
    // (Go's resolver and dialer: "lookup proxy.golang.org on 10.0.0.53:53: no such host",
    // "dial tcp 10.0.0.1:443: connect: connection refused", "…: i/o timeout"; a port
    // another process holds, "listen tcp 127.0.0.1:8080: bind: address already in use",
    // Python's and Java's "Address already in use".)
    // Java's exceptions for the same, when they carry no message: "Exception in thread
    // "main" java.net.ConnectException" (the HTTP client's), "java.net.UnknownHostException".
    static const Pattern java(
        R"re(\bjava\.net\.(ConnectException|UnknownHostException|NoRouteToHostException|SocketTimeoutException)\b)re");
    // (libcurl's words under git and other clients: "fatal: unable to access '…': Failed to
    // connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"; wget's "unable to
    // resolve host address ‘…’".)
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 17> k_codes{{
        {"Couldn't connect to server", "ECONNREFUSED"},
        {"unable to resolve host address", "ENOTFOUND"},
        {"address already in use", "EADDRINUSE"},
        {"Address already in use", "EADDRINUSE"},
        {"no such host", "ENOTFOUND"},
        {"connect: connection refused", "ECONNREFUSED"},
        {"i/o timeout", "ETIMEDOUT"},
        {"Connection refused", "ECONNREFUSED"},
        {"ConnectionRefusedError", "ECONNREFUSED"},
        {"Could not resolve host", "ENOTFOUND"},
        {"Temporary failure in name resolution", "EAI_AGAIN"},
        {"Name or service not known", "ENOTFOUND"}, // getaddrinfo's EAI_NONAME
        {"Connection reset by peer", "ECONNRESET"},
        {"ConnectionResetError", "ECONNRESET"},
        {"Network is unreachable", "ENETUNREACH"},
        {"network is unreachable", "ENETUNREACH"},
        {"No route to host", "EHOSTUNREACH"},
    }};
    for_each_stream(input, [&](const StreamLines& s) {
        for (std::size_t i = s.next_hot(0, Kind::network_error); i < s.lines.size();
             i = s.next_hot(i + 1, Kind::network_error)) {
            const std::string_view line = s.lines[i];
            std::array<std::string_view, 1> g;
            // (The `responses` mock library's refusal of a request no mock matches:
            // "ConnectionError: Connection refused by Responses - the call doesn't match
            // any registered mock." The test failed; no network was tried.)
            if (logged_or_quoted(s, i) || contains(line, "refused by Responses")) {
                continue;
            }
            // (Nor an assertion about an error's code, quoting it: Vitest's "expected
            // [Function] to throw error including 'ETIMEDOUT' but got 'ECONNRESET'", its
            // diff's 'Expected: "ETIMEDOUT"' and 'Received: "ECONNRESET"'.)
            if ((contains(line, "expected") || contains(line, "Expected:") ||
                 contains(line, "Received:")) &&
                (contains(line, "'E") || contains(line, "\"E")) && code.search(line, g) &&
                (contains(line, "'" + std::string(g[0]) + "'") ||
                 contains(line, "\"" + std::string(g[0]) + "\""))) {
                continue;
            }
            if (starts_with(line, "curl: (") && curl.search(line, g)) {
                add_evidence(out, Kind::network_error, s, i, {}, g[0], "curl");
            } else if (contains(line, "E") && code.search(line, g)) {
                add_evidence(out, Kind::network_error, s, i, {}, g[0]);
            } else if (words.search(line, g)) {
                // (bun's own spelling, "error: ConnectionRefused downloading package
                // manifest is-odd", is its label.)
                std::string_view label = g[0];
                for (const auto& [text, name] : k_codes) {
                    if (g[0] == text) {
                        label = name;
                        break;
                    }
                }
                add_evidence(out, Kind::network_error, s, i, {}, label);
            } else if (contains(line, "java.net.") && java.search(line, g)) {
                add_evidence(out, Kind::network_error, s, i, {},
                             g[0] == "UnknownHostException"     ? "ENOTFOUND"
                             : g[0] == "NoRouteToHostException" ? "EHOSTUNREACH"
                             : g[0] == "SocketTimeoutException" ? "ETIMEDOUT"
                                                                : "");
            }
        }
    });
}

} // namespace loopclose::core::detail
