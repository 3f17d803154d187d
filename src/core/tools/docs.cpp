// SPDX-License-Identifier: MIT
// Checkers of prose, documentation and data files: codespell, MkDocs, pandoc,
// Asciidoctor, ChkTeX, SQLFluff, ansible-lint and PyYAML's error marks
// (tests/fixtures/<tool>/). Their warnings fail a run only under a strict flag
// (mkdocs --strict, pandoc --fail-if-warnings, asciidoctor --failure-level): those rows
// count only when the run failed.
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope,
// only_failed, header, overrides, fallback.
// clang-format off
constexpr LineRule k_rows[] = {
    // Bootlint: "index.html:8:3 E003 Found one or more `.row`s that were not children …",
    // a whole-page finding without the place: "index.html: W001 `<head>` is missing …".
    {"bootlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.html?)(?::(?P<line>\d+):(?P<column>\d+))?:? (?P<code>[EW]\d{3}) (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // json-glib-validate: "json-glib-validate: file:///a/app.json: error parsing file:
    // <data>:3:20: Parse error: unexpected character `,', expected character `]'".
    {"json-glib-validate", Kind::syntax_error,
     R"re(^json-glib-validate: (?:file://)?(?P<file>\S+?): error parsing file: <data>:(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    // catkin_lint: "my_pkg: CMakeLists.txt(2): error: project name 'x' differs from package
    // name", "my_pkg: CMakeLists.txt: warning: target 'node' is not installed".
    {"catkin-lint", Kind::lint_error,
     R"re(^[\w-]+: (?P<file>[^\s(:]+)(?:\((?P<line>\d+)\))?: (?:error|warning): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // jsinspect: "Match - 2 instances", a blank line, then each copy's place and its line
    // range, "./src/a.js:1,11" (the first copy is the finding, as phpcpd's).
    {"jsinspect", Kind::lint_error,
     R"re(^Match - \d+ instances\s*\n\s*\n(?P<file>\S+\.(?:js|ts|jsx|tsx|mjs|cjs)):(?P<line>\d+),\d+\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // KWStyle: "Processing widget.cxx" over "Error #10 (4) Tabs identified" (the check's
    // number, the line); with -gcc its own words after a compiler's shape, "widget.cxx:4:
    // error: Line length exceed 101 (max=80)", which are a style checker's findings.
    {"kwstyle", Kind::lint_error, R"re(^Error #(?P<code>\d+) \((?P<line>\d+)\) (?P<message>.*)$)re",
     Near::header, 250, {}, {}, {}, {}, {}, true, R"re(^Processing (?P<file>\S+)\s*$)re"},
    {"kwstyle", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): error: (?P<message>(?:Line length exceed|Tabs identified|(?:Special )?Indent is wrong|Spaces at the end of line|Comment doesn't have|Header mismatch|Bad type declaration|Operator .* not defined correctly|Comma not defined correctly)\b.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // relint (Emacs Lisp regexps): "lisp/parse.el:7:27: In call to skip-chars-forward:
    // Literal ‘-’ not first or last (pos 3)", "my-mode.el:5:29: In my-re: Duplicated
    // alternative branch (pos 9)", an error said the same way.
    {"relint", Kind::lint_error,
     R"re(^(?P<file>\S+\.el):(?P<line>\d+):(?P<column>\d+): (?:error: )?(?P<message>In [\w-]+(?: to [\w-]+)?: .*\(pos \d+\))\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // case-police: the word and its fix, then the place after a tab: "Typescript →
    // TypeScript \t ./README.md:3:25".
    {"case-police", Kind::lint_error,
     R"re(^(?P<message>\S[^\t]*? → \S[^\t]*?)\s*\t\s*(?P<file>\S+):(?P<line>\d+):(?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Saxon-JS (xslt3): "Error XPST0003:" over "  Static error in XPath on line 6 in
    // project/report.xsl {…}: Unexpected token …"; at run time "Transformation failure:
    // Error FORG0001 at totals.xsl#7".
    {"xslt3", Kind::compile_error,
     R"re(^Error (?P<code>[A-Z]{4}\d{4}):?\s*\n\s+(?P<message>Static error in [^\n]*? on line (?P<line>\d+) in (?P<file>[^\s{]+)[^\n]*)$)re"},
    {"xslt3", Kind::runtime_error,
     R"re(^Transformation failure: Error (?P<code>[A-Z]{4}\d{4}) at (?P<file>[^\s#]+)#(?P<line>\d+))re"},
    // scdoc (man pages from its markdown dialect, read on standard input): "Error at
    // 10:1: Tabs are required for indentation".
    {"scdoc", Kind::syntax_error,
     R"re(^Error at (?P<line>\d+):(?P<column>\d+): (?P<message>.+)$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // TeX and LaTeX (pdflatex, xelatex, lualatex): "! Undefined control sequence." with
    // "l.4 <the source read so far>" on one of the next lines; with -file-line-error
    // "./summary.tex:4: LaTeX Error: Environment foo undefined." instead. Not the
    // "Emergency stop" or "==> Fatal error occurred" that follow the error.
    // Without -file-line-error the file is the last "(./report.tex" TeX opened above.
#define LC_TEX_OPENED R"re(\((?P<file>\./[^\s()]+\.(?:tex|ltx))\b)re"
    // A format the engine cannot load: "I can't find the format file `xelatex.fmt'!".
    {"tex", Kind::missing_module, R"re(^I can't find the format file [`'](?P<label>[^'\s]+)'!)re"},
    {"tex", Kind::missing_module,
     R"re(^(?:! |(?P<file>[^\s:]+\.(?:tex|sty|cls|ltx|dtx)):(?P<line>\d+): )LaTeX Error: File [`'](?P<label>[^'\s]+)' not found\.)re",
     Near::header, 255, {}, {}, {}, {}, {}, false, LC_TEX_OPENED},
#define LC_TEX_ERROR                                                                               \
    R"re(^! (?P<message>(?:Undefined control sequence|File ended while|Paragraph ended before|Missing \S+ inserted|Extra |Misplaced |Illegal |Too many |Undefined color|Environment \S+ undefined|(?:LaTeX|Package \S+|Class \S+) Error: )[^\n]*))re"
    {"tex", Kind::compile_error, LC_TEX_ERROR R"re(\nl\.(?P<line>\d+)(?: |$))re",
     Near::header, 255, R"re(^! LaTeX Error: File .* not found)re", {}, {}, {}, {}, true, LC_TEX_OPENED},
    {"tex", Kind::compile_error, LC_TEX_ERROR "$",
     Near::header, 255, R"re(^! LaTeX Error: File .* not found)re", {}, R"re(!^l\.\d)re", {}, {}, true, LC_TEX_OPENED},
#undef LC_TEX_ERROR
#undef LC_TEX_OPENED
    {"tex", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:tex|sty|cls|ltx|dtx)):(?P<line>\d+): (?P<message>\S.*)$)re",
     Near::none, 0, R"re(: (?:Emergency stop|==> Fatal error occurred|LaTeX Error: File .* not found))re", {}, {}, {}, {}, true},
    // MetaPost and Metafont, TeX's kin: "! Undefined coordinates have been replaced by
    // (0,0)." with "l.3   draw (0,0)--foo;" below (its line, as TeX's), the file the last
    // "(./fig.mp" or "(glyph.mf" opened; a file it cannot input: "! I can't open file
    // `macros'.".
#define LC_MP_OPENED R"re(\((?P<file>(?:\./)?[^\s()]+\.(?:mp|mf))\b)re"
#define LC_MP_SCOPE R"re(\((?:\./)?[^\s()]+\.(?:mp|mf|tex|ltx|sty|cls)\b)re"
    {"tex", Kind::missing_module, R"re(^! I can't open file [`'](?P<label>[^'\s]+)'\.)re",
     Near::header, 255, {}, {}, {}, R"re(\.(?:mp|mf)\b)re", LC_MP_SCOPE, true, LC_MP_OPENED},
    {"tex", Kind::compile_error,
     R"re(^! (?P<message>(?:Undefined|Isolated|Transform|Extra tokens|Missing|Unknown|Not implemented|Enormous|Paths don't|Inconsistent|Redundant|Strange|Improper|Bad |Illegal|Too many|Forbidden|Incomplete|Equation cannot|Arithmetic overflow)[^\n]*\S)\s*$)re",
     Near::header, 255, {}, {}, {}, R"re(\.(?:mp|mf)\b)re", LC_MP_SCOPE, true, LC_MP_OPENED},
#undef LC_MP_OPENED
#undef LC_MP_SCOPE
    // mscgen: "Error detected at line 7: syntax error." over the line quoted with "> ".
    {"mscgen", Kind::syntax_error,
     R"re(^Error detected at line (?P<line>\d+): (?P<message>syntax error\b.*)$)re"},
    // BibTeX: "I was expecting a `,' or a `}'---line 9 of file refs.bib"; "I couldn't open
    // database file references.bib" with "---line 4 of file doc.aux" on the next line.
    {"bibtex", Kind::syntax_error,
     R"re(^(?P<message>\S.*)---line (?P<line>\d+) of file (?P<file>\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"bibtex", Kind::missing_module,
     R"re(^I couldn't open (?:database|style|auxiliary) file (?P<label>\S+)(?:\n---line (?P<line>\d+) of file (?P<file>\S+))?)re"},
    // mandoc -T lint: "mandoc: frob.1:18:2: ERROR: message" (WARNING, STYLE and UNSUPP
    // fail the run too, by the level -W asks for; the exit status says which).
    {"mandoc", Kind::lint_error,
     R"re(^mandoc: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?:ERROR|WARNING|STYLE|UNSUPP|BADARG): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Graphviz: "Error: graphs/net.dot: syntax error in line 3 near '->'"; an HTML label's
    // "Error: mismatched tag in line 1" counts lines inside the label, so no place.
    {"graphviz", Kind::syntax_error,
     R"re(^Error: (?:(?P<file>[^\s:]+): )?syntax error in line (?P<line>\d+)(?P<message>.*)$)re"},
    {"graphviz", Kind::syntax_error,
     R"re(^Error: (?P<message>mismatched tag|syntax error) in line \d+\s*$)re"},
    // xsltproc (libxslt): "compilation error: file report.xsl line 5 element for-each",
    // and for an xsl:include or xsl:import that would not load, "xsl:include : unable to
    // load common/layout.xsl" on the next line.
    {"xsltproc", Kind::missing_module,
     R"re(^compilation error: file (?P<file>\S+) line (?P<line>\d+) element (?:include|import)\nxsl:(?:include|import) : unable to load (?P<label>\S+))re"},
    {"xsltproc", Kind::compile_error,
     R"re(^compilation error: file (?P<file>\S+) line (?P<line>\d+) element (?P<message>.*)$)re",
     Near::none, 0, {}, {}, R"re(!^xsl:(?:include|import) : unable to load)re", {}, {}, true},
    // proselint: "README.md:4:34: after_the_deadline.redundancy Redundancy. Use …" (the
    // check's dotted name after the place; the prose files it is run on).
    {"proselint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:md|markdown|txt|rst|tex|adoc)):(?P<line>\d+):(?P<column>\d+): (?P<code>[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+) (?P<message>.*)$)re"},
    // GNU gettext's msgfmt --check: "po/de.po:14: format specifications in 'msgid' and
    // 'msgstr' for argument 1 are not the same" (no severity word; warnings say
    // "warning:"), "msgfmt: found 2 fatal errors" below; not the second half of a
    // duplicate ("po/fr.po:16: ...this is the location of the first definition").
    {"msgfmt", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.pot?):(?P<line>\d+): (?P<message>\S.*)$)re", Near::none, 0,
     R"re(^\S+:\d+: (?:warning:|\.\.\.this is the location))re", {}, {}, {}, {}, true},
    // restructuredtext-lint: "WARNING README.rst:4 message", "ERROR README.rst:9 …" (both
    // fail the run unless --level says otherwise).
    {"rst-lint", Kind::lint_error,
     R"re(^(?:ERROR|WARNING|SEVERE) (?P<file>[^\s:]+\.(?:rst|txt|rest)):(?P<line>\d+) (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // HTML Tidy: "line 12 column 3 - Error: <x> is not recognized!" (no file name; with
    // --mute-id the message's id in parentheses); warnings alone make it exit 1.
    // eclint check: the file alone on a line, then "    02:01 ❌ invalid indent style: tab,
    // expected: space" over "(EditorConfig indent_style https://…)".
    {"eclint", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+) ❌ (?P<message>[^\n]*)\n\s+\(EditorConfig (?P<code>\w+))re",
     Near::header_above, 200},
    // tidy --gnu-emacs yes: "index.html:11:1: Error: <foo> is not recognized!".
    {"tidy", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.x?html?):(?P<line>\d+):(?P<column>\d+): Error: (?P<message>.*?)(?: \((?P<code>[A-Z][A-Z_]+)\))?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"tidy", Kind::lint_error,
     R"re(^line (?P<line>\d+) column (?P<column>\d+) - Error: (?P<message>.*?)(?: \((?P<code>[A-Z][A-Z_]+)\))?\s*$)re"},
    {"tidy", Kind::lint_error,
     R"re(^line (?P<line>\d+) column (?P<column>\d+) - Warning: (?P<message>.*?)(?: \((?P<code>[A-Z][A-Z_]+)\))?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // desktop-file-validate: "logview.desktop: error: value … for key …".
    {"desktop-file-validate", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.desktop): error: (?P<message>.*)$)re"},
    // appstreamcli validate: "E: org.example.App:12: web-url-expected example.com" (the
    // place is the component and a line, "~" for none); warnings fail it too.
    {"appstreamcli", Kind::lint_error,
     R"re(^E: \S+?:(?:(?P<line>\d+)|~): (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re"},
    {"appstreamcli", Kind::lint_error,
     R"re(^W: \S+?:(?:(?P<line>\d+)|~): (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // With several files, each file's name heads its findings, indented: "org.example.
    // Viewer.metainfo.xml" over "  E: org.example.Viewer:6: metadata-license-invalid …".
#define LC_APPSTREAM_FILE R"re(^(?P<file>\S+\.(?:metainfo|appdata)\.xml)\s*$)re"
    {"appstreamcli", Kind::lint_error,
     R"re(^  E: \S+?:(?:(?P<line>\d+)|~): (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, LC_APPSTREAM_FILE},
    {"appstreamcli", Kind::lint_error,
     R"re(^  W: \S+?:(?:(?P<line>\d+)|~): (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re",
     Near::header, 200, {}, {}, {}, {}, {}, true, LC_APPSTREAM_FILE},
#undef LC_APPSTREAM_FILE
    // rpmlint: "hello.spec:21: E: hardcoded-library-path in …" (no line for some);
    // lintian: "E: pkg: no-copyright-file", with --fail-on warning "W: pkg: tag" too.
    {"rpmlint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:spec|rpm)):(?:(?P<line>\d+):)? E: (?P<code>[\w%-]+)(?: (?P<message>.*))?$)re"},
    {"lintian", Kind::lint_error, R"re(^E: [\w.+-]+: (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re"},
    {"lintian", Kind::lint_error, R"re(^W: [\w.+-]+: (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // puppet-lint: "ERROR: tab character found on line 2 (check: hard_tabs)", with
    // --with-filename "init.pp - WARNING: … on line 8 (check: x)"; warnings fail only
    // with --fail-on-warnings.
    {"puppet-lint", Kind::lint_error,
     R"re(^(?:(?P<file>\S+) - )?ERROR: (?P<message>.*) on line (?P<line>\d+)(?: \(check: (?P<code>\w+)\))?\s*$)re"},
    {"puppet-lint", Kind::lint_error,
     R"re(^(?:(?P<file>\S+) - )?WARNING: (?P<message>.*) on line (?P<line>\d+)(?: \(check: (?P<code>\w+)\))?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // codespell: "./README.md:3: recieves ==> receives" (with -c the words are coloured).
    {"codespell", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): (?P<message>\S.* ==> .*)$)re"},
    // VitePress: "(!) Found dead link ./guide/configuration in file index.md", each of
    // which fails the build unless the config ignores dead links.
    {"vitepress", Kind::lint_error,
     R"re(^\(!\) Found dead link (?P<label>\S+) in file (?P<file>\S+)\s*$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    // MkDocs (warnings abort with --strict: "Aborted with 3 warnings in strict mode!"):
    // "WARNING -  A relative path to 'changelog.md' is included in the 'nav'
    // configuration, which is not found in the documentation files", "WARNING -
    // Documentation file 'guide.md' contains a link to 'x.md' which is not found …";
    // "ERROR    -  Config value 'theme': …" stops the build.
    {"mkdocs", Kind::lint_error,
     R"re(^WARNING\s+-\s+(?P<message>A relative path to '(?P<file>[^']+)' is included in the 'nav' configuration.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"mkdocs", Kind::lint_error,
     R"re(^WARNING\s+-\s+(?P<message>Doc(?:umentation)? file '(?P<file>[^']+)' contains a link .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"mkdocs", Kind::compile_error, R"re(^ERROR\s+-\s+(?P<message>Config value '[^']+': .*)$)re"},
    // PyYAML's error marks, which MkDocs, ansible, pre-commit and other Python tools pass
    // on: the problem, then where it is ("  in "mkdocs.yml", line 5, column 4"); a
    // context line and its own mark may come first.
    {"pyyaml", Kind::syntax_error,
     R"re(^(?P<message>(?:expected|found|did not find|could not find|mapping values are not allowed|found character|while scanning)\b.*)\n\s+in "(?P<file>[^"<][^"]*)", line (?P<line>\d+), column (?P<column>\d+)\.?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // pandoc: "YAML parse exception at line 3, column 4," (the line counts from the
    // metadata block), "File partials/header.html not found in resource path", and with
    // --fail-if-warnings its "[WARNING] …" lines, located or naming a resource.
    {"pandoc", Kind::syntax_error,
     R"re(^(?P<message>YAML parse exception at line (?P<line>\d+), column (?P<column>\d+)).*$)re"},
    {"pandoc", Kind::compile_error,
     R"re(^(?P<message>File (?P<file>\S+) not found in resource path)\s*$)re"},
    {"pandoc", Kind::lint_error,
     R"re(^\[WARNING\] (?P<message>.* at (?P<file>\S+) line (?P<line>\d+) column (?P<column>\d+))\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"pandoc", Kind::lint_error,
     R"re(^\[WARNING\] (?P<message>Could not fetch resource (?P<file>[^\s:]+).*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Asciidoctor: "asciidoctor: ERROR: guide.adoc: line 10: include file not found: …";
    // warnings fail the run with --failure-level WARN, some name no place
    // ("asciidoctor: WARNING: skipping reference to missing attribute: x").
    {"asciidoctor", Kind::compile_error,
     R"re(^asciidoctor: (?:ERROR|FATAL): (?P<file>[^\s:]+): line (?P<line>\d+): (?P<message>.*)$)re"},
    {"asciidoctor", Kind::compile_error, R"re(^asciidoctor: (?:ERROR|FATAL): (?P<message>.*)$)re"},
    // -r with a library it cannot load: "asciidoctor: FAILED: 'asciidoctor-diagram' could
    // not be loaded".
    {"asciidoctor", Kind::missing_module,
     R"re(^asciidoctor: FAILED: '(?P<label>[^']+)' could not be loaded)re"},
    {"asciidoctor", Kind::lint_error,
     R"re(^asciidoctor: WARNING: (?P<file>[^\s:]+): line (?P<line>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"asciidoctor", Kind::lint_error, R"re(^asciidoctor: WARNING: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // ChkTeX: "Warning 18 in paper.tex line 5: message" (the column only in the caret line
    // under the source line), and with -v0 "paper.tex:5:15:18:message"; it exits 2 when
    // it printed any.
    {"chktex", Kind::lint_error,
     R"re(^(?:Warning|Error) (?P<code>\d+) in (?P<file>\S+) line (?P<line>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"chktex", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:tex|ltx|sty|cls|bib|dtx)):(?P<line>\d+):(?P<column>\d+):(?P<code>\d+):(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // ... or an output format of the user's (-f '%f:%l:%c: %k %n: %m'): "chap.tex:3:19:
    // Warning 26: You ought to remove spaces …", the warning's number its label.
    {"chktex", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:tex|ltx|sty|cls|bib|dtx)):(?P<line>\d+):(?:(?P<column>\d+):)? (?:Warning|Error) (?P<code>\d+): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // makeinfo (texi2any): "manual.texi:18: `@end' expected `itemize', but saw
    // `enumerate'", "manual.texi:14: @include: could not find license.texi" — errors that
    // stop the manual's build; its warnings say "warning:".
    {"makeinfo", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.(?:texi|texinfo|txi|tex)):(?P<line>\d+): (?P<message>[^w\s].*|w[^a].*)$)re",
     Near::none, 0, R"re(:\d+: warning: )re", {}, {}, {}, {}, true},
    // pandoc: a template or data file it cannot find ("Could not find data file
    // /usr/share/pandoc/data/templates/corporate.html"); a filter that fails, named on the
    // line above its error: "Error running filter filters/wordcount.lua:" over "cannot
    // open filters/wordcount.lua: No such file or directory", over "Could not find
    // executable pandoc-crossref", or over the Lua error itself, "bad.lua:2: attempt to
    // concatenate a nil value".
    {"pandoc", Kind::compile_error, R"re(^Could not find data file (?P<file>\S+)\s*$)re"},
    {"pandoc", Kind::command_not_found,
     R"re(^Error running filter \S+:\s*\nCould not find executable (?P<label>\S+))re"},
    {"pandoc", Kind::compile_error,
     R"re(^Error running filter \S+:\s*\ncannot open (?P<file>\S+): (?P<message>.*)$)re"},
    {"pandoc", Kind::runtime_error,
     R"re(^Error running filter \S+:\s*\n(?P<file>[^\s:]+\.lua):(?P<line>\d+): (?P<message>.*)$)re"},
    // groff: a macro package -m names that is not installed: "troff: fatal error: can't
    // find macro file fancy".
    {"groff", Kind::missing_module,
     R"re(^(?:[\w/.-]*troff|groff): (?:fatal error: )?can't find macro file (?P<label>\S+))re"},
    // latexmk -silent: the engine's failure only in its summary, "pdflatex: Command for
    // 'pdflatex' gave return code 1" under "Collected error summary".
    {"latexmk", Kind::compile_error,
     R"re(^\s*(?P<message>[\w-]+: Command for '[\w-]+' gave return code \d+))re", Near::none, 0, {},
     {}, {}, {}, {}, true, {}, false, true},
    // SQLFluff: "== [queries/a.sql] FAIL", then one row per finding: "L:   7 | P:  14 |
    // L001 | message" (a long message goes on in "| …" rows); PRS is a part it could not
    // parse, and `sqlfluff parse` prints that row with no file above it.
    {"sqlfluff", Kind::syntax_error,
     R"re(^L:\s*(?P<line>\d+) \| P:\s*(?P<column>\d+) \|\s*(?P<code>PRS) \| (?P<message>.*)$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, R"re(^== \[(?P<file>[^\]]+)\] FAIL$)re"},
    {"sqlfluff", Kind::lint_error,
     R"re(^L:\s*(?P<line>\d+) \| P:\s*(?P<column>\d+) \|\s*(?P<code>[A-Z]{1,3}\d{2,3}|[a-z]+\.[a-z_]+) \| (?P<message>.*)$)re",
     Near::header, 200, {}, {}, {}, {}, {}, false, R"re(^== \[(?P<file>[^\]]+)\] FAIL$)re"},
    // ansible-lint: with -p "site.yml:11: no-changed-when: message"; by default the rule
    // and message, then "site.yml:11 Task/Handler: name" on the next line. A playbook
    // that will not load is rule load-failure.
    {"ansible-lint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.(?:yml|yaml)):(?P<line>\d+): (?P<code>load-failure(?:\[[\w-]+\])?): (?P<message>.*)$)re"},
    {"ansible-lint", Kind::syntax_error,
     R"re(^(?P<code>load-failure(?:\[[\w-]+\])?): (?P<message>.*)\n(?P<file>[^\s:]+\.(?:yml|yaml)):(?P<line>\d+)\b.*$)re"},
    {"ansible-lint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:yml|yaml)):(?P<line>\d+): (?P<code>[a-z][\w-]*(?:\[[\w-]+\])?): (?P<message>.*)$)re"},
    {"ansible-lint", Kind::lint_error,
     R"re(^(?P<code>[a-z][\w-]*(?:\[[\w-]+\])?): (?P<message>.*)\n(?P<file>[^\s:]+\.(?:yml|yaml)):(?P<line>\d+)(?: Task/Handler: .*)?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // JSDoc: "ERROR: Unable to parse /a/src/cart.js: Unexpected token, expected "," (7:22)";
    // with --pedantic its tag errors, "ERROR: The @since tag requires a value. File:
    // util.js, line: 10".
    {"jsdoc", Kind::syntax_error,
     R"re(^ERROR: Unable to parse (?P<file>\S+?): (?P<message>.*?) \((?P<line>\d+):(?P<column>\d+)\)\s*$)re"},
    {"jsdoc", Kind::compile_error,
     R"re(^ERROR: (?P<message>.*?)\.? File: (?P<file>[^,\s]+), line: (?P<line>\d+)\s*$)re"},
    // API Extractor: its messages, "Warning: lib/index.d.ts:7:1 - (ae-missing-release-tag)
    // …", fail a production build; "ERROR: Error parsing /a/api-extractor.json:" is its
    // configuration.
    {"api-extractor", Kind::lint_error,
     R"re(^Warning: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) - \((?P<code>(?:ae|tsdoc)-[\w-]+)\) (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"api-extractor", Kind::compile_error,
     R"re(^ERROR: Error parsing (?P<file>\S+\.json):\s*$)re"},
    // gitlint: "1: T1 Title exceeds max length (88>72): "…"" per violation, the line of the
    // commit message first (its exit status is their count).
    {"gitlint", Kind::lint_error,
     R"re(^(?P<line>\d+): (?P<code>(?:T|B|CT|M|I|UC|UL)\d+) (?P<message>(?:Title|Body|Line|Author|Commit) .*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // GNU gettext's tools: "msgmerge: error while opening "po/es.po" for reading: No such
    // file or directory".
    {"gettext", Kind::runtime_error,
     R"re(^(?P<label>msg\w+): error while opening "(?P<file>[^"]+)" for (?:reading|writing): (?P<message>.*)$)re"},
    // Kwalify: a document that does not parse, "ERROR: conf/db.yaml:4:3 [/] document end
    // expected …"; one that breaks its schema, "conf/api.yaml#0: INVALID" then "  - (line
    // 3) [/port] '0': too small (< min 1)." per finding (it exits 0: a script fails the run).
    {"kwalify", Kind::syntax_error,
     R"re(^ERROR: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) \[[^\]]*\] (?P<message>.*)$)re"},
    {"kwalify", Kind::lint_error,
     R"re(^\s+- \(line (?P<line>\d+)\) \[[^\]]*\] (?P<message>.*)$)re", Near::header, 60, {}, {},
     {}, {}, {}, true, R"re(^(?P<file>\S+?)#\d+: INVALID\s*$)re"},
    // i18nspector: "E: po/de.po: incorrect-number-of-plural-forms 3 (…) != 2 (…)" ("W:" is a
    // warning; it exits 0 either way).
    {"i18nspector", Kind::lint_error,
     R"re(^E: (?P<file>[^\s:]+\.(?:po|pot|mo)): (?P<code>[a-z][\w-]*)(?: (?P<message>.*))?$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Jekyll: a page's front matter that is not YAML ("Error: YAML Exception reading
    // /a/_posts/x.md: (<unknown>): did not find expected ',' or ']' while parsing a flow
    // sequence at line 3 column 7"), a Liquid template's error ("Liquid Exception: Liquid
    // syntax error (line 5): 'endfi' is not a valid delimiter … in about.md"; any other
    // Liquid error names its file the same way).
    {"jekyll", Kind::syntax_error,
     R"re(^\s*Error: YAML Exception reading (?P<file>[^:]+): (?P<message>.*?) at line (?P<line>\d+) column (?P<column>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"jekyll", Kind::syntax_error,
     R"re(^\s*Liquid Exception: (?P<message>Liquid syntax error \(line (?P<line>\d+)\): .*) in (?P<file>\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"jekyll", Kind::compile_error, R"re(^\s*Liquid Exception: (?P<message>.*) in (?P<file>\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // PlantUML: "Error line 8 in file: /a/states.puml" (a Graphviz it cannot run is in
    // the JVM rows).
    {"plantuml", Kind::syntax_error, R"re(^Error line (?P<line>\d+) in file: (?P<file>\S+)\s*$)re"},
    // HTMLProofer: "- ./_site/index.html", then a finding a line, "  *  internal image
    // /images/logo.png does not exist (line 8)" (some without a line).
    {"html-proofer", Kind::lint_error, R"re(^\s+\*\s+(?P<message>\S.*?) \(line (?P<line>\d+)\)\s*$)re",
     Near::header, 200, {}, {}, {}, R"re(^- \S+\.html?\s*$)re", R"re(^\S)re", true,
     R"re(^- (?P<file>\S+\.html?)\s*$)re"},
    {"html-proofer", Kind::lint_error, R"re(^  \*  (?P<message>\S.*?)\s*$)re", Near::header, 200,
     R"re(\(line \d+\)\s*$)re", {}, {}, R"re(^- \S+\.html?\s*$)re", R"re(^\S)re", true,
     R"re(^- (?P<file>\S+\.html?)\s*$)re"},
    // EPUBCheck: "ERROR(RSC-007): ./book.epub/OEBPS/ch1.xhtml(7,29): Referenced resource
    // …" ("(-1,-1)" when there is no line; FATAL for a file it cannot read at all).
    {"epubcheck", Kind::lint_error,
     R"re(^(?:ERROR|FATAL)\((?P<code>[A-Z]+-\d+)\): (?P<file>[^()]+)\((?:(?P<line>\d+),(?P<column>\d+)|-1,-1)\): (?P<message>.*)$)re"},
    // biber: "ERROR - BibTeX subsystem: /tmp/biber_tmp_x/refs.utf8, line 17, syntax error:
    // found \"address\", …" (the copy of the .bib it parsed).
    {"biber", Kind::syntax_error,
     R"re(^ERROR - BibTeX subsystem: (?P<file>[^,]+), line (?P<line>\d+), (?P<message>syntax error.*)$)re"},

};
// clang-format on

} // namespace

std::span<const LineRule> docs_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
