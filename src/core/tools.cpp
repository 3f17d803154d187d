// SPDX-License-Identifier: MIT
#include "core/tools.hpp"

#include "core/kinds.hpp"
#include "core/line_rules.hpp"
#include "core/text.hpp"

#include <array>

namespace loopclose::core {

namespace {

// One row per tool (see tools.hpp for the placeholders). A tool whose failures carry no
// name a filter could take gets an empty rerun.
constexpr ToolInfo k_tools[] = {
    // JavaScript and TypeScript
    {"bun", "bun test", "bun test -t {last_re}", " > ", ""},
    {"jest", "Jest", "npx jest -t {last_re}", " \xE2\x80\xBA ", ""},
    {"vitest", "Vitest", "npx vitest run -t {last_re}", " > ", ""},
    {"mocha", "Mocha", "npx mocha --grep {name_re}", "", ""},
    {"node", "node --test", "node --test --test-name-pattern={name_re}", "", ""},
    {"gjs", "GJS", "", "", ""},
    {"liquidjs", "LiquidJS", "", "", ""},
    {"oletus", "oletus", "", "", ""},
    {"alsatian", "Alsatian", "", "", ""},
    {"tsp", "TypeSpec", "", "", "npx tsp compile ."},
    {"mdspell", "markdown-spellcheck", "", "", ""},
    {"ava", "AVA", "npx ava --match {name}", "", ""},
    {"tap", "node-tap", "npx tap --grep={name_re} {file}", "", ""},
    {"uvu", "uvu", "npx uvu . {file}", "", ""},
    {"jasmine", "Jasmine", "npx jasmine --filter={name_re}", "", ""},
    {"tape", "tape", "npx tape {file}", "", ""},
    {"japa", "Japa", "node bin/test.js --files {file}", " / ", ""},
    {"poku", "Poku", "npx poku {file}", "", ""},
    {"nodeunit", "nodeunit", "npx nodeunit {file} -t {name}", "", ""},
    {"license-checker", "license-checker", "", "", ""},
    {"qunit", "QUnit", "npx qunit --filter {name}", "", ""},
    {"lab", "@hapi/lab", "npx lab --grep {name_re}", "", ""},
    {"playwright", "Playwright Test", "npx playwright test {file_line}", "", ""},
    {"cypress", "Cypress", "npx cypress run --spec {file}", "", ""},
    {"cucumber", "Cucumber.js", "npx cucumber-js {file_line}", "", ""},
    {"deno", "Deno", "deno test --filter {first} {file}", " ... ", "deno check {file}"},
    {"deno-lint", "deno lint", "", "", "deno lint {file}"},
    {"tsc", "TypeScript", "", "", "npx tsc --noEmit"},
    {"eslint", "ESLint", "", "", "npx eslint --fix ."},
    {"biome", "Biome", "", "", "npx biome check --write {file}"},
    {"oxlint", "oxlint", "", "", "npx oxlint --fix {file}"},
    {"stylelint", "Stylelint", "", "", "npx stylelint --fix {file}"},
    {"prettier", "Prettier", "", "", "npx prettier --write {file}"},
    {"standard", "standard (JavaScript Standard Style)", "", "", "npx standard --fix {file}"},
    {"xo", "XO", "", "", "npx xo --fix {file}"},
    {"jshint", "JSHint", "", "", "npx jshint {file}"},
    {"jslint", "JSLint", "", "", "npx jslint {file}"},
    {"manypkg", "manypkg (monorepo checks)", "", "", "npx manypkg check"},
    {"markdownlint", "markdownlint", "", "", "npx markdownlint --fix {file}"},
    {"htmlhint", "HTMLHint", "", "", "npx htmlhint {file}"},
    {"svelte-check", "svelte-check", "", "", "npx svelte-check"},
    {"esbuild", "esbuild", "", "", ""},
    {"angular", "Angular CLI (ng build)", "", "", "npx ng build"},
    {"astro", "astro check", "", "", "npx astro check"},
    {"tsup", "tsup", "", "", "npx tsup"},
    {"parcel", "Parcel", "", "", "npx parcel build"},
    {"vite", "Vite", "", "", "npx vite build"},
    {"stencil", "Stencil", "", "", "npx stencil build"},
    {"prisma", "Prisma", "", "", "npx prisma validate"},
    {"stryker", "Stryker Mutator", "", "", "npx stryker run"},
    {"webpack", "webpack", "", "", "npx webpack"},
    {"rollup", "Rollup", "", "", "npx rollup -c"},
    {"next", "Next.js (next build)", "", "", "npx next build"},
    {"sass", "Sass (Dart Sass)", "", "", "npx sass {file}"},
    {"less", "Less (lessc)", "", "", "npx lessc {file}"},
    {"cspell", "CSpell", "", "", "npx cspell {file}"},
    {"babel", "Babel", "", "", ""},
    {"swc", "SWC", "", "", ""},
    {"npm", "npm", "", "", ""},
    {"pnpm", "pnpm", "", "", ""},
    {"yarn", "Yarn", "", "", ""},
    {"turbo", "Turborepo", "", "", ""},
    {"nx", "Nx", "", "", ""},
    {"wireit", "Wireit", "", "", ""},
    // Python
    {"pytest", "pytest", "pytest {name}", "", ""},
    {"unittest", "unittest", "python3 -m unittest {name}", "", ""},
    {"nose2", "nose2", "nose2 {name}", "", ""},
    {"behave", "behave", "behave {file_line}", "", ""},
    {"python", "Python", "", "", "python3 -m py_compile {file}"},
    {"python-doctest", "doctest (Python)", "", "", ""},
    {"mypy", "mypy", "", "", "mypy ."},
    {"pyright", "Pyright", "", "", "npx pyright"},
    {"pylint", "Pylint", "", "", "pylint {file}"},
    {"flake8", "flake8", "", "", "flake8 {file}"},
    {"pycodestyle", "pycodestyle", "", "", "pycodestyle {file}"},
    {"pyflakes", "pyflakes", "", "", "pyflakes {file}"},
    {"pydocstyle", "pydocstyle", "", "", "pydocstyle {file}"},
    {"bandit", "Bandit", "", "", "bandit {file}"},
    {"black", "Black", "", "", "black {file}"},
    {"isort", "isort", "", "", "isort {file}"},
    // Ruby and PHP
    {"clojure", "Clojure (clojure.test)", "", "", ""},
    {"racket", "Racket (raco test)", "raco test {file}", "", "raco make {file}"},
    {"valac", "Vala", "", "", ""},
    {"tcltest", "tcltest", "", "", ""},
    {"plunit", "SWI-Prolog plunit", "", "", ""},
    {"hunit", "HUnit", "", "", ""},
    {"alcotest", "Alcotest", "dune test", "", ""},
    {"dlang", "D (gdc, ldc, dmd)", "", "", ""},
    {"tcl", "Tcl", "", "", ""},
    {"cobc", "GnuCOBOL", "", "", ""},
    {"gnat", "GNAT (Ada)", "", "", ""},
    {"apache", "Apache httpd (configtest)", "", "", ""},
    {"puppet", "Puppet", "", "", ""},
    {"psql", "psql", "", "", ""},
    {"sqlite3", "sqlite3", "", "", ""},
    {"thrift", "Apache Thrift", "", "", ""},
    {"swagger-cli", "swagger-cli", "", "", ""},
    {"uncrustify", "Uncrustify", "", "", ""},
    {"zope-testrunner", "zope.testrunner", "", "", ""},
    {"yath", "yath (Test2::Harness)", "", "", ""},
    {"spectest-interp", "wabt spectest-interp", "", "", ""},
    {"lacheck", "lacheck", "", "", ""},
    {"livescript", "LiveScript (lsc)", "", "", ""},
    {"npm-package-json-lint", "npm-package-json-lint", "", "", ""},
    {"shunit2", "shUnit2", "", "", ""},
    {"rspack", "Rspack", "", "", "npx rspack build"},
    {"postcss", "PostCSS", "", "", "npx postcss {file}"},
    {"html-validate", "html-validate", "", "", "npx html-validate {file}"},
    {"spectral", "Spectral", "", "", "npx spectral lint {file}"},
    {"commitlint", "commitlint", "", "", ""},
    {"phpmd", "PHPMD", "", "", ""},
    {"checkstyle", "Checkstyle", "", "", ""},
    {"rake", "Rake", "", "", ""},
    {"bundler", "Bundler", "", "", "bundle install"},
    {"composer", "Composer", "", "", "composer install"},
    {"busted", "busted (Lua)", "busted --filter={name_re}", "", ""},
    {"perlcritic", "Perl::Critic", "", "", "perlcritic {file}"},
    {"sphinx", "Sphinx", "", "", "sphinx-build -W -b html . _build"},
    {"octave", "GNU Octave", "", "", ""},
    {"django", "Django", "python3 manage.py test {name}", "", "python3 manage.py check"},
    {"pre-commit", "pre-commit", "", "", "pre-commit run {name} --all-files"},
    {"dotnet", "dotnet test (VSTest)", "dotnet test --filter FullyQualifiedName~{name}", "",
     "dotnet build"},
    {"xctest", "XCTest / swift-testing", "swift test --filter {name_re}", "", "swift build"},
    {"hspec", "Hspec", "runghc {file} --match {name_re}", "", ""},
    {"test-unit", "test-unit (Ruby)", "ruby -Itest {file} --name={name_re}", "", ""},
    {"rspec", "RSpec", "rspec {file_line}", "", ""},
    {"minitest", "Minitest", "ruby -Itest {file} -n {last_re}", "#", ""},
    {"ruby", "Ruby", "", "", "ruby -c {file}"},
    {"rubocop", "RuboCop", "", "", "rubocop {file}"},
    {"yard", "YARD", "", "", "yard stats --fail-on-warning"},
    {"phpunit", "PHPUnit", "phpunit --filter {last_re}", "::", ""},
    {"php", "PHP", "", "", "php -l {file}"},
    {"phpcs", "PHP_CodeSniffer", "", "", "phpcs"},
    // JVM
    {"javac", "javac", "", "", ""},
    {"ecj", "the Eclipse compiler for Java (ecj)", "", "", ""},
    {"kotlin", "kotlinc", "", "", ""},
    {"java", "Java", "", "", ""},
    {"junit", "JUnit", "", "", ""},
    {"groovy", "Groovy", "", "", ""},
    {"gradle", "Gradle", "", "", ""},
    // Go, Rust, C and C++
    {"go", "go", "go test -run {go_run} ./...", "", "go build ./..."},
    {"ginkgo", "Ginkgo", "ginkgo --focus={name_re} ./...", "", ""},
    {"testng", "TestNG", "", "", ""},
    {"cargo", "Cargo", "cargo test {name} -- --exact", "", "cargo build"},
    {"clippy", "Clippy", "", "", "cargo clippy"},
    {"rustc", "rustc", "", "", ""},
    {"gtest", "GoogleTest", "<test binary> --gtest_filter={name}", "", ""},
    {"doctest", "doctest", "<test binary> --test-case={name}", "", ""},
    {"catch2", "Catch2", "<test binary> {name}", "", ""},
    {"boost-test", "Boost.Test", "<test binary> --run_test={name}", "", ""},
    {"check", "Check (C unit tests)", "", "", ""},
    {"cmocka", "cmocka", "", "", ""},
    {"clang-format", "clang-format", "", "", "clang-format -i {file}"},
    {"cpplint", "cpplint", "", "", "cpplint {file}"},
    {"flawfinder", "Flawfinder", "", "", "flawfinder {file}"},
    {"ctest", "CTest", "ctest --output-on-failure -R {anchored_re}", "", ""},
    {"gcc", "GCC", "", "", ""},
    {"ld", "the linker", "", "", ""},
    {"make", "make", "", "", ""},
    // Other languages and build systems
    {"ocaml", "OCaml", "", "", "dune build"},
    {"qcheck", "QCheck (OCaml)", "", "", ""},
    {"gfortran", "gfortran", "", "", ""},
    {"erlc", "erlc", "", "", "erlc {file}"},
    {"eunit", "EUnit", "", "", ""},
    {"proper", "PropEr (Erlang)", "", "", ""},
    {"exunit", "ExUnit", "mix test {file_line}", "", ""},
    {"mix", "mix", "", "", "mix compile"},
    {"staticcheck", "staticcheck / golangci-lint", "", "", ""},
    {"luacheck", "luacheck", "", "", "luacheck {file}"},
    {"meson", "Meson", "meson test {name}", "", ""},
    {"ninja", "Ninja", "", "", ""},
    {"gn", "GN", "", "", "gn gen out"},
    {"tasty", "tasty (Haskell)", "", "", ""},
    {"ounit", "OUnit2", "", "", ""},
    {"chez", "Chez Scheme", "", "", ""},
    {"dub", "dub (D)", "", "", ""},
    {"eclint", "eclint", "", "", ""},
    {"validate-pyproject", "validate-pyproject", "", "", ""},
    {"bats", "Bats", "bats --filter {anchored_re} {file}", "", ""},
    {"valgrind", "Valgrind", "", "", ""},
    {"maven", "Maven", "", "", "mvn test-compile"},
    {"autoconf", "a configure script (autoconf)", "", "", "./configure"},
    {"fpc", "Free Pascal", "", "", "fpc {file}"},
    {"fpcunit", "fpcunit (Free Pascal)", "", "", ""},
    {"nim", "Nim", "nim c -r {file} {name}", "", "nim check {file}"},
    {"testthat", "testthat (R)", "", "", ""},
    {"r", "R (Rscript)", "", "", ""},
    // Shells, environments and shapes many tools share
    {"sh", "the shell", "", "", ""},
    {"tcsh", "tcsh", "", "", ""},
    {"picolisp", "PicoLisp", "", "", ""},
    {"newlisp", "newLISP", "", "", ""},
    {"yorick", "Yorick", "", "", ""},
    {"tinyscheme", "TinyScheme", "", "", ""},
    {"nickle", "Nickle", "", "", ""},
    {"cmake", "CMake", "", "", "cmake -S . -B build"},
    {"pip", "pip", "", "", ""},
    {"perl", "Perl", "", "", "perl -c {file}"},
    {"lua", "Lua", "", "", "luac -p {file}"},
    {"cppcheck", "a C/C++ analyser (cppcheck, clang-tidy)", "", "", ""},
    {"pkg-config", "pkg-config (pkgconf)", "", "", ""},
    {"scala", "Scala (scalac)", "", "", "scalac {file}"},
    {"tslint", "TSLint", "", "", "npx tslint --project ."},
    {"lesshint", "lesshint", "", "", "npx lesshint {file}"},
    {"ejs-lint", "ejs-lint", "", "", "npx ejs-lint {file}"},
    {"rst-lint", "restructuredtext-lint", "", "", "rst-lint {file}"},
    {"bison", "Bison", "", "", "bison {file}"},
    {"byacc", "Berkeley yacc (byacc, ocamlyacc)", "", "", "byacc {file}"},
    {"cococpp", "Coco/R (cococpp)", "", "", "cococpp {file}"},
    {"bisoncpp", "bisonc++", "", "", "bisonc++ {file}"},
    {"binaryen", "Binaryen (wasm-as, wasm-opt)", "", "", "wasm-as {file}"},
    {"as31", "as31 (8051 assembler)", "", "", "as31 {file}"},
    {"pbjs", "protobuf.js CLI (pbjs, pbts)", "", "", "npx pbjs -t static-module {file}"},
    {"glib-compile-resources", "glib-compile-resources", "", "", "glib-compile-resources {file}"},
    {"rcc", "Qt resource compiler (rcc)", "", "", "rcc {file}"},
    {"uic", "Qt user interface compiler (uic)", "", "", "uic {file}"},
    {"jsii", "jsii", "", "", "npx jsii"},
    {"flow-remove-types", "flow-remove-types", "", "", "npx flow-remove-types {file}"},
    {"hegel", "Hegel", "", "", "npx hegel"},
    {"cherry", "Cherry (ClojureScript)", "", "", "npx cherry compile {file}"},
    {"nest", "NestJS CLI", "", "", "npx nest build"},
    {"codenarc", "CodeNarc", "", "", "codenarc -basedir={file}"},
    {"pydoc", "pydoc", "", "", "python3 -m pydoc {name}"},
    {"sed", "GNU sed", "", "", "sed -n -f {file} /dev/null"},
    {"ksh", "KornShell (ksh -n)", "", "", "ksh -n {file}"},
    {"mlr", "Miller (mlr)", "", "", "mlr {file}"},
    {"dmd", "D runtime (dmd, ldc2, gdc programs)", "", "", ""},
    {"gdc", "GNU D compiler (gdc)", "", "", "gdc {file}"},
    {"gcov", "gcov", "", "", ""},
    {"clangd", "clangd --check", "", "", "clangd --check={file}"},
    {"nqp", "NQP (MoarVM)", "", "", "nqp {file}"},
    {"scm", "SCM Scheme", "", "", "scm -f {file}"},
    {"scheme48", "Scheme 48", "", "", ""},
    {"patscc", "ATS2 (patscc)", "", "", "patscc {file}"},
    {"case-police", "case-police", "", "", "npx case-police"},
    {"xslt3", "Saxon-JS (xslt3)", "", "", "npx xslt3 -xsl:{file}"},
    {"bootlint", "Bootlint", "", "", "npx bootlint {file}"},
    {"json-glib-validate", "json-glib-validate", "", "", "json-glib-validate {file}"},
    {"catkin-lint", "catkin_lint", "", "", "catkin_lint {file}"},
    {"jsinspect", "jsinspect", "", "", "npx jsinspect"},
    {"kwstyle", "KWStyle", "", "", "KWStyle {file}"},
    {"relint", "relint", "", "", ""},
    {"rxp", "RXP", "", "", "rxp -s {file}"},
    {"nqc", "NQC and NBC (LEGO brick compilers)", "", "", ""},
    {"eprover", "E (theorem prover)", "", "", ""},
    {"csslint", "CSSLint", "", "", "csslint {file}"},
    {"ghostscript", "Ghostscript (gs, ps2pdf)", "", "", ""},
    {"faust", "Faust", "", "", ""},
    {"aunit", "AUnit (Ada)", "", "", ""},
    {"fish", "fish (the shell)", "", "", "fish --no-execute {file}"},
    {"makeinfo", "Texinfo (makeinfo, texi2any)", "", "", "makeinfo {file}"},
    {"groff", "groff and troff", "", "", "groff -ww -z {file}"},
    {"latexmk", "latexmk", "", "", ""},
    {"rapper", "Raptor RDF parser (rapper)", "", "", "rapper -c {file}"},
    {"s9", "Scheme 9 from Empty Space", "", "", ""},
    {"dpkg", "dpkg-buildpackage and dpkg-checkbuilddeps", "", "", ""},
    {"vim", "Vim scripts (vim -es -V1 -S)", "", "", ""},
    {"pwck", "pwck and grpck (shadow)", "", "", "pwck -r"},
    {"redis", "redis-server (its configuration)", "", "", ""},
    {"supervisord", "supervisord (its configuration)", "", "", ""},
    {"findmnt", "findmnt --verify", "", "", "findmnt --verify"},
    {"subunit", "a subunit v1 stream (cmocka, Check, testtools)", "", "", ""},
    {"requirejs", "r.js (the RequireJS optimizer)", "", "", "npx r.js -o build.js"},
    {"csound", "Csound", "", "", ""},
    {"sox", "SoX", "", "", ""},
    {"poppler", "Poppler's PDF tools (pdfinfo, pdftotext)", "", "", ""},
    {"blhc", "blhc (build log hardening check)", "", "", ""},
    {"ssh-keygen", "ssh-keygen", "", "", ""},
    {"rsync", "rsync", "", "", ""},
    {"qhull", "Qhull (qhull, qconvex, qdelaunay)", "", "", ""},
    {"gri", "Gri", "", "", ""},
    {"form", "FORM (symbolic manipulation)", "", "", ""},
    {"freefem", "FreeFem++", "", "", ""},
    {"hg", "Mercurial", "", "", ""},
    {"imagemagick", "ImageMagick (convert, identify)", "", "", ""},
    {"abidiff", "abidiff (libabigail)", "", "", ""},
    {"opensp", "OpenSP (onsgmls, osx)", "", "", "onsgmls -s {file}"},
    {"antlr", "ANTLR 4", "", "", "antlr4 {file}"},
    {"coccinelle", "Coccinelle (spatch)", "", "", "spatch --parse-cocci {file}"},
    {"pike", "Pike", "", "", "pike {file}"},
    {"agda", "Agda", "", "", "agda {file}"},
    {"swig", "SWIG", "", "", ""},
    {"cython", "Cython", "", "", "cython3 {file}"},
    {"tcc", "Tiny C Compiler", "", "", ""},
    {"tidy", "HTML Tidy", "", "", "tidy -errors -quiet {file}"},
    {"desktop-file-validate", "desktop-file-validate", "", "", "desktop-file-validate {file}"},
    {"appstreamcli", "appstreamcli validate", "", "", "appstreamcli validate {file}"},
    {"rpmlint", "rpmlint", "", "", "rpmlint {file}"},
    {"lintian", "Lintian", "", "", ""},
    {"puppet-lint", "puppet-lint", "", "", "puppet-lint {file}"},
    {"ghc", "GHC (runghc)", "", "", ""},
    {"hugs", "Hugs 98 (runhugs)", "", "", "runhugs {file}"},
    {"elvish", "Elvish", "", "", "elvish -compileonly {file}"},
    {"hs-doctest", "doctest (Haskell)", "", "", "doctest {file}"},
    {"test-framework", "test-framework (Haskell)", "", "", ""},
    {"cppunit", "CppUnit", "", "", ""},
    {"tut", "TUT (C++ Template Unit Test)", "", "", ""},
    {"cpptest", "cpptest", "", "", ""},
    {"pscan", "pscan", "", "", ""},
    {"cunit", "CUnit", "", "", ""},
    {"cxxtest", "CxxTest", "", "", ""},
    {"cpputest", "CppUTest", "", "", ""},
    {"unittest-cpp", "UnitTest++", "", "", ""},
    {"qttest", "Qt Test", "", "", ""},
    {"dejagnu", "DejaGnu (runtest)", "", "", "runtest"},
    {"glib", "GLib testing (g_test, TAP)", "", "", ""},
    {"kyua", "Kyua (ATF)", "", "", "kyua test"},
    {"lit", "LLVM lit", "lit -v --filter {name_re} .", "", ""},
    {"filecheck", "FileCheck (LLVM)", "", "", ""},
    {"capnp", "Cap'n Proto compiler", "", "", "capnp compile -o- {file}"},
    {"indent", "GNU indent", "", "", ""},
    {"clitest", "clitest", "", "", ""},
    {"buttercup", "Buttercup (Emacs)", "", "", ""},
    {"why3", "Why3", "", "", "why3 prove {file}"},
    {"karma", "Karma", "", "", ""},
    {"amtool", "amtool (Alertmanager)", "", "", "amtool check-config {file}"},
    {"apparmor", "AppArmor parser", "", "", "apparmor_parser -Q -K {file}"},
    {"varnish", "Varnish (varnishd -C)", "", "", "varnishd -C -f {file}"},
    {"nagios", "Nagios Core", "", "", ""},
    {"rpmbuild", "rpmbuild", "", "", ""},
    {"gem", "RubyGems (gem)", "", "", ""},
    {"xdoctest", "xdoctest", "", "", ""},
    {"refurb", "refurb", "", "", "refurb {file}"},
    {"ormolu", "Ormolu", "", "", "ormolu --mode check {file}"},
    {"hpack", "hpack", "", "", "hpack"},
    {"flask", "Flask CLI", "", "", ""},
    {"docker-compose", "docker-compose", "", "", "docker-compose config -q"},
    {"tinytest", "tinytest (R)", "", "", ""},
    {"runit", "RUnit (R)", "", "", ""},
    {"criterion", "Criterion", "", "", ""},
    {"iverilog", "Icarus Verilog (iverilog, vvp)", "", "", ""},
    {"verilator", "Verilator", "", "", "verilator --lint-only -Wall {file}"},
    {"ghdl", "GHDL", "", "", "ghdl -a {file}"},
    {"cabal", "cabal-install", "", "", "cabal build"},
    {"hlint", "HLint", "", "", "hlint {file}"},
    {"rebar3", "rebar3", "", "", ""},
    {"mono", "Mono", "", "", ""},
    {"mcs", "Mono C# compiler (mcs)", "", "", ""},
    {"nunit", "NUnit (console)", "", "", ""},
    {"raku", "Rakudo (Raku)", "", "", "raku -c {file}"},
    {"trial", "Twisted Trial", "python3 -m twisted.trial {name}", "", ""},
    {"stestr", "stestr", "stestr run {anchored_re}", "", ""},
    {"proselint", "proselint", "", "", "proselint {file}"},
    {"msgfmt", "GNU gettext msgfmt", "", "", "msgfmt -c --check -o /dev/null {file}"},
    {"systemd-analyze", "systemd-analyze verify", "", "", "systemd-analyze verify {file}"},
    {"cmake-lint", "cmake-lint (cmakelang)", "", "", "cmake-lint {file}"},
    {"cmake-format", "cmake-format (cmakelang)", "", "", "cmake-format -i {file}"},
    {"patch-package", "patch-package", "", "", "npx patch-package"},
    {"vsce", "vsce (VS Code extension packager)", "", "", "npx vsce package"},
    {"asc", "AssemblyScript (asc)", "", "", ""},
    {"rescript", "ReScript", "", "", "npx rescript build"},
    {"stylus", "Stylus", "", "", ""},
    {"solc", "solc (solcjs)", "", "", ""},
    {"phpcpd", "phpcpd (copy/paste detector)", "", "", "phpcpd {file}"},
    {"gawk", "GNU awk", "", "", ""},
    {"awk", "mawk and the one true awk", "", "", ""},
    {"stylint", "stylint", "", "", "npx stylint {file}"},
    {"weblint", "weblint (HTML)", "", "", "weblint {file}"},
    {"linkchecker", "LinkChecker", "", "", "linkchecker {file}"},
    {"js-yaml", "js-yaml (the YAML parser of many Node tools)", "", "", ""},
    {"mscgen", "mscgen", "", "", ""},
    {"tstl", "TypeScriptToLua (tstl)", "", "", "npx tstl -p tsconfig.json"},
    {"clisp", "GNU CLISP", "", "", ""},
    {"ecl", "Embeddable Common Lisp", "", "", ""},
    {"jshell", "jshell", "", "", ""},
    {"autopep8", "autopep8", "", "", "autopep8 --in-place {file}"},
    {"tsd", "tsd (type tests)", "", "", "npx tsd"},
    {"madge", "madge --circular", "", "", "npx madge --circular ."},
    {"depcruise", "dependency-cruiser", "", "", "npx depcruise src"},
    {"redocly", "Redocly CLI", "", "", "npx @redocly/cli lint {file}"},
    {"write-good", "write-good", "", "", "npx write-good {file}"},
    {"dpdm", "dpdm (circular imports)", "", "", "npx dpdm --exit-code circular:1 {file}"},
    {"json5", "json5 --validate", "", "", "npx json5 --validate {file}"},
    {"elm-format", "elm-format", "", "", "elm-format --validate {file}"},
    {"csstree-validator", "csstree-validator", "", "", "npx csstree-validator {file}"},
    {"scdoc", "scdoc", "", "", ""},
    {"pug", "Pug", "", "", "npx pug {file}"},
    {"cmdtest", "cmdtest", "cmdtest . -t {name}", "", ""},
    {"terraform", "Terraform", "", "", "terraform validate"},
    {"closure-compiler", "Closure Compiler", "", "", ""},
    {"openapi-spec-validator", "openapi-spec-validator", "", "", "openapi-spec-validator {file}"},
    {"mit-scheme", "MIT/GNU Scheme", "", "", ""},
    {"ocamlfind", "ocamlfind (findlib)", "", "", ""},
    {"jscs", "JSCS", "", "", "npx jscs {file}"},
    {"luarocks", "LuaRocks", "", "", "luarocks lint {file}"},
    {"flow", "Flow", "", "", "npx flow check"},
    {"teamcity", "TeamCity service messages", "", "", ""},
    {"sucrase", "Sucrase", "", "", ""},
    {"hugo", "Hugo", "", "", "hugo"},
    {"nginx", "nginx -t", "", "", "nginx -t"},
    {"syslog-ng", "syslog-ng --syntax-only", "", "", "syslog-ng --syntax-only -f {file}"},
    {"icon", "Icon (icont, iconx)", "", "", ""},
    {"a68g", "Algol 68 Genie", "", "", ""},
    {"ngspice", "ngspice", "", "", ""},
    {"jscodeshift", "jscodeshift", "", "", ""},
    {"haproxy", "HAProxy -c", "", "", "haproxy -c -f {file}"},
    {"named-checkconf", "named-checkconf", "", "", "named-checkconf {file}"},
    {"icinga2", "icinga2 daemon -C", "", "", "icinga2 daemon -C"},
    {"javacc", "JavaCC", "", "", "javacc {file}"},
    {"acme", "ACME cross-assembler", "", "", ""},
    {"cutest", "Cutest", "cutest {file}", "", ""},
    {"check-dts", "check-dts", "", "", ""},
    {"jflex", "JFlex", "", "", "jflex {file}"},
    {"ansible", "ansible-playbook", "", "", "ansible-playbook --syntax-check {file}"},
    {"srfi-64", "SRFI-64 test runner (Scheme)", "", "", ""},
    {"cram", "Cram", "cram {file}", "", ""},
    {"flatc", "FlatBuffers flatc", "", "", ""},
    {"iasl", "ACPICA iasl", "", "", "iasl {file}"},
    {"ls-lint", "ls-lint", "", "", "npx @ls-lint/ls-lint"},
    {"markdown-link-check", "markdown-link-check", "", "", "npx markdown-link-check {file}"},
    {"lockfile-lint", "lockfile-lint", "", "", ""},
    {"attw", "Are the types wrong? (attw)", "", "", "npx attw --pack ."},
    {"elixir", "Elixir scripts", "", "", ""},
    {"jsonnet", "Jsonnet", "", "", "jsonnet {file}"},
    {"m4", "GNU m4", "", "", ""},
    {"qmake", "qmake", "", "", ""},
    {"libtool", "GNU libtool", "", "", ""},
    {"bmake", "BSD make (bmake)", "", "", ""},
    {"mk", "Plan 9 mk", "", "", ""},
    {"escript", "escript (Erlang scripts)", "", "", ""},
    {"yosys", "Yosys", "", "", ""},
    {"graphql-schema-linter", "graphql-schema-linter", "", "", "npx graphql-schema-linter {file}"},
    {"guile", "GNU Guile", "", "", ""},
    {"chicken", "CHICKEN Scheme", "", "", ""},
    {"ldc", "LDC and DMD (D)", "", "", ""},
    {"polyml", "Poly/ML", "", "", ""},
    {"smlnj", "SML/NJ", "", "", ""},
    {"tox", "tox", "", "", ""},
    {"jekyll", "Jekyll", "", "", "bundle exec jekyll build"},
    {"plantuml", "PlantUML", "", "", ""},
    {"regina", "Regina REXX", "", "", ""},
    {"sha256sum", "sha256sum -c (coreutils checksums)", "", "", ""},
    {"nox", "nox", "", "", ""},
    {"snakemake", "Snakemake", "", "", "snakemake -n"},
    {"quickcheck", "QuickCheck", "", "", ""},
    {"terser", "terser and UglifyJS", "", "", ""},
    {"svgo", "SVGO", "", "", "npx svgo {file}"},
    {"nunjucks", "Nunjucks", "", "", ""},
    {"handlebars", "Handlebars", "", "", ""},
    {"html-minifier", "html-minifier(-terser)", "", "", ""},
    {"clean-css", "clean-css-cli", "", "", ""},
    {"sdcc", "SDCC (Small Device C Compiler)", "", "", ""},
    {"flex", "flex", "", "", "flex -o /dev/null {file}"},
    {"tex", "TeX and LaTeX (pdflatex, xelatex, lualatex)", "", "", ""},
    {"bibtex", "BibTeX", "", "", ""},
    {"mandoc", "mandoc -T lint", "", "", "mandoc -T lint {file}"},
    {"ert", "Emacs ERT", "emacs --batch -l ert -f ert-run-tests-batch-and-exit", "", ""},
    {"emacs", "GNU Emacs (batch, byte-compile)", "", "", ""},
    {"frama-c", "Frama-C", "", "", ""},
    {"jsdoc", "JSDoc", "", "", ""},
    {"api-extractor", "API Extractor", "", "", "npx api-extractor run --local"},
    {"gitlint", "gitlint", "", "", "gitlint"},
    {"gettext", "GNU gettext (msgmerge, msgfmt)", "", "", ""},
    {"eleventy", "Eleventy", "", "", ""},
    {"sassc", "libsass (sassc, node-sass)", "", "", ""},
    {"markuplint", "markuplint", "", "", "npx markuplint {file}"},
    {"gherkin-lint", "gherkin-lint", "", "", "npx gherkin-lint {file}"},
    {"coffeelint", "CoffeeLint", "", "", "npx coffeelint {file}"},
    {"kwalify", "Kwalify", "", "", ""},
    {"i18nspector", "i18nspector", "", "", "i18nspector {file}"},
    {"vera++", "vera++", "", "", "vera++ --error {file}"},
    {"graphviz", "Graphviz dot", "", "", "dot -Tsvg -o /dev/null {file}"},
    {"xsltproc", "xsltproc (libxslt)", "", "", ""},
    {"taplo", "Taplo (TOML)", "", "", "npx taplo lint {file}"},
    {"jsonlint", "jsonlint", "", "", "npx jsonlint {file}"},
    {"radon", "Radon", "", "", "radon cc -n C {file}"},
    {"twine", "twine check", "", "", "twine check dist/*"},
    {"lintr", "lintr (R)", "", "", ""},
    {"haxe", "Haxe", "", "", ""},
    {"crystal", "Crystal", "crystal spec {file_line}", "", "crystal build {file}"},
    {"common-test", "Erlang Common Test", "", "", ""},
    {"dialyzer", "Dialyzer", "", "", "dialyzer {file}"},
    {"sbcl", "SBCL (Common Lisp)", "", "", "sbcl --non-interactive --load {file}"},
    {"fiveam", "FiveAM (Common Lisp)", "", "", ""},
    {"cucumber-ruby", "Cucumber (Ruby)", "cucumber {file_line}", "", ""},
    {"coffee", "CoffeeScript", "", "", "npx coffee -c {file}"},
    {"tailwindcss", "Tailwind CSS", "", "", ""},
    {"remark", "remark-lint (remark-cli)", "", "", "npx remark --frail {file}"},
    {"textlint", "textlint", "", "", "npx textlint {file}"},
    {"dprint", "dprint", "", "", "npx dprint fmt"},
    {"knip", "knip", "", "", "npx knip"},
    {"clang-tidy", "clang-tidy", "", "", "clang-tidy {file}"},
    {"iwyu", "include-what-you-use", "", "", ""},
    {"protoc", "protoc (Protocol Buffers)", "", "", "protoc {file}"},
    {"buf", "buf (Protocol Buffers)", "", "", "buf lint"},
    {"blueprint-compiler", "blueprint-compiler (GTK)", "", "", ""},
    {"collectd", "collectd -T", "", "", ""},
    {"tor", "tor --verify-config", "", "", ""},
    {"relay", "relay-compiler", "", "", "npx relay-compiler --validate"},
    {"epubcheck", "EPUBCheck", "", "", "epubcheck {file}"},
    {"biber", "biber", "", "", ""},
    {"newman", "newman (Postman collections)", "", "", "npx newman run {file}"},
    {"html-proofer", "HTMLProofer", "", "", "htmlproofer ./_site"},
    {"selint", "SELint", "", "", "selint {file}"},
    {"unimported", "unimported", "", "", "npx unimported"},
    {"btest", "btest (Zeek)", "btest {name}", "", ""},
    {"shelltest", "shelltestrunner", "shelltest {file}", "", ""},
    {"parsec", "Parsec parse errors (Haskell tools)", "", "", ""},
    {"gdb", "gdb (a batch backtrace)", "", "", ""},
    {"scons", "SCons", "", "", "scons"},
    {"ant", "Apache Ant (<junit>)", "", "", "ant"},
    {"checkbashisms", "checkbashisms", "", "", "checkbashisms {file}"},
    {"shfmt", "shfmt", "", "", "shfmt -d {file}"},
    {"vulture", "Vulture", "", "", "vulture {file}"},
    {"pylama", "pylama", "", "", "pylama {file}"},
    {"yapf", "YAPF", "", "", "yapf --diff {file}"},
    {"codespell", "codespell", "", "", "codespell {file}"},
    {"mkdocs", "MkDocs", "", "", "mkdocs build --strict"},
    {"vitepress", "VitePress", "", "", "npx vitepress build"},
    {"dockerfilelint", "dockerfilelint", "", "", "npx dockerfilelint {file}"},
    {"lintspaces", "lintspaces", "", "", "npx lintspaces {file}"},
    {"dotenv-linter", "dotenv-linter", "", "", "dotenv-linter {file}"},
    {"appstream-util", "appstream-util validate", "", "", "appstream-util validate {file}"},
    {"sql-lint", "sql-lint", "", "", "npx sql-lint {file}"},
    {"pyyaml", "a YAML file PyYAML rejects", "", "", ""},
    {"pandoc", "pandoc", "", "", ""},
    {"asciidoctor", "Asciidoctor", "", "", "asciidoctor {file}"},
    {"chktex", "ChkTeX", "", "", "chktex {file}"},
    {"sqlfluff", "SQLFluff", "", "", "sqlfluff lint {file}"},
    {"ansible-lint", "ansible-lint", "", "", "ansible-lint {file}"},
    {"shellcheck", "ShellCheck", "", "", "shellcheck {file}"},
    {"yamllint", "yamllint", "", "", "yamllint {file}"},
    // Quality gates
    {"coverage", "a coverage threshold (Jest, Vitest, c8, nyc, coverage.py, pytest-cov)", "", "",
     ""},
    {"rustfmt", "rustfmt (cargo fmt --check)", "", "", "cargo fmt"},
    {"gofmt", "gofmt", "", "", "gofmt -w {file}"},
    {"xmllint", "xmllint", "", "", "xmllint --noout {file}"},
    {"jq", "jq", "", "", ""},
    {"gojq", "gojq", "", "", ""},
    {"nix", "Nix", "", "", ""},
    {"json-tool", "python3 -m json.tool", "", "", ""},
    {"git", "git", "", "", ""},
    {"curl", "curl", "", "", ""},
    {"wget", "GNU Wget", "", "", ""},
    {"sanitizer", "a sanitizer", "", "", ""},
    {"tap-generic", "a TAP producer", "", "", ""},
    {"generic", "an unnamed tool", "", "", ""},
};

} // namespace

std::vector<Kind> tool_kinds(std::string_view id) {
    std::uint32_t bits = 0;
    for (const LineRule& row : builtin_rules()) {
        if (row.tool == id) {
            bits |= 1U << static_cast<unsigned>(row.kind);
        }
    }
    for (const ToolCoverage& c : tool_coverage()) {
        if (c.id == id) {
            bits |= c.kinds;
        }
    }
    std::vector<Kind> kinds;
    for (const KindInfo& info : all_kinds()) {
        if ((bits & (1U << static_cast<unsigned>(info.kind))) != 0) {
            kinds.push_back(info.kind);
        }
    }
    return kinds;
}

namespace {

// Escapes regex metacharacters so a test name can be given to a -t/--grep filter.
std::string regex_escape(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) {
            out += '\\';
        }
        out += c;
    }
    return out;
}

