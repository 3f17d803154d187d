// SPDX-License-Identifier: MIT
#include "core/located_lines.hpp"

#include "core/detectors/common.hpp"
#include "core/paths.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace loopclose::core::detail {

namespace {

constexpr std::size_t k_max_items = 50;
constexpr std::size_t k_max_line = 2000;
constexpr std::size_t k_max_prefix = 40;

// Removes a run of digits from the front and returns it (empty when there is none).
std::string_view eat_digits(std::string_view& t) {
    std::size_t k = 0;
    while (k < t.size() && is_digit(t[k])) {
        ++k;
    }
    const std::string_view digits = t.substr(0, k);
    t.remove_prefix(k);
    return digits;
}

// Its value (0 when there is none).
unsigned eat_number(std::string_view& t) {
    return parse_small_number(eat_digits(t));
}

// The same for a column: "0" is kept as k_column_zero (a tool counting from 0).
std::uint32_t eat_column(std::string_view& t) {
    return parse_column(eat_digits(t));
}

// A path as these tools print it: no white space, a letter in it, not a URL's
// scheme, not a Makefile (make's own place).
bool plausible_path(std::string_view path) {
    if (path.empty() || path.size() > 300 ||
        std::any_of(path.begin(), path.end(),
                    [](char c) {
                        return is_blank(c) || c == '"' || c == '\'' || c == '(' || c == ')' ||
                               c == '|';
                    }) ||
        std::none_of(path.begin(), path.end(), is_letter)) {
        return false;
    }
    const std::size_t slash = path.rfind('/');
    const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    // (Nor a severity: spirv-val's "error: line 13: Expected …" names no file.)
    const std::string lower = ascii_lower(path);
    // (Nor one letter alone: an assembler's listing names a memory space and an address,
    // a56's "P:0041 060A80         do      #10,endloop".)
    if (path.size() == 1) {
        return false;
    }
    // (Nor a shell running a command line: "bash: line 1:  1648 CPU time limit exceeded".)
    if (path == "bash" || path == "sh" || path == "dash" || path == "zsh" || path == "ksh" ||
        path == "rc" || path == "mksh" || path == "yash" || path == "ash" || path == "tcsh" ||
        path == "csh" || path == "fish") {
        return false;
    }
    return !name.empty() && name != "Makefile" && name != "makefile" && name != "GNUmakefile" &&
           lower != "error" && lower != "warning" && lower != "fatal" && lower != "note";
}

// "word words: " before the place ("error: ", "dns_rdata_fromtext: ", "Syntax check
// failed with: "): its length, 0 when there is none.
std::size_t prefix_length(std::string_view t) {
    if (t.empty() || !is_letter(t.front())) {
        return 0;
    }
    bool spaced = false;
    for (std::size_t k = 1; k < t.size() && k <= k_max_prefix; ++k) {
        const char c = t[k];
        if (c == ':') {
            if (k + 1 < t.size() && t[k + 1] == ' ') {
                return k + 2;
            }
            // The GNU coding standards' "program:sourcefile:lineno: message" glues the
            // program's name to the place: "fetchmail:/etc/fetchmailrc:4: syntax error".
            // (Or a file's name: GNU pic's "pic:diagram.ms:5: syntax error before 'arrow'".)
            if (spaced || k + 1 >= t.size()) {
                return 0;
            }
            if (t[k + 1] == '/' || t[k + 1] == '.') {
                return k + 1;
            }
            const std::string_view rest = t.substr(k + 1);
            const std::size_t colon = rest.find(':');
            const std::string_view name = rest.substr(0, std::min(colon, rest.size()));
            return colon != std::string_view::npos && colon + 1 < rest.size() &&
                           is_digit(rest[colon + 1]) && name.find('.') != std::string_view::npos &&
                           name.find(' ') == std::string_view::npos
                       ? k + 1
                       : 0;
        }
        spaced = spaced || c == ' ';
        if (!(is_letter(c) || is_digit(c) || c == ' ' || c == '_' || c == '-' || c == '.' ||
              c == '[' || c == ']')) {
            return 0;
        }
    }
    return 0;
}

struct Found {
    std::string_view file;
    unsigned line = 0;
    unsigned column = 0;
    std::string_view message;
};

// After a line number: its column, ":col" or ".col" (0 when there is none), and the
// end of a range that may follow ("-12", "-12.8"), taken off `rest`.
unsigned eat_column_and_range(std::string_view& rest) {
    unsigned column = 0;
    if (rest.size() > 1 && (rest[0] == ':' || rest[0] == '.') && is_digit(rest[1])) {
        rest.remove_prefix(1);
        column = eat_column(rest);
    }
    // (Augeas leaves the line out of a range on one line: "myconf.aug:7.0-.3:".)
    if (rest.size() > 2 && rest[0] == '-' && rest[1] == '.' && is_digit(rest[2])) {
        rest.remove_prefix(2);
        eat_number(rest);
    } else if (rest.size() > 1 && rest[0] == '-' && is_digit(rest[1])) {
        rest.remove_prefix(1);
        eat_number(rest);
        if (rest.size() > 1 && rest[0] == '.' && is_digit(rest[1])) {
            rest.remove_prefix(1);
            eat_number(rest);
        }
    }
    return column;
}

// "path:line[:col|.col][-range][:] message".
Found colon_place(std::string_view t) {
    const std::size_t colon = t.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return {};
    }
    Found f{t.substr(0, colon), 0, 0, {}};
    std::string_view rest = t.substr(colon + 1);
    // (promtool: "alerts.yml: 5:15: group …", a space before the line and column;
    // Asymptote: "diagram.asy: 5.13: no matching variable 'C'"; unifdef, a line alone
    // after a file's name with a dot: "cfg.h: 5: Inappropriate #else (#if line 1 …)".)
    if (rest.size() > 3 && rest[0] == ' ' && is_digit(rest[1])) {
        std::string_view numbers = rest.substr(1);
        eat_number(numbers);
        if (numbers.size() > 1 &&
            (((numbers[0] == ':' || numbers[0] == '.') && is_digit(numbers[1])) ||
             (starts_with(numbers, ": ") && f.file.find('.') != std::string_view::npos))) {
            rest.remove_prefix(1);
        }
    }
    f.line = eat_number(rest);
    if (f.line == 0) {
        return {};
    }
    f.column = eat_column_and_range(rest);
    eat(rest, ":");
    // (A severity glued to the place: checkmodule's "local.te:9:ERROR 'syntax error' at
    // token '' on line 9:".)
    // (Or a parser's message: augparse's "myconf.aug:7.0-.3:syntax error, unexpected …".)
    if (!eat(rest, " ") && !starts_with(rest, "ERROR ") && !starts_with(rest, "error ") &&
        !starts_with(rest, "syntax error")) {
        return {};
    }
    f.message = trim(rest);
    // (Not a progress figure: xz -v's "corrupt.xz: 11.8 %, 112 B / 129 B = 0.868".)
    if (starts_with(f.message, "%")) {
        return {};
    }
    return f;
}

