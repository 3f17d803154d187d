# SPDX-License-Identifier: MIT
# bash completion for loopclose. Installed as
# $datadir/bash-completion/completions/loopclose; to try it: source completions/loopclose.bash
# Kept in step with the binary by tests/check_docs.py.

# The subcommands, in the order of 'loopclose --help'.
_loopclose_subcommands="check run history detectors tools mcp rules help"

# Detector ids for --detectors, in the order of 'loopclose detectors'.
_loopclose_detector_ids="merge-conflict command-not-found permission-error out-of-memory
typecheck-error syntax-error compile-error crash test-failure missing-module timeout
runtime-error unhandled-rejection not-implemented network-error lint-error
incomplete-function stack-trace fixme-marker todo-marker"

# The options of each subcommand.
_loopclose_options_check="--help --stdout --stderr --exit-code --detectors --max-chars --rules
--limit --report --report-format --format --output --promise --exit-zero --color -q --quiet"
_loopclose_options_rules="--help --check --sample"
_loopclose_options_detectors="--help --format"
_loopclose_options_tools="--help --format"
_loopclose_options_mcp="--help --state"
_loopclose_options_help="--help"
_loopclose_options_run="--help --state --window --repeat --oscillation --stall --artifact-repeat --max-iterations --max-failures --max-runtime --similarity --artifact --artifact-hash --dead-letter --format --output --detectors --max-chars --rules --limit --report --report-format --promise --color -q --quiet"
_loopclose_options_history="--help --stdout --stderr --exit-code --detectors --max-chars --rules --limit --report --report-format --state --window --repeat --oscillation --stall --artifact-repeat --max-iterations --max-failures --max-runtime --similarity --artifact --artifact-hash --dead-letter --format --promise --show --reset --stop --color -q --quiet"

# The options of run that take no value (every other option of run takes one).
_loopclose_run_flags="--help -q --quiet"

# The --format values of each subcommand.
_loopclose_formats_check="text json sarif github"
_loopclose_formats_detectors="text json"
_loopclose_formats_tools="text json"
_loopclose_formats_run="text json sarif github"
_loopclose_formats_history="text json"

_loopclose_files() {
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null
    # shellcheck disable=SC2207 # compgen prints one name per line; IFS is a newline
    COMPREPLY+=($(compgen -f -- "$1"))
}

# Sets _loopclose_command_at to the index in COMP_WORDS where the command of
# 'loopclose run' starts, scanning from index $2 (the word after run) up to the word
# being completed, $1: the word after '--', or the first word that is neither an
# option of run nor an option's value (see "loopclose run" in the man page). It is $1
# when the word being completed starts the command, -1 when it is run's own.
_loopclose_run_command_at() {
    local cword=$1 i=$2 word
    _loopclose_command_at=-1
    while ((i < cword)); do
        word=${COMP_WORDS[i]}
        if [[ $word == -- ]]; then
            _loopclose_command_at=$((i + 1))
            return
        fi
        if [[ $word != -?* ]]; then
            _loopclose_command_at=$i
            return
        fi
        ((i++))
        # "--format=json" arrives as "--format" "=" "json".
        if [[ ${COMP_WORDS[i]} == "=" ]]; then
            ((i += 2))
        elif [[ " $_loopclose_run_flags " != *" $word "* ]]; then
            ((i++))
        fi
    done
    if ((i == cword)) && [[ ${COMP_WORDS[cword]} != -* ]]; then
        _loopclose_command_at=$cword
    fi
}

