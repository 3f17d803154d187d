#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sourced by the other scripts: installs the Debian packages loopclose needs, only the
# ones that are missing, with apt-get (through sudo when not root).

# The packages to build loopclose and run its tests (used by the scripts sourcing this;
# ninja-build schedules a build's files across its targets better than make does);
# libbenchmark-dev builds bench/ (scripts/test.sh turns it on when it is installed);
# zsh and fish let tests/check_completions.sh drive their completions too.
# shellcheck disable=SC2034
LOOPCLOSE_PACKAGES=(cmake make ninja-build g++ pkg-config libcli11-dev libre2-dev
    nlohmann-json3-dev libpugixml-dev doctest-dev python3 libbenchmark-dev zsh fish)
# And for the clang build with the sanitizers and the libFuzzer targets (test.sh --fuzz).
# shellcheck disable=SC2034
LOOPCLOSE_FUZZ_PACKAGES=(clang libclang-rt-14-dev)

# True when dpkg lists the package as installed.
package_installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

# Installs every named package that dpkg does not list as installed.
install_missing_packages() {
    local missing=() package
    for package in "$@"; do
        if ! package_installed "$package"; then
            missing+=("$package")
        fi
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        if ! command -v sudo >/dev/null; then
            echo "error: missing packages ${missing[*]}, and not root and no sudo to install them" >&2
            return 1
        fi
        sudo=(sudo)
    fi
    echo "Installing missing packages: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# Parallel build jobs: $JOBS, else the number of processors.
build_jobs() {
    echo "${JOBS:-$(nproc 2>/dev/null || echo 2)}"
}
