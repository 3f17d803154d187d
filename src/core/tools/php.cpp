// SPDX-License-Identifier: MIT
// PHPUnit and the PHP interpreter (tests/fixtures/phpunit, php). PHP prints its fatal
// errors with a "PHP " prefix to stderr (the CLI's php.ini) or without it to stdout
// (php -n, the official container images). PHP_CodeSniffer's table is read by a parser
// (detectors/generic_parsers.cpp).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // composer validate: "./composer.json is invalid, the following errors/warnings were
    // found:" (the errors listed below it); a file its schema refuses outright, under
    // Symfony's "In Factory.php line 320:" banner: '"./composer.json" does not match the
    // expected JSON schema:'.
    // composer dump-autoload --strict-psr: "Class Acme\\Billing\\TaxTable located in
    // ./src/Util/TaxTable.php does not comply with psr-4 autoloading standard. Skipping."
    {"composer", Kind::lint_error,
     R"re(^Class \S+ located in (?P<file>\S+) does not comply with (?P<message>psr-[04] autoloading standard))re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"composer", Kind::lint_error,
     R"re(^(?P<file>\S*composer\.json) is invalid, the following errors(?:/warnings)? were found:\s*$)re"},
    {"composer", Kind::lint_error,
     R"re(^\s*"(?P<file>[^"]*composer\.json)" does not match the expected JSON schema:?\s*$)re"},
    // Symfony Console's error box (Composer, Artisan, the Symfony CLI): "In ClassLoader.php
    // line 311:", a blank padded line, then the message indented: the place is the
    // tool's own code, so the message alone, when nothing else explains the run.
    {"composer", Kind::runtime_error,
     R"re(^In [\w.]+\.php line \d+:\s*\n\s*\n\s+(?P<message>\S.*?)\s*$)re", Near::none, 0, {},
     {}, {}, {}, {}, true, {}, false, true},
    // phpcpd, the copy/paste detector: "  - /abs/src/Invoice.php:4-19 (15 lines)" and the
    // copy's place on the next line; the first of each clone is the finding.
    {"phpcpd", Kind::lint_error,
     R"re(^\s+- (?P<file>\S+\.php):(?P<line>\d+)-\d+ \(\d+ lines\)\s*$)re", Near::none, 0, {}, {},
     {}, {}, {}, true},
    // PHP's time limit ("PHP Fatal error:  Maximum execution time of 2 seconds exceeded
    // in /abs/poll.php on line 8") is a timeout; PHPUnit's unreadable configuration:
    // 'Could not load "/abs/phpunit.xml".' then the XML parser's complaint.
    {"php", Kind::timeout,
     R"re(Maximum execution time of \d+ seconds? exceeded in (?P<file>\S+) on line (?P<line>\d+))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"phpunit", Kind::syntax_error, R"re(^Could not load "(?P<file>[^"]+\.xml(?:\.dist)?)"\.)re"},
    // A test file whose class is not named after it: "Class StackTest could not be found
    // in /a/tests/StackTest.php" (PHPUnit 9 runs nothing and exits 1).
    {"phpunit", Kind::missing_module,
     R"re(^Class (?P<label>[\w\\]+) could not be found in (?P<file>\S+\.php)\s*$)re"},
    // PHPMD's text renderer: "/a/src/OrderService.php:15  ElseExpression  The method …".
    {"phpmd", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.php):(?P<line>\d+)\s+(?P<code>[A-Z]\w+)\s+(?P<message>\S.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // PHP_CodeSniffer --report=emacs: "/a/src/Cart.php:4:12: error - Opening brace … (PSR2.
    // Classes.ClassDeclaration.OpenBraceNewLine)" (the sniff with -s).
    {"phpcs", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.\w+):(?P<line>\d+):(?P<column>\d+): error - (?P<message>.*?)(?: \((?P<code>[A-Z]\w*(?:\.\w+)+)\))?\s*$)re"},
    {"php", Kind::syntax_error,
     R"re(^(?:PHP )?Parse error: +(?P<message>.*?) in (?P<file>\S+?) on line (?P<line>\d+)$)re"},
    {"php", Kind::out_of_memory,
     R"re(^(?:PHP )?Fatal error: +(?P<message>Allowed memory size of \d+ bytes exhausted.*?)(?: in (?P<file>\S+?) on line (?P<line>\d+))?$)re"},
    // A file require could not open ("vendor/autoload.php" before composer install): PHP 8's
    // "Uncaught Error: Failed opening required '/a/vendor/autoload.php' (include_path=…)
    // in /a/bin/console:4", PHP 7's "require(): Failed opening required '…' … on line 4".
    {"php", Kind::missing_module,
     R"re(^(?:PHP )?Fatal error: +Uncaught Error: Failed opening required '(?P<label>[^']+)'.* in (?P<file>\S+?):(?P<line>\d+)$)re"},
    {"php", Kind::missing_module,
     R"re(^(?:PHP )?Fatal error: +(?:require|include)(?:_once)?\(\): Failed opening required '(?P<label>[^']+)'.* in (?P<file>\S+?) on line (?P<line>\d+)$)re"},
    // Errors of the compiler, not of the running program (`php -l` reports them too):
    // "PHP Fatal error:  Cannot redeclare Money::add() in src/Money.php on line 13".
    {"php", Kind::compile_error,
     R"re(^(?:PHP )?Fatal error: +(?P<message>(?:Cannot redeclare |Cannot use \[\] for reading|Cannot re-assign \$this|Cannot use temporary expression|Cannot use positional argument after named argument|Redefinition of parameter|Access level to |Class \S+ contains \d+ abstract methods? |Declaration of .+? must be compatible with |Cannot declare (?:class|interface|trait|enum) \S+, because the name is already in use)[^\n]*?) in (?P<file>\S+?) on line (?P<line>\d+)$)re"},
    // (An uncaught exception, "Fatal error: Uncaught RuntimeException: … in /a/x.php:8",
    // is read by a parser, php_uncaught.cpp: the exceptions that wrapped it follow.)
    {"php", Kind::runtime_error,
     R"re(^(?:PHP )?Fatal error: +(?P<message>.*?) in (?P<file>\S+?) on line (?P<line>\d+)$)re"},
    // A data set's number or its name in quotes, which may hold quotes itself ('with data
    // set "it's "quoted" [1]" ('A "B"', 'a-b')': the name ends at a quote before " (" or
    // the line's end).
#define LC_PHPUNIT_DATA_SET R"re((?:"(?:[^"]|"[^\s]|" [^(])*"|#\d+))re"
    // "1) CalcTest::testAdd" under "There were 2 failures:" (not under skipped,
    // incomplete or risky tests; a method's name may hold any letter, "testGrüße"), the
    // location on the lines below.
    {"phpunit", Kind::test_failure,
     R"re(^\d+\) (?P<label>(?:[\w\\]*Test::(?:\w|[^\x00-\x7F])+|[\w\\]+::test(?:\w|[^\x00-\x7F])*)(?: with data set )re" LC_PHPUNIT_DATA_SET R"re()?))re",
     Near::below, 40, {}, {}, {}, R"re((?:failure|error)s?:$)re", R"re(^There (?:was|were) \d+ )re"},
    // --fail-on-warning (or --fail-on-risky) fails a run whose tests all pass: the tests
    // under "There was 1 warning:" stand in when nothing else explains it.
    {"phpunit", Kind::test_failure,
     R"re(^\d+\) (?P<label>(?:[\w\\]*Test::(?:\w|[^\x00-\x7F])+|[\w\\]+::test(?:\w|[^\x00-\x7F])*)(?: with data set )re" LC_PHPUNIT_DATA_SET R"re()?))re",
     Near::below, 6, {}, {}, {}, R"re(warnings?:$)re", R"re(^There (?:was|were) \d+ )re", true, {},
     false, true},
    // A failure outside any test, an invalid data provider for one, is reported as a test
    // named "Error" ("3) Error" under "There were 3 errors:"), with no location.
    // When it names the test ("The data provider specified for TempTest::testToF is
    // invalid.", the test file's place below), the test is the label.
    {"phpunit", Kind::test_failure,
     R"re(^\d+\) Error\s*\n(?P<message>The data provider specified for (?P<label>[\w\\]+::\w+) is invalid\.))re",
     Near::below, 8, {}, {}, {}, R"re(errors?:$)re", R"re(^There (?:was|were) \d+ )re"},
    {"phpunit", Kind::test_failure, R"re(^\d+\) (?P<label>Error)\s*$)re", Near::none, 0, {}, {},
     R"re(!^The data provider specified for [\w\\]+::\w+ is invalid\.)re",
     R"re(errors?:$)re", R"re(^There (?:was|were) \d+ )re"},
    // --testdox: " ✘ Add" under the class's prose name, the location below (with
    // --verbose its time after it, " ✘ Add [0.35 ms]").
    {"phpunit", Kind::test_failure, R"re(^ ✘ (?P<label>\S.*?)(?:\s+\[?\d+(?:\.\d+)? ms\]?)?\s*$)re",
     Near::below, 20},
    // Composer: a PHP extension the project requires and PHP lacks, "  - Root composer.json
    // requires PHP extension ext-mongodb * but it is missing from your system." (or a
    // package that requires it).
    {"composer", Kind::missing_module,
     R"re(^\s*- \S+(?: \S+)? requires PHP extension (?P<label>ext-[\w-]+) .*\bbut it is missing from your system)re"},
};
// clang-format on

} // namespace

std::span<const LineRule> php_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
