// SPDX-License-Identifier: MIT
// Linters of scripts and configuration files: ShellCheck and yamllint
// (tests/fixtures/shellcheck, yamllint). Each was added as rows and a fixture folder.
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header.
// clang-format off
// "File: src/a.js" above a file's findings (dockerfilelint, lintspaces).
#define LC_FILE_HEADER R"re(^File: +(?P<file>\S+)\s*$)re"

constexpr LineRule k_rows[] = {
    // Terraform (validate, plan, init): "Error: Summary", a blank line, then "  on main.tf
    // line 11, in locals:" and the source (inside a "╷ │ ╵" box when coloured, which the
    // cleaner takes off). A configuration that does not parse is a syntax error; the
    // rest (an undeclared variable, an unsupported block) is an error of the program.
    // A warning's place ("Warning: …" above) is no finding.
#define LC_TERRAFORM_PLACE R"re(^  on (?P<file>[^\s,]+\.(?:tf|tfvars|hcl|tf\.json)) line (?P<line>\d+)(?:, in .*)?:\s*$)re"
    {"terraform", Kind::syntax_error, LC_TERRAFORM_PLACE, Near::none, 0, {}, {}, {},
     R"re(^Error: (?:Unclosed configuration block|Unexpected "[^"]*" block|Invalid block definition|Invalid expression|Argument or block definition required|Missing newline after argument|Invalid character|Unterminated template string|Missing item separator|Invalid multi-line string|Extra characters after interpolation expression|Invalid argument name|Missing key/value separator|Invalid single-argument block definition|Unclosed template interpolation sequence))re"},
    {"terraform", Kind::compile_error, LC_TERRAFORM_PLACE, Near::none, 0, {}, {}, {},
     R"re(^Error: )re"},
#undef LC_TERRAFORM_PLACE
    // openapi-spec-validator: "openapi.yaml: Validation Error: {…} is not valid under any
    // of the given schemas", then the schema path and the instance.
    {"openapi-spec-validator", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:ya?ml|json)): Validation Error: (?P<message>.*)$)re"},
    // dockerfilelint: "Line 4: RUN apt-get install curl" above a table of that
    // instruction's issues, under "File:   Dockerfile".
    {"dockerfilelint", Kind::lint_error, R"re(^Line (?P<line>\d+): \S)re", Near::header, 255, {}, {},
     {}, {}, {}, true, LC_FILE_HEADER},
    // lintspaces: "Line: 2 Unexpected tabs found. [warning]" under "File: /a/src/math.js".
    {"lintspaces", Kind::lint_error,
     R"re(^Line: (?P<line>\d+) (?P<message>.*) \[(?:warning|error)\]\s*$)re", Near::header, 255, {},
     {}, {}, {}, {}, true, LC_FILE_HEADER},
