// SPDX-License-Identifier: MIT
#include "core/decorations.hpp"

#include "core/text.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace loopclose::core {

namespace {

bool is_hex_digit(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// The length of a "2026-01-01T10:00:00[.1234567]Z" stamp at the start of `line`, 0 when
// there is none; with `local`, also "2026-01-01 10:00:00[.123456]" (a space for the T,
// no zone: moreutils' `ts "[%Y-%m-%d %H:%M:%.S]"`, only ever in brackets).
std::size_t stamp_length(std::string_view line, bool local = false) {
    constexpr std::string_view k_shape = "dddd-dd-ddTdd:dd:dd";
    if (line.size() < k_shape.size() + 1) {
        return 0;
    }
    for (std::size_t k = 0; k < k_shape.size(); ++k) {
        const bool ok = k_shape[k] == 'd'   ? is_digit(line[k])
                        : k_shape[k] == 'T' ? line[k] == 'T' || (local && line[k] == ' ')
                                            : line[k] == k_shape[k];
        if (!ok) {
            return 0;
        }
    }
    std::size_t n = k_shape.size();
    if (n < line.size() && line[n] == '.') {
        ++n;
        while (n < line.size() && is_digit(line[n]) && n < 40) {
            ++n;
        }
    }
    if (n < line.size() && line[n] == 'Z') {
        return n + 1;
    }
    // A zone's offset: "+00:00" (RFC 3339, rsyslog), "+0000" (journalctl -o short-iso).
    if (n + 5 <= line.size() && (line[n] == '+' || line[n] == '-') && is_digit(line[n + 1]) &&
        is_digit(line[n + 2])) {
        const std::size_t colon = line[n + 3] == ':' ? 1 : 0;
        if (n + 5 + colon <= line.size() && is_digit(line[n + 3 + colon]) &&
            is_digit(line[n + 4 + colon])) {
            return n + 5 + colon;
        }
    }
    return local ? n : 0;
}

// The length of a syslog stamp, "Nov 27 22:31:07" (journalctl's default, moreutils' `ts`
// without a format; the day padded with a space below 10), at the start of `line`, 0
// when there is none.
std::size_t syslog_stamp_length(std::string_view line) {
    constexpr std::string_view k_months = "JanFebMarAprMayJunJulAugSepOctNovDec";
    if (line.size() < 16 || line[3] != ' ' || line[6] != ' ' ||
        !(is_digit(line[4]) || line[4] == ' ') || !is_digit(line[5])) {
        return 0;
    }
    const std::size_t month = k_months.find(line.substr(0, 3));
    if (month == std::string_view::npos || month % 3 != 0) {
        return 0;
    }
    constexpr std::string_view k_clock = "dd:dd:dd";
    for (std::size_t k = 0; k < k_clock.size(); ++k) {
        const char c = line[7 + k];
        if (k_clock[k] == 'd' ? !is_digit(c) : c != k_clock[k]) {
            return 0;
        }
    }
    return 15;
}

// The length of the host and the program a syslog line names after its stamp,
// "ci-runner-03 python3[48211]: " (journald, rsyslog), 0 when there is none.
std::size_t syslog_source_length(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k < 64 &&
           (is_digit(line[k]) || (line[k] >= 'a' && line[k] <= 'z') ||
            (line[k] >= 'A' && line[k] <= 'Z') || line[k] == '.' || line[k] == '-' ||
            line[k] == '_')) {
        ++k;
    }
    if (k == 0 || k >= line.size() || line[k] != ' ') {
        return 0;
    }
    const std::size_t ident = ++k;
    while (k < line.size() && k < ident + 64 && line[k] != '[' && line[k] != ' ' &&
           line[k] != ':') {
        ++k;
    }
    if (k == ident || k >= line.size() || line[k] != '[') {
        return 0;
    }
    const std::size_t pid = ++k;
    while (k < line.size() && k < pid + 10 && is_digit(line[k])) {
        ++k;
    }
    if (k == pid || k + 1 >= line.size() || line[k] != ']' || line[k + 1] != ':') {
        return 0;
    }
    return k + 2 < line.size() && line[k + 2] == ' ' ? k + 3 : k + 2;
}

// The length of a "10:00:00[.123]" time at the start of `line` (in brackets only: a
// task runner's clock, gulp's "[13:55:12] Error: manifest has no entries"), 0 when
// there is none.
std::size_t clock_length(std::string_view line) {
    constexpr std::string_view k_shape = "dd:dd:dd";
    if (line.size() < k_shape.size()) {
        return 0;
    }
    for (std::size_t k = 0; k < k_shape.size(); ++k) {
        if (k_shape[k] == 'd' ? !is_digit(line[k]) : line[k] != k_shape[k]) {
            return 0;
        }
    }
    std::size_t n = k_shape.size();
    if (n + 1 < line.size() && line[n] == '.' && is_digit(line[n + 1])) {
        ++n;
        while (n < line.size() && is_digit(line[n]) && n < 20) {
            ++n;
        }
    }
    return n;
}

// The length of a "2026-01-01T10:00:00[.1234567]Z " prefix at the start of `line`, 0
// when there is none; Jenkins' Timestamper puts it in brackets ("[2026-01-01T10:00:00.
// 123Z] "), a task runner puts the time of day there ("[13:55:12] ").
std::size_t timestamp_length(std::string_view line) {
    if (line.empty()) {
        return 0;
    }
    // A system log's line: the stamp, then the host and the program ("Nov 27 22:31:07
    // ci-runner-03 python3[48211]: "), or moreutils' `ts` stamp alone.
    if (line.front() >= 'A' && line.front() <= 'S') {
        const std::size_t n = syslog_stamp_length(line);
        if (n == 0 || n >= line.size() || line[n] != ' ') {
            return n != 0 && n == line.size() ? n : 0;
        }
        return n + 1 + syslog_source_length(line.substr(n + 1));
    }
    const std::size_t open = line.front() == '[' ? 1 : 0;
    // (Unbracketed, the local form must be followed by a space: moreutils' `ts
    // "%Y-%m-%d %H:%M:%S"`.)
    std::size_t n = stamp_length(line.substr(open), true);
    // Unbracketed, a time of day or the local form must be followed by a space: moreutils'
    // `ts -s`, "00:00:02 ". (A stamp is 19 bytes at least: its eleventh is there.)
    bool spaced = n != 0 && line[open + 10] == ' ';
    if (n == 0) {
        n = clock_length(line.substr(open));
        spaced = true;
    }
    if (n == 0 || (open == 0 && spaced && (n >= line.size() || line[n] != ' '))) {
        return 0;
    }
    n += open;
    if (open == 1) {
        if (n >= line.size() || line[n] != ']') {
            return 0;
        }
        ++n;
    }
    if (n < line.size() && line[n] == ' ') {
        ++n;
        // (rsyslog's RFC 3339 stamp and journalctl -o short-iso's are followed by the host
        // and the program.)
        if (open == 0 && line[n - 2] != 'Z') {
            n += syslog_source_length(line.substr(n));
        }
        // GitLab's job log (17.x) tags each line with its stream after the stamp: "00O ",
        // "01E ", "00O+" for a line continued.
        if (open == 0 && n + 3 < line.size() && is_hex_digit(line[n]) &&
            is_hex_digit(line[n + 1]) && (line[n + 2] == 'O' || line[n + 2] == 'E')) {
            std::size_t t = n + 3;
            t += line[t] == '+' ? 1 : 0;
            if (t < line.size() && line[t] == ' ') {
                return t + 1;
            }
            if (t == line.size()) {
                return t;
            }
        }
        return n;
    }
    return n == line.size() ? n : 0;
}

// True when `line` starts (at `start`) with a "/": an absolute path is a tool's own line.
bool slash_start(std::string_view line, std::size_t start) {
    return start < line.size() && line[start] == '/';
}

bool is_name_byte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-' || c == '@' || c == '/';
}