// "[path:line] message" (php-fpm's "ERROR: [/etc/php-fpm.d/www.conf:12] unknown entry
// 'x'").
Found bracketed_colon_place(std::string_view t) {
    if (t.size() < 5 || t.front() != '[') {
        return {};
    }
    const std::size_t close = t.find("] ");
    if (close == std::string_view::npos || close > 300) {
        return {};
    }
    const std::string_view inside = t.substr(1, close - 1);
    const std::size_t colon = inside.rfind(':');
    if (colon == std::string_view::npos || colon == 0) {
        return {};
    }
    std::string_view number = inside.substr(colon + 1);
    Found f{inside.substr(0, colon), eat_number(number), 0, trim(t.substr(close + 2))};
    if (f.line == 0 || !number.empty()) {
        return {};
    }
    return f;
}

// FreeRADIUS's "raddb/radiusd.conf[48]: Failed to find …", fasm's "hello.asm [11]:"
// (its message on a line below), DASM's "game.asm (15): error: Unknown Mnemonic".
Found bracket_place(std::string_view t) {
    const std::size_t open = t.find_first_of("[(");
    if (open == std::string_view::npos || open == 0) {
        return {};
    }
    const char close = t[open] == '[' ? ']' : ')';
    const std::size_t end = open > 1 && t[open - 1] == ' ' ? open - 1 : open;
    std::string_view rest = t.substr(open + 1);
    Found f{t.substr(0, end), eat_number(rest), 0, {}};
    // (A file's name, with a dot or a slash: not a program's "make[1]: ".)
    if (f.file.find_first_of("./") == std::string_view::npos || f.line == 0 || rest.empty() ||
        rest.front() != close) {
        return {};
    }
    rest.remove_prefix(1);
    // (fasm names the macro a line is in after the place: "macros.inc [5] exit_with [3]:".)
    if (rest.size() > 1 && rest[0] == ' ' && close == ']' && rest.back() == ':' &&
        rest.find(' ', 1) == rest.find(" [")) {
        return {f.file, f.line, 0, {}};
    }
    if (!eat(rest, ":") || (!rest.empty() && !eat(rest, " "))) {
        return {};
    }
    f.message = trim(rest);
    return f;
}

