#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds loopclose with warnings as errors and runs the whole test suite.
#   scripts/test.sh              build into build/ (with bench/ when libbenchmark-dev is
#                                installed), run ctest
#   scripts/test.sh --sanitize   build into build-asan/ with AddressSanitizer and
#                                UndefinedBehaviorSanitizer, run ctest there
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=deps.sh
. scripts/deps.sh

build_dir=build
options=(-DLOOPCLOSE_WERROR=ON -DLOOPCLOSE_TESTS=ON)
case "${1:-}" in
    "") ;;
    --sanitize)
        build_dir=build-asan
        options+=(-DLOOPCLOSE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo)
        ;;
    *)
        echo "usage: scripts/test.sh [--sanitize]" >&2
        exit 2
        ;;
esac

install_missing_packages "${LOOPCLOSE_PACKAGES[@]}"
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
