#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails when the man page, the completions or the README fall behind the binary.

Usage: check_docs.py --binary B --root R

What the binary offers is discovered, never listed here:
  - subcommands from `B --help` (its "Subcommands:" section),
  - long options and --format values from `B --help` and `B <sub> --help`,
  - detector ids from `B detectors --format json`.
Each must appear in R/man/loopclose.1 and in each of R/completions/loopclose.bash,
R/completions/_loopclose and R/completions/loopclose.fish; R/README.md must mention
every subcommand. Prints one line per missing item; exit 0 when all are present,
1 otherwise, 2 when the binary's help cannot be read.
"""

import argparse
import json
import os
import re
import subprocess
import sys

COMPLETION_FILES = ("completions/loopclose.bash", "completions/_loopclose", "completions/loopclose.fish")
MAN_PAGE = "man/loopclose.1"


class Offer:
    """What the binary offers: subcommands, long options, format values, detector ids."""

    def __init__(self):
        self.subcommands = []
        self.options = {}  # "--name" -> sorted list of where it is shown ("", "check", ...)
        self.formats = set()
        self.detectors = []


def run_binary(binary, args):
    proc = subprocess.run([binary] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, check=False)
    if proc.returncode != 0:
        raise SystemExit("check_docs: error: '%s %s' exited %d: %s"
                         % (binary, " ".join(args), proc.returncode, proc.stderr.decode(errors="replace")))
    return proc.stdout.decode("utf-8", errors="replace")


def section_lines(help_text, title):
    """The lines of a CLI11 help section ("Options:", "Subcommands:") up to a blank line."""
    lines = help_text.splitlines()
    try:
        start = lines.index(title) + 1
    except ValueError:
        return []
    out = []
    for line in lines[start:]:
        if not line.strip():
            break
        out.append(line)
    return out


def parse_subcommands(help_text):
    names = []
    for line in section_lines(help_text, "Subcommands:"):
        match = re.match(r"^\s+([a-z][a-z0-9-]*)(?:\s|$)", line)
        if match:
            names.append(match.group(1))
    return names


def parse_options(help_text):
    """Long option names and --format values from the first column of "Options:"."""
    options, formats = [], set()
    for line in section_lines(help_text, "Options:"):
        if not re.match(r"^\s+-", line):
            continue  # a wrapped description line
        first = line.split()[0]
        options.extend(re.findall(r"--[a-zA-Z][a-zA-Z0-9-]*", first))
        choices = re.search(r"--format\s+\S*\{([^}]*)\}", line)
        if choices:
            formats.update(value.strip() for value in choices.group(1).split(","))
    return options, formats


def discover(binary):
    offer = Offer()
    top = run_binary(binary, ["--help"])
    offer.subcommands = parse_subcommands(top)
    pages = [("", top)] + [(sub, run_binary(binary, [sub, "--help"])) for sub in offer.subcommands]
    for where, text in pages:
        options, formats = parse_options(text)
        for option in options:
            offer.options.setdefault(option, []).append(where or "loopclose")
        offer.formats.update(formats)
    if "detectors" in offer.subcommands:
        listing = json.loads(run_binary(binary, ["detectors", "--format", "json"]))
        offer.detectors = [item["id"] for item in listing["detectors"]]
    if not offer.subcommands or not offer.options or not offer.detectors:
        raise SystemExit("check_docs: error: found %d subcommands, %d options, %d detectors in the help; "
                         "the help format changed or the binary is broken"
                         % (len(offer.subcommands), len(offer.options), len(offer.detectors)))
    return offer


def roff_to_text(text):
    """Man page source with escapes removed, so \\-\\-stdout reads --stdout."""
    text = text.replace("\\-", "-").replace("\\&", "").replace("\\(em", "-").replace("\\e", "\\")
    text = re.sub(r"\\f(?:\[[^\]]*\]|\(..|.)", "", text)
    return text


def word(name):
    """A pattern for name as a whole word, hyphens counting as part of words."""
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])")


def has_option(text, option, fish):
    if word(option).search(text):
        return True
    # fish declares long options as `-l name` / `--long-option name`.
    bare = option[2:]
    return fish and re.search(r"(?:\s-l|--long-option|--long)\s+'?" + re.escape(bare) + r"(?![\w-])", text)


def missing_in(path, text, offer, is_man):
    fish = path.endswith(".fish")
    problems = []
    for sub in offer.subcommands:
        # In the man page a subcommand must be shown as a command line: "loopclose sub".
        pattern = re.compile(r"loopclose\s+\[?" + re.escape(sub) + r"(?![\w-])") if is_man else word(sub)
        if not pattern.search(text):
            problems.append("%s: subcommand '%s' is missing" % (path, sub))
    for option, where in sorted(offer.options.items()):
        if not has_option(text, option, fish):
            problems.append("%s: option %s (of %s) is missing" % (path, option, ", ".join(where)))
    for value in sorted(offer.formats):
        if not word(value).search(text):
            problems.append("%s: --format value '%s' is missing" % (path, value))
    for detector in offer.detectors:
        if not word(detector).search(text):
            problems.append("%s: detector id '%s' is missing" % (path, detector))
    return problems


def read(root, relative):
    path = os.path.join(root, relative)
    try:
        with open(path, "r", encoding="utf-8") as handle:
            return handle.read()
    except OSError as error:
        return error


def main(argv):
    parser = argparse.ArgumentParser(description="Check that docs and completions match the binary.")
    parser.add_argument("--binary", required=True)
    parser.add_argument("--root", required=True)
    args = parser.parse_args(argv)
    offer = discover(os.path.abspath(args.binary))

    problems = []
    for relative in (MAN_PAGE,) + COMPLETION_FILES:
        text = read(args.root, relative)
        if isinstance(text, OSError):
            problems.append("%s: cannot read: %s" % (relative, text))
            continue
        is_man = relative == MAN_PAGE
        problems.extend(missing_in(relative, roff_to_text(text) if is_man else text, offer, is_man))
    readme = read(args.root, "README.md")
    if isinstance(readme, OSError):
        problems.append("README.md: cannot read: %s" % readme)
    else:
        for sub in offer.subcommands:
            if not re.search(r"loopclose\s+" + re.escape(sub) + r"(?![\w-])", readme):
                problems.append("README.md: subcommand '%s' is never shown as 'loopclose %s'" % (sub, sub))

    for problem in problems:
        print(problem)
    print("%d subcommands, %d long options, %d formats, %d detector ids checked in %d files: %d missing"
          % (len(offer.subcommands), len(offer.options), len(offer.formats), len(offer.detectors),
             len(COMPLETION_FILES) + 2, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