// "path line N", "path: line N", "path, line N", "path on line N" (rsnapshot), with a
// ':' or the end after N.
Found worded_place(std::string_view t) {
    std::size_t end = 0;
    while (end < t.size() && !is_blank(t[end])) {
        ++end;
    }
    std::string_view path = t.substr(0, end);
    if (!path.empty() && (path.back() == ':' || path.back() == ',')) {
        path.remove_suffix(1);
    }
    std::string_view rest = t.substr(end);
    // (xa65: "blink.a65:line 21: c020:Syntax error".)
    if (const std::size_t glued = path.find(":line");
        glued != std::string_view::npos && glued > 0 && glued + 5 == path.size()) {
        path = path.substr(0, glued);
        if (!plausible_path(path) || !eat(rest, " ")) {
            return {};
        }
    } else if (!plausible_path(path) ||
               !(eat(rest, " line ") || eat(rest, " around line ") || eat(rest, " on line "))) {
        return {}; // ("\"a.gp\" line 7" is quoted_place's; pod2man: "x.pod around line 17:")
    }
    Found f{path, 0, 0, {}};
    f.line = eat_number(rest);
    // (isutf8: "locales/de.ini: line 1, char 12, byte 11: Expecting bytes …", the column
    // said in words after the line.)
    if (eat(rest, ", char ") || eat(rest, ", column ") || eat(rest, ", col ")) {
        f.column = eat_column(rest);
        if (f.column == 0) {
            return {};
        }
        if (eat(rest, ", byte ")) {
            eat_number(rest);
        }
    }
    if (f.line == 0 || (!rest.empty() && rest.front() != ':')) {
        return {};
    }
    eat(rest, ":");
    f.message = trim(rest);
    return f;
}

// "\"path\" line N: message" (gnuplot), "\"path\", line N: message" (apcalc), "File 'path'
// line N: message" (POV-Ray) and "('path' Line N Pos C)" (varnishd).
Found quoted_place(std::string_view t) {
    eat(t, "(");
    eat(t, "File "); // POV-Ray: "File 'scene.pov' line 8: Parse Error: No matching } …"
    if (t.empty() || (t.front() != '"' && t.front() != '\'')) {
        return {};
    }
    const char quote = t.front();
    const std::size_t close = t.find(quote, 1);
    if (close == std::string_view::npos) {
        return {};
    }
    Found f{t.substr(1, close - 1), 0, 0, {}};
    // (The Nu HTML checker names a file by its URL: "file:/a/site/index.html".)
    if (eat(f.file, "file:")) {
        while (f.file.size() > 1 && f.file[0] == '/' && f.file[1] == '/') {
            f.file.remove_prefix(1);
        }
    }
    std::string_view rest = t.substr(close + 1);
    if (rest.size() > 1 && rest[0] == ':' && is_digit(rest[1])) {
        // crontab: '"backup.cron":5: bad hour'; the Nu HTML checker's --format gnu:
        // '"file:/a/index.html":10.3-10.22: error: …' (line.column, then where it ends).
        rest.remove_prefix(1);
        f.line = eat_number(rest);
        f.column = eat_column_and_range(rest);
        eat(rest, ":");
        f.message = trim(rest);
        return f;
    }
    // (apcalc: '"./interest.cal", line 5: "rate" is undefined'.)
    eat(rest, ",");
    if (!eat(rest, " line ") && !eat(rest, " Line ")) {
        return {};
    }
    f.line = eat_number(rest);
    if (eat(rest, " Pos ") || eat(rest, " pos ")) {
        f.column = eat_column(rest);
    }
    eat(rest, ":");
    f.message = trim(rest);
    return f;
}

// The path `t` starts with in quotes ('…', "…", ‘…’, `…'), without them; empty when it
// starts with none.
std::string_view quoted_path(std::string_view t) {
    for (const auto& [open, close] : {std::pair<std::string_view, std::string_view>{"'", "'"},
                                      {"\"", "\""},
                                      {"\xE2\x80\x98", "\xE2\x80\x99"},
                                      {"`", "'"}}) {
        if (starts_with(t, open)) {
            const std::size_t end = t.find(close, open.size());
            return end == std::string_view::npos || end == open.size()
                       ? std::string_view()
                       : t.substr(open.size(), end - open.size());
        }
    }
    return {};
}

