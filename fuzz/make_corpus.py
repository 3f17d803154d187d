#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the seed corpora of fuzz_pipeline, fuzz_rules and fuzz_run_args.

Usage: fuzz/make_corpus.py [pipeline|rules|run_args ...] (default: all three).

fuzz/corpus/pipeline/: two captured fixtures per tool (a coloured one and a
tricky-names one first: they hold the escape codes and the near-misses) plus a few
hand-made hostile inputs, in the layout of fuzz/pipeline_entry.hpp. Each seed stays
under 64 KB: the streams keep their tails, as loopclose does.

fuzz/corpus/rules/: the problem-matcher documents of examples/rules/, of the golden
tests (tests/cli/rules/) and of the unit tests, each with a log in the layout of
fuzz/rules_entry.hpp (the document, NUL, the log): the sample lines the golden tests
feed them and the tail of a captured fixture.

fuzz/corpus/run_args/: the words after `loopclose run` in the golden tests
(tests/cli/), NUL-separated (fuzz/run_args_entry.hpp).

Inputs the fuzzers found (regress-*) and the coverage sets merged from fuzzing runs
(cov-*) are kept.
"""
import pathlib
import re
import shlex
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
OUT = CORPUS / "pipeline"
SEPARATOR = b"\0--stderr--\0"
MAX_SEED = 64 * 1024 - 64
PER_TOOL = 2


def header(exit_code=None, max_chars=None, detectors=None, promise=False):
    flags = (1 if exit_code is not None else 0) | (2 if max_chars else 0)
    flags |= (4 if detectors is not None else 0) | (8 if promise else 0)
    return struct.pack("<BiHB", flags, exit_code or 0, (max_chars or 1) - 1, detectors or 0)


def seed(out, err, **options):
    room = MAX_SEED // 2
    return header(**options) + out[-room:] + SEPARATOR + err[-room:]


def pick_cases(tool_dir):
    cases = sorted(p for p in tool_dir.iterdir() if (p / "exit_code").exists())
    ranked = [c for c in cases if "color" in c.name]
    ranked += [c for c in cases if "tricky" in c.name]
    ranked += [c for c in cases if "green" not in c.name and "clean" not in c.name]
    picked = []
    for case in ranked:
        if case not in picked:
            picked.append(case)
    return picked[:PER_TOOL]


def fixture_seeds():
    for tool_dir in sorted((ROOT / "tests" / "fixtures").iterdir()):
        if not tool_dir.is_dir():
            continue
        for case in pick_cases(tool_dir):
            code = (case / "exit_code").read_text().strip()
            yield f"{tool_dir.name}-{case.name}", seed(
                (case / "stdout").read_bytes(), (case / "stderr").read_bytes(),
                exit_code=int(code) if code else None)


def hostile_seeds():
    esc = b"\x1b[31mFAIL\x1b[0m src/a.test.ts > sum \x1b]8;;http://x\x07link\x1b]8;;\x07\n"
    yield "ansi-osc", seed(esc * 3 + b"\x1b[", b"\x1bP broken dcs\nerror: x\n", exit_code=1)
    yield "cr-progress", seed(b"[1/9] \r[5/9] \r[9/9] done\r\n" * 4 + b"\rFAILED a.py::t\r\n",
                              b"", exit_code=1)
    yield "invalid-utf8-nul", seed(b"error\0: \xff\xfe\xc0\xaf \xed\xa0\x80 \xf4\x90\x80\x80\n",
                                   b"\xc2\x85\xc2\x9bTraceback\n", exit_code=2)
    yield "multibyte-cut", seed("é€😀".encode() * 40 + b"\n(fail) t\xc3\xa9st\n",
                                "€".encode() * 30, exit_code=1, max_chars=17)
    yield "conflict-markers", seed(b"<<<<<<< HEAD\na\n=======\nb\n>>>>>>> topic\n", b"",
                                   exit_code=0, detectors=0x5A)
    yield "promise-claimed", seed(b"all good <promise>DONE</promise>\n",
                                  b"error TS2304: Cannot find name 'x'.\n", exit_code=1,
                                  promise=True)
    yield "long-line", seed(b"(" * 20000 + b"\n" + b"a" * 20000, b"", exit_code=139)
    yield "no-header", b"(fail) x\n"


def printf_text(quoted):
    """The bytes `printf 'quoted'` writes: \\ and \n are its only escapes used."""
    return re.sub(r"\\(.)", lambda m: {"\\": "\\", "n": "\n"}.get(m[1], m[0]), quoted)


def rule_documents():
    for path in sorted((ROOT / "examples" / "rules").glob("*.json")):
        yield f"example-{path.stem}", path.read_text()
    for cmd in sorted((ROOT / "tests" / "cli" / "rules").glob("*/cmd")):
        for k, quoted in enumerate(re.findall(r"printf '(\{.*?\})' > r\.json", cmd.read_text(),
                                              re.S)):
            yield f"cli-{cmd.parent.name}-{k}", printf_text(quoted)
    unit = (ROOT / "tests" / "unit" / "core" / "problem_matcher_test.cpp").read_text()
    for k, raw in enumerate(re.findall(r'R"\((\{"problemMatcher".*?)\)"', unit)):
        yield f"unit-{k}", raw


def rule_logs():
    cmd = (ROOT / "tests" / "cli" / "rules" / "check-examples" / "cmd").read_text()
    samples = "\n".join(re.findall(r'--sample "(.*?)"', cmd)) + "\n"
    yield "samples", samples.encode()
    for fixture in ("shellcheck/gcc-fail", "eslint/fail-multi"):
        case = ROOT / "tests" / "fixtures" / fixture
        yield fixture.replace("/", "-"), (case / "stdout").read_bytes()[-2048:]


def rules_seeds():
    logs = list(rule_logs())
    for k, (name, document) in enumerate(rule_documents()):
        log_name, log = logs[k % len(logs)]
        yield f"{name}-{log_name}", document.encode() + b"\0" + log


def run_args_seeds():
    seen = set()
    for cmd in sorted((ROOT / "tests" / "cli").glob("*/*/cmd")):
        for line in cmd.read_text().splitlines():
            if '"$LOOPCLOSE" run' not in line:
                continue
            words = shlex.split(line.split('"$LOOPCLOSE" run', 1)[1], posix=True)
            # The shell's own words end the command: redirections, pipes, "&".
            for k, word in enumerate(words):
                if word in ("|", "&", "&&", ";") or re.match(r"^\d?[<>]", word):
                    words = words[:k]
                    break
            data = "\0".join(words).encode()
            if data not in seen:
                seen.add(data)
                yield f"cli-{cmd.parent.parent.name}-{cmd.parent.name}-{len(seen)}", data


def write_corpus(folder, seeds):
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():
        if not old.name.startswith(("regress-", "cov-")):
            old.unlink()
    count = 0
    for name, data in seeds:
        assert len(data) < 64 * 1024, name
        (folder / name).write_bytes(data)
        count += 1
    print(f"wrote {count} seeds to {folder.relative_to(ROOT)}", file=sys.stderr)


def main():
    """Rewrites the corpora named on the command line, else all three."""
    corpora = {
        "pipeline": lambda: list(fixture_seeds()) + list(hostile_seeds()),
        "rules": rules_seeds,
        "run_args": run_args_seeds,
    }
    for name in sys.argv[1:] or corpora:
        write_corpus(CORPUS / name, corpora[name]())


if __name__ == "__main__":
    main()
