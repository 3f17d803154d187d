// SPDX-License-Identifier: MIT
#include "core/problem_matcher.hpp"

#include "core/kinds.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <re2/re2.h>

namespace loopclose::core {

namespace {

using Json = nlohmann::json;

// The 1-based line of byte `offset` in `text`.
std::size_t line_of(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    return 1 + static_cast<std::size_t>(std::count(
                   text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

struct Pattern {
    std::string regexp;
    int groups = 0;
    OwnedRule::Numbered fields;
    bool loop = false;
};

class Reader {
  public:
    Reader(std::string_view source, ProblemMatchers& out) : m_source(source), m_out(out) {}

    // An error echoes the document (owners, regexps, JSON's own words): control
    // characters become spaces and invalid UTF-8 U+FFFD, so that it stays one line that
    // cannot move a terminal's cursor.
    void error(const std::string& where, const std::string& what) {
        m_out.errors.push_back(sanitize_utf8(std::string(m_source) + ": " + where + ": " + what));
    }

    // A whole-number field naming a group: 0 when absent.
    int group_field(const Json& p, std::string_view key, const std::string& where) {
        const auto it = p.find(std::string(key));
        if (it == p.end()) {
            return 0;
        }
        if (!it->is_number_integer() || it->get<long long>() < 1 || it->get<long long>() > 99) {
            error(where, "\"" + std::string(key) + "\" must be a group number from 1 to 99");
            return 0;
        }
        return static_cast<int>(it->get<long long>());
    }

    bool read_pattern(const Json& p, const std::string& where, Pattern& out) {
        if (!p.is_object()) {
            error(where, "a pattern must be an object with \"regexp\"");
            return false;
        }
        const auto re = p.find("regexp");
        if (re == p.end() || !re->is_string() || re->get<std::string>().empty()) {
            error(where, "\"regexp\" is missing or not a string");
            return false;
        }
        out.regexp = re->get<std::string>();
        re2::RE2::Options options;
        options.set_log_errors(false);
        options.set_max_mem(8 << 20);
        const re2::RE2 compiled(out.regexp, options);
        if (!compiled.ok()) {
            const std::size_t at = out.regexp.find(compiled.error_arg());
            error(where, "RE2 cannot compile the regexp" +
                             (at == std::string::npos || compiled.error_arg().empty()
                                  ? std::string()
                                  : " at character " + std::to_string(at + 1) + " ('" +
                                        compiled.error_arg() + "')") +
                             ": " + compiled.error() +
                             " (lookaround and backreferences are not supported)");
            return false;
        }
        out.groups = compiled.NumberOfCapturingGroups();
        OwnedRule::Numbered& f = out.fields;
        f.file = group_field(p, "file", where);
        f.line = group_field(p, "line", where);
        f.column = group_field(p, "column", where);
        f.severity = group_field(p, "severity", where);
        f.code = group_field(p, "code", where);
        f.message = group_field(p, "message", where);
        (void)group_field(p, "fromPath", where); // accepted; paths are reported as printed
        for (const auto& [name, value] : {std::pair{"file", f.file},
                                          {"line", f.line},
                                          {"column", f.column},
                                          {"severity", f.severity},
                                          {"code", f.code},
                                          {"message", f.message}}) {
            if (value > out.groups) {
                error(where, "\"" + std::string(name) + "\" is group " + std::to_string(value) +
                                 " but the regexp has " + std::to_string(out.groups) + " groups");
                return false;
            }
        }
        if (const auto loop = p.find("loop"); loop != p.end()) {
            if (!loop->is_boolean()) {
                error(where, "\"loop\" must be true or false");
                return false;
            }
            out.loop = loop->get<bool>();
        }
        return true;
    }

    void read_matcher(const Json& m, std::size_t index) {
        std::string where = "matcher " + std::to_string(index + 1);
        if (!m.is_object()) {
            error(where, "a matcher must be an object");
            return;
        }
        MatcherSummary summary;
        if (const auto owner = m.find("owner"); owner != m.end() && owner->is_string()) {
            summary.owner = owner->get<std::string>();
            where = "matcher '" + summary.owner + "'";
        } else {
            error(where, "\"owner\" is missing or not a string");
            return;
        }
        bool warning = false;
        if (const auto severity = m.find("severity"); severity != m.end()) {
            if (!severity->is_string() ||
                (*severity != "error" && *severity != "warning" && *severity != "notice")) {
                error(where, "\"severity\" must be \"error\", \"warning\" or \"notice\"");
                return;
            }
            warning = *severity != "error";
        }
        summary.blocking = !warning;
        summary.kind = warning ? Kind::lint_error : Kind::compile_error;
        if (const auto kind = m.find("kind"); kind != m.end()) {
            const auto found =
                kind->is_string() ? kind_from_id(kind->get<std::string>()) : std::optional<Kind>();
            if (!found) {
                error(where, "\"kind\" must be one of the ids 'loopclose detectors' lists");
                return;
            }
            summary.kind = *found;
        }
        Json list = m.value("pattern", Json());
        if (list.is_object()) {
            list = Json::array({list});
        }
        if (!list.is_array() || list.empty()) {
            error(where, "\"pattern\" must be a non-empty array of patterns");
            return;
        }
        std::vector<Pattern> patterns(list.size());
        for (std::size_t k = 0; k < list.size(); ++k) {
            if (!read_pattern(list[k], where + " pattern " + std::to_string(k + 1), patterns[k])) {
                return;
            }
            if (patterns[k].loop && k + 1 != list.size()) {
                error(where + " pattern " + std::to_string(k + 1),
                      "only the last pattern may loop");
                return;
            }
        }
        summary.patterns = patterns.size();
        summary.loop = patterns.back().loop;
        OwnedRule rule;
        // The owner names the tool in reports (the JSON's "tool"): one clean line, as
        // every other field an item carries.
        rule.tool = sanitize_utf8(summary.owner);
        rule.kind = summary.kind;
        rule.only_failed = warning;
        if (summary.loop) {
            if (patterns.size() != 2) {
                error(where, "a looping pattern must follow exactly one header pattern");
                return;
            }
            // The problem lines repeat under a header line that names the file.
            rule.pattern = patterns[1].regexp;
            rule.numbered = patterns[1].fields;
            rule.header = patterns[0].regexp;
            rule.header_file = patterns[0].fields.file;
        } else if (patterns.size() > k_max_rule_span) {
            error(where, "a problem may span at most " + std::to_string(k_max_rule_span) +
                             " lines (patterns)");
            return;
        } else {
            // Consecutive lines: one pattern over the lines joined by newlines, each
            // regexp free to match anywhere in its line, groups renumbered.
            int offset = 0;
            for (std::size_t k = 0; k < patterns.size(); ++k) {
                const Pattern& p = patterns[k];
                if (patterns.size() > 1) {
                    rule.pattern += (k == 0 ? "(?m)" : "\\n");
                    rule.pattern += "[^\\n]*?(?:" + p.regexp + ")[^\\n]*";
                } else {
                    rule.pattern = p.regexp;
                }
                const auto shift = [&](int field, int& into) {
                    if (field != 0) {
                        into = field + offset;
                    }
                };
                shift(p.fields.file, rule.numbered.file);
                shift(p.fields.line, rule.numbered.line);
                shift(p.fields.column, rule.numbered.column);
                shift(p.fields.severity, rule.numbered.severity);
                shift(p.fields.code, rule.numbered.code);
                shift(p.fields.message, rule.numbered.message);
                offset += p.groups;
            }
        }
        summary.rule = m_out.rules.size();
        m_out.rules.push_back(std::move(rule));
        m_out.matchers.push_back(std::move(summary));
    }

  private:
    std::string_view m_source;
    ProblemMatchers& m_out;
};

} // namespace

ProblemMatchers parse_problem_matchers(std::string_view text, std::string_view source) {
    ProblemMatchers out;
    Reader reader(source, out);
    if (text.size() > k_max_rules_bytes) {
        reader.error("the file", "larger than " + std::to_string(k_max_rules_bytes) + " bytes");
        return out;
    }
    Json doc;
    try {
        doc = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& e) {
        reader.error("line " + std::to_string(line_of(text, e.byte == 0 ? 0 : e.byte - 1)),
                     "not valid JSON");
        return out;
    } catch (const Json::exception&) {
        // Well-formed, but a number overflows a double (4e552799).
        reader.error("the document", "a number out of range");
        return out;
    }
    const Json* list = &doc;
    if (doc.is_object()) {
        const auto it = doc.find("problemMatcher");
        if (it == doc.end()) {
            reader.error("the document", "no \"problemMatcher\" array");
            return out;
        }
        list = &*it;
    }
    if (!list->is_array() || list->empty()) {
        reader.error("the document", "\"problemMatcher\" must be a non-empty array");
        return out;
    }
    if (list->size() > k_max_matchers) {
        reader.error("the document", "more than " + std::to_string(k_max_matchers) + " matchers");
        return out;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        reader.read_matcher((*list)[i], i);
    }
    if (!out.errors.empty()) {
        out.rules.clear();
        out.matchers.clear();
    }
    return out;
}

} // namespace loopclose::core
