#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Reads a `loopclose --format json` report on standard input and prints what the
cases under tests/cli/reports/ compare: one line per report read, the counts, and one
line per evidence item (kind, stream, file:line, label, first line of its message)."""
import json
import sys


def main():
    data = json.load(sys.stdin)
    for report in data.get("reports", []):
        print(
            "report {file} format={format} producer={producer} tests={tests} "
            "failures={failures} errors={errors} skipped={skipped} warnings={warnings} "
            "truncated={truncated} bytes={bytesRead}/{size}".format(**report)
        )
    print("stall: " + data["stallReason"])
    print("counts: " + " ".join(f"{k}={v}" for k, v in sorted(data["counts"].items())))
    for item in data["evidence"]:
        where = item["file"] or "-"
        if item["line"]:
            where += f":{item['line']}"
        message = (item["message"] or "").split("\n")[0]
        print(f"- {item['kind']} [{item['stream']}] {where} ({item['label'] or ''}) {message}")


if __name__ == "__main__":
    main()