// The place named in words inside the line: "… at line N of [file] path", "… at line N
// in file path", "… file path, on or before line N".
Found place_in_words(std::string_view line) {
    // (xkbcomp: "syntax error: line 9 of custom.xkb".)
    for (const std::string_view lead : {" at line ", " on line ", ": line "}) {
        for (std::size_t at = line.find(lead); at != std::string_view::npos;
             at = line.find(lead, at + 1)) {
            std::string_view rest = line.substr(at + lead.size());
            const unsigned n = eat_number(rest);
            if (n == 0 || !(eat(rest, " of ") ||
                            (lead != ": line " && (eat(rest, " in file ") || eat(rest, " in "))))) {
                continue;
            }
            // (pasmo: "ERROR on line 10 of file hello.asm"; ProFTPD quotes the path, "…
            // directive 'MaxInstance' on line 7 of '/etc/proftpd.conf'".)
            eat(rest, "file ");
            if (const std::string_view quoted = quoted_path(rest); !quoted.empty()) {
                return {quoted, n, 0, line};
            }
            std::size_t end = 0;
            while (end < rest.size() && !is_blank(rest[end])) {
                ++end;
            }
            std::string_view path = rest.substr(0, end);
            while (!path.empty() &&
                   (path.back() == '.' || path.back() == ',' || path.back() == ':')) {
                path.remove_suffix(1);
            }
            return {path, n, 0, line};
        }
    }
    // lighttpd: "source: lighttpd.conf line: 15 pos: 16 use => …".
    for (std::size_t at = line.find(" line: "); at != std::string_view::npos;
         at = line.find(" line: ", at + 1)) {
        std::size_t start = at;
        while (start > 0 && !is_blank(line[start - 1])) {
            --start;
        }
        std::string_view rest = line.substr(at + 7);
        const unsigned n = eat_number(rest);
        const std::string_view path = line.substr(start, at - start);
        if (n != 0 && path.find('.') != std::string_view::npos) {
            Found f{path, n, 0, line};
            if (eat(rest, " pos: ")) {
                f.column = eat_column(rest);
            }
            return f;
        }
    }
    // Squid: "2026/11/27 10:22:24| /etc/squid/squid.conf(12): unrecognized: 'x'".
    for (std::size_t at = line.find("): "); at != std::string_view::npos;
         at = line.find("): ", at + 1)) {
        std::size_t open = at;
        while (open > 0 && is_digit(line[open - 1])) {
            --open;
        }
        if (open == at || open == 0 || line[open - 1] != '(') {
            continue;
        }
        std::size_t start = open - 1;
        while (start > 0 && !is_blank(line[start - 1])) {
            --start;
        }
        const std::string_view path = line.substr(start, open - 1 - start);
        if (path.find('.') != std::string_view::npos || path.find('/') != std::string_view::npos) {
            return {path, parse_small_number(line.substr(open, at - open)), 0, line};
        }
    }
    // MJML: "Line 8 of /a/emails/welcome.mjml (mj-text) — Attribute colour is illegal".
    if (starts_with(line, "Line ") || starts_with(line, "line ")) {
        std::string_view rest = line.substr(5);
        const unsigned n = eat_number(rest);
        if (n != 0 && eat(rest, " of ")) {
            const std::size_t end = std::min(rest.find(' '), rest.size());
            return {rest.substr(0, end), n, 0, line};
        }
    }
    // OpenVPN: "Options error: Unrecognized option … in client.ovpn:11: compress-lzo";
    // yabasic: "---Error in grades.yab, line 8:"; xgettext: "Non-ASCII string at
    // src/menu.c:5.".
    for (const std::string_view lead : {" in ", " at "}) {
        for (std::size_t at = line.find(lead); at != std::string_view::npos;
             at = line.find(lead, at + 1)) {
            std::string_view rest = line.substr(at + 4);
            const Found f = colon_place(rest);
            if (f.line != 0 && f.file.find('.') != std::string_view::npos) {
                return {f.file, f.line, f.column, line};
            }
            const std::size_t end = std::min(rest.find_first_of(" ,"), rest.size());
            std::string_view path = rest.substr(0, end);
            std::string_view after = rest.substr(end);
            if (lead == " in " && eat(after, ", line ")) {
                if (const unsigned n = eat_number(after); n != 0) {
                    return {path, n, 0, line};
                }
            }
            // PHP's own shape, "… in config/app.ini on line 3" (parse_ini_file's
            // "syntax error, unexpected '='"); NSIS quotes it after a word: 'Error in
            // script "installer.nsi" on line 7 -- aborting creation process'.
            if (lead == " in ") {
                std::string_view worded = rest;
                std::string_view quoted = quoted_path(worded);
                if (quoted.empty()) {
                    if (const std::size_t space = worded.find(' ');
                        space != std::string_view::npos && space < 12) {
                        worded.remove_prefix(space + 1);
                        quoted = quoted_path(worded);
                    }
                }
                std::string_view on = quoted.empty() ? after : worded.substr(quoted.size() + 2);
                const std::string_view named = quoted.empty() ? path : quoted;
                if (named.find('.') != std::string_view::npos && eat(on, " on line ")) {
                    if (const unsigned n = eat_number(on);
                        n != 0 && (on.empty() || on.front() == ' ' || on.front() == ':' ||
                                   on.front() == ',' || on.front() == '.')) {
                        return {named, n, 0, line};
                    }
                }
            }
            // "path:N." ending the line.
            const std::size_t colon = path.rfind(':');
            if (colon != std::string_view::npos && colon > 0 && path.back() == '.' &&
                after.empty()) {
                std::string_view number = path.substr(colon + 1);
                if (const unsigned n = eat_number(number); n != 0 && number == ".") {
                    return {path.substr(0, colon), n, 0, line};
                }
            }
        }
    }
    // Knot: "error: config, file 'knot.conf', line 27, item 'acl', …".
    for (std::size_t at = line.find("file '"); at != std::string_view::npos;
         at = line.find("file '", at + 1)) {
        const std::size_t close = line.find('\'', at + 6);
        if (close == std::string_view::npos) {
            break;
        }
        std::string_view rest = line.substr(close + 1);
        if (eat(rest, ", line ")) {
            if (const unsigned n = eat_number(rest); n != 0) {
                return {line.substr(at + 6, close - at - 6), n, 0, line};
            }
        }
    }
    // keepalived: "(keepalived.conf: Line 13) (VI_1) unknown state 'MASTR', …".
    for (std::size_t at = line.find(": Line "); at != std::string_view::npos;
         at = line.find(": Line ", at + 1)) {
        const std::size_t open = line.rfind('(', at);
        std::string_view rest = line.substr(at + 7);
        const unsigned n = eat_number(rest);
        if (open != std::string_view::npos && n != 0 && starts_with(rest, ")")) {
            return {line.substr(open + 1, at - open - 1), n, 0, line};
        }
    }
    // Dovecot: "Error in configuration file dovecot.conf line 21: Invalid value: …".
    for (std::size_t at = line.find(" file "); at != std::string_view::npos;
         at = line.find(" file ", at + 1)) {
        std::string_view rest = line.substr(at + 6);
        // (Snakemake: "MissingInputException in rule x in file /a/Snakefile, line 4:".)
        // (PostgreSQL quotes it, 'syntax error in file "/a/postgresql.conf" line 3, near
        // token …'; Postfix's postconf puts a colon after it, "file /a/master.cf: line 12:
        // bad field count".)
        const std::string_view quoted = quoted_path(rest);
        const std::size_t space =
            quoted.empty() ? rest.find(' ') : std::min(quoted.size() + 2, rest.size());
        if (space != std::string_view::npos && space > 0) {
            std::string_view after = rest.substr(space);
            std::string_view path = quoted.empty() ? rest.substr(0, space) : quoted;
            if (path.size() > 1 && (path.back() == ',' || path.back() == ':')) {
                path.remove_suffix(1);
            }
            // (ledger: 'While parsing file "/a/books.ledger", line 7:', its message,
            // "Error: Transaction does not balance", below.)
            if (eat(after, " line ") || (!quoted.empty() && eat(after, ", line "))) {
                const unsigned n = eat_number(after);
                if (n != 0 && (after.empty() || after.front() == ':' || after.front() == ',')) {
                    return {path, n, 0, line};
                }
            }
        }
    }
    for (std::size_t at = line.find(" file "); at != std::string_view::npos;
         at = line.find(" file ", at + 1)) {
        std::string_view rest = line.substr(at + 6);
        const std::size_t comma = rest.find(", on or before line ");
        if (comma == std::string_view::npos || comma == 0) {
            continue;
        }
        std::string_view after = rest.substr(comma + 20);
        const unsigned n = eat_number(after);
        if (n != 0) {
            return {rest.substr(0, comma), n, 0, line};
        }
    }
    // smartd: "File smartd.conf line 2 (drive /dev/sdb): -s argument … is INVALID …".
    if (starts_with(line, "File ")) {
        std::string_view rest = line.substr(5);
        const std::size_t space = rest.find(' ');
        if (space != std::string_view::npos && space > 0) {
            const std::string_view path = rest.substr(0, space);
            std::string_view after = rest.substr(space);
            if (eat(after, " line ")) {
                const unsigned n = eat_number(after);
                if (n != 0 && (after.empty() || after.front() == ':' || after.front() == ' ')) {
                    return {path, n, 0, line};
                }
            }
        }
    }
    // The place in parentheses ending the line: PgBouncer's "ERROR invalid value
    // \"sessions\" for parameter pool_mode in configuration (pgbouncer.ini:8)".
    if (line.ends_with(")")) {
        const std::size_t open = line.rfind('(');
        if (open != std::string_view::npos && open > 0 && line[open - 1] == ' ') {
            const std::string_view inside = line.substr(open + 1, line.size() - open - 2);
            const std::size_t colon = inside.rfind(':');
            // (A file's name, with a dot: not a process's "(node:1234)".)
            if (colon != std::string_view::npos && colon > 0 &&
                inside.find(' ') == std::string_view::npos &&
                inside.substr(0, colon).find('.') != std::string_view::npos) {
                std::string_view number = inside.substr(colon + 1);
                if (const unsigned n = eat_number(number); n != 0 && number.empty()) {
                    return {inside.substr(0, colon), n, 0, line};
                }
            }
        }
    }
    return {};
}

