# SPDX-License-Identifier: MIT
# Completes a command line in an interactive zsh on a pseudo-terminal, with the
# completions of completions/, and prints what zsh showed (escape sequences removed).
# A stand-in command, faketool, completes --fake-option and --fake-two.
# Usage: zsh -f tests/complete_zsh.zsh REPO_ROOT 'COMMAND LINE'
zmodload zsh/zpty || exit 1
root=$1 line=$2
zpty z zsh -f -i
zpty -w z "PS1='>'; fpath=($root/completions \$fpath); autoload -U compinit; compinit -u -D"
zpty -w z "_fake() { compadd -- --fake-option --fake-two }; compdef _fake faketool"
# One TAB completes or lists; a second lists the candidates of an ambiguous prefix.
zpty -w -n z "$line"$'\t'
sleep 1
zpty -w -n z $'\t'
sleep 1
all=
while zpty -r -t z chunk 2>/dev/null; do all+=$chunk; done
zpty -d z
# Only what follows the command line's last echo.
print -r -- "${all##*$'\n'>}" | tr -d '\r' | sed 's/\x1b\[[0-9;?]*[A-Za-z]//g'
