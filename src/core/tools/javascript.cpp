// SPDX-License-Identifier: MIT
// JavaScript test runners, bundlers and linters beyond bun, jest, vitest, mocha,
// node --test, tsc and eslint, which have detectors of their own
// (tests/fixtures/ava, jasmine, uvu, tap, esbuild, vite, webpack, rollup, babel, swc,
// bun, biome, oxlint, stylelint, prettier, standard, xo, jshint, markdownlint, htmlhint,
// parcel, tsup, svelte-check, deno).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Words that open a parser's message.
#define LC_PARSE_WORDS                                                                             \
    R"re((?:Unexpected|Expected|Expression expected|Unterminated|Invalid or unexpected|Missing semicolon|Declaration or statement expected|Invalid assignment target|The JSX syntax extension is not currently enabled|Syntax error\b))re"

// XO's file header: the file with its first problem's position, "  src/view.js:4:6".
#define LC_XO_FILE R"re(^\s+(?P<file>[^\s:]+\.\w+):\d+:\d+\s*$)re"

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header, overrides, fallback.
// clang-format off
constexpr LineRule k_rows[] = {
    // jscodeshift: a file its parser refused, " ERR src/b.js Transformation error
    // (Unexpected token (2:12))".
    {"jscodeshift", Kind::syntax_error,
     R"re(^\s*ERR (?P<file>\S+) Transformation error \((?P<message>Unexpected [^()]*?) ?\((?P<line>\d+):(?P<column>\d+)\)\)\s*$)re"},
    // A library a tool loads on demand, named in words: ESLint's "The 'jiti' library is
    // required for loading TypeScript configuration files. Make sure to install it."
    {"generic", Kind::missing_module,
     R"re(\bThe '(?P<label>[@\w./-]+)' (?:library|package|module) is required\b)re"},
    // Vite's CSS plugin on an @import it cannot open: "[plugin vite:css] /a/src/styles/
    // app.css:undefined:NaN" over "Error: [postcss] ENOENT: no such file or directory, open
    // './components/button.css'".
    {"vite", Kind::missing_module,
     R"re(^Error: \[postcss\] ENOENT: no such file or directory, open '(?P<label>[^']+)')re",
     Near::header, 3, {}, {}, {}, {}, {}, false,
     R"re(^\[plugin vite:css\] (?P<file>\S+?\.(?:css|scss|sass|less|styl|pcss))(?::undefined:NaN|:\d+:\d+)?\s*$)re"},
    // Vite (Rollup, Rolldown) names the plugin that failed and the place alone on a line,
    // the error below: "[plugin vite:css] /a/src/theme.less:8:2", "Error: [less] Could
    // not parse call arguments or missing ')'" (a CSS preprocessor's, tagged; a parser's
    // SyntaxError below such a line is the syntax row's).
    {"vite", Kind::compile_error,
     R"re(^\[plugin [\w:@/.-]+\] (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*\n(?:Error: )?(?P<message>\[[\w:-]+\] .*)$)re"},
    // A framework plugin's own error, its place after the file: "[vite:vue] [plugin
    // vite:vue] src/components/List.vue (7:5): Element is missing end tag.", "[plugin
    // vite-plugin-svelte] src/lib/Counter.svelte (14:0): /a/src/lib/Counter.svelte:14:0
    // Expected }" (the parser's SyntaxError or ParseError repeats it below).
    {"vite", Kind::syntax_error,
     R"re(^(?:\[[\w:@/.-]+\] )?\[plugin [\w:@/.-]+\] (?P<file>[^\s:()]+\.\w+) \((?P<line>\d+):(?P<column>\d+)\): (?:\S+:\d+:\d+ )?(?P<message>(?:Expected|Unexpected|Unterminated|Element is missing end tag|Invalid end tag|Unclosed)\b.*)$)re"},
    // (Any other message the parser throws as a SyntaxError below, "file: /a/src/App.vue:
    // 10:6" between: Vue's "Interpolation end sign was not found.")
    {"vite", Kind::syntax_error,
     R"re(^(?:\[[\w:@/.-]+\] )?\[plugin [\w:@/.-]+\] (?P<file>[^\s:()]+\.(?:vue|svelte|astro|mdx|marko)) \((?P<line>\d+):(?P<column>\d+)\): (?P<message>[^\n]*)\nfile: [^\n]*\nSyntaxError: )re"},
    {"vite", Kind::compile_error,
     R"re(^(?:\[[\w:@/.-]+\] )?\[plugin [\w:@/.-]+\] (?P<file>[^\s:()]+\.(?:vue|svelte|astro|mdx|marko)) \((?P<line>\d+):(?P<column>\d+)\): (?:\S+:\d+:\d+ )?(?P<message>.*)$)re"},
    // Bun running a script, on an import of a name a module does not export: "SyntaxError:
    // Export named 'unslug' not found in module '/a/src/lib/slug.ts'." (the module is the
    // place). Under bun test the same line between dashes is a test file's load error,
    // placed at that file's header.
    {"bun", Kind::runtime_error,
     R"re(^(?P<label>SyntaxError): Export named '[^']+' not found in module '(?P<file>[^']+)'\.?\s*$)re",
     Near::none, 0, {}, {}, R"re(!^-{10,}\s*$)re"},
    // circular-dependency-plugin under webpack: "ERROR in Circular dependency detected:"
    // over the chain, "src/a.js -> src/b.js -> src/a.js" (its first file the place).
    {"webpack", Kind::compile_error,
     R"re(^ERROR in (?P<message>Circular dependency detected):\s*\n(?P<file>[^\s>]+) -> )re"},
    // Rollup's commonjs plugin on a dependency it cannot parse: "[!] (plugin
    // commonjs--resolver) RollupError: Expected ',', got ';' in /a/lib/fmt.js", then
    // "lib/fmt.js (4:14)" over its code frame.
    {"rollup", Kind::syntax_error,
     R"re(^\[!\] \(plugin [^)]+\) \w*Error: (?P<message>(?:Expected|Unexpected|Unterminated)\b[^\n]*?) in \S+\s*\n(?P<file>[^\s(]+) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re"},
    // A package a tool loads on demand, named in words: bundlewatch's "[FATAL]
    // 'brotli-size' package has not been installed, please install package to use this
    // compression type".
    {"generic", Kind::missing_module,
     R"re('(?P<label>[@\w./-]+)' package (?:has not been|is not) installed\b)re"},
    // CSSLint's own format: "csslint: There is 1 problem in /a/styles/button.css." over
    // the file's name, then each problem as "1: error at line 2, col 10" over its
    // message ("Unexpected token '10pixels' at line 2, col 10.", a parse error) and the
    // code; its warnings do not fail the run.
    {"csslint", Kind::syntax_error,
     R"re(^\d+: error at line (?P<line>\d+), col (?P<column>\d+)\s*\n(?P<message>(?:Unexpected|Expected)\b.*)$)re",
     Near::header, 250, {}, {}, {}, {}, {}, false,
     R"re(^csslint: There (?:is|are) \d+ problems? in (?P<file>.+?)\.\s*$)re"},
    {"csslint", Kind::lint_error,
     R"re(^\d+: error at line (?P<line>\d+), col (?P<column>\d+)\s*\n(?P<message>.*)$)re",
     Near::header, 250, {}, {}, {}, {}, {}, false,
     R"re(^csslint: There (?:is|are) \d+ problems? in (?P<file>.+?)\.\s*$)re"},
    // Flow: "Error ----…---- main.js:4:19" (the place at the end of a rule of dashes), a
    // blank line, then the message ending in its rule, "[incompatible-type]" (wrapped
    // onto the next line when the message is long); "[ParseError]" for a file it
    // cannot parse.
    {"flow", Kind::syntax_error,
     R"re(^Error -{5,} (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*\n\s*\n[^\n]*\[(?P<code>ParseError)\]\s*$)re"},
    {"flow", Kind::typecheck_error,
     R"re(^Error -{5,} (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*\n\s*\n[^\n]*?(?:\[(?P<code>[a-z][\w-]*)\])?\s*\n(?:[^\n]*?\[(?P<label>[a-z][\w-]*)\]\s*$)?)re"},
    // An import it cannot resolve is a missing module too: "Cannot resolve module
    // `not-a-module`. [cannot-resolve-module]" (no backquotes in colour). (As many lines as
    // the row above, which then reads the line first: a line's second item.)
    {"flow", Kind::missing_module,
     R"re(^Error -{5,} (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*\n\s*\nCannot resolve module `?(?P<label>[^`\s]+?)`?\. \[cannot-resolve-module\]\s*\n)re"},
    // Sucrase: "SyntaxError: Error transforming src/parse.ts: Unexpected token, expected
    // \")\" (5:24)".
    {"sucrase", Kind::syntax_error,
     R"re(^SyntaxError: Error transforming (?P<file>\S+?): (?P<message>.*) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Vite/Rolldown's library entry that does not exist: "[UNRESOLVED_ENTRY] Cannot
    // resolve entry module src/index.ts."
    {"vite", Kind::missing_module,
     R"re(^\[UNRESOLVED_ENTRY\] Cannot resolve entry module (?P<label>\S+?)\.?\s*$)re"},
    // webpack's performance budget with hints: "error": "ERROR in asset size limit: The
    // following asset(s) exceed the recommended size limit (3.91 KiB)."
    {"webpack", Kind::compile_error,
     R"re(^ERROR in (?P<label>asset size limit|entrypoint size limit): (?P<message>.*)$)re"},
    // @rollup/plugin-typescript: "[!] (plugin typescript) RollupError: [plugin
    // typescript] src/backoff.ts (9:24): @rollup/plugin-typescript TS2345: Argument of type…".
    {"rollup", Kind::typecheck_error,
     R"re(\[plugin typescript\] (?P<file>\S+) \((?P<line>\d+):(?P<column>\d+)\): @rollup/plugin-typescript (?P<code>TS\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // (TS2307, "Cannot find module './text/slug' or its corresponding type declarations.",
    // is also the module that is missing, there.)
    {"rollup", Kind::missing_module,
     R"re(\[plugin typescript\] (?P<file>\S+) \((?P<line>\d+):(?P<column>\d+)\): @rollup/plugin-typescript TS2307: Cannot find module '(?P<label>[^']+)')re"},
    // Rollup's plugin errors name the file after the plugin: "[!] (plugin json)
    // RollupError: [plugin json] src/messages.json: Could not parse JSON file".
    // A parser's SyntaxError passed on (@rollup/plugin-babel: "[!] (plugin babel)
    // SyntaxError: /a/src/widget.js: Support for the experimental syntax 'jsx' isn't
    // currently enabled (9:22):"), placed where the parser says.
    {"rollup", Kind::syntax_error,
     R"re(^\[!\] \(plugin [^)]+\) SyntaxError: (?:\[plugin [^\]]+\] )?(?P<file>[^\s:]+\.\w+): (?P<message>.*?)(?: \((?P<line>\d+):(?P<column>\d+)\))?:?\s*$)re"},
    {"rollup", Kind::syntax_error,
     R"re(^\[!\] \(plugin [^)]+\) \w*Error: (?:\[plugin [^\]]+\] )?(?P<file>[^\s:]+\.\w+)(?: \((?P<line>\d+):(?P<column>\d+)\))?: (?P<message>(?:Could not parse|Unexpected|Expected|Unterminated)\b.*)$)re"},
    {"rollup", Kind::compile_error,
     R"re(^\[!\] \(plugin [^)]+\) \w*Error: (?:\[plugin [^\]]+\] )?(?P<file>[^\s:]+\.\w+)(?: \((?P<line>\d+):(?P<column>\d+)\))?: (?P<message>.*)$)re"},
    // Rollup's circular dependency warning, a failure under --failAfterWarnings:
    // "(!) Circular dependency" then "src/parser.js -> src/lexer.js -> src/parser.js"
    // (when nothing else explains the run: the warning alone fails it).
    {"rollup", Kind::compile_error,
     R"re(^(?P<file>[\w./@-]+\.\w+) -> [\w./@-]+\.\w+(?: -> \S+)*$)re", Near::none, 0, {}, {}, {},
     R"re(^\(!\) Circular dependenc)re", {}, true, {}, false, true},
    // Mocha refusing its options: "✖ ERROR: --reporter=progress is mutually exclusive
    // with --parallel" after its usage text. (An exception that stopped it loading, "✖
    // ERROR: TypeError: …" over its frames, is the runtime detector's, named by its type.)
    {"mocha", Kind::runtime_error, R"re(^✖ ERROR: (?P<message>.*)$)re", Near::none, 0,
     R"re(^✖ ERROR: (?:[A-Z]\w*)?(?:Error|Exception): )re"},
    // A configuration file that does not parse: "Error: Unable to read/parse /a/.mocharc.yml:
    // YAMLException: bad indentation of a mapping entry (4:12)".
    {"mocha", Kind::syntax_error,
     R"re(^Error: Unable to read/parse (?P<file>\S+?): \w*(?:YAMLException|SyntaxError): (?P<message>.*?) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Hugo: 'Error: Error building site: "/a/layouts/_default/single.html:3:1": parse
    // failed: …' (front matter it cannot read: "failed to unmarshal YAML").
    {"hugo", Kind::syntax_error,
     R"re(^Error: (?i:error building site): "(?P<file>[^"]+?):(?P<line>\d+):(?P<column>\d+)": (?P<message>failed to unmarshal .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"hugo", Kind::compile_error,
     R"re(^Error: (?i:error building site): "(?P<file>[^"]+?):(?P<line>\d+)(?::(?P<column>\d+))?": (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // AVA: "Uncaught exception in test/user.test.ts", a blank line, then the error
    // ("TypeError [ERR_UNKNOWN_FILE_EXTENSION]: …", thrown while the file loaded).
    {"ava", Kind::runtime_error,
     R"re(^\s*Uncaught exception in (?P<file>\S+)\s*\n\s*\n\s*(?P<label>[A-Z]\w*(?:Error|Exception))(?: \[\w+\])?: (?P<message>[^\n]*))re"},
    // AVA's configuration errors: "✘ Conflicting configuration in ava.config.js and
    // package.json", "✘ Error loading ava.config.js: …".
    {"ava", Kind::compile_error,
     R"re(^\s*✘ (?P<message>(?:Conflicting configuration in|Error loading|Unexpected properties in) .*)$)re"},
    // ls-lint: "src/ErrorHandler.ts failed for `.ts` rules: kebabcase".
    {"ls-lint", Kind::lint_error,
     R"re(^(?P<file>\S+) failed for `[^`]+` rules: (?P<label>\S.*?)\s*$)re"},
    // markdown-link-check: "[✖] docs/api.md → Status: 400" in the summary below "FILE:
    // README.md" (the link is the label, the Markdown file its place).
    {"markdown-link-check", Kind::lint_error,
     R"re(^\s*\[✖\] (?P<label>\S+) → Status: \d+)re", Near::header, 200, {}, {}, {}, {}, {}, true,
     R"re(^FILE: (?P<file>\S+)\s*$)re"},
    // lockfile-lint: "detected invalid host(s) for package: is-odd@3.0.1-<sha1>".
    {"lockfile-lint", Kind::lint_error,
     R"re(^detected invalid [\w() ]+ for package: (?P<label>\S+?)(?:-[0-9a-f]{40})?\s*$)re"},
    // @arethetypeswrong/cli (attw): a problem's sentence ending with its documentation's
    // link, ".../docs/problems/UntypedResolution.md", which names it.
    {"attw", Kind::lint_error,
     R"re(github\.com/arethetypeswrong/arethetypeswrong\.github\.io/blob/main/docs/problems/(?P<label>\w+)\.md\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Vitest's failed suite, an error thrown while its modules loaded ("FAIL
    // test/registry.test.js [ test/registry.test.js ]", "TypeError: Cannot read …", "❯
    // src/plugins.js:7:31"): a runtime error where it was thrown (a missing module is the
    // missing-module detector's, and Vitest's own "[vitest] …" errors name a cause below).
    {"vitest", Kind::runtime_error,
     R"re(^\s*FAIL\s+\S+ \[ \S+ \]\s*\n(?P<label>(?:[A-Z]\w*)?Error|[A-Z]\w*Exception): (?P<message>[^\[\n][^\n]*)\n\s*❯ (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+))re"},
    // The cause Vitest prints under an error of its own ("Error: [vitest] There was an
    // error when mocking a module…", then "Caused by: ReferenceError: Cannot access
    // 'fixedDate' before initialization" over "❯ test/invoice.test.js:3:18"): the cause
    // is the lead.
    {"vitest", Kind::runtime_error,
     R"re(^Caused by: (?P<label>TypeError|ReferenceError|RangeError|SyntaxError): (?P<message>[^\n]*)\n\s*❯ (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+))re"},
    // Biome's concise reporter (--reporter=summary's neighbour): "× src/calc.js:2:9:
    // lint/suspicious/noDoubleEquals: message"; "!" warnings and "i" notes are not failures.
    {"biome", Kind::syntax_error,
     R"re(^[×x] (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): parse(?:/\S+)?: (?P<message>.*)$)re"},
    {"biome", Kind::lint_error,
     R"re(^[×x] (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<code>(?:lint|assist|format)/[\w/]+|format): (?P<message>.*)$)re"},
    // A file its formatter would rewrite has no place: "× src/data.json: format:
    // Formatter would have printed the following content:".
    {"biome", Kind::lint_error,
     R"re(^[×x] (?P<file>[^\s:]+\.\w+): (?P<code>format): (?P<message>Formatter would have printed.*)$)re"},
    // Biome's --reporter=summary: no places, a table of rules with their counts
    // ("  lint/suspicious/noDoubleEquals               1 (1 error)"); a rule with errors
    // among them is a finding ("2 (1 error, 1 warning)"), one with warnings or notes only
    // is not.
    {"biome", Kind::lint_error,
     R"re(^\s+(?P<code>(?:lint|assist)/\w+/\w+)\s+\d+ \(\d+ errors?\b)re"},
    // Prettier's usage errors: a file it has no parser for, a pattern matching no file.
    {"prettier", Kind::compile_error,
     R"re(^\[error\] (?P<message>No parser could be inferred for file "(?P<file>[^"]+)"))re", Near::none, 0, {}, {}, {}, {}, {}, true},
    {"prettier", Kind::compile_error,
     R"re(^\[error\] (?P<message>No files matching the pattern were found: "(?P<file>[^"]+)"))re", Near::none, 0, {}, {}, {}, {}, {}, true},
    // Rollup (and plugins) reading a module that is not there: "[!] (plugin commonjs--
    // resolver) Error: Could not load /a/node_modules/x/y.js: ENOENT: no such file…".
    {"rollup", Kind::missing_module,
     R"re(Error: (?:\[[\w:-]+\] )?Could not load (?P<label>\S+?)(?: \(imported by (?P<file>[^)?]+)(?:\?[^)]*)?\))?: ENOENT)re", Near::none, 0, {}, {}, {}, {}, {}, true},
    // graphql-schema-linter --format compact: "/abs/schema.graphql:7:8 Syntax Error:
    // Expected ":", found Name "String". (graphql-syntax-error)", the rule last.
    {"graphql-schema-linter", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.(?:graphql|gql|graphqls)):(?P<line>\d+):(?P<column>\d+) (?P<message>.*) \((?P<code>graphql-syntax-error)\)\s*$)re"},
    {"graphql-schema-linter", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:graphql|gql|graphqls)):(?P<line>\d+):(?P<column>\d+) (?P<message>.*) \((?P<code>[a-z][\w-]*)\)\s*$)re",
     Near::none, 0, R"re(\(graphql-syntax-error\)\s*$)re"},
    // terser and UglifyJS: "Parse error at src/app.js:9,0" (a comma before the 0-based
    // column), the source line and a caret, then "ERROR: Unexpected token: …" and the
    // minifier's own stack.
    {"terser", Kind::syntax_error,
     R"re(^Parse error at (?P<file>[^\s:]+):(?P<line>\d+),(?P<column>\d+)\s*$)re"},
    // protobuf.js (pbjs, pbts) on a .proto it cannot parse: "Error: illegal token 'int32',
    // ';' expected (line 8)", the file before the line when the caller named it
    // ("(orders.proto, line 8)"), under Node's report of the throw.
    {"pbjs", Kind::syntax_error,
     R"re(^Error: (?P<message>illegal (?:token|name|string|value|number|reference|type|id) '[^\n]*?) \((?:(?P<file>[^\s,()]+), )?line (?P<line>\d+)\)\s*$)re"},
    // A type a .proto names that no file defines: "Error: no such Type or Enum 'Customer' in
    // Type .acme.orders.Order".
    {"pbjs", Kind::compile_error,
     R"re(^Error: (?P<message>no such (?:Type or Enum|Type|Enum|type|field) '[^\n]*)$)re"},
    // A parser's error class named for its tool, the place first: svgo's
    // "SvgoParserError: /abs/icons/broken.svg:4:6: Unexpected close tag".
    {"svgo", Kind::syntax_error,
     R"re(^\w*ParserError: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // LiquidJS puts the place after the message: "tag \"endfor\" not found, line:6, col:1"
    // (a tag left open), "undefined filter: money, line:4, col:25" (--strict-filters); the
    // template's file before it when it has one (", file:…, line:…").
    {"liquidjs", Kind::syntax_error,
     R"re(^(?:\w*Error: )?(?P<message>tag "[^"\n]+" not (?:found|closed)|output "[^\n]*" not closed|unexpected token[^\n]*?|illegal tag[^\n]*?)(?:, file:(?P<file>[^,\n]+))?, line:(?P<line>\d+), col:(?P<column>\d+)\s*$)re"},
    {"liquidjs", Kind::compile_error,
     R"re(^(?:\w*Error: )?(?P<message>undefined (?:filter|tag): [^,\n]+)(?:, file:(?P<file>[^,\n]+))?, line:(?P<line>\d+), col:(?P<column>\d+)\s*$)re"},
    {"liquidjs", Kind::runtime_error,
     R"re(^(?:\w*Error: )?(?P<message>undefined variable: [^,\n]+)(?:, file:(?P<file>[^,\n]+))?, line:(?P<line>\d+), col:(?P<column>\d+)\s*$)re"},
    // oletus: a failed test's "✖ name" (padded), its place alone on the next line,
    // "test/math.test.mjs:7" or "test/math.test.mjs:13:5" over the stack of a throw.
    {"oletus", Kind::test_failure,
     R"re(^✖ (?P<label>\S[^\n]*?)\s*\n(?P<file>[^\s:]+\.[cm]?[jt]sx?):(?P<line>\d+)(?::(?P<column>\d+))?\s*$)re"},
    // Bun prints an uncaught plain Error as "error: DATABASE_URL is not set" (a code frame
    // above, its frames below): located by the first frame, a function's ("at connect
    // (/a/src/db.ts:2:23)"; its parser's errors have a bare place, "at /a/src/x.ts:6:3").
    {"bun", Kind::runtime_error,
     R"re(^error: (?P<message>[^\n]*)\n\s+at [^\n(]+ \((?P<file>/[^\s():]+):(?P<line>\d+):(?P<column>\d+)\)\s*$)re",
     Near::none, 0, {}, "Error"},
    // Next.js passes on SWC's report with "Error:" before its cross, the file's place in a
    // frame a few lines below: "Error:   x You're importing a component that needs
    // `useEffect`. …", its help lines, then ",-[/a/app/dashboard/page.tsx:2:1]".
    {"next", Kind::compile_error, R"re(^Error:\s+x (?P<message>\S.*)$)re", Near::below, 8, {}, {},
     {}, {}, {}, true},
    // NestJS without its HTTP platform: "ERROR [PackageLoader] No driver (HTTP) has been
    // selected. … please, ensure to install the \"@nestjs/platform-express\" package".
    {"nest", Kind::missing_module,
     R"re(\[PackageLoader\] .*\binstall the "(?P<label>[^"]+)" package)re"},
    // jsii checks a TypeScript library for other languages in tsc's pretty shape, its own
    // codes and a rule in brackets: "lib/index.ts:1:18 - error JSII8000: Type names must be
    // PascalCased. … [code-style/type-names-must-use-pascal-case]".
    {"jsii", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.ts):(?P<line>\d+):(?P<column>\d+) - error (?P<code>JSII\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // flow-remove-types: the file on a line of its own, then " ↳ Syntax Error: Unexpected
    // token `*` (3:13)".
    {"flow-remove-types", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.[cm]?jsx?)\s*\n ↳ (?P<message>Syntax Error: [^\n]*?) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re"},
    // Hegel: a module it cannot find, 'Path "/a/src/lib/x" cannot be resolved'. (Its type
    // errors, a place alone over a code frame, hold no literal a row could be keyed on.)
    {"hegel", Kind::missing_module, R"re(^Path "(?P<label>[^"]+)" cannot be resolved\s*$)re"},
    // Cherry (ClojureScript to ES modules): "[cherry] Error while compiling src/core.cljs:8:1:
    // EOF while reading, expected ) to match ( at [3,1]".
    {"cherry", Kind::syntax_error,
     R"re(^\[cherry\] Error while compiling (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>(?:EOF while reading|Unmatched delimiter|Invalid token|Unexpected EOF)[^\n]*)$)re"},
    {"cherry", Kind::compile_error,
     R"re(^\[cherry\] Error while compiling (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // Alsatian: "FAIL: Calculator > subtracts" over its expectation, "Expected 2 to be 1.".
    {"alsatian", Kind::test_failure,
     R"re(^FAIL: (?P<label>\S[^\n]*? > [^\n]*?)\s*\n(?P<message>Expected [^\n]*)$)re"},
    // Nunjucks: "Template render error: (views/page.njk) [Line 7, Column 9]" (under
    // Eleventy "2. (./src/index.njk) [Line 5, Column 4]") and the message on the next
    // line; a tag it does not know is a syntax error.
    {"nunjucks", Kind::syntax_error,
     R"re(^(?:Template render error: |\d+\. )\((?P<file>[^)\s]+)\) \[Line (?P<line>\d+), Column (?P<column>\d+)\]\n\s+(?P<message>(?:unknown block tag|expected|unexpected|parseSignature|invalid|unterminated)[^\n]*))re"},
    {"nunjucks", Kind::runtime_error,
     R"re(^Template render error: \((?P<file>[^)\s]+)\) \[Line (?P<line>\d+), Column (?P<column>\d+)\])re",
     Near::none, 0, {}, "Template render error", R"re(!^\s+(?:unknown block tag|expected|unexpected|parseSignature|invalid|unterminated))re"},
    // Handlebars: "Error: each doesn't match eahc - 2:5" (line and column of the
    // template, whose name it does not print) and Jison's "Parse error on line 4:".
    {"handlebars", Kind::syntax_error,
     R"re(^Error: (?P<message>\S+ doesn't match \S+) - (?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"handlebars", Kind::syntax_error, R"re(^(?:Error: )?Parse error on line (?P<line>\d+):)re"},
    // A YAML or JSON document a tool could not read, js-yaml's place at the end: "Error
    // parsing /a/api.yaml: bad indentation of a mapping entry (15:4)" (swagger-cli).
    {"generic", Kind::syntax_error,
     R"re(^(?:\w+: )?Error parsing (?P<file>\S+?\.(?:ya?ml|json)): (?P<message>.*?) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re"},
    // EJS compiling a template whose JavaScript does not parse: "ejs: Unexpected token '{'
    // in /a/views/list.ejs while compiling ejs".
    {"generic", Kind::syntax_error,
     R"re(^(?:ejs: )?(?P<message>(?:Unexpected|Missing|Invalid or unexpected) [^\n]*?) in (?P<file>\S+\.ejs) while compiling ejs)re"},
    // (jsonlint-cli names the file on the line above: "/a/data/broken.json parse:".)
    {"jsonlint", Kind::syntax_error,
     R"re(^(?P<file>\S+\.json) parse:\s*\nParse error on line (?P<line>\d+):)re"},
    // js-yaml's error under the place a validator prints (yaml-validator): "/a/config/
    // worker.yaml:4" over "unexpected end of the stream within a flow collection (4:1)".
    {"generic", Kind::syntax_error,
     R"re(^(?P<file>\S+\.ya?ml):(?P<line>\d+)\s*\n(?P<message>(?:unexpected|expected|bad indentation|duplicated mapping key|end of the stream|can not read|missed comma|unidentified alias|incomplete explicit mapping)\b[^\n]*?) \(\d+:(?P<column>\d+)\)\s*$)re"},
    // html-minifier(-terser): "Parse Error: <img src=…" (the HTML it stopped at).
    {"html-minifier", Kind::syntax_error, R"re(^Parse Error: (?P<message><.*)$)re", Near::none, 0, {}, {}, {}, {}, {}, true},
    // clean-css: "ERROR: Ignoring local @import of "css/theme.css" as resource is missing."
    {"clean-css", Kind::missing_module,
     R"re(^ERROR: Ignoring (?:local |remote )?@import of "(?P<label>[^"]+)" as resource is missing)re", Near::none, 0, {}, {}, {}, {}, {}, true},
    // Configurations the tools refuse, each error with no place in a source file:
    // webpack's schema errors (" - configuration.mode should be one of these:"), ESLint's
    // 'Configuration for rule "no-unused-vars" is invalid.', Prettier's "[error] Invalid
    // trailingComma value.", oxlint's "Failed to parse oxlint configuration file.", swc's
    // "1: failed to deserialize .swcrc (json) file", Stylelint's "ConfigurationError: No
    // configuration provided" (a missing shared config it extends is a missing module).
    {"webpack", Kind::compile_error,
     R"re(^ - (?P<label>configuration(?:\.[\w$]+)*) (?P<message>.*)$)re"},
    {"eslint", Kind::compile_error,
     R"re(^Configuration for rule "(?P<label>[^"]+)" is invalid\b(?P<message>.*)$)re"},
    // ESLint 9+ explaining an eslintrc-style key in a flat config, under "Oops! Something
    // went wrong! :(": 'A config object has a "plugins" key defined as an array of
    // strings.', 'A config object is using the "env" key, which is not supported in flat
    // config system.'
    {"eslint", Kind::compile_error,
     R"re(^(?P<message>A config object (?:is using|has) (?:the |a )?"\w+" key\b.*)$)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // ESLint 9+ (flat config) refusing a rule's options, from the config or --rule:
    // 'Error: Key "rules": Key "eqeqeq":' with the schema's complaints below, or naming a
    // rule no plugin has: 'TypeError: Key "rules": Key "no-unsed-vars": Could not find
    // "no-unsed-vars" in plugin "@".'
    {"eslint", Kind::compile_error, R"re(^\w*Error: Key "rules": Key "(?P<label>[^"]+)":)re"},
    {"prettier", Kind::compile_error, R"re(^\[error\] (?P<message>Invalid [\w.]+ value\..*)$)re"},
    // Prettier's configuration file that does not parse (an extension-less .prettierrc is
    // read as YAML): '[error] YAML Error in "/a/.prettierrc":' over "[error] Implicit keys
    // need to be on a single line at line 4, column 17:" and a caret frame.
    {"prettier", Kind::syntax_error,
     R"re(^(?:\[error\] )?YAML Error in "(?P<file>[^"]+)":\s*\n(?:\[error\] )?(?P<message>.*) at line (?P<line>\d+), column (?P<column>\d+):?\s*$)re"},
    // ESLint's eslintrc that is not JSON: "Failed to read JSON file at /a/.eslintrc.json:"
    // (the parser's message, "Error: Expected double-quoted property name in JSON at
    // position 247", gives an offset, not a line).
    {"eslint", Kind::syntax_error, R"re(^Failed to read JSON file at (?P<file>\S+?):?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"oxlint", Kind::compile_error, R"re(^(?P<message>Failed to parse oxlint configuration file\.?)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, false, true},
    // ... naming a rule it does not know below: "  x Rule 'no-debuger' not found in plugin
    // 'eslint'".
    {"oxlint", Kind::compile_error,
     R"re(^\s*[x×] Rule '(?P<label>[^'\s]+)' not found in plugin '[^']*')re"},
    // ... whose place it gives below, "  x Failed to parse oxlint config /a/.oxlintrc.json."
    // then "  | expected `,` or `}` at line 5 column 5".
    {"oxlint", Kind::syntax_error,
     R"re(^\s*[x×] Failed to parse oxlint config (?P<file>\S+?)\.?\s*\n\s*\|\s*(?P<message>.* at line (?P<line>\d+) column (?P<column>\d+))\s*$)re"},
    // A config file that is not there: "  x Failed to parse config /a/.oxlintrc.ci.json with
    // error Os { code: 2, kind: NotFound, … }".
    {"oxlint", Kind::compile_error,
     R"re(^\s*[x×] Failed to parse config (?P<file>\S+) with error (?P<message>.*)$)re"},
    // The same for a file its "extends" names: "  x invalid config file /a/./configs/
    // base.json: Failed to parse config /a/./configs/base.json with error Os { … }".
    {"oxlint", Kind::compile_error,
     R"re(^\s*[x×] invalid config file (?P<file>\S+?): (?P<message>.*)$)re"},
    {"swc", Kind::compile_error, R"re(^\s*\d+: (?P<message>failed to deserialize (?P<file>\.swcrc)\b.*)$)re"},
    // A wasm plugin .swcrc names that is not installed, in swc's numbered "Caused by:"
    // chain: "    1: failed to resolve plugin path: @swc/plugin-styled-components".
    {"swc", Kind::missing_module,
     R"re(^\s*\d+: failed to resolve plugin path: (?P<label>[@\w./-]+)\s*$)re"},
    // stylelint's customSyntax that does not load: 'Error: Cannot resolve custom syntax
    // module "postcss-scss". Check that module "postcss-scss" is available …'.
    {"stylelint", Kind::missing_module,
     R"re(^Error: Cannot resolve custom syntax module "(?P<label>[^"]+)")re", Near::none, 0, {},
     {}, {}, {}, {}, false, {}, true},
    {"stylelint", Kind::missing_module,
     R"re(^ConfigurationError: Could not find "(?P<label>[^"]+)")re", Near::none, 0, {}, {}, {}, {},
     {}, false, {}, true},
    // A rule's option it does not accept: 'Invalid Option: Invalid option value "medium"
    // for rule "color-hex-length"' (the other files are still linted).
    {"stylelint", Kind::compile_error,
     R"re(^Invalid Option: (?P<message>.*\bfor rule "(?P<label>[^"]+)".*)$)re"},
    {"stylelint", Kind::compile_error, R"re(^ConfigurationError: (?P<message>.*)$)re", Near::none, 0,
     {}, "ConfigurationError", {}, {}, {}, false, {}, true},
    // A loader or a transform that reports a source it cannot parse with the place first
    // in its message, thrown as a SyntaxError (webpack's "Module build failed (from
    // ./loaders/ini-loader.js):" over "SyntaxError: /a/src/app.ini:2: expected key=value…"):
    // the source, not the loader's frame below.
    {"webpack", Kind::syntax_error,
     R"re(^SyntaxError: (?P<file>[^\s:]+\.\w+):(?P<line>\d+)(?::(?P<column>\d+))?: (?P<message>\S.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // webpack: "export 'average' (imported as 'average') was not found in './stats.mjs'"
    // below its "ERROR in ./src/index.mjs 5:12-19" (not under "WARNING in …", in a mode
    // where it does not stop the build).
    {"webpack", Kind::compile_error,
     R"re(^export '[^']+' \(imported as '[^']+'\) was not found in '[^']+')re", Near::above, 2, {},
     {}, {}, R"re(!^\s*WARNING in )re"},
    // Jest's refusal of its configuration: "● Validation Error:" (a "Validation
    // Warning" does not stop it; a preset that is not installed is the missing module
    // the next line names).
    {"jest", Kind::runtime_error, R"re(^\s*● Validation Error:\s*$)re", Near::none, 0, {},
     "Validation Error", R"re(!^\s*Preset \S+ not found relative to rootDir)re"},
    // Mocha's failure while loading the test files (a top-level throw, --forbid-only
    // meeting .only, an ESM import of a missing export): " Exception during run:
    // TypeError: …", its frames below.
    {"mocha", Kind::runtime_error,
     R"re(^\s*Exception during run: (?P<label>[\w.]*(?:Error|Exception))\b)re", Near::below, 20,
     R"re(Cannot find (?:module|package)|ERR_MODULE_NOT_FOUND)re", {}, {}, {}, {}, false, {}, true},
    // Jasmine: an afterAll or beforeAll that threw, "Suite error: server" with its
    // message and stack below.
    {"jasmine", Kind::test_failure, R"re(^Suite error: (?P<label>.+?)\s*$)re", Near::below, 12},
    // A spec file that would not load, which jasmine names: "Error: While loading
    // /a/spec/parserSpec.mjs: SyntaxError: missing ) after argument list".
    {"jasmine", Kind::syntax_error,
     R"re(^Error: While loading (?P<file>\S+?): SyntaxError: (?P<message>.*)$)re", Near::none, 0,
     {}, {}, {}, {}, {}, false, {}, true},
    // AssemblyScript's asc: "ERROR TS2304: Cannot find name 'nmae'." (or "AS200"), its
    // place a few lines below as "└─ in assembly/index.ts(14,22)".
    {"asc", Kind::compile_error, R"re(^ERROR (?P<code>(?:AS|TS)\d+): (?P<message>.*)$)re", Near::below, 6},
    // ReScript: "We've found a bug for you!" (a type error) or "Syntax error!", the
    // place on the next line ("/abs/src/Cart.res:6:46-53").
    {"rescript", Kind::compile_error,
     R"re(^\s*(?:We've found a bug for you!|Syntax error!)\s*$)re", Near::below, 3},
    // Stylus: "ParseError: styles/main.styl:10:3" above a code frame and the message; a
    // missing import says "failed to locate @import file vars.styl" below its
    // "Error: styles/main.styl:1:9".
    {"stylus", Kind::missing_module,
     R"re(^failed to locate @import file (?P<label>[\w./@-]+?)(?:\.styl)?\s*$)re", Near::above, 12},
    {"stylus", Kind::compile_error,
     R"re(^(?P<label>\w*Error): (?P<file>[^\s:]+\.styl):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true, true},
    // solc (solcjs): "TypeError: Invalid type for argument …" then "  --> contracts/
    // Token.sol:24:28:" (ParserError, DeclarationError…).
    {"solc", Kind::compile_error,
     R"re(^(?P<label>[A-Z]\w*Error): (?P<message>.*)\n\s*--> (?P<file>[^\s:]+\.sol):(?P<line>\d+):(?P<column>\d+):?\s*$)re"},
    // TSLint: the stylish format "src/a.ts:4:3" then "ERROR: 4:3  rule  message"; the
    // verbose one "ERROR: (rule) /a/src/api.ts[7, 3]: message". Warnings do not fail it.
    {"tslint", Kind::lint_error,
     R"re(^ERROR: (?P<line>\d+):(?P<column>\d+)\s+(?P<code>[\w-]+)\s+(?P<message>.*)$)re", Near::header,
     200, {}, {}, {}, {}, {}, false, R"re(^(?P<file>\S+\.(?:ts|tsx|js|jsx)):\d+:\d+\s*$)re", true},
    {"tslint", Kind::lint_error,
     R"re(^ERROR: \((?P<code>[\w-]+)\) (?P<file>\S+?)\[(?P<line>\d+), (?P<column>\d+)\]: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // lesshint: "Error: layout.less: line 2, col 11, zeroUnit: message" (its warnings read
    // "Warning: …" and do not fail it).
    {"lesshint", Kind::lint_error,
     R"re(^Error: (?P<file>[^\s:]+\.less): line (?P<line>\d+), col (?P<column>\d+), (?P<code>[\w ]+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // ejs-lint: "Unexpected token (6:1) in views/list.ejs".
    {"ejs-lint", Kind::lint_error,
     R"re(^(?P<message>.*) \((?P<line>\d+):(?P<column>\d+)\) in (?P<file>\S+\.ejs)\s*$)re"},
    // tsd: "  index.test-d.ts:7:19" once per file, then "  ✖   7:19  message" per error
    // (XO prints the same with the rule's id at the end of the line: its own row's).
    {"tsd", Kind::typecheck_error,
     R"re(^\s*✖\s+(?P<line>\d+):(?P<column>\d+)\s+(?P<message>\S.*?)\s*$)re", Near::header, 200,
     R"re(\S\s{2,}[a-z@][\w/@-]*\s*$)re", {}, {}, {}, {}, false,
     R"re(^\s*(?P<file>\S+\.tsx?):\d+:\d+\s*$)re"},
    // madge --circular: "1) services/orders.js > models/customer.js", one cycle a line.
    {"madge", Kind::lint_error,
     R"re(^\d+\) (?P<file>[^\s>]+\.\w+)(?P<message>(?: > [^\s>]+\.\w+)+)\s*$)re", Near::none, 0, {},
     "circular", {}, {}, {}, true},
    // dpdm: "  1) src/store.ts -> src/format.ts" under "• Circular Dependencies", one
    // cycle a line (its "• Warnings" list numbers its lines alike, with no arrow).
    {"dpdm", Kind::lint_error,
     R"re(^\s+\d+\) (?P<file>[^\s>]+\.\w+)(?P<message>(?: -> [^\s>]+\.\w+)+)\s*$)re", Near::none, 0,
     {}, "circular", {}, {}, {}, true},
    // Pug's lexer and parser throw with the place as the message, "Error: views/index.pug:
    // 9:1", over a code frame and the reason.
    {"pug", Kind::syntax_error,
     R"re(^Error: (?P<file>[^\s:]+\.(?:pug|jade)):(?P<line>\d+):(?P<column>\d+)\s*$)re", Near::none, 0,
     {}, {}, {}, {}, {}, false, {}, true},
    // Closure Compiler: "src/cart.js:11:12: ERROR - [JSC_TYPE_MISMATCH] initializing
    // variable"; its type checks' codes name a type, the rest are errors of the program
    // ("[JSC_UNDEFINED_VARIABLE] variable x is undeclared"). Its warnings do not fail it.
    {"closure-compiler", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:]+\.m?js):(?P<line>\d+):(?P<column>\d+): ERROR - \[(?P<code>JSC_\w*TYPE\w*)\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"closure-compiler", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.m?js):(?P<line>\d+):(?P<column>\d+): ERROR - \[(?P<code>JSC_\w+)\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // JSCS's inline reporter: "util.js: line 3, col 4, validateIndentation: Expected …".
    {"jscs", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.[cm]?[jt]sx?): line (?P<line>\d+), col (?P<column>\d+), (?P<code>[a-z][A-Za-z]+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // json5 --validate: "JSON5: invalid character 'o' at 9:5" (no file name).
    {"json5", Kind::syntax_error,
     R"re(^JSON5: (?P<message>invalid .+?) at (?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // elm-format: "Unable to parse file src/Main.elm:10:1 To see a detailed explanation, …".
    {"elm-format", Kind::syntax_error,
     R"re(^Unable to parse file (?P<file>\S+\.elm):(?P<line>\d+):(?P<column>\d+)\b)re"},
    // csstree-validator's GNU reporter: '"css/a.css":4.28-4.34: error: Invalid value …'
    // (a quoted file; the generic GNU reading would call it a compile error).
    {"csstree-validator", Kind::lint_error,
     R"re(^"(?P<file>[^"]+\.(?:css|scss|less))":(?P<line>\d+)\.(?P<column>\d+)(?:-\d+\.\d+)?: error: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Its default reporter: "# styles/main.css", then "    * Unknown property `colr`"
    // per problem (the syntax and the value follow, indented further).
    {"csstree-validator", Kind::lint_error,
     R"re(^    \* (?P<message>(?:Invalid value for|Unknown property|Unknown at-rule|Parse error) .*)$)re",
     Near::header, 200, {}, {}, {}, {}, {}, true, R"re(^# (?P<file>\S+\.(?:css|scss|less))\s*$)re"},
    // dependency-cruiser: "  error no-circular: src/a.js → " (a cycle goes on over the
    // next lines); warnings do not fail the run.
    {"depcruise", Kind::lint_error,
     R"re(^\s*error (?P<code>[\w-]+): (?P<file>\S+) → ?(?P<message>.*)$)re"},
    // (Its rule against imports that do not resolve names the import too: "  error
    // not-to-unresolvable: src/ui/view.js → ./helpers.js".)
    {"depcruise", Kind::missing_module,
     R"re(^\s*error not-to-unresolvable: (?P<file>\S+) → (?P<label>\S+)\s*$)re"},
    // Redocly CLI: "[2] openapi.yaml:25:15 at #/paths/…", the message and a code frame,
    // then "Error was generated by the no-unresolved-refs rule." (warnings say "Warning").
    {"redocly", Kind::lint_error, R"re(^Error was generated by the (?P<code>[\w-]+) rule\.)re",
     Near::above, 40, {}, {}, {}, {}, {}, true},
    // write-good: "In README.md" then per finding '"Just" can weaken meaning on line 3 at
    // column 20' (a quote that spans a line break starts on the line before).
    {"write-good", Kind::lint_error,
     R"re(^(?P<message>.*) on line (?P<line>\d+) at column (?P<column>\d+)\s*$)re", Near::header,
     200, {}, {}, {}, {}, {}, true, R"re(^In (?P<file>\S+)\s*$)re"},
    // Taplo's format check: "ERROR taplo:format_files: the file is not properly formatted
    // path=\"/a/pyproject.toml\"".
    {"taplo", Kind::lint_error,
     R"re(\btaplo:format_files: (?P<message>the file is not properly formatted) path="(?P<file>[^"]+)")re"},
    // Taplo: "error: invalid TOML" and its frame "┌─ /a/Cargo.toml:8:45" below.
    {"taplo", Kind::syntax_error,
     R"re(^error: (?P<message>invalid TOML|conflicting keys|expected .*|unexpected .*)\s*\n\s*┌─ (?P<file>\S+):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // jsonlint: "Error: Parse error on line 6:" (no file name), thrown with jsonlint's stack.
    // jsonlint -c (compact): "config/a.json: line 4, col 30, found: 'STRING' - expected: …".
    {"jsonlint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.json): line (?P<line>\d+), col (?P<column>\d+), (?P<message>found: .*)$)re"},
    {"jsonlint", Kind::syntax_error, R"re(^Error: (?P<message>Parse error on line (?P<line>\d+)):)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // CoffeeScript: "/a/src/cart.coffee:17:30: error: unmatched OUTDENT" (the parser's).
    {"coffee", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.(?:coffee|litcoffee)):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // PostCSS plugins (Tailwind's @apply of a class it does not know): "CssSyntaxError:
    // tailwindcss: /a/src/in.css:10:5: The `text-whit` class does not exist …".
    {"tailwindcss", Kind::compile_error,
     R"re(^(?P<label>CssSyntaxError): (?:[\w@/.-]+: )?(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // The unified reporter of remark-cli (warnings fail with --frail) and alex (retext
    // plugins): the file alone on a line, then "9:1-9:34  warning  message  rule-id
    // remark-lint" (a point "5:5" without a range; the source "retext-equality" for alex,
    // "remark-validate-links:missing-file" for a plugin that names its rule again).
    {"remark", Kind::lint_error,
     R"re(^\s*(?P<line>\d+):(?P<column>\d+)(?:-\d+:\d+)?\s+(?P<severity>warning|error)\s+(?P<message>.*?)\s+(?P<code>[a-z][\w-]*)\s+(?:remark|retext)-[\w-]+(?::[\w-]+)?\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false,
     R"re(^(?P<file>\S+\.(?:md|markdown|mdx|mkd|mdown|txt|html))(?:: no issues found)?\s*$)re"},
    // textlint's pretty-error format: "rule: message", then the place on the next line.
    {"textlint", Kind::lint_error,
     R"re(^(?P<code>[a-z@][\w/@-]*): (?P<message>.*)\n(?P<file>\S+\.(?:md|markdown|mdx|txt|re|adoc|rst|html)):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // dprint check: "from /a/src/math.ts:" above each file's diff; a file it cannot parse:
    // "Error formatting /a/b.ts. Message: Expected ',', got ';' at file:///a/b.ts:2:57".
    {"dprint", Kind::lint_error, R"re(^from (?P<file>\S+):\s*$)re", Near::none, 0, {}, "dprint", {},
     {}, {}, true},
    {"dprint", Kind::syntax_error,
     R"re(^Error formatting (?P<file>\S+?)\. Message: (?P<message>.*?) at file://\S+?:(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // knip: sections "Unused exports (2)", "Unused dependencies (1)"…, each finding "name
    // [kind] file:line:col"; files alone under "Unused files (1)"; the compact reporter
    // "file: names".
    {"knip", Kind::lint_error,
     R"re(^(?P<message>\S+)(?:\s+\w+)?\s+(?P<file>[^\s:]+\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts|json|vue|svelte|astro)):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, R"re(^(?:Unused|Unlisted|Unresolved|Duplicate) )re",
     R"re(^(?:Unused|Unlisted|Unresolved|Duplicate) [\w ]+ \(\d+\)\s*$)re", true},
    {"knip", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts|json|vue|svelte|astro))(?:: (?P<message>.*))?$)re",
     Near::none, 0, {}, {}, {}, R"re(^(?:Unused|Unlisted|Unresolved|Duplicate) )re",
     R"re(^(?:Unused|Unlisted|Unresolved|Duplicate) [\w ]+ \(\d+\)\s*$)re", true},
    // ESLint's unix formatter: a file it cannot parse is "[Error]" with no rule.
    {"eslint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>Parsing error: .*) \[Error\]\s*$)re"},
    // AVA: "✘ [fail]: calc › divide keeps fractions" (the details follow later); a
    // test.failing whose body passed, "✘ [unexpected pass]: once() is not implemented yet
    // Test was expected to fail, but succeeded, …".
    {"ava", Kind::test_failure,
     R"re(^\s*✘ \[(?:fail|unexpected pass)\]: (?P<label>.+?)(?: (?:Error thrown in test|Rejected promise returned by test|Promise returned by test never resolved|Error thrown in test's.*|Did not match snapshot|Planned for \d+ assertions?, but got \d+\.|Test was expected to fail, but succeeded\b.*))?\s*$)re"},
    // Rspack: "ERROR in ./src/index.js 2:1-38", then "  × Module not found: Can't resolve
    // 'lodash-es' in '/a/src'".
    // A loader's parse error under rspack: "ERROR in ./src/cart.ts", "× Module build failed
    // (from builtin:swc-loader):", "╰─▶ × Syntax Error: Expected ')', got '{'", then the
    // frame's "╭─[3:21]".
    {"rspack", Kind::syntax_error,
     R"re(^ERROR in (?P<file>\S+)\s*\n\s*× Module build failed\b[^\n]*\n\s*╰─▶\s+× Syntax Error: (?P<message>[^\n]*)\n\s*╭─\[(?P<line>\d+):(?P<column>\d+)\])re"},
    {"rspack", Kind::missing_module,
     R"re(^ERROR in (?P<file>\S+) (?P<line>\d+):(?P<column>\d+)(?:-\d+)?[ \t]*\n[ \t]*[×x] Module not found: Can't resolve '(?P<label>[^']+)')re"},
    // ts-loader under webpack: "[tsl] ERROR in /a/src/index.ts(3,23)", then "      TS2322: …".
    {"webpack", Kind::typecheck_error,
     R"re(^\[tsl\] ERROR in (?P<file>\S.*?)\((?P<line>\d+),(?P<column>\d+)\)[ \t]*\n[ \t]*(?P<code>TS\d+): (?P<message>.*)$)re"},
    // GJS (GNOME's JavaScript, on SpiderMonkey): "(gjs:16702): Gjs-CRITICAL **: 10:54:02.578:
    // JS ERROR: TypeError: cfg.server is undefined", then SpiderMonkey's frames,
    // "main@app.js:10:18"; a parse error puts its place on the line ("JS ERROR:
    // SyntaxError: missing ) after argument list @ app.js:5:20"); a GObject library that
    // is not installed: "JS ERROR: Error: Requiring NoSuchLibrary, version none: Typelib
    // file for namespace 'NoSuchLibrary' (any version) not found".
    {"gjs", Kind::syntax_error,
     R"re(JS ERROR: SyntaxError: (?P<message>.*) @ (?P<file>[^\s@:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"gjs", Kind::missing_module,
     R"re(JS ERROR: Error: Requiring (?P<label>[\w.]+), version [^\n:]*: Typelib file for namespace [^\n]* not found\s*\n[\w$.<>/]*@(?P<file>[^\s@:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"gjs", Kind::runtime_error,
     R"re(JS ERROR: (?P<label>\w*Error): (?P<message>[^\n]*)\n[\w$.<>/]*@(?P<file>[^\s@:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, R"re(Typelib file for namespace)re"},
    // PostCSS (postcss-cli, and the tools built on it): "CssSyntaxError: /a/app.css:6:1:
    // Unclosed block", a code frame below.
    {"postcss", Kind::compile_error,
     R"re(^(?:\[\w+\] )?(?P<label>CssSyntaxError): (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // ESLint's and html-validate's codeframe formatters: "error: <img> is missing required
    // "alt" attribute (wcag/h37) at /a/index.html:9:8:", the code frame below; a
    // "warning: …" counts only when the run failed on it.
    {"generic", Kind::lint_error,
     R"re(^error: (?P<message>.*) \((?P<code>[@\w][\w/@.-]*)\) at (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+):\s*$)re"},
    {"generic", Kind::lint_error,
     R"re(^warning: (?P<message>.*) \((?P<code>[@\w][\w/@.-]*)\) at (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+):\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // html-validate --formatter text: "/a/index.html:8:6: error [wcag/h37] <img> is missing…".
    {"html-validate", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): error \[(?P<code>[\w/-]+)\] (?P<message>.*)$)re"},
    // Spectral (OpenAPI, AsyncAPI): stylish "  19:9    error  path-params  Operation must …
    // paths./pets.get" under the file, the rule before the message (lower case, unlike
    // ESLint's messages); text "/a/openapi.yaml:19:9 error path-params "…"".
    {"spectral", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+)\s+error  (?P<code>[a-z][\w-]*(?:[./][\w-]+)*)\s{2,}(?P<message>\S.*?)(?:\s{2,}\S+)?\s*$)re",
     Near::header_above, 200, {}, {}, {}, {}, {}, false, {}, true},
    {"spectral", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) error (?P<code>[a-z][\w.-]*) "(?P<message>.*)"?$)re"},
    // commitlint: "✖   subject may not be empty [subject-empty]".
    // Vitest --typecheck: a type error in a source file no test covers, "⎯⎯⎯ Unhandled
    // Source Error ⎯⎯⎯", "TypeCheckError: Type 'string' is not assignable to type
    // 'number'.", then its place " ❯ src/shapes.ts:15:9" (the message may run on a line);
    // or under a test file that failed as a whole, " FAIL  src/a.test.ts [ src/a.test.ts ]"
    // (a type error in what it imports; a failed test's own is that test's failure).
    {"vitest", Kind::typecheck_error,
     R"re(^TypeCheckError: (?P<message>[^\n]*)\n(?:[^\n❯]*\n)?[ \t]*❯ (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)[ \t]*(?:\n|$))re",
     Near::none, 0, {}, {}, {}, R"re(Unhandled Source Error|^\s*FAIL\s+\S+ \[ \S+ \]\s*$)re"},
    // Vitest's github-actions reporter: "::error file=/a/test/stock.test.js,title=test/
    // stock.test.js > reserve > refuses to go negative,line=10,column=41::AssertionError…"
    // (the file is where it threw, which may be the code under test).
    {"vitest", Kind::test_failure,
     R"re(^::error file=(?P<file>[^,:]+),title=[^,:]*?\.[cm]?[jt]sx? > (?P<label>[^,:]+),line=(?P<line>\d+),column=(?P<column>\d+)::(?P<message>.*)$)re"},
    // Its annotation of an error thrown outside any test (a forgotten await): "::error
    // file=/a/test/mailer.test.js,title=Unhandled error,line=4,column=32::TypeError: …".
    {"vitest", Kind::runtime_error,
     R"re(^::error file=(?P<file>[^,:]+),title=Unhandled (?:error|rejection),line=(?P<line>\d+),column=(?P<column>\d+)::(?P<label>(?:[A-Z]\w*)?(?:Error|Exception))\b)re"},
    // Vitest's live tree: a failed test's "   × suite > test 6ms" over its reason, "     →
    // EMFILE: …", under its file's " ❯ test/a.test.js (3 tests | 1 failed) 12ms" (all a
    // run killed before its summary leaves; the summary's block, when it comes, places
    // the same test). Not the verbose tree's, whose labels start with the file.
    {"vitest", Kind::test_failure,
     R"re(^\s+× (?P<label>\S.*?)(?: \d+(?:\.\d+)?m?s)?\s*\n\s+→ )re", Near::header, 200,
     R"re(^\s+× \S+\.[cm]?[jt]sx? > |\(retry x\d+\))re", {}, {},
     {}, {}, true, R"re(^ ❯ (?P<file>\S+\.[cm]?[jt]sx?) \(\d+ tests?)re"},
    // Parcel: "@parcel/core: Failed to resolve 'confetti-lite' from './src/app.js'", the
    // place on the next line ("  /a/src/app.js:1:22").
    {"parcel", Kind::missing_module,
     R"re(^@parcel/[\w-]+: Failed to resolve '(?P<label>[^']+)' from '[^']*'\s*\n\s*(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // ESLint's flat configuration refusing a key: "TypeError: Key "languageOptions":
    // Unexpected key "env" found." (thrown, with ESLint's frames below).
    {"eslint", Kind::compile_error,
     R"re(^(?:TypeError|Error): (?P<message>Key "[^"]+": (?:Unexpected key|Key "[^"]+":|Expected) .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // ESLint refusing a rule of a plugin the configuration does not load: "A configuration
    // object specifies rule "react/jsx-key", but could not find plugin "react"."
    {"eslint", Kind::compile_error,
     R"re(^(?P<message>A configuration object specifies rule "(?P<label>[^"]+)", but could not find plugin "[^"]+"\.?)\s*$)re"},
    // Jest without its test environment: "Test environment jest-environment-jsdom cannot be
    // found. Make sure the testEnvironment configuration option points to …".
    {"jest", Kind::missing_module,
     R"re(^\s*(?P<message>Test environment (?P<label>[@\w./-]+) cannot be found\b.*)$)re"},
    // A moduleNameMapper entry that maps an import to no file: "Could not locate module
    // @/theme mapped as:", the mapped path, the configuration, then the importing line's
    // code frame and frames ("at Object.require (src/button.js:1:21)").
    {"jest", Kind::missing_module,
     R"re(^\s*Could not locate module (?P<label>\S+) mapped as:\s*$)re", Near::below, 30},
    // markdownlint-cli2's configuration file that does not parse: "Error: Unable to use
    // configuration file '/a/.markdownlint-cli2.jsonc'; Unable to parse JSONC content, …".
    {"markdownlint", Kind::syntax_error,
     R"re(^Error: Unable to use configuration file '(?P<file>[^']+)'; (?P<message>Unable to parse .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Cucumber.js: a step that ran out of time, "✖ When I request "/orders" #
    // features/steps/api.mjs:6" then "Error: function timed out, ensure the promise resolves
    // within 100 milliseconds".
    {"cucumber", Kind::timeout,
     R"re(^\s*✖ [^\n]* # (?P<file>[^\s:]+):(?P<line>\d+)\s*\n\s*Error: (?P<message>function timed out, ensure the \w+ (?:resolves|is executed) within \d+ milliseconds)\b)re"},
    // QUnit's own timeout, in its TAP block: "message: Test took longer than 100ms; test
    // timed out."
    {"qunit", Kind::timeout,
     R"re(^\s*(?:message: )?(?P<message>Test took longer than \d+ ?ms; test timed out\.))re"},
    // Vitest's errors outside any test: "⎯⎯⎯ Uncaught Exception ⎯⎯⎯" (or "Unhandled
    // Rejection") over "RangeError: listener limit exceeded" and its "❯" frames; the run
    // fails though every test passed. Not vitest's own wrapper ("Error: [vitest-pool]:
    // Failed to start forks worker …"), whose "Caused by:" says why.
    {"vitest", Kind::runtime_error,
     R"re(^⎯+ (?:Uncaught Exception|Unhandled Rejection|Unhandled Error) ⎯+\s*\n(?P<label>(?:[A-Z]\w*)?(?:Error|Exception))(?:: (?P<message>[^\[\n].*))?$)re",
     Near::below, 12},
    // Jest stopped by the code under test: "●  process.exit called with "2"", its frames
    // below.
    {"jest", Kind::runtime_error,
     R"re(^\s*●\s+(?P<message>process\.exit called with "?-?\d+"?)\s*$)re", Near::below, 20},
    // npm-package-json-lint: the file alone on a line, then "✖ require-license - node:
    // license - license is required" per error ("⚠" for a warning).
    {"npm-package-json-lint", Kind::lint_error,
     R"re(^✖ (?P<code>[a-z][\w-]*) - node: (?P<message>.*)$)re", Near::header, 200, {}, {}, {},
     {}, {}, false, R"re(^(?P<file>\S*package\.json)\s*$)re"},
    {"commitlint", Kind::lint_error, R"re(^✖ +(?P<message>.*\S) \[(?P<code>[\w-]+)\]\s*$)re"},
    // AVA's timeout (--timeout): "✘ Timed out while running tests", then per file "1 tests
    // were pending in test/poll.test.js" and each test it cut short, "◌ polls until ready".
    {"ava", Kind::timeout,
     R"re(^\s*(?P<message>\d+ tests? were pending in (?P<file>\S+))\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"ava", Kind::test_failure, R"re(^\s*◌ (?P<label>\S.*?)\s*$)re", Near::header, 12, {}, {}, {},
     R"re(pending in )re", R"re(^\s*\d+ tests? were pending in |^\s*─\s*$)re", true,
     R"re(^\s*\d+ tests? were pending in (?P<file>\S+)\s*$)re"},
    // AVA's details: the test's name, a blank line, then its file:line
    // ("  test/calc.test.js:9"),
    // which locates the "✘ [fail]:" line of the same name.
    {"ava", Kind::test_failure,
     R"re(^  (?P<label>[^\s›][^›\n]* › \S[^\n]*?)\s*\n\n  (?P<file>\S+\.[cm]?[jt]sx?):(?P<line>\d+)\s*$)re"},
    // (With one test file AVA leaves the file out of the names: read by a parser,
    // tools/ava_details.cpp.)
    // check-dts (type tests run with tsc): "✖ test/types.ts:5:5: Type error TS2345" over the
    // message; and the "file (line,col): message" TypeScript's API formats, which
    // typescript-json-schema prints ("types/order.ts (6,10): Cannot find name 'Line'.").
    {"check-dts", Kind::typecheck_error,
     R"re(^\s*[✖×] (?P<file>\S+?\.[cm]?tsx?):(?P<line>\d+):(?P<column>\d+): Type error (?P<code>TS\d{4,5})\s*$)re"},
    {"tsc", Kind::typecheck_error,
     R"re(^(?P<file>[^\s(]+\.[cm]?tsx?) \((?P<line>\d+),(?P<column>\d+)\): (?P<message>\S.*)$)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // TypeScript's TS2875, a JSX tag whose runtime module is not installed (the type
    // error is read by the typecheck detector): "src/Button.tsx(3,10): error TS2875: This
    // JSX tag requires the module path 'react/jsx-runtime' to exist, but none could be
    // found." (or "src/Button.tsx:3:10 - error TS2875: …" with --pretty).
    {"tsc", Kind::missing_module,
     R"re(^(?P<file>[^\s(:]+)\((?P<line>\d+),(?P<column>\d+)\): error TS2875: This JSX tag requires the module path '(?P<label>[^']+)')re"},
    {"tsc", Kind::missing_module,
     R"re(^(?P<file>[^\s(:]+):(?P<line>\d+):(?P<column>\d+) - error TS2875: This JSX tag requires the module path '(?P<label>[^']+)')re"},
    // TypeScript's errors turned into GitHub annotations by a script (sed over `tsc
    // --pretty false`): "::error file=src/a.ts,line=10,col=3,title=TS2322::Type 'string' is
    // not assignable to type 'number'." (the title before the place too).
    {"tsc", Kind::typecheck_error,
     R"re(^::error file=(?P<file>[^,:]+),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?(?:,endColumn=\d+)?,title=(?P<code>TS\d{4,5})::(?P<message>.*)$)re"},
    {"tsc", Kind::typecheck_error,
     R"re(^::error title=(?P<code>TS\d{4,5}),file=(?P<file>[^,:]+),line=(?P<line>\d+)(?:,endLine=\d+)?(?:,col=(?P<column>\d+))?(?:,endColumn=\d+)?::(?P<message>.*)$)re"},
    // Japa's spec reporter: below " ERRORS " (then after each "[1/3]─" rule), each
    // failure is "❯ Cart / total multiplies by quantity" (group and test), the diff, "ℹ AssertionError: …" and the frames
    // (" ⁃ at Object.executor (tests/unit/cart.spec.js:13:12)"); a test that ran out of
    // time says "ℹ Error: Test timeout", over the test's own place (" ⁃ (tests/a.spec.js:
    // 11:3)").
    {"japa", Kind::test_failure, R"re(^❯ (?P<label>\S[^\n]*?)\s*$)re", Near::below, 30, {}, {}, {},
     R"re(^(?: ERRORS\s*|\[\d+/\d+\]─+)$)re"},
    {"japa", Kind::timeout, R"re(^ℹ (?P<message>Error: Test timeout)\s*$)re", Near::below, 4, {}, {},
     {}, R"re(^❯ )re"},
    // Poku: a failed assertion under its test ("◌ strips trailing punctuation"), "✘ " and
    // the assertion's message, then its place ("      File test/slug.test.js:9:12").
    {"poku", Kind::test_failure,
     R"re(^\s*◌ (?P<label>[^\n]*?)\s*\n\s*✘ [^\n]*\n\s*File (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // license-checker (and its -rseidelsohn fork): a licence --failOn names, 'Found license
    // defined by the --failOn flag: "Apache-2.0". Exiting.', or a package --onlyAllow
    // does not allow, 'Package "x@1.6.0" is licensed under "BSD-3-Clause" which is not
    // permitted by the --onlyAllow flag. Exiting.'.
    {"license-checker", Kind::lint_error,
     R"re(^Found license defined by the --failOn flag: "(?P<label>[^"]+)"\.)re"},
    {"license-checker", Kind::lint_error,
     R"re(^Package "(?P<label>[^"]+)" is licensed under "[^"]*" which is not permitted by the --onlyAllow flag\.)re"},
    // node-tap's terminal reporter: "✖ divide keeps fractions > should be equal" with the
    // test file on the next line and the frames below (" ✖ " when not on a terminal).
    {"tap", Kind::test_failure,
     R"re(^ ?✖ (?P<label>\S.* > .*\S)\s*\n\s+\S+\.[cm]?[jt]sx?\s*$)re", Near::below, 40},
    // (Its list of failures as the file ends gives each test's place on the next line:
    // "✖ cache > async > should reject" over "  test/cache.test.ts:9:13".)
    {"tap", Kind::test_failure,
     R"re(^ ?✖ (?P<label>\S.* > .*\S)\s*\n\s+(?P<file>\S+\.[cm]?[jt]sx?):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // node-tap's TAP when a test file ran out of time (--timeout): the file's point "not
    // ok 3 - timeout!" with "expired: test/slow.test.js" in its block.
    {"tap", Kind::timeout,
     R"re(^\s*not ok \d+ - timeout!\s*\n\s*---\s*\n\s*expired: (?P<file>\S+\.\w+)\s*$)re"},
    // Cypress installed without its binary (a CI cache that kept node_modules only): "The
    // cypress npm package is installed, but the Cypress binary is missing." over "We
    // expected the binary to be installed here: /root/.cache/Cypress/15.3.0/Cypress/Cypress".
    {"cypress", Kind::command_not_found,
     R"re(^The cypress npm package is installed, but the Cypress binary is missing\.\s*\n\s*\nWe expected the binary to be installed here: (?P<label>\S+)\s*$)re"},
    // (Outside CI it says so in other words: "No version of Cypress is installed in: /root/
    // .cache/Cypress/15.3.0/Cypress", then "Cypress executable not found at: …/Cypress".)
    {"cypress", Kind::command_not_found, R"re(^Cypress executable not found at: (?P<label>\S+)\s*$)re"},
    // Playwright Test (list, line and dot reporters alike): "  1) tests/a.spec.ts:10:5 ›
    // cart › adds ────" heads each failure, with "[chromium] › " first when the config
    // names projects; the location is where the test is declared.
    {"playwright", Kind::test_failure,
     R"re(^\s*\d+\) (?:\[[^\]]+\] › )?(?P<file>[^\s:]+\.[cm]?[jt]sx?):(?P<line>\d+):(?P<column>\d+) › (?P<label>.+?)(?: ─+)?\s*$)re"},
    // cucumber-js (progress and pretty formatters): "1) Scenario: Discount codes #
    // features/cart.feature:8" under "Failures:", or under "Warnings:" for an undefined
    // or pending step, which fails the run in strict mode (the default).
    {"cucumber", Kind::test_failure,
     R"re(^\d+\) Scenario(?: Outline)?: (?P<label>.+?) # (?P<file>\S+\.feature):(?P<line>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Jasmine: "1) Cart counts quantity twice" then "  Message:" (pending specs have none).
    {"jasmine", Kind::test_failure, R"re(^\d+\) (?P<label>\S.*?)\s*\n\s+Message:\s*$)re",
     Near::below, 12},
    // uvu: '   FAIL  percent  "zero whole gives 0"'.
    {"uvu", Kind::test_failure, R"re(^\s*FAIL  (?:(?P<suite>\S+)  )?"(?P<label>[^"]+)"\s*$)re",
     Near::below, 40},
    // Angular CLI (ng build, esbuild inside): "✘ [ERROR] TS2322: Type 'string' is not
    // assignable … [plugin angular-compiler]" or "✘ [ERROR] NG8002: Can't bind to …" (a
    // template's error), the absolute "    /abs/src/app/app.html:4:38:" below.
    {"angular", Kind::typecheck_error,
     R"re(^✘ \[ERROR\] (?P<code>(?:TS|NG)\d{3,5}): (?P<message>.*?)(?: \[plugin [^\]]+\])?\s*$)re",
     Near::below, 12},
    // A subpath import ("#src/x.ts") the package.json's "imports" does not map:
    // 'TypeError [ERR_PACKAGE_IMPORT_NOT_DEFINED]: Package import specifier "#src/x.ts" is
    // not defined in package /a/package.json imported from /a/test/x.test.ts' (node --test's
    // TAP writes it in a "# " comment, the '#' escaped as "\#").
    {"node", Kind::missing_module,
     R"re(\[ERR_PACKAGE_IMPORT_NOT_DEFINED\]: Package import specifier "\\?(?P<label>#[^"]+)" is not defined in package \S+(?: imported from (?P<file>\S+))?)re"},
    // node --abort-on-uncaught-exception: V8 prints the error as "Uncaught TypeError: …",
    // a blank line, "FROM" and bare frames ("/a/app.js:8:35", "main (/a/app.js:12:18)"),
    // then traps (SIGTRAP, exit 133).
    {"node", Kind::runtime_error,
     R"re(^Uncaught (?P<label>[A-Z]\w*(?:Error|Exception)): (?P<message>.*)\n\s*\nFROM\n(?:\S+ \()?(?:file://)?(?P<file>[^\s()]+?):(?P<line>\d+):(?P<column>\d+)\)?\s*$)re"},
    // node --test's TAP passes a test file's standard error on as comments: a file that
    // does not parse reads "# /a/test/x.test.js:9", the source line, its caret, then "#
    // SyntaxError: Invalid or unexpected token".
    // (An import of a name the module does not export parses: it fails when the modules
    // are linked, "# SyntaxError: The requested module '../lib/slug.js' does not provide an
    // export named 'slugify'", at run time.)
    {"node", Kind::runtime_error,
     R"re(^# (?P<file>\S+\.[cm]?[jt]sx?):(?P<line>\d+)\s*\n#[^\n]*\n#\s*\^+\s*\n#\s*(?P<label>SyntaxError): (?P<message>The requested module .* does not provide an export named .*)$)re"},
    {"node", Kind::syntax_error,
     R"re(^# (?P<file>\S+\.[cm]?[jt]sx?):(?P<line>\d+)\s*\n#[^\n]*\n#\s*\^+\s*\n#\s*SyntaxError: (?P<message>.*)$)re"},
    // ... and a file that throws as it loads, under node's caret: "#         ^" then "#
    // TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /a/x.ts".
    {"node", Kind::runtime_error,
     R"re(^# (?P<label>[A-Z]\w*(?:Error|Exception))(?: \[\w+\])?: (?P<message>.*)$)re", Near::none, 0,
     R"re(^# SyntaxError:)re", {}, {}, R"re(^#\s*\^+\s*$)re"},
    // An uncaught error Node prints in its inspect form, under its caret
    // ("triggerUncaughtException(" over "^"): "[AggregateError: All promises were
    // rejected] {" with the errors it holds, their frames, below.
    {"node", Kind::runtime_error,
     R"re(^\[(?P<label>(?:[A-Z]\w*)?(?:Error|Exception))(?:: (?P<message>[^\]]*))?\] \{\s*$)re",
     Near::below, 30, {}, {}, {}, R"re(^\s*\^\s*$)re", {}, true},
    // (A message of two lines: Svelte's "[InternalCompileError: `</buton>` attempted to
    // close an element that was not open" over "https://svelte.dev/e/…] {".)
    {"node", Kind::runtime_error,
     R"re(^\[(?P<label>(?:[A-Z]\w*)?(?:Error|Exception)): (?P<message>[^\]]*)$)re", Near::none,
     0, {}, {}, R"re(^[^\[\]]*\] \{\s*$)re", R"re(^\s*\^\s*$)re", {}, true},
    // node --test's TAP names the signal that killed a test file's process in the file's
    // block: "  signal: 'SIGSEGV'" (its spec reporter does not).
    {"node", Kind::crash, R"re(^\s+signal: '(?P<label>SIG[A-Z]+)'\s*$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // node --test's coverage thresholds (Node 22: --test-coverage-lines=90 …): "# Error:
    // 54.84% line coverage does not meet threshold of 90%." (TAP), "ℹ Error: …" (spec).
    {"node", Kind::lint_error,
     R"re(^(?:# |ℹ )?Error: [\d.]+% line coverage does not meet threshold)re", Near::none, 0, {},
     "coverage:lines"},
    {"node", Kind::lint_error,
     R"re(^(?:# |ℹ )?Error: [\d.]+% branch coverage does not meet threshold)re", Near::none, 0, {},
     "coverage:branches"},
    {"node", Kind::lint_error,
     R"re(^(?:# |ℹ )?Error: [\d.]+% function coverage does not meet threshold)re", Near::none, 0,
     {}, "coverage:functions"},
    // Vite (Vitest) importing a package whose entry file is not there (a workspace
    // package not built yet): 'Error: Failed to resolve entry for package "@mono/lib".
    // The package may have incorrect main/module/exports …', the importer's place below
    // ("❯ src/main.ts:1:1").
    {"vite", Kind::missing_module,
     R"re(^Error: Failed to resolve entry for package "(?P<label>[^"]+)")re", Near::below, 3},
    // Vite's import analysis (under Vitest too): 'Error: Failed to resolve import
    // "./format.js" from "src/format.test.js". Does the file exist?', the plugin and the
    // place below ("  Plugin: vite:import-analysis", "  File: /a/src/format.test.js:2:28").
    {"vite", Kind::missing_module,
     R"re(Failed to resolve import "(?P<label>[^"]+)" from "[^"]+"\.[^\n]*\n\s*Plugin: [^\n]*\n\s*File: (?P<file>\S+?):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"vite", Kind::missing_module, R"re(Failed to resolve import "(?P<label>[^"]+)" from "(?P<file>[^"]+)")re",
     Near::none, 0, {}, {}, R"re(!^\s*Plugin: )re"},
    // Vitest's own dependency check (coverage, a browser provider): " MISSING DEPENDENCY
    // Cannot find dependency '@vitest/coverage-v8'".
    {"vitest", Kind::missing_module,
     R"re(MISSING DEPENDENCY\s+Cannot find dependency '(?P<label>[^']+)')re"},
    // A reporter, environment or sequencer the config names that will not load: "Error:
    // Failed to load custom Reporter from vitest-sonar-reporter" (its cause below, "Failed
    // to load url vitest-sonar-reporter … Does the file exist?").
    {"vitest", Kind::missing_module,
     R"re(^Error: Failed to load custom (?:Reporter|Environment|Sequencer|Runner|Provider) from (?P<label>\S+))re"},
    // Jest's coverage from a file that does not parse, though every test passed: "Failed to
    // collect coverage from /a/src/legacy.js" over "ERROR: /a/src/legacy.js: Unexpected
    // token (2:12)".
    {"jest", Kind::syntax_error,
     R"re(^Failed to collect coverage from \S+\s*\nERROR: (?P<file>\S+?\.\w+): (?P<message>.*?) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re"},
    // esbuild: '✘ [ERROR] Could not resolve "./format"' with "    src/a.js:2:29:" below.
    // A plugin's own error: "✘ [ERROR] environment variable API_URL is not set [plugin
    // env-inline]", esbuild's place of the callback below it, then the plugin's frames: a
    // runtime error where the plugin threw (the first frame outside the libraries).
    {"esbuild", Kind::runtime_error,
     R"re(^✘ \[ERROR\] (?P<message>.*) \[plugin [^\]]+\]\s*$)re", Near::below, 12, {}, {}, {}, {},
     {}, false, {}, true},
    {"esbuild", Kind::missing_module, R"re(^✘ \[ERROR\] Could not resolve "(?P<label>[^"]+)")re",
     Near::below, 3},
    {"esbuild", Kind::syntax_error, R"re(^✘ \[ERROR\] (?P<message>)re" LC_PARSE_WORDS R"re(.*)$)re",
     Near::below, 3},
    // Code that strict mode does not allow, which ES modules are ("Delete of a bare
    // identifier cannot be used in an ECMAScript module", "Legacy octal literals cannot be
    // used in strict mode"): it does not parse as what it is.
    {"esbuild", Kind::syntax_error,
     R"re(^✘ \[ERROR\] (?P<message>.* cannot be used (?:in an ECMAScript module|in strict mode)\b.*)$)re",
     Near::below, 3},
    // (A check made an error by --log-override names itself last: "[duplicate-case]".)
    {"esbuild", Kind::compile_error,
     R"re(^✘ \[ERROR\] (?P<message>.*?)(?: \[(?P<code>[a-z]+(?:-[a-z]+)+)\])?\s*$)re", Near::below, 3},
    // esbuild's build API when it fails (tsup, scripts calling esbuild.build): "Error: Build
    // failed with 2 errors:" then 'src/a.ts:9:28: ERROR: Unexpected ";"' per error (the
    // same errors as the "✘ [ERROR]" blocks; other messages are the GNU shape's compile
    // errors).
    {"esbuild", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): ERROR: Could not resolve "(?P<label>[^"]+)")re"},
    {"esbuild", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): ERROR: (?P<message>)re" LC_PARSE_WORDS R"re(.*)$)re"},
    // tsup: "Error: error occurred in dts build" (and a stack of tsup's worker) after the
    // TypeScript errors it printed: a wrapper, kept only when nothing else explains the run.
    {"tsup", Kind::typecheck_error, R"re(^Error: (?P<message>error occurred in dts build))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, false, true},
    // Parcel: "@parcel/core: Failed to resolve './api' from './src/index.js'" with the
    // absolute "  /abs/src/index.js:2:31" and a code frame below (the resolver's "Cannot
    // load file" line after it is the same problem); "@parcel/transformer-js: Expected ',',
    // got '{'"; any other diagnostic with its location on the next line.
    {"parcel", Kind::missing_module,
     R"re(^@parcel/[\w-]+: Failed to resolve '(?P<label>[^']+)' from )re", Near::below, 2},
    {"parcel", Kind::syntax_error, R"re(^@parcel/[\w-]+: (?P<message>)re" LC_PARSE_WORDS R"re(.*)$)re",
     Near::below, 2},
    {"parcel", Kind::compile_error,
     R"re(^@parcel/[\w-]+: (?P<message>.*)\n\s+(?P<file>\S+?):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // Rollup (under Vite 7 too, and the tools built on it, pkgroll's "Error: …" and
    // unbuild's " ERROR  Error building /a: RollupError: …"): 'Could not resolve
    // "./assets/x.png" from "src/main.js"'; an entry point that is not there: '[!]
    // RollupError: Could not resolve entry module "src/main.js".'
    {"rollup", Kind::missing_module,
     R"re(\bCould not resolve "(?P<label>[^"]+)" from "(?P<file>[^"]+)")re"},
    {"rollup", Kind::missing_module, R"re(\bCould not resolve entry module "(?P<label>[^"]+)")re"},
    // Vite (Rolldown and Rollup inside): "[UNRESOLVED_IMPORT] Could not resolve './x' in
    // src/main.js", "[PARSE_ERROR] Unexpected token", '[vite]: Rollup failed to resolve
    // import "x" from "/a/src/calc.js".'
    {"vite", Kind::missing_module,
     R"re(^\[UNRESOLVED_IMPORT\] Could not resolve '(?P<label>[^']+)' in(?: (?P<file>\S+)|\s*$))re",
     Near::below, 3},
    // ... with the place first when Vitest bundles its config: "vitest.config.ts (2:26)
    // [UNRESOLVED_IMPORT] Could not resolve 'vite-tsconfig-paths' in vitest.config.ts".
    {"vite", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+) \((?P<line>\d+):(?P<column>\d+)\) \[UNRESOLVED_IMPORT\] Could not resolve '(?P<label>[^']+)')re"},
    {"vite", Kind::syntax_error, R"re(^\[PARSE_ERROR\] (?P<message>.*)$)re", Near::below, 2},
    // Vite 6 and 7 (Rollup inside): a plugin's error with its place, "[vite:json] [plugin
    // vite:json] src/i18n/de.json (3:32): Failed to parse JSON file, …", "[vite:build-
    // import-analysis] … src/Badge.js (5:48): Failed to parse source for import analysis
    // because the content contains invalid JS syntax."; without one, the file on the
    // next line ("[vite:build-html] Invalid glob import syntax: …" then "file:
    // /a/index.html").
#define LC_VITE_PLUGIN R"re(^\[(?:vite:[\w-]+|plugin [\w:-]+)\] (?:\[plugin [\w:-]+\] )?)re"
    {"vite", Kind::syntax_error,
     LC_VITE_PLUGIN R"re((?P<file>[^\s()]+) \((?P<line>\d+):(?P<column>\d+)\): (?P<message>(?:Failed to parse|Unexpected|Expected|Unterminated|Invalid or unexpected).*)$)re"},
    {"vite", Kind::compile_error,
     LC_VITE_PLUGIN R"re((?P<file>[^\s()]+) \((?P<line>\d+):(?P<column>\d+)\): (?P<message>.*)$)re"},
    {"vite", Kind::compile_error,
     R"re(^\[vite:[\w-]+\] (?P<message>.*)\n\s*file: (?P<file>[^\s:]+)\s*$)re"},
#undef LC_VITE_PLUGIN
    // Prisma (validate, format, generate, migrate): "error: Type "Profil" is neither a
    // built-in type, …" with "  -->  prisma/schema.prisma:14" below, under "Error code:
    // P1012"; the schema's grammar refused is "error: Error validating: This line is not a
    // valid field or attribute definition.".
    {"prisma", Kind::syntax_error,
     R"re(^error: (?P<message>Error validating: This line is not a valid .*)\n\s+-->\s+(?P<file>\S+?\.prisma):(?P<line>\d+)(?::(?P<column>\d+))?\s*$)re"},
    {"prisma", Kind::compile_error,
     R"re(^error: (?P<message>.*)\n\s+-->\s+(?P<file>\S+?\.prisma):(?P<line>\d+)(?::(?P<column>\d+))?\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, R"re(^Error code: (?P<label>P\d{4})\s*$)re"},
    // jest's global hooks are its own, outside any test: "TypeError: Jest: Got error running
    // globalTeardown - /a/scripts/teardown.js, reason: Cannot read properties of null".
    {"jest", Kind::runtime_error,
     R"re(^(?P<label>[A-Z]\w*Error): Jest: Got error running global(?:Setup|Teardown) - (?P<file>\S+?), reason: )re"},
    // Stencil: "[ ERROR ]  TypeScript: src/components/a/a.tsx:9:11" with the compiler's
    // message, wrapped, on the lines below ("           Cannot find module '../x' or its
    // corresponding type"); its other checks name themselves the same way.
#define LC_STENCIL_ERROR R"re(^\[ ERROR \]  \w+: (?P<file>\S+?):(?P<line>\d+):(?P<column>\d+)\s*$)re"
    {"stencil", Kind::typecheck_error,
     R"re(^\[ ERROR \]  TypeScript: (?P<file>\S+?):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"stencil", Kind::compile_error, LC_STENCIL_ERROR},
    {"stencil", Kind::missing_module, R"re(^\s+Cannot find module '(?P<label>[^']+)')re",
     Near::header, 2, {}, {}, {}, {}, {}, false, LC_STENCIL_ERROR},
#undef LC_STENCIL_ERROR
    // webpack with fork-ts-checker-webpack-plugin: "ERROR in ./src/cart.ts:15:60" then
    // "TS2339: Property 'quantity' does not exist on type 'Line'."
    {"webpack", Kind::typecheck_error,
     R"re(^ERROR in (?P<file>\S+?):(?P<line>\d+):(?P<column>\d+)\s*\n\s*(?P<code>TS\d+): (?P<message>.*)$)re"},
    // An import Rolldown resolved (an alias) to a file that is not there:
    // "[UNLOADABLE_DEPENDENCY] Could not load src/component/Header.js", the importing place
    // below ("╭─[ src/main.js:2:24 ]").
    {"vite", Kind::missing_module,
     R"re(^\[UNLOADABLE_DEPENDENCY\] Could not load (?P<label>\S+)\s*\n\s*╭─\[ ?(?P<file>[^\s:?]+)(?:\?[^\s:]*)?:(?P<line>\d+):(?P<column>\d+) ?\])re"},
    // Rolldown's other coded errors: "[MISSING_EXPORT] \"formatDate\" is not exported by
    // \"src/format.js\"." with "╭─[ src/main.js:1:23 ]" below.
    {"vite", Kind::compile_error,
     R"re(^\[(?P<code>MISSING_EXPORT|INVALID_EXPORT_OPTION|ILLEGAL_REASSIGNMENT|INVALID_OPTION|CIRCULAR_REEXPORT|AMBIGUOUS_EXTERNAL_NAMESPACES)\] (?P<message>.*)$)re",
     Near::below, 2},
    // Vite's import analysis (vite, vitest) on a .js file it cannot parse, with
    // "  File: /abs/test/a.test.js:1:0" two lines below (the file's start, not the error).
    {"vite", Kind::syntax_error,
     R"re(^(?:Error: )?(?P<message>Failed to parse source for import analysis because the content contains invalid JS syntax))re",
     Near::below, 3},
    {"vite", Kind::missing_module,
     R"re(\[vite\]: \w+ failed to resolve import "(?P<label>[^"]+)" from "(?P<file>[^"]+)")re"},
    // Next.js 16 (Turbopack): each error as its location alone on a line, then the
    // reason: "./app/page.tsx:1:1" and "Error: Module not found: Can't resolve
    // './nope'", or "Error: Expected '</', got 'jsx text'" for a file it cannot parse;
    // its type check through the compiler API: "./app/page.tsx:3:9" and "Type error:
    // Type 'number' is not assignable to type 'string'." (through tsc, it prints tsc's
    // own lines).
    {"next", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+)\s*\n[ \t]*Error: Module not found: Can't resolve '(?P<label>[^']+)')re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"next", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+)\s*\n[ \t]*Error: (?P<message>(?:Expected|Unexpected|Unterminated|Expression expected|Invalid)\b.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"next", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+)\s*\n[ \t]*Type error: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Dart Sass: "Error: Undefined variable." above a code frame opened by "  ╷" (","
    // with --no-unicode) and closed by the place, "  src/main.scss 9:15  root
    // stylesheet" (detail::location_on reads it). The line is Node's shape of an
    // uncaught error: the row's reading replaces it.
    // An @use or @import it cannot find: the import's argument, from the code frame's
    // line ("2 | @use "theme/colors";"), is the module.
    {"sass", Kind::missing_module,
     R"re(^Error: (?P<message>Can't find stylesheet to import\.)\s*\n\s*[╷,]\s*\n\s*\d+ [│|] *@(?:use|import|forward) ["'](?P<label>[^"']+)["'])re",
     Near::below, 12, {}, {}, {}, {}, {}, false, {}, true},
    {"sass", Kind::compile_error, R"re(^Error: (?P<message>.+)$)re", Near::below, 12,
     R"re(^Error: Can't find stylesheet to import\.)re", {},
     R"re(^\s*[╷,]\s*$)re", {}, {}, false, {}, true},
    // A deprecation made fatal (--fatal-deprecation=import): "Error: Sass @import rules
    // are deprecated …", a blank line, "More info and automated migrator: …", the code
    // frame and the place further below.
    {"sass", Kind::compile_error,
     R"re(^Error: (?P<message>.+)\n\s*\nMore info and automated migrator: )re", Near::below, 16, {},
     {}, {}, {}, {}, false, {}, true},
    // Less: "NameError: variable @accent is undefined in /abs/src/main.less on line 9,
    // column 15:" (ParseError for a file it cannot parse).
    {"less", Kind::missing_module,
     R"re(^FileError: '(?P<label>[^']+)' wasn't found\b(?P<message>.*?) in (?P<file>\S+\.less) on line (?P<line>\d+), column (?P<column>\d+):\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"less", Kind::compile_error,
     R"re(^\w*Error: (?P<message>.*?) in (?P<file>\S+\.less) on line (?P<line>\d+), column (?P<column>\d+):\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // markdown-spellcheck (mdspell --report): the file indented by four spaces, then each
    // misspelling's line by eight, "        3 | This libary provides …", and ">> 4 spelling
    // errors found in 1 file" at the end (kept only when nothing else explains the run). (The
    // indent as a class: eight spaces are no key the literal scan should look for.)
    {"mdspell", Kind::lint_error, R"re(^[ \t]{8}(?P<line>\d+) \| )re", Near::header, 200, {}, {}, {},
     {}, {}, true, R"re(^ {4}(?P<file>[^\s|]+\.(?:md|markdown|mdx|txt|rst))\s*$)re", false, true},
    // CSpell: "src/cart.ts:1:4 - Unknown word (Calcualte) fix: (Calculate)".
    {"cspell", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) - (?P<message>Unknown word \(.*)$)re",
     Near::none, 0, {}, "cspell", {}, {}, {}, false, {}, true},
    // webpack: "ERROR in ./src/calc.js 1:0-35" then the reason on the next line (both
    // indented under each compiler's name when the config is an array).
    {"webpack", Kind::missing_module,
     R"re(^[ \t]{0,4}Module not found: Error: Can't resolve '(?P<label>[^']+)')re", Near::above, 2},
    // (A dependency's file that does not parse is the place too, though not the
    // project's: "ERROR in ./node_modules/x/index.js 5:29" over "Module parse failed: …".)
    {"webpack", Kind::syntax_error,
     R"re(^[ \t]{0,4}ERROR in (?P<file>\S+) (?P<line>\d+):(?P<column>\d+)(?:-\d+)?[ \t]*\n[ \t]{0,4}(?P<message>Module parse failed: .*)$)re"},
    {"webpack", Kind::syntax_error, R"re(^[ \t]{0,4}Module parse failed: (?P<message>.*)$)re", Near::above, 2,
     {}, {}, {}, R"re(!^[ \t]{0,4}ERROR in \S+ \d+:\d+)re"},
    // @vercel/ncc's webpack names no file: "Error: Module parse failed: Unexpected token
    // (4:36)".
    {"webpack", Kind::syntax_error,
     R"re(^Error: Module parse failed: (?P<message>.*?)(?: \((?P<line>\d+):(?P<column>\d+)\))?\s*$)re"},
    // Rollup: '[!] RollupError: Could not resolve "./x" from "src/main.js"',
    // "[!] RollupError: src/a.js (6:74): Expected ','", and its unresolved-dependency
    // warning list ('x (imported by "src/main.js")') when the run failed on it.
    {"rollup", Kind::missing_module,
     R"re(^\[!\] (?:RollupError|Error): (?:Could not resolve|Unresolved import) "(?P<label>[^"]+)" (?:from|in) "?(?P<file>[^"\s]+)"?)re"},
    {"rollup", Kind::compile_error,
     R"re(^\[!\] (?:RollupError|Error): (?P<file>\S+) \((?P<line>\d+):(?P<column>\d+)\): (?P<message>.* is not exported by .*)$)re"},
    // (Vite's build prints Rollup's error bare, under "error during build:": "src/render.ts
    // (1:9): \"escapeHtml\" is not exported by \"src/util.ts\", imported by …".)
    {"rollup", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+) \((?P<line>\d+):(?P<column>\d+)\): (?P<message>"[^"]+" is not exported by "[^"]+", imported by .*)$)re"},
    // Vite (and Vitest) on an import it cannot resolve: "Error: Failed to load url
    // @/lib/dates (resolved id: @/lib/dates) in /a/src/report.js. Does the file exist?"
    // (not as the cause of Vitest's "Cannot find module", which is read already).
    {"vite", Kind::missing_module,
     R"re(Failed to load url (?P<label>\S+) \(resolved id: [^)]*\) in (?P<file>\S+?)\. Does the file exist\?)re",
     Near::none, 0, R"re(^Caused by: )re"},
    {"rollup", Kind::syntax_error,
     R"re(^\[!\] (?:RollupError|Error): (?P<file>\S+) \((?P<line>\d+):(?P<column>\d+)\): (?P<message>.*)$)re"},
    // Any other refusal: "[!] RollupError: You must supply \"output.name\" for UMD
    // bundles…" (an option), and a config file that threw ("[!] Error: BUILD_TARGET must
    // be one of …", its frame "at file:///abs/rollup.config.mjs:5:9" below).
    {"rollup", Kind::compile_error, R"re(^\[!\] RollupError: (?P<message>.*)$)re"},
    // A config file node could not parse ("[!] SyntaxError: Unexpected identifier
    // 'plugins'", node's own frames below): a syntax error, not a thrown one.
    {"rollup", Kind::syntax_error, R"re(^\[!\] SyntaxError: (?P<message>.*)$)re", Near::below, 3},
    {"rollup", Kind::runtime_error, R"re(^\[!\] (?P<label>(?:\w+\.)*\w*Error): (?P<message>.*)$)re",
     Near::below, 3},
    {"rollup", Kind::missing_module,
     R"re(^(?P<label>[@\w][\w@./:-]*) \(imported by "(?P<file>[^"]+)"\)$)re", Near::none, 0, {}, {},
     {}, {}, {}, true},
    // Babel: "SyntaxError: /a/src/count.js: Unexpected token (4:1)", "…: Support for the
    // experimental syntax 'jsx' isn't currently enabled (2:10):" (a colon after).
    {"babel", Kind::syntax_error,
     R"re(^SyntaxError: (?P<file>\S+?): (?P<message>.*) \((?P<line>\d+):(?P<column>\d+)\):?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // (bun test's "# Unhandled error between tests" blocks are read by a parser,
    // bun_unhandled.cpp: a row keyed on "Error" would be woken by every log's errors.)
    // Babel's message passed on by a wrapper (gulp-babel's "SyntaxError in plugin
    // \"gulp-babel\"", "Message:", then indented: "/a/src/checkout.js: Unexpected token,
    // expected \")\" (5:18)"): the parser's words, the place in parentheses at the end.
    // (Keyed on gulp's "Message:" title: the parser's words alone are in every test
    // runner's "Expected: 3".)
    {"babel", Kind::syntax_error,
     R"re(^Message:\s*\n\s+(?P<file>/\S+?\.[cm]?[jt]sx?): (?P<message>)re" LC_PARSE_WORDS R"re([^\n]*) \((?P<line>\d+):(?P<column>\d+)\):?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // bun build: 'error: Could not resolve: "./format"' with "    at /a/x.ts:2:30" below.
    {"bun", Kind::missing_module, R"re(^error: Could not resolve: "(?P<label>[^"]+)")re",
     Near::below, 2},
    // bun build: an import of a name the module does not export, 'error: No matching
    // export in "src/money.ts" for import "parseCents"', the importing place below.
    {"bun", Kind::compile_error,
     R"re(^error: (?P<message>No matching export in "[^"]+" for import "[^"]+")\s*$)re", Near::below, 2},
    // Jest's worker killed from outside (the OOM killer, a timeout): "A jest worker process
    // (pid=4629) was terminated by another process: signal=SIGKILL, exitCode=null." under
    // the suite's "FAIL __tests__/native.test.js".
    {"jest", Kind::crash,
     R"re(A jest worker process \(pid=\d+\) was terminated by another process: signal=(?P<label>SIG[A-Z]+))re",
     Near::header, 12, {}, {}, {}, {}, {}, false, R"re(^\s*FAIL\s+(?P<file>\S+))re"},
    // bun test's --preload (or bunfig.toml's preload) naming no file: 'error: preload not
    // found "./test/setup-dom.ts"'.
    {"bun", Kind::missing_module, R"re(^error: preload not found "(?P<label>[^"]+)"\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A test whose beforeEach or afterEach hook ran out of time: "(fail) slow setup > x
    // [200.14ms]", then "  ^ a beforeEach/afterEach hook timed out for this test.".
    {"bun", Kind::timeout,
     R"re(^\s*\^ (?P<message>a beforeEach/afterEach hook timed out for this test)\.?\s*$)re"},
    {"bun", Kind::syntax_error,
     R"re(^error: (?P<message>)re" LC_PARSE_WORDS R"re(.*)\n\s+at (?P<file>\S+?):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // oxlint (miette style): "  × eslint(no-debugger): msg" then "╭─[src/calc.js:3:5]"
    // ("  x" and ",-[" without Unicode); "!" / "⚠" are warnings, which count only when
    // the run failed on them (--max-warnings, --deny-warnings): nothing else explains it.
    {"oxlint", Kind::lint_error,
     R"re(^\s*[x×] (?P<code>[\w-]+(?:/[\w-]+)?\([\w/@.-]+\)): (?P<message>.*)\n\s*(?:╭─\[|,-\[) ?(?P<file>[^\s:\]]+):(?P<line>\d+):(?P<column>\d+) ?\])re"},
    {"oxlint", Kind::lint_error,
     R"re(^\s*[!⚠] (?P<code>[\w-]+(?:/[\w-]+)?\([\w/@.-]+\)): (?P<message>.*)\n\s*(?:╭─\[|,-\[) ?(?P<file>[^\s:\]]+):(?P<line>\d+):(?P<column>\d+) ?\])re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // --report-unused-disable-directives: "  x Unused eslint-disable directive (no
    // problems were reported)." over the directive's place.
    {"oxlint", Kind::lint_error,
     R"re(^\s*[x×] (?P<message>Unused eslint-(?:disable|enable) directive.*)\n\s*(?:╭─\[|,-\[) ?(?P<file>[^\s:\]]+):(?P<line>\d+):(?P<column>\d+) ?\])re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // oxlint -f agent: "src/api.js:2:3: error eslint(no-debugger): message help: …".
    {"oxlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): error (?P<code>[\w-]+(?:/[\w-]+)?\([\w/@.-]+\)): (?P<message>.*)$)re"},
    {"oxlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): warning (?P<code>[\w-]+(?:/[\w-]+)?\([\w/@.-]+\)): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // oxlint -f unix on a file it cannot parse: the parser's message with no rule,
    // "src/List.tsx:6:3: Expected `,` or `)` but found `;` [Error]".
    {"oxlint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>(?:Expected|Unexpected|Unterminated|Missing|Invalid) .*) \[Error\]\s*$)re"},
    // oxlint -f unix (and eslint's unix formatter with rule names in parentheses):
    // "src/calc.js:3:5: message [Error/eslint(no-debugger)]"; an unused disable directive
    // has no rule, "src/api.js:1:1: Unused eslint-disable directive (no problems were
    // reported). [Error]".
    {"oxlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*) \[Error(?:/(?:[^\]]* > )?(?P<code>[^\]>]+))?\]\s*$)re"},
    {"oxlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*) \[Warning/(?:[^\]]* > )?(?P<code>[^\]>]+)\]\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // Biome refusing its configuration: "/abs/biome.json:3:50 deserialize ━━━" ("× Found
    // an unknown value `tabs`." below; not a DEPRECATED notice, "i" below).
    {"biome", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.jsonc?):(?P<line>\d+):(?P<column>\d+) (?P<code>deserialize)\b)re",
     Near::none, 0, {}, {}, R"re(^\s+[×x✖] )re"},
    // Biome: "src/calc.js:2:9 lint/suspicious/noDoubleEquals  FIXABLE  ━━━" with the
    // severity on the next line ("  × " an error, "✖" with colours, "  ! " a warning,
    // "  i " a note); its formatter: "src/calc.js format ━━━" per file.
    {"biome", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) (?P<code>(?:lint|assist|syntax)/\S+))re",
     Near::none, 0, {}, {}, R"re(^\s+[×x✖] )re"},
    // Its warnings ("  ! " below) explain a failed run when nothing else does
    // (--error-on-warnings).
    {"biome", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) (?P<code>(?:lint|assist)/\S+))re",
     Near::none, 0, {}, {}, R"re(^\s+! )re", {}, {}, true, {}, false, true},
    // A file it cannot parse: "src/modal.jsx:7:3 parse ━━━", then a "format" block
    // for the same file saying formatting was aborted (not a finding of its own).
    {"biome", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) parse ━)re"},
    {"biome", Kind::lint_error, R"re(^(?P<file>[^\s:]+\.\w+) (?P<code>format|organizeImports) ━)re",
     Near::none, 0, {}, {}, R"re(!formatting aborted due to pars)re"},
    // Stylelint: the file alone on a line, then "  3:15  ✖  message  rule-name"; a file
    // it cannot parse reads "  1:1  ✖  Unclosed block  CssSyntaxError".
    {"stylelint", Kind::syntax_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+) +[✖×]  +(?P<message>.*?)\s{2,}CssSyntaxError\s*$)re",
     Near::header_above, 200},
    {"stylelint", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+) +[✖×]  +(?P<message>.*?)\s{2,}(?P<code>[\w/@.-]+)\s*$)re",
     Near::header_above, 200},
    // Its warnings ("  4:17  ⚠  Expected …  color-hex-length") fail a run only under
    // --max-warnings ("Max warnings exceeded: 2 found. 0 allowed"): they stand in when no
    // error explains the run.
    {"stylelint", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+) +⚠  +(?P<message>.*?)\s{2,}(?P<code>[\w/@.-]+)\s*$)re",
     Near::header_above, 200, {}, {}, {}, {}, {}, true, {}, false, true},
    // A formatter that lists no warnings (tap, json to a file) leaves the verdict alone.
    {"stylelint", Kind::lint_error, R"re(^Max warnings exceeded: \d+ found\. \d+ allowed)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // Its compact and unix formatters: "/a/b.css: line 8, col 3, error - Unexpected unknown
    // property "colr" (property-no-unknown)", "/a/b.css:8:3: Unexpected … (rule) [error]".
    {"stylelint", Kind::lint_error,
     R"re(^(?P<file>\S.*?): line (?P<line>\d+), col (?P<column>\d+), error - (?P<message>.*) \((?P<code>[\w/@.-]+)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // (A file it cannot parse, in either: "… (CssSyntaxError)".)
    {"stylelint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<message>.*) \(CssSyntaxError\) \[error\]\s*$)re"},
    {"stylelint", Kind::syntax_error,
     R"re(^(?P<file>\S.*?): line (?P<line>\d+), col (?P<column>\d+), error - (?P<message>.*) \(CssSyntaxError\)\s*$)re"},
    {"stylelint", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<column>\d+): (?P<message>.*) \((?P<code>[\w/@.-]+)\) \[error\]\s*$)re"},
    // (The compact formatter's warnings, under --max-warnings.)
    {"stylelint", Kind::lint_error,
     R"re(^(?P<file>\S.*?): line (?P<line>\d+), col (?P<column>\d+), warning - (?P<message>.*) \((?P<code>[\w/@.-]+)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // standard (JavaScript Standard Style): "  /abs/src/a.js:4:9: 'x' is assigned a value
    // but never used. (no-unused-vars)"; every problem is an error. standardx names the
    // rule only with --verbose.
    {"standard", Kind::syntax_error,
     R"re(^  (?P<file>[^\s:]+\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)):(?P<line>\d+):(?P<column>\d+): (?P<message>Parsing error: .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"standard", Kind::lint_error,
     R"re(^  (?P<file>[^\s:]+\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)):(?P<line>\d+):(?P<column>\d+): (?P<message>.*?)(?: \((?P<code>[@\w/-]+)\))?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // XO: per file LC_XO_FILE, then "  ✖   4:6   message   rule-id" ("⚠" a warning).
    {"xo", Kind::syntax_error,
     R"re(^\s+✖\s+(?P<line>\d+):(?P<column>\d+)\s+(?P<message>Parsing error: .*?)\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, LC_XO_FILE, true},
    {"xo", Kind::lint_error,
     R"re(^\s+✖\s+(?P<line>\d+):(?P<column>\d+)\s+(?P<message>.*?)\s{2,}(?P<code>[@\w/-]+)\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, LC_XO_FILE},
    // JSLint (@jslint-org/jslint): "jslint src/cart.js" above its numbered warnings, " 1.
    // Expected ';' and instead saw 'for'. // line 6, column 30" (the first "[JSLint was
    // unable to finish]" when it stopped there), the source line below each.
    {"jslint", Kind::lint_error,
     R"re(^\s*\d+\. (?:\[JSLint was unable to finish\] )?(?P<message>.*?) // line (?P<line>\d+), column (?P<column>\d+)\s*$)re",
     Near::header, 255, {}, {}, {}, {}, {}, false, R"re(^jslint (?P<file>\S+)\s*$)re"},
    // manypkg check (a monorepo's package.json files): "☔️ error the root package.json
    // contains dependencies, …", "☔️ error ui has a dependency on react@^17 but …".
    {"manypkg", Kind::lint_error, R"re(^☔️ error (?P<message>.*)$)re"},
    // JSHint: "src/queue.js: line 7, col 24, Missing semicolon." ("(W033)" after it with
    // --verbose); every line it prints fails the run. ESLint's compact formatter (", col 9,
    // Error - ") is the lint detector's.
    {"jshint", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*?\.\w+): line (?P<line>\d+), col (?P<column>\d+), (?P<message>.*?)(?: \((?P<code>[EWI]\d{3})\))?\s*$)re",
     Near::none, 0, R"re(, col \d+, (?:[Ee]rror|[Ww]arning|[Ii]nfo) - )re", {}, {}, {}, {}, true},
    // markdownlint-cli: "docs/guide.md:3:31 error MD009/no-trailing-spaces Trailing spaces
    // [Expected: 0 or 2; Actual: 3]", the column only for some rules; older versions print
    // no severity word; a custom rule's names as its author gave them ("DOC001/no-todo").
    {"markdownlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:md|markdown)):(?P<line>\d+)(?::(?P<column>\d+))? (?:error )?(?P<code>MD\d{3}(?:/[\w-]+)*|[A-Z][A-Z_-]*\d+(?:/[\w-]+)+) (?P<message>.*)$)re"},
    // HTMLHint: the absolute file alone ("   /abs/index.html"), then per problem its source
    // line "      L8 |  <div id=…>" and "      ^ message (rule-id)" under the column (no
    // column number); with --format unix "/abs/index.html:8:7: message [error/id-unique]".
    // nodeunit: "✖ subtraction" (a group's test: "✖ group - multiply"), then its
    // "Assertion Message: …" or the error and its stack; not node --test's "✖ name
    // (1.2ms)", whose error is indented, nor ESLint's "✖ 3 problems". --reporter
    // machineout: "Fail:parsesHost:/a/test/config.js:11:23:TypeError: …".
    {"nodeunit", Kind::test_failure, R"re(^✖ (?P<label>\S.*?)\s*$)re", Near::below, 12,
     R"re(\(\d+(?:\.\d+)?m?s\)\s*$)re", {}, R"re(^(?:Assertion Message: |[A-Z]\w*Error\b))re", {}, {},
     true},
    // (A place in nodeunit's own code, an assertion's, names the test only.)
    {"nodeunit", Kind::test_failure,
     R"re(^Fail:(?P<label>[^:\s]+):(?P<file>[^:\s]+):(?P<line>\d+):(?P<column>\d+):(?P<message>.*)$)re",
     Near::none, 0, R"re(^Fail:[^:\s]+:[^:\s]*/node_modules/)re", {}, {}, {}, {}, true},
    {"nodeunit", Kind::test_failure, R"re(^Fail:(?P<label>[^:\s]+):[^:\s]*/node_modules/)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // TypeScriptToLua: tsc's own diagnostics, and its transpiler's with the code TSTL,
    // "src/events.ts(19,10): error TSTL: Bitwise operations is/are not supported …"; with
    // --pretty, "error TSTL: Could not resolve lua source files for require path './x'
    // in file src/main.ts." (no line).
    {"tstl", Kind::compile_error,
     R"re(^(?P<file>[^\s()]+)\((?P<line>\d+),(?P<column>\d+)\): error (?P<code>TSTL): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"tstl", Kind::compile_error,
     R"re(^error (?P<code>TSTL): (?P<message>.*?)(?: in file (?P<file>\S+?))?\.?\s*$)re"},
    // LinkChecker: per broken link a block, "Parent URL file:///a/index.html, line 6, col
    // 1" above "Result     Error: URLError: …"; -o csv: one row per link, its validity
    // ("False"), then line and column.
    {"linkchecker", Kind::lint_error, R"re(^Result +Error: (?P<message>.*)$)re", Near::header, 6,
     {}, {}, {}, {}, {}, true,
     R"re(^Parent URL (?:file://)?(?P<file>\S+?), line (?P<line>\d+), col (?P<column>\d+)\s*$)re"},
    {"linkchecker", Kind::lint_error,
     R"re(^[^;]*;(?:file://)?(?P<file>[^;]+);[^;]*;(?P<message>[^;]+);[^;]*;[^;]*;False;[^;]*;(?P<line>\d+);(?P<column>\d+);)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // js-yaml, which many Node tools parse their YAML with: "YAMLException: deficient
    // indentation (11:9)", the file in quotes when the tool passed its name ('… in
    // "config.yml" (3:5)'), else named on a line just above ("[ERROR] Invalid input
    // file: api.yaml.", IBM's lint-openapi).
    {"js-yaml", Kind::syntax_error,
     R"re(\bYAMLException: (?P<message>.*?)(?: in "(?P<file>[^"]+)")? \((?P<line>\d+):(?P<column>\d+)\)\s*$)re",
     Near::header, 3, {}, {}, {}, {}, {}, true, R"re(\b(?P<file>[\w./-]+\.ya?ml)\b)re"},
    // patch-package: a patch that no longer applies, "**ERROR** Failed to apply patch for
    // package ms at path" over the package's folder ("    node_modules/ms"); a patch for a
    // package that is not installed, "Error: Patch file found for package ms which is not
    // present at node_modules/ms".
    {"patch-package", Kind::merge_conflict, R"re(^\s+(?P<file>node_modules/\S+)\s*$)re", Near::none,
     0, {}, {}, {}, R"re(^\*\*ERROR\*\* Failed to apply patch for package )re"},
    {"patch-package", Kind::missing_module,
     R"re(^Error: Patch file found for package (?P<label>\S+) which is not present at )re"},
    // vsce package: " ERROR  It seems the README.md still contains template text. …", "
    // ERROR  The specified icon 'images/icon.png' wasn't found in the extension."
    {"vsce", Kind::lint_error,
     R"re(^\s*ERROR\s+(?P<message>It seems the (?P<file>\S+) still contains template text\..*)$)re"},
    {"vsce", Kind::lint_error,
     R"re(^\s*ERROR\s+(?P<message>The specified icon '(?P<file>[^']+)' wasn't found\b.*)$)re"},
    // relay-compiler: "[ERROR] Error: ✖︎ The type `User` has no field `avatarUrl`." (a
    // parse error without "Error: ", "[ERROR] ✖︎ Expected an argument"), the place on its
    // own indented line below ("  src/UserCard.js:8:7") over a code frame; an invalid
    // configuration, "[ERROR] Config `/a/relay.config.json` is invalid:".
    {"relay", Kind::syntax_error, R"re(^\[ERROR\] (?:Error: )?✖︎? ?(?P<message>Expected .*)$)re",
     Near::below, 3},
    {"relay", Kind::compile_error, R"re(^\[ERROR\] (?:Error: )?✖︎ ?(?P<message>.*)$)re", Near::below, 3,
     R"re(^\[ERROR\] (?:Error: )?✖︎? ?Expected )re"},
    {"relay", Kind::compile_error, R"re(^\[ERROR\] Config `(?P<file>[^`]+)` is invalid:)re"},
    // newman: its failure table, "  2.  AssertionError  status is 200" (the test's name
    // after the error's class), "  3.  TypeError" alone for a script that threw, the
    // detail below ("at prerequest-script"); a request error is plain "Error".
    {"newman", Kind::test_failure, R"re(^\s*\d+\.  \w*Error  +(?P<label>\S.*?)\s*$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    {"newman", Kind::runtime_error, R"re(^\s*\d+\.  (?P<label>[A-Z]\w+Error)\s*$)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // r.js (RequireJS's optimizer): a module esprima cannot parse, "Error: Parse error
    // using esprima for file: /a/js/app/store.js" over "Error: Line 2: Unexpected token }";
    // a module that is not there, "Error: ENOENT: no such file or directory, open
    // '/a/js/app/format.js'" over "In module tree:" and the modules that need it.
    {"requirejs", Kind::syntax_error,
     R"re(^(?:Error: )+Parse error using esprima for file: (?P<file>\S+)\s*\nError: Line (?P<line>\d+): (?P<message>.*)$)re"},
    {"requirejs", Kind::missing_module,
     R"re(^(?:Error: )+ENOENT: no such file or directory, open '(?P<label>[^']+)'\s*\nIn module tree:\s*$)re"},
    // unimported: boxed lists under "│ 1 unresolved imports" ("   1 │ ./utils/slug at
    // src/index.js"), "unused dependencies", "unimported files".
    {"unimported", Kind::missing_module, R"re(^\s+\d+ │ (?P<label>\S+) at (?P<file>\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, R"re(unresolved imports)re",
     R"re(│ \d+ (?:unresolved imports|unused dependencies|unimported files))re", true},
    {"unimported", Kind::lint_error, R"re(^\s+\d+ │ (?P<file>\S+\.\w+)\s*$)re", Near::none, 0, {}, {},
     {}, R"re(unimported files)re",
     R"re(│ \d+ (?:unresolved imports|unused dependencies|unimported files))re", true},
    {"unimported", Kind::lint_error, R"re(^\s+\d+ │ (?P<message>[@\w./-]+)\s*$)re", Near::none, 0,
     R"re(\.\w+\s*$)re", {}, {}, R"re(unused dependencies)re",
     R"re(│ \d+ (?:unresolved imports|unused dependencies|unimported files))re", true},
    // Jest's preset that is not installed: "Preset ts-jest not found relative to rootDir
    // /a/project." (under "● Validation Error:").
    {"jest", Kind::missing_module, R"re(\bPreset (?P<label>\S+) not found relative to rootDir\b)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // stylint: the file alone on a line above each finding, then "2:7 colons error
    // unnecessary colon found" (line, column, the rule; "10 brackets error …" without a
    // column); warnings say "warning".
    {"stylint", Kind::lint_error,
     R"re(^(?P<line>\d+)(?::(?P<column>\d+))? (?P<label>\w+) error (?P<message>.*)$)re",
     Near::header, 3, {}, {}, {}, {}, {}, true, R"re(^(?P<file>\S+\.styl)\s*$)re"},
    // weblint (HTML): "index.html (5:39) <a> at (5:8) is never closed"; it exits 0.
    {"weblint", Kind::lint_error,
     R"re(^(?P<file>\S+\.html?) \((?P<line>\d+):(?P<column>\d+)\) (?P<message>.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    {"htmlhint", Kind::lint_error,
     R"re(^      L(?P<line>\d+) \|.*\n\s+\^ (?P<message>.*) \((?P<code>[\w-]+)\)\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, true, R"re(^\s+(?P<file>[^\s:]+\.\w+)\s*$)re"},
    {"htmlhint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*) \[error/(?P<code>[\w-]+)\]\s*$)re"},
    // TypeSpec (tsp compile): "models.tsp:2:15 - error token-expected: ';' expected." (the
    // code a name); an import it cannot resolve is missing too: "main.tsp:1:1 - error
    // import-not-found: Couldn't resolve import \"@typespec/http\"".
    {"tsp", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.tsp):(?P<line>\d+):(?P<column>\d+) - error (?P<code>[\w/@-]+): (?P<message>.*)$)re"},
    {"tsp", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.tsp):(?P<line>\d+):(?P<column>\d+) - error import-not-found: Couldn't resolve import "(?P<label>[^"]+)")re"},
    // astro check: "src/pages/index.astro:10:20 - error ts(2322): Type 'string' is not
    // assignable to type 'number'." (a warning says "warning").
    {"astro", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+) - error ts\((?P<code>\d+)\): (?P<message>.*)$)re",
     Near::none, 0, {}, "TS+"},
    // svelte-check: the absolute "/abs/src/App.svelte:8:24" alone on a line, then "Error:
    // message (ts)" (the source: ts, svelte, css; a message may go on for lines before it);
    // "Warn:" is a warning. --output machine: '1795691823978 ERROR "src/App.svelte" 8:24
    // "message"'; machine-verbose: one JSON object a diagnostic, its line and character
    // counted from 0, its code a number (TypeScript's, without "TS") or a string.
    {"svelte-check", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:][^:]*?\.\w+):(?P<line>\d+):(?P<column>\d+)\s*\n[ \t]*Error: (?P<message>.*?)(?: \((?:ts|js|svelte|css)\))?\s*$)re"},
    {"svelte-check", Kind::typecheck_error,
     R"re(^\d+ ERROR "(?P<file>[^"]+)" (?P<line>\d+):(?P<column>\d+) "(?P<message>.*)"\s*$)re"},
    {"svelte-check", Kind::typecheck_error,
     R"re(^\d+ \{"type":"ERROR","filename":"(?P<file>[^"]+)","start":\{"line":(?P<line>\d+),"character":(?P<column>\d+)\}(?:.*"code":"?(?P<code>[\w-]+))?)re"},
    // prettier: "[error] src/a.js: SyntaxError: Unexpected token (4:2)"; --check prints
    // "[warn] src/a.js" per unformatted file.
    {"prettier", Kind::syntax_error,
     R"re(^\[error\] (?P<file>\S+?): SyntaxError: (?P<message>.*?) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re"},
    {"prettier", Kind::lint_error, R"re(^\[warn\] (?P<file>[^\s\[\]]+\.\w+)\s*$)re", Near::none, 0,
     {}, "prettier"},
    // deno test: under " ERRORS " (with the error) and again under " FAILURES ", each
    // failing test as "name => ./math_test.ts:11:6", where it is declared; a failing
    // step as "parent ... step => ./a_test.ts:9:11".
    {"deno", Kind::test_failure,
     R"re(^(?P<label>\S.*?) => (?:file://)?(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, R"re(^ (?:ERRORS|FAILURES) $)re", R"re(^ (?:ERRORS|FAILURES) $)re"},
    // deno check (and the check before deno test/run): "TS2339 [ERROR]: message", the
    // source line and a "~~~" underline, then "    at file:///a/cart.ts:7:56".
    {"deno", Kind::typecheck_error, R"re(^(?:error: )?(?P<code>TS\d+) \[ERROR\]: (?P<message>.*)$)re",
     Near::below, 12},
    // An uncaught exception: "error: Uncaught (in promise) TypeError: message" (deno run),
    // the source line and a caret, then the frames; in deno test, an error thrown outside
    // any test (a timer firing after its test ended) as "error: Error: message" with the
    // frames right below (a failing test's own error shows its source line first).
    // (A permission the run was not given: "error: Uncaught (in promise) NotCapable:
    // Requires write access to \"./routes.gen.json\", run again with the --allow-write
    // flag"; PermissionDenied before Deno 2.)
    {"deno", Kind::permission_error,
     R"re(^error: Uncaught (?:\(in promise\) )?(?:NotCapable|PermissionDenied): (?P<message>Requires \w+ access .*)$)re",
     Near::below, 8},
    {"deno", Kind::runtime_error,
     R"re(^error: Uncaught (?:\(in promise\) )?(?P<label>[A-Za-z_$][\w$]*)(?::|$))re", Near::below,
     8, {}, {}, {}, {}, {}, true},
    {"deno", Kind::runtime_error, R"re(^error: (?P<label>(?:[A-Z][\w$]*)?(?:Error|Exception))(?::|$))re",
     Near::below, 8, {}, {}, R"re(^\s+at )re", {}, {}, true},
    // deno lint: "error[no-var]: message" with " --> /a/main.ts:4:3" below (rustc's shape,
    // with a rule name for the code); --compact: "file:///a/main.ts: line 4, col 3 -
    // message (no-var)".
    {"deno-lint", Kind::lint_error,
     R"re(^error\[(?P<code>[a-z][\w/-]*)\]: (?P<message>.*)\n\s*--> (?P<file>(?:[A-Za-z]:)?[^\s:]+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    {"deno-lint", Kind::lint_error,
     R"re(^(?:file://)?(?P<file>[^\s:]+): line (?P<line>\d+), col (?P<column>\d+) - (?P<message>.*) \((?P<code>[a-z][\w/-]*)\)\s*$)re"},
    // Eleventy: "[11ty] Original error stack trace: TypeError: Cannot read properties of
    // undefined (reading 'map')" and the frames below (the "[11ty] " prefix is read as a
    // task runner's).
    {"eleventy", Kind::runtime_error,
     R"re(^Original error stack trace: (?P<label>[A-Z]\w+Error): (?P<message>.*)$)re",
     Near::below, 4},
    // libsass (sassc, node-sass): "Error: Undefined variable: "$secondary"." then "
    // on line 5:15 of main.scss" (and "from line …" for each file that imported it).
    {"sassc", Kind::compile_error,
     R"re(^Error: (?P<message>[^\n]*)\n\s+on line (?P<line>\d+)(?::(?P<column>\d+))? of (?P<file>\S+))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // markuplint: "<markuplint> error: The value of the "id" attribute is duplicated
    // (id-duplication) /a/index.html:13:8".
    {"markuplint", Kind::lint_error,
     R"re(^<markuplint> (?P<severity>error|warning): (?P<message>.*) \((?P<code>[\w-]+)\) (?P<file>\S+):(?P<line>\d+):(?P<column>\d+)\s*$)re"},
    // markuplint --format Simple: "<markuplint> /a/src/contact.html: ✗" above "  8:11 ✖  The "p"
    // element is not allowed … permitted-contents" per finding.
    {"markuplint", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+) ✖\s+(?P<message>.*?)\s+(?P<code>[a-z][\w-]+)\s*$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, R"re(^<markuplint> (?P<file>\S+): )re"},
    // gherkin-lint: the file alone, then "  6    Steps should begin with … no-multiline-steps"
    // per finding (the rule last: its rules by name, from its documentation); a
    // configuration it refuses, "Error(s) in
    // configuration file:".
    {"gherkin-lint", Kind::lint_error,
     R"re(^  (?P<line>\d+)\s{2,}(?P<message>\S.*?)\s{2,}(?P<code>no-[a-z0-9-]+|indentation|name-length|(?:required|allowed)-tags|file-name|use-and|keywords-in-logical-order|new-line-at-eof|one-space-between-tags|scenario-size|max-scenarios-per-file)\s*$)re",
     Near::header_above, 200},
    {"gherkin-lint", Kind::compile_error, R"re(^(?P<message>Error\(s\) in configuration file:)\s*$)re"},
    // CoffeeLint's default reporter: "  ✗ src/util.coffee" above its findings, "     ✗ #4:
    // Line exceeds maximum allowed length. (max_line_length) Length is 143, max is 80.";
    // the compiler's own error, "     ✗ #5: [stdin]:5:4: error: mixed indentation".
    {"coffeelint", Kind::syntax_error,
     R"re(^\s+✗ #\d+: \[stdin\]:(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$)re",
     Near::header, 60, {}, {}, {}, {}, {}, false, R"re(^  ✗ (?P<file>\S+\.\w+)\s*$)re"},
    {"coffeelint", Kind::lint_error,
     R"re(^\s+✗ #(?P<line>\d+): (?P<message>.*?) \((?P<code>[a-z]\w*)\)(?: .*)?$)re", Near::header, 60,
     {}, {}, {}, {}, {}, false, R"re(^  ✗ (?P<file>\S+\.\w+)\s*$)re"},
    // Karma's launcher (log4js lines, a timestamp first): "ERROR [launcher]: Cannot load
    // browser "FirefoxHeadless": it is not registered! Perhaps you are missing some
    // plugin?", "ERROR [launcher]: No binary for ChromeHeadless browser on your platform.",
    // "Cannot start ChromeHeadless" over "\tCan not find the binary /usr/bin/chromium";
    // and its server's "ERROR [karma-server]: Error: Found 1 load error".
    {"karma", Kind::missing_module,
     R"re(ERROR \[launcher\]: Cannot load browser "(?P<label>[^"]+)": it is not registered)re"},
    {"karma", Kind::command_not_found,
     R"re(ERROR \[launcher\]: No binary for (?P<label>\S+) browser on your platform)re"},
    {"karma", Kind::command_not_found, R"re(^\s+Can not find the binary (?P<label>\S+)\s*$)re"},
    {"karma", Kind::runtime_error,
     R"re(ERROR \[karma-server\]: (?P<label>(?:[A-Z]\w*)?Error): (?P<message>.*)$)re"},
    // Next.js 15's lint step in `next build`: the file alone, then "9:5  Error: React Hook
    // "useEffect" is called conditionally. …  react-hooks/rules-of-hooks" (its warnings
    // "Warning:", no failure); webpack's "Module not found: Can't resolve '@/lib/x'" under
    // the file alone; TypeScript's types not installed in CI, "Please install
    // @types/node@20.17.6 by running:".
    {"next", Kind::lint_error,
     R"re(^(?P<line>\d+):(?P<column>\d+)  Error: (?P<message>.*?)  (?P<code>[@\w./-]+)\s*$)re",
     Near::header, 60, {}, {}, {}, {}, {}, false, R"re(^(?P<file>\.?/?[\w@./-]+\.[cm]?[jt]sx?)\s*$)re"},
    {"next", Kind::missing_module, R"re(^Module not found: Can't resolve '(?P<label>[^']+)'\s*$)re",
     Near::header, 2, {}, {}, {}, {}, {}, false, R"re(^(?P<file>\.?/?[\w@./-]+\.\w+)(?::(?P<line>\d+):(?P<column>\d+))?\s*$)re"},
    {"next", Kind::missing_module,
     R"re(^Please install (?P<label>(?:@[\w.-]+/)?[\w.-]+?)(?:@[\d.^~]+)?(?: and \S+)? by running:)re"},
    // Vite 8 (Rolldown) names the plugin that failed and the place alone: "[plugin
    // vite-plugin-svelte:compile] /a/src/lib/Cart.svelte:6:22" over the compiler's message.
    {"vite", Kind::compile_error,
     R"re(^\[plugin [\w@/.:-]+\] (?P<file>\S+?\.\w+):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, R"re(!^(?:\w+: )?SyntaxError\b)re"},
    // The script block's parser (Babel's, through @vue/compiler-sfc): "[vite:vue]
    // [vue/compiler-sfc] Unexpected token, expected "," (4:42)" over the component's path.
    {"vite", Kind::syntax_error,
     R"re(^\[(?:plugin:)?vite:vue\] (?:\[[\w/-]+\] )?(?P<message>(?:Unexpected|Expected|Unterminated|Missing semicolon)\b[^\n]*?) \((?P<line>\d+):(?P<column>\d+)\)\s*\n(?:\s*\n)?(?P<file>\S+\.vue)\s*$)re"},
    // Vite 5's Vue plugin: "[vite:vue] v-else/v-else-if has no adjacent v-if or
    // v-else-if." over the component's path alone, a blank line between on standard error
    // (its line only in the code frame).
    {"vite", Kind::compile_error,
     R"re(^\[(?:plugin:)?vite:vue\] (?P<message>.*)\n(?:\s*\n)?(?P<file>\S+\.vue)(?::(?P<line>\d+)(?::(?P<column>\d+))?)?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
};
// clang-format on

#undef LC_PARSE_WORDS
#undef LC_XO_FILE

} // namespace

std::span<const LineRule> javascript_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
