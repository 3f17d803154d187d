// SPDX-License-Identifier: MIT
// Go runtime fatal errors, cargo test binaries that die without a summary, and bash's
// located "command not found" (tests/fixtures/go, cargo-test, sh).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // go build -mod=vendor with a vendor folder out of step with go.mod: "\texample.com/
    // clock@v0.3.1: is explicitly required in go.mod, but not marked as explicit in
    // vendor/modules.txt" under "go: inconsistent vendoring in /a:".
    {"go", Kind::missing_module,
     R"re(^\s*(?P<label>[\w.-]+\.[a-z]+/[\w./-]+)@\S+: is (?:explicitly required in go\.mod, but not marked as explicit in vendor/modules\.txt|marked as explicit in vendor/modules\.txt, but not explicitly required in go\.mod|replaced in go\.mod, but not marked as replaced in vendor/modules\.txt))re"},
    // cargo test: a test binary that failed without naming a test (a harness of its
    // own, `harness = false`, or process::exit): "error: test failed, to rerun pass
    // `--test smoke`", the target's file from its "Running tests/smoke.rs (…)" line.
    {"cargo", Kind::test_failure,
     R"re(^error: test failed, to rerun pass `--(?:test|bin|example|bench) (?P<label>[\w-]+)`)re",
     Near::header, 60, {}, {}, {}, {}, {}, true, R"re(^\s+Running (?:unittests )?(?P<file>\S+\.rs) \()re",
     false, true},
    // go outside a module: "pattern ./...: directory prefix . does not contain main module
    // or its selected dependencies" (nothing was built or vetted).
    {"go", Kind::compile_error,
     R"re(^pattern (?P<label>\S+): directory prefix \S+ does not contain main module)re"},
    // flatc: "error:" then the place, indented and with a space before the column:
    // "  /a/monster.fbs:10: 17: error: type mismatch: …".
    {"flatc", Kind::compile_error,
     R"re(^\s+(?P<file>[^\s:]+\.fbs):(?P<line>\d+): ?(?P<column>\d+): error: (?P<message>.*)$)re"},
    // ACPICA's iasl: with -vi "dsdt.asl(11) : error    6084 - Object does not exist";
    // by default the source line ("dsdt.asl     11:  Return (STAT)") and then "Error
    // 6084 -  ^ message" under it. Remarks and warnings take the same shapes.
    {"iasl", Kind::compile_error,
     R"re(^(?P<file>[^\s(]+\.(?:asl|dsl|aml))\((?P<line>\d+)\) : error +(?P<code>\d+) - (?P<message>.*)$)re"},
    {"iasl", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:asl|dsl)) +(?P<line>\d+):[^\n]*\nError +(?P<code>\d+) - (?P<message>.*)$)re"},
    // Yosys: "ERROR: Module `\sync_fifo' referenced in module `\top' in cell `\u_fifo' is
    // not part of the design." (names escaped with a backslash).
    {"yosys", Kind::missing_module,
     R"re(^ERROR: Module `\\?(?P<label>[^'\s]+)' referenced in module .* is not part of the design)re"},
    // NQC and NBC/NXC: "# Error: undefined variable 'speed'" over 'File "robot.nqc" ;
    // line 6' (the source line and carets below, in "#" comments).
    {"nqc", Kind::compile_error,
     R"re(^# Error: (?P<message>[^\n]*)\nFile "(?P<file>[^"\n]+)" ; line (?P<line>\d+)\s*$)re"},
    // SDCC: "main.c:18: syntax error: token -> 'delay' ; column 13" (the column last),
    // and its linker's "?ASlink-Warning-Undefined Global '_uart_putc' referenced by module
    // 'main'", a warning by name that fails the link. (Its "main.c:18: error 26: …" is
    // the compile-error detector's GNU shape.)
    {"sdcc", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): syntax error: (?P<message>.*?) ; column (?P<column>\d+)\s*$)re"},
    {"sdcc", Kind::compile_error,
     R"re(^\?ASlink-Warning-Undefined Global '(?P<label>[^']+)'(?P<message>.*)$)re", Near::none, 0, {}, {}, {}, {}, {}, true},
    // Its linker out of memory: "?ASlink-Error-Could not get 160 consecutive bytes in
    // internal RAM for area DSEG."
    {"sdcc", Kind::compile_error, R"re(^\?ASlink-Error-(?P<message>.*)$)re"},
    // flex: "scanner.l:8: undefined definition {IDENT}" (no severity word; warnings say
    // "warning,").
    {"flex", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:l|ll|lex):)(?P<line>\d+): (?P<message>\S.*)$)re",
     Near::none, 0, R"re(^\S+:\d+: warning)re", {}, {}, {}, {}, true},
    // ANTLR 4: "error(56): /a/Calc.g4:15:7: reference to undefined rule: call", the
    // message's number its label; "error(50): …: syntax error: …" is the grammar's
    // syntax; "warning(125): …" does not stop the tool.
    {"antlr", Kind::syntax_error,
     R"re(^error\(\d+\): (?P<file>[^\s:]+?):(?P<line>\d+):(?P<column>\d+): (?P<message>syntax error: .*)$)re"},
    {"antlr", Kind::compile_error,
     R"re(^error\((?P<code>\d+)\): (?P<file>[^\s:]+?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // Bison: "calc.y:17.11-13: error: symbol NUM is used, but is not defined as a token"
    // (line.column), and -Werror conflicts with no place: "calc.y: error: 4 shift/reduce
    // conflicts [-Werror=conflicts-sr]".
    {"bison", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:y|yy|ypp)):(?P<line>\d+)\.(?P<column>\d+)(?:-[\d.]+)?: (?:fatal )?error: (?P<message>.*)$)re"},
    {"bison", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:y|yy|ypp)): (?:fatal )?error: (?P<message>.*?)(?: \[-Werror=(?P<code>[\w-]+)\])?\s*$)re"},
    // Coco/R (cococpp, coco): "-- line 8 col 8: \"|\" expected" for the grammar's syntax,
    // the same place over a semantic error; "N errors detected" below.
    {"cococpp", Kind::syntax_error,
     R"re(^-- line (?P<line>\d+) col (?P<column>\d+): (?P<message>.*(?:expected|invalid \w+.*))$)re"},
    {"cococpp", Kind::compile_error,
     R"re(^-- line (?P<line>\d+) col (?P<column>\d+): (?P<message>.*)$)re"},
    // bisonc++: "[error 1] Line 16: No production rules for non-terminal `IDENT'".
    {"bisoncpp", Kind::compile_error, R"re(^\[error \d+\] Line (?P<line>\d+): (?P<message>.*)$)re"},
    // Binaryen's wasm-as and wasm-opt on text input: "[parse exception: expected list (at
    // 3:4)]Fatal: error in parsing input"; a module that parses but does not validate:
    // "[wasm-validator error in function add] i32 != i64: i64 op, on", the expression below.
    {"binaryen", Kind::syntax_error,
     R"re(^\[parse exception: (?P<message>.*?) \(at (?P<line>\d+):(?P<column>\d+)\)\])re"},
    {"binaryen", Kind::compile_error,
     R"re(^\[wasm-validator error in [^\]]+\] (?P<message>.*)$)re"},
    // as31 (8051 assembler): "Warning, line 9, syntax error near \"movx \"." then "Errors
    // in pass1, assembly aborted".
    {"as31", Kind::syntax_error,
     R"re(^Warning, line (?P<line>\d+), (?P<message>syntax error .*)$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // abidiff (libabigail), comparing two builds of a library: "  [C] 'function int
    // point_len(const point*)' at point.c:2:1 has some indirect sub-type changes:" for a
    // changed function, "[D]" for one removed (an added one breaks no caller).
    {"abidiff", Kind::lint_error,
     R"re(^\s+\[[CD]\] '(?P<message>[^']+)' at (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\b)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Berkeley yacc (byacc) and OCaml's ocamlyacc, its descendant: 'byacc: e - line 19 of
    // "calc.y", unterminated action' with the source line and a caret below; an error of
    // the whole grammar has no place ("ocamlyacc: e - the symbol `MINUS' is undefined").
    {"byacc", Kind::compile_error,
     R"re(^(?:\S*/)?(?:byacc|yacc|ocamlyacc): e - line (?P<line>\d+) of "(?P<file>[^"]+)", (?P<message>.*)$)re"},
    {"byacc", Kind::compile_error, R"re(^(?:\S*/)?(?:byacc|yacc|ocamlyacc): e - (?P<message>.*)$)re"},
    // SWIG: "codec.i:3: Error: Unable to find 'codec_types.i'", "geometry.i:11: Error: Syntax
    // error …"; with -Werror its warnings ("status.i:7: Warning 314: …") fail the run.
    {"swig", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.(?:i|swg)):(?P<line>\d+): Error: (?P<message>Unable to find '(?P<label>[^']+)'.*)$)re"},
    {"swig", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:i|swg)):(?P<line>\d+): Error: (?P<message>.*)$)re"},
    {"swig", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:i|swg)):(?P<line>\d+): Warning (?P<code>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // Cython: "fastsum.pyx:7:17: undeclared name not builtin: x" under "Error compiling
    // Cython file:" (its warnings start "warning: ").
    {"cython", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:pyx|pxd|pxi)):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // tcc links by itself and names no object: "tcc: error: undefined symbol 'compute'".
    {"tcc", Kind::compile_error, R"re(^tcc: error: undefined symbol '(?P<label>[^']+)')re"},
    // tcc -bt: "list.c:9: at sum: RUNTIME ERROR: invalid memory access".
    {"tcc", Kind::crash,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): at \S+: RUNTIME ERROR: (?P<label>.*\S)\s*$)re"},
    // clang-tidy: a compiler error it met is "[clang-diagnostic-error]" (the file did
    // not compile), a check made an error "[bugprone-x,-warnings-as-errors]" (read by
    // the analysers' row below), a check left a warning does not fail the run.
    {"clang-tidy", Kind::compile_error,
     R"re(^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?:fatal )?error: (?P<message>.*\S) \[(?P<code>clang-diagnostic-[\w-]+)\]$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // protoc: "order.proto:8:3: Expected \";\".", "api.proto:5:1: Import \"x.proto\" was not
    // found or had errors." (no severity word; messages come out of line order).
    {"protoc", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.proto):(?P<line>\d+):(?P<column>\d+): (?P<message>Import "(?P<label>[^"]+)" was not found.*)$)re"},
    {"protoc", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.proto):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re", Near::none, 0,
     R"re(: warning: |: Import .* is unused\.)re"},
    // include-what-you-use with -Xiwyu --error: "format.cpp should remove these lines:",
    // then "- #include <vector>  // lines 4-4" (without --error it exits 0).
    {"iwyu", Kind::lint_error,
     R"re(^- (?P<message>#include \S+|class \S+;|struct \S+;)\s+// lines (?P<line>\d+)-\d+\s*$)re",
     Near::header, 60, {}, {}, {}, {}, {}, true, R"re(^(?P<file>\S+) should remove these lines:$)re"},
    // gdb: "Program received signal SIGSEGV, Segmentation fault." and the frames below
    // ("#6  0x… in push (r=…) at queue.c:9"); gdb -batch exits 0 unless
    // -return-child-result, so only a failed run counts.
    {"gdb", Kind::crash, R"re(^Program (?:received|terminated with) signal (?P<label>SIG[A-Z0-9]+), )re",
     Near::below, 40, {}, {}, {}, {}, {}, true},
    // gfortran's runtime (-ffpe-trap, -fcheck): "Program received signal SIGFPE:
    // Floating-point exception - erroneous arithmetic operation.", "Backtrace for this
    // error:", then frames placed on the lines below them ("\tat /a/stats.f90:14").
    {"gfortran", Kind::crash, R"re(^Program received signal (?P<label>SIG[A-Z0-9]+): )re",
     Near::below, 40, {}, {}, {}, {}, {}, true},
    // A panic while a panic unwinds (a Drop that panics): Rust prints "thread caused
    // non-unwinding panic. aborting." and the process dies of SIGABRT.
    {"cargo", Kind::crash, R"re(^thread caused non-unwinding panic\. aborting\.\s*$)re", Near::none,
     0, {}, "SIGABRT"},
    // cargo refusing a manifest: "error: failed to parse manifest at `/a/Cargo.toml`"
    // (the reason under "Caused by:").
    // A dependency cargo could not fetch (offline, a registry or git host it cannot
    // reach): "error: failed to get `serde_json` as a dependency of package `app v0.1.0
    // (/a)`", the network error below it.
    {"cargo", Kind::missing_module,
     R"re(^error: failed to get `(?P<label>[^`]+)` as a dependency of package )re"},
    {"cargo", Kind::compile_error, R"re(^error: failed to (?:parse|verify) manifest at `(?P<file>[^`]+)`)re"},
    // --locked (or --frozen) with a lock file that is missing or stale: "error: cannot
    // create the lock file /a/Cargo.lock because --locked was passed to prevent this",
    // "error: the lock file /a/Cargo.lock needs to be updated but --locked was passed …".
    {"cargo", Kind::compile_error,
     R"re(^error: (?:cannot (?:create|update) the lock file|the lock file) (?P<file>\S+Cargo\.lock) (?P<message>(?:because|needs to be updated but) --(?:locked|frozen) was passed.*)$)re"},
    // Go's race detector (go test -race, go run -race): "WARNING: DATA RACE", the two
    // accesses' stacks below ("      /a/counter.go:10 +0xab").
    {"go", Kind::crash, R"re(^WARNING: DATA RACE\s*$)re", Near::below, 12, {}, "data race"},
    // A program a Go process could not start (os/exec): go generate's 'color/color.go:4:
    // running "stringer": exec: "stringer": executable file not found in $PATH', and any Go
    // tool's own 'exec: "x": executable file not found in $PATH'.
    {"go", Kind::command_not_found,
     R"re((?:^(?P<file>[^\s:]+\.go):(?P<line>\d+): running "[^"]+": )?exec: "(?P<label>[^"]+)": executable file not found in \$PATH)re"},
    // A module go could not download for an import (offline, a private proxy):
    // 'cmd/app/main.go:7:2: github.com/acme/strutil@v1.4.2: Get "https://proxy.golang.org/
    // …": dial tcp: lookup proxy.golang.org …: no such host' (the network error is the
    // line's other fact).
    {"go", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<label>[\w.-]+\.[a-z]{2,}/[^\s@]+)@v[\w.+-]+: (?:Get|reading|verifying) )re"},
    // A go.mod or go.work the go command refuses: "/a/go.mod:6:2: usage: require
    // module/path v1.2.3" (under "go: errors parsing go.mod:").
    {"go", Kind::compile_error,
     R"re(^(?P<file>\S*go\.(?:mod|work)):(?P<line>\d+)(?::(?P<column>\d+))?: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A package pattern that names no module the build knows: "pattern ./...: directory
    // prefix . does not contain modules listed in go.work or their selected dependencies"
    // (a go.work root that is not a module itself), "… does not contain main module …".
    {"go", Kind::compile_error,
     R"re(^pattern \S+: (?P<message>directory prefix \S+ does not contain (?:main module|modules listed in go\.work).*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // go generate: a directive that failed, 'main.go:3: running "go": exit status 1'.
    {"go", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+): running "[^"]+": (?P<message>.*)$)re"},
    // go build: "//go:embed VERSION" with no such file ('web/assets.go:8:12: pattern
    // VERSION: no matching files found'); a package whose files build constraints all
    // exclude ("imports x/platform: build constraints exclude all Go files in /a/platform").
    {"go", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>pattern \S+: no matching files found)\s*$)re"},
    {"go", Kind::compile_error,
     R"re((?P<message>build constraints exclude all Go files in) \S+\s*$)re"},
    // A //go:build line that does not parse: "platform_linux.go: parsing //go:build line:
    // unexpected end of expression".
    {"go", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.go): (?P<message>parsing //go:build line: .*)$)re"},
    // go build, go vet, go test: one folder holding files of two packages ("found packages
    // tool (flags.go) and main (main.go) in /a/cmd/tool"); the folder is not a file.
    {"go", Kind::compile_error,
     R"re(^(?:[\w./-]+: )?(?P<message>found packages \w+ \(\S+\.go\) and \w+ \(\S+\.go\)) in \S+\s*$)re"},
    // go build: an import cycle names no file: "imports example.com/x/orders: import
    // cycle not allowed"; go vet on code that does not type-check: "vet: ./a.go:6:2: …".
    {"go", Kind::compile_error,
     R"re(^\s*imports \S+: (?P<message>import cycle not allowed(?: in test)?)\s*$)re"},
    // A go.mod replace pointing at a folder that is not there: "main.go:6:2:
    // example.com/lib@v0.0.0: replacement directory ../lib does not exist".
    {"go", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<label>[^\s@:]+)@\S+: (?P<message>replacement directory \S+ does not exist)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"go", Kind::compile_error,
     R"re(^vet: (?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // Go: errors in go.mod ("/abs/go.mod:3: invalid go version '1.21.0': must match format
    // 1.23", after "go: errors parsing go.mod:"); a package missing from go.sum or from
    // the standard library of an older Go ("main.go:6:2: missing go.sum entry for module
    // providing package github.com/acme/retry …", "main.go:4:2: package slices is not in
    // GOROOT (/usr/lib/go-1.19/src/slices)"); a log.Fatal from `go run`: a log line
    // ("serve: 2026/11/26 23:27:00 fatal error: …") then "exit status 1".
    {"go", Kind::compile_error, R"re(^(?P<file>\S*go\.mod):(?P<line>\d+): (?P<message>.*)$)re"},
    // The go command's own refusals, on a line of their own: "go: -race requires cgo;
    // enable cgo by setting CGO_ENABLED=1", a go.work naming a module folder that is not
    // there ("go: open /a/metrics/go.mod: no such file or directory"); not its progress
    // ("go: downloading …") nor a heading whose lines follow ("go: errors parsing go.mod:").
    {"go", Kind::compile_error,
     R"re(^go: (?:open )?(?P<file>\S+/go\.(?:mod|work)): (?P<message>.*)$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    {"go", Kind::compile_error, R"re(^go: (?P<message>\S.*)$)re", Near::none, 0,
     R"re(^go: (?:downloading|finding|extracting|added|upgraded|downgraded|removed|found|creating|to add|warning|writing|updates to go\.mod needed|errors parsing|go\.mod file indicates|module \S+ found|\S+: \S+\.go:\d+)|:\s*$|: module lookup disabled by GOPROXY=off\s*$)re",
     {}, {}, {}, {}, true},
    {"go", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): missing go\.sum entry for module providing package (?P<label>\S+))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"go", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): package (?P<label>[\w./-]+) is not in (?:GOROOT|std)\b)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"go", Kind::runtime_error,
     R"re(^(?:[\w.-]+: )?\d{4}/\d\d/\d\d \d\d:\d\d:\d\d(?:\.\d+)? (?:[^\s:]+\.go:\d+: )?(?P<message>.*)\n[ \t]*exit status \d+\s*$)re"},
    // (With log.SetFlags(log.Lshortfile) and no time, the line starts with its place:
    // "main.go:11: config: open config/app.yaml: no such file or directory".)
    {"go", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+): (?P<message>[^\n]*)\n[ \t]*exit status \d+\s*$)re"},
    // Linkers that cannot find a library: lld (rust-lld under cargo, in a "= note:"
    // line) "rust-lld: error: unable to find library -lzstdx", GNU ld "cannot find -lzstdx".
    {"ld", Kind::missing_module,
     R"re(\b(?:rust-lld|ld\.lld|lld|ld(?:\.bfd|\.gold)?|mold): (?:error: )?(?:unable to find library|cannot find) -l(?P<label>[\w.+-]+))re"},
    // A startup object it cannot find: "ld: cannot find crt0.o: No such file or directory".
    {"ld", Kind::missing_module,
     R"re(\bld(?:\.bfd|\.gold)?: cannot find (?P<label>[\w.+-]+\.o): No such file or directory)re"},
    // A program too large for the device's memory (GNU ld with a linker script):
    // "ld: region `FLASH' overflowed by 12828 bytes" and the section that did not fit,
    // "ld: fw.elf section `.bss' will not fit in region `RAM'" (older ld prints only the
    // latter): one finding, the region's.
    {"ld", Kind::compile_error,
     R"re(\bld(?:\.bfd)?: (?P<message>region [`'][\w.]+' overflowed by \d+ bytes))re"},
    {"ld", Kind::compile_error,
     R"re(\bld(?:\.bfd)?: (?:\S+ )?(?P<message>section [`'][\w.]+' will not fit in region [`'][\w.]+'))re",
     Near::none, 0, {}, {}, R"re(!\bregion [`'][\w.]+' overflowed by)re"},
    // avr-ld words it by address: "ld: address 0x804368 of app.elf section `.data' is not
    // within region `data'".
    {"ld", Kind::compile_error,
     R"re(\bld(?:\.bfd)?: (?P<message>address 0x[0-9a-fA-F]+ of \S+ section [`'][\w.]+' is not within region [`'][\w.]+'))re"},
    // C++20 modules whose compiled interface is not there: g++'s "In module imported at
    // main.cpp:2:1:" over "geometry: error: failed to read compiled module: No such file or
    // directory"; clang's "main.cpp:1:8: fatal error: module 'geometry' not found".
    {"gcc", Kind::missing_module,
     R"re(^In module imported at (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+):\s*\n(?P<label>[\w.:-]+): error: failed to read compiled module: No such file or directory)re"},
    {"gcc", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): fatal error: module '(?P<label>[^']+)' not found)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // The compiler driver refusing an option: "arm-none-eabi-gcc: error: unrecognized
    // -mcpu target: cortex-m9".
    {"gcc", Kind::compile_error,
     R"re(^(?:[\w.-]+-)?(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+)(?:-\d+)?: (?:fatal )?error: (?P<message>unrecognized .*)$)re"},
    // cargo: no manifest ("error: could not find `Cargo.toml` in `/abs` or any parent
    // directory"); under `cargo run`, the program's own "error: …" after "Running
    // `target/debug/x`" (its exit status is its own), when nothing else explains it.
    {"cargo", Kind::compile_error, R"re(^error: (?P<message>could not find `Cargo\.toml`.*)$)re"},
    // A build script's own error (cargo::error=, Rust 1.84): "error: protogen@0.1.0:
    // schema/user.schema:2: field without a type: `name`", the package first, then the
    // script's message, which may start with the place it read.
    {"cargo", Kind::compile_error,
     R"re(^error: [\w-]+@\d+\.\d+\.\d+[\w.+-]*: (?:(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?:(?P<column>\d+):)? )?(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"cargo", Kind::runtime_error, R"re(^(?:[Ee]rror|fatal): (?P<message>.+)$)re", Near::none, 0,
     R"re(^error: (?:test failed|\d+ targets? failed|could not compile))re", {}, {},
     R"re(^\s+Running `)re", R"re(^\s+(?:Running|Compiling|Finished|Doc-tests) )re", true, {},
     false, true},
    // A Rust test that overflowed its stack aborts the binary before its "... FAILED"
    // line: "thread 'tests::countdown' has overflowed its stack".
    {"cargo", Kind::test_failure,
     R"re(^thread '(?P<label>[\w:]+)'(?: \(\d+\))? has overflowed its stack)re", Near::none, 0,
     R"re(^thread 'main')re", {}, {}, {}, {}, true},
    // "fatal error: all goroutines are asleep - deadlock!" and the first project frame of
    // the goroutine dump below ("\t/a/main.go:20 +0xbf").
    {"go", Kind::runtime_error,
     R"re(^fatal error: (?P<message>all goroutines are asleep - deadlock!|concurrent map .*|unexpected signal.*|stack overflow.*)$)re",
     Near::below, 40, {}, "fatal error"},
    // The signal the runtime caught in C code (cgo): "[signal SIGSEGV: segmentation
    // violation code=0x1 addr=0x0 pc=0x482da9]" under "fatal error: unexpected signal
    // during runtime execution" (placed by the error above).
    {"go", Kind::crash, R"re(^\[signal (?P<label>SIG[A-Z]+): )re", Near::none, 0, {}, {}, {},
     R"re(^fatal error: unexpected signal)re"},
    // rustc: a crate the manifest does not name ("error[E0432]: unresolved import
    // `serde`"), told by its help line: "= help: if you wanted to use a crate named
    // `serde`, use `cargo add serde` …"; the place is the "-->" line above.
    {"cargo", Kind::missing_module,
     R"re(^\s*= help: if you wanted to use a crate named `(?P<label>[\w-]+)`)re", Near::above, 8},
    // (With --message-format short the note joins the error's line: "src/lib.rs:1:5:
    // error[E0432]: unresolved import `serde`: use of unresolved module or unlinked crate
    // `serde`".)
    {"cargo", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.rs):(?P<line>\d+):(?P<column>\d+): error\[E043[23]\]: .*: use of unresolved module or unlinked crate `(?P<label>[\w-]+)`)re"},
    // cargo test: a test binary killed by a signal names no failing test line:
    // "process didn't exit successfully: `…` (signal: 11, SIGSEGV: invalid memory …)".
    {"cargo", Kind::crash,
     R"re(process didn't exit successfully: .*\(signal: \d+, (?P<label>SIG[A-Z0-9]+))re"},
    // The test that panicked when the binary aborted before its "... FAILED" line:
    // "thread 'tests::x' (1234) panicked at src/lib.rs:17:18:". A program's own threads
    // ('main', 'tokio-runtime-worker', '<unnamed>') are not tests, nor is any thread of a
    // program `cargo run` started: a test's panic comes under a test binary's "running 5
    // tests" or cargo's "     Running unittests src/lib.rs (…)", not under "     Running
    // `target/debug/app`".
    {"cargo", Kind::test_failure,
     R"re(^thread '(?P<label>[\w:]+)'(?: \(\d+\))? panicked at (?P<file>\S+?):(?P<line>\d+):(?P<column>\d+))re",
     Near::none, 0, R"re(^thread 'main')re", {}, {}, R"re(^\s+Running [^`]|^running \d+ tests?$)re",
     R"re(^\s+Running |^running \d+ tests?$)re",
     true},
    // Static analysers of C and C++ in the GNU shape, a check name in brackets:
    // cppcheck "src/a.c:4:8: error: Array 'arr[10]' accessed … [arrayIndexOutOfBounds]",
    // clang-tidy "a.cpp:5:14: error: use nullptr [modernize-use-nullptr,-warnings-as-errors]"
    // (a compiler's own flags read "[-Wfoo]" and stay compile errors).
    {"cppcheck", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning|style|performance|portability): (?P<message>.*\S) \[(?P<code>[a-zA-Z][\w.-]*)(?:,-warnings-as-errors)?\]$)re",
     Near::none, 0, R"re(: warning: .*\[[a-z]+-[\w.-]+\]$)re", {}, {}, {}, {}, false, {}, true},
    // Catch2's compact reporter (-r compact): "test_stack.cpp:18: failed: s.pop() == 1
    // for: 2 == 1", one line per failed assertion and no test name.
    {"catch2", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+): failed: (?P<message>.*\S)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Catch2's and doctest's XML reporters (-r xml): a failed assertion is '<Expression
    // success="false" type="CHECK" filename="t.cpp" line="8">' inside its '<TestCase
    // name="parse handles numbers" … filename="t.cpp" line="6">' (within Sections or
    // SubCases); doctest's exception that ended a test case, '<Exception crash="false">',
    // has no place but the test case's.
    {"catch2", Kind::test_failure,
     R"re(^\s*<Expression success="false" [^>]*?filename="(?P<file>[^"]+)" line="(?P<line>\d+)")re",
     Near::header, 200, {}, {}, {}, {}, {}, false, R"re(^\s*<TestCase name="(?P<label>[^"]*)")re"},
    {"doctest", Kind::test_failure, R"re(^\s*<Exception crash="(?:true|false)">)re", Near::header,
     200, {}, {}, {}, {}, {}, false,
     R"re(^\s*<TestCase name="(?P<label>[^"]*)"[^>]*? filename="(?P<file>[^"]+)" line="(?P<line>\d+)")re"},
    // Boost.Test: 'test_a.cpp(23): error: in "suite/case": check x == 3 has failed [2 !=
    // 3]' (also "fatal error", a BOOST_REQUIRE), in the place a compiler would print an
    // error. An exception or a signal it caught is at 'unknown location(0)', the last
    // place it passed on the next line: 'test_a.cpp(34): last checkpoint'.
    {"boost-test", Kind::test_failure,
     R"re(^unknown location\(0\): fatal error: in "(?P<label>[^"]+)": (?P<message>[^\n]*)\n(?P<file>[^\s(][^(]*)\((?P<line>\d+)\): last checkpoint)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"boost-test", Kind::test_failure,
     R"re(^(?P<file>[^\s(][^(]*)\((?P<line>\d+)\): (?:fatal )?error: in "(?P<label>[^"]+)": (?P<message>.*)$)re",
     Near::none, 0, R"re(^unknown location\()re", {}, {}, {}, {}, false, {}, true},
    // Check (libcheck): "check_money.c:18:F:Core:test_money_create:0: Assertion 'x' failed:
    // …", F a failure, E an error (a signal or an early exit: the place is the last
    // check it passed). P lines (verbose) are passes.
    {"check", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):[FE]:[^:\s]*:(?P<label>\w+):\d+: (?P<message>.*)$)re"},
    // (A test its time limit ended: "check_retry.c:19:E:core:test_wait_for_lock:0:
    // (after this point) Test timeout expired" is a timeout too.)
    {"check", Kind::timeout,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):E:[^:\s]*:\w+:\d+: \(after this point\) Test timeout expired)re"},
    // Ginkgo's summary: a failed spec's path of containers, its node ("[It]",
    // "[BeforeEach]") and name, the place it failed on the next line. Ginkgo 1 writes
    // "[Fail] Calc Div [It] divides evenly", Ginkgo 2 "  [FAIL] …", "[PANICKED!]", "[TIMEDOUT]".
    {"ginkgo", Kind::test_failure,
     R"re(^\s*\[(?:Fail|FAIL|Panic!|PANICKED!|TIMEDOUT|INTERRUPTED)\] (?P<suite>.*?) ?\[[A-Za-z]+\] (?P<label>.*?)\s*\n\s*(?P<file>\S+\.go):(?P<line>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // clang-format --dry-run --Werror: "src/a.cpp:6:15: error: code should be
    // clang-formatted [-Wclang-format-violations]" (a warning without --Werror).
    {"clang-format", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?:error|warning): code should be clang-formatted \[(?P<code>-Wclang-format-violations)\]\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // cpplint: "src/a.cc:12:  Never use sprintf.  [runtime/printf] [5]" (emacs, the
    // default; --output=eclipse says "12: warning: " there) or "src/a.cc(12): error cpplint: [runtime/printf] Never use sprintf. [5]"
    // (--output=vs7). Its messages quote "TODO(my_username):": not a marker.
    {"cpplint", Kind::lint_error,
     R"re(^(?P<file>[^\s:(][^:(]*):(?P<line>\d+):(?:  | warning: )(?P<message>.*\S)  \[(?P<code>[a-z]+/[\w+-]+)\] \[[1-5]\]\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    {"cpplint", Kind::lint_error,
     R"re(^(?P<file>[^\s:(][^:(]*)\((?P<line>\d+)\): error cpplint: \[(?P<code>[a-z]+/[\w+-]+)\] (?P<message>.*) \[[1-5]\]\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // flawfinder: "copy.c:5:5:  [4] (buffer) strcpy:" (--columns; without it no column), the
    // reason on the lines below; only hits at --error-level or above fail the run, and
    // the level of each is all the line tells.
    {"flawfinder", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:(?P<column>\d+):)?  \[[0-5]\] \(\w+\) (?P<code>\w+):)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // CppUnit: the TextUi runner's "1) test: CalcTest::testDivide (F) line: 16
    // calc_test.cpp" ((E) for an error, no place for an exception); the
    // CompilerOutputter's "calc_test.cpp:35:Assertion" or "##Failure Location unknown## :
    // Error" with "Test name: StackTest::testSize" on the next line.
    {"cppunit", Kind::test_failure,
     R"re(^\d+\) test: (?P<label>[\w:<>]+) \([FE]\)(?: line: (?P<line>\d+) (?P<file>\S+))?)re"},
    {"cppunit", Kind::test_failure,
     R"re(^(?:(?P<file>[^\s:]+):(?P<line>\d+):(?:Assertion|Error)|##Failure Location unknown## : (?:Error|Assertion))\s*\nTest name: (?P<label>[\w:<>]+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // pscan (format-string checker): "log.c:6 SECURITY: printf call should have \"%s\" as
    // argument 0"; a finding fails the run.
    {"pscan", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+) SECURITY: (?P<message>.*)$)re"},
    // TUT (C++ Template Unit Test): "---> group: math, test: test<2> : adds large numbers"
    // (the name after " : " when the test set one), then "     problem: assertion failed".
    {"tut", Kind::test_failure,
     R"re(^---> group: [^,]+, test: test<\d+> : (?P<label>.+?)\s*$)re"},
    {"tut", Kind::test_failure, R"re(^---> group: [^,]+, test: (?P<label>test<\d+>)\s*$)re"},
    // cpptest's verbose text output: a block per failed assertion, "Test:    name",
    // "Suite:   CartSuite", "File:    test_cart.cpp", "Line:    16", "Message: …".
    {"cpptest", Kind::test_failure,
     R"re(^\s*Test:\s+(?P<label>\S+)\n\s*Suite:\s+\S+\n\s*File:\s+(?P<file>\S+)\n\s*Line:\s+(?P<line>\d+)\s*$)re"},
    // CxxTest: "In StackTest::testPeek:" above each of the test's failed assertions,
    // "StackTest.h:18: Error: Expected (s.peek() == 7), found (1 != 7)" (the
    // ErrorPrinter) or "StackTest.h(18): Error: …" (the ParenPrinter); its "Warning:"
    // lines do not fail a test. (GNU as prints "a.s:5: Error: …" with no test above.)
#define LC_CXXTEST_TEST R"re(^In (?P<label>\w+(?:::\w+)+):$)re"
    {"cxxtest", Kind::test_failure,
     R"re(^(?P<file>[^\s:()]+\.\w+)[:(](?P<line>\d+)\)?: Error: (?P<message>.*)$)re", Near::header,
     20, {}, {}, {}, LC_CXXTEST_TEST, LC_CXXTEST_TEST, false, LC_CXXTEST_TEST, true},
#undef LC_CXXTEST_TEST
    // CppUTest and UnitTest++ print a failure the way a compiler prints an error:
    // "tests/CalcTest.cpp:27: error: Failure in TEST(Calc, DividesEvenly)" (CppUTest's
    // group and test, "Calc.DividesEvenly" as its -t option and JUnit report name it),
    // "test_money.cpp:18:1: error: Failure in ParsesWithoutDot: Unhandled exception …".
    {"cpputest", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): error: Failure in (?:IGNORE_)?TEST\((?P<class>\w+), (?P<label>\w+)\))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"unittest-cpp", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): error: Failure in (?P<label>[\w:]+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Qt Test: "FAIL!  : TestSlug::collapsesSpaces(double) Compared values are not the
    // same", the values, then "   Loc: [../project/tst_slug.cpp(44)]"; read at the place,
    // the test named by the verdict above it.
#define LC_QTEST_VERDICT R"re(^(?:FAIL!|XPASS) +: (?P<label>\S+?\(.*?\))(?: |$))re"
    {"qttest", Kind::test_failure, R"re(^\s+Loc: \[(?P<file>[^\]]+?)\((?P<line>\d+)\)\]\s*$)re",
     Near::header, 6, {}, {}, {}, R"re(^(?:FAIL!|XPASS) +: )re", R"re(^[A-Z!]{4,6} +: )re", false,
     LC_QTEST_VERDICT},
#undef LC_QTEST_VERDICT
    // go build: an import of another module's internal package, "\tcmd/report/main.go:7:2:
    // use of internal package example.com/shop/billing/internal/rates not allowed" under
    // "package example.com/shop/cmd/report".
    {"go", Kind::compile_error,
     R"re(^\s*(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>use of internal package \S+ not allowed)\s*$)re"},
    // go mod download (or a build that needs a module) when the proxy cannot be reached:
    // "go: github.com/google/uuid@v1.6.0: Get "https://proxy.golang.org/…": dial tcp:
    // lookup proxy.golang.org …: no such host" (the network's failure, a second fact).
    {"go", Kind::missing_module,
     R"re(^go: (?P<label>[\w.-]+\.[a-z]+/[^@\s]+)@\S+: (?:Get|verifying|reading) "?https?://)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // LLVM's lit: "FAIL: calc :: mul.test (3 of 3)" (XPASS and UNRESOLVED fail a run too;
    // TIMEOUT is a hang), the suite before " :: ". With -v the test's output follows
    // between "******************** TEST 'calc :: mul.test' FAILED ********************"
    // and a line of stars.
    {"lit", Kind::test_failure,
     R"re(^(?:FAIL|XPASS|UNRESOLVED): (?P<label>\S.*? :: \S.*?) \(\d+ of \d+\)\s*$)re"},
    {"lit", Kind::timeout, R"re(^TIMEOUT: (?P<label>\S.*? :: \S.*?) \(\d+ of \d+\)\s*$)re"},
    // FileCheck: "mul.test:3:15: error: CHECK-NEXT: expected string not found in input"
    // (the check's prefix, which --check-prefix renames, before its complaint): the
    // check the output failed, in the check file; inside lit's block of a failed test
    // that test is its label. Its notes ("<stdin>:1:11: note: scanning from here") are
    // no findings.
    {"filecheck", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): error: [\w-]+: (?P<message>expected string not found in input|excluded string found in input|is not on the line after the previous match|is on the same line as previous match|is not on the same line as the previous match|expected no input, found .*|found empty check string.*|found non-empty check string.*)$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, R"re(^\*{20} TEST '(?P<label>[^']+)' FAILED \*{20})re", true},
    // Cap'n Proto's compiler: "schema/person.capnp:3:23-37: error: Import failed:
    // common.capnp" (its other errors are the GNU shape with a column range).
    {"capnp", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.capnp):(?P<line>\d+):(?P<column>\d+)(?:-\d+)?: error: Import failed: (?P<label>\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // GNU indent on a file it cannot parse: "indent: src/emit.c:10: Error:Unmatched #endif"
    // ("Warning:" lines do not fail it).
    {"indent", Kind::syntax_error,
     R"re(^indent: (?P<file>[^\s:]+):(?P<line>\d+): Error:(?P<message>.*)$)re", Near::none, 0, {},
     {}, {}, {}, {}, false, {}, true},
    // DejaGnu (runtest, make check of GNU projects): "FAIL: sub 7 4 (got 0)" under "Running
    // testsuite/calc.test/arith.exp ...", the script that ran it; XPASS and UNRESOLVED
    // fail a run too (not the UNRESOLVED that stands for a script's own Tcl error).
#define LC_DEJAGNU_RUNNING R"re(^Running (?P<file>\S+\.exp) \.\.\.\s*$)re"
    {"dejagnu", Kind::test_failure, R"re(^(?:FAIL|XPASS|UNRESOLVED): (?P<label>[^\s-].*?)\s*$)re",
     Near::header, 255, R"re(^UNRESOLVED: testcase .* aborted due to Tcl error)re", {}, {},
     LC_DEJAGNU_RUNNING, LC_DEJAGNU_RUNNING, true,
     LC_DEJAGNU_RUNNING},
#undef LC_DEJAGNU_RUNNING
    // GLib's g_test on a fatal assertion: "Bail out! ERROR:test_strbuf.c:21:test_join_two:
    // assertion failed (…)" in its TAP (the test's function its label), the same without
    // "Bail out! " on standard error.
    {"glib", Kind::test_failure,
     R"re(^Bail out! ERROR:(?P<file>[^\s:]+\.c):(?P<line>\d+):(?P<label>\w+): (?P<message>.*)$)re"},
    // Kyua (ATF test programs): "slugify_test:punctuation  ->  failed: atf-check failed;
    // see …  [0.056s]"; "broken" when the test program itself went wrong, a hang among
    // them ("broken: Test case body timed out", a timeout too).
    {"kyua", Kind::test_failure,
     R"re(^(?P<label>[\w./+-]+:[\w.-]+)  ->  (?:failed|broken): (?P<message>.*?)(?:  \[[\d.]+s\])?$)re"},
    // CUnit: the basic runner's "  Test: count_words ...FAILED" or the console's "Suite
    // strutil, Test count_words had failures:", each with its first failed assertion
    // "    1. test_strutil.c:23  - CU_ASSERT_…" on the next line.
    {"cunit", Kind::test_failure,
     R"re(^\s*Test: (?P<label>.+?) \.\.\.FAILED\s*\n\s+1\. (?P<file>[^\s:]+):(?P<line>\d+)  - )re"},
    {"cunit", Kind::test_failure,
     R"re(^Suite .+?, Test (?P<label>.+?) had failures:\s*\n\s+1\. (?P<file>[^\s:]+):(?P<line>\d+)  - )re"},
    // Criterion: "[FAIL] vec::name: (0.00s)" or "[FAIL] vec::null_data: CRASH!", its
    // place the "[----] test_vec.c:23: Assertion Failed" (or "Unexpected signal caught
    // below this line!") just above.
    {"criterion", Kind::test_failure, R"re(^\[FAIL\] (?P<label>[\w:]+): )re", Near::header, 12, {},
     {}, {}, {}, {}, false,
     R"re(^(?:\[----\] )?(?P<file>[^\s:]+):(?P<line>\d+): (?:Assertion Failed|Unexpected signal))re"},
    // cmocka: a test whose setup failed has no result of its own: "Could not run test:
    // Test setup failed" over "[  ERROR   ] test_db_lookup" (its assertions' reasons
    // are "[  ERROR   ] --- …", read with the rest of cmocka's output).
    {"cmocka", Kind::test_failure, R"re(^\[  ERROR   \] (?P<label>[A-Za-z_]\w*)\s*$)re"},
    // Ghostscript: "Error: /undefined in movto", the PostScript error's name and the
    // operator or token it happened in, the operand and execution stacks below.
    {"ghostscript", Kind::runtime_error,
     R"re(^Error: /(?P<label>[a-z][A-Za-z]*) in (?P<message>.*)$)re"},
    // Faust: "noise.dsp : 4 : ERROR : syntax error, unexpected IDENT" (spaces around the
    // colons).
    {"faust", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.(?:dsp|lib)) : (?P<line>\d+) : ERROR : (?P<message>syntax error\b.*)$)re"},
    {"faust", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:dsp|lib)) : (?P<line>\d+) : ERROR : (?P<message>.*)$)re"},
    // Icarus Verilog: "counter.v:12: syntax error", "tb.v:2: error: malformed statement",
    // "tb.v:3: Syntax in assignment statement l-value." (no column); its simulator vvp:
    // "ERROR: tb_alu.sv:12: message" and "FATAL: tb_alu.sv:24: …" from $error and $fatal.
    // An `include it cannot find: "top.v:4: Include file defs.vh not found".
    {"iverilog", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.(?:v|sv|vh|svh|vl)):(?P<line>\d+): Include file (?P<label>\S+) not found)re"},
    {"iverilog", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:v|sv|vh|svh|vl)):(?P<line>\d+): (?P<message>(?:error: |[Ss]yntax ).*)$)re"},
    {"iverilog", Kind::test_failure,
     R"re(^(?:ERROR|FATAL): (?P<file>[^\s:]+\.(?:v|sv|vh|svh)):(?P<line>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Verilator: "%Error-PINNOTFOUND: fifo.sv:28:91: Pin not found: 'ful'", "%Warning-WIDTH:
    // …" (warnings fail the run unless -Wno-fatal), "%Error: pwm.sv:9:9: syntax error, …"
    // (a parse error: no code); not its "%Error: Exiting due to 2 error(s)".
    {"verilator", Kind::compile_error,
     R"re(^%Error: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>syntax error.*)$)re"},
    // A module instantiated that no file defines: "%Error: top.sv:2:3: Cannot find file
    // containing module: 'regfile'".
    {"verilator", Kind::missing_module,
     R"re(^%Error: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): Cannot find file containing module: '(?P<label>[^']+)')re"},
    {"verilator", Kind::lint_error,
     R"re(^%Error(?:-(?P<code>[A-Z][A-Z0-9_]*))?: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    {"verilator", Kind::lint_error,
     R"re(^%Warning-(?P<code>[A-Z][A-Z0-9_]*): (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // GHDL: analysis errors "shift_reg.vhd:24:40: no declaration for \"dinn\"" (with
    // -fcolor-diagnostics "…:14:43:error: …"), warnings saying "warning:"; a simulation's
    // "tb_adder.vhd:18:5:@10ns:(assertion error): message" is a failed check.
    {"ghdl", Kind::test_failure,
     R"re(^(?P<file>[^\s:]+\.vhdl?):(?P<line>\d+):(?P<column>\d+):@[\d.]+[munpf]?s:\((?:assertion|report) (?:error|failure)\): (?P<message>.*)$)re"},
    {"ghdl", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.vhdl?):(?P<line>\d+):(?P<column>\d+): ?(?:error: ?)?(?P<message>[^@\s].*)$)re",
     Near::none, 0, R"re(^\S+:\d+:\d+: ?warning)re"},
    // dash (Debian's sh): "build.sh: 6: buf: not found"; "./stats: 8: exec: iconx: not
    // found" for the program an exec names. The shell running a command line itself
    // (make's and ninja's "/bin/sh -c …") names itself, no script: "/bin/sh: 1: protoc-c:
    // not found".
    {"sh", Kind::command_not_found,
     R"re(^(?:/usr)?/bin/(?:sh|dash|bash): \d+: (?:exec: )?(?P<label>[^:\s]+): not found\s*$)re"},
    {"sh", Kind::command_not_found,
     R"re(^(?P<file>[^\s:]*[./][^\s:]*): (?P<line>\d+): (?:exec: )?(?P<label>[^:\s]+): not found\s*$)re"},
    // ksh, mksh and busybox sh put the line in brackets, after the shell's own name
    // when that is not the script's: "mksh: build.sh[6]: jsmin: inaccessible or not
    // found", "mksh: deploy.sh[15]: syntax error: unmatched 'while'".
    {"sh", Kind::command_not_found,
     R"re(^(?:[\w./-]+: )?(?P<file>[^\s:\[]+)\[(?P<line>\d+)\]: (?P<label>[^:\s]+): (?:inaccessible or )?not found\s*$)re"},
    {"sh", Kind::syntax_error,
     R"re(^(?:[\w./-]+: )?(?P<file>[^\s:\[]+)\[(?P<line>\d+)\]: syntax error: (?P<message>.*)$)re"},
    // A program built for another machine: "./ci.sh: line 4: ./bin/golangci-lint: cannot
    // execute binary file: Exec format error" (exit 126).
    {"sh", Kind::permission_error,
     R"re(^(?:\S+: )?(?:line \d+: )?(?P<file>[^\s:]+): cannot execute binary file\b)re"},
    // bash in German, French, Italian, Spanish: "build.sh: Zeile 3: protoc-gen-foo:
    // Kommando nicht gefunden.", "build.sh: ligne 3: x : commande introuvable".
    {"sh", Kind::command_not_found,
     R"re(^(?P<file>[^:]*[./][^:]*): (?:Zeile|ligne|riga|línea) (?P<line>\d+): (?P<label>[^:\s\x{a0}\x{202f}]+)(?: |\x{a0}|\x{202f})?: (?:Kommando nicht gefunden|commande introuvable|comando non trovato|orden no encontrada)\.?\s*$)re"},
    // bash: "build.sh: line 5: brotli: command not found"; not the shell itself running a
    // command line ("/usr/bin/bash: line 1: bun: command not found", bun --filter's).
    {"sh", Kind::command_not_found,
     R"re(^(?P<file>[^\s:]*[./][^\s:]*): line (?P<line>\d+): (?P<label>[^:]+): command not found\s*$)re",
     Near::none, 0, R"re(^(?:/usr)?/bin/(?:ba|da|z|k)?sh: )re"},
    // bash exec'ing a program that is not there: "./entrypoint.sh: line 6: /a/bin/server:
    // No such file or directory" (exit 127).
    {"sh", Kind::command_not_found,
     R"re(^(?P<file>[^\s:]*[./][^\s:]*): line (?P<line>\d+): (?P<label>\.?/[^:\s]+): No such file or directory\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // The shells' run-time errors at a script's line, the builtin that failed as the
    // label: bash's "deploy.sh: line 5: cd: releases/x: No such file or directory" (in
    // German "Zeile 5", French "ligne 5"),
    // "deploy.sh: line 7: DEPLOY_ENV: unbound variable"; dash's "./ci.sh: 4: .: cannot
    // open ./ci/env.sh: No such file"; ksh's and busybox's "./deploy.ksh[6]: DEPLOY_ENV:
    // parameter not set"; zsh's "./up.zsh:6: no matches found: reports/*.xml". (A
    // syntax error or a missing command is the rows' above.)
#define LC_SH_BUILTIN R"re((?P<label>cd|source|\.|pushd|popd|read|export|declare|typeset|local|readonly|printf|shift|getopts|ulimit|trap|wait|kill|set|eval|exec|let|unset): )re"
    // (A script's name: "x.sh", "./entrypoint", "/a/deploy.bash", not a checker's file.)
#define LC_SH_SCRIPT R"re((?P<file>[^\s:]*\.(?:sh|bash|ksh|zsh)|\.{0,2}/[^\s:]+))re"
    {"sh", Kind::runtime_error,
     R"re(^)re" LC_SH_SCRIPT R"re(: (?:line|Zeile|ligne|riga|línea) (?P<line>\d+): )re" LC_SH_BUILTIN R"re((?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // A program the script could not run: "./build.sh: line 4: scripts/gen.sh: Permission
    // denied" (exit 126), at the script's line.
    {"sh", Kind::permission_error,
     R"re(^)re" LC_SH_SCRIPT R"re(: line (?P<line>\d+): (?P<message>[^\s:]+: Permission denied)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (Not a configuration file read the same way: ssh's "./ssh_config: line 5: Bad
    // configuration option: x" is a checker's finding.)
    {"sh", Kind::runtime_error,
     R"re(^)re" LC_SH_SCRIPT R"re(: line (?P<line>\d+): (?P<message>.*)$)re", Near::none, 0,
     R"re(: (?:command not found|syntax error\b|unexpected EOF|warning: )|: line \d+: (?i:bad|unknown|unsupported|invalid) (?:configuration )?(?:option|directive|keyword)|: line \d+: `.*'\s*$|: Permission denied\s*$)re",
     {}, {}, {}, {}, true},
    // zsh names the place as "file:line:": "./ci.zsh:6: command not found: zshlint",
    // "./deploy.zsh:4: DEPLOY_ENV: parameter not set".
    {"sh", Kind::command_not_found,
     R"re(^)re" LC_SH_SCRIPT R"re(:(?P<line>\d+): command not found: (?P<label>\S+)\s*$)re"},
    // (dash: "./deploy.sh: 4: DEPLOY_HOST: parameter not set", a space before the line.)
    {"sh", Kind::runtime_error,
     R"re(^)re" LC_SH_SCRIPT R"re(: ?(?P<line>\d+): (?P<message>[A-Za-z_]\w*: parameter (?:not set|null or not set).*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // (dash's "${VAR:?message}" abort, the message the script's own: "./build.sh: 4:
    // RELEASE_TAG: RELEASE_TAG must be set", a variable's name in capitals; keyed on the
    // script's ".sh:".)
    {"sh", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]*\.sh:) (?P<line>\d+): (?P<message>[A-Z_][A-Z0-9_]*: .*)$)re", Near::none,
     0, R"re(: (?:not found|Permission denied|parameter (?:null or )?not set)\s*$)re", {}, {}, {}, {},
     true},
    {"sh", Kind::syntax_error,
     R"re(^)re" LC_SH_SCRIPT R"re(: (?P<line>\d+): (?P<message>Bad substitution)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"sh", Kind::runtime_error,
     R"re(^)re" LC_SH_SCRIPT R"re(: (?P<line>\d+): (?P<label>\.|source): (?P<message>cannot open .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"sh", Kind::runtime_error,
     R"re(^(?P<file>[^\s:\[]*(?:\.k?sh|\.bash)|\./[^\s:\[]+)\[(?P<line>\d+)\]: (?P<message>.*)$)re",
     Near::none, 0, R"re(: (?:not found|inaccessible or not found)\s*$)re", {}, {}, {}, {}, true},
    {"sh", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]*\.zsh|\./[^\s:]+):(?P<line>\d+): (?P<message>no matches found: .*|bad (?:substitution|math expression).*|parameter not set.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
#undef LC_SH_SCRIPT
#undef LC_SH_BUILTIN
    // GNU ld's own errors, naming no source line: a linker script's ASSERT ("ld: Error: not
    // enough RAM left for the stack"), an object for another machine ("ld: boot.o: error
    // adding symbols: file in wrong format").
    // (Two rows, each with words of its own the scan can look for: "ld" alone is in
    // "should" and "build".)
    {"ld", Kind::compile_error,
     R"re(^(?:\S*/)?(?:[\w.-]*-)?ld(?:\.\w+)?: Error: (?P<message>.*)$)re"},
    {"ld", Kind::compile_error,
     R"re(^(?:\S*/)?(?:[\w.-]*-)?ld(?:\.\w+)?: (?P<file>[^\s:]+\.(?:o|a|so)): error adding symbols: )re"},
    // GNU ld linking a shared object from code built without -fPIC: "/usr/bin/ld:
    // libtally.a(tally.c.o): relocation R_X86_64_PC32 against symbol `tally_counter' can
    // not be used when making a shared object; recompile with -fPIC".
    {"ld", Kind::compile_error,
     R"re(\brelocation \w+ against (?:symbol|`[^']*' symbol) [`'‘](?P<label>[^'’]+)['’] can not be used when making a (?:shared object|PIE object))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
};
// clang-format on

} // namespace

std::span<const LineRule> native_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
