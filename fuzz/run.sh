#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs one libFuzzer target for a while and keeps what it found (fuzz/README.md).
#   fuzz/run.sh TARGET SECONDS              fuzz, then merge new coverage into the corpus
#   fuzz/run.sh --no-merge TARGET SECONDS   fuzz only: the corpus is left as it is
#   fuzz/run.sh --runs N …                  stop after N executions (SECONDS stays a
#                                           cap): with a fixed FUZZ_SEED the same inputs
#                                           run on any machine (CI's smoke)
# TARGET is a fuzz target without "fuzz_" (pipeline, pipeline_full, mcp, rules…); a
# _full target shares the corpus of its hot one. The build goes to build-fuzz/ (clang,
# ASan and UBSan), configured on first use. The fuzzer works in a scratch folder seeded
# from fuzz/corpus/<corpus>/; afterwards the inputs that reach edges the corpus does
# not are copied into it as cov-<sha1>. Prints executions, exec/s and edges (cov)
# before and after. A crash or a broken invariant stops it with status 1, the input
# saved in the scratch folder. Run long jobs with nice: nice -n 19 fuzz/run.sh …
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() {
    echo "usage: fuzz/run.sh [--no-merge] [--runs N] TARGET SECONDS" >&2
    exit 2
}

merge=1
runs=-1
while (($# > 0)); do
    case $1 in
    --no-merge)
        merge=0
        shift
        ;;
    --runs)
        [[ ${2:-} =~ ^[0-9]+$ ]] || usage
        runs=$2
        shift 2
        ;;
    *) break ;;
    esac
done
(($# == 2)) || usage
target=$1
seconds=$2
[[ $target =~ ^[a-z_]+$ && $seconds =~ ^[0-9]+$ ]] || usage
corpus_name=${target%_full}
corpus=fuzz/corpus/$corpus_name
[[ -d $corpus ]] || {
    echo "fuzz/run.sh: no corpus folder $corpus" >&2
    exit 2
}

build="build-fuzz"
if [[ ! -f $build/CMakeCache.txt ]]; then
    cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DLOOPCLOSE_FUZZ=ON \
        -DLOOPCLOSE_SANITIZE=ON -DLOOPCLOSE_TESTS=OFF >/dev/null
fi
# scripts/test.sh --fuzz has built every target and runs several of these at once:
# FUZZ_PREBUILT=1 keeps them from building in one folder together.
if [[ ${FUZZ_PREBUILT:-0} != 1 ]]; then
    cmake --build "$build" --target "fuzz_$target" -j "${JOBS:-2}" >/dev/null
fi
binary=$build/fuzz/fuzz_$target

# The flags of every run: inputs up to 4 KiB (detectors read 4 KiB of a line, so a
# longer input adds length, not paths), a hang of 25 s is a finding, the target's
# dictionary when it has one.
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
flags=(-max_len=4096 -timeout=25)
if [[ -f fuzz/dict/$corpus_name.dict ]]; then
    flags+=("-dict=fuzz/dict/$corpus_name.dict")
fi
# FUZZ_SEED fixes libFuzzer's random seed: CI's smoke then tries the same inputs on
# every run (a finding is reproducible, not a coin toss); long runs leave it unset.
if [[ -n ${FUZZ_SEED:-} ]]; then
    flags+=("-seed=$FUZZ_SEED")
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/loopclose-fuzz-$target.XXXXXX")
mkdir "$scratch/corpus" "$scratch/artifacts"
cp "$corpus"/* "$scratch/corpus/"

# Edges the inputs of `folder` cover (libFuzzer's "cov" after reading them).
edges_of() {
    local folder=$1
    "$binary" "${flags[@]}" -runs=0 "$folder" 2>&1 | sed -n 's/.*INITED cov: \([0-9]*\).*/\1/p' |
        tail -n 1
}

# Value of libFuzzer's final statistic `name` in `log`.
stat_of() {
    sed -n "s/^stat::$2: *\([0-9]*\).*/\1/p" "$1"
}

before=$(edges_of "$corpus")
echo "fuzz_$target: $corpus holds $(find "$corpus" -type f | wc -l) inputs, $before edges"
log=$scratch/fuzz.log
status=0
"$binary" "${flags[@]}" -max_total_time="$seconds" -runs="$runs" -print_final_stats=1 \
    -artifact_prefix="$scratch/artifacts/" "$scratch/corpus" >"$log" 2>&1 || status=$?
echo "fuzz_$target: $(stat_of "$log" number_of_executed_units) executions," \
    "$(stat_of "$log" average_exec_per_sec) exec/s"
if ((status != 0)); then
    grep -E "ERROR|invariant broken|SUMMARY" "$log" | head -n 5 >&2 || true
    echo "fuzz_$target: failed (status $status); input and log in $scratch" >&2
    ls "$scratch/artifacts" >&2
    exit 1
fi
if ((merge == 0)); then
    echo "fuzz_$target: $(sed -n 's/.*DONE *cov: \([0-9]*\).*/\1/p' "$log") edges at the end"
    rm -rf "$scratch"
    exit 0
fi

# Edges only (no counters, no comparisons), so the committed set stays small.
mkdir "$scratch/merged"
cp "$corpus"/* "$scratch/merged/"
"$binary" "${flags[@]}" -merge=1 -use_counters=0 -use_cmp=0 "$scratch/merged" \
    "$scratch/corpus" >"$scratch/merge.log" 2>&1
added=0
for file in "$scratch"/merged/*; do
    name=$(basename "$file")
    if [[ ! -e $corpus/$name ]]; then
        cp "$file" "$corpus/cov-$(sha1sum "$file" | cut -c1-40)"
        added=$((added + 1))
    fi
done
after=$(edges_of "$corpus")
echo "fuzz_$target: merged $added new inputs into $corpus; edges $before -> $after"
rm -rf "$scratch"
