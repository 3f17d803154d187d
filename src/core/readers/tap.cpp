// SPDX-License-Identifier: MIT
// TAP, versions 12 to 14 (man page, REPORTS): "ok N - description" and
// "not ok N - description" test points, "# SKIP" and "# TODO" directives, "Bail out!",
// subtests indented four spaces under a "# Subtest: name" comment, and the YAML
// diagnostics block ("---" … "...") under a test point, from which the location
// (node-tap's `at: {file, line, column}`, node's `location: 'file:line:col'`) and the
// message are taken. Test::More's "#   at t/x.t line 5." comments are read too.
#include "core/paths.hpp"
#include "core/readers/common.hpp"
#include "core/text.hpp"

#include <string>
#include <vector>

namespace loopclose::core::readers {

namespace {

std::size_t indent_of(std::string_view line) {
    std::size_t n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t')) {
        n += 1;
    }
    return n;
}

// A YAML scalar as TAP producers write it: bare, 'single' or "double" quoted.
std::string yaml_scalar(std::string_view value) {
    value = trim(value);
    if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"') &&
        value.back() == value.front()) {
        const char quote = value.front();
        value = value.substr(1, value.size() - 2);
        std::string out;
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (quote == '\'' && value[i] == '\'' && i + 1 < value.size() && value[i + 1] == '\'') {
                out += '\'';
                ++i;
            } else if (quote == '"' && value[i] == '\\' && i + 1 < value.size()) {
                const char next = value[++i];
                out += next == 'n' ? '\n' : next == 't' ? '\t' : next;
            } else {
                out += value[i];
            }
        }
        return out;
    }
    return std::string(value);
}

// "file:line:col" (node's `location`, vitest's `at`).
void split_location(std::string_view text, Evidence& evidence) {
    if (const std::optional<PathLine> where = split_path_line(text)) {
        evidence.file = report_path(where->path);
        evidence.line = where->line;
        evidence.column = where->column;
    }
}

struct Point {
    std::size_t depth = 0;
    bool failed = false;
    std::string name;
};

class TapReader {
  public:
    explicit TapReader(ParsedReport& report) : report_(report) {}

    void line(std::string_view raw) {
        const std::size_t indent = indent_of(raw);
        const std::string_view text = trim(raw);
        if (in_yaml_) {
            if (text == "...") {
                in_yaml_ = false;
                finish_yaml();
            } else {
                yaml_line(raw.substr(std::min(indent, yaml_indent_)), indent);
            }
            return;
        }
        const std::size_t depth = indent / 4;
        if (text == "---" && pending_ && indent > pending_indent_) {
            in_yaml_ = true;
            yaml_indent_ = indent;
            return;
        }
        if (starts_with(text, "# Subtest:")) {
            set_subtest(depth, clean_field(text.substr(10)));
            return;
        }
        if (starts_with(text, "Bail out!")) {
            bail_out(text);
            return;
        }
        if (starts_with(text, "#") && pending_) {
            // Test::More: "#   Failed test 'name'" / "#   at t/x.t line 5."
            const std::string_view comment = trim(text.substr(1));
            if (starts_with(comment, "at ") && pending_->evidence.line == 0) {
                const std::size_t line_word = comment.rfind(" line ");
                if (line_word != std::string_view::npos) {
                    pending_->evidence.file = report_path(comment.substr(3, line_word - 3));
                    std::string_view number = comment.substr(line_word + 6);
                    if (!number.empty() && number.back() == '.') {
                        number.remove_suffix(1);
                    }
                    pending_->evidence.line = parse_number(number);
                }
            } else if (!starts_with(comment, "Failed test")) {
                append_message(comment);
            }
            return;
        }
        const bool ok = text == "ok" || starts_with(text, "ok ");
        const bool not_ok = text == "not ok" || starts_with(text, "not ok ");
        if (ok || not_ok) {
            test_point(depth, indent, text.substr(ok ? 2 : 6), not_ok);
        }
    }

    void flush() {
        if (in_yaml_) {
            in_yaml_ = false;
            finish_yaml();
        }
        if (pending_) {
            add_finding(report_, std::move(*pending_));
            pending_.reset();
        }
    }

