#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Drives the shell completions the way the shells do and checks their candidates,
# above all after 'loopclose run' (see "loopclose run" in the man page): command names
# where the command starts, then the command's own completion, never loopclose's
# options. bash always; fish and zsh when installed (zsh through a pseudo-terminal,
# tests/complete_zsh.zsh).
# Usage: tests/check_completions.sh REPO_ROOT
set -u
shopt -s lastpipe # `... | expect` counts its failures in this shell
root=${1:?usage: check_completions.sh REPO_ROOT}
failures=0

# complete_bash WORDS... : the candidates bash's _loopclose gives for the command line
# WORDS (the last word is the one being completed, "" for an empty one), one a line.
# With LOOPCLOSE_TEST_OFFSET set, a stand-in for bash-completion's _command_offset
# says where it was asked to start.
complete_bash() {
    bash --norc --noprofile -c '
        source "$1/completions/loopclose.bash"
        if [[ -n ${LOOPCLOSE_TEST_OFFSET:-} ]]; then
            _command_offset() { COMPREPLY=("offset $1: ${COMP_WORDS[$1]}"); }
        fi
        shift
        COMP_WORDS=("$@")
        COMP_CWORD=$(($# - 1))
        COMP_LINE="$*"
        COMP_POINT=${#COMP_LINE}
        _loopclose
        printf "%s\n" "${COMPREPLY[@]}"' check "$root" "$@"
}

# expect has|lacks CANDIDATE DESCRIPTION < candidates
expect() {
    local mode=$1 candidate=$2 description=$3 found=no
    grep -qxF -- "$candidate" && found=yes
    if [[ $mode == has && $found == no ]] || [[ $mode == lacks && $found == yes ]]; then
        echo "FAIL: $description: expected it to $mode '$candidate'"
        failures=$((failures + 1))
    else
        echo "ok: $description"
    fi
}

cd "$root" || exit 1

complete_bash loopclose run -- ech | expect has echo "bash: run -- ech offers echo"
complete_bash loopclose run ech | expect has echo "bash: run ech (no --) offers echo"
complete_bash loopclose run --format json -q ech | expect has echo "bash: command after run's options"
complete_bash loopclose run --format = json ech | expect has echo "bash: command after --format=json"
complete_bash loopclose run --format "" | expect has json "bash: run --format still offers formats"
complete_bash loopclose run --format "" | expect lacks echo "bash: an option's value is not the command"
complete_bash loopclose run --st | expect has --state "bash: run's own options before the command"
complete_bash loopclose run -- npm -- | expect lacks --state "bash: run -- npm -- offers no loopclose option"
complete_bash loopclose run -- npm --fo | expect lacks --format "bash: run -- npm --fo offers no --format"
complete_bash loopclose run npm --fo | expect lacks --format "bash: run npm --fo offers no --format"
complete_bash loopclose run -- -- | expect lacks --state "bash: a second -- belongs to the command"
complete_bash loopclose check --format "" | expect has github "bash: check --format unchanged"
complete_bash loopclose --st | expect has --stdout "bash: check's options unchanged"
complete_bash loopclose run -- cat README. | expect has README.md "bash: file names without bash-completion"
LOOPCLOSE_TEST_OFFSET=1 complete_bash loopclose run --state s.json -- npm -- |
    expect has "offset 5: npm" "bash: delegates to bash-completion from the command's word"
LOOPCLOSE_TEST_OFFSET=1 complete_bash loopclose run -q np |
    expect has "offset 3: np" "bash: delegates the command's name too"

if command -v fish >/dev/null; then
    complete_fish() {
        # shellcheck disable=SC2016 # fish expands $argv
        fish --no-config -c 'source $argv[1]/completions/loopclose.fish
            complete -c faketool -l fake-option
            complete -C $argv[2] | string replace -r "\t.*" ""' "$root" "$1"
    }
    complete_fish 'loopclose run -- ech' | expect has echo "fish: run -- ech offers echo"
    complete_fish 'loopclose run --format json ech' | expect has echo "fish: command after run's options"
    complete_fish 'loopclose run --st' | expect has --state "fish: run's own options before the command"
    complete_fish 'loopclose run -- faketool --' | expect has --fake-option "fish: the command's own completion"
    complete_fish 'loopclose run -- faketool --' | expect lacks --state "fish: no loopclose option in the command"
    complete_fish 'loopclose run faketool --' | expect lacks --state "fish: nor without --"
    complete_fish 'loopclose run --' | expect lacks --stdout "fish: run has no --stdout"
    complete_fish 'loopclose --st' | expect has --stdout "fish: check's options unchanged"
else
    echo "skip: fish is not installed"
fi

if command -v zsh >/dev/null && zsh -fc 'zmodload zsh/zpty' 2>/dev/null; then
    if zsh -n completions/_loopclose; then
        echo "ok: zsh: the completion parses"
    else
        echo "FAIL: zsh: completions/_loopclose does not parse"
        failures=$((failures + 1))
    fi
    # What zsh shows, one word a line (the command line included: check prefixes
    # longer than the one typed).
    complete_zsh() {
        timeout 30 zsh -f "$root/tests/complete_zsh.zsh" "$root" "$1" | tr -s ' \t' '\n'
    }
    complete_zsh 'loopclose run -- ech' | expect has echotc "zsh: run -- ech offers command names"
    complete_zsh 'loopclose run ech' | expect has echotc "zsh: run ech (no --) offers command names"
    complete_zsh 'loopclose run --format json -- faketool --' |
        expect has --fake-option "zsh: the command's own completion (_normal)"
    complete_zsh 'loopclose run -q faketool --' | expect has --fake-option "zsh: also without --"
    complete_zsh 'loopclose run faketool --st' | expect lacks --state "zsh: no loopclose option in the command"
    complete_zsh 'loopclose run --st' | expect has --state "zsh: run's own options before the command"
else
    echo "skip: zsh (with zsh/zpty) is not installed"
fi

if ((failures > 0)); then
    echo "$failures failure(s)"
    exit 1
fi
echo "all completion checks passed"
