#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compare what loopclose finds in captured fixtures with their `expected` files.

    scripts/fixture_diff.py [--binary build/loopclose] DIR [DIR ...]

DIR is a case folder (holding `stdout`, `stderr`, `exit_code`, `expected`) or any
folder above case folders (tests/fixtures, tests/fixtures/jest). For each case whose
evidence differs, prints the items loopclose missed (`-`) and the ones it added (`+`),
as `kind<TAB>label<TAB>file<TAB>line<TAB>column` (the layout of tests/fixtures/README.md).
Exit status 1 when any case differs, 0 when all agree. The unit test `fixtures_test`
is what CI asserts; this is the quick look while capturing a new tool.
"""
import argparse
import json
import os
import subprocess
import sys


def cases(root):
    if os.path.isfile(os.path.join(root, "exit_code")):
        yield root
        return
    for entry in sorted(os.listdir(root)):
        path = os.path.join(root, entry)
        if os.path.isdir(path) and entry != "project":
            yield from cases(path)


def field(value):
    return "-" if value is None or value == "" else str(value)


def found(binary, case):
    args = [binary, "check", "--format", "json", "--exit-code",
            open(os.path.join(case, "exit_code")).read().strip()]
    for stream in ("stdout", "stderr"):
        path = os.path.join(case, stream)
        if os.path.exists(path):
            args += ["--" + stream, path]
    for entry in sorted(os.listdir(case)):
        if entry.startswith("report."):
            args += ["--report", os.path.join(case, entry)]
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        return None, done.stderr.strip()
    report = json.loads(done.stdout)
    items = set()
    for item in report.get("evidence", []):
        if item.get("kind") == "stack-trace":
            continue
        items.add("\t".join([item.get("kind", "-"), field(item.get("label")), field(item.get("file")),
                             field(item.get("line")), field(item.get("column"))]))
    return items, None


def expected(case):
    path = os.path.join(case, "expected")
    if not os.path.exists(path):
        return set()
    lines = open(path, encoding="utf-8").read().splitlines()
    return {line for line in lines if line.strip()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default="build/loopclose")
    parser.add_argument("dirs", nargs="+")
    opts = parser.parse_args()
    differing = 0
    total = 0
    for root in opts.dirs:
        for case in cases(root):
            total += 1
            got, error = found(opts.binary, case)
            if got is None:
                differing += 1
                print("%s: loopclose failed: %s" % (case, error))
                continue
            want = expected(case)
            if got == want:
                continue
            differing += 1
            print(case)
            for item in sorted(want - got):
                print("  -", item)
            for item in sorted(got - want):
                print("  +", item)
    print("%d of %d cases differ" % (differing, total), file=sys.stderr)
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