  private:
    // "Bail out!" ends the run: the test it happened in (the innermost subtest, or the
    // last failing test point) failed, with the reason as its message. node-tap repeats
    // the line as the bail-out travels up; the first one counts.
    void bail_out(std::string_view text) {
        if (bailed_) {
            return;
        }
        bailed_ = true;
        ++report_.errors;
        if (!pending_) {
            ReportFinding finding;
            finding.evidence.kind = Kind::test_failure;
            finding.name = innermost_test();
            finding.suite = suite_of(subtests_.size() > 0 ? subtests_.size() - 1 : 0);
            finding.evidence.file = file_of_subtests();
            finding.evidence.label = finding.name;
            if (finding.name.empty()) {
                finding.evidence.kind = Kind::runtime_error;
            }
            finding.evidence.snippet = clean_field(text, k_max_snippet_chars);
            pending_ = std::move(finding);
        }
        append_message(text);
        flush();
    }

    // The name of the innermost subtest that is not a file.
    std::string innermost_test() const {
        for (auto it = subtests_.rbegin(); it != subtests_.rend(); ++it) {
            if (!it->empty() && !is_file_name(*it)) {
                return *it;
            }
        }
        return {};
    }

    // The outermost subtest named for a file (node-tap wraps each test file in one).
    std::string file_of_subtests() const {
        for (const std::string& name : subtests_) {
            if (is_file_name(name)) {
                return report_path(name);
            }
        }
        return {};
    }

    static bool is_file_name(std::string_view name) {
        const std::size_t dot = name.rfind('.');
        return name.find(' ') == std::string_view::npos && dot != std::string_view::npos &&
               dot + 1 < name.size() && name.find('/') != std::string_view::npos;
    }

    // The names of the subtests above `depth`, files left out, joined with " > ".
    std::string suite_of(std::size_t depth) const {
        std::string suite;
        for (std::size_t d = 0; d < depth && d < subtests_.size(); ++d) {
            if (subtests_[d].empty() || is_file_name(subtests_[d])) {
                continue;
            }
            suite += suite.empty() ? "" : " > ";
            suite += subtests_[d];
        }
        return suite;
    }

    void set_subtest(std::size_t depth, std::string name) {
        flush();
        if (subtests_.size() <= depth) {
            subtests_.resize(depth + 1);
        }
        subtests_.resize(depth + 1);
        subtests_[depth] = std::move(name);
    }

