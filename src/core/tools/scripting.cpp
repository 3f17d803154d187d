// SPDX-License-Identifier: MIT
// Perl and Lua interpreters (tests/fixtures/perl, lua).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // GNU sed on a script it cannot compile: "sed: file fix.sed line 5: unterminated `s'
    // command", or one given with -e: "sed: -e expression #2, char 7: unknown option to
    // `s'" (the character is the place within the expression).
    {"sed", Kind::compile_error,
     R"re(^sed: (?:file (?P<file>\S+) line (?P<line>\d+)|-e expression #\d+, char (?P<column>\d+)): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // ksh -n (and ksh running a script): "bin/backup.ksh: syntax error at line 12: `then'
    // unmatched".
    {"ksh", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+): syntax error at line (?P<line>\d+): (?P<message>.*)$)re"},
    // Miller's DSL parser: "Parse error on token \";\" at line 1 column 11." (no file).
    {"mlr", Kind::syntax_error,
     R"re(^(?:mlr: )?(?P<message>Parse error on token .*?) at line (?P<line>\d+) column (?P<column>\d+)\.?\s*$)re"},
    // btest (Zeek's test runner): "tests.empty ... failed".
    {"btest", Kind::test_failure, R"re(^(?P<label>[\w.-]+) \.\.\. failed\b)re"},
    // shelltestrunner: ":tests/cli.test:2: [Failed]" (the test's number in its file), a
    // file it cannot read ":parse error in broken.test: [Failed]".
    {"shelltest", Kind::test_failure, R"re(^:(?P<label>(?P<file>[^:\s]+):\d+): \[Failed\]\s*$)re"},
    // Parsec, the parser library of Haskell tools (shelltestrunner, pandoc filters…):
    // '"broken.test" (line 4, column 4):' over "unexpected 'z'".
    {"parsec", Kind::syntax_error,
     R"re(^"(?P<file>[^"]+)" \(line (?P<line>\d+), column (?P<column>\d+)\):\s*\n(?P<message>unexpected .*)$)re"},
    // SRFI-64's simple runner (Guile, CHICKEN, Gauche): "/a/test-strutil.scm:7: FAIL
    // slugify lowercases" (XPASS does not fail the run).
    {"srfi-64", Kind::test_failure,
     R"re(^(?P<file>\S+\.(?:scm|ss|sld|sls)):(?P<line>\d+): FAIL (?P<label>\S.*?)\s*$)re"},
    // Cram: a failing test file's diff, "--- cli.t" then "+++ cli.t.err"; with -v
    // "tests/wc.t: failed".
    {"cram", Kind::test_failure,
     R"re(^--- (?P<file>(?P<label>\S+\.t))\s*\n\+\+\+ \S+\.t\.err\s*$)re"},
    {"cram", Kind::test_failure, R"re(^(?P<file>(?P<label>\S+\.t)): failed\s*$)re"},
    // checkbashisms: "possible bashism in install.sh line 4 (echo -e):", the line after.
    {"checkbashisms", Kind::lint_error,
     R"re(^possible bashism in (?P<file>\S+) line (?P<line>\d+) \((?P<message>.*)\):\s*$)re"},
    // SCons: an error in an SConstruct is "NameError: name 'x' is not defined:" and the
    // one place under it ('  File "/a/SConstruct", line 7:').
    {"scons", Kind::runtime_error,
     R"re(^(?P<label>[A-Z]\w*(?:Error|Exception)): (?P<message>.*):\s*\n\s+File "(?P<file>[^"]+)", line (?P<line>\d+):\s*$)re"},
    // shfmt -d: "--- a.sh.orig", then "+++ a.sh", for each file it would change (gofmt -d
    // prints the same for Go files: its own row reads them).
    {"shfmt", Kind::lint_error, R"re(^--- (?P<file>\S+)\.orig\s*\n\+\+\+ \S+\s*$)re", Near::none,
     0, R"re(\.go\.orig\s*$)re", "shfmt", {}, {}, {}, true},
    // shfmt's parse errors carry no severity: "release.sh:2:9: reached EOF without …".
    {"shfmt", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.(?:sh|bash|mksh|bats)):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re",
     Near::none, 0, R"re(:\d+:\d+: (?:(?:error|warning|note|info|style):|[A-Z]{1,3}\d{2,4}\b))re", {}, {}, {}, {},
     true},
    // GNU Octave: "error: 'stdev' undefined near line 5, column 10" (a script's uncaught
    // error; "error: called from" and the frames follow), "error: ASSERT errors for: …".
    {"octave", Kind::runtime_error,
     R"re(^error: (?P<message>'[^']+' undefined)(?: near line (?P<line>\d+),? column (?P<column>\d+))?)re"},
    {"octave", Kind::runtime_error, R"re(^error: (?P<message>ASSERT errors for: .*)$)re"},
    // Any other error a script ended with, its frames under "error: called from"
    // ("    analyze at line 4 column 3", a function's name, no file); a parse error names
    // the file ("error: parse error near line 5 of file /a/calc.m", "  syntax error"
    // below); a package `pkg load` does not have ("error: package signal is not
    // installed").
    {"octave", Kind::runtime_error, R"re(^error: (?P<message>[^\n]*\S)\s*\nerror: called from\s*$)re"},
    {"octave", Kind::syntax_error,
     R"re(^error: parse error near line (?P<line>\d+) of file (?P<file>\S+)\s*$)re"},
    {"octave", Kind::missing_module, R"re(^error: package (?P<label>[\w.-]+) is not installed)re"},
    // Its test blocks (`test name`): ">>>>> /a/clampval.m" names the file, then each
    // block as "***** assert (…)", the failing one followed by "!!!!! test failed".
    {"octave", Kind::test_failure,
     R"re(^\*\*\*\*\* (?P<label>[^\n]*\S)\s*\n!!!!! (?:test|error) failed)re", Near::header, 200, {},
     {}, {}, {}, {}, false, R"re(^>>>>> (?P<file>\S+\.m)\s*$)re"},
    // busted (Lua): "Failure -> spec/cart_spec.lua @ 18" ("→" in utfTerminal), the test's
    // name, then where it failed, "spec/cart_spec.lua:21: Expected objects to be the same."
    // (an error: its own place, "src/cart.lua:12: attempt to …"). A spec file that does not
    // load: "Error -> spec/util_spec.lua:17: ')' expected …".
    {"busted", Kind::test_failure,
     R"re(^(?:Failure|Error) (?:->|→) \S+ @ \d+[ \t]*\n(?P<label>[^\n]*?)[ \t]*\n(?P<file>[^\s:]+):(?P<line>\d+): (?P<message>.*)$)re"},
    {"busted", Kind::syntax_error,
     R"re(^Error (?:->|→) (?P<file>[^\s:]+\.lua):(?P<line>\d+): (?P<message>.*)$)re"},
    // Perl::Critic: "lib/Report.pm: Two-argument "open" used at line 7, column 5.  See page
    // 207 of PBP.  (Severity: 5)" (the default, no file when one file is checked),
    // "[InputOutput::ProhibitTwoArgOpen] … at line 7, column 5.  (Severity: 5)" (--verbose
    // 8), "lib/Report.pm:7:5:Two-argument "open" used" (--verbose 1).
    {"perlcritic", Kind::lint_error,
     R"re(^(?:(?P<file>[^\s:]+): )?(?:\[(?P<code>\w+(?:::\w+)+)\] )?(?P<message>.*) at line (?P<line>\d+), column (?P<column>\d+)\.  .*\(Severity: \d\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"perlcritic", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.p[ml]):(?P<line>\d+):(?P<column>\d+):(?P<message>\S.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    // --verbose 11: the message "at line 8, near '…'." and the policy on the next line,
    // "  ErrorHandling::RequireCheckingReturnValueOfEval (Severity: 3)", its manual below.
    {"perlcritic", Kind::lint_error,
     R"re(^(?P<message>\S.*) at line (?P<line>\d+), near .*\n\s+(?P<code>\w+(?:::\w+)+) \(Severity: \d\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // PicoLisp: "[src/main.l:5] !? (grete \"again\")" over "grete -- Undefined" (the form
    // that broke, its place first); its test function's "[test.l:6] 24 -- 'test' failed".
    {"picolisp", Kind::test_failure,
     R"re(^\[(?P<file>[^\s:\]]+):(?P<line>\d+)\] [^\n]* -- 'test' failed\s*$)re"},
    {"picolisp", Kind::runtime_error, R"re(^\[(?P<file>[^\s:\]]+):(?P<line>\d+)\] !\? )re"},
    // newLISP: "ERR: array, list or string expected in function first : nil", on standard
    // output; an unbalanced source, "ERR: missing parenthesis : \"…\"".
    {"newlisp", Kind::syntax_error, R"re(^ERR: (?P<message>missing parenthesis\b.*)$)re"},
    {"newlisp", Kind::runtime_error, R"re(^ERR: (?P<message>.+)$)re", Near::none, 0, {}, {}, {}, {},
     {}, true},
    // Yorick: "ERROR (square) non-numeric data type in binary *" or "SYNTAX: syntax error
    // near ;", then "  LINE: 3  FILE: /a/prog.i".
    {"yorick", Kind::syntax_error,
     R"re(^SYNTAX: (?P<message>[^\n]*)\n\s+LINE: (?P<line>\d+)\s+FILE: (?P<file>\S+)\s*$)re"},
    {"yorick", Kind::runtime_error,
     R"re(^ERROR \(\w+\) (?P<message>[^\n]*)\n\s+LINE: (?P<line>\d+)\s+FILE: (?P<file>\S+)\s*$)re"},
    // TinyScheme: "Error: (prog.scm : 5) vector-ref: index must be exact: 5".
    {"tinyscheme", Kind::runtime_error,
     R"re(^Error: \((?P<file>[^\s():]+) : (?P<line>\d+)\) (?P<message>.*)$)re"},
    // Nickle: "Unhandled exception invalid_array_bounds ((int [3]) {1, 2, 3}, 7)", then
    // the frames, the innermost first: "prog.5c:4:     return values[i];".
    {"nickle", Kind::runtime_error,
     R"re(^Unhandled exception (?P<label>\w+)[^\n]*\n(?P<file>[^\s:]+\.5c):(?P<line>\d+):)re"},
    // Tcl: an uncaught error's message, "    while executing" below it, and the script's
    // place at the end of the trace ('    (file "inventory.tcl" line 13)').
    // (A package it cannot find: "can't find package sqlite3_nosuch 3.0".)
    {"tcl", Kind::missing_module,
     R"re(^can't find package (?P<label>\S+)(?: [\d.]+)?\n[ \t]*while executing\s*$)re", Near::below,
     30, {}, {}, {}, {}, {}, true},
    {"tcl", Kind::runtime_error, R"re(^(?P<message>\S[^\n]*)\n[ \t]*while executing\s*$)re", Near::below,
     30, {}, {}, {}, {}, {}, true},
    // GnuCOBOL's runtime: "libcob: table.cob:10: error: subscript of 'WS-ITEM' out of bounds".
    {"cobc", Kind::runtime_error,
     R"re(^libcob: (?P<file>[^\s:]+):(?P<line>\d+): error: (?P<message>.*)$)re"},
    // GNAT's unit that is not there: 'main.adb:2:06: error: file "geometry.ads" not found'.
    {"gnat", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.ad[bs]):(?P<line>\d+):(?P<column>\d+): error: file "(?P<label>[^"]+)" not found)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // GNAT with -gnatwe: its warnings fail the build ("errlog.adb:5:04: warning: … [-gnatwk]",
    // then 'gnatmake: "errlog.adb" compilation error'): they stand in when no error
    // explains the run.
    {"gnat", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.ad[bs]):(?P<line>\d+):(?P<column>\d+): warning: (?P<message>.*) \[(?P<code>-gnatw\.?\w)\]\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // GNAT's runtime: "raised CONSTRAINT_ERROR : grades.adb:11 range check failed"; a
    // contract that failed names its place last ("raised ADA.ASSERTIONS.ASSERTION_ERROR :
    // failed precondition from accounts.ads:6").
    {"gnat", Kind::runtime_error,
     R"re(^raised (?P<label>[A-Z][A-Z_.0-9]*) : (?P<message>.*?) from (?P<file>[^\s:]+\.ad[bs]):(?P<line>\d+)\s*$)re"},
    {"gnat", Kind::runtime_error,
     R"re(^raised (?P<label>[A-Z][A-Z_.0-9]*) : (?:(?P<file>[^\s:]+\.ad[bs]):(?P<line>\d+) )?(?P<message>.*)$)re"},
    // shUnit2: the test's name, then its failed assertion ("ASSERT:[10] …" with the line
    // when the _ASSERT_ macros are used); "shunit2:ERROR testX() returned non-zero return
    // code." after the totals.
    {"shunit2", Kind::test_failure,
     R"re(^(?P<label>[A-Za-z_]\w*)[ \t]*\n[ \t]*ASSERT:\[(?P<line>\d+)\])re", Near::none, 0, {}, {}, {}, {},
     {}, true},
    {"shunit2", Kind::test_failure, R"re(^(?P<label>[A-Za-z_]\w*)[ \t]*\n[ \t]*ASSERT:)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    {"shunit2", Kind::test_failure,
     R"re(^shunit2:ERROR (?P<label>\w+)\(\) returned non-zero return code\.)re"},
    // Perl: "syntax error at syn.pl line 5, near "}"", "Global symbol … at x.pl line 3.",
    // "Can't locate Foo/Bar.pm in @INC …", and a die: "cannot open config: … at x.pl line 3."
    {"perl", Kind::syntax_error,
     R"re(^(?P<message>syntax error) at (?P<file>\S+\.(?:pl|pm|t|cgi)) line (?P<line>\d+)(?:, (?:near|at) .*)?\.?$)re"},
    // (The module's name when Perl gives it: "Can't locate JSON/MaybeXS.pm in @INC (you may
    // need to install the JSON::MaybeXS module) (@INC contains: …) at a.pm line 4.")
    {"perl", Kind::missing_module,
     R"re(^Can't locate \S+ in @INC \(you may need to install the (?P<label>[\w:]+) module\).* at (?P<file>\S+\.(?:pl|pm|t|cgi)) line (?P<line>\d+)\.?$)re"},
    {"perl", Kind::missing_module,
     R"re(^Can't locate (?P<label>\S+) in @INC.* at (?P<file>\S+\.(?:pl|pm|t|cgi)) line (?P<line>\d+)\.?$)re",
     Near::none, 0, R"re(\(you may need to install the [\w:]+ module\))re"},
    // (A reference Perl could not follow is a run-time error: "Can't use string
    // ("totals") as a HASH ref while "strict refs" in use at a.pl line 8.", "Can't use an
    // undefined value as an ARRAY reference at …".)
#define LC_PERL_RUNTIME_USE R"re(Can't use (?:string \(.*\) as an? \w+ ref while "strict refs" in use|an undefined value as an? \w+ reference))re"
    {"perl", Kind::compile_error,
     R"re(^(?P<message>(?:Global symbol|Bareword|Undefined subroutine|Can't use|Missing right curly) .*) at (?P<file>\S+\.(?:pl|pm|t|cgi)) line (?P<line>\d+)\.?$)re",
     Near::none, 0, R"re(^)re" LC_PERL_RUNTIME_USE},
    {"perl", Kind::runtime_error,
     R"re(^(?P<message>)re" LC_PERL_RUNTIME_USE R"re(.*) at (?P<file>\S+\.(?:pl|pm|t|cgi)) line (?P<line>\d+)\.?$)re"},
#undef LC_PERL_RUNTIME_USE
    // Test::More's diagnostics (on standard error, indented in a subtest):
    // "#   Failed test 'quantity is applied'" then "#   at t/cart.t line 8.", or
    // "#   Failed test at t/cart.t line 8." for a test with no name. A failing TODO test
    // reads "#   Failed (TODO) test" and is not a failure.
    {"perl", Kind::test_failure,
     R"re(^\s*#\s+Failed test '(?P<label>.+)'\n\s*#\s+at (?P<file>\S+) line (?P<line>\d+)\.?$)re"},
    {"perl", Kind::test_failure,
     R"re(^\s*#\s+Failed test at (?P<file>\S+) line (?P<line>\d+)\.$)re"},
    {"perl", Kind::runtime_error,
     R"re(^(?P<message>\S.*) at (?P<file>\S+\.(?:pl|pm|t|cgi)) line (?P<line>\d+)(?:, <[^>]*> (?:line|chunk) \d+)?\.$)re",
     Near::none, 0, R"re(^\s*#|^\S.* seems to be missing at |^Execution of .* aborted due to compilation errors|^BEGIN failed--compilation aborted|^Compilation failed in require\b)re"},
    // A test script that died without a place ('die "bad line\n"'): Test::More's "# Looks
    // like your test exited with 255 just after 3." is all that says so.
    {"perl", Kind::runtime_error,
     R"re(^# Looks like your test (?P<message>exited with \d+ just after \d+)\.\s*$)re", Near::none,
     0, {}, {}, {}, {}, {}, true, {}, false, true},
    // clitest: "[FAILED #3, line 9] sh wc.sh "a b" c" (the command its label, the line in
    // the tested file), under "Testing file docs/math.txt .." when it tests several.
    {"clitest", Kind::test_failure, R"re(^\[FAILED #\d+, line (?P<line>\d+)\] (?P<label>.*?)\s*$)re",
     Near::header, 255, {}, {}, {}, {}, {}, false, R"re(^Testing file (?P<file>\S+))re"},
    // MIT Scheme's REPL after an error: the condition's report, ";Unbound variable: x" or
    // a program's own (";check failed: …"), over ";To continue, call RESTART with an
    // option number:" (exit status 14 when input ends there).
    {"mit-scheme", Kind::runtime_error,
     R"re(^;(?:(?P<label>Unbound variable|Unassigned variable)\b)?(?P<message>[^\n]*)\n;\s*To continue, call RESTART with an option number:)re"},
    // ocamlfind: "ocamlfind: Package `shopjson' not found".
    {"ocamlfind", Kind::missing_module, R"re(^ocamlfind: Package `(?P<label>[^']+)' not found)re"},
    // cmdtest (yarn's, Debian's cmdtest): "FAIL: three-words: stdout diff:" or "FAIL:
    // no-arg: got exit code 1, expected 2", per test, then "1/3 tests OK, 2 failures".
    {"cmdtest", Kind::test_failure,
     R"re(^FAIL: (?P<label>[\w.-]+): (?:stdout diff|stderr diff|got exit code \d+, expected \d+)\b)re"},
    // LuaRocks on a rockspec it cannot load: "Error: Failed loading rockspec: Could not
    // load rockspec file a.rockspec (Error loading file: [string "a.rock..."]:6:
    // unfinished string near '"')", or one whose fields are wrong: "Error: Failed loading
    // rockspec: /p/a.rockspec: Type mismatch on field dependencies[2]: …".
    {"luarocks", Kind::syntax_error,
     R"re(^Error: Failed loading rockspec: Could not load rockspec file (?P<file>\S+\.rockspec) \(Error loading file: \[string "[^"]*"\]:(?P<line>\d+): (?P<message>.*)\)\s*$)re"},
    {"luarocks", Kind::lint_error,
     R"re(^Error: Failed loading rockspec: (?P<file>\S+\.rockspec): (?P<message>.*)$)re"},
    // Lua (and LuaJIT, "luajit: …"): "lua5.4: x.lua:2: attempt to index a nil value (field
    // 'name')"; a parse error
    // reads "lua5.4: syn.lua:1: unexpected symbol near '='".
    {"lua", Kind::syntax_error,
     R"re(^(?:lua[\d.]*|luajit): (?P<file>[^\s:]+\.lua):(?P<line>\d+): (?P<message>(?:unexpected symbol|'[^']+' expected|unfinished|malformed|<name> expected|syntax error).*)$)re"},
    // require() of a module Lua cannot find, "lua5.4: main.lua:2: module 'dkjson' not
    // found:" over the paths it tried (inside busted's or a LuaRocks script's report too).
    {"lua", Kind::missing_module,
     R"re((?:^|: )(?:(?P<file>[^\s:]+\.lua):(?P<line>\d+): )?module '(?P<label>[^']+)' not found:?\s*$)re"},
    {"lua", Kind::runtime_error,
     R"re(^(?:lua[\d.]*|luajit): (?P<file>[^\s:]+\.lua):(?P<line>\d+): (?P<message>.*)$)re"},
    // Lua run inside a program, on a chunk of code it was given (dnsdist's, HAProxy's,
    // Redis's): "Fatal error: [string "chunk"]:4: ')' expected (to close '(' at line 3)
    // near 'x'", "Fatal Lua error: [string "chunk"]:5: attempt to call global 'f' (a nil
    // value)". (Its traceback's frames, "\t[string "chunk"]:5: in main chunk", are not.)
