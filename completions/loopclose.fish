# SPDX-License-Identifier: MIT
# fish completion for loopclose. Installed as
# $datadir/fish/vendor_completions.d/loopclose.fish; to try it: source completions/loopclose.fish
# Kept in step with the binary by tests/check_docs.py.

# The subcommands, in the order of 'loopclose --help'.
set -l loopclose_subcommands check run history detectors tools mcp rules help

# True while the command line has no subcommand yet, or has check: check's options
# apply in both cases, check being the default command.
function __loopclose_check_options_apply
    set -l words (commandline -opc)
    for word in $words[2..-1]
        switch $word
            case check
                return 0
            case detectors tools mcp rules help run history
                return 1
        end
    end
    return 0
end

# The options of run that take a value.
set -g __loopclose_run_value_options --state --window --repeat --oscillation --stall \
    --artifact-repeat --max-iterations --max-failures --max-runtime --similarity --artifact \
    --artifact-hash --dead-letter --format --output --detectors --max-chars --rules --limit \
    --report --report-format --promise --color

# Prints where the command of 'loopclose run' starts among the words of the command
# line (the word being completed last): after '--', or at the first word that is
# neither an option of run nor an option's value (see "loopclose run" in the man
# page). Fails while the words are run's own.
function __loopclose_run_command_start
    set -l current (commandline -ct)
    set -l words (commandline -opc) "$current"
    test "$words[2]" = run; or return 1
    set -l n (count $words)
    set -l i 3
    while test $i -lt $n
        switch $words[$i]
            case --
                echo (math $i + 1)
                return 0
            case '-*=*'
                set i (math $i + 1)
            case $__loopclose_run_value_options
                set i (math $i + 2)
            case '-?*'
                set i (math $i + 1)
            case '*'
                echo $i
                return 0
        end
    end
    test $i -eq $n; and not string match -q -- '-*' $current; and echo $i
end

function __loopclose_in_run_command
    __loopclose_run_command_start >/dev/null
end

# True when one of the subcommands was given and the word is not the run's command's.
function __loopclose_seen
    not __loopclose_in_run_command; and __fish_seen_subcommand_from $argv
end

# The command of 'loopclose run': command names, then the command's own completion.
function __loopclose_complete_run_command
    set -l start (__loopclose_run_command_start); or return
    set -l current (commandline -ct)
    set -l words (commandline -opc) "$current"
    __fish_complete_subcommand --commandline $words[$start..-1]
end

complete -c loopclose -f
complete -c loopclose -n __loopclose_in_run_command -x -a '(__loopclose_complete_run_command)'

# Top level.
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -s h -l help -d 'Print the help and exit'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -s V -l version -d 'Print the version and exit'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a check -d 'Explain a captured failed run (the default command)'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a detectors -d 'List the detectors'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a tools -d 'List the tools loopclose knows'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a mcp -d 'Serve the loop_close and loop_history tools over MCP (stdio)'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a rules -d 'Check problem-matcher files and show what they read'

# check (also without the word: it is the default command).
complete -c loopclose -n "__loopclose_seen check" -s h -l help -d 'Print the options of check and exit'
complete -c loopclose -n __loopclose_check_options_apply -l stdout -r -F -d 'File holding the captured standard output (- = standard input)'
complete -c loopclose -n __loopclose_check_options_apply -l stderr -r -F -d 'File holding the captured standard error (- = standard input)'
complete -c loopclose -n __loopclose_check_options_apply -l exit-code -x -d 'The command\'s exit status (any 32-bit integer)'
complete -c loopclose -n __loopclose_check_options_apply -l detectors -x -a '(__fish_complete_list , __loopclose_detector_ids)' -d 'Run only these detectors (comma-separated ids)'
complete -c loopclose -n __loopclose_check_options_apply -l max-chars -x -d 'Bytes kept from the end of each stream (default 1000000)'
complete -c loopclose -n "__loopclose_check_options_apply; or __loopclose_seen run history" -l rules -r -F -d 'Problem-matcher JSON teaching more tools (repeatable)'
complete -c loopclose -n "__loopclose_check_options_apply; or __loopclose_seen run history" -l limit -x -d 'Primary items the text report lists (0 = all)'
complete -c loopclose -n "__loopclose_check_options_apply; or __loopclose_seen run history" -l report -r -F -d 'A report the run wrote: JUnit XML, SARIF, TAP, JSON (repeatable; globs expanded)'
complete -c loopclose -n "__loopclose_check_options_apply; or __loopclose_seen run history" -l report-format -x -a 'auto junit sarif tap go-test-json cargo-json lint-json test-json' -d 'Read every report as this format'
complete -c loopclose -n __loopclose_check_options_apply -l format -x -a 'text json sarif github' -d 'Report format'
complete -c loopclose -n __loopclose_check_options_apply -l output -r -F -d 'Write the report to FILE (atomically)'
complete -c loopclose -n __loopclose_check_options_apply -l promise -x -d 'Completion token: <promise>TOKEN</promise> must appear and the run be clean'
complete -c loopclose -n __loopclose_check_options_apply -l exit-zero -d 'Exit 0 even when a failure is found'
complete -c loopclose -n "__loopclose_check_options_apply; or __loopclose_seen run history" -l color -x -a 'auto always never' -d 'Colour the text report'
complete -c loopclose -n "__loopclose_check_options_apply; or __loopclose_seen run history" -s q -l quiet -d 'Print no report, only set the exit status'

