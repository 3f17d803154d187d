// SPDX-License-Identifier: MIT
// Lexical path handling for reports: normalizing the paths tools print, placing them
// under a source root, and turning them into URI references. No file system access.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace loopclose::core {

// The GNU "file:line[:column]: " place a line starts with ("src/a.c:12:5: error: x"):
// a file with an extension and no blanks, then numbers. Returns the length of the prefix
// (up to the rest), 0 when the line does not start so; `alone` (when given) says that
// nothing follows the last colon (gfortran puts its message a few lines below), and
// then the length is 0 too.
struct PlacePrefix {
    std::string_view file;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};
std::size_t place_prefix(std::string_view line, PlacePrefix& place, bool* alone = nullptr);

// The code in parentheses or brackets that opens a checker's message ("(W113) accessing
// undefined variable", "[no-undef] x"), empty when there is none.
std::string_view leading_code(std::string_view message);

// True for "/x" and for Windows drive paths ("C:\x", "C:/x").
bool is_absolute_path(std::string_view path);

// Removes "." and empty segments and folds "dir/.." pairs; a ".." that climbs above a
// relative start is kept ("../x"), one above "/" is dropped. A drive path's
// backslashes become slashes. "" and "." give "".
std::string normalize_path(std::string_view path);

// `path` as a normalized path relative to the directory `root`, or nullopt when it
// is outside it. A relative path counts as relative to `root` already (tools print
// paths relative to where they ran): it is outside only when it climbs out with
// "..". An absolute path is inside when it is below an absolute `root`; with an
// empty or relative `root` no absolute path is inside. The root itself is outside.
std::optional<std::string> path_under_root(std::string_view path, std::string_view root);

// Percent-encodes every byte that may not appear in a URI path: only unreserved
// characters, sub-delimiters, ':', '@' and '/' are kept. "a b%" → "a%20b%25".
std::string percent_encode_path(std::string_view path);

// A "file://" URI for an absolute path ("/x y" → "file:///x%20y", "C:\x" →
// "file:///C:/x"); `directory` adds the trailing slash a base URI needs.
std::string file_uri(std::string_view absolute_path, bool directory = false);

// True when two paths name one file as tools print it: equal, or one ends in "/" and
// the other ("/abs/tests/x.py" and "tests/x.py"). Lexical, like the rest.
bool same_file(std::string_view a, std::string_view b);

// True for test files of the usual layouts: x.test.ts, test_x.py, x_test.go, x_spec.rb,
// CalcTest.php, CalcTest.java, files under test/, tests/, spec/ or __tests__/.
bool is_test_path(std::string_view path);

// True when the file's own name says it holds tests ("calc_test.go", "CalcTest.java",
// "x.spec.ts"), whatever folder it is in.
bool is_test_file_name(std::string_view path);

// True for a configuration file rather than a program's source: no extension
// ("sudoers", "Caddyfile") or one of conf, cfg, ini, yaml, yml, json, toml, xml, txt,
// rc, properties, zone, service, rules, cnf, list, env, nft. An error a checker finds
// in one is a lint error, never a compile error.
bool is_config_path(std::string_view path);

// True for a page or a document (HTML, SVG, Markdown, reStructuredText, AsciiDoc, CSS),
// which a checker validates rather than a compiler builds.
bool is_document_path(std::string_view path);

} // namespace loopclose::core