bool says_syntax(std::string_view message) {
    const std::string m = ascii_lower(message);
    // (Lua's parser: "'}' expected (to close '{' at line 9) near 'files'", "unexpected
    // symbol near 'x'", "unfinished string near '"x'"; demjson's "Values must be
    // separated by a comma", "Expected a '}' but saw ']'".)
    // (Python's "SyntaxError"/"invalid syntax" in tools that embed it, gnuplot's
    // "unexpected or unrecognized token", an XML parser's "mismatched tag", qmllint's
    // "Expected token `}'", f2c's "unbalanced parentheses, statement skipped".)
    for (const std::string_view says :
         {"syntax", "parse error", "unexpected token", "unrecognized token", "unexpected end of",
          "mismatched tag", "not well-formed", "expected token", "unfinished string",
          "unterminated string", "must be separated by", "but saw", "unbalanced parenthes",
          "unclosed brace", "unclosed bracket", "unclosed paren", "missing right paren",
          "missing left paren"}) {
        if (m.find(says) != std::string::npos) {
            return true;
        }
    }
    // (A parser's "X expected" at the end: ISC dhcpd's "dhcpd.conf line 11: semicolon
    // expected.")
    std::string_view end = m;
    while (!end.empty() && (end.back() == '.' || end.back() == ' ')) {
        end.remove_suffix(1);
    }
    // (Or a token it wanted first: rpcgen's "calc.x, line 5: expected ';'"; or the one
    // token it did not want: nekoc's "hello.neko(5): Unexpected {".)
    if (starts_with(end, "unexpected ") && end.size() > 11 &&
        end.find(' ', 11) == std::string_view::npos) {
        return true;
    }
    return m.find("parse error") != std::string::npos || end.ends_with(" expected") ||
           (starts_with(m, "expected '") && m.size() <= 16) ||
           (m.find("expected") != std::string::npos && m.find(" near ") != std::string::npos) ||
           m.find("unexpected symbol near") != std::string::npos;
}

