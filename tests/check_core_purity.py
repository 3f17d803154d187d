#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails when the pure core (src/core/) does I/O, reads the clock, the environment or
randomness, or depends on the command-line layer.

Usage: check_core_purity.py DIR
Prints FILE:LINE: <problem> for each offence. Exit status 0 when DIR is pure, 1 when
it is not, 2 on bad usage (DIR missing or holding no C++ source).

Includes are checked on the raw text; calls are checked after comments and string
literals are blanked out, so a detector pattern such as R"re(system\\()re" or a
comment naming printf is not an offence.
"""

import os
import re
import sys

SOURCE_SUFFIXES = (".cpp", ".hpp", ".h", ".cc", ".hh", ".ipp", ".inl")

# Headers that mean I/O, clock, randomness or threads.
FORBIDDEN_HEADERS = {
    "iostream", "fstream", "filesystem", "cstdio", "stdio.h", "chrono", "ctime",
    "time.h", "random", "thread", "unistd.h", "fcntl.h",
}
# Include prefixes of the command-line layer (ours and CLI11's).
FORBIDDEN_INCLUDE_PREFIXES = ("cli/", "CLI/", "sys/")

# Calls and objects that do I/O or read the environment, clock or randomness.
FORBIDDEN_CALLS = [
    (re.compile(r"\b(?:secure_)?getenv\s*\("), "reads the environment (getenv)"),
    (re.compile(r"\bfopen\s*\("), "opens a file (fopen)"),
    (re.compile(r"\bpopen\s*\("), "runs a process (popen)"),
    (re.compile(r"\bsystem\s*\("), "runs a process (system)"),
    (re.compile(r"\b(?:f|v|vf)?printf\s*\("), "writes output (printf)"),
    (re.compile(r"\bputs\s*\("), "writes output (puts)"),
    (re.compile(r"\bstd::(?:cout|cerr|clog|cin)\b"), "uses a standard stream"),
    (re.compile(r"(?<![\w.>])time\s*\("), "reads the clock (time)"),
    (re.compile(r"\bclock\s*\("), "reads the clock (clock)"),
    (re.compile(r"\bs?rand\s*\("), "uses randomness (rand)"),
]

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def blank_comments_and_strings(text):
    """The text with comments, string and character literals replaced by spaces,
    newlines kept so line numbers still match."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif c == "R" and text.startswith('"', i + 1) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            # Raw string R"delim( ... )delim"
            open_paren = text.find("(", i + 2)
            delimiter = text[i + 2:open_paren] if open_paren >= 0 else ""
            close = text.find(")" + delimiter + '"', open_paren + 1) if open_paren >= 0 else -1
            end = n if close < 0 else close + len(delimiter) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum())):
            # Ordinary string or char literal; a ' after a digit is a digit separator.
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            end = min(j + 1, n)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        else:
            out.append(c)
            i += 1
    return "".join(out)


def check_text(path, text):
    """The offences in one file's text, as 'path:line: problem' strings."""
    problems = []
    for number, line in enumerate(text.splitlines(), start=1):
        match = INCLUDE.match(line)
        if match:
            header = match.group(2).strip()
            if header in FORBIDDEN_HEADERS:
                problems.append("%s:%d: includes <%s> (no I/O, clock, randomness or threads in the core)"
                                % (path, number, header))
            elif header.startswith(FORBIDDEN_INCLUDE_PREFIXES):
                problems.append("%s:%d: includes %s (the core must not depend on the CLI layer)"
                                % (path, number, header))
    code = blank_comments_and_strings(text)
    for number, line in enumerate(code.splitlines(), start=1):
        if INCLUDE.match(line):
            continue
        for pattern, reason in FORBIDDEN_CALLS:
            if pattern.search(line):
                problems.append("%s:%d: %s: %s" % (path, number, reason, text.splitlines()[number - 1].strip()))
    return problems


def self_test():
    """The checker must catch a known-bad sample and pass a known-good one."""
    bad = ('#include <iostream>\n#include "cli/io.hpp"\n#include <CLI/CLI.hpp>\n'
           'int f() { std::cout << 1; auto t = time(nullptr); return rand() + getenv("X")[0]; }\n'
           'void g() { printf("x"); system("ls"); popen("ls", "r"); fopen("f", "r"); }\n')
    good = ('#include <string>\n// printf, getenv and std::cout are fine in a comment\n'
            'const char* k = R"re(system\\(|time\\()re";\nconst char* s = "fopen(";\n'
            'int runtime(int x) { return x + 1\'000\'000; }\nint y = runtime(2) + obj.time() + p->time();\n')
    found = check_text("bad", bad)
    expected = 11
    if len(found) != expected:
        raise SystemExit("check_core_purity: self-test failed: %d offences in the bad sample, expected %d:\n%s"
                         % (len(found), expected, "\n".join(found)))
    clean = check_text("good", good)
    if clean:
        raise SystemExit("check_core_purity: self-test failed on the good sample:\n" + "\n".join(clean))


def main(argv):
    if len(argv) != 1:
        sys.stderr.write("usage: check_core_purity.py DIR\n")
        return 2
    root = argv[0]
    if not os.path.isdir(root):
        sys.stderr.write("check_core_purity: error: %s is not a directory\n" % root)
        return 2
    self_test()
    files = []
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        files.extend(os.path.join(folder, name) for name in sorted(names) if name.endswith(SOURCE_SUFFIXES))
    if not files:
        sys.stderr.write("check_core_purity: error: no C++ sources under %s\n" % root)
        return 2
    problems = []
    for path in files:
        with open(path, "r", encoding="utf-8", errors="replace") as handle:
            problems.extend(check_text(path, handle.read()))
    for problem in problems:
        print(problem)
    if problems:
        print("core is NOT pure: %d offences in %d files checked" % (len(problems), len(files)))
        return 1
    print("core is pure: %d files checked" % len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
