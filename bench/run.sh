#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds loopclose and its benchmark in Release, then measures what PRODUCT.md §5 asks:
#   1. core::analyze throughput on every generated input (Google Benchmark, median of 5),
#      and reading a 10 MB JUnit XML report (--report)
#   2. process start to exit of the binary on a tiny input (hyperfine)
#   3. peak memory while 1 GB of log is piped through standard input (/usr/bin/time -v)
# and prints a short table against the targets.
#
# Usage: bench/run.sh [--quick] [extra loopclose_bench arguments…]
#   --quick   only the realistic log and the 1 MB inputs, 3 repetitions
# Environment: BUILD_DIR (default: <repo>/build-bench), JOBS (default: 2),
#              STDIN_BYTES (default: 1000000000).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build-bench}
jobs=${JOBS:-2}
stdin_bytes=${STDIN_BYTES:-1000000000}
repetitions=5
filter=()
if [[ ${1:-} == "--quick" ]]; then
    shift
    repetitions=3
    filter=(--benchmark_filter='^(realistic/|[a-z-]+/1MB$|report/)')
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== build (Release, $build)"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DLOOPCLOSE_BENCH=ON >/dev/null
cmake --build "$build" -j "$jobs" --target loopclose loopclose_bench loopclose_bench_input >/dev/null
bin=$build/loopclose
gen=$build/bench/loopclose_bench_input

echo "== core::analyze (median of $repetitions repetitions, CPU time)"
"$build/bench/loopclose_bench" --benchmark_repetitions="$repetitions" \
    --benchmark_report_aggregates_only=true --benchmark_out="$work/bench.csv" \
    --benchmark_out_format=csv "${filter[@]}" "$@"

echo "== process start to exit, tiny input"
if ! command -v hyperfine >/dev/null; then
    apt-get install -y hyperfine >/dev/null
fi
"$gen" realistic 2000 >"$work/tiny.log"
hyperfine --warmup 3 --runs 50 -N -i --export-json "$work/hyperfine.json" \
    "$bin --stdout $work/tiny.log --exit-code 1"

echo "== peak memory, $stdin_bytes bytes through stdin"
"$gen" realistic "$stdin_bytes" |
    /usr/bin/time -v "$bin" --exit-code 1 >/dev/null 2>"$work/time.txt" || true
rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")

# The table: medians from the CSV (name,iterations,real_time,cpu_time,time_unit,
# bytes_per_second,…), the hyperfine median and the peak RSS.
read -r start_ms start_cpu_ms < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print("%.2f %.2f" % (r["median"] * 1000, (r["user"] + r["system"]) * 1000))' "$work/hyperfine.json")
echo
echo "== summary (machine: $(nproc) cores, $(uname -m))"
awk -F, -v start_ms="$start_ms" -v start_cpu_ms="$start_cpu_ms" -v rss_kb="$rss_kb" -v gb="$stdin_bytes" '
    function ms(t, unit) { return unit == "ns" ? t / 1e6 : unit == "us" ? t / 1e3 : unit == "s" ? t * 1e3 : t }
    $1 ~ /_median"?$/ {
        name = $1; gsub(/"/, "", name); sub(/_median$/, "", name)
        cpu[name] = ms($4, $5); bps[name] = $6
    }
    END {
        printf "%-44s %14s   %s\n", "target", "measured", "goal"
        if ("realistic/1MB" in cpu) {
            printf "%-44s %9.0f MB/s   >= 200 MB/s\n", "realistic 1 MB log, core::analyze", bps["realistic/1MB"] / 1e6
            # Adversarial shapes (no newline, one character, escape floods, pattern
            # prefixes without their endings) against the 3x goal; the *-lines shapes,
            # where every line is a distinct complete failure, apart.
            worst = ""; worst_ms = 0; dense = ""; dense_ms = 0
            for (n in cpu) {
                if (n !~ /^[a-z-]+\/1MB$/ || n == "realistic/1MB") continue
                if (n ~ /-lines\/1MB$/) {
                    if (cpu[n] > dense_ms) { dense = n; dense_ms = cpu[n] }
                } else if (cpu[n] > worst_ms) { worst = n; worst_ms = cpu[n] }
            }
            if (worst != "") {
                printf "%-44s %12.1fx   <= 3x (%s: %.1f ms vs %.1f ms)\n", "worst adversarial 1 MB / realistic 1 MB", worst_ms / cpu["realistic/1MB"], worst, worst_ms, cpu["realistic/1MB"]
            }
            if (dense != "") {
                printf "%-44s %12.1fx   (%s: %.1f ms)\n", "worst failure-dense 1 MB / realistic 1 MB", dense_ms / cpu["realistic/1MB"], dense, dense_ms
            }
            if ("realistic/10MB" in cpu) {
                printf "%-44s %9.1f ms    %.1f / %.1f ms (x10 per step)\n", "realistic 100 KB / 1 MB / 10 MB, linear", cpu["realistic/100KB"], cpu["realistic/1MB"], cpu["realistic/10MB"]
            }
            if ("realistic/100MB/tail" in cpu) {
                printf "%-44s %9.1f ms    %.1f ms (flat: about the 1 MB time)\n", "realistic 10 MB / 100 MB, default limit", cpu["realistic/10MB/tail"], cpu["realistic/100MB/tail"]
            }
        }
        if ("report/junit/10MB/read" in cpu) {
            printf "%-44s %9.0f MB/s   (%.1f ms; with core::analyze %.1f ms)\n", "JUnit XML 10 MB report, read_report", bps["report/junit/10MB/read"] / 1e6, cpu["report/junit/10MB/read"], cpu["report/junit/10MB/analyze"]
        }
        printf "%-44s %9.2f ms    < 5 ms (wall, median; user+sys %.2f ms)\n", "process start to exit, 2 KB input", start_ms, start_cpu_ms
        printf "%-44s %9.1f MB    < 32 MB\n", sprintf("peak RSS, %.0f MB through stdin", gb / 1e6), rss_kb / 1024
    }' "$work/bench.csv"
echo
echo "Slowest 1 MB inputs relative to the realistic log:"
awk -F, '
    function ms(t, unit) { return unit == "ns" ? t / 1e6 : unit == "us" ? t / 1e3 : unit == "s" ? t * 1e3 : t }
    $1 ~ /\/1MB_median"?$/ && $1 !~ /^"?(detector|stage)\// {
        name = $1; gsub(/"/, "", name); sub(/_median$/, "", name); cpu[name] = ms($4, $5)
    }
    END {
        if (!("realistic/1MB" in cpu)) exit
        for (n in cpu) printf "  %-28s %10.1f ms  %6.1fx\n", n, cpu[n], cpu[n] / cpu["realistic/1MB"]
    }' "$work/bench.csv" | sort -k4 -rn | head -12