# Completes the command of 'loopclose run', whose first word is COMP_WORDS[$1]: with
# bash-completion, as if the command line began there (the command's own completion,
# or command names for the first word); without it, command names, then file names.
_loopclose_run_command() {
    local at=$1 cur=${COMP_WORDS[COMP_CWORD]}
    if declare -F _comp_command_offset >/dev/null; then
        _comp_command_offset "$at"
    elif declare -F _command_offset >/dev/null; then
        _command_offset "$at"
    elif ((at == COMP_CWORD)) && [[ $cur != */* ]]; then
        local IFS=$'\n'
        # shellcheck disable=SC2207 # compgen prints one name per line; IFS is a newline
        COMPREPLY=($(compgen -c -- "$cur" | sort -u))
    else
        _loopclose_files "$cur"
    fi
}

_loopclose() {
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local prev=""
    local cword=$COMP_CWORD
    # "--format=js" arrives as "--format" "=" "js": look through the "=".
    if [[ $cur == "=" ]]; then
        cur=""
        prev="${COMP_WORDS[cword - 1]}"
    elif ((cword >= 2)) && [[ ${COMP_WORDS[cword - 1]} == "=" ]]; then
        prev="${COMP_WORDS[cword - 2]}"
    elif ((cword >= 1)); then
        prev="${COMP_WORDS[cword - 1]}"
    fi
    COMPREPLY=()

    # The subcommand is the first word after loopclose; anything else means check.
    local sub="check" sub_at=0 word
    for word in "${COMP_WORDS[@]:1:cword - 1}"; do
        ((sub_at++))
        if [[ " $_loopclose_subcommands " == *" $word "* ]]; then
            sub="$word"
            break
        fi
    done

    # After run's options comes the command, whose words are its own.
    if [[ $sub == run ]]; then
        _loopclose_run_command_at "$COMP_CWORD" $((sub_at + 1))
        if ((_loopclose_command_at >= 0)); then
            _loopclose_run_command "$_loopclose_command_at"
            return 0
        fi
    fi

    case "$prev" in
        --stdout | --stderr)
            _loopclose_files "$cur"
            [[ "-" == "$cur"* ]] && COMPREPLY+=("-")
            return 0
            ;;
        --output | --state | --artifact | --dead-letter | --rules | --check | --report)
            _loopclose_files "$cur"
            return 0
            ;;
        --exit-code | --max-chars | --limit | --sample | --promise | --window | --repeat | --oscillation | --stall | \
            --artifact-repeat | --max-iterations | --max-failures | --max-runtime | --similarity | \
            --artifact-hash)
            return 0
            ;;
        --format)
            local formats_var="_loopclose_formats_${sub//-/_}"
            # shellcheck disable=SC2207 # the values are plain words
            COMPREPLY=($(compgen -W "${!formats_var}" -- "$cur"))
            return 0
            ;;
        --color)
            # shellcheck disable=SC2207 # the values are plain words
            COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
            return 0
            ;;
        --report-format)
            # shellcheck disable=SC2207 # the values are plain words
            COMPREPLY=($(compgen -W "auto junit sarif tap go-test-json cargo-json lint-json test-json" -- "$cur"))
            return 0
            ;;
        --detectors)
            # A comma-separated list: complete the last id, keep the ones before it.
            local done_ids="" last="$cur"
            if [[ $cur == *,* ]]; then
                done_ids="${cur%,*},"
                last="${cur##*,}"
            fi
            local id
            for id in $_loopclose_detector_ids; do
                [[ $id == "$last"* ]] && COMPREPLY+=("${done_ids}${id}")
            done
            compopt -o nospace 2>/dev/null
            return 0
            ;;
    esac

    # help takes one command name.
    if [[ $sub == help && $cur != -* ]]; then
        # shellcheck disable=SC2207 # the candidates are plain words
        COMPREPLY=($(compgen -W "$_loopclose_subcommands" -- "$cur"))
        return 0
    fi

    local options_var="_loopclose_options_${sub//-/_}"
    local candidates="${!options_var}"
    if ((cword == 1)); then
        candidates="$_loopclose_subcommands $candidates --version"
    fi
    # shellcheck disable=SC2207 # the candidates are plain words
    COMPREPLY=($(compgen -W "$candidates" -- "$cur"))
    return 0
}

complete -F _loopclose loopclose