#undef LC_FILE_HEADER
    // dotenv-linter: the file alone ("/.env"), then "  3<TAB>error<TAB>Key 'debug' is not
    // uppercase<TAB>keys-should-be-uppercase" ("-" for a check of the whole file).
    {"dotenv-linter", Kind::lint_error,
     R"re(^\s+(?:(?P<line>\d+)|-)\terror\t(?P<message>[^\t]*?)\s*\t(?P<code>[\w-]+)\s*$)re",
     Near::header, 255, {}, {}, {}, {}, {}, false, R"re(^(?P<file>/?[^\s/]*\.env[\w.-]*|\S+/\.env[\w.-]*)\s*$)re"},
    // appstream-util validate: "data/a.metainfo.xml: FAILED:" then "• tag-invalid
    // : <url> does not start with 'http://' [example.org]".
    {"appstream-util", Kind::lint_error, R"re(^• (?P<code>[\w-]+) +: (?P<message>.*)$)re",
     Near::header, 255, {}, {}, {}, {}, {}, false, R"re(^(?P<file>\S+): FAILED:\s*$)re"},
    // OpenSP's validators (onsgmls, osx, nsgmls): "onsgmls:catalog.xml:16:7:E: required
    // attribute \"id\" not specified" ("W:" a warning, no letter a note on the error
    // above, "ID \"b1\" first defined here"). An end tag that is not open or that was
    // omitted is markup that does not parse.
    {"opensp", Kind::syntax_error,
     R"re(^(?:\S*/)?(?:o?nsgmls|o?sx|ospam|onsgmlnorm):(?P<file>[^:\s]+):(?P<line>\d+):(?P<column>\d+):E: (?P<message>end tag for (?:element )?"[^"]*" (?:which is not open|omitted\b).*)$)re"},
    {"opensp", Kind::lint_error,
     R"re(^(?:\S*/)?(?:o?nsgmls|o?sx|ospam|onsgmlnorm):(?P<file>[^:\s]+):(?P<line>\d+):(?P<column>\d+):E: (?P<message>.*)$)re"},
    // sql-lint: "migrations/001_init.sql:2 [sql-lint: missing-where] DELETE statement
    // missing WHERE clause."
    {"sql-lint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+) \[sql-lint: (?P<code>[\w-]+)\] (?P<message>.*)$)re"},
    // syslog-ng --syntax-only: "Error parsing options statement, syntax error, unexpected
    // LL_IDENTIFIER in syslog-ng.conf:8:5-8:19:" (Bison's place and range), a listing below.
    {"syslog-ng", Kind::syntax_error,
     R"re(^Error parsing (?P<message>.*?, syntax error, .*) in (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+)-\d+:\d+:\s*$)re"},
    // nginx -t: "nginx: [emerg] unknown directive \"proxy_pas\" in /etc/nginx/nginx.conf:10"
    // (with a timestamp and "pid#tid: " when the log goes to stderr).
    {"nginx", Kind::lint_error,
     R"re(\[emerg\] (?:\d+#\d+: )?(?P<message>.*?) in (?P<file>\S+):(?P<line>\d+)\s*$)re"},
    // haproxy -c: "[ALERT]    (16296) : config : parsing [haproxy.cfg:15] : balance only
    // supports …", "[ALERT] (1) : config : [haproxy.cfg:17] : 'server apps/app2' : …"
    // (the level, pid and section are decorations: taken off when the lines share them).
    {"haproxy", Kind::lint_error,
     R"re(^(?:\[ALERT\]\s+)?(?:\(\d+\) : )?(?:\w+ : )?(?:parsing )?\[(?P<file>[^\]:]+):(?P<line>\d+)\] : (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Alertmanager's amtool check-config: "Checking 'alertmanager.yml'  FAILED: undefined
    // receiver "team-db" used in route"; a YAML error's place on the next line, "  line 8:
    // cannot unmarshal !!str `yes please` into bool".
    {"amtool", Kind::lint_error,
     R"re(^Checking '(?P<file>[^']+)'\s+FAILED: (?P<message>.*[^:\s])\s*$)re"},
    {"amtool", Kind::lint_error,
     R"re(^Checking '(?P<file>[^']+)'\s+FAILED: .*:\s*\n\s+line (?P<line>\d+): (?P<message>.*)$)re"},
    // AppArmor's parser: "AppArmor parser error for usr.local.bin.thumbd in profile
    // usr.local.bin.thumbd at line 12: missing an end of line character? (entry: …)", a
    // profile that does not parse; "Found reference to variable UPLOAD_ROOT, but is never
    // declared".
    {"apparmor", Kind::syntax_error,
     R"re(^AppArmor parser error for (?P<file>\S+)(?: in profile \S+)? at line (?P<line>\d+): (?P<message>.*)$)re"},
    {"apparmor", Kind::lint_error,
     R"re(^(?P<message>Found reference to variable \S+, but is never declared)\s*$)re"},
    // Varnish's VCL compiler (varnishd -C): the message, then its place on a line of its
    // own, "('/etc/varnish/default.vcl' Line 12 Pos 31)" after "(program line 70), at" for
    // a parse error, or "At: ('…' Line 16 Pos 13) -- (Pos 22)" for a name it does not know.
    {"varnish", Kind::syntax_error,
     R"re(^(?P<message>\S.*)\n\(program line \d+\), at\n\('(?P<file>[^']+)' Line (?P<line>\d+) Pos (?P<column>\d+)\))re"},
    {"varnish", Kind::compile_error,
     R"re(^(?P<message>\S.*)\nAt: \('(?P<file>[^']+)' Line (?P<line>\d+) Pos (?P<column>\d+)\))re"},
    // Nagios Core's nagios -v: "Error: Could not find any host matching 'web02' (config
    // file '/etc/nagios4/objects/hosts.cfg', starting on line 26)", "Error: Failed to expand
    // host list 'web02' for service 'HTTPS' (/etc/nagios4/objects/hosts.cfg:26)".
    {"nagios", Kind::lint_error,
     R"re(^Error: (?P<message>.*) \(config file '(?P<file>[^']+)', starting on line (?P<line>\d+)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"nagios", Kind::lint_error,
     R"re(^Error: (?P<message>.*) \((?P<file>[^\s():]+\.cfg):(?P<line>\d+)\)\s*$)re", Near::none, 0,
     {}, {}, {}, {}, {}, false, {}, true},
    // Daemons' configuration checkers in the same shape: a syntax error however it is said
    // ("ntpd.conf:5: syntax error", nsd-checkconf's "nsd.conf:10: at 'provide-xfr': error:
    // syntax error"), any other error a finding in the configuration, not a compiler's
    // ("nsd.conf:3: error: expected a number").
    {"generic", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.conf):(?P<line>\d+): (?:at '[^']*': )?(?:error: )?(?P<message>syntax error.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    {"generic", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.conf):(?P<line>\d+): (?:at '[^']*': )?error: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // BIND's named-checkconf: "named.conf:10: missing ';' before '}'".
    {"named-checkconf", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.conf):(?P<line>\d+): (?P<message>.*)$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
    // ansible-playbook: "ERROR! couldn't resolve module/action 'x'", "ERROR! the role 'x'
    // was not found in …", "Syntax Error while loading YAML.", each with "The error
    // appears to be in '/a/site.yml': line 9, column 7, but may" after a blank line.
#define LC_ANSIBLE_PLACE                                                                           \
    R"re(\n[ \t]*\nThe error appears to be in '(?P<file>[^']+)': line (?P<line>\d+), column (?P<column>\d+))re"
    {"ansible", Kind::missing_module,
     R"re(^ERROR! couldn't resolve module/action '(?P<label>[^']+)'[^\n]*)re" LC_ANSIBLE_PLACE},
    {"ansible", Kind::missing_module,
     R"re(^ERROR! the role '(?P<label>[^']+)' was not found[^\n]*)re" LC_ANSIBLE_PLACE},
    {"ansible", Kind::syntax_error,
     R"re(^Syntax Error while loading YAML\.[^\n]*\n[^\n]*)re" LC_ANSIBLE_PLACE},
#undef LC_ANSIBLE_PLACE
    // Apache httpd -t / apache2ctl configtest: "AH00526: Syntax error on line 6 of
    // /etc/apache2/sites-enabled/shop.conf:" (the reason on the next line).
    {"apache", Kind::lint_error,
     R"re(^(?P<code>AH\d{5}): Syntax error on line (?P<line>\d+) of (?P<file>[^:]+):\s*$)re"},
    // Puppet: "Error: Could not parse for environment production: Syntax error at '}'
    // (file: /a/db.pp, line: 7, column: 3)"; an evaluation error names the place last
    // ("… is already declared at (file: …, line: 4); cannot redeclare (file: /a/site.pp,
    // line: 16, column: 3) on node vm").
    {"puppet", Kind::syntax_error,
     R"re(^Error: Could not parse for environment \S+: (?P<message>Syntax error at .*?) \(file: (?P<file>[^,()]+), line: (?P<line>\d+)(?:, column: (?P<column>\d+))?\))re"},
    {"puppet", Kind::compile_error,
     R"re(^Error: (?P<message>.*)\(file: (?P<file>[^,()]+), line: (?P<line>\d+)(?:, column: (?P<column>\d+))?\)(?: on node \S+)?\s*$)re"},
    // psql -f with ON_ERROR_STOP: "psql:schema.sql:22: ERROR:  column o.totl does not
    // exist", with VERBOSITY verbose the SQLSTATE first ("ERROR:  23514: new row for
    // relation …"). A statement the server could not parse is a syntax error; a row the
    // data refused (classes 22 data exception, 23 integrity, 40 rollback, P0 PL/pgSQL
    // raise, …) happened at run time; the rest (undefined column, table, function) the
    // statement itself is wrong.
    {"psql", Kind::syntax_error,
     R"re(^psql:(?P<file>[^:\s]+):(?P<line>\d+): ERROR:  (?:42601: )?(?P<message>syntax error at .*)$)re"},
    {"psql", Kind::runtime_error,
     R"re(^psql:(?P<file>[^:\s]+):(?P<line>\d+): ERROR:  (?P<code>(?:2[0-9]|40|53|54|55|57|58|P0|XX)[0-9A-Z]{3}): (?P<message>.*)$)re"},
    {"psql", Kind::runtime_error,
     R"re(^psql:(?P<file>[^:\s]+):(?P<line>\d+): ERROR:  (?P<message>(?:duplicate key value|new row for relation|null value in column|insert or update on table|update or delete on table|division by zero|invalid input syntax|value too long|numeric field overflow).*)$)re"},
    {"psql", Kind::compile_error,
     R"re(^psql:(?P<file>[^:\s]+):(?P<line>\d+): (?:ERROR|FATAL):  (?:(?P<code>[0-9A-Z]{5}): )?(?P<message>.*)$)re"},
    // sqlite3 reading a script: "Parse error near line 17: no such table: orderz", "Parse
    // error near line 9: near "SELEC": syntax error", "Runtime error near line 15: UNIQUE
    // constraint failed: customers.email (19)".
    {"sqlite3", Kind::syntax_error,
     R"re(^Parse error near line (?P<line>\d+): (?P<message>(?:near "[^"]*": )?syntax error.*)$)re"},
    {"sqlite3", Kind::compile_error, R"re(^Parse error near line (?P<line>\d+): (?P<message>.*)$)re"},
    {"sqlite3", Kind::runtime_error, R"re(^Runtime error near line (?P<line>\d+): (?P<message>.*)$)re"},
    // Apache Thrift: "[ERROR:/a/users.thrift:16] (last token was 'NotFound')" then "syntax
    // error"; "[FAILURE:/a/users.thrift:16] Parser error during include pass." closes it.
    {"thrift", Kind::syntax_error,
     R"re(^\[ERROR:(?P<file>[^\]]+?):(?P<line>\d+)\] (?P<message>.*)\nsyntax error\s*$)re"},
    {"thrift", Kind::compile_error,
     R"re(^\[FAILURE:(?P<file>[^\]]+?):(?P<line>\d+)\] (?P<message>.*)$)re", Near::none, 0, {}, {},
     {}, {}, {}, false, {}, false, true},
    // swagger-cli validate: "Swagger schema validation failed." with the schema paths below.
    {"swagger-cli", Kind::lint_error, R"re(^(?P<message>Swagger schema validation failed\.)\s*$)re"},
    // uncrustify --check: "FAIL: src/stack.c (File size changed from 131 to 143)".
    {"uncrustify", Kind::lint_error, R"re(^FAIL: (?P<file>\S+) \((?P<message>.*)\)\s*$)re"},
    // systemd-analyze verify: "/abs/backup.timer:5: Failed to parse calendar
    // specification, ignoring: dayly" (a warning that may leave the unit unusable), then
    // "backup.timer: Timer unit lacks value setting. Refusing." or "backup.service:
    // Command /usr/local/bin/x is not executable: …" (no line).
