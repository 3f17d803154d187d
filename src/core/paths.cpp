// SPDX-License-Identifier: MIT
#include "core/paths.hpp"

#include "core/evidence.hpp"
#include "core/pattern.hpp"
#include "core/text.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace loopclose::core {

namespace {

bool is_drive_path(std::string_view path) {
    const auto is_letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
    return path.size() >= 3 && is_letter(path[0]) && path[1] == ':' &&
           (path[2] == '\\' || path[2] == '/');
}

bool is_kept_in_uri(unsigned char c) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        return true;
    }
    return std::string_view("-._~!$&'()*+,;=:@/").find(static_cast<char>(c)) !=
           std::string_view::npos;
}

} // namespace

bool is_absolute_path(std::string_view path) {
    return (!path.empty() && path.front() == '/') || is_drive_path(path);
}

std::string normalize_path(std::string_view path) {
    std::string prefix;
    std::string unified;
    if (is_drive_path(path)) {
        // A drive path uses backslashes as separators; a POSIX name may hold one literally.
        prefix = std::string(path.substr(0, 2)) + "/";
        for (const char c : path.substr(3)) {
            unified += c == '\\' ? '/' : c;
        }
    } else {
        if (!path.empty() && path.front() == '/') {
            prefix = "/";
        }
        unified = path;
    }
    const bool absolute = !prefix.empty();
    std::vector<std::string_view> parts;
    std::string_view rest = unified;
    while (!rest.empty()) {
        const std::size_t slash = rest.find('/');
        const std::string_view part = rest.substr(0, slash);
        rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash + 1);
        if (part.empty() || part == ".") {
            continue;
        }
        if (part == "..") {
            if (!parts.empty() && parts.back() != "..") {
                parts.pop_back();
            } else if (!absolute) {
                parts.push_back(part);
            }
            continue;
        }
        parts.push_back(part);
    }
    std::string out = prefix;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i != 0) {
            out += '/';
        }
        out += parts[i];
    }
    return out;
}

std::optional<std::string> path_under_root(std::string_view path, std::string_view root) {
    if (path.empty()) {
        return std::nullopt;
    }
    if (!is_absolute_path(path)) {
        std::string relative = normalize_path(path);
        if (relative.empty() || relative == ".." || relative.starts_with("../")) {
            return std::nullopt;
        }
        return relative;
    }
    if (!is_absolute_path(root)) {
        return std::nullopt;
    }
    const std::string normal_path = normalize_path(path);
    std::string normal_root = normalize_path(root);
    if (normal_root.back() != '/') {
        normal_root += '/';
    }
    if (normal_path.size() <= normal_root.size() || !normal_path.starts_with(normal_root)) {
        return std::nullopt;
    }
    return normal_path.substr(normal_root.size());
}

std::string percent_encode_path(std::string_view path) {
    static constexpr char k_hex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(path.size());
    for (const char ch : path) {
        const auto c = static_cast<unsigned char>(ch);
        if (is_kept_in_uri(c)) {
            out += ch;
        } else {
            out += '%';
            out += k_hex[c >> 4];
            out += k_hex[c & 0xF];
        }
    }
    return out;
}

std::string file_uri(std::string_view absolute_path, bool directory) {
    std::string path = normalize_path(absolute_path);
    if (path.empty() || path.front() != '/') {
        path.insert(0, "/"); // "C:/x" → "/C:/x": file:///C:/x
    }
    if (directory && path.back() != '/') {
        path += '/';
    }
    return "file://" + percent_encode_path(path);
}

bool is_test_path(std::string_view path) {
    if (contains(path, "/test/") || contains(path, "/tests/") || contains(path, "/spec/") ||
        contains(path, "/__tests__/") || starts_with(path, "test/") ||
        starts_with(path, "tests/") || starts_with(path, "spec/") || starts_with(path, "./test/") ||
        starts_with(path, "./tests/") || starts_with(path, "./spec/")) {
        return true;
    }
    return is_test_file_name(path);
}

