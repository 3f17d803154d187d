#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the npm-based end-to-end tests (ctest calls it; see tests/CMakeLists.txt).
#   run.sh install              install the pinned packages (npm ci) unless already done
#   run.sh test FILE BINARY     run one node:test file against the loopclose BINARY
# Exits 77 (ctest's "skipped") with a message when node or npm is not installed.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "SKIPPED: node and npm are needed for this test (apt-get install nodejs npm)" >&2
    exit 77
fi

case "${1:-}" in
install)
    # One install at a time: several build folders may share this source folder.
    exec 9>"$here/.npm-install.lock"
    flock 9
    stamp="$here/node_modules/.loopclose-lock-hash"
    want="$(sha256sum package-lock.json | cut -d' ' -f1)"
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
        echo "node packages already installed for this package-lock.json"
        exit 0
    fi
    npm ci --no-audit --no-fund --loglevel=error
    echo "$want" >"$stamp"
    ;;
test)
    file="${2:?usage: run.sh test FILE BINARY}"
    binary="${3:?usage: run.sh test FILE BINARY}"
    if [[ ! -d node_modules ]]; then
        echo "node packages are missing: run 'tests/node/run.sh install' (ctest does it first)" >&2
        exit 1
    fi
    LOOPCLOSE_BIN="$binary" LOOPCLOSE_ROOT="$(cd "$here/../.." && pwd)" exec node --test "$file"
    ;;
*)
    echo "usage: run.sh install | run.sh test FILE BINARY" >&2
    exit 2
    ;;
esac