// True for "warn", "ERROR"… in brackets: "[warn] src/a.js" is prettier's finding.
bool is_log_level(std::string_view word) {
    // syslog's other levels too: HAProxy's "[ALERT]    (pid) : …", nginx's "[emerg]".
    static constexpr std::string_view k_levels[] = {
        "warn",    "warning", "error", "err",     "info",  "debug",  "trace", "fatal",    "notice",
        "note",    "ok",      "fail",  "failed",  "pass",  "passed", "skip",  "skipped",  "todo",
        "success", "done",    "log",   "verbose", "alert", "emerg",  "crit",  "critical",
    };
    for (const std::string_view level : k_levels) {
        if (word.size() == level.size() &&
            std::equal(word.begin(), word.end(), level.begin(), [](char a, char b) {
                return static_cast<char>(a >= 'A' && a <= 'Z' ? a + 32 : a) == b;
            })) {
            return true;
        }
    }
    return false;
}

// The length of "task: " at `line`'s start (the task starts with a letter and may hold
// colons: "test:unit: "), 0 when none.
std::size_t task_name_length(std::string_view line) {
    if (line.empty() || !is_letter(line.front())) {
        return 0;
    }
    std::size_t t = 0;
    while (t < line.size() && t <= 41 && (is_name_byte(line[t]) || line[t] == ':') &&
           !(line[t] == ':' && t + 1 < line.size() && line[t + 1] == ' ')) {
        ++t;
    }
    if (t + 1 >= line.size() || line[t] != ':' || line[t + 1] != ' ') {
        return 0;
    }
    return t + 2;
}

// The length of the prefix a CI system's log puts before each line of a step, 0 when
// none: Cloud Build's step ('Step #1 - "test": ', "Step #1: "), TeamCity's clock and
// message status ("[18:39:46]W:\t [Step 2/3] "),
// Tekton's task and step ("[unit-tests : run-tests] "), nix's build log lines as an
// error quotes them ("       > "), and `gh run view --log`'s job, step and time
// ("test (20.x)\tRun npm test\t2026-11-27T18:42:18.8094589Z ").
std::size_t ci_prefix_length(std::string_view line) {
    if (line.starts_with("Step #")) {
        std::size_t k = 6;
        while (k < line.size() && k < 10 && is_digit(line[k])) {
            ++k;
        }
        if (k == 6) {
            return 0;
        }
        if (line.substr(k, 2) == ": ") {
            return k + 2;
        }
        if (line.substr(k, 4) == " - \"") {
            const std::size_t close = line.find("\": ", k + 4);
            return close != std::string_view::npos && close < k + 80 ? close + 3 : 0;
        }
        return 0;
    }
    // (TeamCity's clock, "[18:39:46]", when no space follows it.)
    std::size_t clock = 0;
    if (line.size() > 14 && line[0] == '[' && line[9] == ']' && line[3] == ':' && line[6] == ':' &&
        is_digit(line[1]) && is_digit(line[8])) {
        clock = 10;
    }
    // (After a clock with a space after it, taken off as a time stamp: ":\t ".)
    const bool bare = clock == 0 && line.starts_with(":\t ");
    if (bare ||
        (line.size() >= clock + 4 &&
         (line[clock] == 'i' || line[clock] == 'W' || line[clock] == 'E' || line[clock] == ' ') &&
         line.substr(clock + 1, 3) == ":\t ")) {
        std::size_t k = bare ? 3 : clock + 4;
        if (line.substr(k, 6) == "[Step ") {
            const std::size_t close = line.find("] ", k);
            if (close != std::string_view::npos && close < k + 20) {
                k = close + 2;
            }
        }
        return k;
    }
    if (line.starts_with("       > ") || line == "       >") {
        return std::min<std::size_t>(9, line.size());
    }
    if (line.front() == '[') {
        const std::size_t mid = line.find(" : ");
        const std::size_t close = line.find("] ");
        if (mid != std::string_view::npos && close != std::string_view::npos && mid < close &&
            close < 80 &&
            line.substr(1, close - 1).find_first_of("[\t") == std::string_view::npos) {
            return close + 2;
        }
    }
    // gh run view: two TAB-separated names, then an ISO time stamp ending in "Z ".
    if (const std::size_t tab = line.find('\t'); tab != std::string_view::npos && tab < 120) {
        const std::size_t tab2 = line.find('\t', tab + 1);
        if (tab2 != std::string_view::npos && tab2 < tab + 120 && tab2 + 21 < line.size() &&
            is_digit(line[tab2 + 1]) && line[tab2 + 5] == '-' && line[tab2 + 11] == 'T') {
            const std::size_t z = line.find("Z ", tab2 + 11);
            if (z != std::string_view::npos && z < tab2 + 40) {
                return z + 2;
            }
        }
    }
    return 0;
}

