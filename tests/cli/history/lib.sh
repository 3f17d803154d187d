# SPDX-License-Identifier: MIT
# Shared by the history cases (sourced by their cmd, not a case itself). Each case
# works in $WORK with the state file s.json; the clock is fixed through LOOPCLOSE_NOW
# and advances 60 seconds per recorded run.
cd "$WORK" || exit 99
NOW=1764100000

# rec FIXTURE [OPTION…]: records the captured run tests/fixtures/FIXTURE and prints
# one line: the fixture, the decision's heading and history's exit status. The whole
# output stays in last.out.
rec() {
    fixture=$1
    shift
    NOW=$((NOW + 60))
    LOOPCLOSE_NOW=$NOW "$LOOPCLOSE" history --state s.json --stdout "$FIXTURES/$fixture/stdout" \
        --stderr "$FIXTURES/$fixture/stderr" --exit-code "$(cat "$FIXTURES/$fixture/exit_code")" \
        "$@" >last.out
    status=$?
    printf '%s: %s [exit %d]\n' "$fixture" "$(head -n 1 last.out)" "$status"
}

# rec_text EXIT TEXT [OPTION…]: the same for a run whose standard output is TEXT.
rec_text() {
    code=$1
    text=$2
    shift 2
    NOW=$((NOW + 60))
    printf '%s\n' "$text" | LOOPCLOSE_NOW=$NOW "$LOOPCLOSE" history --state s.json \
        --exit-code "$code" "$@" >last.out
    status=$?
    printf 'exit %s "%s": %s [exit %d]\n' "$code" "$text" "$(head -n 1 last.out)" "$status"
}
