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
every subcommand.
Each option of a command's --help, short ones included, must also be described where
the man page describes that command: its "loopclose CMD" and "Options of ... CMD"
sections, or "Options of loopclose" (-h, --help). A README block that copies a help
(a fenced block with an "Options:" line, after prose naming `loopclose CMD --help`)
must hold every option of that help and be, line for line, part of it.
A README console block that starts with `$ loopclose detectors` or `$ loopclose tools`
must be exactly what that command prints (the tables are generated from the binary's
own tables); `--write` rewrites those blocks in place instead of failing.
Prints one line per missing item; exit 0 when all are present, 1 otherwise, 2 when
the binary's help cannot be read.
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
        self.helps = {}  # "" or a subcommand -> its --help text
        self.page_options = {}  # "" or a subcommand -> every option of its help, short ones too
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


def parse_all_options(help_text):
    """Every option name, short and long, in the first column of "Options:"."""
    names = []
    for line in section_lines(help_text, "Options:"):
        if re.match(r"^\s+-", line):
            names.extend(re.findall(r"(?<![\w-])--?[a-zA-Z][a-zA-Z0-9-]*", line.split()[0]))
    return names


def discover(binary):
    offer = Offer()
    top = run_binary(binary, ["--help"])
    offer.subcommands = parse_subcommands(top)
    pages = [("", top)] + [(sub, run_binary(binary, [sub, "--help"])) for sub in offer.subcommands]
    for where, text in pages:
        offer.helps[where] = text
        offer.page_options[where] = parse_all_options(text)
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


def man_sections(roff):
    """(title, text) of each .SH and .SS section, the title in its text, escapes removed."""
    parts = re.split(r"^\.S[HS]\s+(.*)$", roff, flags=re.M)
    return [(roff_to_text(parts[i]).strip('"'), roff_to_text(parts[i] + "\n" + parts[i + 1]))
            for i in range(1, len(parts), 2)]


def missing_per_command(roff, offer):
    """Options of a command's help the man page does not describe with that command."""
    sections = man_sections(roff)
    general = "".join(text for title, text in sections if title == "Options of loopclose")
    problems = []
    for where, options in sorted(offer.page_options.items()):
        if where:
            own = re.compile(r"^(?:loopclose %s|Options of\b.*\b%s)(?![\w-])" % (re.escape(where), re.escape(where)))
            text = general + "".join(text for title, text in sections if own.search(title))
        else:
            text = general
        for option in options:
            if not word(option).search(text):
                problems.append("%s: option %s of '%s --help' is not described with %s"
                                % (MAN_PAGE, option, ("loopclose " + where).strip(),
                                   "'loopclose %s'" % where if where else "the options of loopclose"))
    return problems


def missing_in_help_copies(readme, offer):
    """README blocks that copy a help: every option of it there, and nothing else."""
    problems = []
    previous_end = 0
    for block in re.finditer(r"^```[^\n]*\n(.*?)^```", readme, flags=re.M | re.S):
        prose = readme[previous_end:block.start()]
        previous_end = block.end()
        copy = block.group(1)
        if not re.search(r"^Options:$", copy, flags=re.M):
            continue
        line = readme.count("\n", 0, block.start()) + 1
        named = re.findall(r"`loopclose(?: ([a-z][a-z0-9-]*))? --help`", prose)
        if not named or named[-1] not in offer.helps:
            problems.append("README.md:%d: a copy of a help, but the text before it names no "
                            "`loopclose COMMAND --help` loopclose has" % line)
            continue
        where = named[-1]
        title = ("loopclose %s --help" % where).replace("  ", " ")
        for option in offer.page_options[where]:
            if not word(option).search(copy):
                problems.append("README.md:%d: option %s of '%s' is missing from its copy" % (line, option, title))
        help_text = offer.helps[where]
        if copy.strip("\n") not in help_text:
            actual = help_text.splitlines()
            for number, copied in enumerate(copy.splitlines()):
                if copied not in actual:
                    problems.append("README.md:%d: the copy of '%s' has a line the binary does not print: %r"
                                    % (line + 1 + number, title, copied))
                    break
            else:
                problems.append("README.md:%d: the copy of '%s' is not the binary's, in order" % (line, title))
    return problems


def read(root, relative):
    path = os.path.join(root, relative)
    try:
        with open(path, "r", encoding="utf-8") as handle:
            return handle.read()
    except OSError as error:
        return error


GENERATED_BLOCK = re.compile(r"(```console\n\$ loopclose (detectors|tools)\n)(.*?)(```)", re.S)


def generated_blocks(readme, binary, write):
    """README blocks that copy `loopclose detectors` / `loopclose tools`: problems, new text."""
    problems = []

    def current(match):
        output = run_binary(binary, [match.group(2)])
        if match.group(3) != output and not write:
            problems.append("README.md: the 'loopclose %s' block differs from the binary's output "
                            "(run tests/check_docs.py --write)" % match.group(2))
        return match.group(1) + output + match.group(4)

    updated = GENERATED_BLOCK.sub(current, readme)
    for sub in ("detectors", "tools"):
        if not re.search(r"```console\n\$ loopclose %s\n" % sub, readme):
            problems.append("README.md: no console block shows 'loopclose %s'" % sub)
    return problems, updated


def main(argv):
    parser = argparse.ArgumentParser(description="Check that docs and completions match the binary.")
    parser.add_argument("--binary", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("--write", action="store_true",
                        help="rewrite the README blocks generated from the binary")
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
        if is_man:
            problems.extend(missing_per_command(text, offer))
    readme = read(args.root, "README.md")
    if isinstance(readme, OSError):
        problems.append("README.md: cannot read: %s" % readme)
    else:
        for sub in offer.subcommands:
            if not re.search(r"loopclose\s+" + re.escape(sub) + r"(?![\w-])", readme):
                problems.append("README.md: subcommand '%s' is never shown as 'loopclose %s'" % (sub, sub))
        problems.extend(missing_in_help_copies(readme, offer))
        block_problems, updated = generated_blocks(readme, os.path.abspath(args.binary), args.write)
        problems.extend(block_problems)
        if args.write and updated != readme:
            with open(os.path.join(args.root, "README.md"), "w", encoding="utf-8") as out:
                out.write(updated)

    for problem in problems:
        print(problem)
    print("%d subcommands, %d long options, %d formats, %d detector ids checked in %d files: %d missing"
          % (len(offer.subcommands), len(offer.options), len(offer.formats), len(offer.detectors),
             len(COMPLETION_FILES) + 2, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
