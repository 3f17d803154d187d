// SPDX-License-Identifier: MIT
#include "core/detectors/common.hpp"

namespace loopclose::core::detail {

namespace {

// Paths are cut to this many bytes, labels to the snippet limit.
constexpr std::size_t k_max_path_chars = 512;

} // namespace

void add_evidence(std::vector<Evidence>& out, Kind kind, const StreamLines& stream,
                  std::size_t index, Location where, std::string_view label,
                  std::string_view tool) {
    Evidence item;
    item.kind = kind;
    item.file = make_snippet(where.file, k_max_path_chars);
    item.line = where.line;
    item.column = where.line == 0 ? 0 : where.column;
    item.label = make_snippet(label);
    item.snippet = make_snippet(stream.lines[index]);
    item.stream = stream.stream;
    item.source_line = static_cast<std::uint32_t>(index);
    item.tool = std::string(tool);
    out.push_back(std::move(item));
}

bool is_library_path(std::string_view path) {
    static constexpr std::string_view k_prefixes[] = {
        "node:", "internal/", "/usr/lib/", "/usr/local/lib/", "/usr/share/", "/rustc/",
        "/usr/local/go/", "/usr/include/", "<", "bun:", "native",
    };
    for (const auto prefix : k_prefixes) {
        if (starts_with(path, prefix)) {
            return true;
        }
    }
    static constexpr std::string_view k_parts[] = {
        "/node_modules/", "/site-packages/", "/dist-packages/", "/.cargo/registry/",
        "/library/std/", "/library/core/", "/go/src/runtime/", "/go/src/testing/",
        "/lib/python3", "/.rustup/",
    };
    for (const auto part : k_parts) {
        if (contains(path, part)) {
            return true;
        }
    }
    return false;
}

} // namespace loopclose::core::detail
