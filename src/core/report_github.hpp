// SPDX-License-Identifier: MIT
// Renders an Analysis as GitHub Actions workflow commands (PRODUCT §3):
// "::error file=…,line=…,col=…,title=…::message", one line per evidence item.
#pragma once

#include "core/pipeline.hpp"

#include <string>
#include <string_view>

namespace loopclose::core {

// GitHub shows at most this many annotations of each level per step; the renderer
// prints the most important ones and one ::notice:: counting the rest.
inline constexpr std::size_t k_max_github_annotations = 10;

// "error" for blocking kinds, "warning" for the TODO/FIXME markers, "notice" for
// stack frames (context for another failure).
std::string_view github_level(Kind kind);

// Escapes a command's message: '%' → %25, CR → %0D, LF → %0A ('%' first).
std::string escape_github_data(std::string_view text);

// Escapes a property value: as the message, plus ':' → %3A and ',' → %2C.
std::string escape_github_property(std::string_view text);

// One workflow command per line and nothing else: the first ten items of each level
// in report order (kind priority, then file and line), then a ::notice:: counting
// those left out. A failed run without evidence gives one ::error:: saying so; a
// clean run without evidence gives "". Absolute paths under `source_root` (the
// workspace) are made relative to it.
std::string render_github(const Analysis& analysis, std::string_view source_root = {});

} // namespace loopclose::core
