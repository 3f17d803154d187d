// SPDX-License-Identifier: MIT
// Build systems and the commands their recipes run: CMake, make, coreutils, git, the
// Java launcher, pip (tests/fixtures/cmake, make, coreutils, git, java, pip).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header, overrides, fallback.
// clang-format off
constexpr LineRule k_rows[] = {
    // CTest: a test whose executable was never built ("***Not Run" on its result line),
    // told on stderr: "Unable to find executable: ringq_fuzz".
    {"ctest", Kind::command_not_found, R"re(^Unable to find executable: (?P<label>\S+)\s*$)re"},
    // pkg-config (pkgconf): a package older than required: "Package dependency
    // requirement 'zlib >= 1.3.1' could not be satisfied."
    {"pkg-config", Kind::missing_module,
     R"re(^Package dependency requirement '(?P<label>[\w.+-]+)(?P<message>[^']*)' could not be satisfied)re"},
    // "CMake Error at CMakeLists.txt:4 (frobnicate_things):" with the reason indented below.
    {"cmake", Kind::compile_error,
     R"re(^CMake Error at (?P<file>.+?):(?P<line>\d+)(?: \((?P<code>\w+)\))?:$)re"},
    // A warning that -Werror=dev or -Werror=deprecated made an error: "CMake Error (dev) at
    // CMakeLists.txt:5 (message):", "CMake Deprecation Error at CMakeLists.txt:1
    // (cmake_minimum_required):".
    {"cmake", Kind::compile_error,
     R"re(^CMake (?:Deprecation Error|Error \(dev\)) at (?P<file>.+?):(?P<line>\d+)(?: \((?P<code>\w+)\))?:$)re"},
    // find_package's reasons under it: a config file not found ('Could not find a package
    // configuration file provided by "Foo"'), a find module's "Could NOT find ZLIB
    // (missing: ZLIB_LIBRARY)"; pkg_check_modules' "No package 'foo' found".
    {"cmake", Kind::missing_module,
     R"re(^\s*Could not find a package configuration file provided by "(?P<label>[^"]+)")re",
     Near::header, 20, {}, {}, {}, {}, {}, false, R"re(^CMake Error at (?P<file>.+?):(?P<line>\d+))re"},
    // (A version too old: 'Could not find a configuration file for package "Catch2" that
    // is compatible with requested version "3".')
    {"cmake", Kind::missing_module,
     R"re(^\s*Could not find a configuration file for package "(?P<label>[^"]+)" that is compatible\b)re",
     Near::header, 20, {}, {}, {}, {}, {}, false, R"re(^CMake Error at (?P<file>.+?):(?P<line>\d+))re"},
    {"cmake", Kind::missing_module,
     R"re(^\s*Could NOT find (?P<label>[\w.+-]+)(?: \(missing: .*\))?\s*$)re",
     Near::header, 20, {}, {}, {}, {}, {}, false, R"re(^CMake Error at (?P<file>.+?):(?P<line>\d+))re"},
    {"cmake", Kind::missing_module, R"re(^\s*No package '(?P<label>[^']+)' found\s*$)re"},
    // find_path and find_library with REQUIRED: "  Could not find AVCODEC_INCLUDE_DIR using
    // the following files:" over the file it looked for ("  libavcodec/avcodec.h").
    {"cmake", Kind::missing_module,
     R"re(^\s*Could not find \w+ using the following (?:files|names):\s*\n\s+(?P<label>\S+)\s*$)re",
     Near::header, 20, {}, {}, {}, {}, {}, false, R"re(^CMake Error at (?P<file>.+?):(?P<line>\d+))re"},
    // (pkgconf's wording, as CMake echoes it: "--   Package 'libwebpdemux', required by
    // 'virtual:world', not found".)
    {"cmake", Kind::missing_module,
     R"re(^--\s+Package '(?P<label>[^']+)', required by '[^']*', not found\s*$)re"},
    // CMakePresets.json that does not parse: "CMake Error: Could not read presets from
    // /a: JSON parse error", "Errors:", the file alone ("/a/CMakePresets.json:") and
    // jsoncpp's place ("* Line 10, Column 7") over its message. The place is the
    // error, not the headline over it.
    {"cmake", Kind::syntax_error,
     R"re(^Errors:\s*\n(?P<file>\S+\.json):\s*\n\* Line (?P<line>\d+), Column (?P<column>\d+)\s*$)re"},
    {"cmake", Kind::compile_error, R"re(^CMake Error: (?P<message>.+)$)re", Near::none, 0,
     R"re(: JSON parse error\s*$)re"},
    // make: "make: *** No rule to make target 'x'.  Stop." is the failure itself; a recipe's
    // "make[1]: *** [Makefile:2: all] Error 1" only says that a command failed: the
    // command's own message, above it, is the finding, and this line is kept only when
    // nothing else explains the run.
    // A makefile make cannot read: "Makefile:7: *** missing separator.  Stop.".
    {"make", Kind::compile_error,
     R"re(^(?P<file>(?:GNU)?[Mm]akefile|[^\s:]+\.mk):(?P<line>\d+): \*\*\* (?P<message>.*?)\.?  Stop\.\s*$)re"},
    {"make", Kind::compile_error,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* (?P<message>No rule to make target '(?P<label>[^']+)'[^.]*))re"},
    // make with nothing to read ("make: *** No targets specified and no makefile found.
    // Stop.") or sent by -C to a folder that is not there ("make[1]: *** app: No such file
    // or directory.  Stop.").
    {"make", Kind::compile_error,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* (?P<message>No targets specified and no makefile found|[^\s:*][^:]*: No such file or directory)\.  Stop\.)re"},
    // (In German and French: "make: *** Keine Regel vorhanden, um das Ziel „x.o“, …",
    // "make: ***  Aucune règle pour fabriquer la cible « x.o », …" with two spaces, and
    // no-break spaces inside the guillemets.)
    {"make", Kind::compile_error,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* (?P<message>Keine Regel vorhanden, um das Ziel „(?P<label>[^“]+)“.*)$)re"},
    {"make", Kind::compile_error,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* +(?P<message>Aucune règle pour fabriquer la cible «(?: |\x{a0}|\x{202f})(?P<label>[^»\x{a0}\x{202f}]+?)(?: |\x{a0}|\x{202f})».*)$)re"},
    // A recipe killed by a signal ("make: *** [Makefile:5: check] Segmentation fault") is a
    // crash, though the program printed nothing of it.
    {"make", Kind::crash,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* \[[^\]]+\] Segmentation fault)re", Near::none, 0, {},
     "SIGSEGV"},
    {"make", Kind::crash, R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* \[[^\]]+\] Aborted)re",
     Near::none, 0, {}, "SIGABRT"},
    // (The same for a recipe the kernel's OOM killer or kill(1) stopped: "make: ***
    // [Makefile:2: reindex] Killed", "… Terminated".)
    {"make", Kind::crash, R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* \[[^\]]+\] Killed\s*$)re",
     Near::none, 0, {}, "SIGKILL"},
    {"make", Kind::crash,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* \[[^\]]+\] Terminated\s*$)re", Near::none, 0, {},
     "SIGTERM"},
    // A recipe line make runs itself (no shell characters in it) whose program is not
    // there: "make: yamlfmt: No such file or directory" over "*** […] Error 127"; remake
    // says the same. (A makefile named by -f that is missing reads the same, but "No rule
    // to make target" follows.)
    {"make", Kind::command_not_found,
     R"re(^(?:g?make|gmake|remake)(?:\[\d+\])?: (?P<label>[^\s:*][^\s:]*): No such file or directory\s*$)re",
     Near::none, 0, {}, {}, R"re(!No rule to make target)re", {}, {}, true},
    // A recipe that timeout(1) ended: "make: *** [Makefile:3: itest] Error 124".
    {"make", Kind::timeout, R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* \[[^\]]+\] Error 124\s*$)re"},
    {"make", Kind::compile_error,
     R"re(^(?:g?make|gmake)(?:\[\d+\])?: \*\*\* \[(?P<file>[^:\]]+):(?P<line>\d+): (?P<label>[^\]]+)\] (?P<message>Error \d+|Segmentation fault.*|Killed.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, false, true},
    // A configure script (autoconf): "configure: error: …" ends the run. pkg-config's
    // PKG_CHECK_MODULES prints "configure: error: Package requirements (gpgme >= 1.13) were
    // not met:" and, below, "Package 'gpgme', required by 'virtual:world', not found"
    // (pkgconf) or "No package 'gpgme' found" (the older pkg-config); a check's own
    // message that names a library ("libgpgme not found: install libgpgme-dev") is a
    // missing module; any other error ("C compiler cannot create executables") a build
    // error, without its "configure: error: in `/abs/dir':" preamble
    // (tests/fixtures/autoconf).
    {"autoconf", Kind::missing_module,
     R"re(^Package '(?P<label>[^']+)', required by '[^']*', not found$)re", Near::none, 0, {}, {},
     {}, {}, {}, true},
    {"autoconf", Kind::missing_module, R"re(^No package '(?P<label>[^']+)' found$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    {"autoconf", Kind::missing_module,
     R"re(^configure: error: (?:(?:the |required )?(?:library|package) )?(?P<label>[\w.+-]+) (?:library )?(?:not found|was not found|is required|is missing|not installed)\b)re"},
    {"autoconf", Kind::compile_error, R"re(^configure: error: (?P<message>.+)$)re", Near::none, 0,
     R"re(^configure: error: (?:in [`'‘]|Package requirements \())re"},
    // coreutils and friends in scripts and recipes: "cp: cannot stat 'x': No such file or
    // directory", "ls: cannot access '/x': …", GNU tar's "tar: x.tar: Cannot open: …".
    {"sh", Kind::runtime_error,
     R"re(^(?P<label>cp|mv|rm|ln|ls|cat|head|tail|wc|sort|mkdir|rmdir|chmod|chown|chgrp|touch|tar|gzip|gunzip|unzip|install|cd|source|sed|grep|awk|find|stat|du|readlink|realpath): (?P<message>(?:cannot \w+ )?'(?P<file>[^']+)': No such file or directory)$)re"},
    // Tools that read files name them unquoted: "grep: src/*.h: No such file or directory",
    // and any other program with the path alone, lowdown's "lowdown: docs/README.md: No
    // such file or directory" (when nothing else explains the run: a task runner's step may
    // print it on the way). The path is the data the command was given, not a place in the
    // project. (A shell's or a launcher's own line is a command it could not run, read
    // elsewhere.)
    {"sh", Kind::runtime_error,
     R"re(^(?P<label>grep|egrep|fgrep|cat|head|tail|wc|sort|uniq|cut|sed|awk|gawk|diff|cmp|md5sum|sha1sum|sha256sum|zcat|gzip|gunzip|xz|bzip2|base64|tee|tr|jq|yq): (?P<message>[^\s':][^:]*?: No such file or directory)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    {"sh", Kind::runtime_error,
     R"re(^(?P<label>[a-z][\w.+-]{0,30}): (?P<message>[^\s':"]+: No such file or directory)$)re",
     Near::none, 0,
     R"re(^(?:bash|sh|dash|zsh|ksh|mksh|fish|env|make|gmake|xargs|nohup|timeout|sudo|exec|nice|stdbuf|setsid|flock|time|npm|npx|node|yarn|pnpm): )re",
     {}, {}, {}, {}, true, {}, false, true},
    {"sh", Kind::runtime_error,
     R"re(^(?P<label>tar)(?: \(child\))?: (?P<file>[^:\s]+): (?P<message>Cannot (?:open|stat): No such file or directory)$)re"},
    // A compressor testing or unpacking a file that is damaged: "gzip: truncated.gz:
    // unexpected end of file", "xz: corrupt.xz: Compressed data is corrupt", zstd's
    // "truncated.zst : Read error (39) : premature end".
    {"sh", Kind::runtime_error,
     R"re(^(?:gzip|gunzip|zcat|xz|unxz|xzcat|lzma|bzip2|bunzip2|lz4): (?P<file>[^\s:]+): (?P<message>unexpected end of (?:file|input)|not in gzip format|invalid compressed data.*|crc error.*|Compressed data is corrupt|File format not recognized|Unexpected end of input|data integrity error.*)\s*$)re"},
    {"sh", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]+\.(?:zst|zstd)) : (?P<message>(?:Read|Decoding) error \(\d+\) : .*)$)re"},
    // GNU Wget: an HTTP error, "2026-11-28 17:17:31 ERROR 404: File not found." (the status
    // its label; the time comes off as a log's stamp), and a certificate it does not
    // trust, "ERROR: The certificate of
    // ‘localhost’ is not trusted.".
    {"wget", Kind::network_error, R"re(^ERROR (?P<label>4\d\d|5\d\d): )re"},
    {"wget", Kind::network_error,
     R"re(^ERROR: (?P<message>The certificate of .* (?:is not trusted|doesn't have a known issuer|has expired|is not yet activated)\b.*)$)re"},
    // dpkg-deb and dpkg-source: a control file that does not parse, "dpkg-deb: error:
    // parsing file 'pkg/DEBIAN/control' near line 2 package 'hello':" over the reason.
    {"dpkg", Kind::compile_error,
     R"re(^dpkg-(?:deb|source|gencontrol|genchanges): error: parsing file '(?P<file>[^']+)' near line (?P<line>\d+)\b)re"},
    // git: "fatal: No configured push destination." when nothing else explains the run.
    // (Not Ansible's failed task, "fatal: [localhost]: FAILED! => {…}": a host in brackets.)
    {"git", Kind::runtime_error, R"re(^fatal: (?P<message>.+)$)re", Near::none, 0,
     R"re(^fatal: \[[^\]]+\]: )re", "git fatal", {}, {}, {}, true, {}, false, true},
    // Mercurial: a merge that left conflicts, "warning: conflicts while merging config.ini!
    // (edit, then use 'hg resolve --mark')", and a commit refused for them, "abort:
    // unresolved merge conflicts (see 'hg help resolve')".
    {"hg", Kind::merge_conflict,
     R"re(^warning: conflicts while merging (?P<file>\S+)! \(edit, then use 'hg resolve --mark'\))re"},
    {"hg", Kind::merge_conflict, R"re(^abort: (?P<message>unresolved merge conflicts\b.*)$)re"},
    // Ansible's task that failed on a host: "fatal: [localhost]: FAILED! => {\"changed\":
    // false, \"msg\": \"…\"}" (the message may follow on the next lines).
    {"ansible", Kind::runtime_error, R"re(^fatal: \[[^\]]+\]: FAILED! => (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // The Java launcher: "Error: Unable to access jarfile x.jar", "Error: Could not find or
    // load main class Foo".
    {"java", Kind::missing_module, R"re(^Error: Unable to access jarfile (?P<label>\S+)$)re"},
    {"java", Kind::missing_module,
     R"re(^Error: Could not find or load main class (?P<label>\S+)$)re"},
    // pip: "ERROR: No matching distribution found for x==1.0" (and "Could not find a
    // version that satisfies the requirement x").
    // (Indented when pip quotes the build backend's own install: "      ERROR: No
    // matching distribution found for setuptools>=68" inside its error box.) pip refusing
    // Debian's system Python: "error: externally-managed-environment".
    {"pip", Kind::missing_module,
     R"re(^\s*ERROR: (?:No matching distribution found for|Could not find a version that satisfies the requirement) (?P<label>\S+))re"},
    {"pip", Kind::permission_error, R"re(^error: (?P<message>externally-managed-environment)\s*$)re"},
    // pip check: "invoicer 0.3.1 requires jinja2, which is not installed.", "invoicer 0.3.1
    // has requirement pip<20, but you have pip 23.2.1.".
    {"pip", Kind::missing_module,
     R"re(^\S+ \S+ requires (?P<label>[\w.\[\]-]+), which is not installed\.\s*$)re"},
    {"pip", Kind::missing_module,
     R"re(^\S+ \S+ has requirement (?P<label>\S+), but you have \S+ \S+?\.?\s*$)re"},
    // Package managers that could not find or resolve a dependency (npm 10 prints "npm
    // error", npm 7 to 9 "npm ERR!"): "npm error 404  The requested resource 'x@*' could
    // not be found", "npm error notarget No matching version found for chalk@^99.2.0.",
    // "npm error Missing: left-pad@1.3.0 from lock file" (npm ci), "npm error peer
    // react@"^16.14.0" from react-dom@16.14.0" under "Could not resolve dependency:"
    // (ERESOLVE); "npm error Missing script: "typecheck"".
    {"npm", Kind::missing_module,
     R"re(^npm (?:error|ERR!) 404 +The requested resource '(?P<label>(?:@[^/\s']+/)?[^@\s']+)(?:@[^'\s]*)?' could not be found)re"},
    {"npm", Kind::missing_module,
     R"re(^npm (?:error|ERR!) notarget No matching version found for (?P<label>\S+?)\.?\s*$)re"},
    {"npm", Kind::missing_module,
     R"re(^npm (?:error|ERR!) Missing: (?P<label>\S+) from lock file)re"},
    {"npm", Kind::missing_module,
     R"re(^npm (?:error|ERR!) peer (?P<label>\S+@"[^"]*") from \S+)re", Near::none, 0, {}, {}, {},
     R"re(Could not resolve dependency:\s*$)re"},
    {"npm", Kind::command_not_found,
     R"re(^npm (?:error|ERR!) Missing script: "(?P<label>[^"]+)")re"},
    // npx refusing to install what it was asked to run: "npm error npx canceled due to
    // missing packages and no YES option: ["tsc@2.0.4"]"; the npm package "tsc" (not
    // TypeScript) that `npx tsc` installs in a project without TypeScript: "This is not the
    // tsc command you are looking for".
    {"npm", Kind::missing_module,
     R"re(^npm (?:error|ERR!) npx canceled due to missing packages and no YES option: \["(?P<label>[^"]+)")re"},
    {"npm", Kind::missing_module, R"re(^\s*This is not the tsc command you are looking for\s*$)re",
     Near::none, 0, {}, "typescript"},
    // Lockfiles out of step with package.json: pnpm's "* 1 dependencies were added:
    // ms@^2.1.3" under ERR_PNPM_OUTDATED_LOCKFILE, bun's "note: dependencies in package.json
    // changed since bun.lock was saved: kleur was added"; pnpm's peer check, "✕ unmet peer
    // react".
    {"pnpm", Kind::missing_module, R"re(^\* \d+ dependencies were added: (?P<label>\S+?),?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"bun", Kind::missing_module,
     R"re(^note: dependencies in package\.json changed since bun\.lockb? was saved: (?P<label>\S+) was added)re"},
    {"pnpm", Kind::missing_module, R"re(^✕ unmet peer (?P<label>\S+)\s*$)re", Near::none, 0, {}, {},
     {}, {}, {}, true},
    // nx run where it is not installed: ' NX   Could not find Nx modules at "/a/project".'
    {"nx", Kind::missing_module, R"re(^\s*NX\s+Could not find Nx modules at )re", Near::none, 0, {},
     "nx"},
    // The other runners' words for a script or task that is not there: pnpm's
    // "[ERR_PNPM_NO_SCRIPT] Missing script: lint", yarn 1's 'error Command "lint" not
    // found.', turbo's "Could not find task `lint` in project", wireit's "❌
    // package.json:12:24 Cannot find script named "generate" in package "/a"".
    {"pnpm", Kind::command_not_found, R"re(\[ERR_PNPM_NO_SCRIPT\] Missing script: (?P<label>\S+))re"},
    {"yarn", Kind::command_not_found, R"re(^error Command "(?P<label>[^"]+)" not found\.)re"},
    {"turbo", Kind::command_not_found, R"re(\bCould not find task `(?P<label>[^`]+)` in project)re"},
    {"wireit", Kind::command_not_found,
     R"re(^(?:❌ )?(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+) Cannot find script named "(?P<label>[^"]+)")re"},
    // npm ls (ELSPROBLEMS): "npm error missing: chalk@^5.3.0, required by app@2.1.0", "npm
    // error invalid: lodash@3.10.1 /a/node_modules/lodash".
    {"npm", Kind::missing_module,
     R"re(^npm (?:error|ERR!) (?:missing|invalid): (?P<label>\S+?),?(?: required by | /|\s*$))re"},
    // pnpm: "@scope/name is not in the npm registry, or you have no permission to fetch
    // it." below its ERR_PNPM_FETCH_404.
    {"pnpm", Kind::missing_module,
     R"re(^(?P<label>(?:@[\w.-]+/)?[\w.-]+) is not in the npm registry\b)re"},
    // yarn 1: "error Couldn't find any versions for "dayjs" that matches "^3.9.0"".
    {"yarn", Kind::missing_module,
     R"re(^error Couldn't find any versions for "(?P<label>[^"]+)" that matches)re"},
    // bun install: "error: slack-webhook@^2.0.0 failed to resolve".
    {"bun", Kind::missing_module,
     R"re(^error: (?P<label>(?:@[\w.-]+/)?[\w.-]+)@\S* failed to resolve\s*$)re"},
    // cargo offline or without the crate vendored: "error: no matching package named
    // `regex` found".
    {"cargo", Kind::missing_module,
     R"re(^error: no matching package named `(?P<label>[^`]+)` found)re"},
    // Composer: "  - Root composer.json requires acme/pdf-kit, it could not be found in
    // any version, there may be a typo in the package name."
    {"composer", Kind::missing_module,
     R"re(^\s*- Root composer\.json requires (?P<label>[\w.-]+/[\w.-]+), it could not be found in any version)re"},
    // go without a module in its cache and no proxy: "main.go:6:2: module lookup disabled
    // by GOPROXY=off" (the module is not named on the line).
    {"go", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.go):(?P<line>\d+):(?P<column>\d+): (?P<message>module lookup disabled by GOPROXY=off)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // (go mod verify, go mod download: "go: github.com/pkg/errors@v0.9.1: module lookup
    // disabled by GOPROXY=off", the module named first.)
    {"go", Kind::missing_module,
     R"re(^go: (?P<label>[\w.-]+\.[\w.-]+/[^\s@:]+)@\S+: (?P<message>module lookup disabled by GOPROXY=off)\s*$)re"},
    // PostgreSQL's client programs: "pg_dump: error: no matching tables were found for
    // pattern \"public.invoices\"", "…: error: connection to server on socket … failed:
    // FATAL:  database \"x\" does not exist".
    {"psql", Kind::runtime_error,
     R"re(^(?:pg_dump|pg_dumpall|pg_restore|createdb|dropdb|pg_isready|pg_basebackup): error: (?P<message>.*)$)re"},
    // Bundler reading a Gemfile that does not parse: "[!] There was an error parsing
    // `Gemfile`: syntax error, unexpected `end', expecting end-of-input. Bundler cannot
    // continue.", then " #  from /a/Gemfile:7" over the lines around it.
    {"bundler", Kind::syntax_error,
     R"re(^\[!\] There was an error parsing `[^`]+`: (?P<message>syntax error\b.*?)(?: Bundler cannot continue\.)?\s*$)re",
     Near::below, 4},
    // Composer's JSON parser: "  \"./composer.json\" does not contain valid JSON" over "  Parse
    // error on line 4:" (the lines padded inside its error box).
    {"composer", Kind::syntax_error,
     R"re(^\s*"(?P<file>[^"]+)" does not contain valid JSON\s*\n\s*Parse error on line (?P<line>\d+):)re"},
    // Bundler offline: "Could not reach host index.rubygems.org. Check your network
    // connection and try again."
    {"bundler", Kind::network_error,
     R"re(^(?P<message>Could not reach host \S+?)\.? Check your network connection)re"},
    // pip: "ERROR: Invalid requirement: 'flask=3.0.3' (from line 3 of requirements.txt)".
    {"pip", Kind::compile_error,
     R"re(^ERROR: (?P<message>Invalid requirement: '[^']*') \(from line (?P<line>\d+) of (?P<file>[^\s)]+)\))re"},
    // rpmbuild: a file the spec's %files lists that %install did not make, "error: File not
    // found: /root/rpmbuild/BUILDROOT/greet-1.2.0-1.x86_64/usr/bin/greet-admin" (repeated
    // indented under "RPM build errors:").
    {"rpmbuild", Kind::compile_error, R"re(^error: (?P<message>File not found): (?P<file>/\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Package managers that found no such package or version: pnpm's " ERR_PNPM_NO_
    // MATCHING_VERSION  No matching version found for picocolors@^7.0.0 while fetching it
    // from …" and its workspace's missing member, " ERR_PNPM_WORKSPACE_PKG_NOT_FOUND  In
    // packages/api: "@billing/shared@workspace:^" is in the dependencies but no package
    // named "@billing/shared" is present in the workspace"; yarn 1's "error Couldn't find
    // package "@acme/tokens" on the "npm" registry."; yarn 4's "➤ YN0082: │ dotenv@npm:
    // ^99.0.0: No candidates found"; npm's unreadable package.json, "npm error JSON.parse
    // Invalid package.json: JSONParseError: …".
    {"pnpm", Kind::missing_module,
     R"re(\bERR_PNPM_NO_MATCHING_VERSION\W+No matching version found for (?P<label>\S+?) while fetching)re"},
    {"pnpm", Kind::missing_module,
     R"re(\bERR_PNPM_WORKSPACE_PKG_NOT_FOUND\W+.* no package named "(?P<label>[^"]+)" is present in the workspace)re"},
    {"yarn", Kind::missing_module,
     R"re(^error Couldn't find package "(?P<label>[^"]+)"(?: required by "[^"]*")? on the "[\w-]+" registry)re"},
    {"yarn", Kind::missing_module, R"re(\bYN0082: [│|]? ?(?P<label>\S+?): No candidates found)re"},
    {"npm", Kind::syntax_error,
     R"re(^npm (?:error|ERR!) JSON\.parse Invalid (?P<file>package\.json): (?P<message>.*)$)re"},
    // Meson's other things not found: "meson.build:5:3: ERROR: C header 'sndfile.h' not
    // found", "ERROR: C shared or static library 'fftw3' not found", "ERROR: Neither a
    // subproject directory nor a fmt.wrap file was found."
    {"meson", Kind::missing_module,
     R"re(^(?P<file>[^\s:]*meson\.build):(?P<line>\d+):(?P<column>\d+): ERROR: (?:C|C\+\+|\w+) (?:header|shared or static library|library|program) '(?P<label>[^']+)' not found)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"meson", Kind::missing_module,
     R"re(^(?P<file>[^\s:]*meson\.build):(?P<line>\d+):(?P<column>\d+): ERROR: Neither a subproject directory nor a (?P<label>[\w.+-]+)\.wrap file was found)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // CMake: a package its Find module did not find, "  Could NOT find CURL (missing:
    // CURL_LIBRARY CURL_INCLUDE_DIR)" under "CMake Error at …FindPackageHandleStandard
    // Args.cmake:230 (message):"; an error of the generate step, which has no line,
    // "CMake Error in CMakeLists.txt:" over its reason; a compiler CXX or CC names that is
    // not there, "  Could not find compiler set in environment variable CXX:", a blank
    // line, "  g++-14.".
    {"cmake", Kind::missing_module, R"re(^\s*Could NOT find (?P<label>[\w:+.-]+) \(missing: )re"},
    {"cmake", Kind::compile_error, R"re(^CMake Error in (?P<file>\S+?):\s*$)re"},
    {"cmake", Kind::command_not_found,
     R"re(^\s*Could not find compiler set in environment variable \w+:\s*\n(?:\s*\n)?\s*(?P<label>\S+?)\.?\s*$)re"},
    // ... or that CMAKE_C_COMPILER names: "  The CMAKE_C_COMPILER:", a blank line, "    clang-99",
    // then "is not a full path and was not found in the PATH."; Meson's, under "meson.build:
    // 1:0: ERROR: Unknown compiler(s): [['clang-99']]" (its compile error): "Running
    // `clang-99 --version` gave \"[Errno 2] No such file or directory: 'clang-99'\"".
    {"cmake", Kind::command_not_found,
     R"re(^\s*The CMAKE_\w+_COMPILER:\s*\n(?:\s*\n)?\s*(?P<label>[^\s:]+)\s*$)re"},
    {"meson", Kind::command_not_found,
     R"re(^Running `(?P<label>[^`\s]+)[^`]*` gave "\[Errno 2\] No such file or directory)re"},
    // ninja asked for a target the build does not have: "ninja: error: unknown target
    // 'kv_tests'".
    // GN (the generator before ninja): "ERROR at //BUILD.gn:3:13: Undefined identifier",
    // the place a source-absolute label.
    {"gn", Kind::compile_error,
     R"re(^ERROR at (?P<file>//[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    {"ninja", Kind::compile_error, R"re(^ninja: error: unknown target '(?P<label>[^']+)')re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // GLib's markup parser under its resource and schema compilers: "app.gresource.xml:
    // Error on line 5 char 31: element 'file', attribute 'compressed', value 'maybe' cannot
    // be parsed as a boolean value."; a resource it cannot find: "app.gresource.xml: Failed
    // to locate “icons/logo.svg” in any source directory."
    {"glib-compile-resources", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.xml): Error on line (?P<line>\d+) char (?P<column>\d+): (?P<message>.*)$)re"},
    {"glib-compile-resources", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.xml): (?P<message>Failed to locate .*)$)re"},
    // Qt's resource compiler: "RCC Parse Error: 'res.qrc' Line: 4 Column: 11 [unexpected
    // <RESOURCE> tag]", "RCC: Error in 'app.qrc': Cannot find file 'icons/save.png'".
    {"rcc", Kind::syntax_error,
     R"re(^RCC Parse Error: '(?P<file>[^']+)' Line: (?P<line>\d+) Column: (?P<column>\d+) \[(?P<message>.*)\]\s*$)re"},
    {"rcc", Kind::compile_error, R"re(^RCC: Error in '(?P<file>[^']+)': (?P<message>.*)$)re"},
    // Qt's form compiler names the form on the line after the place: "uic: Error in line 20,
    // column 6 : Opening and ending tag mismatch." then "File 'mainwindow.ui' is not valid".
    {"uic", Kind::syntax_error,
     R"re(^uic: Error in line (?P<line>\d+), column (?P<column>\d+) : (?P<message>[^\n]*)\nFile '(?P<file>[^'\n]+)' is not valid\s*$)re"},
    // automake under GNU strictness: "Makefile.am: error: required file './AUTHORS' not
    // found" (its "installing './compile'" lines say what it added).
    {"autoconf", Kind::compile_error,
     R"re(^(?P<file>[^\s:]*Makefile\.am): error: (?P<message>required file .* not found)\s*$)re"},
    // The dynamic loader: "./app: error while loading shared libraries: libutil.so: cannot
    // open shared object file: No such file or directory" (a library missing at run
    // time), "./app: symbol lookup error: ./app: undefined symbol: plug_run"; ldd's
    // "\tlibutil.so => not found".
    {"ld", Kind::missing_module,
     R"re(error while loading shared libraries: (?P<label>[^\s:]+): cannot open shared object file)re"},
    {"ld", Kind::compile_error, R"re(: symbol lookup error: \S+: undefined symbol: (?P<label>\S+))re"},
    {"ld", Kind::missing_module, R"re(^\s+(?P<label>\S+\.so(?:\.[\w.]+)?) => not found\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // binutils on a file that is no object: "nm: README.o: file format not recognized",
    // "nm: 'missing.o': No such file", "readelf: Error: libstub.so: Failed to read file
    // header"; gcov without its notes: "./extra.gcno:cannot open notes file".
    {"ld", Kind::compile_error,
     R"re(^(?:nm|readelf|objdump|size|strip)(?:: Error)?: '?(?P<file>[^\s':]+)'?: (?P<message>file format not recognized|No such file|Failed to read file header|file truncated).*$)re"},
    {"gcov", Kind::compile_error, R"re(^(?P<file>\S+\.gcno):(?P<message>cannot open notes file)\s*$)re"},
    // clangd --check: "E[13:44:02.682] [pp_file_not_found] Line 3: 'geometry/missing.h' file
    // not found", "E[…] [expected_semi_after_stmt] Line 13: expected ';' after return
    // statement" (the file only on its "Testing on source file" line).
    {"clangd", Kind::missing_module,
     R"re(^E\[[\d:.]+\] \[pp_file_not_found\] Line (?P<line>\d+): '(?P<label>[^']+)' file not found)re"},
    {"clangd", Kind::compile_error,
     R"re(^E\[[\d:.]+\] \[(?P<code>\w+)\] Line (?P<line>\d+): (?P<message>.*)$)re"},
};
// clang-format on

} // namespace

std::span<const LineRule> build_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