// The length of the task-runner prefix `line` starts with, 0 when none: "[api:test] ",
// "[@mono/api]: " (yarn 4 workspaces foreach),
// "[0] " (concurrently), "[test     ] " (npm-run-all --print-label pads the name inside
// the brackets), "web:test: ", "@a/b:build: " (turbo, nx), "packages/ui test: " (pnpm -r:
// the package's folder, which holds a "/", then the script), "pkg-a test: " (bun run
// --filter: a lower-case package name), "@a/b: " (lerna --stream),
// "app-1  | " (docker compose), "#12 1.234 " (Docker BuildKit), "cart\t" (GNU parallel
// --tag), "api|22653 ", "api| ", "0:api > " (concurrently's "{name}|{pid}", "{name}|",
// "{index}:{name} >"), " | " (wsrun). Names hold
// no dots, so "src/a.c:12: " or "x.py:3: " never qualify; nor do brackets holding a log level
// ("[ERROR] ", "[warn] "). Checked byte by byte: it runs on every line of a prefixed log.
// The length of a Kubernetes pod's generated name at `line`'s start ("cart-tests-9d2lw",
// "inventory-tests-6d9f7c5b8-xq2lp", Argo's "ci-pricing-8xkq2-jest-1839204471"): lower
// case, two hyphens at least, and a last part of five or more letters and digits with a
// digit among them; 0 when none.
std::size_t pod_name_length(std::string_view line) {
    std::size_t k = 0;
    std::size_t hyphens = 0;
    std::size_t last = 0; // where the last part starts
    while (k < line.size() && k < 100 &&
           ((line[k] >= 'a' && line[k] <= 'z') || is_digit(line[k]) || line[k] == '-')) {
        if (line[k] == '-') {
            ++hyphens;
            last = k + 1;
        }
        ++k;
    }
    if (hyphens < 2 || k - last < 5 || line[0] == '-') {
        return 0;
    }
    const std::string_view tail = line.substr(last, k - last);
    return std::any_of(tail.begin(), tail.end(), [](char c) { return is_digit(c); }) ? k : 0;
}

// The length of a log collector's prefix naming a pod: Argo's "pod-name: ", stern's
// "pod-name container "; 0 when none.
std::size_t pod_prefix_length(std::string_view line) {
    const std::size_t pod = pod_name_length(line);
    if (pod == 0 || pod >= line.size()) {
        return 0;
    }
    if (line[pod] == ':') {
        return pod + 1 == line.size() ? pod + 1 : line[pod + 1] == ' ' ? pod + 2 : 0;
    }
    if (line[pod] != ' ') {
        return 0;
    }
    std::size_t k = pod + 1;
    while (k < line.size() && k < pod + 64 &&
           ((line[k] >= 'a' && line[k] <= 'z') || is_digit(line[k]) || line[k] == '-')) {
        ++k;
    }
    return k > pod + 1 && k < line.size() && line[k] == ' ' ? k + 1 : 0;
}

// The length of nix's build log prefix, the derivation's name and "> " ("python3.11-
// shop> FAILED …", nix build -L), 0 when none.
std::size_t nix_prefix_length(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k < 100 &&
           ((line[k] >= 'a' && line[k] <= 'z') || (line[k] >= 'A' && line[k] <= 'Z') ||
            is_digit(line[k]) || line[k] == '.' || line[k] == '_' || line[k] == '+' ||
            line[k] == '-')) {
        ++k;
    }
    if (k < 2 || k >= line.size() || line[k] != '>' || line[0] == '-' || line[0] == '.') {
        return 0;
    }
    return k + 1 == line.size() ? k + 1 : line[k + 1] == ' ' ? k + 2 : 0;
}

// The length of a build tool's right-aligned target before " | ": Earthly's
// "               +test | " ("buildkitd | ", "golang:1.19-alpine | " for its own steps);
// 0 when none.
std::size_t earthly_prefix_length(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k < 60 && line[k] == ' ') {
        ++k;
    }
    if (k == 0 || k >= line.size() || line[k] != '+') {
        return 0;
    }
    const std::size_t name = ++k;
    while (k < line.size() && k < name + 60 && is_name_byte(line[k])) {
        ++k;
    }
    if (k == name || line.substr(k, 2) != " |") {
        return 0;
    }
    return k + 2 < line.size() && line[k + 2] == ' ' ? k + 3 : k + 2;
}

// The length of Dagger's plain progress prefix, the step's number padded to four, its
// time and a bar: "8   : [1.3s] | src/order.ts(2,29): error TS2307: …"; 0 when none.
std::size_t dagger_prefix_length(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k < 6 && is_digit(line[k])) {
        ++k;
    }
    if (k == 0) {
        return 0;
    }
    while (k < line.size() && k < 10 && line[k] == ' ') {
        ++k;
    }
    // (Its own lines, "1   : connect DONE [1.1s]", lose the number too.)
    if (k < 3 || line.substr(k, 2) != ": ") {
        return 0;
    }
    if (line.substr(k, 3) != ": [") {
        return k + 2;
    }
    const std::size_t close = line.find("] | ", k);
    return close != std::string_view::npos && close < k + 16 ? close + 4 : k + 2;
}

// GNU parallel --tag with a whole command for the argument: "eslint --no-color web\t
// 8:10  error …" (a tag with spaces, no ':', not ending in one: not go test's "ok
// \texample.com/x"); 0 when none.
std::size_t spaced_tag_length(std::string_view line) {
    const std::size_t tab = line.find('\t');
    if (tab == std::string_view::npos || tab == 0 || tab > 200 || tab + 1 >= line.size() ||
        line.front() == ' ' || line[tab - 1] == ' ' || is_digit(line[tab + 1]) ||
        line[tab + 1] == '\t') {
        return 0;
    }
    const std::string_view tag = line.substr(0, tab);
    return tag.find(' ') != std::string_view::npos && tag.find(':') == std::string_view::npos
               ? tab + 1
               : 0;
}

