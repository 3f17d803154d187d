// SPDX-License-Identifier: MIT
#include "core/reports.hpp"

#include "core/paths.hpp"
#include "core/readers/common.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <array>
#include <charconv>

namespace loopclose::core {

namespace {

struct FormatInfo {
    ReportFormat format;
    std::string_view id;
    std::string_view title;
};

constexpr std::array<FormatInfo, k_report_format_count> k_formats{{
    {ReportFormat::junit, "junit", "JUnit XML"},
    {ReportFormat::sarif, "sarif", "SARIF"},
    {ReportFormat::tap, "tap", "TAP"},
    {ReportFormat::go_test_json, "go-test-json", "go test -json"},
    {ReportFormat::cargo_json, "cargo-json", "cargo JSON messages"},
    {ReportFormat::eslint_json, "lint-json", "linter JSON"},
    {ReportFormat::test_json, "test-json", "test runner JSON"},
}};

// The text past a byte order mark, blank space and colour codes ("\x1b[0m", which Biome 2
// writes before its JUnit report even into a pipe).
std::string_view skip_bom_and_blanks(std::string_view text) {
    if (starts_with(text, "\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    }
    while (!text.empty()) {
        if (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' ||
            text.front() == '\r') {
            text.remove_prefix(1);
        } else if (starts_with(text, "\x1b[")) {
            const std::size_t end = text.find_first_not_of("0123456789;", 2);
            if (end == std::string_view::npos || text[end] != 'm') {
                break;
            }
            text.remove_prefix(end + 1);
        } else {
            break;
        }
    }
    return text;
}

// True for the lines only TAP starts with: "TAP version", a plan, a test point, a
// bail-out.
bool is_tap_line(std::string_view line) {
    line = trim(line);
    if (starts_with(line, "TAP version ") || starts_with(line, "ok") ||
        starts_with(line, "not ok") || starts_with(line, "Bail out!")) {
        return starts_with(line, "TAP version ") || starts_with(line, "Bail out!") ||
               line == "ok" || line == "not ok" || starts_with(line, "ok ") ||
               starts_with(line, "not ok ");
    }
    if (starts_with(line, "1..")) {
        const std::string_view count = line.substr(3);
        return !count.empty() && count.front() >= '0' && count.front() <= '9';
    }
    return false;
}

} // namespace

std::string_view report_format_id(ReportFormat format) {
    return k_formats[static_cast<std::size_t>(format)].id;
}

std::string_view report_format_title(ReportFormat format) {
    return k_formats[static_cast<std::size_t>(format)].title;
}

std::optional<ReportFormat> report_format_from_id(std::string_view id) {
    if (id == "eslint-json") {
        return ReportFormat::eslint_json; // the name of the format eslint, stylelint,
                                          // pylint, oxlint and biome share here
    }
    for (const auto& info : k_formats) {
        if (info.id == id) {
            return info.format;
        }
    }
    return std::nullopt;
}

std::optional<ReportFormat> detect_report_format(std::string_view text) {
    // UTF-16 and UTF-32 byte order marks: only XML declares them in practice.
    if (starts_with(text, "\xFF\xFE") || starts_with(text, "\xFE\xFF")) {
        return ReportFormat::junit;
    }
    const std::string_view start = skip_bom_and_blanks(text);
    if (start.empty()) {
        return std::nullopt;
    }
    const std::string_view first_line = start.substr(0, start.find('\n'));
    if (start.front() == '<') {
        return ReportFormat::junit;
    }
    if (start.front() == '[') {
        // (mocha's json-stream: an array per event and line, the first `["start",{…}]`.)
        return readers::is_mocha_stream(start) ? ReportFormat::test_json
                                               : ReportFormat::eslint_json;
    }
    if (start.front() == '{') {
        // JSON lines name their stream in the first object; a SARIF log is one
        // document whose "runs" may come after long "$schema" and "version" members.
        if (contains(first_line, "\"Action\"")) {
            return ReportFormat::go_test_json;
        }
        // (rustc --error-format=json writes the diagnostics cargo wraps, bare.)
        if (contains(first_line, "\"reason\"") || contains(first_line, "\"$message_type\"")) {
            return ReportFormat::cargo_json;
        }
        const std::string_view head = start.substr(0, 65536);
        if (contains(head, "\"runs\"") || contains(head, "sarif")) {
            return ReportFormat::sarif;
        }
        // (staticcheck's JSON lines, ShellCheck's json1, proselint's.)
        if (readers::is_staticcheck_json_line(first_line) || starts_with(start, "{\"comments\":") ||
            starts_with(start, "{\"data\": {\"errors\"")) {
            return ReportFormat::eslint_json;
        }
        // (webpack --json's stats, {"hash", "version", "time", "builtAt", …, "errors"}.)
        if (contains(head.substr(0, 512), "\"builtAt\":")) {
            return ReportFormat::eslint_json;
        }
        // (PHP_CodeSniffer's {"totals": …, "files": {…}}.)
        if (starts_with(start, "{\"totals\":") && contains(head, "\"files\"")) {
            return ReportFormat::eslint_json;
        }
        if (contains(head, "\"diagnostics\"") || contains(head, "\"offenses\"") ||
            (contains(head, "\"results\"") && contains(head, "\"messages\""))) {
            return ReportFormat::eslint_json; // oxlint's, biome's, ESLint's json-with-metadata
        }
        // jest and vitest ("testResults"), mocha ("stats" and "failures"), RSpec
        // ("examples" and "summary_line").
        if (contains(head, "\"testResults\"") || contains(head, "\"numFailedTests\"") ||
            (contains(head, "\"stats\"") && contains(start, "\"failures\"")) ||
            (contains(head, "\"examples\"") && contains(start, "\"summary_line\""))) {
            return ReportFormat::test_json;
        }
        // Any other object that names files and lines: a linter's own JSON (bandit's
        // "results", PHPMD's "files", …), read generically; not pyright's (its
        // "generalDiagnostics" are read line by line, rows in tools/python.cpp).
        if (!contains(head, "\"generalDiagnostics\"") &&
            (contains(head, "\"file") || contains(head, "\"path\"")) &&
            (contains(head, "\"line") || contains(head, "\"beginLine\"") ||
             contains(head, "\"lnum\""))) {
            return ReportFormat::eslint_json;
        }
        return std::nullopt;
    }
    // A SARIF log among other lines (clang writes it to standard error).
    if (contains(start.substr(0, 65536), "\n{") && contains(start.substr(0, 65536), "\"runs\"")) {
        return ReportFormat::sarif;
    }
    // JSON lines behind plain ones: with 2>&1, cargo's "Compiling…" lines and an older
    // go's build output come first. The first line that is an object names the stream.
    for (std::string_view head = start.substr(0, 65536); !head.empty();) {
        const std::size_t end = head.find('\n');
        const std::string_view line = trim(head.substr(0, end));
        if (starts_with(line, "{")) {
            if (contains(line, "\"Action\"")) {
                return ReportFormat::go_test_json;
            }
            if (contains(line, "\"reason\"") || contains(line, "\"$message_type\"")) {
                return ReportFormat::cargo_json;
            }
            break;
        }
        head = end == std::string_view::npos ? std::string_view{} : head.substr(end + 1);
    }
    // TAP producers may print a few other lines first (a shell's echo, a banner).
    std::string_view rest = start;
    for (int i = 0; i < 20 && !rest.empty(); ++i) {
        const std::size_t end = rest.find('\n');
        if (is_tap_line(rest.substr(0, end))) {
            return ReportFormat::tap;
        }
        if (end == std::string_view::npos) {
            break;
        }
        rest.remove_prefix(end + 1);
    }
    return std::nullopt;
}

std::uint32_t line_of_offset(std::string_view text, std::uint64_t offset) {
    const auto end = static_cast<std::size_t>(std::min<std::uint64_t>(offset, text.size()));
    return static_cast<std::uint32_t>(std::min<std::size_t>(
        1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'),
        UINT32_MAX));
}

ReportResult read_report(const ReportFile& file) {
    ReportResult result;
    std::optional<ReportFormat> format = file.format;
    if (!format) {
        format = detect_report_format(file.text);
    }
    if (!format) {
        result.error.message = file.text.empty()
                                   ? "the file is empty"
                                   : "not a report loopclose reads (JUnit XML, SARIF, TAP, go test "
                                     "-json, cargo or linter JSON); --report-format names one";
        result.error.line = file.text.empty() ? 0 : 1;
        return result;
    }
    ParsedReport report;
    report.name = sanitize_utf8(file.name);
    report.format = *format;
    report.bytes_read = file.text.size();
    report.size = std::max<std::uint64_t>(file.size, file.text.size());
    report.truncated = report.size > report.bytes_read;
    std::optional<ReportError> error;
    switch (*format) {
    case ReportFormat::junit:
        error = readers::read_junit(file.text, report);
        break;
    case ReportFormat::sarif:
        error = readers::read_sarif(file.text, report);
        break;
    case ReportFormat::tap:
        error = readers::read_tap(file.text, report);
        break;
    case ReportFormat::go_test_json:
        error = readers::read_go_test_json(file.text, report);
        break;
    case ReportFormat::cargo_json:
        error = readers::read_cargo_json(file.text, report);
        break;
    case ReportFormat::eslint_json:
        error = readers::read_eslint_json(file.text, report);
        break;
    case ReportFormat::test_json:
        error = readers::read_test_json(file.text, report);
        break;
    }
    if (error) {
        result.error = std::move(*error);
        result.error.byte = std::min<std::uint64_t>(result.error.byte, file.text.size());
        if (result.error.line == 0 && result.error.byte > 0) {
            result.error.line = line_of_offset(file.text, result.error.byte);
        }
        return result;
    }
    result.report = std::move(report);
    return result;
}

namespace {

// The stream past the lines a package manager prints before the script it runs (npm's
// and pnpm's "> pkg@1.0.0 lint" and "> eslint -f json src", yarn's "yarn run v1.22.19"
// and "$ eslint …"), when a report follows them; else the stream as it is.
std::string_view past_script_banner(std::string_view text) {
    std::string_view rest = skip_bom_and_blanks(text);
    for (int lines = 0; lines < 6 && !rest.empty(); ++lines) {
        if (rest.front() == '<' || rest.front() == '{' || rest.front() == '[') {
            return rest;
        }
        // Or a command line make echoed: a report must then start a line as a document
        // does (a lone bracket, or `{"` or `[{`), not as "[ 50%] Building" does.
        const std::size_t eol = rest.find('\n');
        const std::string_view next =
            eol == std::string_view::npos ? std::string_view{} : rest.substr(eol + 1);
        const bool document_next = next.starts_with("{\n") || next.starts_with("[\n") ||
                                   next.starts_with("{\"") || next.starts_with("[{") ||
                                   next.starts_with("<?xml");
        if (!starts_with(rest, "> ") && !starts_with(rest, "$ ") &&
            !starts_with(rest, "yarn run v") && !(lines == 0 && document_next)) {
            break;
        }
        const std::size_t end = rest.find('\n');
        if (end == std::string_view::npos) {
            break;
        }
        rest = skip_bom_and_blanks(rest.substr(end + 1));
    }
    return skip_bom_and_blanks(text);
}

// A JUnit document a runner printed after other lines of the same stream (make -k ran a
// type checker first, then `vitest --reporter=junit`): from the line that starts it
// ("<?xml …" or "<testsuites") to its closing tag; "" when there is none.
std::string_view embedded_junit(std::string_view text) {
    // (One pass over the '<' bytes: a log without markup costs a memchr.)
    std::size_t from = std::string_view::npos;
    for (std::size_t at = find_rare(text, "<"); at != std::string_view::npos;) {
        const std::string_view rest = text.substr(at);
        if (at > 0 && text[at - 1] == '\n' &&
            (starts_with(rest, "<?xml ") || starts_with(rest, "<testsuites") ||
             starts_with(rest, "<testsuite "))) {
            from = at;
            break;
        }
        const std::size_t next = find_rare(rest.substr(1), "<");
        at = next == std::string_view::npos ? next : at + 1 + next;
    }
    if (from == std::string_view::npos) {
        return {};
    }
    const std::string_view rest = text.substr(from);
    for (const std::string_view closing : {"</testsuites>", "</testsuite>"}) {
        if (const std::size_t end = rest.rfind(closing); end != std::string_view::npos) {
            return rest.substr(0, end + closing.size());
        }
    }
    return {};
}

} // namespace

void promote_undecided(ParsedReport& report) {
    if (report.undecided.empty()) {
        return;
    }
    report.warnings -= std::min(report.warnings, report.undecided.size());
    report.failures += report.undecided.size();
    for (ReportFinding& finding : report.undecided) {
        readers::add_finding(report, std::move(finding));
    }
    report.undecided.clear();
}

std::optional<ParsedReport> stream_as_report(std::string_view text, std::string_view name,
                                             bool failed, bool passed) {
    // A tool that colours its output resets the colour around the document too (Biome 2's
    // "\x1b[0m{…}\x1b[0m"): a raw ESC cannot be inside a JSON or XML document (JSON
    // escapes it, XML forbids it), so its escape sequences come off.
    std::string uncoloured;
    // (Only when the stream starts with a document once its first escapes are skipped: a
    // coloured log is not copied.)
    std::string_view head = skip_bom_and_blanks(text);
    while (!head.empty() && head.front() == '\x1b') {
        head = skip_bom_and_blanks(head.substr(skip_escape(head, 0)));
    }
    if (!head.empty() && (head.front() == '{' || head.front() == '[' || head.front() == '<') &&
        text.find('\x1b') != std::string_view::npos) {
        uncoloured.reserve(text.size());
        for (std::size_t k = 0; k < text.size();) {
            if (text[k] == '\x1b') {
                k = skip_escape(text, k);
            } else {
                uncoloured += text[k++];
            }
        }
        text = uncoloured;
    }
    std::string_view start = past_script_banner(text);
    if (start.empty() || (start.front() != '<' && start.front() != '{' && start.front() != '[')) {
        start = embedded_junit(text);
        if (start.empty()) {
            return std::nullopt;
        }
    }
    const std::optional<ReportFormat> format = detect_report_format(start);
    if (!format || *format == ReportFormat::tap || *format == ReportFormat::go_test_json) {
        return std::nullopt;
    }
    ReportResult result = read_report({std::string(name), start, start.size(), format});
    if (failed && result.report && result.report->findings.empty()) {
        // The report is the output of a run that failed: nothing else says which of its
        // problems failed it, so each one did.
        promote_undecided(*result.report);
    }
    if (passed && result.report) {
        ParsedReport& report = *result.report;
        report.warnings += report.findings.size();
        report.failures -= std::min(report.failures, report.findings.size());
        report.findings.clear();
    }
    if (!result.report || (result.report->findings.empty() && result.report->texts.empty())) {
        return std::nullopt;
    }
    return std::move(result.report);
}

ReportSummary summarize(const ParsedReport& report) {
    return ReportSummary{report.name,     report.format,    report.producer,   report.tests,
                         report.failures, report.errors,    report.skipped,    report.warnings,
                         report.dropped,  report.truncated, report.bytes_read, report.size};
}

namespace readers {

ReportFinding diagnostic(Kind kind, std::string_view label, std::string_view file,
                         std::uint32_t line, std::uint32_t column, std::string_view message) {
    ReportFinding finding;
    finding.evidence.kind = kind;
    finding.evidence.label = clean_field(label, 120);
    finding.evidence.file = report_path(file);
    finding.evidence.line = line;
    finding.evidence.column = column;
    finding.evidence.message = clip_message(message);
    finding.evidence.snippet =
        clean_field(message.substr(0, message.find('\n')), k_max_snippet_chars);
    return finding;
}

std::string clip_message(std::string_view text) {
    const std::string clean = clean_output(text);
    std::string message;
    std::size_t lines = 0;
    for (const std::string_view line : split_lines(clean)) {
        const std::string piece = make_snippet(line, k_max_message_bytes);
        if (piece.empty()) {
            continue;
        }
        if (lines >= k_max_message_lines ||
            message.size() + piece.size() + 1 > k_max_message_bytes) {
            break;
        }
        if (!message.empty()) {
            message += '\n';
        }
        message += piece;
        ++lines;
    }
    return message;
}

std::string clean_field(std::string_view text, std::size_t max_chars) {
    return make_snippet(sanitize_utf8(text), max_chars);
}

std::uint32_t parse_number(std::string_view text) {
    text = trim(text);
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) {
        return 0;
    }
    return value;
}

void add_finding(ParsedReport& report, ReportFinding finding) {
    if (report.findings.size() >= k_max_report_findings) {
        ++report.dropped;
        return;
    }
    finding.evidence.stream = Stream::report;
    report.findings.push_back(std::move(finding));
}

std::string test_label(std::string_view classname, std::string_view name) {
    const std::string cls = clean_field(classname);
    const std::string test = clean_field(name);
    // jest-junit repeats the describe chain in both ("math divide keeps fractions");
    // mocha-junit-reporter's classname is the end of its name ("keeps fractions").
    if (cls.empty() || cls == test || starts_with(test, cls + " ") || test.ends_with(" " + cls)) {
        return test.empty() ? cls : test;
    }
    if (test.empty()) {
        return cls;
    }
    return cls + "." + test;
}

namespace {

int hex_digit(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

// "%20" and the like decoded; a "%" not followed by two hex digits stays.
std::string percent_decode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
            hex_digit(text[i + 2]) >= 0) {
            out += static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string tidy_path(const std::string& out) {
    return clean_field(out, 1000);
}

} // namespace

std::string report_path(std::string_view path) {
    if (!starts_with(path, "file://")) {
        return tidy_path(std::string(path));
    }
    path.remove_prefix(7);
    // "file:///x" is "/x"; "file://host/x" names a host this run cannot mean.
    if (!path.empty() && path.front() != '/') {
        const std::size_t slash = path.find('/');
        path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash);
    }
    std::string out = percent_decode(path);
    // "/C:/x" is the drive path "C:/x".
    if (out.size() >= 3 && out[0] == '/' && out[2] == ':') {
        out.erase(0, 1);
    }
    return tidy_path(out);
}

std::optional<PathLine> split_path_line(std::string_view text) {
    std::uint32_t numbers[2] = {0, 0};
    int found = 0;
    while (found < 2) {
        const std::size_t colon = text.rfind(':');
        if (colon == std::string_view::npos) {
            break;
        }
        const std::uint32_t value = parse_number(text.substr(colon + 1));
        if (value == 0) {
            break;
        }
        numbers[found++] = value;
        text = text.substr(0, colon);
    }
    if (found == 0) {
        return std::nullopt;
    }
    return PathLine{text, found == 2 ? numbers[1] : numbers[0], found == 2 ? numbers[0] : 0};
}

std::string uri_path(std::string_view uri) {
    if (starts_with(uri, "file://")) {
        return report_path(uri);
    }
    return tidy_path(percent_decode(uri));
}

} // namespace readers

} // namespace loopclose::core
