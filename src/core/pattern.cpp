// SPDX-License-Identifier: MIT
#include "core/pattern.hpp"

#include <algorithm>
#include <atomic>
#include <re2/re2.h>
#include <vector>

namespace loopclose::core {

namespace {

std::atomic<std::size_t> g_compile_failures{0};

re2::RE2::Options pattern_options() {
    re2::RE2::Options options;
    options.set_log_errors(false);
    options.set_encoding(re2::RE2::Options::EncodingUTF8);
    options.set_max_mem(8 << 20);
    return options;
}

// Every live pattern, so that pattern_compile_failures() can compile the ones not used
// yet. Never destroyed: static patterns unregister during exit.
struct Registry {
    std::mutex mutex;
    std::vector<const Pattern*> patterns;
};

Registry& registry() {
    static Registry* r = new Registry;
    return *r;
}

} // namespace

Pattern::Pattern(std::string_view regex) : m_regex(regex) {
    Registry& r = registry();
    const std::lock_guard<std::mutex> lock(r.mutex);
    r.patterns.push_back(this);
}

Pattern::~Pattern() {
    Registry& r = registry();
    const std::lock_guard<std::mutex> lock(r.mutex);
    std::erase(r.patterns, this);
}

const re2::RE2& Pattern::compiled() const {
    std::call_once(m_once, [this] {
        // Compiled for Latin-1 when that matches UTF-8 text alike: its programs are
        // several times smaller to build and run (latin1_equivalent).
        re2::RE2::Options options = pattern_options();
        m_latin1 = latin1_equivalent(m_regex);
        if (m_latin1) {
            options.set_encoding(re2::RE2::Options::EncodingLatin1);
        }
        m_re =
            std::make_unique<re2::RE2>(re2::StringPiece(m_regex.data(), m_regex.size()), options);
        if (!m_re->ok()) {
            g_compile_failures.fetch_add(1);
        }
    });
    return *m_re;
}

bool Pattern::ok() const {
    return compiled().ok();
}

bool Pattern::search(std::string_view text) const {
    const re2::RE2& re = compiled();
    if (!re.ok()) {
        return false;
    }
    return re.Match(re2::StringPiece(text.data(), text.size()), 0, text.size(),
                    re2::RE2::UNANCHORED, nullptr, 0);
}

bool Pattern::search_groups(std::string_view text, std::string_view* groups, std::size_t n) const {
    const re2::RE2& re = compiled();
    if (!re.ok()) {
        return false;
    }
    const re2::StringPiece subject(text.data(), text.size());
    // Ask the DFA first: for a short text RE2 goes straight to its submatch engines
    // (one-pass, bit-state), whose set-up costs an allocation per call even when
    // nothing matches, and most calls do not match.
    if (!re.Match(subject, 0, text.size(), re2::RE2::UNANCHORED, nullptr, 0)) {
        return false;
    }
    re2::StringPiece pieces[16];
    const std::size_t count = n + 1 < 16 ? n + 1 : 16;
    if (!re.Match(subject, 0, text.size(), re2::RE2::UNANCHORED, pieces, static_cast<int>(count))) {
        return false;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const auto& piece = i + 1 < count ? pieces[i + 1] : re2::StringPiece();
        groups[i] = piece.data() == nullptr ? std::string_view()
                    : m_latin1
                        ? whole_characters(text, std::string_view(piece.data(), piece.size()))
                        : std::string_view(piece.data(), piece.size());
    }
    return true;
}

std::string_view whole_characters(std::string_view text, std::string_view group) {
    if (group.data() == nullptr || group.empty()) {
        return group;
    }
    const auto continuation = [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; };
    std::size_t from = static_cast<std::size_t>(group.data() - text.data());
    std::size_t to = from + group.size();
    // The bytes a group takes of a character begun before it belong to what came
    // before (as "(.)" there would have taken the whole character); a character it
    // begins is its own to the end.
    while (from < to && continuation(text[from])) {
        ++from;
    }
    if (from == to) {
        return text.substr(from, 0); // only the middle of a character: nothing of its own
    }
    while (to < text.size() && continuation(text[to])) {
        ++to;
    }
    return text.substr(from, to - from);
}

bool latin1_equivalent(std::string_view regex) {
    bool in_class = false;
    bool any_high = false;
    for (std::size_t k = 0; k < regex.size(); ++k) {
        const auto c = static_cast<unsigned char>(regex[k]);
        if (c >= 0x80) {
            // A character past ASCII written as itself, outside a class and not repeated
            // on its own: its bytes follow one another in the text either way.
            std::size_t end = k + 1;
            while (end < regex.size() && (static_cast<unsigned char>(regex[end]) & 0xC0) == 0x80) {
                ++end;
            }
            if (in_class || (end < regex.size() && (regex[end] == '*' || regex[end] == '+' ||
                                                    regex[end] == '?' || regex[end] == '{'))) {
                return false;
            }
            any_high = true;
            k = end - 1;
            continue;
        }
        if (c == '\\' && k + 1 < regex.size()) {
            const char next = regex[++k];
            if (next == 'x' || next == 'p' || next == 'P' || next == 'C' ||
                (next >= '0' && next <= '9')) {
                return false;
            }
            continue;
        }
        if (!in_class && c == '[') {
            in_class = true;
            // A ']' right after "[" or "[^" is a member.
            if (k + 1 < regex.size() && regex[k + 1] == '^') {
                ++k;
            }
            if (k + 1 < regex.size() && regex[k + 1] == ']') {
                ++k;
            }
        } else if (in_class && c == '[' && k + 1 < regex.size() && regex[k + 1] == ':') {
            const std::size_t close = regex.find(":]", k + 2);
            if (close == std::string_view::npos) {
                return false;
            }
            k = close + 1; // a POSIX class, "[:alpha:]"
        } else if (in_class && c == ']') {
            in_class = false;
        }
    }
    // Latin-1 folds the case of bytes past ASCII as letters of their own ("é" and "É" are
    // 0xE9 and 0xC9): a literal character past ASCII under (?i) would match other bytes.
    if (any_high) {
        for (std::size_t at = regex.find("(?"); at != std::string_view::npos;
             at = regex.find("(?", at + 2)) {
            for (std::size_t k = at + 2; k < regex.size() && regex[k] != ')' && regex[k] != ':';
                 ++k) {
                if (regex[k] == 'i') {
                    return false;
                }
            }
        }
    }
    return true;
}

std::string strip_group_names(std::string_view regex, std::vector<std::string>& names) {
    names.clear();
    std::string out;
    out.reserve(regex.size());
    bool in_class = false;
    bool quoted = false; // inside \Q...\E
    for (std::size_t k = 0; k < regex.size(); ++k) {
        const char c = regex[k];
        if (quoted) {
            quoted = !(c == '\\' && k + 1 < regex.size() && regex[k + 1] == 'E');
            out += c;
            continue;
        }
        if (c == '\\' && k + 1 < regex.size()) {
            quoted = regex[k + 1] == 'Q';
            out += c;
            out += regex[++k];
            continue;
        }
        if (in_class) {
            in_class = c != ']';
            out += c;
            continue;
        }
        if (c == '[') {
            // "[]a]" and "[^]a]": a "]" first is a member, not the end.
            in_class = true;
            out += c;
            if (k + 1 < regex.size() && regex[k + 1] == '^') {
                out += regex[++k];
            }
            if (k + 1 < regex.size() && regex[k + 1] == ']') {
                out += regex[++k];
            }
            continue;
        }
        if (c != '(') {
            out += c;
            continue;
        }
        const std::string_view rest = regex.substr(k);
        if (rest.size() < 2 || rest[1] != '?') {
            names.emplace_back(); // a plain capturing group
            out += c;
            continue;
        }
        if (rest.substr(0, 4) != "(?P<") {
            out += c; // (?:, (?i), (?i:…: no group
            continue;
        }
        const std::size_t close = rest.find('>');
        if (close == std::string_view::npos) {
            return std::string(regex);
        }
        const std::string_view name = rest.substr(4, close - 4);
        const bool valid = !name.empty() && std::all_of(name.begin(), name.end(), [](char n) {
            return (n >= 'a' && n <= 'z') || (n >= 'A' && n <= 'Z') || (n >= '0' && n <= '9') ||
                   n == '_';
        });
        if (!valid || std::find(names.begin(), names.end(), name) != names.end()) {
            names.clear();
            return std::string(regex);
        }
        names.emplace_back(name);
        out += c;
        k += close;
    }
    return out;
}

std::size_t pattern_compile_failures() {
    return g_compile_failures.load();
}

unsigned parse_small_number(std::string_view digits) {
    if (digits.empty() || digits.size() > 9) {
        return 0;
    }
    unsigned value = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9') {
            return 0;
        }
        value = value * 10 + static_cast<unsigned>(c - '0');
    }
    return value;
}

} // namespace loopclose::core