std::size_t task_prefix_length(std::string_view line) {
    if (line.empty()) {
        return 0;
    }
    if (line.front() == ' ') {
        if (const std::size_t earthly = earthly_prefix_length(line); earthly > 0) {
            return earthly;
        }
    }
    if (is_digit(line.front())) {
        if (const std::size_t dagger = dagger_prefix_length(line); dagger > 0) {
            return dagger;
        }
    }
    if (const std::size_t ci = ci_prefix_length(line); ci > 0) {
        return ci;
    }
    if (const std::size_t tag = spaced_tag_length(line); tag > 0) {
        return tag;
    }
    if (const std::size_t nix = nix_prefix_length(line); nix > 0) {
        return nix;
    }
    if (const std::size_t pod = pod_prefix_length(line); pod > 0) {
        return pod;
    }
    // Docker BuildKit's plain progress: the step and the seconds since it began, "#12
    // 1.234 src/a.ts(3,5): error …", and the step's own lines, "#12 [build 4/6] RUN …".
    if (line.front() == '#') {
        std::size_t k = 1;
        while (k < line.size() && k < 8 && is_digit(line[k])) {
            ++k;
        }
        if (k == 1 || k >= line.size() || line[k] != ' ') {
            return 0;
        }
        const std::size_t step = ++k;
        bool dot = false;
        while (k < line.size() && k < step + 12 && (is_digit(line[k]) || line[k] == '.')) {
            dot = dot || line[k] == '.';
            ++k;
        }
        return dot && k > step && (k == line.size() || line[k] == ' ')
                   ? std::min(k + 1, line.size())
                   : step;
    }
    // BuildKit repeats a failed step's last lines under "------" with the seconds alone:
    // "2.062 src/config.ts(5,5): error TS2322: …".
    if (is_digit(line.front())) {
        std::size_t k = 0;
        while (k < line.size() && k < 6 && is_digit(line[k])) {
            ++k;
        }
        if (k + 4 <= line.size() && line[k] == '.' && is_digit(line[k + 1]) &&
            is_digit(line[k + 2]) && is_digit(line[k + 3]) &&
            (k + 4 == line.size() || line[k + 4] == ' ')) {
            return std::min(k + 5, line.size());
        }
        // concurrently's --prefix "{index}:{name} >": "0:admin > src/a.ts(5,14): error …".
        if (k < line.size() && line[k] == ':') {
            std::size_t name = k + 1;
            while (name < line.size() && name <= k + 41 && is_name_byte(line[name]) &&
                   line[name] != '/') {
                ++name;
            }
            if (name > k + 1 && line.substr(name, 2) == " >" &&
                (name + 2 == line.size() || line[name + 2] == ' ')) {
                return std::min(name + 3, line.size());
            }
        }
        return 0;
    }
    // wsrun: " | " before each line of a package's output (its name alone above).
    if (line.starts_with(" | ") || line == " |") {
        return std::min<std::size_t>(3, line.size());
    }
    if (line.front() == '[') {
        // concurrently's --prefix "[{time}]": "[11:07:30.201] ".
        std::size_t t = 1;
        while (t < line.size() && t < 30 &&
               (is_digit(line[t]) || line[t] == ':' || line[t] == '.')) {
            ++t;
        }
        if (t > 5 && t + 1 < line.size() && line[t] == ']' && line[t + 1] == ' ' &&
            line.substr(1, t - 1).find(':') != std::string_view::npos) {
            return t + 2;
        }
        std::size_t k = 1;
        while (k < line.size() && k <= 61 && (is_name_byte(line[k]) || line[k] == ':')) {
            ++k;
        }
        const std::size_t name_end = k;
        while (k > 1 && k < line.size() && k <= 61 && line[k] == ' ') {
            ++k;
        }
        // (Nor a class's qualified name, Perl::Critic's "[InputOutput::ProhibitTwoArgOpen]
        // …"; ultra's "[@acme/api::mocha] " is a task.)
        const std::string_view name = line.substr(1, name_end - 1);
        if (name_end == 1 || k + 1 >= line.size() || line[k] != ']' || is_log_level(name) ||
            (name.front() >= 'A' && name.front() <= 'Z' &&
             name.find("::") != std::string_view::npos)) {
            return 0;
        }
        if (line[k + 1] == ' ') {
            // act (GitHub Actions run locally): "[CI/test]   | " before a step's output.
            std::size_t bar = k + 1;
            while (bar < line.size() && bar < k + 8 && line[bar] == ' ') {
                ++bar;
            }
            if (bar < line.size() && line[bar] == '|' &&
                (bar + 1 == line.size() || line[bar + 1] == ' ')) {
                return std::min(bar + 2, line.size());
            }
            return k + 2;
        }
        // yarn 4's workspaces foreach: "[@mono/api]: src/handler.ts(8,31): error …".
        return line[k + 1] == ':' && k + 2 < line.size() && line[k + 2] == ' ' ? k + 3 : 0;
    }
    // pnpm shortens a long folder with a leading "…".
    constexpr std::string_view k_ellipsis = "\xE2\x80\xA6";
    const std::size_t start = line.starts_with(k_ellipsis) ? k_ellipsis.size() : 0;
    if (start >= line.size() || !is_name_byte(line[start]) || line[start] == '-' ||
        (line[start] == '/' && start == 0)) {
        return 0;
    }
    std::size_t k = start;
    bool slash = false;
    while (k < line.size() && k <= 60 && is_name_byte(line[k])) {
        slash = slash || line[k] == '/';
        ++k;
    }
    // docker compose logs: the service, padded, then "| " ("app-1  | npm ERR! …").
    std::size_t pad = k;
    while (pad < line.size() && pad < k + 40 && line[pad] == ' ') {
        ++pad;
    }
    if (pad > k && pad < line.size() && line[pad] == '|' && !slash) {
        return pad + 1 == line.size() ? pad + 1 : line[pad + 1] == ' ' ? pad + 2 : 0;
    }
    if (k + 1 >= line.size()) {
        return 0;
    }
    // GNU parallel --tag with a file for the argument ("tests/a.py\tFAILED …"): dots
    // allowed, but not before a number (a tab-separated finding, "src/a.py\t12\t…").
    if (line[k] == '.' && !slash_start(line, start)) {
        std::size_t tab = k;
        while (tab < line.size() && tab <= 120 && line[tab] != '\t' && line[tab] != ' ' &&
               line[tab] != ':') {
            ++tab;
        }
        if (tab + 1 < line.size() && line[tab] == '\t' && !is_digit(line[tab + 1]) &&
            line[tab + 1] != '\t') {
            return tab + 1;
        }
    }
    // GNU parallel --tag: the argument, then a tab ("cart\t  2:15  error …"); not go
    // test's verdict, "FAIL\texample.com/tm\t0.002s".
    // With --tagstring, a mark may end the tag ("svc-cart>\tFAILED …", '{}>').
    const std::size_t tab = k + 1 < line.size() && line[k + 1] == '\t' &&
                                    (line[k] == '>' || line[k] == ':' || line[k] == ']')
                                ? k + 1
                                : k;
    if (line[tab] == '\t' && k > start &&
        std::any_of(line.begin() + static_cast<std::ptrdiff_t>(start),
                    line.begin() + static_cast<std::ptrdiff_t>(k),
                    [](char c) { return (c >= 'a' && c <= 'z') || is_digit(c); })) {
        return tab + 1;
    }
    // concurrently --prefix "{name}|{pid}": "api|22653 ".
    if (line[k] == '|' && k + 1 < line.size() && is_digit(line[k + 1]) && !slash) {
        std::size_t end = k + 1;
        while (end < line.size() && end < k + 12 && is_digit(line[end])) {
            ++end;
        }
        // (One space: the rest is the program's own indentation.)
        return end < line.size() && line[end] == ' ' ? end + 1 : 0;
    }
    // concurrently's --prefix "{name}|": "auth| src/a.py:2: error: …".
    if (line[k] == '|' && k > start && !slash && (k + 1 == line.size() || line[k + 1] == ' ')) {
        return std::min(k + 2, line.size());
    }
    // lerna run --stream: a scoped package's name and ": " ("@mono/utils: ").
    if (line[start] == '@' && slash && line[k] == ':' && line[k + 1] == ' ') {
        return k + 2;
    }
    // name ":" task ": " (turbo, nx); folder " " script ": " (pnpm); package " " script
    // ": " (bun run --filter: "pkg-a test: "; npm package names are lower case).
    const bool package = std::none_of(line.begin() + static_cast<std::ptrdiff_t>(start),
                                      line.begin() + static_cast<std::ptrdiff_t>(k),
                                      [](char c) { return c >= 'A' && c <= 'Z'; });
    if (line[k] == ':' || (line[k] == ' ' && (slash || package))) {
        const std::size_t task = task_name_length(line.substr(k + 1));
        return task == 0 ? 0 : k + 1 + task;
    }
    return 0;
}

