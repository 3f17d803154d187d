#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the seed corpus of fuzz_pipeline into fuzz/corpus/pipeline/.

Two captured fixtures per tool (a coloured one and a tricky-names one first: they
hold the escape codes and the near-misses) plus a few hand-made hostile inputs, in
the layout of fuzz/pipeline_entry.hpp. Each seed stays under 64 KB: the streams keep
their tails, as loopclose does. Inputs the fuzzers found (regress-*) and the
coverage set merged from fuzzing runs (cov-*) are kept.
"""
import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "fuzz" / "corpus" / "pipeline"
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


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.iterdir():
        if not old.name.startswith(("regress-", "cov-")):
            old.unlink()
    count = 0
    for name, data in list(fixture_seeds()) + list(hostile_seeds()):
        assert len(data) < 64 * 1024, name
        (OUT / name).write_bytes(data)
        count += 1
    print(f"wrote {count} seeds to {OUT.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