#define LC_SYSTEMD_UNIT R"re(\.(?:service|socket|timer|mount|automount|target|path|slice|scope|swap|device))re"
    // (A command the unit runs that is not there: "backup.service: Command backup-now is not
    // executable: No such file or directory".)
    {"systemd-analyze", Kind::command_not_found,
     R"re(^[\w@.:-]+)re" LC_SYSTEMD_UNIT R"re(: Command (?P<label>\S+) is not executable: No such file or directory)re"},
    {"systemd-analyze", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+)re" LC_SYSTEMD_UNIT R"re():(?P<line>\d+): (?P<message>.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    {"systemd-analyze", Kind::lint_error,
     R"re(^(?P<file>[\w@.:-]+)re" LC_SYSTEMD_UNIT R"re(): (?P<message>.*(?:Refusing\.|is not executable|not found|No such file).*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
#undef LC_SYSTEMD_UNIT
    // ssh-keygen (and ssh) on a key it cannot use: "Load key \"id_broken\": error in
    // libcrypto", "deploy.pub is not a public key file.", a private key others can read,
    // "Permissions 0644 for 'id_broken' are too open." (then "Load key …: bad permissions").
    {"ssh-keygen", Kind::runtime_error, R"re(^Load key "(?P<file>[^"]+)": (?P<message>.*)$)re",
     Near::none, 0, R"re(: bad permissions\s*$)re"},
    {"ssh-keygen", Kind::runtime_error, R"re(^(?P<file>\S+) is not a public key file\.\s*$)re"},
    {"ssh-keygen", Kind::permission_error,
     R"re(^Permissions 0\d+ for '(?P<file>[^']+)' are too open\.)re"},
    // rsync: a remote shell it cannot start, "rsync: [sender] Failed to exec nosuchssh: No
    // such file or directory (2)"; a source that is not there, "rsync: [sender] change_dir
    // \"/a/nosuchdir\" failed: No such file or directory (2)", "rsync: link_stat \"/a/x\"
    // failed: …"; its verdict, "rsync error: some files/attrs were not transferred (see
    // previous errors) (code 23) at main.c(1394)", when nothing else explains the run.
    {"rsync", Kind::command_not_found,
     R"re(^rsync: (?:\[\w+\] )?Failed to exec (?P<label>[^\s:]+): No such file or directory)re"},
    {"rsync", Kind::runtime_error,
     R"re(^rsync: (?:\[\w+\] )?(?P<message>(?:change_dir|link_stat|opendir|mkdir|recv_generator|send_files) .* failed: .*)$)re"},
    {"rsync", Kind::runtime_error, R"re(^rsync error: (?P<message>.*?) \(code \d+\))re", Near::none, 0,
     {}, {}, {}, {}, {}, true, {}, false, true},
    // cmake-format --check names each file it would change through Python's logging (the
    // place is its own source's): "ERROR __main__.py:625: Check failed: CMakeLists.txt";
    // a configuration it cannot load, "CRITICAL __main__.py:642: Failed to parse python
    // config file /a/.cmake-format.py: name 'Fals' is not defined".
    {"cmake-format", Kind::lint_error, R"re(^ERROR __main__\.py:\d+: Check failed: (?P<file>\S+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    {"cmake-format", Kind::runtime_error,
     R"re(^CRITICAL __main__\.py:\d+: Failed to parse python config file (?P<file>\S+?): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // cmake-lint (cmakelang): "CMakeLists.txt:04,04: [C0103] Invalid …" (line and column
    // zero-padded), "CMakeLists.txt:14: [C0301] Line too long (120/80)".
    {"cmake-lint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+)(?:,(?P<column>\d+))?: \[(?P<code>[CEWRF]\d{4})\] (?P<message>.*)$)re"},
    // shellcheck -f gcc: "a.sh:4:1: error: Couldn't find 'fi' for this 'if'. [SC1046]".
    {"shellcheck", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning|note): (?P<message>.*) \[(?P<code>SC\d{4})\]$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // shellcheck's default format: "In a.sh line 4:", the source line, then one caret
    // line per finding: "  ^-- SC2086 (info): Double quote to prevent globbing …".
    {"shellcheck", Kind::lint_error,
     R"re(^\s*\^-*\^? (?P<code>SC\d{4}) \((?P<severity>error|warning|info|style)\): (?P<message>.*)$)re",
     Near::header, 12, {}, {}, {}, {}, {}, false, R"re(^In (?P<file>\S+) line (?P<line>\d+):$)re"},
    // yamllint -f parsable: "a.yaml:6:5: [error] wrong indentation: … (indentation)"; a
    // file it cannot parse: "… [error] syntax error: expected <block end>… (syntax)".
    {"yamllint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): \[error\] (?P<message>syntax error: .*) \(syntax\)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"yamllint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): \[(?P<severity>error|warning)\] (?P<message>.*) \((?P<code>[\w-]+)\)$)re"},
    // yamllint -f github: "::error file=./ci.yml,line=9,col=15::9:15 [colons] too many
    // spaces after colon" ("::warning" for a warning).
    {"yamllint", Kind::lint_error,
     R"re(^::(?P<severity>error|warning) file=(?P<file>[^,:]+),line=(?P<line>\d+),col=(?P<column>\d+)::\d+:\d+ \[(?P<code>[\w-]+)\] (?P<message>.*)$)re"},
    // yamllint refusing its configuration: 'invalid config: option "max" of "line-length"
    // should be int'.
    {"yamllint", Kind::compile_error,
     R"re(^invalid config: (?P<message>(?:option "\w+" of "(?P<label>[\w-]+)" )?.*)$)re"},
    // validate-pyproject: "Invalid file: pyproject.toml", then "[ERROR] `project.name` must
    // be pep508-identifier".
    {"validate-pyproject", Kind::lint_error, R"re(^Invalid file: (?P<file>\S+)\s*$)re"},
    // yamllint's default format: the file alone on a line, then
    // "  6:5       error    wrong indentation: expected 2 but found 4  (indentation)"
    // (the level padded to nine characters).
    {"yamllint", Kind::syntax_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+)\s+error\s+(?P<message>syntax error: .*?)\s+\(syntax\)$)re",
     Near::header_above, 200, {}, {}, {}, {}, {}, false, {}, true},
    {"yamllint", Kind::lint_error,
     R"re(^\s+(?P<line>\d+):(?P<column>\d+)\s+(?P<severity>error    |warning  )\s*(?P<message>.*?)\s+\((?P<code>[\w-]+)\)$)re",
     Near::header_above, 200},
    // xmllint (libxml2): "config.xml:5: parser error : Opening and ending tag mismatch: …"
    // (the source line and a caret below) for a file that does not parse (itstool prints
    // libxml2's lines indented, the words spaced: " help.xml:6:  parser  error :  …"); a
    // document that parses but breaks its schema: "config.xml:3: element port: Schemas
    // validity error : …" (tests/fixtures/xmllint).
    // RXP: the error, then where it is on the next line, the file as a URL ("Error:
    // Mismatched end tag: expected </item>, got </itm>" over " in unnamed entity at line 4
    // char 24 of file:///a/config.xml"); a validity problem is a "Warning:" that fails
    // the run (exit 2) under -V.
#define LC_RXP_PLACE R"re(\n in (?:unnamed entity|entity "[^"\n]*") at line (?P<line>\d+) char (?P<column>\d+) of (?:file://)?(?P<file>\S+)\s*$)re"
    {"rxp", Kind::syntax_error, R"re(^Error: (?P<message>[^\n]*))re" LC_RXP_PLACE},
    {"rxp", Kind::lint_error, R"re(^Warning: (?P<message>[^\n]*))re" LC_RXP_PLACE, Near::none, 0,
     {}, {}, {}, {}, {}, true},
#undef LC_RXP_PLACE
    {"xmllint", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): (?:parser|namespace) error : (?P<message>.*)$)re"},
    {"xmllint", Kind::syntax_error,
     R"re(^ (?P<file>[^\s:]+):(?P<line>\d+):  (?:parser|namespace)  error :  (?P<message>.*)$)re"},
    {"xmllint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+): (?:element \S+: )?(?:Schemas |Relax-NG )?validity error : (?P<message>.*)$)re"},
    // jq names no file: "parse error: Expected another key-value pair at line 7, column 1"
    // (jq 1.7 puts "jq: " first); a filter failing on its input: "jq: error (at
    // ok.json:1): Cannot index string with string "code"" (tests/fixtures/jq).
    {"jq", Kind::syntax_error,
     R"re(^(?:jq: )?parse error: (?P<message>.*) at line (?P<line>\d+), column (?P<column>\d+)$)re"},
    // A filter that does not compile: "jq: error: syntax error, unexpected $end (Unix shell
    // quoting issues?) at <top-level>, line 1:" (a -f file by its name).
    {"jq", Kind::syntax_error,
     R"re(^jq: error: (?P<message>syntax error\b.*?) at (?P<file><[\w-]+>|\S+), line (?P<line>\d+):)re"},
    {"jq", Kind::runtime_error,
     R"re(^jq: error \(at (?P<file>[^\s:()]+):(?P<line>\d+)\): (?P<message>.*)$)re"},
    // gojq (jq in Go): "gojq: invalid query: filter.jq:1" or "gojq: invalid json:
    // config.json:2", the line and a caret below; a filter failing on its input: "gojq:
    // cannot add: string (\"x\") and number (1)".
    {"gojq", Kind::syntax_error,
     R"re(^gojq: invalid (?:query|json): (?P<file>[^\s:]+):(?P<line>\d+)\s*$)re"},
    {"gojq", Kind::runtime_error, R"re(^gojq: (?P<message>(?:error|cannot|expected)\b.*)$)re"},
    // Nix (nix-instantiate, nix-build, nix eval): "error: <message>", a blank line, then
    // "       at /a/default.nix:5:8:" over the code frame. A parse error says "syntax
    // error"; a name the parser cannot bind is "undefined variable 'x'"; the rest fail
    // while evaluating ("list index 0 is out of bounds", "attribute 'x' missing").
    {"nix", Kind::syntax_error,
     R"re(^error: (?P<message>syntax error[^\n]*)\n\s*\n\s+at (?P<file>[^\s:][^\n]*?):(?P<line>\d+):(?P<column>\d+):\s*$)re"},
    {"nix", Kind::compile_error,
     R"re(^error: (?P<message>undefined variable [^\n]*)\n\s*\n\s+at (?P<file>[^\s:][^\n]*?):(?P<line>\d+):(?P<column>\d+):\s*$)re"},
    {"nix", Kind::runtime_error,
     R"re(^error: (?P<message>[^\n]*)\n\s*\n\s+at (?P<file>[^\s:][^\n]*?):(?P<line>\d+):(?P<column>\d+):\s*$)re"},
    // python3 -m json.tool prints the decoder's message alone: "Expecting ',' delimiter:
    // line 3 column 3 (char 20)" (tests/fixtures/json-tool); json.decoder's messages
    // start with one of these words. Not a traceback's "json.decoder.JSONDecodeError: …",
    // a Python runtime error.
    {"json-tool", Kind::syntax_error,
     R"re(^(?P<message>(?:Expecting|Extra data|Invalid|Unterminated string|Illegal trailing comma)\b.*?): line (?P<line>\d+) column (?P<column>\d+) \(char \d+\)$)re"},
    // buf build (no space after the place): "proto/a.proto:7:3:unexpected `int32` after
    // definition", "…:9:3:cannot find `Money` in this scope", an import it cannot find
    // "…:5:1:imported file does not exist" (buf lint's findings have the same shape and
    // other words); --error-format=json: one finding a line.
    {"buf", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.proto):(?P<line>\d+):(?P<column>\d+):(?P<message>imported file does not exist)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"buf", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.proto):(?P<line>\d+):(?P<column>\d+):(?P<message>(?:unexpected|expected|syntax error|cannot find|unknown|undefined|duplicate|invalid)\b.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"buf", Kind::lint_error,
     R"re(^\{"path":"(?P<file>[^"]+)","start_line":(?P<line>\d+),"start_column":(?P<column>\d+),.*?"type":"(?P<label>[A-Z0-9_]+)","message":"(?P<message>(?:[^"\\]|\\.)*)")re"},
    // blueprint-compiler: "error: Expected `;`" over "at ui/prefs.blp line 5 column 3:";
    // GTK's introspection data missing, "error: Could not find GTK 4 introspection files.
    // Is gobject-introspection installed?".
    {"blueprint-compiler", Kind::missing_module,
     R"re(^error: Could not find (?P<label>.+?) introspection files\b.*\n\s*at (?P<file>\S+) line (?P<line>\d+) column (?P<column>\d+):)re"},
    {"blueprint-compiler", Kind::syntax_error,
     R"re(^error: (?P<message>Expected .*|Unexpected .*)\n\s*at (?P<file>\S+) line (?P<line>\d+) column (?P<column>\d+):)re"},
    {"blueprint-compiler", Kind::compile_error,
     R"re(^error: (?P<message>.*)\n\s*at (?P<file>\S+\.blp) line (?P<line>\d+) column (?P<column>\d+):)re",
     Near::none, 0, R"re(^error: (?:Expected|Unexpected|Could not find .* introspection files))re"},
    // collectd -T: "Parse error in file `collectd.conf', line 12 near `': syntax error, …";
    // "plugin_load: Could not find plugin \"memroy\" in /usr/lib/collectd".
    {"collectd", Kind::syntax_error,
     R"re(^Parse error in file `(?P<file>[^']+)', line (?P<line>\d+)\b(?P<message>.*)$)re"},
    {"collectd", Kind::missing_module, R"re(^plugin_load: Could not find plugin "(?P<label>[^"]+)")re"},
    // SELint (SELinux policy): "myapp.te:            10: (C): Permissions in av rule not
    // ordered (…) (C-005)", the letter the severity (C, S, W, E; F a file it cannot parse).
    {"selint", Kind::syntax_error,
     R"re(^(?P<file>\S+?):\s*(?P<line>\d+): \(F\): (?P<message>.*) \(F-\d+\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"selint", Kind::lint_error,
     R"re(^(?P<file>\S+?):\s*(?P<line>\d+): \([CSWEX]\): (?P<message>.*) \((?P<code>[CSWEX]-\d+)\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // tor --verify-config: "[warn]" lines name what is wrong, then "[err] Reading config
    // failed--see warnings above."
    {"tor", Kind::lint_error, R"re(\[err\] (?P<message>Reading config failed\b.*)$)re"},
    // icinga2 daemon -C: "[…] critical/config: Error: syntax error, unexpected end of
    // file" (or "Error while evaluating expression: …", a value it refuses) over
    // "Location: in /etc/icinga2/conf.d/hosts.conf: 13:3-13:30", then the source lines
    // ("hosts.conf(13):   max_check_attempts = …") and carets.
    {"icinga2", Kind::syntax_error,
     R"re(^(?:\[[^\]]+\] )?critical/config: Error: (?P<message>(?i:syntax error).*)\nLocation: in (?P<file>\S+): (?P<line>\d+):(?P<column>\d+)(?:-[\d:]+)?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"icinga2", Kind::lint_error,
     R"re(^(?:\[[^\]]+\] )?critical/config: Error: (?P<message>.*)\nLocation: in (?P<file>\S+): (?P<line>\d+):(?P<column>\d+)(?:-[\d:]+)?\s*$)re",
     Near::none, 0, R"re(critical/config: Error: (?i:syntax error))re", {}, {}, {}, {}, false, {}, true},
    // pwck and grpck (shadow's checkers of /etc/passwd and /etc/group): each finding on a
    // line, with -r a question after the ones they could mend ("duplicate password entry"
    // over "delete line 'root:x:0:0:…'? No"), and the ones they cannot, "user 'bob':
    // directory '/home/nobob' does not exist", "group adm: no user nosuchuser".
    {"pwck", Kind::lint_error,
     R"re(^(?P<message>[^\n]+)\n(?:delete line|delete member|add group|remove group) '[^\n]*\? No\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"pwck", Kind::lint_error,
     R"re(^(?P<message>user '[^']+': (?:(?:directory|program) '[^']+' does not exist|no group \d+))\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"pwck", Kind::lint_error,
     R"re(^(?P<message>group [^\s:]+: no user \S+|'[^']+' is a member of the '[^']+' group in \w+ but not in \w+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // redis-server refusing its configuration: "*** FATAL CONFIG FILE ERROR (Redis 7.0.15)
    // ***", then "Reading the configuration file, at line 5", the line quoted (">>>
    // 'maxmemory-polcy allkeys-lru'") and what is wrong with it.
    {"redis", Kind::lint_error,
     R"re(^Reading the configuration file, at line (?P<line>\d+)\s*$)re", Near::none, 0, {}, {}, {},
     R"re(FATAL CONFIG FILE ERROR)re"},
    // A daemon checking its configuration file names it and the line: opendkim's
    // "opendkim: opendkim.conf: configuration error at line 6: unrecognized parameter".
    {"generic", Kind::lint_error,
     R"re(^[\w.-]+: (?P<file>[^\s:]+): configuration error at line (?P<line>\d+): (?P<message>.*)$)re"},
    // supervisord: "Error: program section program:web does not specify a command in
    // section 'program:web' (file: 'supervisord.conf')".
    {"supervisord", Kind::lint_error,
     R"re(^Error: (?P<message>.*) \(file: '(?P<file>[^']+)'\)\s*$)re"},
    // findmnt --verify: each entry's mount point, then its findings, "   [E] unreachable on
    // boot required target: No such file or directory" an error ("[W]" a warning), and
    // "0 parse errors, 3 errors, 7 warnings" at the end.
    {"findmnt", Kind::lint_error, R"re(^\s+\[E\] (?P<message>\S.*)$)re", Near::none, 0, {}, {}, {},
     {}, {}, true},
};
// clang-format on

} // namespace

std::span<const LineRule> config_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
