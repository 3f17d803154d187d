#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds loopclose with warnings as errors and runs the whole test suite.
#   scripts/test.sh              build into build/ (with bench/ when libbenchmark-dev is
#                                installed), run ctest
#   scripts/test.sh --sanitize   build into build-asan/ with AddressSanitizer and
#                                UndefinedBehaviorSanitizer, run ctest there
#   scripts/test.sh --fuzz       build into build-fuzz/ with clang, the sanitizers and
#                                every libFuzzer target, run ctest there, then fuzz
#                                each target from its corpus for a fixed number of
#                                executions with a fixed seed (about 30 s each here,
#                                $FUZZ_SECONDS, 60, at most), $JOBS at a time: a crash
#                                or a broken invariant fails the run
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
# Ninja for a new build folder (a folder already configured keeps its generator).
if command -v ninja >/dev/null && [[ ! -f $build_dir/CMakeCache.txt ]]; then
    options+=(-G Ninja)
fi
cmake -S . -B "$build_dir" "${options[@]}"
started=$SECONDS
cmake --build "$build_dir" -j "$(build_jobs)"
echo "scripts/test.sh: $build_dir built in $((SECONDS - started)) s"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
started=$SECONDS
ctest --test-dir "$build_dir" --output-on-failure -j "$(build_jobs)"
echo "scripts/test.sh: $build_dir tests ran in $((SECONDS - started)) s"
if ((fuzz)); then
    # As many targets at a time as there are build jobs. Each runs a fixed number of
    # executions from its corpus with libFuzzer's seed fixed ($FUZZ_SEED, 1), so the same
    # commit tries the same inputs on any machine: a finding fails CI on every run, and is
    # reproduced with the same command. The counts are about 30 s of each target on this
    # project's 2-core machine under CI's load (fuzz/README.md, "Throughput");
    # $FUZZ_SECONDS caps a slower machine. The per-reader targets (fuzz_report_junit…)
    # are left to long runs: fuzz_reports reaches every reader through its format byte.
    declare -A smoke_runs=(
        [pipeline]=8000 [pipeline_full]=300 [mcp]=12000 [mcp_full]=2000
        [state]=100000 [rules]=6000 [run_args]=16000 [reports]=12000
    )
    pids=()
    failed=0
    started=$SECONDS
    for binary in "$build_dir"/fuzz/fuzz_*; do
        name=${binary##*/fuzz_}
        if [[ ! -f $binary || ! -x $binary || $name == report_* ]]; then
            continue
        fi
        if [[ -z ${smoke_runs[$name]:-} ]]; then
            echo "scripts/test.sh: no smoke run count for fuzz_$name" >&2
            exit 1
        fi
        # libFuzzer counts the replay of the corpus among the executions (more than one
        # per file: fuzz_pipeline_full's 1,449 files took 1,917): the count is on top of
        # twice the corpus, so that the target explores however large the corpus grows.
        seeds=$(find "fuzz/corpus/${name%_full}" -type f | wc -l)
        FUZZ_PREBUILT=1 FUZZ_SEED=${FUZZ_SEED:-1} fuzz/run.sh --no-merge \
            --runs "$((smoke_runs[$name] + 2 * seeds))" "$name" "${FUZZ_SECONDS:-60}" &
        pids+=($!)
        if ((${#pids[@]} >= $(build_jobs))); then
            wait "${pids[0]}" || failed=1
            pids=("${pids[@]:1}")
        fi
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || failed=1
    done
    echo "scripts/test.sh: fuzzing took $((SECONDS - started)) s"
    if ((failed)); then
        echo "scripts/test.sh: a fuzz target found a crash or a broken invariant (above);" \
            "fix it and keep its input as fuzz/corpus/<target>/regress-<what>" >&2
        exit 1
    fi
fi
