# SPDX-License-Identifier: MIT
# Completes a command line in an interactive zsh on a pseudo-terminal, with the
# completions of completions/, and prints what zsh showed (escape sequences removed).
# A stand-in command, faketool, completes --fake-option and --fake-two.
# Usage: zsh -f tests/complete_zsh.zsh REPO_ROOT 'COMMAND LINE'
zmodload zsh/zpty || exit 1
root=$1 line=$2
zpty z zsh -f -i
zpty -w z "PS1='>'; fpath=($root/completions \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z "_fake() { compadd -- --fake-option --fake-two }; compdef _fake faketool; print -r -- READY''MARK"
# No sleeping: each step waits for what the shell prints. zsh drops what is typed
# before its line editor starts, so the line is typed once the prompt is shown.
zpty -r z out '*READYMARK*'
zpty -r z out '*>'
# One TAB completes or lists; a second lists the candidates of an ambiguous prefix.
# Then ^U clears the line and a command prints a mark (spelt apart as typed, so that
# its echo does not end the read): all before it is what the TABs showed.
zpty -w -n z "$line"$'\t\t\x15'"print -r -- END''MARK"$'\n'
all=
zpty -r z all '*ENDMARK*'
zpty -d z
print -r -- "${all%%print -r -- END*}" | tr -d '\r' | sed 's/\x1b\[[0-9;?]*[A-Za-z]//g'