// The project a line names at its start the way nx's --output-style=stream and lerna's
// --stream name an unscoped package: a lower-case name, ":", then a space or the end
// ("api:     price_test.go:18: …", "pyutil: FAILED …"); "" when none. Words that
// programs print that way themselves ("error: ", "note: ") never qualify; whether a
// name is a task's is decided over the whole log (strip_line_decorations).
std::string_view bare_task_name(std::string_view line) {
    if (line.empty() || line[0] < 'a' || line[0] > 'z') {
        return {};
    }
    std::size_t k = 1;
    while (k < line.size() && k <= 40 &&
           ((line[k] >= 'a' && line[k] <= 'z') || is_digit(line[k]) || line[k] == '-' ||
            line[k] == '_')) {
        ++k;
    }
    if (k >= line.size() || line[k] != ':' || (k + 1 < line.size() && line[k + 1] != ' ')) {
        return {};
    }
    const std::string_view name = line.substr(0, k);
    for (const std::string_view word :
         {"error",      "warning", "warn",      "note",   "help",     "info",     "fatal",
          "debug",      "trace",   "hint",      "panic",  "usage",    "fail",     "failed",
          "failure",    "ok",      "success",   "notice", "critical", "caused",   "cause",
          "reason",     "at",      "file",      "line",   "message",  "expected", "received",
          "actual",     "stack",   "exception", "make",   "npm",      "yarn",     "pnpm",
          "node",       "bash",    "sh",        "go",     "cargo",    "python",   "python3",
          "error_code", "code",    "details",   "http",   "https",    "gcc",      "cc",
          "cc1",        "clang",   "ld",        "as",     "collect2", "rustc"}) {
        if (name == word) {
            return {};
        }
    }
    // A program naming itself before its own diagnostics ("gcc: error: a.c: No such
    // file", "ld: warning: …") is not a project's stream.
    const std::string_view rest = line.substr(std::min(k + 2, line.size()));
    for (const std::string_view severity :
         {"error", "warning", "fatal", "note:", "cannot ", "undefined reference", "No such "}) {
        if (rest.starts_with(severity)) {
            return {};
        }
    }
    return name;
}

// The lower-case word `line` starts with when a space follows it ("api " of "api   1
// passing", concurrently's --prefix "{name}"); "" when none.
std::string_view spaced_name(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k <= 40 &&
           ((line[k] >= 'a' && line[k] <= 'z') ||
            (k > 0 && (is_digit(line[k]) || line[k] == '-' || line[k] == '_')))) {
        ++k;
    }
    if (k == 0 || k >= line.size() || line[k] != ' ') {
        return {};
    }
    return line.substr(0, k);
}

