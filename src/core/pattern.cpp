// SPDX-License-Identifier: MIT
#include "core/pattern.hpp"

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
        m_re = std::make_unique<re2::RE2>(re2::StringPiece(m_regex.data(), m_regex.size()),
                                          pattern_options());
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
                                            : std::string_view(piece.data(), piece.size());
    }
    return true;
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
