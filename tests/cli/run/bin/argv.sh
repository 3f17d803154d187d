#!/bin/sh
# SPDX-License-Identifier: MIT
# Prints each argument it was given on its own line, in brackets, for the run tests.
for arg in "$@"; do
    printf '[%s]\n' "$arg"
done