#define LC_LUA_CHUNK R"re((?:^|: )\[string "[^"\n]*"\]:(?P<line>\d+): )re"
    {"lua", Kind::syntax_error,
     LC_LUA_CHUNK R"re((?P<message>(?:unexpected symbol|'[^']+' expected|unfinished|malformed|<name> expected|syntax error).*)$)re"},
    {"lua", Kind::runtime_error, LC_LUA_CHUNK R"re((?P<message>.*)$)re", Near::none, 0,
     R"re(\]:\d+: (?:unexpected symbol|'[^']+' expected|unfinished|malformed|<name> expected|syntax error))re",
     {}, {}, {}, {}, true},
#undef LC_LUA_CHUNK
    // An error whose value is not a string ("error({code = 2})"): "lua5.4: (error object
    // is a table value)", its place only in the "stack traceback:" below.
    {"lua", Kind::runtime_error,
     R"re(^(?:lua[\d.]*|luajit): (?P<message>\(error object is an? \w+ value\))\s*$)re", Near::below, 8},
    // (An error object with a __tostring, thrown with no place: "lua: ValidationError: port
    // must be a number"; kept when nothing else explains the run.)
    {"lua", Kind::runtime_error, R"re(^(?:lua[\d.]*|luajit): (?P<message>[^\s/][^\n]*)$)re",
     Near::below, 8, {}, {}, {}, {}, {}, true, {}, false, true},
    // fish: its parser's "lint.fish (line 1): Missing end to balance this for loop" (the
    // source line and a marker below); a command it cannot find, "fish: Unknown command:
    // fishlint" over the place, "ci.fish (line 3): ".
    {"fish", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.fish) \(line (?P<line>\d+)\): (?P<message>(?:Missing end|Unexpected|Expected|Unbalanced|Mismatched|Unknown builtin|'[^']*' is not (?:valid|allowed))\b.*)$)re"},
    {"fish", Kind::command_not_found,
     R"re(^fish: Unknown command: (?P<label>\S+)\s*\n(?P<file>[^\s:]+\.fish) \(line (?P<line>\d+)\):)re"},
    // tcsh and csh: "undefined_var: Undefined variable.", "then: then/endif not found.".
    {"tcsh", Kind::runtime_error, R"re(^(?P<message>[\w-]+: Undefined variable)\.$)re"},
    {"tcsh", Kind::syntax_error, R"re(^then: (?P<message>then/endif not found)\.$)re"},
    // Shell syntax checks: bash -n "deploy.sh: line 9: syntax error: unexpected end of
    // file", "build.sh: line 3: unexpected EOF while looking for matching `"'"; dash's
    // sh -n "deploy.sh: 9: Syntax error: end of file unexpected (expecting "fi")"
    // (tests/fixtures/bash-n).
    // (A shell given the code on its command line names itself: "bash: line 1: syntax
    // error near unexpected token", Plan 9's rc "rc: line 5: syntax error near '{'".)
#define LC_SH_SYNTAX R"re(: line (?P<line>\d+): (?P<message>syntax error\b.*|unexpected EOF while looking for matching .*)$)re"
#define LC_SHELL_NAME R"re((?:(?:ba|da|z|k|mk|y|tc|c)?sh|rc|fish))re"
    // (Inside a command substitution: "gen.sh: command substitution: line 5: unexpected
    // EOF while looking for matching `)'".)
    {"sh", Kind::syntax_error, R"re(^(?P<file>[^\s:]+)(?:: command substitution)?)re" LC_SH_SYNTAX, Near::none, 0,
     R"re(^)re" LC_SHELL_NAME R"re(: )re"},
    {"sh", Kind::syntax_error, R"re(^)re" LC_SHELL_NAME LC_SH_SYNTAX},
#undef LC_SHELL_NAME
#undef LC_SH_SYNTAX
    {"sh", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+): (?P<line>\d+): (?P<message>Syntax error: .*)$)re"},
    // tinytest: " ----- FAILED[data]: test_calc.R<4--4>" over " call| expect_equal(add(2,
    // 3), 6)" (the check its label, its lines in the file); RUnit: "FAILURE in
    // test.slugify.trailing: Error in checkEquals(…) : 1 string mismatch" ("ERROR in" for
    // a test that raised), its R error the test's.
    {"tinytest", Kind::test_failure,
     R"re(^\s*----- FAILED\[\w+\]: (?P<file>[^\s<]+)<(?P<line>\d+)--\d+>\s*\n\s*call\| (?P<label>.*?)\s*$)re"},
    {"runit", Kind::test_failure, R"re(^(?:FAILURE|ERROR) in (?P<label>[\w.]+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // testthat: "Failure ('test-calc.R:4'): add works", "Error ('test-calc.R:8'): divide by
    // zero" (a test that raised), as a block heading or in a rule ("── 1. Failure (…): name
    // ───"); testthat 3.2 prints "test-x.R:3:3" and no quotes, as does 3.1 in colour.
    {"testthat", Kind::test_failure,
     R"re(^(?:── (?:\d+\. )?)?(?:Failure|Error) \('?(?P<file>[^\s'():]+\.[Rr]):(?P<line>\d+)(?::(?P<column>\d+))?'?\): (?P<label>.+?)(?: ─+)?\s*$)re"},
    // R CMD check: a test script that failed ("* checking tests ...", " ERROR", "Running
    // the tests in ‘tests/test-tally.R’ failed.", then the script's last lines).
    {"testthat", Kind::test_failure,
     R"re(^Running the tests in [‘'](?P<file>(?:[^’'/]*/)*(?P<label>[^’'/]+))[’'] failed\.)re"},
    // Scheme 9 from Empty Space: "*** error: car: expected pair, got: 42" over '*** file
    // "list.scm", line 4' (the reader's "missing ')', started in line 4" a syntax error).
    {"s9", Kind::syntax_error,
     R"re(^\*\*\* error: (?P<message>missing '[()]'[^\n]*|unexpected [^\n]*)\n\*\*\* file "(?P<file>[^"]+)", line (?P<line>\d+))re"},
    {"s9", Kind::runtime_error,
     R"re(^\*\*\* error: (?P<message>[^\n]*)\n\*\*\* file "(?P<file>[^"]+)", line (?P<line>\d+))re"},
    // Raptor's rapper: "rapper: Error - URI file:///a/data.ttl:4 - syntax error,
    // unexpected QName, expecting ." (its own parse errors; the file as a URI).
    {"rapper", Kind::syntax_error,
     R"re(^rapper: Error - URI file://(?P<file>/[^\s:]+):(?P<line>\d+) - (?P<message>.*)$)re"},
    {"rapper", Kind::syntax_error,
     R"re(^rapper: Error - (?:URI \S+)? - (?P<message>.*)\nrapper: Failed to parse file (?P<file>\S+))re"},
    // Rscript: "Error in library(x) : there is no package called ‘x’"; a script that
    // stopped: "Error in load_config("a.yml") : message", or "Error: message" at top level
    // followed by "Execution halted" (R prints no condition class). testthat's own
    // "Error: Test failures" only says that tests failed (tests/fixtures/rscript).
    // R's parser: "Error: unexpected '{' in "if (m > 1 {"" (symbol, string constant,
    // end of input…).
    {"r", Kind::syntax_error, R"re(^Error: (?P<message>unexpected [^\n]*? in ".*)$)re"},
    {"r", Kind::missing_module,
     R"re(^Error in .* : there is no package called [‘'"](?P<label>[\w.]+)[’'"]$)re"},
    {"r", Kind::runtime_error, R"re(^Error in \S.*? : (?P<message>.*)$)re", Near::none, 0, {}, {},
     {}, {}, {}, true},
    {"r", Kind::runtime_error, R"re(^Error: (?P<message>.+)$)re", Near::none, 0,
     R"re(^Error: Test failures$)re", {}, R"re(^Execution halted$)re", {}, {}, true},
};
// clang-format on

} // namespace

std::span<const LineRule> scripting_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