// The input of a code generator the build runs (a yacc or lemon grammar, a lex or
// ocamllex scanner, a gperf keyword table, an ANTLR, re2c or Ragel source, an interface
// definition: Slice, IDL, Thrift, FlatBuffers): no linter reads these, so what a tool says
// about a line of one stops the build.
bool is_generator_input(std::string_view file) {
    for (const std::string_view ext :
         {".y", ".yy", ".ypp", ".l", ".ll", ".lex", ".mly", ".mll", ".gperf", ".g4", ".g", ".re",
          ".rl", ".ice", ".idl", ".thrift", ".fbs"}) {
        if (file.ends_with(ext)) {
            return true;
        }
    }
    return false;
}

// The source a compiler or an assembler reads (C and C++, assembly, Fortran, D, Pascal,
// Ada, COBOL, an RPC interface, Forth): what a tool with no row says about one of its lines,
// in a run that failed, is the build's error (chibicc's "util.c:7: …", pcc's
// "src/list.c, line 9: member 'nxt' not declared", xa's "src/main.s:line 11: …").
bool is_compiled_source(std::string_view file) {
    for (const std::string_view ext :
         {".c",   ".h",   ".cc",  ".cpp", ".cxx", ".hpp", ".hh",  ".s",   ".S", ".asm",
          ".a65", ".a56", ".asy", ".x",   ".f",   ".for", ".f90", ".f95", ".d", ".pas",
          ".adb", ".ads", ".cob", ".cbl", ".ggo", ".fs",  ".fth", ".4th"}) {
        if (file.ends_with(ext)) {
            return true;
        }
    }
    return false;
}

