// SPDX-License-Identifier: MIT
// Shapes many tools share, for the tools no row names (ARCHITECTURE.md, "Generic
// shapes"). The kind comes from what the line says, not from the tool: "error:" is a
// compile error, a rule code (E501, W0611, SC2086) a lint finding. These rows come last,
// so a tool's own row wins, and they count only when the run failed: a green run may
// print a warning in the same shape.
#include "core/detectors/common.hpp"
#include "core/tools/tool_rules.hpp"

#include <re2/re2.h>

namespace loopclose::core::tools {

namespace {

// GitHub workflow commands, which linters print for CI annotations ("--format github"):
// "::error file=lib/a.rb,line=11,col=23::message", the properties in the documented order
// (file, line, endLine, col, endColumn, title) or with the title first; their values hold
// no raw ',' or ':' (escaped as %2C, %3A).
#define LC_GH_OTHER R"re((?:\w+=[^,:]*,)*?)re"
#define LC_GH_LOCATION                                                                             \
    R"re(file=(?P<file>[^,:]+),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?(?:,\w+=[^,:]*)*::)re"

// What a wrapper or runner prints to say that a step failed, not why.
#define LC_WRAPPER_SUMMARY                                                                         \
    R"re((?i)exit (?:code|status)|exited with|process completed|job failed|commands? failed|failed with|returned (?:non-zero|a non-zero)|lifecycle script|ELIFECYCLE|build failed|test(?:s)? failed|failing tests?|subcommand failed|recipe for target|test failures|execution halted|\d+ errors? (?:generated|found|occurred)|aborting due to|could not compile|see (?:above|the log|log)|warnings found and -Werror specified|build script logged errors)re"

// "path.ext:line[:col]: message" for one set of extensions, and what it must not be. (A
// place alone, "app.js:10:18", is a frame of a stack printed bare: it has no message.) A
// category at the end in cpplint's style is the code: "… after command
// [whitespace/mismatch]".
#define LC_PATH_LINE(extensions)                                                                   \
    R"re(^(?P<file>[\w./-][^\s:]*\.(?:)re" extensions                                              \
    R"re()):(?P<line>\d+):(?:(?P<column>\d+)(?::|\s))? ?(?P<message>[^\s\d].*?|\d+\S*\s.*?)(?: \[(?P<code>[a-z][\w-]*/[\w/-]+)\](?: \[\d\])?)?\s*$)re"
// What a parser says at the start of a message (after "Error: ", as demjson's jsonlint
// puts it): a syntax error, whatever the tool.
#define LC_SYNTAX_WORDS                                                                            \
    R"re((?:(?i:error): )?(?i:(?:syntax|parse) error\b|mismatched tag|not well-formed|unclosed token|unexpected (?:token|end of|symbol near)|'[^']+' expected(?: \(to close [^)]*\))? near|did not find expected \w+|could not find expected ':'|mapping values are not allowed|found character that cannot start any token|expected .+, found |unfinished string|unterminated string|values must be separated by|expected .+ but saw ))re"
#define LC_PATH_LINE_NOT                                                                                                                                  \
    R"re(:\d+:(?:\d+:)? ?(?:\w+ )?(?:warning|note|info|hint|notice|remark)\b|[A-Z]\w*Warning\b| DEPRECATED |:\d+:(?:\d+:)? ?(?:in \S|)re" LC_SYNTAX_WORDS \
    R"re()|^/usr/|/node_modules/|/site-packages/|/dist-packages/|/gems/)re"

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header, overrides, fallback.
// clang-format off
constexpr LineRule k_rows[] = {
    // A test runner's totals that name no test (Jest's summary reporter below its
    // threshold, a reporter that lists nothing): "Tests:       3 failed, 2 passed, 5
    // total", Vitest's "Tests  1 failed | 3 passed (4)". Only when nothing names one.
    {"generic", Kind::test_failure,
     R"re(^\s*Tests:?\s+(?:\d+ \w+(?:, | \| ))*(?P<message>\d+ failed)\b)re", Near::none, 0, {},
     {}, {}, {}, {}, true, {}, false, true},
    // A test runner's annotation of a failing test (node:test's @reporters/github, jest's
    // github-actions reporter): the test's name as the title, a test file as the file
    // ("::error title=formats thousands,file=test/format.test.js,line=8,col=1::…", jest's
    // "file=/a/__tests__/cart.test.js,line=9,title=cart › rounds to cents::…"). Not a
    // title that is a path (node:test's for a file that would not load, Playwright's).
#define LC_GH_TEST_FILE R"re(file=(?P<file>[^,:]*(?:test|spec)[^,:]*),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?)re"
    {"generic", Kind::test_failure,
     R"re(^::error title=(?P<label>[^,:/%]*[^,:/%\s][^,:/%]*),)re" LC_GH_TEST_FILE R"re((?:,\w+=[^,:]*)*::)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::test_failure,
     R"re(^::error )re" LC_GH_TEST_FILE R"re((?:,endColumn=\d+)?,title=(?P<label>[^,:/%]*[^,:/%\s][^,:/%]*)::)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
#undef LC_GH_TEST_FILE
    // The rule at the start of the message: ESLint's github-annotations formatter
    // ("::error file=src/a.js,line=5,col=15::[eqeqeq] Expected '==='"), SQLFluff's
    // native annotations ("…::L008: Expected single whitespace", "…::PRS: Line 1,
    // Position 28: Found unparsable section", a parse error).
    {"generic", Kind::syntax_error,
     R"re(^::(?:error|notice|warning) )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<code>PRS): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (yamllint's "…::7:5 syntax error: expected ',' or '}', but got ':' (syntax)"; its
    // other findings "…::5:16 [brackets] too many spaces inside brackets".)
    {"generic", Kind::syntax_error,
     R"re(^::error )re" LC_GH_OTHER LC_GH_LOCATION R"re((?:\d+:\d+ (?:\[error\] )?)?(?P<message>syntax error: .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER LC_GH_LOCATION R"re((?:\d+:\d+ )?\[(?P<code>[@\w/-]+)\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (mypy's output turned into annotations by a script: its code after two spaces at
    // the end, "::error file=ml/stats.py,line=14::Unsupported operand types for * (\"None\"
    // and \"int\")  [operator]", in a Python file: a type error.)
    {"generic", Kind::typecheck_error,
     R"re(^::error )re" LC_GH_OTHER R"re(file=(?P<file>[^,:]+\.pyi?),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?(?:,\w+=[^,:]*)*::)re" R"re((?P<message>.*\S)  \[(?P<code>[a-z][a-z-]*)\]\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (flake8's and pycodestyle's "E302 expected 2 blank lines", with no colon.)
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<code>[A-Z]{1,4}\d{2,5}):? (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Azure Pipelines' logging command with a place: "##vso[task.logissue type=error;
    // sourcepath=src/order.ts;linenumber=2;columnnumber=23;code=TS2307;]Cannot find module
    // './audit.js' …" (the properties in their documented order); tsc's codes are type
    // errors, TS2307's module a missing one too.
#define LC_VSO_PLACE                                                                               \
    R"re(##vso\[task\.logissue type=error;sourcepath=(?P<file>[^;\]]+);(?:linenumber=(?P<line>\d+);)?(?:columnnumber=(?P<column>\d+);)?)re"
    {"generic", Kind::typecheck_error,
     LC_VSO_PLACE R"re(code=(?P<code>TS\d+);(?:\w+=[^;\]]*;)*\](?P<message>.*)$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    {"generic", Kind::missing_module,
     LC_VSO_PLACE R"re(code=TS2307;(?:\w+=[^;\]]*;)*\]Cannot find module '(?P<label>[^']+)')re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::lint_error,
     LC_VSO_PLACE R"re((?:code=(?P<code>[^;\]]+);)?(?:\w+=[^;\]]*;)*\](?P<message>.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
#undef LC_VSO_PLACE
    // A script's own annotation (@actions/core's error() with a title): the title names
    // the finding ("::error title=bad port,file=config/services.json,line=4,col=25::…").
    {"generic", Kind::lint_error,
     R"re(^::error title=(?P<label>[\w.-]+(?: [\w.-]+)+),)re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // The rule, where the tool names one: RuboCop's "::Style/RedundantReturn: message",
    // Ruff's "title=Ruff (F401)", golangci-lint's "message (errcheck)" (these two from
    // their documented formats: only RuboCop's is captured, tests/fixtures/rubocop);
    // Stylelint 15's "message (property-no-unknown) - https://stylelint.io/…". Only
    // "::error" lines, and only when the run failed.
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<code>[A-Z][A-Za-z0-9]*(?:/[A-Z][A-Za-z0-9]*)+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER R"re(title=[^,:]*\((?P<code>[\w./@-]+)\)[^,:]*,)re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Biome's parse errors: "::error title=parse,file=src/broken.js,line=2,…".
    {"generic", Kind::syntax_error, R"re(^::error title=parse,)re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // oxlint's: the title its own name, no rule ("…,endColumn=2,title=oxlint::src/a.js:3:1:
    // Expected `,` or `)` but found `}`").
    {"generic", Kind::syntax_error,
     R"re(^::error )re" LC_GH_OTHER R"re(file=(?P<file>[^,:]+),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?(?:,endColumn=\d+)?,title=oxlint::(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // A title that is the rule itself, first (Biome: "::error title=lint/suspicious/
    // noDoubleEquals,file=…") or last (oxlint: "…,endColumn=15,title=eslint(no-unused-vars)::").
    {"generic", Kind::lint_error,
     R"re(^::error title=(?P<code>[\w./@-]+(?:\([\w./@-]+\))?),)re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER R"re(file=(?P<file>[^,:]+),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?(?:,endColumn=\d+)?,title=(?P<code>[\w./@-]+(?:\([\w./@-]+\))?)::(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*) \((?P<code>[a-z][\w/@.-]*)\)(?: \[maybe fixable\])?(?: - https?://\S+)?$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Not a test runner's annotation of a failure its own report names (Jest's and
    // Vitest's titles are test paths, "slug › strips" or "a.test.ts > cart > adds"; bun's
    // the error, "title=error: expect(received)…").
    // Nor a CI script's own word that a step failed, placed at a test it names ("::error
    // file=test/cart.test.js,line=5::jest failed").
    {"generic", Kind::lint_error, R"re(^::error )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*)$)re",
     Near::none, 0, R"re(^::error [^:]*title=(?:[^,:]* (?:›|>) |error: )|::[\w .-]{0,40}\bfailed\.?\s*$)re", {}, {}, {}, {}, true},
    // An annotation with a file and no line (a CI script's "::error file=a.go::file is
    // not gofmt-ed").
    {"generic", Kind::lint_error,
     R"re(^::error )re" LC_GH_OTHER R"re(file=(?P<file>[^,:]+)(?:,(?:title|endLine|endColumn|col)=[^,:]*)*::(?P<message>.*)$)re",
     Near::none, 0, R"re(^::error [^:]*title=(?:[^,:]* (?:›|>) |error: ))re", {}, {}, {}, {}, true},
    // A tool that writes every finding as a warning annotation (PHPMD's github renderer)
    // while failing the run: they stand in when nothing else explains it.
    // (SQLFluff's native annotations may be all notices: "::notice title=SQLFluff,
    // file=q.sql,line=3,col=18::L001: Unnecessary trailing whitespace.")
    {"generic", Kind::lint_error,
     R"re(^::(?:warning|notice) )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<code>[A-Z]{1,4}\d{2,5}): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, R"re(^::(?:warning|notice) )re" LC_GH_OTHER LC_GH_LOCATION R"re((?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // Summary lines with a test id: "FAIL: test_x (mod.Case)", "FAILED: tests/x::y",
    // "UNEXPECTED SUCCESS: test_x (mod.Case.test_x)" (an @expectedFailure test that passed),
    // Automake's "XPASS: t3.sh" (the same for a test marked XFAIL);
    // not ninja's "FAILED: calc.p/a.c.o " (its outputs, each followed by a space), a
    // build step whose command's own errors follow, nor unittest's stand-in for a module
    // that would not import ("ERROR: test_x (unittest.loader._FailedTest.test_x)", nose2's
    // "(nose2.loader.ModuleImportFailure.…)"), nor
    // a place alone ("ERROR: /a/test_x.pl:9:", SWI-Prolog's, the test named below), nor
    // pip's "ERROR: Exception:" over the traceback of its own crash.
    // A bare word ("FAILED: auth") is as often a script's own loop saying which package
    // failed: only when nothing else explains the run.
    {"generic", Kind::test_failure,
     R"re(^(?:FAIL|FAILED|ERROR|XPASS|UNEXPECTED SUCCESS): (?P<label>[\w./\[][\w./:\[\]-]*(?: \([\w.]+\))?)(?: - .*)?\s*$)re",
     Near::none, 0, R"re(^FAILED: .* $|\((?:unittest\.loader\._FailedTest|nose2\.loader\.ModuleImportFailure)[.)]|^ERROR: \S+:\d+:(?:\d+:)?\s*$|^[A-Z ]+: [\w-]+(?: - .*)?\s*$|^ERROR: Exception:\s*$)re", {}, {}, {}, {},
     true},
    {"generic", Kind::test_failure,
     R"re(^(?:FAIL|FAILED|ERROR|XPASS|UNEXPECTED SUCCESS): (?P<label>[\w-]+)(?: - .*)?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // Compilers that put the location in parentheses: MSBuild and the C# compilers
    // ("Calc.cs(8,20): error CS0029: message", "[project.csproj]" after it), Free Pascal
    // ("app.pas(6,8) Error: message", "app.pas(7,3) Fatal: Syntax error, …") and Nim
    // ("/abs/a.nim(5, 12) Error: type mismatch: …") (tests/fixtures/mcs, fpc, nim), NVIDIA's
    // nvcc ("scale.cu(17): error #177-D: …" for a warning made an error). The code
    // is the label when printed. Not tsc's "a.ts(3,5): error TS2322", a type error its
    // detector reads, nor Free Pascal's "app.pas(9) Fatal: There were 2 errors compiling
    // module, stopping", which only counts the errors above it.
    // (One row per spelling, so that each has a literal the scan can look for as
    // written: "): error" (MSBuild, mcs), ") Error" and ") Fatal" (Free Pascal, Nim).)
#define LC_PAREN_LOCATION                                                                          \
    R"re(^\s*(?P<file>(?:\w:)?[^\s():]+\.\w+)\((?P<line>\d+)(?:, ?(?P<column>\d+))?)re"
#define LC_PAREN_REST R"re((?: #?(?P<code>[A-Z]{1,4}\d{2,5}|\d+-D))?: (?P<message>.*)$)re"
#define LC_PAREN_NOT R"re(\): error TS\d|\) Fatal: There were \d+ errors? compiling)re"
    // A checker's severity and its check's id in parentheses after the place: cppcheck's
    // Visual Studio template, "src/main.c(5): style (unreadVariable): Variable 'p' is
    // assigned a value that is never used." (error, warning, style, performance,
    // portability, information): a finding, each id its own.
    {"generic", Kind::lint_error,
     LC_PAREN_LOCATION R"re(\): (?P<severity>error|warning|style|performance|portability|information) \((?P<code>[\w.-]+)\): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (clang -fdiagnostics-format=msvc: "queue.c(13,11): error: … [-Werror,-Wincompatible-
    // pointer-types]", the warning a flag made an error its label.)
    {"generic", Kind::compile_error,
     LC_PAREN_LOCATION R"re(\): (?:fatal )?error: (?P<message>.*) \[(?:-Werror,)?(?P<code>-W[\w+=-]+)\]\s*$)re",
     Near::none, 0, LC_PAREN_NOT, {}, {}, {}, {}, true},
    {"generic", Kind::compile_error, LC_PAREN_LOCATION R"re(\): (?:fatal )?error)re" LC_PAREN_REST,
     Near::none, 0, LC_PAREN_NOT, {}, {}, {}, {}, true},
    {"generic", Kind::compile_error, LC_PAREN_LOCATION R"re(\):? Error)re" LC_PAREN_REST,
     Near::none, 0, LC_PAREN_NOT, {}, {}, {}, {}, true},
    {"generic", Kind::compile_error, LC_PAREN_LOCATION R"re(\):? Fatal(?: error)?)re" LC_PAREN_REST,
     Near::none, 0, LC_PAREN_NOT, {}, {}, {}, {}, true},
    {"generic", Kind::missing_module,
     LC_PAREN_LOCATION R"re(\) : (?:Error|ERROR|error) *: (?i:cannot find include file):? [`'"]?(?P<label>[^'"`\s]+))re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // AVRA's spaced-out severity: "blink.asm(14) : Error   : Found no label/variable/…" (an
    // include it cannot find, "Cannot find include file: config.inc", the row below's).
    {"generic", Kind::compile_error,
     LC_PAREN_LOCATION R"re(\) : (?:Error|ERROR|error) *: (?P<message>.*)$)re", Near::none, 0,
     R"re(: (?i:cannot find include file))re", {}, {}, {}, {}, true},
    // gputils' gpasm: the severity glued to the place, its number in brackets
    // ("blink.asm:14:Error[113]   Symbol not previously defined: \"delay\""); an include
    // it cannot open is a missing module ('Error[105]   Cannot open file. Include file
    // "pins.inc" not found.').
    {"generic", Kind::missing_module,
     R"re(^(?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+):Error\[105\] +Cannot open file\. Include file "(?P<label>[^"]+)" not found)re"},
    {"generic", Kind::compile_error,
     R"re(^(?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+):Error\[(?P<code>\d+)\] +(?P<message>.*)$)re",
     Near::none, 0, R"re(:Error\[105\] +Cannot open file\. Include file)re", {}, {}, {}, {}, true},
    // The severity first, then the place: glslangValidator's "ERROR: shader.frag:11:
    // 'x' : undeclared identifier", DTC's "Error: board.dts:10.2-3 syntax error" (a
    // dot before the column, a range after it). Not a count or a consequence
    // ("compilation terminated").
    {"generic", Kind::compile_error,
     R"re(^(?:ERROR|Error|FATAL ERROR|Fatal error): (?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+)(?:[.:](?P<column>\d+))?(?:-[\d.]+)?:? (?P<message>\S.*)$)re",
     Near::none, 0, R"re(: '' : compilation terminated)re", {}, {}, {}, {}, true, {}, false, true},
    // The check's name in capitals after the place: DTC's "board.dts:16.12-21.4: ERROR
    // (phandle_references): /uart@2000: Reference to non-existent node".
    {"generic", Kind::compile_error,
     R"re(^(?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+)(?:[.:](?P<column>\d+))?(?:-[\d.]+)?: (?:ERROR|FATAL)(?: \((?P<code>[\w-]+)\))?: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // A program's message naming the file and line in words: sed's "sed: file fix.sed
    // line 4: extra characters after command", fish's "config.fish (line 9): Missing end".
    {"generic", Kind::compile_error,
     R"re(^[\w.-]+: file (?P<file>[\w./-]+) line (?P<line>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::compile_error,
     R"re(^(?P<file>[\w./-]+\.\w+) \(line (?P<line>\d+)\): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // An assembler's or preprocessor's include that is not there: yasm's and NASM's
    // "FATAL: unable to open include file `macros.inc'", "cannot open include file", AVRA's
    // "Cannot find include file: config.inc".
    {"generic", Kind::missing_module,
     R"re((?:^(?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+):(?:\d+:)? [^\n]*?)?(?i:(?:unable to|cannot|can't|could not) (?:open|find) include file):? [`'"]?(?P<label>[^'"`\s]+))re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // ... or one that names no file: gpp's "page.in:3: error: Requested include file not
    // found".
    {"generic", Kind::missing_module,
     R"re(^(?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+):(?:\d+:)? (?:fatal )?error: (?P<message>(?i:requested )?include file not found)\b)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // A patch that does not apply: GNU patch and quilt ("Hunk #1 FAILED at 2." under
    // "patching file src/config.c", "checking file …" with --dry-run), git apply and git
    // am ("error: patch failed: src/settings.py:1"), git apply --3way ("Applied patch to
    // 'src/settings.py' with conflicts.").
    {"generic", Kind::merge_conflict, R"re(^Hunk #\d+ FAILED at (?P<line>\d+))re", Near::header, 60,
     {}, {}, {}, {}, {}, false, R"re(^(?:checking|patching) file (?P<file>\S+)\s*$)re"},
    {"generic", Kind::merge_conflict, R"re(^error: patch failed: (?P<file>\S+?):(?P<line>\d+)\s*$)re"},
    {"generic", Kind::merge_conflict, R"re(^Applied patch to '(?P<file>[^']+)' with conflicts\.)re"},
    // A hand-written C test harness (and the like): "test/test_ringbuf.c:13: FAIL
    // test_full_capacity: rb_count(&rb) == RB_SIZE", the check's place and the test's name.
    {"generic", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+): FAIL:? (?P<label>[A-Za-z_]\w*)(?::\s|\s*$))re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // A unified diff a check script prints to fail a run (a formatter's output compared
    // with the file, "go mod tidy && git diff --exit-code go.mod"): each file it shows,
    // "--- src/add.js" over "+++ src/add.js (beautified)", "--- a/go.mod" over "+++ b/go.mod";
    // kept only when nothing else explains the run.
    // (A copy kept to compare with, "diff -u go.mod.orig go.mod", names the file on the
    // "+++" side.)
    {"generic", Kind::lint_error,
     R"re(^--- (?:a/)?\S+\.(?:orig|bak|before|old)(?:\t[^\n]*)?\n\+\+\+ (?:b/)?(?P<file>[^\s/][^\s]*?\.\w+|[^\s/][^\s]*?/[\w.-]+)(?:\t[^\n]*)?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error,
     R"re(^--- (?:a/)?(?P<file>[^\s/][^\s]*?\.\w+|[^\s/][^\s]*?/[\w.-]+)(?:\t[^\n]*)?\n\+\+\+ \S)re",
     Near::none, 0, R"re(^--- /dev/null)re", {}, {}, {}, {}, true, {}, false, true},
    // Exception banners: "Fatal error: …" in tools we do not know; not PHP's uncaught
    // exception, which a parser reads with the exceptions that wrapped it
    // (tools/php_uncaught.cpp).
    {"generic", Kind::runtime_error,
     R"re(^(?:PHP )?Fatal error: +(?P<message>.*?)(?: in (?P<file>\S+?)(?: on line |:)(?P<line>\d+))?$)re",
     Near::none, 0, R"re(^(?:PHP )?Fatal error: +Uncaught [\w\\]+(?:: .*?)? in \S+?:\d+$|^Fatal error: exception [A-Z])re", {}, {}, {}, {}, true},
    // miette-style reports (oxc, swc, rolldown, biome…): "  × message" with
    // "╭─[file:line:col]" (",-[" without Unicode) on the next line; Vite 8 puts the
    // plugin where the cross was ("[builtin:vite-transform] Expected corresponding JSX
    // closing tag for 'button'.").
    {"generic", Kind::syntax_error,
     R"re(^\s*(?:[x×]|\[[\w:-]+\]) (?P<message>(?:Unexpected|Expected|Expression expected|Unterminated|Invalid or unexpected).*)\n\s*(?:╭─\[|,-\[) ?(?P<file>[^\s:\]]+):(?P<line>\d+):(?P<column>\d+) ?\])re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::compile_error,
     R"re(^\s*[x×] (?P<message>\S.*)\n\s*(?:╭─\[|,-\[) ?(?P<file>[^\s:\]]+):(?P<line>\d+):(?P<column>\d+) ?\])re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // "path:line[:col]: syntax error: …" or "Parse Error" from a parser we do not know
    // (GNU Prolog's gplc, splint; after the program's name, go doc's "doc: /a/x.go:6:15:
    // expected '}', found 'EOF'"), a syntax error whatever the extension; so are the
    // words XML parsers use (expat's xmlwf: "config/app.xml:6:4: mismatched tag").
    {"generic", Kind::syntax_error,
     R"re(^(?:[a-z][\w-]*: )?(?P<file>[\w./-][^\s:]*\.\w+):(?P<line>\d+):(?:(?P<column>\d+):)? ?(?P<message>)re" LC_SYNTAX_WORDS R"re(.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // A PEG parser's own words, rustc's place below (peggy and pegjs on a grammar that does
    // not parse): 'Error: Expected "(", ";" or identifier but "{" found.' then " -->
    // csv.peggy:9:20".
    {"generic", Kind::syntax_error,
     R"re(^(?:Error: )?(?P<message>Expected .* but .* found\.?)\s*$)re", Near::below, 2, {}, {},
     R"re(^\s*--> )re", {}, {}, false, {}, true},
    // The last resort for checkers that print "path:line[:col]: message" with no
    // severity word (codespell, Vulture, protoc, shfmt, ChkTeX -v0 and the many like them):
    // a source file by its extension, at column 0, kept only when nothing else explains
    // a failed run. Not a warning or a note, nor a frame ("a.py:26: in test_x", Ruby's
    // "a.rb:5:in `run'"), nor a library's file.
    {"generic", Kind::lint_error, LC_PATH_LINE(R"re(py|pyi|js|jsx|ts|tsx|mjs|cjs|mts|cts|vue|svelte|rb|php)re"),
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, LC_PATH_LINE(R"re(go|rs|cc|cpp|hpp|cxx|java|kt|scala|swift|cs|lua)re"),
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, LC_PATH_LINE(R"re(pl|pm|ex|exs|erl|md|rst|txt|adoc|tex|yml|yaml|json|toml)re"),
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, LC_PATH_LINE(R"re(ini|cfg|sql|proto|sh|bash|css|scss|less|html|xml|tf|hcl|hs)re"),
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, LC_PATH_LINE(R"re(ml|dart|nim|zig|jl|groovy|gradle|graphql|clj|el|vim)re"),
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, LC_PATH_LINE(R"re(fs|fth|pas|vhd|vhdl|sv|po|mm|f90|f95)re"),
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    // A code generator's input (a yacc or lemon grammar, a lex scanner, a gperf table):
    // no linter reads these, so what a tool says of one of its lines stops the build
    // (lemon: "expr.y:11: Illegal character on RHS of rule").
    {"generic", Kind::compile_error, R"re(^(?P<file>[\w./-][^\s:]*\.(?:y|yy|ypp|l|ll|lex|mly|mll|gperf|rl):)(?P<line>\d+):(?:(?P<column>\d+):?)? ?(?P<message>\S.*)$)re",
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    // One-letter extensions (C, headers, Objective-C and MATLAB, D, Verilog, Fortran,
    // assembly, R (yacc and lex above): splint's "buf.c:9:13: Variable n used before
    // definition"), the colon inside the file group so that ".c:" keys the row.
    {"generic", Kind::lint_error, R"re(^(?P<file>[\w./-][^\s:]*\.[chmdvf]:)(?P<line>\d+):(?:(?P<column>\d+):?)? ?(?P<message>\S.*)$)re",
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, R"re(^(?P<file>[\w./-][^\s:]*\.[sSRr]:)(?P<line>\d+):(?:(?P<column>\d+):?)? ?(?P<message>\S.*)$)re",
     Near::none, 0, LC_PATH_LINE_NOT, {}, {}, {}, {}, true, {}, false, true},
    // libxml2's place, "config.xml:5.11: Opening and ending tag mismatch" (xmlstarlet val),
    // line and column joined by a dot.
    {"generic", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:xml|xsd|xsl|xslt|svg|xhtml|rng|dtd|plist)):(?P<line>\d+)\.(?P<column>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // The lists of files that a formatter or checker in list mode prints, one path a
    // line and nothing else (prettier -l, dprint --list-different, gofmt -l,
    // sort-package-json --check): each file is a finding when nothing else explains the
    // failed run. Not a file named above an indented block of its findings, nor a line a
    // killed pytest left unfinished ("tests/test_b.py ", its progress not yet printed).
    {"generic", Kind::lint_error, R"re(^(?P<file>[\w./@-]*[\w@-]\.(?:ts|tsx|js|jsx|mjs|cjs|vue|svelte|json|md|yml|yaml|css))$)re",
     Near::none, 0, R"re(^\.{1,2}/?$)re", {}, R"re(!^\s)re", {}, {}, true, {}, false, true},
    {"generic", Kind::lint_error, R"re(^(?P<file>[\w./@-]*[\w@-]\.(?:scss|py|rb|go|rs|java|kt|php|sh|toml|html|xml))$)re",
     Near::none, 0, R"re(^\.{1,2}/?$)re", {}, R"re(!^\s)re", {}, {}, true, {}, false, true},
    // The last resort, kept only when nothing else explains a failed run: a line that
    // starts with the word error, at column 0, from a tool no row knows ("error: linker
    // `cc` not found", "ERROR: the session expired", "Error: connect to db failed"). Not
    // the summaries of wrappers and runners, which only say that something failed
    // ("Error: Process completed with exit code 1.", "ERROR: Job failed", "error Command
    // failed"): for those the last lines of the output say more.
    // No label (the message is not a name): two such lines are two items all the same
    // (their snippets differ).
    // (A tool that reads one input names only its line: spirv-val's "error: line 13:
    // Expected arithmetic operands …", spirv-as's "error: 9: 16: Invalid Opcode name".)
    {"generic", Kind::compile_error,
     R"re(^error: (?P<line>\d+): (?P<column>\d+): (?P<message>\S.*)$)re", Near::none, 0, {}, {},
     {}, {}, {}, true, {}, true},
    // LLVM's tools name themselves twice before a place: "llc: error: llc: k.ll:3:23:
    // error: integer constant must have integer type".
    {"generic", Kind::compile_error,
     R"re(^([\w.+-]+): error: [\w.+-]+: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::compile_error,
     R"re(^error: line (?P<line>\d+)(?:, column (?P<column>\d+))?: (?P<message>\S.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::compile_error, R"re(^error: +(?P<message>\S.{4,})$)re", Near::none, 0,
     LC_WRAPPER_SUMMARY "|^error: called from|^error: line \\d+[:,]", {}, {}, {}, {}, true, {}, false, true},
    // (A place after the word is the located row's above: "ERROR: a.frag:11: …".)
    // A parser's error thrown with its place in the message: eemeli/yaml's
    // "YAMLParseError: Map keys must be unique at line 3, column 1:", nearley's "Error:
    // invalid syntax at line 5 col 19:"; Civet's "ParseError3: src/app.civet:11:1 Failed
    // to parse". (Replaces the runtime error the thrown error's line reads as; Stylus's
    // "ParseError: a.styl:10:3" is its own compile error.)
    // (Hjson's "Error: Found ',' where a key name was expected (check your syntax …) at
    // line 9,21 >>>  limits: …", the text it stopped at after the arrows.)
    {"generic", Kind::syntax_error,
     R"re(^(?:\w*(?:Parse|Syntax)Error\d*|Error): (?P<message>.*?) at line (?P<line>\d+)(?:,? col(?:umn)? |,)(?P<column>\d+)(?::?\s*$| >>>))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A parser that reads one input names only the place: jshon's "json read error: line
    // 1 column 51: '}' expected near …", BNFC's "syntax error at line 3, column 7 before
    // `Exp'", a Python TOML or JSON decoder's message caught and printed by a tool ("tomlq:
    // Error running jq: TomlDecodeError: Duplicate keys! (line 8 column 1 char 124).";
    // in a traceback, "toml.decoder.TomlDecodeError: …" at the start of the line, it is
    // the uncaught exception's), funcparserlib's (blockdiag) "ERROR: 4,17-4,17: got
    // unexpected token: ';', expected: ']'".
    {"generic", Kind::syntax_error,
     R"re(^(?:[\w.-]+: )?(?:\w+ )?(?:read|parse|syntax|lexical) error: line (?P<line>\d+),? col(?:umn)? (?P<column>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::syntax_error,
     R"re(^(?:[\w.-]+: )?(?:[Ss]yntax|[Pp]arse) error,? (?:at|on|in) line (?P<line>\d+)(?:,? col(?:umn)? (?P<column>\d+))?(?P<message>(?: (?:before|near|at)\b.*)?)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (grub-script-check's "Syntax error at line 11"; ldns-read-zone's "Syntax error,
    // could not parse the RR's rdata at line 7", the place after the message.)
    {"generic", Kind::syntax_error,
     R"re(^(?:[\w.-]+: )?(?:[Ss]yntax|[Pp]arse) error, (?P<message>[^:]*?) at line (?P<line>\d+)\.?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"generic", Kind::syntax_error,
     R"re(\b\w*DecodeError: (?P<message>.*?) \(line (?P<line>\d+) column (?P<column>\d+) char \d+\)\.?\s*$)re",
     Near::none, 0, R"re(^[\w]+(?:\.\w+)+DecodeError: )re", {}, {}, {}, {}, true},
    {"generic", Kind::syntax_error,
     R"re(^(?:ERROR|Error|error): (?P<line>\d+),(?P<column>\d+)(?:-\d+,\d+)?: (?P<message>(?:got )?unexpected .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // A JSON parser that counts characters, not lines: Perl's JSON::PP and JSON::XS
    // (json_pp: "malformed JSON string, neither array, object, number, string or atom, at
    // character offset 40 (before \"],\n…\") at /usr/bin/json_pp line 59." — the last
    // place the tool's own script), YAJL's json_reformat and json_verify ("parse error:
    // after key and value, inside map, I expect ',' or '}'", "lexical error: invalid
    // char in json text.").
    {"generic", Kind::syntax_error,
     R"re(^(?P<message>.*?),? at character offset \d+ \(before )re", Near::none, 0, {}, {}, {}, {},
     {}, true},
    {"generic", Kind::syntax_error, R"re(^(?:parse|lexical) error: (?P<message>\S.*)$)re",
     Near::none, 0, R"re( at line \d+, column \d+$)re", {}, {}, {}, {}, true},
    {"generic", Kind::syntax_error,
     R"re(^\w*ParseError\d*: (?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+)(?: (?P<message>.*))?$)re",
     Near::none, 0, R"re(^ParseError: \S+\.styl:)re", {}, {}, {}, {}, false, {}, true},
    // V8's JSON.parse, caught by a tool that prints only its message: typeconv's "Expected
    // double-quoted property name in JSON at position 204" (Node 20; older: "Unexpected
    // token } in JSON at position 12"), quicktype's "Error: Syntax error in input JSON
    // out: Parser cannot parse input: expected ','.". The input does not parse; with a
    // stack below, the program's own uncaught error is the finding instead.
    {"generic", Kind::syntax_error,
     R"re(^(?:(?:Syntax)?Error: )?(?P<message>(?:Expected |Unexpected |Bad |Unterminated |Exponent |No number )[^\n]* in JSON at position \d+.*|Unexpected end of JSON input|Syntax error in input JSON\b.*)$)re",
     Near::none, 0, {}, {}, R"re(!^\s+at )re", {}, {}, true, {}, false, true},
    // Go's encoding/json, its message at the end of what a tool says: gron's "failed to form
    // statements: invalid character ',' looking for beginning of value", jp's "Error
    // parsing input json: invalid character ']' …", "unexpected end of JSON input".
    {"generic", Kind::syntax_error,
     R"re((?:^|: )(?P<message>invalid character '[^']{1,6}' (?:looking for beginning of (?:value|object key string)|after (?:object key(?::value pair)?|array element|top-level value)|in (?:string literal|numeric literal|string escape code)|after decimal point in numeric literal)|unexpected end of JSON input)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // Python's TOML reader (tomllib, tomli) under a tool that names the file: build's "ERROR
    // Failed to parse ./pyproject.toml: Unclosed array (at end of document)", mypy's
    // "pyproject.toml: Unclosed array (at line 9, column 1)".
    {"generic", Kind::syntax_error,
     R"re(^(?:\w+:? )?(?:Failed to parse )?(?P<file>[^\s:]+\.toml): (?P<message>[A-Z][^()]*?) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // A program's own error line, its name first: "dh_installdocs: error: Cannot find …",
    // "dpkg-source: error: can't build with source format …", Breezy's "brz: ERROR: No
    // changes to commit.", Subversion's "svn: E155011: Commit failed (details follow):"
    // (its warnings, "svn: warning: W155010: …", are not). The program is the label; only
    // when nothing else explains the run. (Not argparse's refusal of a command line, its
    // usage on the line above: "usage: ingest [-h] --mode {fast,safe} path" over "ingest:
    // error: argument --mode: invalid choice: …"; nor a launcher's command it could not
    // start, "loopclose: error: cannot run 'x': No such file or directory", which exit
    // status 127 tells.)
    // (Two rows, each keyed on its word as spelt: "Error: " starts a line in many failures,
    // pytest's "FAILED t.py::x - AssertionError: …" among them.)
#define LC_PROGRAM_ERROR_REJECT                                                                    \
    R"re(^(?:npm|make|gmake|bash|sh|dash|zsh|git|fatal|error|warning|note|info): |: (?:error|ERROR): (?:argument |unrecognized arguments|the following arguments are required|cannot (?:run|exec|execute) '))re"
    {"generic", Kind::runtime_error,
     R"re(^(?P<label>[a-z][\w.+-]{1,30}): error: (?P<message>\S.*)$)re", Near::none, 0,
     LC_PROGRAM_ERROR_REJECT, {}, {}, R"re(!^(?:ERROR: )?usage: |^\s{4,}\[)re", {}, true, {},
     false, true},
    {"generic", Kind::runtime_error,
     R"re(^(?P<label>[a-z][\w.+-]{1,30}): ERROR: (?P<message>\S.*)$)re", Near::none, 0,
     LC_PROGRAM_ERROR_REJECT, {}, {}, R"re(!^(?:ERROR: )?usage: |^\s{4,}\[)re", {}, true, {},
     false, true},
#undef LC_PROGRAM_ERROR_REJECT
    {"generic", Kind::runtime_error, R"re(^(?P<label>svn): E\d{6}: (?P<message>\S.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true, {}, false, true},
    // A Rust main that returned an error prints its Debug form, a name: "Error:
    // BadPort("80a")", "Error: Os { code: 2, kind: NotFound, … }".
    {"generic", Kind::runtime_error, R"re(^Error: (?P<label>[A-Z]\w*(?:\(.*\)| \{.*\})?)\s*$)re",
     Near::none, 0, LC_WRAPPER_SUMMARY, {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::runtime_error, R"re(^Error: +(?P<message>\S.{4,})$)re", Near::none, 0,
     LC_WRAPPER_SUMMARY "|^Error: [\\w./-][^\\s:]*\\.\\w+:\\d+|^Error: [A-Z]\\w*(?:\\(.*\\)| \\{.*\\})?\\s*$|^Error: Syntax error in input JSON", {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::runtime_error, R"re(^ERROR: +(?P<message>\S.{4,})$)re", Near::none, 0,
     LC_WRAPPER_SUMMARY "|^ERROR: [\\w./-][^\\s:]*\\.\\w+:\\d+|^ERROR: \\d+ compilation errors", {}, {}, {}, {}, true, {}, false, true},
    {"generic", Kind::runtime_error, R"re(^FATAL: +(?P<message>\S.{4,})$)re", Near::none, 0,
     LC_WRAPPER_SUMMARY, {}, {}, {}, {}, true, {}, false, true},
    // A program that caught a fatal signal and says so before it dies (icinga2's "Caught
    // SIGABRT.", a server's crash handler).
    {"generic", Kind::crash, R"re(^Caught (?P<label>SIG[A-Z]+)\.?\s*$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // An exception a program caught and printed by its type and message, with no
    // traceback (csvkit's "OperationalError: (sqlite3.OperationalError) incomplete
    // input", "ColumnIdentifierError: Column 'total' is invalid."): the type is the label.
    {"generic", Kind::runtime_error,
     R"re(^(?P<label>[A-Z][A-Za-z0-9]*(?:Error|Exception))(?: \[[A-Z_]+\])?: +(?P<message>\S.{2,})$)re",
     Near::none, 0, LC_WRAPPER_SUMMARY, {}, {}, {}, {}, true, {}, false, true},
    // Visual Studio's shape, which linters print for IDEs: "src/cart.js(5,7): error
    // no-unused-vars : 'count' is assigned …" (ESLint -f visualstudio), "src/cart.lua(5,9)
    // : warning W211: unused variable" (luacheck); a warning counts when the run failed.
    // (Not a compiler's: tsc's "error TS2322:", MSVC's "error C2065:", C#'s "error
    // CS0103:" are their own.)
    {"generic", Kind::lint_error,
     R"re(^(?P<file>[^\s(]+\.\w+)\((?P<line>\d+),(?P<column>\d+)(?:\): |\) : )(?P<severity>error|warning) (?P<code>[\w/@.-]+)\s?: (?P<message>.*)$)re",
     Near::none, 0, R"re(\)\s?: (?:error|warning) [A-Z]{1,3}\d{4}\s?:)re", {}, {}, {}, {}, true},
    // The same place with a checker's code and symbol and no severity, in a Python file
    // (keyed on ".py(": tsc's "src/a.ts(3,5): error TS2322" is common): pylint's
    // --msg-template='{path}({line},{column}): {msg_id} {symbol}: {msg}', "pkg/core.py(20,18):
    // W0622 redefined-builtin: Redefining built-in 'list'".
    {"generic", Kind::lint_error,
     R"re(^(?P<file>[^\s(]+\.py)\((?P<line>\d+)(?:,(?P<column>\d+))?\): (?P<code>[A-Z]{1,4}\d{2,5}) [a-z][\w-]*: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
};
// clang-format on

#undef LC_GH_OTHER
#undef LC_GH_LOCATION
#undef LC_PATH_LINE
#undef LC_PATH_LINE_NOT
#undef LC_SYNTAX_WORDS

} // namespace

std::span<const LineRule> generic_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