// `line` without a JUnit <failure> or <error> tag it starts with (after spaces) when
// text follows the tag, and without a closing "</failure>" or "</error>" it ends with
// after text; `line` itself otherwise.
std::string_view junit_body_line(std::string_view line) {
    const std::size_t start = line.find_first_not_of(" \t");
    if (start != std::string_view::npos &&
        (line.substr(start).starts_with("<failure") || line.substr(start).starts_with("<error"))) {
        const std::size_t close = line.find('>', start);
        if (close != std::string_view::npos && close + 1 < line.size() && line[close - 1] != '/') {
            line.remove_prefix(close + 1);
        }
    }
    for (const std::string_view end : {"</failure>", "</error>"}) {
        if (line.size() > end.size() && line.ends_with(end)) {
            line.remove_suffix(end.size());
            break;
        }
    }
    return line;
}

template <typename Fn> void for_each_line(std::string_view text, Fn&& fn) {
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        if (!fn(text.substr(start, end - start))) {
            return;
        }
        start = end + 1;
    }
}

// The length of the frame @clack/prompts draws at `line`'s start: "│  " (or "│" alone)
// and the step markers "■  ", "◆  ", "◇  ", "▲  ".
std::size_t frame_length(std::string_view line) {
    for (const std::string_view mark :
         {"\xE2\x94\x82", "\xE2\x96\xA0", "\xE2\x97\x86", "\xE2\x97\x87", "\xE2\x96\xB2"}) {
        if (line == mark) {
            return line.size();
        }
        if (line.starts_with(mark) && line.substr(mark.size(), 2) == "  ") {
            return mark.size() + 2;
        }
    }
    return 0;
}

} // namespace

// The length of Ant's "    [javac] " at `line`'s start (spaces, a lower-case task name
// in brackets, a space), 0 when none.
std::size_t ant_task_length(std::string_view line) {
    std::size_t k = 0;
    while (k < line.size() && k < 12 && line[k] == ' ') {
        ++k;
    }
    if (k == 0 || k >= line.size() || line[k] != '[') {
        return 0;
    }
    const std::size_t name = ++k;
    while (k < line.size() && k - name < 20 &&
           ((line[k] >= 'a' && line[k] <= 'z') || line[k] == '-')) {
        ++k;
    }
    if (k == name || k >= line.size() || line[k] != ']') {
        return 0;
    }
    return k + 1 < line.size() && line[k + 1] == ' ' ? k + 2 : k + 1;
}

// The records of a producer that writes a child's lines as JSON, one a line: turbo
// --json's {"source":"@a/b#test","level":"stdout","text":"…"}, pnpm --reporter=ndjson's
// {"name":"pnpm:lifecycle",…,"line":"…"}, Docker's json-file log {"log":"…\n","stream":
// "stdout","time":"…"}, nix's --log-format internal-json "@nix {…}" (its build log
// lines are results of type 101, {"action":"result","fields":["…"],"type":101}, its
// messages "msg" records).
constexpr std::string_view k_nix_record = "@nix {";

enum class Record : std::uint8_t { none, turbo, pnpm, docker, nix };

// Whose record `line` is, by the keys it holds; none when it is no such record.
Record record_kind(std::string_view line) {
    if (line.starts_with(k_nix_record)) {
        return Record::nix;
    }
    if (line.empty() || line.front() != '{') {
        return Record::none;
    }
    if (contains(line, "\"text\":") && contains(line, "\"source\":")) {
        return Record::turbo;
    }
    if (contains(line, "\"name\":\"pnpm:")) {
        return Record::pnpm;
    }
    if (contains(line, "\"log\":") && contains(line, "\"stream\":")) {
        return Record::docker;
    }
    return Record::none;
}

// The child's line a record carries; empty when `line` is no record or carries none.
std::optional<std::string> json_record_line(std::string_view line) {
    const Record kind = record_kind(line);
    if (kind == Record::none) {
        return std::nullopt;
    }
    const bool nix = kind == Record::nix;
    if (nix) {
        line.remove_prefix(k_nix_record.size() - 1);
    }
    const auto record = nlohmann::json::parse(line, nullptr, false);
    if (record.is_discarded() || !record.is_object()) {
        return std::nullopt;
    }
    if (nix) {
        const auto action = record.find("action");
        if (action == record.end() || !action->is_string()) {
            return std::nullopt;
        }
        if (*action == "msg") {
            const auto msg = record.find("msg");
            return msg != record.end() && msg->is_string()
                       ? std::optional<std::string>(msg->get<std::string>())
                       : std::nullopt;
        }
        const auto type = record.find("type");
        const auto fields = record.find("fields");
        if (*action == "result" && type != record.end() && *type == 101 && fields != record.end() &&
            fields->is_array() && !fields->empty() && fields->front().is_string()) {
            return fields->front().get<std::string>();
        }
        return std::nullopt;
    }
    const auto field = record.find(kind == Record::turbo  ? "text"
                                   : kind == Record::pnpm ? "line"
                                                          : "log");
    if (field == record.end() || !field->is_string()) {
        return std::nullopt;
    }
    return field->get<std::string>();
}

// The text with each task runner's record replaced by its child's line (other JSON
// records dropped: progress and summaries), cleaned again (the children's colours
// travel escaped inside the JSON).
std::string decode_json_records(std::string_view all) {
    std::string decoded;
    for_each_line(all, [&](std::string_view line) {
        if (const std::optional<std::string> child = json_record_line(line)) {
            decoded += *child;
            if (decoded.empty() || decoded.back() != '\n') {
                decoded += '\n';
            }
        } else if (record_kind(line) == Record::none && (line.empty() || line.front() != '{')) {
            decoded += line;
            decoded += '\n';
        }
        return true;
    });
    return clean_output(decoded);
}

// pnpm -r's line as a script starts, a folder, the script and "$ ": "packages/geo
// test$ vitest run".
bool is_pnpm_script_start(std::string_view line) {
    const std::size_t dollar = line.find("$ ");
    if (dollar == std::string_view::npos || dollar >= 80) {
        return false;
    }
    const std::string_view head = line.substr(0, dollar);
    const std::size_t space = head.find(' ');
    return space != std::string_view::npos && head.find('/') < space &&
           head.find(' ', space + 1) == std::string_view::npos;
}

