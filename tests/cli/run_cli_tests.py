#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Golden end-to-end tests for the loopclose binary (zstd cli-tests style).

Each case is a folder tests/cli/<group>/<case>/ holding:
  cmd     a shell command line, run with `sh -c` in the case folder
  stdin   optional: fed to the command's standard input (otherwise /dev/null)
  stdout  expected standard output   (missing file = must be empty)
  stderr  expected standard error    (missing file = must be empty)
  exit    expected exit status, one decimal number

The command sees these environment variables:
  LOOPCLOSE  absolute path of the binary under test
  FIXTURES   absolute path of tests/fixtures in this repository
  CASE_DIR   absolute path of the case folder
  WORK       a fresh empty directory for files the case writes (removed after)

Usage: run_cli_tests.py --binary PATH [--update] [--filter SUBSTR]
Exit status: 0 when every case passes, 1 when any fails, 2 on bad usage.
"""

import argparse
import difflib
import os
import shutil
import subprocess
import sys
import tempfile

CLI_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(CLI_DIR))
FIXTURES = os.path.join(REPO_ROOT, "tests", "fixtures")
# A safety net against a hung binary, not a timing assertion.
CASE_TIMEOUT_SECONDS = 120


def find_cases(root):
    """Every folder under root that holds a `cmd` file, sorted by relative path."""
    cases = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        if "cmd" in files:
            cases.append(os.path.relpath(folder, root))
    return sorted(cases)


def read_bytes(path):
    """The file's bytes, or b"" when it does not exist."""
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        return b""


def case_environment(binary, case_dir, work_dir):
    """A small, stable environment: the caller's PATH and nothing loopclose reads."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/local/bin:/usr/bin:/bin"),
        "HOME": work_dir,
        "LC_ALL": "C.UTF-8",
        "TZ": "UTC",
        "LOOPCLOSE": binary,
        "FIXTURES": FIXTURES,
        "CASE_DIR": case_dir,
        "WORK": work_dir,
    }
    return env


def run_case(binary, case_dir):
    """Runs the case; returns (stdout bytes, stderr bytes, exit status)."""
    with open(os.path.join(case_dir, "cmd"), "r", encoding="utf-8") as handle:
        command = handle.read()
    stdin_path = os.path.join(case_dir, "stdin")
    work_dir = tempfile.mkdtemp(prefix="loopclose-cli-")
    try:
        with open(stdin_path if os.path.exists(stdin_path) else os.devnull, "rb") as stdin:
            proc = subprocess.run(
                ["sh", "-c", command],
                cwd=case_dir,
                stdin=stdin,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=case_environment(binary, case_dir, work_dir),
                timeout=CASE_TIMEOUT_SECONDS,
                check=False,
            )
    except subprocess.TimeoutExpired:
        return b"", b"run_cli_tests: timed out\n", -1
    finally:
        shutil.rmtree(work_dir, ignore_errors=True)
    return proc.stdout, proc.stderr, proc.returncode


def as_text_lines(data):
    """Bytes as lines for a readable diff; undecodable bytes shown as \\xNN."""
    text = data.decode("utf-8", errors="backslashreplace")
    return text.splitlines(keepends=True)


def unified_diff(name, expected, actual):
    """A unified diff of two byte strings, ending with a newline."""
    lines = difflib.unified_diff(
        as_text_lines(expected),
        as_text_lines(actual),
        fromfile="expected/" + name,
        tofile="actual/" + name,
    )
    out = []
    for line in lines:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


def write_expectation(path, data):
    """Writes data to path, or removes path when data is empty (empty = no file)."""
    if data:
        with open(path, "wb") as handle:
            handle.write(data)
    elif os.path.exists(path):
        os.remove(path)


def check_case(binary, case, update):
    """Runs one case; returns a failure report (str) or None when it passes."""
    case_dir = os.path.join(CLI_DIR, case)
    out, err, status = run_case(binary, case_dir)
    if update:
        write_expectation(os.path.join(case_dir, "stdout"), out)
        write_expectation(os.path.join(case_dir, "stderr"), err)
        with open(os.path.join(case_dir, "exit"), "w", encoding="ascii") as handle:
            handle.write("%d\n" % status)
        return None

    problems = []
    diffs = []
    for name, actual in (("stdout", out), ("stderr", err)):
        expected = read_bytes(os.path.join(case_dir, name))
        if expected != actual:
            problems.append(name)
            diffs.append(unified_diff(name, expected, actual))
    exit_text = read_bytes(os.path.join(case_dir, "exit")).decode("ascii", "replace").strip()
    if exit_text != str(status):
        problems.append("exit")
        diffs.append("exit: expected %s, got %d\n" % (exit_text or "(missing exit file)", status))
    if not problems:
        return None
    verb = "differs" if len(problems) == 1 else "differ"
    return "FAIL %s: %s %s\n%s" % (case, ", ".join(problems), verb, "".join(diffs))


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description="Run loopclose's golden CLI tests.")
    parser.add_argument("--binary", required=True, help="path of the loopclose binary")
    parser.add_argument("--update", action="store_true",
                        help="rewrite the expected stdout/stderr/exit from the actual run")
    parser.add_argument("--filter", default="", metavar="SUBSTR",
                        help="run only cases whose path contains SUBSTR")
    return parser.parse_args(argv)


def main(argv):
    args = parse_arguments(argv)
    binary = os.path.abspath(args.binary)
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        sys.stderr.write("run_cli_tests: error: %s is not an executable file\n" % binary)
        return 2
    cases = [case for case in find_cases(CLI_DIR) if args.filter in case]
    if not cases:
        sys.stderr.write("run_cli_tests: error: no case matches '%s'\n" % args.filter)
        return 2
    failed = 0
    for case in cases:
        report = check_case(binary, case, args.update)
        if report is not None:
            failed += 1
            sys.stdout.write(report)
    if args.update:
        print("updated %d cases" % len(cases))
        return 0
    print("%d passed, %d failed" % (len(cases) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
