// SPDX-License-Identifier: MIT
// Python's runners, linters and compilers beyond what the pytest, mypy, traceback and
// syntax-error detectors read (tests/fixtures/unittest, nose2, doctest-py, behave,
// pytest, pylint, black, isort, bandit, pydocstyle, py_compile, compileall).
// pycodestyle and flake8 print the GNU shape with a rule code, pyflakes the same shape
// without one: both are read by the generic parser (generic_parsers.cpp).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// unittest's stand-in for a test module that would not import ("test_report
// (unittest.loader._FailedTest.test_report)", nose2's "(nose2.loader.ModuleImportFailure.
// tests.test_routes)"): not a test; the import error in its block is the finding
// (missing-module, runtime-error).
#define LC_FAILED_TEST                                                                             \
    R"re(\((?:unittest\.loader\._FailedTest|nose2\.loader\.ModuleImportFailure)\.)re"

// The line compileall prints before a file's errors: "Compiling 'tools/a.py'...", with
// -q "*** Error compiling 'tools/a.py'...".
#define LC_COMPILING R"re(^(?:\*\*\* Error compiling|Compiling) ')re"
// pytest's sections where an exception stopped a module from loading: the header (`after`)
// and the lines that open any section (`scope`).
#define LC_PYTEST_LOAD_SECTION                                                                     \
    R"re(^(?:_+ ERROR collecting |ImportError while loading conftest ))re",                        \
        R"re(^(?:_{3,} |ImportError while loading conftest ))re"

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed,
// header.
// clang-format off
constexpr LineRule k_rows[] = {
    // flake8 with a --format of its own fields joined by '|':
    // "app/views.py|8|9|F821|undefined name 'x'" (the '|' inside the file group keys the
    // row on ".py|", not on ".py").
    {"flake8", Kind::lint_error,
     R"re(^(?P<file>[^\s|]+\.(?:py|pyi)\|)(?P<line>\d+)\|(?P<column>\d+)\|(?P<code>[A-Z]+\d+)\|(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Python's TOML parser (tomllib, tomli) on a pyproject.toml a tool reads (pytest,
    // mypy, black…): "ERROR: /a/pyproject.toml: Illegal character '\\n' (at line 7,
    // column 15)", "pyproject.toml: Unclosed array (at line 9, column 1)".
    {"python", Kind::syntax_error,
     R"re(^(?:ERROR: )?(?P<file>\S+\.toml): (?P<message>.*\(at line (?P<line>\d+), column (?P<column>\d+)\))\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // compileall on a file Python cannot even tokenize: "*** Error compiling
    // 'legacy/nul.py'..." over "Sorry: ValueError: source code string cannot contain null
    // bytes" (no line; a file that parses badly gets the usual "  File …, line N", or
    // "Sorry: IndentationError: … (report.py, line 4)", read elsewhere).
    {"python", Kind::syntax_error,
     R"re(^\*\*\* Error compiling '(?P<file>[^']+)'\.\.\.\s*\nSorry: (?P<message>.*[^)\s])\s*$)re"},
    // pytest --pyargs with a name that imports nothing: "ERROR: module or package not
    // found: shopcart.tests (missing __init__.py?)".
    // A plugin the configuration requires ("required_plugins = pytest-django"): "ERROR:
    // Missing required plugins: pytest-django" (the first when it lists several).
    {"pytest", Kind::missing_module, R"re(^ERROR: Missing required plugins: (?P<label>[\w.-]+))re"},
    {"pytest", Kind::missing_module,
     R"re(^ERROR: module or package not found: (?P<label>[\w.]+)(?: \(missing __init__\.py\?\))?\s*$)re"},
    // pydocstyle on a file it cannot parse: "WARNING: Error in file lib/broken.py: Cannot
    // parse file." (the other files are still checked).
    {"pydocstyle", Kind::syntax_error,
     R"re(^WARNING: Error in file (?P<file>\S+\.py): Cannot parse file\.?\s*$)re"},
    // flake8's E999: the file did not parse ("src/parse.py:7:13: E999 SyntaxError: '{'
    // was never closed"), a syntax error like pylint's E0001.
    {"flake8", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+):(?P<column>\d+): (?P<code>E999) (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // The same under --format=pylint: "pkg/api.py:10: [E999] SyntaxError: f-string: …".
    {"flake8", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+): \[(?P<code>E999)\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A program that ran a command that is not installed: subprocess's _execute_child
    // raising "FileNotFoundError: [Errno 2] No such file or directory: 'helmfile'" (a bare
    // name, not a path); the place is the project's frame above.
    {"python", Kind::command_not_found,
     R"re(^FileNotFoundError: \[Errno 2\] No such file or directory: '(?P<label>[\w.+-]+)'\s*$)re",
     Near::above, 20, {}, {}, {}, R"re(raise child_exception_type\()re", {}, true, {}, true},
    // pylint with a msg-template such as "{path}({line}): [{msg_id}({symbol}) {obj}]
    // {msg}": "orders.py(11): [E1120(no-value-for-parameter) order_total] No value …".
    // pylint with a --msg-template that puts the code and symbol in brackets:
    // "shop/cart.py:12:4: [W0102/dangerous-default-value] Cart.total: Dangerous default …".
    {"pylint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+):(?P<column>\d+): \[(?P<code>[A-Z]\d{4})/[\w-]+\] (?P<message>.*)$)re"},
    {"pylint", Kind::lint_error,
     R"re(^(?P<file>[^\s(]+\.pyi?)\((?P<line>\d+)\): \[(?P<code>[CRWEFI]\d{4})(?:\([\w-]+\))?[^\]]*\] (?P<message>.*)$)re"},
    // Snakemake: an exception a rule's Python raised, "ValueError in file /a/Snakefile,
    // line 26:" under "RuleException:" (a syntax error's line is read as one already).
    {"snakemake", Kind::runtime_error,
     R"re(^(?P<label>[A-Z]\w*Error) in (?:rule \S+ in )?file (?P<file>\S+?), line (?P<line>\d+):\s*$)re",
     Near::none, 0, R"re(^(?:SyntaxError|IndentationError|TabError) )re", {}, {}, {}, {}, true},
    // A rule's input that no rule makes and no file holds (like make's "No rule to make
    // target"): "MissingInputException in rule x in file /a/Snakefile, line 4:" (the
    // files are listed four lines below, under "affected files:", beyond a row's reach).
    {"snakemake", Kind::compile_error,
     R"re(^(?P<code>MissingInputException) in (?:rule \S+ in )?file (?P<file>\S+?), line (?P<line>\d+):\s*$)re"},
    // (pytest-pylint's sections are read by a parser, pytest_pylint.cpp: their lines
    // hold no literal a row could be found by.)
    // mypy's errors with no line ("services/shipping/utils.py: error: Duplicate module
    // named \"utils\"", a note or mypy's count below: a script's argparse error reads
    // "deploy.py: error: unknown target") and a package it cannot find ("Can't find
    // package 'ledger'").
    {"mypy", Kind::typecheck_error,
     R"re(^(?P<file>[^\s:]+\.pyi?): error: (?P<message>.*?)(?:  \[(?P<code>[\w-]+)\])?$)re",
     Near::none, 0, {}, {}, R"re(^(?:\S+\.pyi?: (?:note|error): |Found \d+ errors? in \d+ files?))re"},
    // Its configuration's errors, a plugin it cannot import among them: "setup.cfg:2:
    // error: Error importing plugin "sqlmypy": No module named 'sqlmypy'  [misc]".
    {"mypy", Kind::typecheck_error,
     R"re(^(?P<file>(?:[^\s:]*/)?(?:setup\.cfg|mypy\.ini|\.mypy\.ini|pyproject\.toml)):(?P<line>\d+): error: (?P<message>.*?)(?:  \[(?P<code>[\w-]+)\])?$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    {"mypy", Kind::missing_module, R"re(^Can't find package '(?P<label>[\w.]+)'\s*$)re"},
    // stubtest (python3 -m mypy.stubtest): "error: geo.Point.scale is inconsistent, …" with
    // the stub's place below, "Stub: at line 5 in file /a/geo/__init__.pyi" (the runtime's
    // after it is where the code differs, not the finding).
    {"mypy", Kind::typecheck_error,
     R"re(^error: (?P<message>[\w.]+ (?:is|variable|has|should|cannot|differs|overload|dunder)\b.*)\nStub: (?:at line (?P<line>\d+) )?in file (?P<file>\S+\.pyi)\s*$)re"},
    // A file named on the command line that is not there: mypy's "mypy: can't read file
    // 'src/x.py': No such file or directory", Python's "python3: can't open file
    // '/a/x.py': [Errno 2] No such file or directory" and pytest's "ERROR: file or
    // directory not found: tests/test_x.py" or, for a test id, "ERROR: not found:
    // /a/tests/test_x.py::T::test_y" (its usage error, exit 4).
    {"mypy", Kind::runtime_error,
     R"re(^(?P<label>mypy): (?P<message>can't read file '(?P<file>[^']+)': No such file or directory)\s*$)re"},
    {"python", Kind::runtime_error,
     R"re(^(?P<label>python[\d.]*): (?P<message>can't open file '(?P<file>[^']+)': \[Errno 2\] No such file or directory)\s*$)re"},
    {"pytest", Kind::runtime_error,
     R"re(^ERROR: (?P<message>(?:file or directory )?not found: (?P<file>[^\s:]+)(?:::\S*)?)\s*$)re"},
    // pytest: a test interrupted ("/abs/tests/test_poll.py:7: KeyboardInterrupt" under
    // the "!!! KeyboardInterrupt !!!" banner); a module that failed to collect with no
    // traceback ("ERROR tests/test_sync.py" in the short summary, --strict-markers): only
    // when nothing else (the module's import error) explains the run.
    {"pytest", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]+\.py):(?P<line>\d+): (?P<label>KeyboardInterrupt)\s*$)re", Near::none, 0,
     {}, {}, {}, {}, {}, false, {}, true},
    {"pytest", Kind::test_failure, R"re(^ERROR (?P<label>(?P<file>[^\s:]+\.py))\s*$)re", Near::none,
     0, {}, {}, {}, {}, {}, true, {}, false, true},
    // ... whose block has no traceback at all, only pytest's message ("Using pytest.skip
    // outside of a test will skip the entire module…", "'slow' not found in `markers`
    // configuration option"): a failure of its own, whatever else failed.
    {"pytest", Kind::test_failure,
     R"re(^_+ ERROR collecting (?P<label>(?P<file>[^\s:]+\.py)) _+\s*$)re", Near::none, 0, {}, {},
     R"re(!^(?:ImportError while|Traceback|[^\s:]+:\d+|\s|E |Hint:|import file mismatch|_+ ERROR|=+ ))re",
     {}, {}, true},
    // faulthandler (pytest enables it): "Fatal Python error: Segmentation fault", then
    // the frames, innermost first ('  File "/abs/tests/test_native.py", line 5 in f'),
    // other threads' first when there are any (pytest-xdist's): the crashing thread's
    // come under "Current thread 0x… (most recent call first):".
    // (unittest -v prints it after the test's "… ... " with no newline between.)
    {"python", Kind::crash, R"re((?:^|\.\.\. )Fatal Python error: Segmentation fault)re", Near::below, 40, {},
     "SIGSEGV"},
    {"python", Kind::crash, R"re((?:^|\.\.\. )Fatal Python error: Aborted)re", Near::below, 40, {}, "SIGABRT"},
    // stestr: "{0} inventory.tests.test_stock.TestStock.test_level [0.000222s] ... FAILED"
    // (the worker in braces), its traceback below.
    {"stestr", Kind::test_failure,
     R"re(^\{\d+\} (?P<label>[\w.]+) \[[\d.]+s\] \.\.\. FAILED\s*$)re", Near::below, 40},
    // Twisted's trial: a "[FAIL]" or "[ERROR]" block's traceback, then the test's id
    // alone on a line ("calc.test.test_core.AddTests.test_add_negative") before the
    // next rule of "=" (or the "-" above the summary); the test's frame is above it.
    {"trial", Kind::test_failure,
     R"re(^(?P<label>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*){2,})\s*\n(?:={40,}|-{40,})\s*$)re", Near::above,
     40, {}, {}, {}, {}, {}, true},
    // autopep8 --diff --exit-code: "--- original/cli.py", then "+++ fixed/cli.py".
    {"autopep8", Kind::lint_error,
     R"re(^--- original/(?P<file>\S+)\s*\n\+\+\+ fixed/\S+\s*$)re", Near::none, 0, {}, "autopep8", {},
     {}, {}, true},
    // radon cc: the file alone on a line, then "    F 1:0 parse_line - C (14)" (F a
    // function, M a method, C a class; rank A to F). radon exits 0: a gate around it fails.
    {"radon", Kind::lint_error,
     R"re(^\s+[FMC] (?P<line>\d+):(?P<column>\d+) (?P<message>\S+ - [A-F] \(\d+\))\s*$)re",
     Near::header_above, 200, {}, {}, {}, {}, {}, true},
    // twine check: "Checking dist/pkg-0.1.0.tar.gz: FAILED" (or "FAILED due to warnings"
    // with --strict); the reasons follow as "ERROR    `long_description` has …".
    {"twine", Kind::lint_error, R"re(^Checking (?P<file>\S+): FAILED\b(?P<message>.*)$)re"},
    // Vulture: "shop/cart.py:2: unused import 'os' (90% confidence)" (exit 1 in 2.7, 3
    // from 2.8 on).
    {"vulture", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+): (?P<message>(?:unused \w+|unreachable code|unsatisfiable \w+|redundant if-condition)\b.*\(\d+% confidence(?:, \d+ lines?)?\))\s*$)re"},
    // Vulture on a file it cannot parse: "shop/cart.py:25: expected ':' at \"def x(self)\"".
    {"vulture", Kind::syntax_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+): (?P<message>.+ at ".*")\s*$)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // pylama's pylint format: "inventory/store.py:9: [C] E251 message [pycodestyle]".
    {"pylama", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+): \[[A-Z]\] (?P<code>[A-Z]+\d+) (?P<message>.*) \[(?:pycodestyle|pyflakes|pylint|mccabe|pydocstyle|mypy|radon|eradicate|vulture|isort|pep8|pep257)\]\s*$)re"},
    // YAPF: a file it cannot parse ("yapf: pkg/a.py:16:21: unmatched ')'"), and with
    // --diff each file it would change ("--- pkg/a.py\t(original)", then "+++ …").
    {"yapf", Kind::syntax_error,
     R"re(^yapf: (?P<file>[^\s:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    {"yapf", Kind::lint_error,
     R"re(^--- (?P<file>\S+)\t\(original\)\s*\n\+\+\+ \S+\t\(reformatted\)\s*$)re", Near::none, 0,
     {}, "yapf", {}, {}, {}, true},
    // Python 3.11's exception groups (ExceptionGroup, asyncio's TaskGroup): the group and
    // each sub-exception inside "| " borders ("  | ExceptionGroup: 2 invalid rows (2
    // sub-exceptions)", "    | KeyError: 'age'"), each placed by the frame above it. A
    // sub-exception that was made but never raised has no frame: its line comes right
    // under the group's separator ("+-+---------------- 1 ----------------") and has no
    // place.
#define LC_PY_GROUP_ITEM                                                                           \
    R"re(^\s*\| (?P<label>(?:[A-Za-z_][\w.]*)?(?:Error|Exception|ExceptionGroup|Interrupt|Exit)): ?(?P<message>.*)$)re"
#define LC_PY_GROUP_SEPARATOR R"re(^\s*\+(?:-\+)?-+ \d+ -+\s*$)re"
    {"python", Kind::runtime_error, LC_PY_GROUP_ITEM, Near::above, 12, {}, {}, {},
     "!" LC_PY_GROUP_SEPARATOR, {}, true},
    {"python", Kind::runtime_error, LC_PY_GROUP_ITEM, Near::none, 0, {}, {}, {},
     LC_PY_GROUP_SEPARATOR, {}, true},
#undef LC_PY_GROUP_SEPARATOR
#undef LC_PY_GROUP_ITEM
    // pytest-timeout's thread method dumps every stack between "+++++ Timeout +++++"
    // lines and ends the process: no test is named.
    {"pytest", Kind::timeout, R"re(^\+{5,} Timeout \+{5,}\s*$)re", Near::none, 0, {}, {}, {}, {}, {},
     true},
    // Pylint --output-format=parseable and flake8 --format=pylint: "billing.py:34:
    // [E0602(undefined-variable), Invoice.total] Undefined variable 'x'", "app/a.py:1: [F401]
    // 'os' imported but unused".
    {"pylint", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.py):(?P<line>\d+): \[(?P<code>[A-Z]+\d+)(?:\([\w-]+\))?(?:, [^\]]*)?\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Django's system checks: "orders.Order.price: (fields.E130) DecimalFields must define
    // a 'decimal_places' attribute." under "SystemCheckError: System check identified some
    // issues:" (warnings are "(fields.W340)").
    {"django", Kind::lint_error,
     R"re(^(?:\?: |[\w.]+: |<[^>]+>: )?\((?P<code>(?:fields|models|admin|urls|templates|auth|contenttypes|sites|staticfiles|caches|database|security|translation|files|signals|async)\.E\d{3})\) (?P<message>.*)$)re"},
    // Warnings fail the check under --fail-level WARNING ("System check identified some
    // issues:" … "?: (security.W001) You do not have …"): they stand in when nothing else
    // explains the failed run.
    {"django", Kind::lint_error,
     R"re(^(?:\?: |[\w.]+: |<[^>]+>: )?\((?P<code>(?:fields|models|admin|urls|templates|auth|contenttypes|sites|staticfiles|caches|database|security|translation|files|signals|async)\.W\d{3})\) (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // pre-commit: each hook that failed, "flake8....Failed" then "- hook id: flake8"; its
    // own findings, when the output of the hook says more, are read by their rows.
    {"pre-commit", Kind::lint_error,
     R"re(^(?P<message>\S.*?)\.{3,}(?:\([^)\n]*\))?Failed\s*\n- hook id: (?P<code>\S+)\s*$)re"},
    // Sphinx with -W: "/a/index.rst:10: WARNING: undefined label: 'x'" (--keep-going lists
    // them all), or, stopping at the first, "Warning, treated as error:" above
    // "/a/index.rst:10:undefined label: 'x'".
    {"sphinx", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:rst|md|txt|py)):(?P<line>\d+): WARNING: (?P<message>.*)$)re", Near::none,
     0, {}, {}, {}, {}, {}, true},
    {"sphinx", Kind::lint_error,
     R"re(^Warning, treated as error:[ \t]*\n(?P<file>[^\s:]+):(?P<line>\d+):(?P<message>.*)$)re"},
    // docutils' levels above a warning, as Sphinx prints them: "/a/index.rst:11: ERROR:
    // Unknown directive type "notee".", "/a/guide.rst:24: CRITICAL: Title level
    // inconsistent:" (SEVERE in docutils' own tools): problems of the document.
    {"sphinx", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.(?:rst|md|txt)):(?P<line>\d+): (?:ERROR|CRITICAL|SEVERE): (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // A test named on the command line that its class does not have: unittest's stand-in,
    // then "AttributeError: type object 'StockTests' has no attribute 'test_sold_out'".
    {"unittest", Kind::runtime_error,
     R"re(^ERROR: \S+ \(unittest\.loader\._FailedTest\.[^\n]*\n-{20,}\s*\n(?P<label>AttributeError): (?P<message>type object '\w+' has no attribute '\w+')\s*$)re"},
    // unittest: "FAIL: test_add (test_calc.CalcTest.test_add)" above its traceback, and
    // with -v "test_add (test_calc.CalcTest.test_add) ... FAIL". A subTest adds its message
    // and parameters: "… [-2]", "… (side=3)", "… [square side] (side=3)". xmlrunner puts the
    // time first: "FAIL [0.000s]: test_add (…)".
    {"unittest", Kind::test_failure,
     R"re(^(?:FAIL|ERROR)(?: \[\d+(?:\.\d+)?s\])?: (?P<label>\w+ \([\w.]+\)(?: \[.*?\])?(?: \(.*\))?)\s*$)re", Near::below, 40,
     LC_FAILED_TEST},
    {"unittest", Kind::test_failure,
     R"re(^\s*(?P<label>\w+ \([\w.]+\)(?: \(.*\))?) \.\.\. (?:FAIL|ERROR)\s*$)re", Near::none, 0,
     LC_FAILED_TEST},
    // nose2 prints unittest's blocks, and names a plain test function by its dotted path
    // alone: "FAIL: tests.test_shapes.test_area" over the dashes and its traceback, with
    // -v "tests.test_shapes.test_area ... FAIL". testtools' runners (subunit2pyunit) name
    // the test by its whole id, then print the id again above the dashes.
    {"nose2", Kind::test_failure,
     R"re(^(?:FAIL|ERROR): (?P<label>[A-Za-z_]\w*(?:\.\w+)+)\s*$)re", Near::below, 40, {}, {},
     R"re(^(?:-{20,}|[A-Za-z_]\w*(?:\.\w+)+)\s*$)re", {}, {}, true},
    // A parameterized function's case, numbered, its parameters on the next line:
    // "ERROR: tests.test_parse.test_parse_port:3" then "'0', 0" over the dashes.
    {"nose2", Kind::test_failure,
     R"re(^(?:FAIL|ERROR): (?P<label>[A-Za-z_]\w*(?:\.\w+)+:\d+)\s*$)re", Near::below, 40, {},
     {}, {}, {}, {}, true},
    {"nose2", Kind::test_failure,
     R"re(^(?P<label>[A-Za-z_]\w*(?:\.\w+)+) \.\.\. (?:FAIL|ERROR)\s*$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    // pydoc on a module it cannot import: "problem in ./boom.py - KeyError: 'timeout'",
    // "problem in /a/geom.py - SyntaxError: expected ':' (geom.py, line 4)" (a missing
    // module is the missing-module detector's); a name it cannot find: "No Python
    // documentation found for 'nosuchmod'."
    {"pydoc", Kind::syntax_error,
     R"re(^problem in \S+ - (?:SyntaxError|IndentationError|TabError): (?P<message>.*) \((?P<file>[^\s,()]+), line (?P<line>\d+)\)\s*$)re"},
    {"pydoc", Kind::runtime_error,
     R"re(^problem in \S+ - (?P<label>[A-Z]\w*(?:Error|Exception|Warning)): (?P<message>.*)$)re",
     Near::none, 0, R"re( - (?:ModuleNotFoundError|SyntaxError|IndentationError|TabError): )re"},
    {"pydoc", Kind::missing_module,
     R"re(^No Python documentation found for '(?P<label>[^']+)'\.)re"},
    // doctest: 'File "m.py", line 11, in m.slug' at column 0, then "Failed example:".
    {"python-doctest", Kind::test_failure,
     R"re(^File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<label>\S+)\s*\nFailed example:)re"},
    // pytest: an exception raised while importing a test module, in its "ERROR
    // collecting tests/test_x.py" section: "E   ImportError: cannot import name 'Group'
    // from 'app.models'", located by the nearest project frame above it
    // ("tests/test_x.py:1: in <module>"); the same in conftest.py ("ImportError while
    // loading conftest '/a/tests/conftest.py'." over the same short traceback). A module
    // not found is a missing module and a file that does not parse a syntax error (their
    // detectors).
    // (Two rows, so that each spells its literal one way: the scan then looks for
    // "Error" and "Exception" as written.)
    {"pytest", Kind::runtime_error, R"re(^E\s+(?P<label>\w[\w.]*Error): (?P<message>.*)$)re",
     Near::above, 12, R"re(^E\s+(?:ModuleNotFoundError|SyntaxError|IndentationError|TabError):)re",
     {}, {}, LC_PYTEST_LOAD_SECTION},
    {"pytest", Kind::runtime_error, R"re(^E\s+(?P<label>\w[\w.]*Exception): (?P<message>.*)$)re",
     Near::above, 12, {}, {}, {}, LC_PYTEST_LOAD_SECTION},
    // A warning that -W error (or filterwarnings = error) made an exception: "E
    // DeprecationWarning: inventory.compat is deprecated".
    {"pytest", Kind::runtime_error, R"re(^E\s+(?P<label>\w[\w.]*Warning): (?P<message>.*)$)re",
     Near::above, 12, {}, {}, {}, LC_PYTEST_LOAD_SECTION},
    // behave: "Failing scenarios:" then "  features/cart.feature:8  Discount codes" per
    // scenario (an outline's row keeps its " -- @1.2" suffix).
    {"behave", Kind::test_failure,
     R"re(^  (?P<file>\S+\.feature):(?P<line>\d+)  (?P<label>\S.*?)\s*$)re", Near::none, 0, {},
     {}, {}, R"re(^Failing scenarios:)re", R"re(^\S)re"},
    // pylint's default format: "calc.py:5:8: C0103: message (invalid-name)".
    // epylint (pylint's Emacs wrapper, pylint 2): " shop/cart.py:18: error (E1101,
    // no-member, Cart.total) Instance of 'Cart' has no 'line' member".
    {"pylint", Kind::lint_error,
     R"re(^ (?P<file>[^\s:][^:]*\.pyi?):(?P<line>\d+): (?:error|warning|convention|refactor|fatal|info) \((?P<code>[CRWEFI]\d{4}), [\w-]+, [^)]*\) (?P<message>.*)$)re"},
    {"pylint", Kind::lint_error,
     R"re(^(?P<file>[^\s:][^:]*\.pyi?):(?P<line>\d+):(?P<column>\d+): (?P<code>[CRWEFI]\d{4}): (?P<message>.*)$)re"},
    // pydocstyle: "lib/a.py:5 in public function `area`:" (or "… at module level:") then
    // "        D300: message".
    {"pydocstyle", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+) (?:at module level|in (?:public|private) .*):\n\s+(?P<code>D\d{3}): (?P<message>.*)$)re"},
    // bandit's report: ">> Issue: [B403:blacklist] message", with "   Location:
    // svc/a.py:2" (":2:0" since 1.7) a few lines below; its documented one-line
    // template: "svc/a.py:2: B403[bandit]: LOW: message".
    {"bandit", Kind::lint_error,
     R"re(^>> Issue: \[(?P<code>B\d{3}):\w+\] (?P<message>.*)$)re", Near::below, 5, {}, {}, {},
     {}, {}, true},
    {"bandit", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+):(?P<line>\d+):(?:(?P<column>\d+):)? (?P<code>B\d{3})\[bandit\]: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Black: "error: cannot format /a/x.py: Cannot parse: 3:4: source" (black 24: "Cannot
    // parse for target version Python 3.12: 3:4: …"); --check: "would reformat /a/x.py".
    {"black", Kind::syntax_error,
     R"re(^error: cannot format (?P<file>.+?): Cannot parse(?: for target version [^:]+)?: (?P<line>\d+):(?P<column>\d+): (?P<message>.*)$)re"},
    {"black", Kind::lint_error, R"re(^would reformat (?P<file>\S.*?)\s*$)re", Near::none, 0, {},
     {}, {}, {}, {}, true},
    // pyupgrade (and autoflake, add-trailing-comma, the pre-commit fixers like it): a file
    // it rewrote, "Rewriting pkg/models.py"; it exits 1, the run's failure (only then).
    {"python", Kind::lint_error, R"re(^Rewriting (?P<file>[^\s:]+\.pyi?)\s*$)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // isort --check-only: "ERROR: /a/x.py Imports are incorrectly sorted and/or formatted."
    {"isort", Kind::lint_error,
     R"re(^ERROR: (?P<file>\S.*?) Imports are incorrectly sorted and/or formatted\.\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // py_compile and compileall: an IndentationError or TabError reads "Sorry:
    // IndentationError: message (report.py, line 4)", naming the file's base name only;
    // compileall names its path on the line above.
    {"python", Kind::syntax_error,
     R"re(^(?:\*\*\* )?Sorry: (?P<message>\w+Error: .*) \([^(),]+, line (?P<line>\d+)\)\s*$)re",
     Near::header, 1, {}, {}, {}, LC_COMPILING, {}, false,
     LC_COMPILING R"re((?P<file>[^']+)'\.\.\.$)re"},
    {"python", Kind::syntax_error,
     R"re(^(?:\*\*\* )?Sorry: (?P<message>\w+Error: .*) \((?P<file>[^(),]+), line (?P<line>\d+)\)\s*$)re"},
    // pyright --warnings fails a run on warnings alone ("0 errors, 3 warnings, 0
    // informations"): "  /a/stock.py:12:9 - warning: Variable "unused" is not accessed
    // (reportUnusedVariable)" stands in when nothing else explains the run.
    {"pyright", Kind::typecheck_error,
     R"re(^\s+(?P<file>\S+?\.pyi?):(?P<line>\d+):(?P<column>\d+) - warning: (?P<message>.*?)(?: \((?P<code>report\w+)\))?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // nox: "nox > Program ruffx not found." (a session's command); tox: "ERROR:
    // InterpreterNotFound: python3.8" (and "ERROR:  py38: InterpreterNotFound: python3.8").
    {"nox", Kind::command_not_found, R"re(^nox > Program (?P<label>\S+) not found\.)re"},
    {"tox", Kind::command_not_found,
     R"re(^ERROR: +(?:[\w.-]+: )?InterpreterNotFound: (?P<label>\S+))re"},
    // tox 3: a command its environment lacks, "ERROR: InvocationError for command could
    // not find executable mkdocs" (the summary's "ERROR:   docs: commands failed" only
    // repeats it: a wrapper's words, LC_WRAPPER_SUMMARY).
    {"tox", Kind::command_not_found,
     R"re(^ERROR: InvocationError for command could not find executable (?P<label>\S+))re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // behave: a feature file that does not parse, 'ParserError: Failed to parse
    // "/a/features/x.feature": ' then 'Parser failure in state steps, at line 8: "Example:"'.
    {"behave", Kind::syntax_error,
     R"re(^ParserError: Failed to parse "(?P<file>[^"]+)":\s*\nParser failure in state \w+, at line (?P<line>\d+): (?P<message>.*)$)re"},
    // coverage.py reporting on a file that no longer parses: "Couldn't parse
    // '/a/app/pricing.py' as Python source: 'expected ':'' at line 6".
    {"coverage", Kind::syntax_error,
     R"re(^Couldn't parse '(?P<file>[^']+)' as Python source: (?P<message>.*) at line (?P<line>\d+)\s*$)re"},
    // xdoctest: a failed doctest's debug block names it and its failing part's place,
    // '  XDoc "mathx/ops.py::mean:0", line 4 <- wrt doctest' over '  File "mathx/ops.py",
    // line 12, <- wrt source file' (under "* FAILURE: mathx/ops.py::mean:0", or in the
    // list of errors that --quiet prints last).
    {"xdoctest", Kind::test_failure,
     R"re(^\s*XDoc "(?P<label>[^"]+)", line \d+ <- wrt doctest\s*\n\s*File "(?P<file>[^"]+)", line (?P<line>\d+), <- wrt source file)re"},
    // refurb: "app/files.py:5:5 [FURB101]: Replace `with open(x, ...) as f: …`".
    {"refurb", Kind::lint_error,
     R"re(^(?P<file>[^\s:]+\.pyi?):(?P<line>\d+):(?P<column>\d+) \[(?P<code>FURB\d+)\]: (?P<message>.*)$)re"},
    // Flask's CLI on an app it cannot import: "Error: Could not import 'invetory'." (the
    // module FLASK_APP or --app names).
    {"flask", Kind::missing_module, R"re(^Error: Could not import '(?P<label>[^']+)'\.?\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // pre-commit on a hook whose program is not installed: "Executable `ruff` not found".
    {"pre-commit", Kind::command_not_found, R"re(^Executable `(?P<label>[^`]+)` not found\s*$)re"},
    // Django's management commands stop with "CommandError: Conflicting migrations
    // detected; …" (no traceback).
    {"django", Kind::runtime_error, R"re(^(?P<label>CommandError): (?P<message>.*)$)re", Near::none, 0,
     {}, {}, {}, {}, {}, true},
    // pytest-benchmark's --benchmark-compare-fail: under "Performance has regressed:",
    // "\ttest_slugify_speed (0001_unversi) - Field 'mean' has failed
    // PercentageRegressionCheck: 3678.29 > 25.0".
    {"pytest", Kind::test_failure,
     R"re(^\s+(?P<label>test\w*(?:\[[^\]]*\])?) \([^)]*\) - Field '\w+' has failed (?P<message>\w+Check: .*)$)re"},
    // PyYAML (docker-compose, Ansible, many Python tools): "yaml.scanner.ScannerError:
    // mapping values are not allowed here" over '  in "./docker-compose.ci.yml", line 8,
    // column 17' (the place where it stopped). Not a "while parsing …" context and its
    // mark, which come first: the place it stopped is the next mark, read with its
    // message ("expected <block end>, but found …") by the PyYAML row.
    {"python", Kind::syntax_error,
     R"re(^(?:yaml\.\w+\.)?(?:Scanner|Parser|Composer|Reader)Error: (?P<message>.*)\n\s+in "(?P<file>[^"<>]+)", line (?P<line>\d+), column (?P<column>\d+))re",
     Near::none, 0, R"re(Error: while (?:parsing|scanning) )re", {}, {}, {}, {}, false, {}, true},
    // docker-compose (v1): "The Compose file './docker-compose.yml' is invalid because:"
    // over the options it refuses.
    {"docker-compose", Kind::lint_error,
     R"re(^The Compose file '(?P<file>[^']+)' is invalid because:\s*$)re"},
};
// clang-format on

#undef LC_FAILED_TEST
#undef LC_COMPILING
#undef LC_PYTEST_LOAD_SECTION

} // namespace

std::span<const LineRule> python_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