// The length of ctest -V's "12: " before `line` (followed by `then` when it is not empty);
// 0 when none.
std::size_t ctest_test_prefix_length(std::string_view line, std::string_view then) {
    std::size_t k = 0;
    while (k < line.size() && k < 5 && is_digit(line[k])) {
        ++k;
    }
    if (k == 0 || k + 1 >= line.size() || line[k] != ':' || line[k + 1] != ' ' ||
        !line.substr(k + 2).starts_with(then)) {
        return 0;
    }
    return k + 2;
}

std::string strip_line_decorations(std::string text) {
    const std::string_view all(text);
    bool stamped = false;
    std::size_t sampled = 0;
    std::size_t prefixed = 0;
    // Ant ("Buildfile: /a/build.xml" first) puts its task's name before every line the
    // task prints, right-aligned: "     [java] Exception in thread …", "    [javac] a.java:3:
    // error: …".
    constexpr std::string_view k_ant = "Buildfile: ";
    bool ant = false;
    // ctest -V puts the test's number before each line its program prints: "1: Test
    // command: /a/build/ledger_gtest" first, then "1: [  FAILED  ] ParseCents.Decimal".
    constexpr std::string_view k_test_command = "Test command: ";
    bool ctest_verbose = false;
    // A box drawn around a message (Tailwind CSS 4: "┌", "│ Error: Cannot apply unknown
    // utility class `btn-base`", "└"): its lines lose the bar.
    constexpr std::string_view k_box_open = "\xE2\x94\x8C";  // ┌
    constexpr std::string_view k_box_close = "\xE2\x94\x94"; // └
    // Terraform draws its diagnostics' box as "╷", "│ Error: …", "╵".
    constexpr std::string_view k_tick_open = "\xE2\x95\xB7";  // ╷
    constexpr std::string_view k_tick_close = "\xE2\x95\xB5"; // ╵
    bool boxed = false;
    // The frame @clack/prompts draws down the left of a CLI's log (Storybook, Nuxt):
    // "│  [UNRESOLVED_IMPORT] Could not resolve './Badge' in", "■  Failed to build".
    constexpr std::string_view k_bar = "\xE2\x94\x82"; // │
    std::size_t barred = 0;
    std::size_t records = 0; // a task runner's JSON records (json_record_line)
    // Unscoped project names before lines (bare_task_name), with how many lines each has.
    std::vector<std::pair<std::string_view, std::size_t>> bare_names;
    const auto bare_entry = [&](std::string_view name) {
        return std::find_if(bare_names.begin(), bare_names.end(),
                            [&](const auto& entry) { return entry.first == name; });
    };
    // Names before a space (concurrently's --prefix "{name}": "api   1 passing"), with how
    // many lines start with each and whether one line is the name alone ("api ", the
    // prefix of an empty line), which is what tells them from a sentence's first word.
    struct Spaced {
        std::string_view name;
        std::size_t lines = 0;
        bool alone = false;
    };
    std::vector<Spaced> spaced_names;
    std::size_t bracketed = 0; // lines with yarn's "[@mono/api]: "
    std::size_t foldered = 0;  // lines with pnpm's "packages/api test: "
    // A log is decorated throughout: its first 200 non-empty lines decide.
    for_each_line(all, [&](std::string_view line) {
        stamped = stamped || timestamp_length(line) > 0;
        const std::string_view rest = line.substr(timestamp_length(line));
        if (!trim(rest).empty()) {
            ++sampled;
            if (const std::size_t n = task_prefix_length(rest); n > 0) {
                ++prefixed;
                // (A collector's prefix, then the stamp it was asked for: "tests-1  |
                // 2026-11-27T22:22:25.000605425Z …", docker compose logs --timestamps.)
                stamped = stamped || timestamp_length(rest.substr(n)) > 0;
                // yarn 4's "[@mono/api]: " names a (scoped) workspace as nothing else does
                // (Vite's "[vite]: Rollup failed to resolve import …" is its own line).
                if (rest.front() == '[' && n >= 5 && rest[1] == '@' &&
                    rest.substr(n - 3, 3) == "]: ") {
                    ++bracketed;
                }
                // So does lerna's and nx's stream, "@mono/web: " (an nx run's own lines
                // between, "> nx run @mono/web:test", are many).
                if (rest.front() == '@' && n >= 5 && rest.substr(n - 2, 2) == ": " &&
                    rest.substr(0, n).find('/') != std::string_view::npos) {
                    ++bracketed;
                }
                // pnpm -r --stream's "packages/geo check: " (a folder and a script) names a
                // workspace as a program's own line does not.
                const std::string_view prefix = rest.substr(0, n);
                if (n >= 5 && prefix.ends_with(": ") && prefix.find('/') < prefix.find(' ') &&
                    prefix.find(' ') + 2 < n) {
                    ++foldered;
                }
            } else if (is_pnpm_script_start(rest)) {
                ++foldered;
            } else if (const std::string_view name = bare_task_name(rest); !name.empty()) {
                if (const auto seen = bare_entry(name); seen != bare_names.end()) {
                    ++seen->second;
                } else if (bare_names.size() < 16) {
                    bare_names.emplace_back(name, 1);
                }
            }
            if (const std::string_view word = spaced_name(rest); !word.empty()) {
                auto seen = std::find_if(spaced_names.begin(), spaced_names.end(),
                                         [&](const Spaced& entry) { return entry.name == word; });
                if (seen == spaced_names.end() && spaced_names.size() < 16) {
                    seen = spaced_names.insert(seen, Spaced{word});
                }
                if (seen != spaced_names.end()) {
                    ++seen->lines;
                    seen->alone = seen->alone || rest.size() == word.size() + 1;
                }
            }
            ant = ant || rest.starts_with(k_ant);
            ctest_verbose = ctest_verbose || ctest_test_prefix_length(rest, k_test_command) > 0;
            boxed = boxed || rest == k_box_open || rest == k_tick_open;
            if (rest.starts_with(k_bar) &&
                (rest.size() == k_bar.size() || rest.substr(k_bar.size(), 2) == "  ")) {
                ++barred;
            }
            // (Every pnpm or nix record counts: most carry no child's line.)
            if ((rest.front() == '{' || rest.front() == '@') && record_kind(rest) != Record::none) {
                ++records;
            }
        }
        return sampled < 200;
    });
    if (sampled > 0 && records * 5 >= sampled * 3) {
        // The children's lines, decoded, are decorated like any log.
        return strip_line_decorations(decode_json_records(all));
    }
    // A few project names, one at least before several lines, which with the other task
    // prefixes start most lines: nx's and lerna's stream of unscoped packages, a shell
    // loop's `sed "s|^|$dir: |"` (whose green project may print one line). Two names at
    // least: a tool that puts its own name before its lines ("mandoc: frob.1:18:2: ERROR:
    // …") is read as it is.
    const auto several = std::count_if(bare_names.begin(), bare_names.end(),
                                       [](const auto& entry) { return entry.second >= 2; });
    if (several >= 2) {
        std::erase_if(bare_names, [](const auto& entry) { return entry.second < 2; });
    }
    std::size_t named_lines = 0;
    for (const auto& entry : bare_names) {
        named_lines += entry.second;
    }
    if (bare_names.size() < 2 || bare_names.size() > 8 || several == 0) {
        bare_names.clear();
        named_lines = 0;
    }
    // Two names at least, each alone on a line, which with the other prefixes start most
    // lines.
    std::erase_if(spaced_names, [](const Spaced& entry) { return !entry.alone; });
    if (spaced_names.size() < 2 || spaced_names.size() > 8) {
        spaced_names.clear();
    }
    for (const Spaced& entry : spaced_names) {
        named_lines += entry.lines;
    }
    const bool tasks = sampled >= 3 && ((prefixed + named_lines) * 5 >= sampled * 3 ||
                                        (bracketed >= 2 && bracketed * 3 >= sampled) ||
                                        (foldered >= 2 && foldered * 4 >= sampled));
    const bool framed = barred >= 3;
    // pytest prints a crash of its own or of a plugin's hook with "INTERNALERROR> "
    // before every line of the traceback.
    constexpr std::string_view k_internal = "INTERNALERROR> ";
    const bool internal = all.find(k_internal) != std::string_view::npos;
    // GitHub Actions' log groups, which test runners open per file when they see
    // GITHUB_ACTIONS (bun: "::group::test/a.test.ts:", "::endgroup::"): the title stays.
    constexpr std::string_view k_group = "::group::";
    constexpr std::string_view k_endgroup = "::endgroup::";
    // memmem, not find: find stops at every ':' of a log to compare the rest.
    const bool grouped = memmem(all.data(), all.size(), k_group.data(), k_group.size()) != nullptr;
    // A JUnit document printed on the console whose <failure> holds a tool's lines, the
    // first right after the tag and the last before the closing one (mypy --junit-xml
    // /dev/stdout: '<failure message="mypy produced messages">util.py:1: error: …'): the
    // tags come off those lines.
    constexpr std::string_view k_failure = "<failure message=";
    const bool junit = find_rare(all, k_failure) != std::string_view::npos;
    if (!stamped && !tasks && !internal && !grouped && !ant && !framed && !boxed && !junit &&
        !ctest_verbose) {
        return text;
    }
    std::string out;
    bool in_box = false;
    out.reserve(text.size());
    // Lines that keep all their bytes are copied in runs: most lines of a log that has a
    // time stamp here and there have none.
    const char* kept = all.data(); // the start of the run not yet copied
    for_each_line(all, [&](std::string_view line) {
        const std::string_view whole = line;
        line.remove_prefix(timestamp_length(line));
        if (tasks) {
            std::size_t prefix = task_prefix_length(line);
            if (prefix == 0 && !bare_names.empty()) {
                const std::string_view name = bare_task_name(line);
                if (!name.empty() && bare_entry(name) != bare_names.end()) {
                    prefix = std::min(name.size() + 2, line.size());
                }
            }
            if (prefix == 0 && !spaced_names.empty()) {
                const std::string_view word = spaced_name(line);
                if (!word.empty() &&
                    std::any_of(spaced_names.begin(), spaced_names.end(),
                                [&](const Spaced& entry) { return entry.name == word; })) {
                    prefix = word.size() + 1;
                }
            }
            line.remove_prefix(prefix);
            if (prefix > 0) {
                line.remove_prefix(timestamp_length(line));
            }
        }
        if (ant) {
            line.remove_prefix(ant_task_length(line));
        }
        if (ctest_verbose) {
            line.remove_prefix(ctest_test_prefix_length(line, {}));
        }
        // (A box's bar first: "│   on main.tf line 6" keeps the two spaces of its own
        // that a frame's "│  " would take.)
        bool unboxed = false;
        if (boxed) {
            if (line == k_box_open || line == k_tick_open) {
                in_box = true;
            } else if (line.starts_with(k_box_close) || line == k_tick_close) {
                in_box = false;
            } else if (in_box && line.starts_with(k_bar) && line.substr(k_bar.size(), 1) == " ") {
                line.remove_prefix(k_bar.size() + 1);
                unboxed = true;
            }
        }
        if (framed && !unboxed) {
            line.remove_prefix(frame_length(line));
        }
        if (internal && line.starts_with(k_internal)) {
            line.remove_prefix(k_internal.size());
        }
        if (junit) {
            line = junit_body_line(line);
        }
        if (grouped && line.starts_with(k_group)) {
            line.remove_prefix(k_group.size());
        } else if (grouped && line.starts_with(k_endgroup)) {
            line.remove_prefix(k_endgroup.size());
        }
        if (line.size() != whole.size()) {
            out.append(kept, whole.data());
            // rsyslog writes a control character as '#' and three octal digits: a Go
            // frame's tab is "#011".
            if (line.starts_with("#011") && whole.size() > line.size() + 4 &&
                whole[whole.size() - line.size() - 2] == ':') {
                while (line.starts_with("#011")) {
                    out += '\t';
                    line.remove_prefix(4);
                }
            }
            out += line;
            out += '\n';
            kept = whole.data() + whole.size() + 1;
        }
        return true;
    });
    if (kept < all.data() + all.size()) {
        out.append(kept, all.data() + all.size());
    } else if (!text.empty() && text.back() != '\n' && !out.empty()) {
        out.pop_back(); // the last line was rewritten, with a newline it did not have
    }
    return out;
}

} // namespace loopclose::core
