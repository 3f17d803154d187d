#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sets loopclose up on a Debian machine and shows what it does: installs the missing
# packages, builds into build/, then explains the bundled failing bun test run
# (examples/bun-fail). Exits 0 when the demo ran, whatever loopclose found.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=deps.sh
. scripts/deps.sh

install_missing_packages "${LOOPCLOSE_PACKAGES[@]}"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build --target loopclose -j "$(build_jobs)"

command=(build/loopclose --stdout examples/bun-fail/stdout --stderr examples/bun-fail/stderr
    --exit-code 1)
echo
echo "\$ ${command[*]}"
status=0
"${command[@]}" || status=$?
echo
case $status in
    1) echo "loopclose exited 1: it found the failure in the example, as it should." ;;
    0) echo "loopclose exited 0: it found nothing to fix." ;;
    *)
        echo "loopclose exited $status: the demo did not run." >&2
        exit "$status"
        ;;
esac
echo "Next: 'build/loopclose --help', 'man ./man/loopclose.1', or scripts/test.sh to run the tests."
