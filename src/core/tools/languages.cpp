// SPDX-License-Identifier: MIT
// Compilers, test runners and checkers of other languages and build systems: OCaml and
// dune, gfortran, Erlang (erlc, EUnit), Elixir (mix, ExUnit), Go linters (staticcheck,
// golangci-lint), luacheck, Meson, Bats, Valgrind, Maven (tests/fixtures/<tool>/). Their
// GNU-style "file:line:col: error:" lines and the location-then-"Error:" blocks of
// gfortran and OCaml are read by the generic parsers (generic_parsers.cpp).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // NQP (and MoarVM programs): the error, then its frames, "   at main.nqp:2
    // (<ephemeral file>:divide)"; the parser's "Unable to parse expression in blockoid;
    // couldn't find final '}'  at line 3, near …" names no file.
    {"nqp", Kind::runtime_error,
     R"re(^(?P<message>\S[^\n]*)\n   at (?P<file>[^\s:<]+\.(?:nqp|raku|rakumod|pm6|p6)):(?P<line>\d+)  \()re",
     Near::none, 0, R"re(^Unable to parse )re", {}, {}, {}, {}, true},
    {"nqp", Kind::syntax_error,
     R"re(^(?P<message>Unable to parse [^\n]*?|Confused|Missing [^\n]*?)\s+at line (?P<line>\d+), near )re"},
    // SCM (Aubrey Jaffer's Scheme): ';ERROR: "inventory.scm": cdr: Wrong type in arg1 #f'.
    {"scm", Kind::runtime_error, R"re(^;ERROR: "(?P<file>[^"]+)": (?P<message>.*)$)re"},
    // Scheme 48's uncaught condition: "assertion-violation: rational division by zero [/]".
    {"scheme48", Kind::runtime_error,
     R"re(^(?P<label>assertion-violation|vm-exception): (?P<message>.*)$)re", Near::none, 0, {}, {},
     {}, {}, {}, true},
    // ATS2 (patscc): "/a/calc.dats: 170(line=8, offs=19) -- 175(line=8, offs=24): error(3):
    // the dynamic expression cannot be assigned the type […]".
    {"patscc", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.[sdh]ats): \d+\(line=(?P<line>\d+), offs=(?P<column>\d+)\) -- \d+\(line=\d+, offs=\d+\): error\(\d+\): (?P<message>.*)$)re"},
    // The D runtime's uncaught exception: "std.conv.ConvException@/usr/lib/ldc/…/std/conv.d
    // (1991): Unexpected 'x' when converting from type string to type int", then dashes and
    // its frames ("app.d:16 _Dmain [0x5604708fc487]"), which are no findings. (The runtime's
    // own core.exception errors, a failed assert in a unittest block, are read as tests.)
    {"dmd", Kind::runtime_error,
     R"re(^(?P<label>[A-Za-z_][\w.]*(?:Exception|Error))@(?P<file>[^\s(]+)\((?P<line>\d+)\): (?P<message>.*)$)re",
     Near::none, 0, R"re(^core\.exception\.)re"},
    // gdc on an import it cannot find: "source/ledger/account.d:3:8: error: unable to read
    // module ‘currency’".
    {"gdc", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.d):(?P<line>\d+):(?P<column>\d+): error: unable to read module [‘'](?P<label>[\w.]+)[’'])re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A GError no caller handled (Vala's generated C): "** (process:566): CRITICAL **: …:
    // file /a/main.vala.c: line 132: uncaught error: key 'port' not found
    // (config-error-quark, 0)", the error's domain its label.
    {"valac", Kind::runtime_error,
     R"re(\bfile (?P<file>\S+): line (?P<line>\d+): (?:uncaught|unhandled) error: (?P<message>.*?) \((?P<label>[\w-]+), -?\d+\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Icon's translator (icont): "File wordfreq.icn; Line 12 # ";": missing right
    // parenthesis"; its run time (iconx): "Run-time error 102", then "File stats.icn;
    // Line 6" and the message, a traceback below.
    {"icon", Kind::syntax_error,
     R"re(^File (?P<file>\S+\.icn); Line (?P<line>\d+) # (?P<message>.*)$)re"},
    {"icon", Kind::runtime_error,
     R"re(^Run-time error \d+\s*\nFile (?P<file>\S+\.icn); Line (?P<line>\d+)\s*$)re"},
    // Algol 68 Genie: the source line with its number, a marker line, then "a68g: runtime
    // error: 1: attempt at INT division by zero, …" (on standard output).
    {"a68g", Kind::runtime_error,
     R"re(^(?P<line>\d+)\s+\S[^\n]*\n\s+\d+\s*\n[ \t]*a68g: runtime error: \d+: (?P<message>.*)$)re"},
    // ngspice -b: "Error on line 7 or its substitute:" above the netlist line (no file).
    {"ngspice", Kind::compile_error,
     R"re(^Error on line (?P<line>\d+) or its substitute:\s*$)re"},
    // Elixir's uncaught exceptions: "** (ArgumentError) errors were found …", the frames
    // below ("    import_users.exs:4: Importer.parse_line/1"; the standard library's start
    // with "(elixir 1.14.0)"); compile errors are the rows above.
    {"elixir", Kind::runtime_error,
     R"re(^\*\* \((?P<label>[A-Z][\w.]*)\) (?P<message>.*)$)re", Near::below, 12,
     R"re(^\*\* \((?:SyntaxError|TokenMissingError|MismatchedDelimiterError|CompileError|Mix(?:\.\w+)?)\))re"},
    // zope.testrunner: "Failure in test test_total (shop.tests.test_cart.CartTests.test_total)"
    // or "Error in test …", the traceback below.
    {"zope-testrunner", Kind::test_failure,
     R"re(^(?:Failure|Error) in test (?P<label>\w+ \([\w.]+\))\s*$)re", Near::below, 40},
    // yath (Test2::Harness): "[  FAIL  ]  job  3  + pop returns last pushed", the place on
    // the next line ("[  DEBUG ]  job  3    t/stack.t line 7").
    {"yath", Kind::test_failure,
     R"re(^\[  FAIL  \]  job +\d+  \+ (?P<label>.*\S)\s*\n\[  DEBUG \]  job +\d+ +(?P<file>\S+) line (?P<line>\d+)\s*$)re"},
    // wabt's spectest-interp: "counter.wast:25: mismatch in result 0 of assert_return:
    // expected i32:3, got i32:2", "counter.wast:27: expected trap: "integer divide by zero"".
    {"spectest-interp", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.wast):(?P<line>\d+): (?P<message>(?:mismatch in result|expected trap|unexpected trap|expected (?:module to be|exhaustion|error)|assert_\w+ ).*)$)re"},
    // lacheck: '"paper.tex", line 5: Dots should be ellipsis "..."'.
    {"lacheck", Kind::lint_error,
     R"re(^"(?P<file>[^"]+\.(?:tex|ltx|sty|cls|dtx))", line (?P<line>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // LiveScript's lsc: "Failed at: src/report.ls", then "SyntaxError: unterminated
    // interpolation on line 9".
    {"livescript", Kind::syntax_error,
     R"re(^SyntaxError: (?P<message>.* on line (?P<line>\d+)\b.*)$)re", Near::header, 3, {}, {},
     {}, {}, {}, false, R"re(^Failed at: (?P<file>\S+)\s*$)re"},
    // Haskell's tasty: the test's name padded, "FAIL", then for an HUnit assertion its
    // place ("    1994:      FAIL", "      test/Main.hs:9:"); a property or an exception
    // has none.
    {"tasty", Kind::test_failure,
     R"re(^\s+(?P<label>[^\s:][^\n:]*?):\s+FAIL(?: \(\d+\.\d+s\))?\s*\n\s+(?P<file>[^\s:]+\.l?hs):(?P<line>\d+):\s*$)re"},
    {"tasty", Kind::test_failure,
     R"re(^\s+(?P<label>[^\s:][^\n:]*?):\s+FAIL(?: \(\d+\.\d+s\))?\s*$)re", Near::none, 0, {}, {},
     R"re(!^\s+\S+\.l?hs:\d+:\s*$)re", {}, {}, true},
    // OUnit2: each failure between rules of "=", "Error: stack:1:size." (its place in the
    // run's log file below is no source location).
    {"ounit", Kind::test_failure,
     R"re(^={40,}\s*\n(?:Error|Failure): (?P<label>[^\n]+?)\.\s*$)re"},
    // Chez Scheme: "Exception in read: unexpected end-of-file reading list at line 2, char
    // 3 of parse.ss".
    {"chez", Kind::syntax_error,
     R"re(^Exception in read: (?P<message>.*) at line (?P<line>\d+), char (?P<column>\d+) of (?P<file>\S+?)\s*$)re"},
    // dub (D): "Package mir-algorithm not found in registry at https://code.dlang.org/ …".
    {"dub", Kind::missing_module,
     R"re(^(?P<message>Package (?P<label>[\w:.-]+) not found in registry\b.*)$)re"},
    // Jsonnet: "STATIC ERROR: config.jsonnet:7:5-9: expected a comma …" (a column range),
    // "RUNTIME ERROR: message" with tab-indented frames, the first "\tlib/a.libsonnet:3:22-68".
    // (Its parser's words, "expected a comma before next field", "unexpected: \",\" while
    // parsing terminal": the file does not parse.)
    {"jsonnet", Kind::syntax_error,
     R"re(^STATIC ERROR: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?: (?P<message>(?:expected|unexpected|unterminated)\b.*)$)re"},
    {"jsonnet", Kind::compile_error,
     R"re(^STATIC ERROR: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?: (?P<message>.*)$)re"},
    {"jsonnet", Kind::runtime_error,
     R"re(^RUNTIME ERROR: (?P<message>[^\n]*)(?:\n\t(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+))?)re"},
    // GNU m4: "m4:config.m4:3: cannot open `site.m4': No such file or directory".
    {"m4", Kind::missing_module,
     R"re(^m4:(?P<file>[^\s:]+):(?P<line>\d+): cannot open [`'](?P<label>[^']+)')re"},
    // qmake: "/a/app.pro:8: Missing closing parenthesis in function call" (a project file's
    // place), "Project ERROR: Unknown module(s) in QT: charts", and a project's own
    // error() as "Project ERROR: message".
    {"qmake", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:pro|pri|prf)):(?P<line>\d+): (?P<message>.*)$)re", Near::none, 0,
     R"re(: (?:WARNING|Warning):)re", {}, {}, {}, {}, true},
    {"qmake", Kind::missing_module, R"re(^Project ERROR: Unknown module\(s\) in QT: (?P<label>\S+))re"},
    {"qmake", Kind::compile_error, R"re(^Project ERROR: (?P<message>.*)$)re", Near::none, 0,
     R"re(^Project ERROR: Unknown module)re"},
    // libtool: "libtool:   error: cannot find the library '../util/libutil.la' or unhandled
    // argument '…'".
    {"libtool", Kind::missing_module,
     R"re(^libtool: +error: cannot find the library '(?P<label>[^']+)')re"},
    // BSD make: "bmake: "/a/Makefile" line 5: Need an operator", "bmake: don't know how
    // to make parse.o. Stop" (make, bmake, pmake alike).
    {"bmake", Kind::compile_error,
     R"re(^b?make(?:\[\d+\])?: "(?P<file>[^"]+)" line (?P<line>\d+): (?P<message>.*)$)re", Near::none, 0,
     R"re(: [Ww]arning:)re", {}, {}, {}, {}, true},
    {"bmake", Kind::compile_error,
     R"re(^b?make(?:\[\d+\])?: don't know how to make (?P<label>\S+?)\.? Stop)re", Near::none, 0, {}, {}, {}, {}, {}, true},
    // Plan 9's mk: "mk: don't know how to make 'data.csv' in /a/project".
    {"mk", Kind::compile_error, R"re(^mk: don't know how to make '(?P<label>[^']+)')re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Erlang's compiler (escript, erlc, the shell): "migrate:5:5: syntax error before: io",
    // the script's name without an extension: the file does not parse.
    {"escript", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?:(?P<column>\d+):)? (?P<message>syntax error before: .*)$)re"},
    // escript: "escript: exception error: no match of right hand side value {error,x}"
    // with "  in function  tally__escript__…:main/1 (tally, line 6)" below (escript exits
    // 127 for it, as if the command were missing).
    {"escript", Kind::runtime_error,
     R"re(^escript: exception (?:error|exit|throw): (?P<message>[^\n]*)(?:\n\s+in function\s+\S+ \((?P<file>[^,()\s]+), line (?P<line>\d+)\))?)re"},
    // Guile: "greet.scm:7:12: In procedure main:" then "Unbound variable: greet-all" on
    // the next line, or "ice-9/eval.scm:155:9: In procedure car: Wrong type argument in
    // position 1 (expecting pair): #f" on one; the label is the error's name.
    {"guile", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): In procedure [^:\n]+:[ \t]*\n?[ \t]*(?P<label>[A-Z][a-z]+(?: [a-z]+)*?)(?: in position|:|\s*$))re"},
    // (A program's own (error "missing config key:" …) reads "ice-9/boot-9.scm:2007:7: In
    // procedure error:" over its message, which names no error.)
    {"guile", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): In procedure error:\s*$)re"},
    // CHICKEN: "Error: unbound variable: perimeter" with its "Call history:" below, and
    // the reader's "Error: (line 10) unterminated list, starting in line 4".
    {"chicken", Kind::runtime_error,
     R"re(^Error: (?P<label>[a-z][a-z -]+?): (?P<message>.*)$)re", Near::none, 0, {}, {},
     R"re(^\s*Call history:)re"},
    {"chicken", Kind::syntax_error, R"re(^Error: \(line (?P<line>\d+)\) (?P<message>.*)$)re"},
    // LDC and DMD: "source/app.d(3): Error: unable to read module `util`" and "module
    // `util` is in file 'util.d' which cannot be read": a missing module, not the compile
    // error the generic "file(line): Error:" shape reads.
    {"ldc", Kind::missing_module,
     R"re(^(?P<file>[^\s(]+\.di?)\((?P<line>\d+)(?:,(?P<column>\d+))?\): Error: (?:unable to read module [`'](?P<label>[\w.]+)[`']|module [`'](?P<module>[\w.]+)[`'] is in file '[^']+' which cannot be read))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // An error inside the D runtime or Phobos (a template the project instantiated with the
    // wrong type): "/usr/lib/ldc/…/std/algorithm/sorting.d(1953): Error: static assert: …",
    // placed where the project instantiated it ("app.d(19):        instantiated from
    // here: `sort!(…)`", below).
    {"ldc", Kind::compile_error,
     R"re(^/(?:usr|opt)/\S+\.di?(?:-mixin-\d+)?\(\d+(?:,\d+)?\): Error: (?P<message>.*)$)re",
     Near::below, 6, {}, {}, {}, {}, {}, false, {}, true},
    // Poly/ML: "Exception- BadInput "-4" raised" on standard output.
    // Not "Exception- Fail "Static Errors" raised", which ends a script whose compile
    // errors are above it.
    {"polyml", Kind::runtime_error, R"re(^Exception- (?P<label>[\w.]+)(?P<message>.*) raised\s*$)re",
     Near::none, 0, R"re(^Exception- Fail "Static Errors")re"},
    // Hugs (runhugs, hugs): 'ERROR "Main.hs":7 - Type error in application' with the
    // details under "*** " lines; a module it cannot load names no line ('ERROR
    // "./Shapes.hs" - Can't find imported module "Geometry.Vectors"'); an error at run
    // time is "Program error: no such person: carl".
    {"hugs", Kind::missing_module,
     R"re(^ERROR "(?P<file>[^"]+)"(?::(?P<line>\d+))? - Can't find imported module "(?P<label>[^"]+)")re"},
    {"hugs", Kind::syntax_error,
     R"re(^ERROR "(?P<file>[^"]+)":(?P<line>\d+) - (?P<message>Syntax error .*)$)re"},
    {"hugs", Kind::compile_error, R"re(^ERROR "(?P<file>[^"]+)"(?::(?P<line>\d+))? - (?P<message>.*)$)re"},
    {"hugs", Kind::runtime_error, R"re(^Program error: (?P<message>.*)$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // Elvish: "Compilation error: variable $tt not found" or "Exception: out of range: …"
    // (over "Traceback:"), the place on an indented line below, "  /a/deploy.elv:9:13:
    // echo done $tt".
    {"elvish", Kind::compile_error,
     R"re(^Compilation error: (?P<message>.*)\n\s+(?P<file>\S+\.elv):(?P<line>\d+):(?P<column>\d+):)re"},
    {"elvish", Kind::runtime_error,
     R"re(^Exception: (?P<message>.*)\n(?:Traceback:\n)?\s+(?P<file>\S+\.elv):(?P<line>\d+):(?P<column>\d+):)re"},
    // GHC (and cabal build): a module it cannot load or find, below its
    // "src/WordFreq.hs:4:1: error:" ("Could not load module ‘Data.Map.Strict’ / It is a
    // member of the hidden package ‘containers’"); cabal's solver: "[__1] unknown
    // package: text-show (dependency of wordfreq)".
    {"ghc", Kind::missing_module,
     R"re(^\s+Could not (?:load|find) module [‘'`](?P<label>[\w.]+)[’'])re", Near::above, 3},
    {"cabal", Kind::missing_module, R"re(^\[__\d+\] unknown package: (?P<label>[\w.-]+))re"},
    // HLint: "src/Inventory.hs:9:18-34: Warning: Avoid lambda", a span over lines as
    // "src/Config.hs:(6,10)-(8,17): Suggestion: …"; every hint fails the run, and a
    // parse error is "Main.hs:12:3: Error: Parse error: …".
    {"hlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.l?hs):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?: (?:Error|Warning|Suggestion): (?P<label>Parse error|[^:]+?)(?::.*)?$)re"},
    {"hlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.l?hs):\((?P<line>\d+),(?P<column>\d+)\)-\(\d+,\d+\): (?:Error|Warning|Suggestion): (?P<label>[^:]+?)(?::.*)?$)re"},
    // Common Test under rebar3: "%%% bank_SUITE ==> withdraw_everything: FAILED".
    {"rebar3", Kind::test_failure, R"re(^%%% (?P<label>\w+ ==> \w+): FAILED\s*$)re"},
    // Mono: "Unhandled Exception:" then "System.Collections.Generic.KeyNotFoundException:
    // …" and frames "at Shop.Report.Top (…) [0x00003] in /abs/Orders.cs:23" (and the
    // same again after "[ERROR] FATAL UNHANDLED EXCEPTION: "); mcs's CS0246 names a
    // namespace or type it cannot find, an assembly that is not referenced.
    {"mono", Kind::runtime_error,
     R"re(^Unhandled Exception:\s*\n(?P<label>[\w.]+(?:Exception|Error)): )re", Near::below, 10},
    {"mono", Kind::runtime_error,
     R"re(^\[ERROR\] FATAL UNHANDLED EXCEPTION: (?P<label>[\w.]+(?:Exception|Error)): )re",
     Near::below, 10},
    // (The compiler's error itself, "a.cs(3,7): error CS0246: …", with its code: a
    // missing reference is both.)
    {"mcs", Kind::compile_error,
     R"re(^(?P<file>[^\s():]+\.cs)\((?P<line>\d+),(?P<column>\d+)\): error (?P<code>CS0246): (?P<message>.*)$)re"},
    // The C# compiler under xbuild/msbuild with no place: "CSC: error CS0518: The predefined
    // type `System.Object' is not defined or imported" (reference assemblies missing).
    {"mcs", Kind::compile_error, R"re(^(?:CSC|csc) ?: error (?P<code>CS\d+): (?P<message>.*)$)re"},
    // An assembly the program references and the runtime cannot find: "System.IO.
    // FileNotFoundException: Could not load file or assembly 'Geo, Version=0.0.0.0, …'".
    {"mono", Kind::missing_module,
     R"re(FileNotFoundException: Could not load file or assembly '(?P<label>[\w.]+)[,'])re"},
    {"mcs", Kind::missing_module,
     R"re(^(?P<file>[^\s():]+\.cs)\((?P<line>\d+),(?P<column>\d+)\): error CS0246: The type or namespace name [`'](?P<label>[\w.]+)')re"},
    // Rakudo: "===SORRY!=== Error while compiling /abs/convert.raku", the message, then
    // "at /abs/lib/Temperature.rakumod (Temperature):17" (the module's name between path
    // and line); an exception at run time: its message, then "  in method take at
    // inventory.raku line 9" (in a module, its name again: "  in sub restock at
    // /a/lib/Inventory.rakumod (Inventory) line 4").
    {"raku", Kind::compile_error,
     R"re(^(?P<message>[^\s=].*)\nat (?P<file>\S+?\.(?:raku|rakumod|rakutest|pm6))(?: \([\w:]+\))?:(?P<line>\d+)\s*$)re"},
    {"raku", Kind::runtime_error,
     R"re(^(?P<message>\S.*)\n  in (?:method|sub|submethod|block|any|routine) .*? at (?P<file>\S+)(?: \([\w:]+\))? line (?P<line>\d+)\s*$)re",
     Near::none, 0, R"re(^\s*(?:#|in |at ))re", {}, {}, {}, {}, true},
    // GHC's runtime errors: "<interactive>: invalid port" then "CallStack (from
    // HasCallStack):" and "  error, called at Config.hs:8:17 in main:Main"; a partial
    // function's "Queue.hs: Prelude.head: empty list" (the prefix is the program).
    {"ghc", Kind::runtime_error, R"re(^CallStack \(from HasCallStack\):\s*$)re", Near::below, 4, {},
     "ErrorCall", {}, {}, {}, true},
    {"ghc", Kind::runtime_error,
     R"re(^\S+: (?P<message>Prelude\.(?:head|tail|init|last|!!|maximum|minimum|foldr1|foldl1|read|cycle|undefined)\b.*)$)re",
     Near::none, 0, {}, "ErrorCall", {}, {}, {}, true},
    // GNU awk: "gawk: sales.awk:11:  ^ syntax error", "gawk: report.awk:5: (FILENAME=x
    // FNR=2) fatal: …".
    {"gawk", Kind::compile_error,
     R"re(^g?awk: (?P<file>[^\s:]+):(?P<line>\d+):\s+\^ (?P<message>syntax error.*|.*unexpected.*)$)re"},
    {"gawk", Kind::lint_error,
     R"re(^g?awk: (?P<file>[^\s:]+):(?P<line>\d+): (?:\(FILENAME=\S* FNR=\d+\) )?fatal: (?P<message>.*)$)re"},
    // The E theorem prover's parse error: "eprover: groups.p:4:(Column 1):(just read
    // 'fof'): Closing bracket (')') expected, but …".
    {"eprover", Kind::syntax_error,
     R"re(^eprover: (?P<file>[^\s:]+):(?P<line>\d+):\(Column (?P<column>\d+)\):\(just read [^)]*\): (?P<message>.*)$)re"},
    // mawk (as "awk" too, Debian's default): "mawk: report.awk: line 4: syntax error at or
    // near {", "mawk: run time error:
    // regular expression compile failed (missing ')')"; the one true awk (original-awk,
    // BSD and macOS awk): "awk: syntax error at source line 2 source file report.awk".
    {"awk", Kind::compile_error,
     R"re(^m?awk: (?P<file>[^\s:]+): line (?P<line>\d+): (?P<message>syntax error.*|.*unexpected.*)$)re"},
    {"awk", Kind::runtime_error, R"re(^m?awk: run time error: (?P<message>.*)$)re"},
    {"awk", Kind::compile_error,
     R"re(^[\w.-]*awk: (?P<message>syntax error|illegal statement|.*?) at source line (?P<line>\d+) source file (?P<file>\S+)\s*$)re"},
    // ECL: a file that ends inside a form, ';;;   ** Unexpected end of file on #<input
    // stream #P"/a/stats.lisp" 0x7f…>.'; an error while loading, "An error occurred
    // during initialization:" over its condition.
    {"ecl", Kind::syntax_error,
     R"re(\bUnexpected end of file on #<input stream #P"(?P<file>[^"]+)")re"},
    {"ecl", Kind::runtime_error,
     R"re(^An error occurred during initialization:\s*\n(?P<message>\S.*)$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    // CLISP: "*** - EVAL: undefined function SPLIT-WORDS" (no place).
    {"clisp", Kind::runtime_error, R"re(^\*\*\* - (?P<message>\S.*)$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // jshell: "Exception java.lang.NullPointerException: …" with snippet frames "(#5:2)".
    {"jshell", Kind::runtime_error,
     R"re(^Exception (?P<label>(?:[a-z]\w*\.)+[A-Z]\w*(?:Exception|Error))(?:: (?P<message>.*))?$)re",
     Near::none, 0, {}, {}, R"re(^\s+at .*\(#\d+:\d+\))re", {}, {}, true},
    // lintr: "/a/a.R:3:13: style: [assignment_linter] Use <-, not =, for assignment."
    // (lint() itself exits 0: a script that fails on lints does).
    {"lintr", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.[Rr](?:md)?):(?P<line>\d+):(?P<column>\d+): (?:style|warning|error): \[(?P<code>\w+)\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Haxe: "src/Main.hx:10: characters 9-42 : Float should be String" (no severity
    // word); a parse error reads "Missing ;", "Unexpected …".
    {"haxe", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.hx):(?P<line>\d+): (?:characters|lines) (?P<column>\d+)-\d+ : (?P<message>(?:Missing|Unexpected|Unterminated|Unclosed|Expected) .*)$)re"},
    {"haxe", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:]+\.hx):(?P<line>\d+): (?:characters|lines) (?P<column>\d+)-\d+ : (?P<message>.*)$)re",
     Near::none, 0, R"re( : (?:Warning|\.\.\. ))re"},
    // Crystal: "In src/stats.cr:6:13", the source, then "Error: message" (with
    // --error-trace, "Error: instantiating …" frames come first); crystal spec's
    // "Failed examples:" list: "crystal spec spec/slug_spec.cr:17 # Slug parses …".
    {"crystal", Kind::typecheck_error, R"re(^Error: (?P<message>.*)$)re", Near::above, 30,
     R"re(^Error: instantiating )re", {}, {},
     R"re(^In \S+\.cr:\d+:\d+)re", R"re(^In \S+\.cr:\d+:\d+)re", true, {}, true},
    {"crystal", Kind::test_failure,
     R"re(^crystal spec (?P<file>\S+?\.cr):(?P<line>\d+) # (?P<label>.*\S)\s*$)re"},
    // Erlang Common Test: "calc_SUITE:divide_test failed on line 21".
    {"common-test", Kind::test_failure,
     R"re(^(?P<label>\w+:\w+) failed on line (?P<line>\d+)\b)re"},
    // Dialyzer: "shop.erl:12:2: Invalid type specification …" (no severity word), and it
    // ends "done (warnings were emitted)".
    {"dialyzer", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:]+\.[eh]rl):(?P<line>\d+):(?:(?P<column>\d+):)? (?P<message>(?:Invalid type specification|Function \S+ has no local return|The call .*|The pattern\b.*|Guard test .*|Type specification .*|Expression produces .*|Function \S+ will never be called|Call to missing or unexported function .*|The inferred return type .*|.*will never return.*|.*can never match.*|.*breaks the contract.*|.*has no clauses.*|Overloaded contract .*).*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // mix format --check-formatted: "The following files are not formatted:" then
    // "  * lib/ledger.ex"; mix compile --warnings-as-errors: "warning: …" and the place on
    // the next line ("  lib/ledger.ex:13: Ledger.summary/2").
    {"mix", Kind::lint_error, R"re(^\s+\* (?P<file>\S+\.(?:ex|exs|heex|eex))\s*$)re", Near::none, 0,
     {}, "mix format", {}, R"re(^The following files are not formatted)re",
     R"re(^The following files are not formatted)re", true},
    {"mix", Kind::compile_error,
     R"re(^warning: (?P<message>.*)\n\s+(?P<file>\S+\.exs?):(?P<line>\d+)(?::\d+)?: \S.*$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    // SBCL: "Unhandled UNDEFINED-FUNCTION in thread …", the place above: "While evaluating
    // the form starting at line 14, column 0\n  of #P\"/a/a.lisp\":".
    {"sbcl", Kind::runtime_error,
     R"re(^While evaluating the form starting at line (?P<line>\d+), column \d+\s*\n\s*of #P"(?P<file>[^"]+)":\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Cucumber (Ruby): "  Scenario: Two items   # features/basket.feature:8" with a
    // failing step's error below; the summary "Failing Scenarios:" lists
    // "cucumber features/basket.feature:8 # Scenario: Two items".
    {"cucumber-ruby", Kind::test_failure,
     R"re(^cucumber (?P<file>\S+?\.feature):(?P<line>\d+) # Scenario(?: Outline)?: (?P<label>.*\S)\s*$)re"},
    // dotnet test (VSTest's console logger): "  Failed Shop.Tests.CartTests.Adds [12 ms]"
    // (older: "Failed   Shop.Tests.CartTests.Adds"), "Error Message:" and "Stack Trace:"
    // below, its frames "at Shop.Tests.CartTests.Adds() in /src/CartTests.cs:line 12".
    // The shape is Microsoft's documented one, not captured here (no .NET SDK on this
    // machine); the name must be dotted, so "Failed to connect" is not a test.
    {"dotnet", Kind::test_failure,
     R"re(^\s*Failed +(?P<label>[\w`]+(?:\.[\w`<>]+)+(?:\(.*\))?)(?: \[[^\]]*\])?\s*$)re", Near::below, 40,
     {}, {}, {}, {}, {}, true},
    // XCTest (swift test): "/src/Tests/FooTests.swift:10: error: -[FooTests.FooTests
    // testAdd] : XCTAssertEqual failed: …" on macOS, "…: error: FooTests.testAdd : …" on
    // Linux, then "Test Case '-[FooTests.FooTests testAdd]' failed (0.001 seconds).";
    // swift-testing: "✘ Test add() recorded an issue at FooTests.swift:5:3: Expectation
    // failed: …". From their documented shapes (no Swift toolchain on this machine).
    {"xctest", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.swift):(?P<line>\d+): error: -\[(?P<label>[\w.]+ \w+)\] : (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"xctest", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.swift):(?P<line>\d+): error: (?P<label>\w+\.\w+) : (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"xctest", Kind::test_failure, R"re(^Test Case '-?\[?(?P<label>[^'\]]+)\]?' failed \()re"},
    {"xctest", Kind::test_failure,
     R"re(^\s*✘ Test (?P<label>.+?) recorded an issue at (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // clojure.test: "FAIL in (sku-name-test) (core_test.clj:12)" (the assertion's place);
    // "ERROR in (parse-qty-test) (NumberFormatException.java:67)" names where the
    // exception was thrown, the test's own frame is in the trace below.
    {"clojure", Kind::test_failure,
     R"re(^FAIL in \((?P<label>[^()\s]+)\) \((?P<file>[^:()\s]+):(?P<line>\d+)\)\s*$)re"},
    {"clojure", Kind::test_failure, R"re(^ERROR in \((?P<label>[^()\s]+)\) \()re", Near::below, 40},
    // Clojure's compiler: "Syntax error compiling at (inventory/core.clj:14:3)." (also
    // "macroexpanding"), the reason on the next line; its reader's "Syntax error reading
    // source at (app/core.clj:9:1)." over "EOF while reading" is a file that does not parse.
    {"clojure", Kind::syntax_error,
     R"re(^Syntax error reading source at \((?P<file>[^:()\s]+):(?P<line>\d+):(?P<column>\d+)\)\.)re"},
    {"clojure", Kind::compile_error,
     R"re(^Syntax error (?:compiling|macroexpanding|reading source)(?: \S+)? at \((?P<file>[^:()\s]+):(?P<line>\d+):(?P<column>\d+)\)\.)re"},
    // Clojure 1.10+ at run time: "Execution error (ExceptionInfo) at inventory.main/take-item
    // (main.clj:7)." (the class of what was thrown, where; the message on the next line).
    {"clojure", Kind::runtime_error,
     R"re(^Execution error \((?P<label>[\w.$]+)\) at \S+ \((?P<file>[^:()\s]+):(?P<line>\d+)\)\.)re"},
    // fpcunit's plain runner: under "List of errors:" and "List of failures:", "  Message:
    //  TStrUtilsTest.TestCapitalizeEmpty: Range check error", the exception's class and
    // message, then its address with the routine's place when the program has line
    // information ("at $00000000004C7F3B  CAPITALIZE,  line 16 of strutils2.pas").
    {"fpcunit", Kind::test_failure,
     R"re(^\s+Message: +(?P<label>\w+\.\w+): [^\n]*\n\s+Exception class: [^\n]*\n[^\n]*\n(?:\s+at +\$[0-9A-Fa-f]+ +\w+, +line (?P<line>\d+) of (?P<file>\S+)|[^\n]*))re"},
    // NUnit 2's console: "1) Test Failure : Lexer.Tests.TokenizerTests.ParsesDecimal("+7",8)",
    // "3) Test Error : …" (an exception), "1) SetUp Error : …" (its [SetUp] threw), "2)
    // Parent Failure : …" (its fixture's setup threw), under
    // "Errors and Failures:"; a test past its [Timeout] says "Test exceeded Timeout value of
    // 200ms" below.
    {"nunit", Kind::test_failure,
     R"re(^\d+\) (?:Test|SetUp|TearDown|Parent) (?:Failure|Error) : (?P<label>\S.*?)\s*$)re"},
    // Haskell's test-framework: "  fifo order: [Failed]" under its group's "queue:", the
    // reason below ("ERROR: Prelude.head: empty list" for an exception, "ERROR:
    // <<timeout>>" for one past its time).
    {"test-framework", Kind::test_failure, R"re(^\s+(?P<label>\S.*?): \[Failed\]\s*$)re"},
    // QCheck (OCaml): "Test sort_dedup_keeps_length failed (10 shrink steps):", "Test
    // lookup_total errored on (1 shrink steps):" (an exception), the counterexample below.
    {"qcheck", Kind::test_failure,
     R"re(^Test (?P<label>\S+) (?:failed|errored on) \(\d+ shrink steps?\):?\s*$)re"},
    // FiveAM (Common Lisp): under "Failure Details:", " TOTAL-OF-STRINGS in CART-SUITE []: "
    // (the test, its suite), the reason below.
    {"fiveam", Kind::test_failure, R"re(^ (?P<label>[^\s\[\]]+) in [^\s\[\]]+ \[.*\]: *$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Haskell's doctest: "src/Slug.hs:25: failure in expression `wordCount ""'" (the example
    // the test is).
    {"hs-doctest", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.l?hs):(?P<line>\d+): failure in expression `(?P<label>.*)'\s*$)re"},
    // PropEr (Erlang): "Testing prop_codec:prop_sorted_unique/0", its dots, then "Failed:
    // After 29 test(s)." (inside an EUnit test, the test's own "*failed*" names it).
#define LC_PROPER_TESTING R"re(^Testing (?P<label>\S+:\S+/\d+)\s*$)re"
    {"proper", Kind::test_failure, R"re(^Failed: After \d+ test\(s\)\.)re", Near::header, 4, {}, {},
     {}, LC_PROPER_TESTING, LC_PROPER_TESTING, true, LC_PROPER_TESTING},
#undef LC_PROPER_TESTING
    // Agda: the place alone, "/a/Vec.agda:20,20-47" (line,column-column, or a range of
    // lines "12,1-15,32"), the error below it; a module it cannot find, "Failed to find
    // source of module Data.List in any of the following"; and unsolved metas listed
    // under "Unsolved interaction metas at the following locations:".
    {"agda", Kind::missing_module,
     R"re(^(?P<file>\S+\.l?agda):(?P<line>\d+),(?P<column>\d+)-[\d,-]+\s*\nFailed to find source of module (?P<label>[\w.]+))re"},
    {"agda", Kind::typecheck_error,
     R"re(^(?P<file>\S+\.l?agda):(?P<line>\d+),(?P<column>\d+)-[\d,-]+\s*$)re", Near::none, 0, {}, {},
     R"re(!^Failed to find source of module )re", {}, {}, true},
    {"agda", Kind::typecheck_error,
     R"re(^\s+(?P<file>\S+\.l?agda):(?P<line>\d+),(?P<column>\d+)-[\d,-]+\s*$)re", Near::none, 0, {},
     {}, {}, R"re(^Unsolved (?:interaction )?metas at the following locations:)re", R"re(^\S)re",
     true},
    // Pike: the compiler's "wordcount.pike:23:Undefined identifier totl." (no space
    // after the line; a type error's "Expected:" and "Got     :" lines below it, and
    // warnings, say "…:22:Warning: …"); at run time the error's message, then the
    // backtrace, innermost call first: "config.pike:8: /main()->parse(\"…\")".
    {"pike", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.(?:pike|pmod)):(?P<line>\d+):(?P<message>syntax error\b.*)$)re"},
    {"pike", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:pike|pmod)):(?P<line>\d+):(?P<message>[^\s:].*)$)re", Near::none, 0,
     R"re(^\S+:\d+:(?:Expected\s*:|Got\s*:|Warning:))re", {}, {}, {}, {}, true},
    {"pike", Kind::runtime_error,
     R"re(^(?P<message>(?:[^\n:]|:[^\d\n])+)\n(?P<file>[^\s:]+\.(?:pike|pmod)):(?P<line>\d+): \S)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Coccinelle (spatch) on a semantic patch it cannot parse: "meta: parse error: " then
    // '  File "kfree.cocci", line 11, column 0, charpos = 119'.
    {"coccinelle", Kind::syntax_error,
     R"re(^(?:\w+: )?parse error: *\n\s+File "(?P<file>[^"]+\.cocci)", line (?P<line>\d+), column (?P<column>\d+))re"},
    // RackUnit under raco test: a block between rules of dashes, "FAILURE", the check's
    // "name:" and "location: cart-test.rkt:8:2"; a test-case's name above FAILURE.
    {"racket", Kind::test_failure,
     R"re(^(?P<label>[^\n-][^\n]*?)[ \t]*\n[ \t]*FAILURE[ \t]*\n[ \t]*name: +[^\n]*\n[ \t]*location: +(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"racket", Kind::test_failure,
     R"re(^-{20}[ \t]*\n[ \t]*FAILURE[ \t]*\n[ \t]*name: +(?P<label>[^\n]*?)[ \t]*\n[ \t]*location: +(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // Racket's reader and expander: "cart.rkt:7:0: read-syntax: expected a `)` …",
    // "t.rkt:9:17: apply-discont: unbound identifier".
    {"racket", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.rkt):(?P<line>\d+):(?P<column>\d+): (?P<message>.*\S)\s*$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    // Poppler's tools (pdfinfo, pdftotext, pdftoppm) on a PDF they cannot read: "Syntax
    // Error: Couldn't read xref table", "Syntax Error (1234): Illegal character <68> in hex
    // string" ("Syntax Warning:" goes on).
    {"poppler", Kind::syntax_error, R"re(^Syntax Error(?: \(\d+\))?: (?P<message>.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    // blhc (Debian's build log hardening checker): "CFLAGS missing (-fPIE
    // -fstack-protector-strong): gcc -g -O2 -c hello.c -o hello.o", a compile line built
    // without the flags.
    {"blhc", Kind::lint_error,
     R"re(^(?:CPP|C|CXX|LD|F|FC|OBJC|OBJCXX)FLAGS missing \((?P<message>[^)]*)\): )re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // Qhull's programs (qhull, qconvex, qdelaunay, qvoronoi): "QH6410 qhull error: instead of
    // 5 points in 3-d, input contains 4 points …", "QH6154 Qhull precision error: Initial
    // simplex is flat …"; the label is the error's number.
    {"qhull", Kind::runtime_error,
     R"re(^(?P<label>QH\d{4}) [Qq]hull (?P<message>(?:\w+ )?error\b.*)$)re"},
    // Gri: the error, then where the script was, " Error at plot.gri:6".
    {"gri", Kind::runtime_error, R"re(^ Error at (?P<file>[^\s:]+):(?P<line>\d+)\s*$)re"},
    // FORM: "expand.frm Line 3 --> Unmatched ()" under the echoed source (a parser's words),
    // "series.frm Line 4 --> Undeclared variable z".
    {"form", Kind::syntax_error,
     R"re(^(?P<file>\S+\.(?:frm|prc|h)) Line (?P<line>\d+) --> (?P<message>(?:Unmatched|Illegal character|Illegal position|[Ss]yntax error)\b.*)$)re"},
    {"form", Kind::compile_error,
     R"re(^(?P<file>\S+\.(?:frm|prc|h)) Line (?P<line>\d+) --> (?P<message>.*)$)re"},
    // FreeFem++: " Error line number 10, in file poisson.edp, before  token cout" over
    // "syntax error".
    {"freefem", Kind::syntax_error,
     R"re(^\s*Error line number (?P<line>\d+), in file (?P<file>[^\s,]+), before\s+token (?P<message>.*)$)re"},
    // ImageMagick's tools on an image they cannot read or write: "identify-im6.q16:
    // insufficient image data in file `truncated.png' @ error/png.c/ReadPNGImage/4116.",
    // "convert: no images defined `out1.png' @ error/convert.c/ConvertImageCommand/3234."
    // ("@ warning/…" goes on).
    {"imagemagick", Kind::runtime_error,
     R"re(^(?:convert|identify|mogrify|composite|montage|compare|magick)(?:-im\d\.q\d+)?: (?P<message>.*?) [`'](?P<file>[^`']+)' @ error/)re"},
    // SoX: "sox FAIL formats: can't open input file `beep.wav': Sorry, don't understand .wav
    // size" (a file it cannot read is the place; one that is not there, "…: No such file or
    // directory", is none), an effect's bad parameters, "sox FAIL reverb: parameter
    // `reverberance' must be between 0 and 100".
    {"sox", Kind::runtime_error,
     R"re(^sox FAIL formats: (?P<message>can't open (?:input|output) file `(?P<file>[^']+)': .*)$)re",
     Near::none, 0, R"re(: No such file or directory\s*$)re"},
    {"sox", Kind::runtime_error, R"re(^sox FAIL (?P<message>\w+: .*)$)re"},
    // Csound: its parser's "error: syntax error, unexpected T_IDENT  (token \"oscilz\")" over
    // " from file tone.csd (1), line 12:"; its compiler's "error:  Variable 'kx' used before
    // defined" over "Line 11", a blank line and " from file tone.csd (1),".
    {"csound", Kind::syntax_error,
     R"re(^error: +(?P<message>syntax error\b[^\n]*)\n\s*from file (?P<file>[^\s(]+) \(\d+\),\s*line (?P<line>\d+):)re"},
    {"csound", Kind::compile_error,
     R"re(^error: +(?P<message>[^\n]*)\nLine (?P<line>\d+)\s*\n\s*\n\s*from file (?P<file>[^\s(]+) \(\d+\),)re"},
    // Vala: "inventory.vala:24.18-24.27: error: The name `subtotl' does not exist".
    {"valac", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+)\.(?P<column>\d+)-\d+\.\d+: error: (?P<message>.*)$)re"},
    // tcltest: "==== port-3.1 number out of range FAILED" (and "==== port-3.1 FAILED").
    {"tcltest", Kind::test_failure, R"re(^==== (?P<label>[\w.:-]+) (?:.* )?FAILED\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // SWI-Prolog's plunit: "ERROR: /a/test_x.pl:9:" then, tab-indented, "test sum_three:
    // wrong answer (compared using ==)" (or "failed", "received error: …").
    {"plunit", Kind::test_failure,
     R"re(^ERROR: (?P<file>[^\s:]+\.pl):(?P<line>\d+):(?:\d+:)?\s*\n\s+test (?P<label>[^:\s]+): )re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // HUnit: "### Failure in: 1:discount:0:fifteen percent" (or "### Error in: …"), the
    // place alone on the next line ("TestShop.hs:9"), or the error's own place and message
    // ("TestStack.hs:9:1-20: Non-exhaustive patterns in function pop").
    {"hunit", Kind::test_failure,
     R"re(^### (?:Failure|Error) in: +(?P<label>[^\n]*?)\s*\n(?P<file>[^\s:]+\.hs):(?P<line>\d+)(?::(?P<column>\d+)(?:-\d+)?)?(?:\s*$|: ))re"},
    // (An error the test raised whose message names no place: "### Error in:   1:lookup"
    // over "Map.!: given key is not an element in the map".)
    {"hunit", Kind::test_failure, R"re(^### (?:Failure|Error) in: +(?P<label>.*\S)\s*$)re",
     Near::none, 0, {}, {}, R"re(!^[^\s:]+\.hs:\d+)re"},
    // AUnit's text reporter: "FAIL Calc : Test_Add" over the assertion's message and "    at
    // calc_tests.adb:9"; "ERROR Calc : Test_Div_Zero" over the exception's name and
    // "    Exception Message: calc.adb:9 divide by zero".
    {"aunit", Kind::test_failure,
     R"re(^(?:FAIL|ERROR) (?P<label>\S[^\n]* : \S[^\n]*?)\s*$)re", Near::below, 4, {}, {}, {},
     {}, {}, true},
    // Alcotest: "> [FAIL]        discount          0   fifteen." per failed test (the first
    // one also boxed below).
    {"alcotest", Kind::test_failure,
     R"re(^[> ] \[FAIL\] +(?P<suite>\S+) +\d+ +(?P<label>\S.*?)\.\s*$)re"},
    // D's unittest blocks: gdc/ldc print a failed assert as "stats.d(26): [unittest] msg"
    // and another error as "core.exception.RangeError@src/csvrow.d(19): …".
    {"dlang", Kind::test_failure,
     R"re(^(?P<file>[^\s(]+\.d)\((?P<line>\d+)\): \[unittest\] (?P<message>.*)$)re"},
    {"dlang", Kind::test_failure,
     R"re(^(?:core\.exception|object)\.\w+@(?P<file>[^\s(]+\.d)\((?P<line>\d+)\): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Hspec: each failure's place alone on a line ("  Spec.hs:9:31: ", coloured), then
    // "  1) total multiplies qty by price" (the describe path and the example).
    {"hspec", Kind::test_failure,
     R"re(^\s*(?P<file>[^\s:]+\.hs):(?P<line>\d+):(?P<column>\d+):\s*\n\s*\d+\) (?P<label>\S.*?)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // OCaml: "Fatal error: exception Assert_failure("test/a.ml", 6, 2)" or
    // "… exception Division_by_zero" (the exception's name is the label).
    {"ocaml", Kind::runtime_error,
     R"re(^Fatal error: exception (?P<label>[A-Z][\w.]*)(?:\("(?P<file>[^"]+)", (?P<line>\d+), (?P<column>\d+)\))?)re",
     Near::none, 0, {}, {}, R"re(!^(?:Raised at|Called from) )re"},
    // With OCAMLRUNPARAM=b the backtrace follows: "Raised at Stdlib__Hashtbl.find in file
    // "hashtbl.ml", line 539, …" (the standard library's, passed over), then "Called from
    // Config.get in file "config.ml" (inlined), line 7, characters 14-36".
    {"ocaml", Kind::runtime_error,
     R"re(^Fatal error: exception (?P<label>[A-Z][\w.]*)[^\n]*\n(?:Raised at (?:Stdlib|Camlinternal)\S* [^\n]*\n)?(?:Raised at|Re-raised at|Called from) (?:\S+ in )?file "(?P<file>[^"]+)"(?: \(inlined\))?, line (?P<line>\d+), characters (?P<column>\d+))re"},
    // gfortran at run time: "At line 6 of file grid.f90" then "Fortran runtime error: …".
    {"gfortran", Kind::runtime_error,
     R"re(^At line (?P<line>\d+) of file (?P<file>\S+)[^\n]*\nFortran runtime error: (?P<message>.*)$)re"},
    // erlc: "src/a.erl:11:5: syntax error before: done" (no "error:" word; warnings say
    // "Warning:"): a syntax error; any other message a compile error; a missing include.
    {"erlc", Kind::syntax_error,
     R"re(^(?P<file>\S+\.[eh]rl):(?P<line>\d+):(?:(?P<column>\d+):)? (?P<message>syntax error before: .*)$)re"},
    {"erlc", Kind::missing_module,
     R"re(^(?P<file>\S+\.[eh]rl):(?P<line>\d+):(?:(?P<column>\d+):)? can't find include (?:lib|file) "(?P<label>[^"]+)")re"},
    {"erlc", Kind::compile_error,
     R"re(^(?P<file>\S+\.[eh]rl):(?P<line>\d+):(?:(?P<column>\d+):)? (?P<message>\S.*)$)re",
     Near::none, 0, R"re(: Warning: |: syntax error before: )re"},
    // EUnit: "counter_tests: incr_test...*failed*" then "in function m:f/0 (file, line 9)".
    {"eunit", Kind::test_failure,
     R"re(^\s*(?P<label>\w+: \w+)\.+\*failed\*\s*\nin function \S+ \((?P<file>[^,()]+), line (?P<line>\d+)\))re"},
    // (A built-in function failed, which has no file: "in function erlang:'div'/2", "
    // called as 1 div 0", then the caller, "in call from calc:safe_div/2 (calc.erl, line
    // 4)".)
    {"eunit", Kind::test_failure,
     R"re(^\s*(?P<label>\w+: \w+)\.+\*failed\*\s*\nin function [^\s(]+\s*\n  called as [^\n]*\nin call from \S+ \((?P<file>[^,()]+), line (?P<line>\d+)\))re"},
    // ... or its "*failed*" on a line of its own when the test printed (PropEr inside
    // it), the test named by the function the failure is in.
    {"eunit", Kind::test_failure,
     R"re(^\*failed\*\s*\nin function (?P<suite>\w+:)(?P<label>\w+)/\d+ \((?P<file>[^,()]+), line (?P<line>\d+)\))re"},
    // ExUnit: "  1) test name (Module)" then the test's "     test/a_test.exs:9".
    {"exunit", Kind::test_failure,
     R"re(^\s+\d+\) (?P<label>(?:test|doctest|property) .+?) \([\w.]+\)\s*\n\s+(?P<file>\S+\.exs?):(?P<line>\d+)\s*$)re"},
    // subunit's version 1 stream (cmocka's CMOCKA_MESSAGE_OUTPUT=subunit, Check's and
    // testtools' too): "test: name", then "failure: name [" or "error: name [" over the
    // details up to a lone "]"; the place is the first in the details ("t.c:9: error:
    // Failure!"). (Keyed on the "test: " line: "error: " starts too many lines.)
    {"subunit", Kind::test_failure,
     R"re(^test: (?P<label>\S[^\n\[]*?)\s*\n(?:failure|error): [^\n]*\[\s*$)re", Near::below, 20, {},
     {}, {}, {}, {}, true},
    // A module's setup_all that raised fails every test in it: "  0) BrokenSetupTest:
    // failure on setup_all callback, all tests have been invalidated", the exception, then
    // the stacktrace's frame in the test file ("queue_test.exs:28: BrokenSetupTest.
    // __ex_unit_setup_all_0/1").
    {"exunit", Kind::test_failure,
     R"re(^\s+\d+\) (?P<label>[\w.]+): failure on setup_all callback\b)re", Near::below, 8},
    // mix: "** (CompileError) lib/a.ex:21: undefined function trim/1 …".
    {"mix", Kind::syntax_error,
     R"re(^\*\* \((?:SyntaxError|TokenMissingError|MismatchedDelimiterError)\) (?:invalid syntax found on )?(?P<file>\S+?\.exs?):(?P<line>\d+)(?::(?P<column>\d+))?:? (?P<message>.*)$)re"},
    {"mix", Kind::compile_error,
     R"re(^\*\* \(CompileError\) (?P<file>\S+?\.exs?):(?P<line>\d+)(?::(?P<column>\d+))?: (?P<message>.*)$)re"},
    // staticcheck and golangci-lint: "a.go:27:21: message (SA5009)", "(errcheck)"; the
    // compiler's own errors, which stop the analysis, are "(compile)".
    {"staticcheck", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>.+) \((?P<code>compile)\)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"staticcheck", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>.+) \((?P<code>[A-Z]{1,2}\d{4}|[a-z][a-z0-9-]+)\)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // staticcheck -f stylish: the file alone, then "  (27, 21)  SA5009  message".
    {"staticcheck", Kind::lint_error,
     R"re(^  \((?P<line>\d+), (?P<column>\d+)\)\s+(?P<code>[A-Z]{1,2}\d{4})\s+(?P<message>.*)$)re",
     Near::header_above, 200},
    // luacheck: "    src/a.lua:4:1: (W111) message" (the code with --codes), E011 a syntax
    // error; any finding fails its run.
    {"luacheck", Kind::syntax_error,
     R"re(^\s*(?P<file>\S+\.lua):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?: \(E0\d\d\) (?P<message>.*)$)re"},
    {"luacheck", Kind::lint_error,
     R"re(^\s*(?P<file>\S+\.lua):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?: (?:\((?P<code>[EW]\d{3})\) )?(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Meson's setup: 'meson.build:4:0: ERROR: Dependency "libcurl" not found, tried
    // pkgconfig and cmake'.
    {"meson", Kind::missing_module,
     R"re(^(?P<file>[^\s:]*meson\.build):(?P<line>\d+):(?P<column>\d+): ERROR: (?P<message>Dependency "(?P<label>[^"]+)" not found\b.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // ... or one installed in a version too old: "meson.build:2:0: ERROR: Dependency lookup
    // for zlib with method 'pkgconfig' failed: Invalid version, need 'zlib' ['>= 1.3']
    // found '1.2.13'." (the module missing in the version the build needs).
    {"meson", Kind::missing_module,
     R"re(^(?P<file>[^\s:]*meson\.build):(?P<line>\d+):(?P<column>\d+): ERROR: (?P<message>Dependency lookup for (?P<label>\S+) with method '\w+' failed: Invalid version\b.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A test meson stopped: "ringbuf:slow / drain blocking time out (After 2 seconds)".
    {"meson", Kind::timeout, R"re(^(?P<message>\S.*? time out \(After \d+ seconds?\)))re"},
    // ninja's own errors: "ninja: error: 'src/util.c', needed by 'out/util.o', missing and no
    // known rule to make it", "ninja: error: build.ninja:12: unknown build rule 'compile'".
    {"ninja", Kind::compile_error,
     R"re(^ninja: error: '(?P<label>[^']+)', needed by '[^']+', (?P<message>missing and no known rule to make it))re"},
    {"ninja", Kind::compile_error,
     R"re(^ninja: error: (?P<file>[^\s:']+\.ninja):(?P<line>\d+): (?P<message>.*)$)re"},
    {"ninja", Kind::compile_error, R"re(^ninja: error: (?P<message>dependency cycle: .*)$)re"},
    // SCons: "scons: *** [build/a.o] Source `src/a.c' not found, needed by target `build/a.o'."
    {"scons", Kind::compile_error,
     R"re(^scons: \*\*\* \[[^\]]+\] (?P<message>Source `(?P<label>[^']+)' not found\b.*)$)re"},
    // Meson: "1/3 parse tokens   FAIL   0.02s   exit status 1"; with --print-errorlogs the
    // test's own output follows, which may name the failing check.
    {"meson", Kind::test_failure,
     R"re(^\s*\d+/\d+ (?P<label>\S.*?)\s+(?:FAIL|ERROR|TIMEOUT|UNEXPECTEDPASS)\s+\d+\.\d+s\b)re",
     Near::below, 12},
    // A test a signal killed: "2/3 test_trim  FAIL  0.01s   killed by signal 11 SIGSEGV" (not
    // the SIGTERM Meson itself sends a test that ran out of time).
    {"meson", Kind::crash,
     R"re(^\s*\d+/\d+ \S.*?\s+FAIL\s+\d+\.\d+s\s+killed by signal \d+ (?P<label>SIG(?:SEGV|BUS|ABRT|FPE|ILL|KILL|TRAP|SYS)))re"},
    // Bats: TAP "not ok 3 name" then "# (in test file test/a.bats, line 16)"; the pretty
    // formatter's "✗ name" then "   (in test file …)".
    // A failure in `setup` says so: "# (from function `setup' in test file test/a.bats,
    // line 2)".
    {"bats", Kind::test_failure,
     R"re(^not ok \d+ (?P<label>.+?)\s*\n# \((?:from function `[^']*' )?in test file (?P<file>[^,]+), line (?P<line>\d+)\))re"},
    {"bats", Kind::test_failure,
     R"re((?:^|\s)✗ (?P<label>.+?)\s*\n\s+\((?:from function `[^']*' )?in test file (?P<file>[^,]+), line (?P<line>\d+)\))re"},
    // Valgrind memcheck: "==12== Invalid read of size 4", "==12== 10 bytes in 1 blocks
    // are definitely lost …", located at the first frame with a source file below.
    {"valgrind", Kind::crash,
     R"re(^==\d+== (?P<label>Invalid (?:read|write)|Invalid free\(\)(?: / delete / delete\[\] / realloc\(\))?|Mismatched free\(\) / delete / delete \[\]|Conditional jump or move depends on uninitialised value\(s\)|Use of uninitialised value|Syscall param(?: \S+ (?:contains|points to) (?:uninitialised|unaddressable) byte\(s\))?|Source and destination overlap)(?:\s|$))re",
     Near::below, 6},
    {"valgrind", Kind::crash,
     R"re(^==\d+== [\d,]+ (?:\([\d,]+ direct, [\d,]+ indirect\) )?bytes in [\d,]+ blocks are (?P<label>definitely lost|possibly lost))re",
     Near::below, 8},
    // Helgrind and DRD: "==14984== Possible data race during read of size 8 at 0x10C030 by
    // thread #3", the racing access's frames below.
    {"valgrind", Kind::crash,
     R"re(^==\d+== (?P<label>Possible data race|Conflicting (?:load|store)) (?:during|by))re",
     Near::below, 6},
    {"valgrind", Kind::crash,
     R"re(^==\d+== Process terminating with default action of signal \d+ \((?P<label>SIG[A-Z]+)\))re",
     Near::below, 6},
    // Free Pascal: "app.pas(3,16) Fatal: Can't find unit JsonTools used by app"; its other
    // errors ("file(line,col) Error: …") are read by the generic parenthesised row.
    // A Free Pascal program stopped by a run-time check: "Runtime error 201 at $00…E6",
    // then its frames, "  $00…E6  AVERAGE,  line 13 of scores.pas" (with -gl).
    {"fpc", Kind::runtime_error,
     R"re(Runtime error (?P<code>\d+) at \$[0-9A-Fa-f]+\s*\n\s*\$[0-9A-Fa-f]+\s+[^\n,]*,\s+line (?P<line>\d+) of (?P<file>\S+)\s*$)re",
     Near::none, 0, {}, "Runtime error +"},
    {"fpc", Kind::runtime_error, R"re(Runtime error (?P<code>\d+) at \$[0-9A-Fa-f]+\s*$)re",
     Near::none, 0, {}, "Runtime error +", R"re(!,\s+line \d+ of \S+\s*$)re"},
    {"fpc", Kind::missing_module,
     R"re(^(?P<file>[^\s():]+\.\w+)\((?P<line>\d+)(?:,(?P<column>\d+))?\) Fatal: Can't find unit (?P<label>[\w.]+) used by )re"},
    // Nim: a program that dies prints its frames oldest first ("/abs/app.nim(4) parsePort")
    // then "Error: unhandled exception: invalid integer: eighty [ValueError]"; located at
    // the nearest project frame above, or where a failed assert says it is ("…: /a/x.nim(6,
    // 12) `n > 0` … [AssertionDefect]"). std/unittest prints a failed check
    // ("    /abs/t.nim(5, 16): Check failed: …") above "  [FAILED] adds". Not lint-staged's
    // task lines, "[FAILED] eslint --max-warnings=0 [FAILED]".
    // Nim's import of a module it cannot find: "/a/src/app.nim(2, 8) Error: cannot open
    // file: jsony", a compile error and a missing module (as javac's and ghc's are).
    {"nim", Kind::compile_error,
     R"re(^(?P<file>[^\s(]+\.nim)\((?P<line>\d+), (?P<column>\d+)\) Error: (?P<message>cannot open file: .*)$)re"},
    {"nim", Kind::missing_module,
     R"re(^(?P<file>[^\s(]+\.nim)\((?P<line>\d+), (?P<column>\d+)\) Error: cannot open file: (?P<label>\S+)\s*$)re"},
    {"nim", Kind::runtime_error,
     R"re(^Error: unhandled exception: (?P<file>[^\s()]+\.nim)\((?P<line>\d+), (?P<column>\d+)\) (?P<message>.*) \[(?P<label>\w+)\]$)re"},
    {"nim", Kind::runtime_error,
     R"re(^Error: unhandled exception: (?P<message>.*) \[(?P<label>\w+)\]$)re", Near::above, 20},
    {"nim", Kind::test_failure, R"re(^\s*\[FAILED\] (?P<label>\S.*?)\s*$)re", Near::above, 8,
     R"re(\[[A-Z]+\]\s*$)re"},
    // Maven offline or behind a broken mirror: "[ERROR] Plugin g:a:v or one of its
    // dependencies could not be resolved: …".
    {"maven", Kind::missing_module,
     R"re(^\[ERROR\] Plugin (?P<label>\S+) or one of its dependencies could not be resolved)re"},
    // Emacs ERT in batch mode: "   FAILED  2/4  calc-test-div-int (0.000055 sec)" as each
    // test ends (Emacs 27 prints no time), and again under "3 unexpected results:" as
    // "   FAILED  calc-test-div-int". (No small letter in the patterns: the scan then looks
    // for "FAILED" as spelt.)
    {"ert", Kind::test_failure,
     R"re(^\s+FAILED\s+\d+/\d+\s+(?P<label>\S+)(?: \([^()]*\))?\s*$)re"},
    {"ert", Kind::test_failure, R"re(^\s+FAILED\s+(?P<label>[^\s/]+)\s*$)re", Near::none, 0, {},
     {}, {}, R"re(^\d+ unexpected results?:)re", R"re(^\S)re"},
    // Emacs buttercup: each failed spec under a rule of 40 '=' ("calc-add adds negatives"),
    // a blank line and its traceback. A spec file that would not load is listed as "
    // tests/a.el  Cannot open load file: No such file or directory, calc-format (0.01ms)"
    // or "  tests/b.el  End of file during parsing: /a/tests/b.el (0.01ms)" (and under the
    // rule as "File failed to load completely:  tests/a.el", which names no spec).
    {"buttercup", Kind::test_failure,
     R"re(^={40}\s*\n(?P<label>(?:[^\s=F]|F[^\si])[^\n]*?)\s*\n\s*\n\s*Traceback \(most recent call last\):$)re"},
    {"buttercup", Kind::missing_module,
     R"re(^\s+(?P<file>\S+\.el)  Cannot open load file: No such file or directory, (?P<label>\S+?) \([\d.]+m?s\)\s*$)re"},
    {"buttercup", Kind::syntax_error,
     R"re(^\s+\S+\.el  (?P<message>End of file during parsing|Invalid read syntax[^/]*): (?P<file>\S+\.el) \([\d.]+m?s\)\s*$)re"},
    // Why3: a typing error, 'File "sum.mlw", line 11, characters 16-20:' over "This
    // expression has type bool, …"; `why3 prove` on a goal no prover proved, the goal's
    // place (or "File sum.mlw:"), "Goal max'vc." or "Sub-goal Postcondition of goal
    // max'vc.", then "Prover result is: Unknown (…)" (a timeout is a hang too).
#define LC_WHY3_PLACE R"re(^File "?(?P<file>[^",:]+\.mlw)"?(?:, line (?P<line>\d+), characters (?P<column>\d+)-\d+)?:\n)re"
    {"why3", Kind::typecheck_error, LC_WHY3_PLACE R"re((?P<message>.*\btype\b.*)$)re"},
    {"why3", Kind::syntax_error, LC_WHY3_PLACE R"re((?P<message>syntax error.*)$)re"},
    {"why3", Kind::test_failure,
     LC_WHY3_PLACE R"re((?:Sub-goal .* of goal|Goal) (?P<label>\S+?)\.\nProver result is: (?P<message>(?:Unknown|Invalid|Timeout|Out ?[Oo]f ?[Mm]emory|Step ?[Ll]imit ?[Ee]xceeded|High ?[Ff]ailure|Failure)\b.*)$)re"},
    {"why3", Kind::timeout,
     LC_WHY3_PLACE R"re((?:Sub-goal .* of goal|Goal) \S+?\.\nProver result is: (?P<message>Timeout\b.*)$)re"},
#undef LC_WHY3_PLACE
    // Emacs: a library that `require` cannot find, "(file-missing "Cannot open load file"
    // "No such file or directory" "calc-utils")" (older: "Cannot open load file: No such
    // file or directory, calc-utils"); the byte compiler's reader errors, "util.el:7:1:
    // Error: End of file during parsing".
    {"emacs", Kind::missing_module,
     R"re(\(file-missing "Cannot open load file" "[^"]*" "(?P<label>[^"]+)"\))re"},
    {"emacs", Kind::missing_module,
     R"re(\bCannot open load file: No such file or directory, (?P<label>\S+?)\)?\s*$)re"},
    // Vim running a script in Ex mode (vim -es -V1 -S check.vim): "Error detected while
    // processing command line..script /a/check.vim:", "line    2:", then "E492: Not an
    // editor command: foo"; in a function the script's line that called it is in brackets,
    // "…script /a/check.vim[12]..function RunChecks:", and "line    4:" counts in the
    // function. The label is the error's number.
    {"vim", Kind::runtime_error,
     R"re(^Error detected while processing (?:.*\.\.)?(?:script )?(?P<file>[^\[\n]+?)\[(?P<line>\d+)\]\.\.function [^\n]*:\nline +\d+:\n(?P<label>E\d+): (?P<message>.*)$)re"},
    {"vim", Kind::runtime_error,
     R"re(^Error detected while processing (?:.*\.\.)?(?:script )?(?P<file>[^\[\n]+?):\nline +(?P<line>\d+):\n(?P<label>E\d+): (?P<message>.*)$)re"},
    // Any other error that ends a batch run: "Debugger entered--Lisp error: (void-function
    // my/define-leader)" over the Lisp backtrace; the label is the error's symbol.
    {"emacs", Kind::runtime_error,
     R"re(^Debugger entered--Lisp error: \((?P<label>[\w/-]+)(?:[ )]|$))re", Near::none, 0,
     R"re(\(file-missing )re"},
    {"emacs", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.el):(?P<line>\d+):(?P<column>\d+): Error: (?P<message>End of file during parsing|Invalid read syntax.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Frama-C's kernel refusing a file, "[kernel] buf.c:7: " over "  syntax error:"; Eva's
    // alarms ("[eva:alarm] buf.c:6: Warning: out of bounds read.") fail a run only when
    // made errors (-eva-warn-key alarm=error).
    {"frama-c", Kind::syntax_error,
     R"re(^(?:\[kernel\] )?(?P<file>[^\s:]+\.[ch]):(?P<line>\d+):\s*\n\s+(?P<message>syntax error:?))re"},
    {"frama-c", Kind::lint_error,
     R"re(^\[eva:alarm\] (?P<file>[^\s:]+\.[ch]):(?P<line>\d+): Warning: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // vera++ (style rules for C++): "src/sum.cpp:4: error L001: trailing whitespace"
    // (--error; "warning" without it).
    {"vera++", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): (?:error|warning) (?P<code>[A-Z]\d{3}): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // QuickCheck's $quickCheckAll: "=== prop_roundTrip from Props.hs:13 ===", then "***
    // Failed! Falsified (after 2 tests and 1 shrink):" ("+++ OK, passed" when it holds).
    {"quickcheck", Kind::test_failure,
     R"re(^=== (?P<label>\w+) from (?P<file>\S+\.l?hs):(?P<line>\d+) ===\s*\n\*\*\* (?:Failed|Gave up)!)re"},
    // quickCheck called by hand names no property: "*** Failed! Falsified (after 4 tests
    // and 1 shrink):", "*** Failed! Exception: 'divide by zero' (after 1 test):".
    {"quickcheck", Kind::test_failure,
     R"re(^\*\*\* (?:Failed|Gave up)! (?P<message>.*\S)\s*$)re", Near::none, 0, {}, {}, {},
     R"re(!^=== \w+ from )re", {}, true},
    // SML/NJ's compiler: "queue.sml:9.7-10.26 Error: right-hand-side of clause doesn't
    // agree with function result type [tycon mismatch]" (line.column-line.column).
    {"smlnj", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:sml|sig|fun|sml\.\w+)):(?P<line>\d+)\.(?P<column>\d+)(?:-[\d.]+)? Error: (?P<message>.*)$)re"},
    // SML/NJ: an exception the program does not handle, "/usr/lib/smlnj/bin/sml: Fatal
    // error -- Uncaught exception Div with 0", its place on the next line, " raised at
    // bank.sml:7.36-7.39" (line.column).
    // (Not the compiler's own "Uncaught exception Error with 0 / raised at
    // ../compiler/TopLevel/interact/evalloop.sml", after the compile errors it printed.)
    {"smlnj", Kind::runtime_error,
     R"re(Fatal error -- Uncaught exception (?P<label>[\w.]+)(?P<message>.*)\n\s*raised at (?P<file>[^\s:]+):(?P<line>\d+)\.(?P<column>\d+))re",
     Near::none, 0, R"re(Uncaught exception Error with 0\s*$)re"},
    // Regina REXX: 'Error 41 running "/a/invoice.rexx", line 8: Bad arithmetic
    // conversion'.
    {"regina", Kind::runtime_error,
     R"re(^\s*Error \d+ running "(?P<file>[^"]+)", line (?P<line>\d+): (?P<message>.*)$)re"},
    // GnuCOBOL: a copybook that is not there, "main.cob:7: error: totals.cpy: No such
    // file or directory"; at run time a CALLed program that is not, "libcob: error:
    // module 'TAXCALC' not found".
    {"cobc", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.(?:cob|cbl|cpy|COB|CBL)):(?P<line>\d+): error: (?P<label>[^\s:]+): No such file or directory)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"cobc", Kind::missing_module, R"re(^libcob: error: module '(?P<label>[^']+)' not found)re"},
    // Ormolu (and Fourmolu), the Haskell formatter: --mode check prints each file it
    // would change alone on a line, then the hunks ("src/Shapes.hs" over "@@ -1,8 +1,8
    // @@"); a file GHC's parser refuses, "src/Main.hs:6:3-4" over "  The GHC parser (in
    // Haddock mode) failed:" and "  parse error on input `in'".
    {"ormolu", Kind::lint_error, R"re(^(?P<file>[\w./-]+\.hs)\s*\n@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@)re"},
    {"ormolu", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.hs):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?\s*\n\s+The GHC parser .*failed:\s*\n\s+(?P<message>.*)$)re"},
    // hpack: "package.yaml: Error while parsing $.tests.spec.dependencies - expected
    // Array, …" (a field of the wrong type; a YAML error has a place of its own).
    {"hpack", Kind::compile_error,
     R"re(^(?P<file>[^\s:]*package\.yaml): Error while parsing (?P<message>.*)$)re"},
    // JavaCC names the grammar once, "Reading from file grammar/Json.jj . . .", then its
    // errors by line and column: "org.javacc.parser.ParseException: Encountered " "}" "}
    // "" at line 11, column 1." (the grammar does not parse), "Error: Line 29, Column 5:
    // Non-terminal Factor has not been defined."
#define LC_JAVACC_FILE R"re(^Reading from file (?P<file>\S+) \. \. \.\s*$)re"
    {"javacc", Kind::syntax_error,
     R"re(^org\.javacc\.parser\.ParseException: (?P<message>.* at line (?P<line>\d+), column (?P<column>\d+))\.?\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, LC_JAVACC_FILE},
    {"javacc", Kind::compile_error,
     R"re(^Error: Line (?P<line>\d+), Column (?P<column>\d+): (?P<message>.*)$)re", Near::header, 200,
     {}, {}, {}, {}, {}, false, LC_JAVACC_FILE},
#undef LC_JAVACC_FILE
    // JFlex: 'Error in file "Lexer.flex" (line 10): ' over the message ("Macro has not been
    // declared.").
    {"jflex", Kind::compile_error,
     R"re(^Error in file "(?P<file>[^"]+)" \(line (?P<line>\d+)\):\s*$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // ACME, the 6502 cross-assembler: "Error - File src/main.a, line 17 (Zone
    // <untitled>): Number does not fit in 8 bits." (warnings alike, "Warning - File …").
    {"acme", Kind::compile_error,
     R"re(^(?:Error|Serious error) - File (?P<file>[^,]+), line (?P<line>\d+)(?: \([^)]*\))?: (?P<message>.*)$)re"},
};
// clang-format on

} // namespace

std::span<const LineRule> language_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
