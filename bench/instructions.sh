#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Whole-process instruction counts (valgrind's callgrind: steady on a loaded machine,
# where wall times are not) of one or more loopclose binaries side by side, on:
#   - real failing runs from tests/fixtures (the fixed cost of a small failed run),
#   - an empty input,
#   - generated 1 MB inputs: the realistic log and failure-dense shapes (every line a
#     distinct failure).
# Usage: bench/instructions.sh [--quick] BINARY [BINARY...]
#   --quick   skip the failure-dense 1 MB shapes (each takes a minute under callgrind)
# Environment: GEN (default: build-bench/bench/loopclose_bench_input).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
gen=${GEN:-$root/build-bench/bench/loopclose_bench_input}
quick=0
if [[ ${1:-} == "--quick" ]]; then
    quick=1
    shift
fi
if [[ $# -eq 0 ]]; then
    echo "usage: bench/instructions.sh [--quick] BINARY [BINARY...]" >&2
    exit 2
fi
if ! command -v valgrind >/dev/null; then
    apt-get install -y valgrind >/dev/null
fi
if [[ ! -x $gen ]]; then
    echo "instructions.sh: $gen is missing: build it with bench/run.sh or cmake --build build-bench --target loopclose_bench_input" >&2
    exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name|arguments (paths relative to the repository; @GEN/x is a generated file)
inputs=(
    "empty input|--stdout /dev/null --exit-code 1"
    "jest color-fail (5 KB)|--stdout tests/fixtures/jest/color-fail/stdout --stderr tests/fixtures/jest/color-fail/stderr --exit-code 1"
    "pytest collection-error|--stdout tests/fixtures/pytest/collection-error/stdout --stderr tests/fixtures/pytest/collection-error/stderr --exit-code 2"
    "cargo-test fail-multi|--stdout tests/fixtures/cargo-test/fail-multi/stdout --stderr tests/fixtures/cargo-test/fail-multi/stderr --exit-code 101"
    "tsc fail-multi|--stdout tests/fixtures/tsc/fail-multi/stdout --stderr tests/fixtures/tsc/fail-multi/stderr --exit-code 2"
    "realistic 1 MB|--stdout @GEN/realistic --exit-code 1"
)
"$gen" realistic 1000000 >"$work/realistic"
if [[ $quick -eq 0 ]]; then
    for shape in mocha-lines cargo-lines rust-panic-lines pytest-lines; do
        "$gen" "$shape" 1000000 >"$work/$shape"
        inputs+=("$shape 1 MB|--stdout @GEN/$shape --exit-code 1")
    done
fi

count() { # binary, arguments: prints the instructions in millions
    local out
    # shellcheck disable=SC2086 # the arguments are words on purpose
    out=$(cd "$root" && valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" check ${2//@GEN/$work} 2>&1 >/dev/null |
        awk '/Collected :/ {print $4}')
    awk -v n="$out" 'BEGIN { printf "%.1f M", n / 1e6 }'
}

printf "%-28s" "input"
for bin in "$@"; do
    printf " | %-14s" "$(basename "$(dirname "$bin")")/$(basename "$bin")"
done
printf "\n"
for entry in "${inputs[@]}"; do
    name=${entry%%|*}
    args=${entry#*|}
    printf "%-28s" "$name"
    for bin in "$@"; do
        printf " | %14s" "$(count "$bin" "$args")"
    done
    printf "\n"
done
