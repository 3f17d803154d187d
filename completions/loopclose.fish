# SPDX-License-Identifier: MIT
# fish completion for loopclose. Installed as
# $datadir/fish/vendor_completions.d/loopclose.fish; to try it: source completions/loopclose.fish
# Kept in step with the binary by tests/check_docs.py.

# The subcommands, in the order of 'loopclose --help'.
set -l loopclose_subcommands check detectors mcp

# True while the command line has no subcommand yet, or has check: check's options
# apply in both cases, check being the default command.
function __loopclose_check_options_apply
    set -l words (commandline -opc)
    for word in $words[2..-1]
        switch $word
            case check
                return 0
            case detectors mcp
                return 1
        end
    end
    return 0
end

complete -c loopclose -f

# Top level.
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -s h -l help -d 'Print the help and exit'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -s V -l version -d 'Print the version and exit'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a check -d 'Explain a captured failed run (the default command)'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a detectors -d 'List the detectors'
complete -c loopclose -n "not __fish_seen_subcommand_from $loopclose_subcommands" -a mcp -d 'Serve the loop_close and loop_history tools over MCP (stdio)'

# check (also without the word: it is the default command).
complete -c loopclose -n "__fish_seen_subcommand_from check" -s h -l help -d 'Print the options of check and exit'
complete -c loopclose -n __loopclose_check_options_apply -l stdout -r -F -d 'File holding the captured standard output (- = standard input)'
complete -c loopclose -n __loopclose_check_options_apply -l stderr -r -F -d 'File holding the captured standard error (- = standard input)'
complete -c loopclose -n __loopclose_check_options_apply -l exit-code -x -d 'The command\'s exit status (any 32-bit integer)'
complete -c loopclose -n __loopclose_check_options_apply -l detectors -x -a '(__fish_complete_list , __loopclose_detector_ids)' -d 'Run only these detectors (comma-separated ids)'
complete -c loopclose -n __loopclose_check_options_apply -l max-chars -x -d 'Bytes kept from the end of each stream (default 1000000)'
complete -c loopclose -n __loopclose_check_options_apply -l format -x -a 'text json sarif github' -d 'Report format'
complete -c loopclose -n __loopclose_check_options_apply -l output -r -F -d 'Write the report to FILE (atomically)'
complete -c loopclose -n __loopclose_check_options_apply -l promise -x -d 'Completion token: <promise>TOKEN</promise> must appear and the run be clean'
complete -c loopclose -n __loopclose_check_options_apply -l exit-zero -d 'Exit 0 even when a failure is found'

# detectors
complete -c loopclose -n "__fish_seen_subcommand_from detectors" -s h -l help -d 'Print the options of detectors and exit'
complete -c loopclose -n "__fish_seen_subcommand_from detectors" -l format -x -a 'text json' -d 'Output format'

# mcp
complete -c loopclose -n "__fish_seen_subcommand_from mcp" -s h -l help -d 'Print the options of mcp and exit'
complete -c loopclose -n "__fish_seen_subcommand_from mcp" -l state -r -F -d 'History state file loop_history uses by default'

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
