// SPDX-License-Identifier: MIT
#include "core/signature.hpp"

#include "core/normalize.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace loopclose::core {

namespace {

constexpr std::uint64_t k_fnv_prime = 0x100000001b3ULL;

std::string normalized_stream(std::string_view raw, std::size_t max_chars) {
    return normalize_for_signature(clean_output(keep_tail(raw, max_chars)));
}

} // namespace

std::uint64_t fnv1a_update(std::uint64_t hash, std::string_view bytes) {
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= k_fnv_prime;
    }
    return hash;
}

std::string hex64(std::uint64_t value) {
    static constexpr std::string_view k_digits = "0123456789abcdef";
    std::string out(16, '0');
    for (std::size_t i = 0; i < 16; ++i) {
        out[15 - i] = k_digits[(value >> (4 * i)) & 0xF];
    }
    return out;
}

std::string hash_hex(std::string_view bytes) {
    return hex64(fnv1a_update(k_fnv1a_start, bytes));
}

std::string signature_identity(const Evidence& item) {
    Evidence copy = item;
    copy.file = normalize_for_signature(item.file);
    copy.label = normalize_for_signature(item.label);
    copy.snippet = normalize_for_signature(item.snippet);
    const std::string key = evidence_identity(copy);
    // evidence_identity separates its parts with U+001F; empty parts are dropped.
    std::string out;
    std::size_t start = 0;
    while (start <= key.size()) {
        std::size_t end = key.find('\x1f', start);
        if (end == std::string::npos) {
            end = key.size();
        }
        if (end > start) {
            out += (out.empty() ? "" : " ") + key.substr(start, end - start);
        }
        start = end + 1;
    }
    return out;
}

bool gives_nothing_to_fix(const Analysis& analysis) {
    if (!analysis.failed) {
        return false;
    }
    if (analysis.evidence.empty()) {
        return true;
    }
    return std::all_of(analysis.evidence.begin(), analysis.evidence.end(),
                       [](const Evidence& e) {
                           return e.kind == Kind::command_not_found ||
                                  e.kind == Kind::permission_error || !kind_info(e.kind).blocking;
                       }) &&
           std::any_of(analysis.evidence.begin(), analysis.evidence.end(), [](const Evidence& e) {
               return e.kind == Kind::command_not_found || e.kind == Kind::permission_error;
           });
}

RunSignature compute_run_signature(const Analysis& analysis, const RunInput& input,
                                   std::size_t max_chars) {
    RunSignature sig;
    sig.primary = analysis.primary;
    sig.nothing_to_fix = gives_nothing_to_fix(analysis);
    for (const auto& item : analysis.evidence) {
        if (analysis.primary && item.kind == *analysis.primary) {
            sig.identities.push_back(signature_identity(item));
        }
        if (!item.file.empty() && kind_info(item.kind).blocking) {
            sig.files.push_back(item.file);
        }
    }
    std::sort(sig.identities.begin(), sig.identities.end());
    sig.identities.erase(std::unique(sig.identities.begin(), sig.identities.end()),
                         sig.identities.end());
    sig.failing_count = sig.identities.size();
    std::sort(sig.files.begin(), sig.files.end());
    sig.files.erase(std::unique(sig.files.begin(), sig.files.end()), sig.files.end());
    if (sig.files.size() > k_max_run_files) {
        sig.files.resize(k_max_run_files);
    }
    if (analysis.primary) {
        std::string text(kind_info(*analysis.primary).id);
        for (const auto& identity : sig.identities) {
            text += '\n' + identity;
        }
        sig.signature = hash_hex(text);
    }
    const std::string combined = normalized_stream(input.stdout_text, max_chars) + '\n' +
                                 normalized_stream(input.stderr_text, max_chars);
    sig.fingerprint = hash_hex(combined);
    sig.excerpt = std::string(keep_tail(combined, k_excerpt_bytes));
    return sig;
}

} // namespace loopclose::core