bool is_test_file_name(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    return contains(name, ".test.") || contains(name, ".spec.") || contains(name, "_test.") ||
           contains(name, "_spec.") || starts_with(name, "test_") || contains(name, "Test.") ||
           contains(name, "Tests.") || contains(name, "Spec.") || contains(name, "_tests.");
}

bool same_file(std::string_view a, std::string_view b) {
    const auto ends_with_path = [](std::string_view path, std::string_view tail) {
        return path.size() > tail.size() && path.ends_with(tail) &&
               path[path.size() - tail.size() - 1] == '/';
    };
    return a == b || ends_with_path(a, b) || ends_with_path(b, a);
}

namespace {

// The extension of the file `path` names, in lower case; nullopt when its name has
// none (or is a dot file).
std::optional<std::string> lower_extension(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const std::size_t dot = name.rfind('.');
    if (dot == std::string_view::npos || dot == 0) {
        return std::nullopt;
    }
    return ascii_lower(name.substr(dot + 1));
}

} // namespace

bool is_config_path(std::string_view path) {
    const std::optional<std::string> ext = lower_extension(path);
    if (!ext) {
        return true;
    }
    static constexpr std::string_view k_config[] = {
        "conf",       "cfg",  "ini",     "yaml",  "yml", "json", "toml", "xml", "txt", "rc",
        "properties", "zone", "service", "rules", "cnf", "list", "env",  "nft", "cron"};
    return std::find(std::begin(k_config), std::end(k_config), *ext) != std::end(k_config);
}

bool is_document_path(std::string_view path) {
    const std::optional<std::string> ext = lower_extension(path);
    static constexpr std::string_view k_documents[] = {"html",     "htm", "xhtml", "svg", "md",
                                                       "markdown", "rst", "adoc",  "css", "scss"};
    return ext &&
           std::find(std::begin(k_documents), std::end(k_documents), *ext) != std::end(k_documents);
}

std::size_t place_prefix(std::string_view line, PlacePrefix& place, bool* alone) {
    if (line.empty() || line.front() == ' ' || line.front() == '\t') {
        return 0;
    }
    const std::size_t colon = line.find(':', 1);
    if (colon == std::string_view::npos || colon > 400) {
        return 0;
    }
    const std::string_view file = line.substr(0, colon);
    const std::size_t dot = file.rfind('.');
    if (file.find(' ') != std::string_view::npos || dot == std::string_view::npos ||
        dot + 1 == file.size() || file.back() == '/') {
        return 0;
    }
    std::size_t k = colon + 1;
    const std::size_t line_start = k;
    while (k < line.size() && is_digit(line[k]) && k - line_start < 9) {
        ++k;
    }
    if (k == line_start || k >= line.size() || line[k] != ':') {
        return 0;
    }
    place = {file, parse_small_number(line.substr(line_start, k - line_start)), 0};
    ++k;
    const std::size_t col_start = k;
    while (k < line.size() && is_digit(line[k]) && k - col_start < 9) {
        ++k;
    }
    if (k > col_start && k < line.size() && line[k] == ':') {
        place.column = parse_column(line.substr(col_start, k - col_start));
        ++k;
    } else {
        k = col_start;
    }
    if (alone != nullptr) {
        *alone = k == line.size();
    }
    return k < line.size() && line[k] == ' ' ? k + 1 : 0;
}

std::string_view leading_code(std::string_view message) {
    if (message.empty() || (message.front() != '(' && message.front() != '[')) {
        return {};
    }
    const std::size_t close = message.find(message.front() == '(' ? ')' : ']');
    if (close == std::string_view::npos || close > 60 || close < 2) {
        return {};
    }
    const std::string_view code = message.substr(1, close - 1);
    return code.find(' ') == std::string_view::npos ? code : std::string_view();
}

} // namespace loopclose::core