// A syntax error when the line (or a prefix before its place) says so; an error in a
// program's source (not a configuration file's, nor a page's) a compile error; else a
// lint error.
Kind kind_of(const Found& f, const std::string& message, std::string_view said) {
    if (says_syntax(f.message) || says_syntax(message) || says_syntax(said)) {
        return Kind::syntax_error;
    }
    // A file it was told to include that is not there: gpp's "page.in:3: error: Requested
    // include file not found".
    if (message.find("include file") != std::string::npos &&
        (message.find("not found") != std::string::npos ||
         message.find("no such file") != std::string::npos ||
         message.find("cannot open") != std::string::npos ||
         message.find("can't open") != std::string::npos)) {
        return Kind::missing_module;
    }
    // A failed assertion is the program's, at run time: OpenSCAD's "ERROR: Assertion
    // '(wall < outer)' failed: … in file gear.scad, line 6".
    if ((message.find("assertion") != std::string::npos &&
         message.find("failed") != std::string::npos) ||
        starts_with(message, "runtime:") || starts_with(message, "runtime error")) {
        return Kind::runtime_error; // (and Asymptote's "runtime: Cannot write to …")
    }
    // (asn1c: "FATAL: Unknown type "Address" referenced by "address" at line 5 in …".)
    return ((starts_with(message, "error") || starts_with(said, "error") ||
             starts_with(said, "fatal")) &&
            !is_config_path(f.file) && !is_document_path(f.file)) ||
                   is_generator_input(f.file) || is_compiled_source(f.file)
               ? Kind::compile_error
               : Kind::lint_error;
}

// A checker's category at the end of its message, cpplint's style: "Mismatching spaces
// inside () after command [whitespace/mismatch]" (ament_lint_cmake), "… [build/include]
// [4]" (a confidence after it); empty when there is none.
std::string_view trailing_category(std::string_view message) {
    std::string_view t = trim(message);
    // (cpplint's confidence, "[4]", after the category.)
    if (t.size() > 4 && t.back() == ']' && is_digit(t[t.size() - 2]) && t[t.size() - 3] == '[' &&
        t[t.size() - 4] == ' ') {
        t.remove_suffix(4);
    }
    if (t.empty() || t.back() != ']') {
        return {};
    }
    const std::size_t open = t.rfind(" [");
    if (open == std::string_view::npos) {
        return {};
    }
    const std::string_view category = t.substr(open + 2, t.size() - open - 3);
    const std::size_t slash = category.find('/');
    if (slash == std::string_view::npos || slash == 0 || slash + 1 == category.size() ||
        !std::all_of(category.begin(), category.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || is_digit(c) || c == '_' || c == '-' || c == '/';
        })) {
        return {};
    }
    return category;
}

} // namespace

