#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds loopclose with warnings as errors and runs the whole test suite.
#   scripts/test.sh              build into build/ (with bench/ when libbenchmark-dev is
#                                installed), run ctest
#   scripts/test.sh --sanitize   build into build-asan/ with AddressSanitizer and
#                                UndefinedBehaviorSanitizer, run ctest there
#   scripts/test.sh --fuzz       build into build-fuzz/ with clang, the sanitizers and
#                                every libFuzzer target, run ctest there, then fuzz
#                                each target from its corpus for $FUZZ_SECONDS (30) s,
#                                $JOBS at a time: a crash or a broken invariant fails
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=deps.sh
. scripts/deps.sh

build_dir=build
options=(-DLOOPCLOSE_WERROR=ON -DLOOPCLOSE_TESTS=ON)
packages=("${LOOPCLOSE_PACKAGES[@]}")
fuzz=0
case "${1:-}" in
    "") ;;
    --sanitize)
        build_dir=build-asan
        options+=(-DLOOPCLOSE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo)
        ;;
    --fuzz)
        # The directory and options fuzz/run.sh uses, so that it finds the build ready.
        build_dir=build-fuzz
        options+=(-DCMAKE_CXX_COMPILER=clang++ -DLOOPCLOSE_SANITIZE=ON -DLOOPCLOSE_FUZZ=ON)
        packages+=("${LOOPCLOSE_FUZZ_PACKAGES[@]}")
        fuzz=1
        ;;
    *)
        echo "usage: scripts/test.sh [--sanitize|--fuzz]" >&2
        exit 2
        ;;
esac

install_missing_packages "${packages[@]}"
# The MCP client and SARIF schema tests (tests/node/) need node and npm; a machine
# that already has them (e.g. from NodeSource, whose nodejs conflicts with Debian's npm)
# keeps its own.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    install_missing_packages nodejs npm
fi
if [[ $build_dir == build ]]; then
    if package_installed libbenchmark-dev; then
        options+=(-DLOOPCLOSE_BENCH=ON)
    else
        options+=(-DLOOPCLOSE_BENCH=OFF)
    fi
fi
cmake -S . -B "$build_dir" "${options[@]}"
cmake --build "$build_dir" -j "$(build_jobs)"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir "$build_dir" --output-on-failure
if ((fuzz)); then
    # As many targets at a time as there are build jobs. The per-reader targets
    # (fuzz_report_junit…) are left to long runs: fuzz_reports, run here, reaches every
    # reader through its format byte.
    pids=()
    failed=0
    for binary in "$build_dir"/fuzz/fuzz_*; do
        name=${binary##*/fuzz_}
        if [[ ! -f $binary || ! -x $binary || $name == report_* ]]; then
            continue
        fi
        FUZZ_PREBUILT=1 FUZZ_SEED=${FUZZ_SEED:-1} fuzz/run.sh --no-merge "$name" \
            "${FUZZ_SECONDS:-30}" &
        pids+=($!)
        if ((${#pids[@]} >= $(build_jobs))); then
            wait "${pids[0]}" || failed=1
            pids=("${pids[@]:1}")
        fi
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || failed=1
    done
    # Every saved input (fuzz/corpus, regressions included) was replayed through the
    # full checks by ctest above, and a failure there fails the run. A new finding of
    # this short exploration is printed with its input but fails the run only with
    # FUZZ_STRICT=1: it is a lead for a fix and a regression input, and CI must not
    # pass or fail by chance.
    if ((failed)); then
        echo "warning: a fuzz target found a crash or a broken invariant (see above);" \
            "keep its input under fuzz/corpus/ with the fix" >&2
        if [[ ${FUZZ_STRICT:-0} == 1 ]]; then
            exit 1
        fi
    fi
fi
