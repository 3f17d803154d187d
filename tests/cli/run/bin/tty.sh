#!/bin/sh
# SPDX-License-Identifier: MIT
# For the run tests under a terminal: says whether standard output and standard error
# are terminals, and the size of standard output's; with "resize FILE", creates FILE
# and waits (5 s at most) for that size to change, and says so; then fails like a
# compiler.
exec 3>&1 # standard output, for stty inside $(...), whose own is a pipe
if [ -t 1 ]; then
    echo "stdout: a terminal, $(stty size <&3) (rows columns)"
else
    echo "stdout: not a terminal"
fi
# All on standard output: the order of two streams read apart is not fixed.
if [ -t 2 ]; then echo "stderr: a terminal"; else echo "stderr: not a terminal"; fi
if [ "$1" = resize ]; then
    winch=
    trap 'winch=1' WINCH
    first=$(stty size <&3)
    echo "waiting for a resize"
    : >"$2"
    i=0
    while [ "$(stty size <&3)" = "$first" ] && [ $i -lt 100 ]; do
        sleep 0.05
        i=$((i + 1))
    done
    echo "stdout: now $(stty size <&3)"
    [ -n "$winch" ] && echo "got SIGWINCH"
fi
echo "src/app.c:12:5: error: 'count' undeclared (first use in this function)"
exit 1