void read_located_lines(const StreamLines& s, std::vector<Evidence>& out) {
    std::size_t added = 0;
    // The source lines a "Location: in a.conf: 13:3-13:30" line quotes below it, each
    // "a.conf(13):   code" (icinga2), are the error's context, not errors.
    std::size_t quoted_until = 0;
    for (std::size_t i = 0; i < s.lines.size() && added < k_max_items; ++i) {
        const std::string_view line = s.lines[i];
        if (line.empty() || line.size() > k_max_line) {
            continue;
        }
        // (An indented line only when it says it is an error: AIDE's "  ERROR:
        // aide.conf:4: group 'sha9000' is not defined".)
        if (is_blank(line.front())) {
            const std::string_view said = trim(line);
            if (!starts_with(said, "ERROR: ") && !starts_with(said, "error: ") &&
                !starts_with(said, "Error: ") && !starts_with(said, "FATAL: ")) {
                continue;
            }
        }
        if (starts_with(line, "Location: in ")) {
            quoted_until = i + 12;
            continue;
        }
        if (quoted_until != 0 && i <= quoted_until && bracket_place(line).line != 0) {
            quoted_until = i + 2;
            continue;
        }
        // The place at the start, or after up to two prefixes ("asciidoc: ERROR:
        // guide.txt: line 16: …"); a prefix may itself be the place ("sshd_config line
        // 9: …"), so each is tried before it is taken off.
        std::string_view t = line.substr(line.find_first_not_of(" \t"));
        std::string said;
        Found f;
        // (A bracketed stamp first goes too: "[2026-11-27 10:54:50.462] nsd-checkzone[1]:
        // error: zone:12: …".)
        if (t.front() == '[') {
            const std::size_t close = t.find("] ");
            if (close != std::string_view::npos && close < k_max_prefix) {
                t.remove_prefix(close + 2);
            }
        }
        // (An SMT-LIB solver's answer: "(error \"Parse Error: a.smt2:6.10: …\")".)
        eat(t, "(error \"");
        for (int k = 0; k < 3 && f.line == 0; ++k) {
            f = colon_place(t);
            // (Words that say what went wrong before the place, no colon between: apt's
            // "E: Syntax error ./99ci.conf:4: Extra junk after value".)
            if (f.line != 0 && !plausible_path(f.file)) {
                const std::size_t space = f.file.rfind(' ');
                if (space != std::string_view::npos &&
                    ascii_lower(f.file.substr(0, space)).ends_with("error")) {
                    said += ascii_lower(f.file.substr(0, space));
                    said += ": ";
                    t.remove_prefix(space + 1);
                    f = colon_place(t);
                }
            }
            if (f.line == 0) {
                f = bracketed_colon_place(t);
            }
            if (f.line == 0) {
                f = worded_place(t);
            }
            if (f.line == 0) {
                f = bracket_place(t);
            }
            if (f.line == 0 || !plausible_path(f.file)) {
                f = quoted_place(t);
            }
            // (Not a place whose "file" is a sentence, "Unrecognized option … in
            // client.conf:8: …" (OpenVPN): the place in words below reads that.)
            if (f.line != 0 && !plausible_path(f.file)) {
                f = {};
            }
            const std::size_t n = prefix_length(t);
            if (f.line != 0 || n == 0) {
                break;
            }
            said += ascii_lower(t.substr(0, n));
            t.remove_prefix(n);
        }
        // (Notes, and the lines of a call trace: OpenSCAD's "TRACE: called by 'ring' in
        // file gear.scad, line 14" below its error.)
        if (starts_with(said, "note:") || starts_with(said, "info:") ||
            starts_with(said, "trace:") || starts_with(said, "debug:")) {
            continue;
        }
        if (f.line == 0) {
            // (Not a warning said in words: f2c's "Warning on line 10 of stats.f: local
            // variable x never used".)
            if (starts_with(line, "Warning ") || starts_with(line, "warning ")) {
                continue;
            }
            f = place_in_words(line);
        }
        if (f.line == 0 || !plausible_path(f.file)) {
            continue;
        }
        // A place whose message is on the lines below (fasm, yabasic): the first line
        // that is not another place; a place followed by another is a frame the
        // error passed through (fasm's macro call), not the error's place.
        std::string_view below;
        if (f.message.empty() || f.message == line || trim(f.message) == ":") {
            bool outer = false;
            for (std::size_t k = i + 1; k < s.lines.size() && k <= i + 4; ++k) {
                const std::string_view next = trim(s.lines[k]);
                if (bracket_place(next).line != 0) {
                    outer = true;
                    break;
                }
                std::string_view said_below = next;
                eat(said_below, "---"); // yabasic
                if (starts_with(said_below, "error: ") || starts_with(said_below, "Error: ")) {
                    below = said_below;
                    break;
                }
            }
            if (outer) {
                continue;
            }
        }
        // (A place alone, "test/api.test.mjs:5:11", is a frame of a stack a tool printed
        // bare, oletus's, unless the error is said below it.)
        if (below.empty() && (trim(f.message).empty() || trim(f.message) == ":")) {
            continue;
        }
        const std::string m = ascii_lower(below.empty() ? f.message : below);
        // (Nor what a tool says it did: automake's "configure.ac:2: installing
        // './install-sh'".)
        // (Nor a warning glued to its message, ANTLR 2's "expr.g:5:1: warning:did you
        // forget to terminate previous rule?", under its errors.)
        if (starts_with(m, "note:") || starts_with(m, "in ") || starts_with(m, "from ") ||
            starts_with(m, "skipped") || starts_with(m, "installing ") ||
            (starts_with(m, "warning:") && m.size() > 8 && m[8] != ' ')) {
            continue; // a frame or a note under a finding, not one
        }
        // Python's warnings module: "/usr/bin/btest:112: DeprecationWarning: Use
        // setlocale() …" (UserWarning, FutureWarning…) is advice, whatever failed.
        if (const std::size_t colon = m.find(": ");
            colon != std::string::npos && colon > 7 && m.find(' ') > colon &&
            std::string_view(m).substr(0, colon).ends_with("warning") &&
            std::isupper(
                static_cast<unsigned char>(below.empty() ? f.message.front() : below.front()))) {
            continue;
        }
        Kind kind = kind_of(f, m, said);
        // (A parser that says two things of one line says what it is once: GNU pic's
        // "diagram.ms:5: newline in string", then "diagram.ms:5: syntax error before …".)
        if (added > 0 && out.back().tool == "generic" && out.back().line == f.line &&
            out.back().file == f.file) {
            if (kind == Kind::syntax_error && out.back().kind == Kind::lint_error) {
                out.back().kind = kind;
            } else if (kind == Kind::lint_error && out.back().kind == Kind::syntax_error) {
                kind = Kind::syntax_error;
            }
        }
        add_evidence(out, kind, s, i, {f.file, f.line, f.column},
                     trailing_category(below.empty() ? f.message : below), "generic");
        if (!below.empty()) {
            out.back().message = make_snippet(below, k_max_message_bytes);
        }
        ++added;
    }
}

} // namespace loopclose::core::detail