# detectors
complete -c loopclose -n "__loopclose_seen detectors" -s h -l help -d 'Print the options of detectors and exit'
complete -c loopclose -n "__loopclose_seen detectors" -l format -x -a 'text json' -d 'Output format'
# tools
complete -c loopclose -n "__loopclose_seen tools" -s h -l help -d 'Print the options of tools and exit'
complete -c loopclose -n "__loopclose_seen tools" -l format -x -a 'text json' -d 'Output format'

# help [COMMAND]
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a help -d 'Show the help of loopclose or of a command'
complete -c loopclose -n "__loopclose_seen help" -a "$loopclose_subcommands" -d 'Command'

# rules
complete -c loopclose -n "__loopclose_seen rules" -s h -l help -d 'Print the options of rules and exit'
complete -c loopclose -n "__loopclose_seen rules" -l check -r -F -d 'Problem-matcher JSON file to check'
complete -c loopclose -n "__loopclose_seen rules" -l sample -x -d 'A line of tool output to read with each matcher'

# mcp
complete -c loopclose -n "__loopclose_seen mcp" -s h -l help -d 'Print the options of mcp and exit'
complete -c loopclose -n "__loopclose_seen mcp" -l state -r -F -d 'History state file loop_history uses by default'

# Detector ids for --detectors, in the order of 'loopclose detectors'.
function __loopclose_detector_ids
    printf '%s\t%s\n' \
        merge-conflict 'git conflicts' \
        command-not-found 'command not found, exit status 127' \
        permission-error 'EACCES, Permission denied, exit status 126' \
        out-of-memory 'out of memory, exit status 137' \
        typecheck-error 'tsc, mypy, pyright' \
        syntax-error 'SyntaxError banners' \
        compile-error 'gcc, clang, javac, rustc, go build, linker' \
        crash 'segfaults, aborts, sanitizers' \
        test-failure 'failing tests' \
        missing-module 'Cannot find module, No module named' \
        timeout 'test timeouts, exit status 124' \
        runtime-error 'uncaught errors and panics' \
        unhandled-rejection 'unhandled promise rejections' \
        not-implemented 'not implemented stubs' \
        network-error 'ECONNREFUSED, ETIMEDOUT, ENOTFOUND' \
        lint-error 'eslint, clippy, go vet' \
        incomplete-function 'empty or TODO-only functions' \
        stack-trace 'stack frames of a failed run' \
        fixme-marker 'FIXME markers (advisory)' \
        todo-marker 'TODO markers (advisory)'
end

# run and history
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a run -d 'Run a command, pass its output through, then report on it'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a history -d 'Record a run in a state file and tell whether the loop should go on'
complete -c loopclose -n "__loopclose_seen run history" -l state -r -F -d 'History state file'
complete -c loopclose -n "__loopclose_seen run history" -l window -x -d 'Recent runs shown (default 5)'
complete -c loopclose -n "__loopclose_seen run history" -l repeat -x -d 'repeated_error threshold (default 3)'
complete -c loopclose -n "__loopclose_seen run history" -l oscillation -x -d 'oscillating threshold (default 4)'
complete -c loopclose -n "__loopclose_seen run history" -l stall -x -d 'stalled threshold (default 3)'
complete -c loopclose -n "__loopclose_seen run history" -l artifact-repeat -x -d 'same artifact in a row (default 2)'
complete -c loopclose -n "__loopclose_seen run history" -l max-iterations -x -d 'runs per cycle (default 8)'
complete -c loopclose -n "__loopclose_seen run history" -l max-failures -x -d 'runs giving nothing to fix (default 3)'
complete -c loopclose -n "__loopclose_seen run history" -l max-runtime -x -d 'seconds per cycle (default 7200)'
complete -c loopclose -n "__loopclose_seen run history" -l similarity -x -d 'fuzzy ratio (default 0.9)'
complete -c loopclose -n "__loopclose_seen run history" -l artifact -r -F -d 'file identifying the attempt'
complete -c loopclose -n "__loopclose_seen run history" -l artifact-hash -x -d 'the attempt\'s artifact hash'
complete -c loopclose -n "__loopclose_seen run history" -l dead-letter -r -F -d 'Markdown dead-letter report file'
complete -c loopclose -n "__loopclose_seen run history" -l detectors -x -d 'detector ids'
complete -c loopclose -n "__loopclose_seen run history" -l max-chars -x -d 'bytes kept per stream'
complete -c loopclose -n "__loopclose_seen run history" -l promise -x -d 'completion token'
complete -c loopclose -n "__loopclose_seen run" -l format -x -a 'text json sarif github' -d 'Report format'
complete -c loopclose -n "__loopclose_seen run" -l output -r -F -d 'Write the report to FILE'
complete -c loopclose -n "__loopclose_seen history" -l format -x -a 'text json' -d 'Report format'
complete -c loopclose -n "__loopclose_seen history" -l stdout -r -F -d 'captured standard output'
complete -c loopclose -n "__loopclose_seen history" -l stderr -r -F -d 'captured standard error'
complete -c loopclose -n "__loopclose_seen history" -l exit-code -x -d 'exit status of the run'
complete -c loopclose -n "__loopclose_seen history" -l show -d 'print the state and thresholds'
complete -c loopclose -n "__loopclose_seen history" -l reset -d 'clear the state'
complete -c loopclose -n "__loopclose_seen history" -l stop -d 'halt every recorded run with user_stop'
complete -c loopclose -n "__loopclose_seen run history" -s h -l help -d 'Print the options and exit'
