// SPDX-License-Identifier: MIT
#include "core/normalize.hpp"

#include <array>
#include <memory>
#include <re2/re2.h>

namespace loopclose::core {

namespace {

struct Rule {
    std::string_view regex;
    std::string_view rewrite;
};

// Order matters: a UUID or a date must go before the hex and number rules eat its
// parts, and temporary paths before ports (a path may hold a colon-free port-like
// number). Word boundaries (\b) keep identifiers such as test_timeout_10ms intact.
constexpr std::array<Rule, 16> k_rules{{
    {R"re(\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b)re",
     "<uuid>"},
    {R"re(\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2}\b)?)re",
     "<time>"},
    {R"re(\b\d{4}-\d{2}-\d{2}\b)re", "<date>"},
    // A clock time not preceded by ':' or a digit, so file:12:34:56 stays.
    {R"re((^|[^:\d])\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b)re", R"(\1<time>)"},
    {R"re(\b1\d{9}(?:\d{3}){0,3}(?:\.\d+)?\b)re", "<epoch>"},
    {R"re(\b0[xX][0-9a-fA-F]+\b)re", "0x<hex>"},
    {R"re(\b[0-9a-fA-F]{16,}\b)re", "<hex>"},
    {R"re((^|[\s'"(=:\[,<>])(?:(?:/private)?/var/folders|/var/tmp|/tmp|/dev/shm)/(?:[^\s'"():,\[\]<>]*/)?([^\s'"():,\[\]<>/]*))re",
     R"(\1<tmp>/\2)"},
    {R"re((localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1?\]):\d{1,5}\b)re", R"(\1:<port>)"},
    {R"re(\((node|deno|bun|python\d*):\d+\))re", R"((\1:<pid>))"},
    {R"re(==\d+==)re", "==<pid>=="},
    {R"re(\b([Pp]id|PID)([ =:#]+)\d+\b)re", R"(\1\2<pid>)"},
    {R"re(\bthread '([^'\n]*)' \(\d+\))re", R"(thread '\1' (<tid>))"},
    {R"re(\bgoroutine \d+\b)re", "goroutine <id>"},
    {R"re((?i)\b(seed|random[_-]?seed|randomly-seed|test\.shuffle)(\s*[=:]\s*|\s+|\()-?\d+)re",
     R"(\1\2<seed>)"},
    {R"re(\b(?:\d+h)?(?:\d+m)?\d+(?:\.\d+)?\s?(?:ns|us|µs|μs|ms|s|sec|secs|seconds?|min|mins|minutes?)\b)re",
     "<dur>"},
}};

struct CompiledRule {
    std::unique_ptr<re2::RE2> re;
    std::string rewrite;
};

const std::array<CompiledRule, k_rules.size()>& compiled_rules() {
    static const auto rules = [] {
        re2::RE2::Options options;
        options.set_log_errors(false);
        options.set_encoding(re2::RE2::Options::EncodingUTF8);
        options.set_posix_syntax(false);
        options.set_max_mem(8 << 20);
        std::array<CompiledRule, k_rules.size()> out;
        for (std::size_t i = 0; i < k_rules.size(); ++i) {
            const std::string regex = "(?m)" + std::string(k_rules[i].regex);
            out[i].re = std::make_unique<re2::RE2>(regex, options);
            out[i].rewrite = std::string(k_rules[i].rewrite);
        }
        return out;
    }();
    return rules;
}

} // namespace

std::string normalize_for_signature(std::string_view text) {
    std::string out(text);
    for (const auto& rule : compiled_rules()) {
        // A rule that failed to compile is skipped (tests assert that none does).
        if (rule.re->ok()) {
            re2::RE2::GlobalReplace(&out, *rule.re, rule.rewrite);
        }
    }
    return out;
}

} // namespace loopclose::core