    void test_point(std::size_t depth, std::size_t indent, std::string_view rest, bool failed) {
        flush();
        // "3 - name # TODO why": number, dash, description, directive.
        rest = trim(rest);
        std::size_t i = 0;
        while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9') {
            ++i;
        }
        rest = trim(rest.substr(i));
        if (starts_with(rest, "- ")) {
            rest = trim(rest.substr(2));
        }
        std::string_view directive;
        if (const std::size_t hash = rest.find(" # "); hash != std::string_view::npos) {
            directive = trim(rest.substr(hash + 3));
            rest = trim(rest.substr(0, hash));
        } else if (starts_with(rest, "# ")) {
            directive = trim(rest.substr(2));
            rest = {};
        }
        const bool todo = contains_lower(directive.substr(0, 4), "todo");
        const bool skip = contains_lower(directive.substr(0, 4), "skip");
        // A parent fails when one of its subtests failed: the subtest is the finding.
        bool child_failed = false;
        if (failed_below_.size() > depth + 1) {
            child_failed = failed_below_[depth + 1];
        }
        if (failed_below_.size() <= depth) {
            failed_below_.resize(depth + 1, false);
        }
        failed_below_.resize(depth + 1);
        if (subtests_.size() > depth) {
            subtests_.resize(depth);
        }
        if (depth == 0) {
            ++report_.tests;
            report_.skipped += skip ? 1 : 0;
        }
        if (!failed || todo || skip) {
            return;
        }
        failed_below_[depth] = true;
        if (depth == 0) {
            ++report_.failures;
        }
        if (child_failed) {
            return;
        }
        ReportFinding finding;
        finding.evidence.kind = Kind::test_failure;
        finding.name = clean_field(rest);
        finding.suite = suite_of(depth);
        // "parent > child > test", as node-tap's own reporter names it.
        finding.evidence.label = finding.suite.empty()  ? finding.name
                                 : finding.name.empty() ? finding.suite
                                                        : finding.suite + " > " + finding.name;
        finding.evidence.file = file_of_subtests();
        finding.evidence.snippet = clean_field(rest.empty() ? "not ok" : rest, k_max_snippet_chars);
        if (depth == 0 && checker_finding(rest, finding.evidence)) {
            add_finding(report_, std::move(finding));
            return;
        }
        pending_ = std::move(finding);
        pending_indent_ = indent;
    }

    // A checker's problem as a test point: "not ok 3 src/cart.lua:10:10: (W113) accessing
    // undefined variable 'summ'" (luacheck --formatter TAP): a lint finding at its place,
    // labelled by the code in parentheses or brackets that opens its message.
    static bool checker_finding(std::string_view rest, Evidence& evidence) {
        PlacePrefix place;
        const std::size_t n = place_prefix(rest, place);
        if (n == 0) {
            return false;
        }
        const std::string_view message = trim(rest.substr(n));
        const std::string_view label = leading_code(message);
        evidence.kind = Kind::lint_error;
        evidence.file = report_path(place.file);
        evidence.line = place.line;
        evidence.column = place.column;
        evidence.label = clean_field(label, 120);
        evidence.message = clip_message(message);
        return true;
    }

    void yaml_line(std::string_view line, std::size_t indent) {
        if (!pending_) {
            return;
        }
        const std::string_view text = trim(line);
        if (text.empty()) {
            // A blank line inside a block scalar ("error: |-"), which node-tap writes at
            // the block's own indent or none: the block goes on.
            return;
        }
        const std::size_t colon = text.find(':');
        const std::string_view key = colon == std::string_view::npos ? "" : text.substr(0, colon);
        const std::string_view value =
            colon == std::string_view::npos ? "" : text.substr(colon + 1);
        const bool top = indent <= yaml_indent_;
        if (top) {
            yaml_key_ = std::string(key);
        }
        if (top && (key == "message" || key == "error")) {
            has_message_ = true;
        }
        if (top && (key == "message" || key == "error") && !trim(value).empty() &&
            trim(value) != "|-" && trim(value) != "|" && trim(value) != ">-") {
            append_message(yaml_scalar(value));
            return;
        }
        if (top && (key == "type" || key == "name") && !trim(value).empty() &&
            pending_->evidence.message.find(':') == std::string::npos) {
            // node-tap's `type: TypeError`, node's `name: 'AssertionError'`.
            error_type_ = yaml_scalar(value);
            return;
        }
        if (top && key == "at" && !trim(value).empty()) {
            // vitest: `at: "/abs/test/math.test.js:11:28"` (node-tap writes a map).
            split_location(yaml_scalar(value), pending_->evidence);
            return;
        }
        if (top && key == "location") {
            split_location(yaml_scalar(value), pending_->evidence);
            return;
        }
        if (!top && yaml_key_ == "at") {
            // node-tap 16 and older: file, line, column; 18 and newer: fileName,
            // lineNumber, columnNumber.
            if (key == "file" || key == "fileName") {
                pending_->evidence.file = report_path(yaml_scalar(value));
            } else if (key == "line" || key == "lineNumber") {
                pending_->evidence.line = parse_number(yaml_scalar(value));
            } else if (key == "column" || key == "columnNumber") {
                pending_->evidence.column = parse_number(yaml_scalar(value));
            }
            return;
        }
        // node-tap prints no message for a failed comparison, only its diff.
        if (!top && (yaml_key_ == "message" || yaml_key_ == "error" ||
                     (yaml_key_ == "diff" && !has_message_))) {
            append_message(text);
        }
    }

    // The error's type leads its message ("TypeError: Cannot read…"), as runners print it.
    void finish_yaml() {
        has_message_ = false;
        if (pending_ && !error_type_.empty() && pending_->evidence.message.empty()) {
            // node-tap names a thrown error's test by the error's message.
            pending_->evidence.message = clip_message(error_type_ + ": " + pending_->name);
        }
        if (pending_ && !error_type_.empty() && !pending_->evidence.message.empty() &&
            !starts_with(pending_->evidence.message, error_type_)) {
            pending_->evidence.message =
                clip_message(error_type_ + ": " + pending_->evidence.message);
        }
        error_type_.clear();
    }

    void append_message(std::string_view text) {
        if (!pending_ || trim(text).empty()) {
            return;
        }
        std::string& message = pending_->evidence.message;
        std::string joined =
            message.empty() ? std::string(text) : message + "\n" + std::string(text);
        message = clip_message(joined);
    }

    ParsedReport& report_;
    std::optional<ReportFinding> pending_;
    std::size_t pending_indent_ = 0;
    bool in_yaml_ = false;
    std::size_t yaml_indent_ = 0;
    std::string yaml_key_;
    std::string error_type_;
    bool has_message_ = false;
    std::vector<std::string> subtests_;
    std::vector<bool> failed_below_;
    bool bailed_ = false;
};

} // namespace

std::optional<ReportError> read_tap(std::string_view text, ParsedReport& report) {
    report.producer = "TAP";
    TapReader reader(report);
    for (const std::string_view line : split_lines(text)) {
        reader.line(line.substr(0, 4096));
    }
    reader.flush();
    return std::nullopt;
}

} // namespace loopclose::core::readers