// "^TestA$/^sub$" for "TestA/sub".
std::string go_run_filter(std::string_view label) {
    std::string filter;
    while (true) {
        const std::size_t slash = label.find('/');
        filter += '^' + regex_escape(label.substr(0, slash)) + '$';
        if (slash == std::string_view::npos) {
            break;
        }
        filter += '/';
        label.remove_prefix(slash + 1);
    }
    return filter;
}

// The value of one placeholder; nullopt-like empty + false when the item lacks it.
bool placeholder_value(std::string_view key, std::string_view separator, const Evidence& item,
                       std::string& value) {
    const std::string_view label = item.label;
    if (key == "file" || key == "file_line") {
        if (item.file.empty() || (key == "file_line" && item.line == 0)) {
            return false;
        }
        value = key == "file" ? item.file : item.file + ":" + std::to_string(item.line);
        return true;
    }
    if (label.empty()) {
        return false;
    }
    if (key == "name") {
        value = std::string(label);
    } else if (key == "name_re") {
        value = regex_escape(label);
    } else if (key == "last_re") {
        const std::size_t at = separator.empty() ? std::string_view::npos : label.rfind(separator);
        value = regex_escape(at == std::string_view::npos ? label
                                                          : label.substr(at + separator.size()));
    } else if (key == "first") {
        value = std::string(separator.empty() ? label : label.substr(0, label.find(separator)));
    } else if (key == "anchored_re") {
        value = "^" + regex_escape(label) + "$";
    } else if (key == "go_run") {
        value = go_run_filter(label);
    } else {
        return false;
    }
    return true;
}

} // namespace

std::span<const ToolInfo> all_tools() {
    return k_tools;
}

const ToolInfo* find_tool(std::string_view id) {
    for (const ToolInfo& tool : k_tools) {
        if (tool.id == id) {
            return &tool;
        }
    }
    return nullptr;
}

std::string expand_tool_command(std::string_view pattern, std::string_view separator,
                                const Evidence& item) {
    std::string out;
    while (!pattern.empty()) {
        const std::size_t open = pattern.find('{');
        const std::size_t close = open == std::string_view::npos ? open : pattern.find('}', open);
        if (close == std::string_view::npos) {
            out += pattern;
            break;
        }
        out += pattern.substr(0, open);
        std::string value;
        if (!placeholder_value(pattern.substr(open + 1, close - open - 1), separator, item,
                               value)) {
            return {};
        }
        out += shell_quote(value);
        pattern.remove_prefix(close + 1);
    }
    return out;
}

std::string shell_quote(std::string_view text) {
    std::string out = "'";
    for (const char c : text) {
        if (c == '\'') {
            out += "'\\''";
        } else {
            out += c;
        }
    }
    out += '\'';
    return out;
}

} // namespace loopclose::core
