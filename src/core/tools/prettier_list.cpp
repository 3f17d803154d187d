// SPDX-License-Identifier: MIT
// Prettier's --list-different (-l) and --check with --list-different: the files it would
// reformat, one relative path a line on standard output and nothing else, and exit status
// 1 (2 when a file also did not parse; its "[error] src/a.ts: SyntaxError: …" lines go to
// standard error and are read by the rows). A bare path carries no literal a row could be
// found by, so this reads the stream whole: only a standard output made of nothing but
// such paths (and npm's "> script" banner, or the command as make echoes it), of the file types
// Prettier formats, is a list of unformatted files. One pass; it stops at the first line that is
// anything else.
#include "core/detectors/common.hpp"
#include "core/paths.hpp"
#include "core/text.hpp"
#include "core/tools/tool_rules.hpp"

#include <array>

namespace loopclose::core::tools {

namespace {

// The extensions Prettier formats out of the box (its languages), lower-case.
bool prettier_formats(std::string_view path) {
    static constexpr std::array<std::string_view, 26> k_extensions = {
        "js",  "jsx",        "mjs",     "cjs", "ts",    "tsx",   "mts",    "cts",  "json",
        "css", "scss",       "less",    "md",  "mdx",   "yml",   "yaml",   "html", "vue",
        "hbs", "handlebars", "graphql", "gql", "json5", "jsonc", "svelte", "astro"};
    const std::size_t dot = path.rfind('.');
    if (dot == std::string_view::npos || dot + 1 == path.size()) {
        return false;
    }
    const std::string_view extension = path.substr(dot + 1);
    for (const std::string_view known : k_extensions) {
        if (extension == known) {
            return true;
        }
    }
    return false;
}

// A relative path with no blank in it: "src/a.js", "docs/guide.md", "package.json".
bool is_bare_relative_path(std::string_view line) {
    if (line.empty() || line.front() == '/' || line.front() == '-' || line.size() > 1024) {
        return false;
    }
    for (const char c : line) {
        if (c == ' ' || c == '\t' || c == ':' || c == '(' || c == '\x1b') {
            return false;
        }
    }
    return prettier_formats(line);
}

// The command as make echoes it: "prettier --list-different src", "npx prettier -l .".
bool echoed_command(std::string_view line) {
    return starts_with(line, "prettier ") || starts_with(line, "npx prettier ") ||
           starts_with(line, "yarn prettier ") || starts_with(line, "pnpm exec prettier ") ||
           starts_with(line, "node_modules/.bin/prettier ");
}

} // namespace

void parse_prettier_list(const StreamLines& s, std::vector<Evidence>& out) {
    if (s.stream != Stream::out) {
        return;
    }
    std::size_t paths = 0;
    for (const std::string_view line : s.lines) {
        const std::string_view t = trim(line);
        if (t.empty() || starts_with(line, "> ") || echoed_command(t)) {
            continue; // blank lines and npm's banner ("> app@1.0.0 format", "> prettier -l .")
        }
        if (!is_bare_relative_path(t)) {
            return;
        }
        ++paths;
    }
    if (paths == 0) {
        return;
    }
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const std::string_view t = trim(s.lines[i]);
        if (!t.empty() && !starts_with(s.lines[i], "> ") && !echoed_command(t)) {
            detail::add_evidence(out, Kind::lint_error, s, i, {t, 0, 0}, "prettier", "prettier");
        }
    }
}

} // namespace loopclose::core::tools
