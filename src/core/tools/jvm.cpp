// SPDX-License-Identifier: MIT
// javac's missing packages, JUnit 5's console launcher, JUnit 4's runner, Groovy, Maven's
// compiler and Surefire, Gradle's test task and the JVM's own banners (tests/fixtures/javac,
// junit5, junit4, groovy, maven, gradle, java). javac's other diagnostics are GNU-shaped
// and read by the compile-error detector.
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // TestNG's timeOut (before the rows that read the line as an uncaught exception): "ThreadTimeoutException: Method …popOnEmptyIsQuick() didn't finish
    // within the time-out 200".
    {"testng", Kind::timeout,
     R"re(ThreadTimeoutException: Method \S+ didn't finish within the time-out \d+)re"},
    // A program a JVM tool could not start (PlantUML's Graphviz): 'java.io.IOException:
    // Cannot run program "/opt/local/bin/dot": error=2, No such file or directory'; Ant's
    // <exec> names the directory and puts the build file's place first ("/a/build.xml:7:
    // Execute failed: java.io.IOException: Cannot run program \"hadolint\" (in directory
    // \"/a\"): error=2, …").
    {"java", Kind::command_not_found,
     R"re((?:^(?P<file>[^\s:]+\.xml):(?P<line>\d+): )?.*?IOException: Cannot run program "(?P<label>[^"]+)"(?: \(in directory "[^"]*"\))?: error=2\b)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // javac in module mode: "src/m/module-info.java:4: error: module not found:
    // com.fasterxml.jackson.databind"; JUnitCore given a class it cannot load: "Could not
    // find class [ShippingTest]".
    {"javac", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.java):(?P<line>\d+): error: module not found: (?P<label>[\w.]+))re"},
    {"junit", Kind::missing_module, R"re(Could not find class \[(?P<label>[\w.$]+)\])re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // scalac: an import of something a package does not hold, "a/Report.scala:4: error:
    // object format is not a member of package report" (the error itself is GNU-shaped).
    {"scala", Kind::missing_module,
     R"re(^(?P<file>\S+\.scala):(?P<line>\d+): error: (?:object|class|value|type) (?P<label>\w+) is not a member of package (?P<class>[\w.]+)\s*$)re"},
    // javac -XDrawDiagnostics (build tools that parse javac's output ask for it):
    // "Route.java:18:16: compiler.err.cant.resolve.location: kindname.variable, …", the
    // diagnostic's key its label; warnings say "compiler.warn."; a package not there,
    // "compiler.err.doesnt.exist: org.apache.commons.text", is a missing module too.
    {"javac", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.java):(?P<line>\d+):(?P<column>\d+): (?P<code>compiler\.err\.[\w.]+):)re"},
    {"javac", Kind::missing_module,
     R"re(^(?P<file>[^\s:]+\.java):(?P<line>\d+):(?P<column>\d+): compiler\.err\.doesnt\.exist: (?P<label>[\w.]+)\s*$)re"},
    // kotlinc -Werror: "error: warnings found and -Werror specified", then each warning
    // ("src/Units.kt:5:9: warning: variable 'unused' is never used"), which failed the
    // build.
    {"kotlin", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.kts?):(?P<line>\d+):(?P<column>\d+): warning: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, R"re(^error: warnings found and -Werror specified)re",
     R"re(^error: warnings found and -Werror specified)re", true},
    // Ant's <junit> task: the brief formatter "Testcase: name(pkg.Class):\tFAILED" (or
    // "Caused an ERROR") on one line, the plain one "Testcase: name took 0.007 sec"
    // then "\tFAILED"; the frames below name the test class's file when it was
    // compiled with debug information.
    {"ant", Kind::test_failure,
     R"re(^(?:\s*\[junit\])?\s*Testcase: (?P<label>\S+\([\w.$]+\)):\s*(?:FAILED|Caused an ERROR)\s*$)re",
     Near::below, 12},
    {"ant", Kind::test_failure,
     R"re(^(?:\s*\[junit\])?\s*Testcase: (?P<label>\S+) took [\d.]+ sec\s*\n(?:\s*\[junit\])?\s*(?:FAILED|Caused an ERROR)\s*$)re",
     Near::below, 12},
    // Ant's own failure, under "BUILD FAILED": the build file's place and the message of
    // the task that failed ("/a/build.xml:13: release.version is not set", a <fail>).
    // Not the summaries that point at a tool's errors printed above ("Compile failed; see
    // the compiler error output for details.", "Test x failed", "exec returned: 1",
    // "Java returned: 1") nor <exec>'s "Execute failed" (read by its own row).
    {"ant", Kind::runtime_error,
     R"re(^(?P<file>[^\s:]+\.xml):(?P<line>\d+): (?P<message>.*)$)re", Near::none, 0,
     R"re(: (?:Compile failed|Test \S+ failed|(?i:(?:\w+ )?tests? failed)|Some unit tests FAILED|Failed to launch in-vm tests|exec returned: |Java returned: |Execute failed: |The following error occurred))re",
     {}, {}, R"re(^BUILD FAILED\s*$)re"},
    // Checkstyle: "[ERROR] /a/src/Order.java:4:8: Unused import - java.util.Map.
    // [UnusedImports]" (whole-file checks print no column); "[WARN]" lines do not fail it.
    {"checkstyle", Kind::lint_error,
     R"re(^\[ERROR\] (?P<file>[^\s:]+\.java):(?P<line>\d+):(?:(?P<column>\d+):)? (?P<message>.*) \[(?P<code>\w+)\]\s*$)re"},
    // A file it cannot parse, at the end of its exception's causes: "Caused by:
    // /a/src/Broken.java:5:13: unexpected token: x".
    {"checkstyle", Kind::syntax_error,
     R"re(^Caused by: (?P<file>[^\s:]+\.java):(?P<line>\d+):(?P<column>\d+): (?P<message>(?:unexpected token|expecting|unexpected char|no viable alternative|mismatched input|extraneous input)\b.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, true},
    // CodeNarc's text report: "File: Util.groovy" over its findings, "    Violation:
    // Rule=UnusedVariable P=2 Line=5 Msg=[The variable [unused] …] Src=[…]".
    {"codenarc", Kind::lint_error,
     R"re(^\s+Violation: Rule=(?P<code>\w+) P=\d+(?: Line=(?P<line>\d+))?(?: Msg=\[(?P<message>.*?)\])?(?: Src=\[.*\])?\s*$)re",
     Near::header, 250, {}, {}, {}, {}, {}, true, R"re(^File: (?P<file>\S+)\s*$)re"},
    // An exception a JVM program died of, printed without "Exception in thread": Scala's
    // runner ("java.lang.AssertionError: assertion failed: …"), a program's own
    // e.printStackTrace() before System.exit(3); the frames below it (a JDK frame names
    // its module: "at java.base/sun.nio.fs.UnixException…"). (The
    // package's first name spelt out: "Error" alone is in every other log line.)
    {"java", Kind::runtime_error,
     R"re(^(?P<label>(?:java|javax|jdk|kotlin|scala|clojure|groovy|org|com|io|net|dev)\.(?:[a-z]\w*\.)*[A-Z]\w*(?:Error|Exception))(?:: (?P<message>.*))?$)re",
     Near::below, 40, {}, {}, R"re(^\s+at [\w$./@-]+\()re", {}, {}, true},
    // "Exception in thread "main" java.lang.OutOfMemoryError: Java heap space" is memory
    // exhaustion, not a generic uncaught exception.
    {"java", Kind::out_of_memory,
     R"re(^(?:Exception in thread "[^"]*" |Caused by: )?(?P<label>java\.lang\.OutOfMemoryError)\b)re",
     Near::below, 6},
    {"java", Kind::runtime_error,
     R"re(^(?:Exception in thread "[^"]*" )(?P<label>[\w$.]*StackOverflowError)\b)re", Near::below, 6},
    // Groovy: "Caught: java.lang.NullPointerException: Cannot invoke method …" for an
    // exception that ended a script, its frames below ("at report.run(report.groovy:11)").
    // Scripts log caught exceptions the same way (println "Caught: ${e}"): only when the
    // run failed.
    {"groovy", Kind::runtime_error,
     R"re(^Caught: (?P<label>[A-Za-z_$][\w$]*(?:\.[\w$]+)+)(?::|$))re", Near::below, 24, {}, {},
     {}, {}, {}, true},
    // A power assert that failed ends the script with "Caught: Assertion failed:", the
    // diagram twice, then the frames ("at discount.run(discount.groovy:12)").
    {"groovy", Kind::runtime_error, R"re(^Caught: Assertion failed:\s*$)re", Near::below, 40, {},
     {}, {}, {}, {}, true},
    // Groovy's compiler: "file:/a/Inventory.groovy: 13: [Static type checking] - No such
    // property: …" (a file: URL for a class found on the classpath) with " @ line 13,
    // column 18." on the next line; the parser puts the position after its message:
    // "/a/syn.groovy: 3: expecting EOF, found '}' @ line 3, column 2.".
    {"groovy", Kind::compile_error,
     R"re(^(?:file:)?(?P<file>[^\s:][^:]*\.groovy): (?P<line>\d+): (?P<message>.*)\n @ line \d+, column (?P<column>\d+)\.$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"groovy", Kind::syntax_error,
     R"re(^(?:file:)?(?P<file>[^\s:][^:]*\.groovy): (?P<line>\d+): (?P<message>.*) @ line \d+, column (?P<column>\d+)\.$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // The Eclipse compiler (ecj, the batch compiler of JDT): "1. ERROR in /a/Main.java
    // (at line 4)", the source line, a caret line, then the message ("The import app.util
    // cannot be resolved", "Syntax error, insert \";\" to complete ReturnStatement");
    // "WARNING in" blocks do not fail the build. (An unresolved import is missing too.)
    {"ecj", Kind::syntax_error,
     R"re(^\d+\. ERROR in (?P<file>.+?) \(at line (?P<line>\d+)\)\n[^\n]*\n[^\n]*\n(?P<message>Syntax error.*)$)re"},
    {"ecj", Kind::compile_error,
     R"re(^\d+\. ERROR in (?P<file>.+?) \(at line (?P<line>\d+)\)\n[^\n]*\n[^\n]*\n(?P<message>[^\n]*)$)re"},
    {"ecj", Kind::missing_module,
     R"re(^\d+\. ERROR in (?P<file>.+?) \(at line (?P<line>\d+)\)\n[^\n]*\n[^\n]*\nThe import (?P<label>[\w.]+) cannot be resolved\s*$)re"},
    // An annotation processor javac was told to run and cannot load: "error: Annotation
    // processor 'lombok.launch.AnnotationProcessorHider$AnnotationProcessor' not found".
    {"javac", Kind::compile_error,
     R"re(^error: (?P<message>Annotation processor '[\w.$]+' not found)\s*$)re"},
    {"javac", Kind::missing_module,
     R"re(^error: Annotation processor '(?P<label>[\w.$]+)' not found\s*$)re"},
    // "src/a/Cart.java:5: error: package org.x does not exist" names a missing package
    // (the compile-error detector reports the line too).
    // javac -Werror: "src/a/B.java:14: warning: [cast] redundant cast to int" (an annotation
    // processor's warning has no tag), and
    // "error: warnings found and -Werror specified" (the generic last-resort row passes
    // over it): the warnings failed the build, beside any errors (the pipeline keeps
    // them when the run says so); else they stand in when no error explains the run.
    {"javac", Kind::compile_error,
     R"re(^(?P<file>[^\s:]+\.java):(?P<line>\d+): warning: (?:\[(?P<code>[\w-]+)\] )?(?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    {"javac", Kind::missing_module,
     R"re(^(?P<file>\S+\.java):(?P<line>\d+): error: package (?P<label>[\w.]+) does not exist)re"},
    // A class that a class on the class path needs and the class path lacks: "a/Main.java:8:
    // error: cannot access Component", its source line and caret, then "  class file for
    // core.Component not found".
    {"javac", Kind::missing_module, R"re(^\s+class file for (?P<label>[\w.$]+) not found\s*$)re",
     Near::above, 4},
    // JUnit 5: "Failures (3):" lists "  JUnit Jupiter:CalcTest:adds()" with the frames
    // below; the tree's "├─ adds() ✘ expected: <5>" names the same tests.
    {"junit", Kind::test_failure,
     R"re(^  JUnit (?:Jupiter|Vintage|Platform Suite):(?P<label>\S.*?)\s*$)re", Near::below, 40},
    // (Not a test an assumption aborted: "=> Exception: org.opentest4j.
    // TestAbortedException: Assumption failed: not windows"; the exception's own name is
    // the last dotted part before a colon or the end.)
#define LC_JUNIT_FAILED                                                                            \
    R"re(^\s+=> (?:Exception|Error): (?:[\w$]+\.)*(?:[^T.\s:]|T[^e.:]|Te[^s.:]|Tes[^t.:]|Test[^A.:]|TestA[^b.:])[\w$]*(?::|\s*$))re"
    // JUnit 5 --details=flat: "Finished:    adds() ([engine:junit-jupiter]/[class:CalcTest]/
    // [method:adds()])" followed by "=> Exception: …"; the name is the display name, as in
    // the tree ("ticks are sorted" for [method:sorted()] under @DisplayName).
    {"junit", Kind::test_failure,
     R"re(^Finished: +(?P<label>\S.*?) \(\[engine:[\w-]+\]/\[class:(?:[\w$]+\.)*(?P<owner>[\w$]+)\]/\[method:[^\]]+\]\)\s*$)re",
     Near::below, 40, {}, {}, LC_JUNIT_FAILED},
    // A JUnit 4 test under the vintage engine: "Finished:    sizeOfKey ([engine:junit-
    // vintage]/[runner:org.acme.RepoTest]/[test:sizeOfKey(org.acme.RepoTest)])".
    {"junit", Kind::test_failure,
     R"re(^Finished: +(?P<label>\S.*?) \(\[engine:[\w-]+\]/\[runner:(?:[\w$]+\.)*(?P<owner>[\w$]+)\]/\[test:[^\]]+\]\)\s*$)re",
     Near::below, 40, {}, {}, LC_JUNIT_FAILED},
    // (A class's own failure, its @BeforeAll that threw: "Finished:    DbTest ([engine:
    // junit-jupiter]/[class:DbTest])".)
    {"junit", Kind::test_failure,
     R"re(^Finished: +\S.*\(\[engine:[\w-]+\]/\[class:(?:[\w$]+\.)*(?P<label>[\w$]+)\]\)\s*$)re",
     Near::below, 40, {}, {}, LC_JUNIT_FAILED},
    // JUnit 5 --details=verbose: a test's node lists "uniqueId: [engine:junit-jupiter]/
    // [class:QueueTest]/[method:drainsQuickly()]", its parent and source, then "caught:
    // <exception>" when it failed (its frames, and "status: ✘ FAILED", below); not when an
    // assumption aborted it ("caught: org.opentest4j.TestAbortedException: …").
    {"junit", Kind::test_failure,
     R"re(^[│ ]*uniqueId: \[engine:[\w-]+\]/\[class:(?:[\w$]+\.)*(?P<owner>[\w$]+)\]/\[method:(?P<label>[^\]]+)\]\s*\n[│ ]*parent: [^\n]*\n[│ ]*source: [^\n]*\n[│ ]*caught: (?:[\w$]+\.)*(?:[^T.\s:]|T[^e.:]|Te[^s.:]|Tes[^t.:]|Test[^A.:]|TestA[^b.:])[\w$]*(?::|\s*$))re",
     Near::below, 160},
    // A test of a @Nested class: "Finished:    rejects a malformed coupon ([engine:junit-
    // jupiter]/[class:CartTest]/[nested-class:Checkout]/[method:malformed()])" is
    // "CartTest:Checkout:malformed()"; the nested class's own failure (its @BeforeAll threw)
    // ends at "[nested-class:WithStoredCarts])".
    {"junit", Kind::test_failure,
     R"re(^Finished: +\S.*\(\[engine:[\w-]+\]/\[class:(?:[\w$]+\.)*(?P<owner>[\w$]+)\]/(?:\[nested-class:[\w$]+\]/)*\[nested-class:(?P<inner>[\w$]+)\]/\[method:(?P<label>[^\]]+)\]\)\s*$)re",
     Near::below, 40, {}, {}, LC_JUNIT_FAILED},
    {"junit", Kind::test_failure,
     R"re(^Finished: +\S.*\(\[engine:[\w-]+\]/\[class:(?:[\w$]+\.)*(?P<owner>[\w$]+)\]/(?:\[nested-class:[\w$]+\]/)*\[nested-class:(?P<label>[\w$]+)\]\)\s*$)re",
     Near::below, 40, {}, {}, LC_JUNIT_FAILED},
    // A parameterized test's invocation: "Finished:    [3] [], 0.0 ([engine:junit-jupiter]/
    // [class:StatsTest]/[test-template:mean(java.util.List, double)]/
    // [test-template-invocation:#3])": class, method and display name ("StatsTest:mean(
    // java.util.List, double) [3] [], 0.0"; the tree names the types without packages).
    {"junit", Kind::test_failure,
     R"re(^Finished: +(?P<label>\S.*?) \(\[engine:[\w-]+\]/\[class:(?:[\w$]+\.)*(?P<owner>[\w$]+)\]/\[test-template:(?P<suite>[^\]]+)\]/\[test-template-invocation:#\d+\]\)\s*$)re",
     Near::below, 40, {}, {}, LC_JUNIT_FAILED},
#undef LC_JUNIT_FAILED
    // JUnit 4: "1) addsTwoNumbers(CalcTest)" under "There were 4 failures:" (test classes
    // are named …Test, …Tests or …IT); a Parameterized test's name holds its parameters,
    // "convertsToFahrenheit[3: 37C = 99F](TemperatureTest)".
    {"junit", Kind::test_failure,
     R"re(^\d+\) (?P<label>[\w$]+(?:\[[^\]]*\])?\([\w.$]*(?:(?:Test|Tests|IT|TestCase)\)|Test\$\w+\)))\s*$)re", Near::below, 60,
     {}, {}, {}, R"re(failures?:$)re", R"re(^There (?:was|were) \d+ )re"},
    // A class's own failure there (an @AfterClass or @BeforeClass that threw), a nested
    // class of the Enclosed runner among them: "2) ParserTest$WhenInvalid".
    {"junit", Kind::test_failure,
     R"re(^\d+\) (?P<label>(?:\w+\.)*\w*(?:Test|Tests|TestCase)(?:\$\w+)?)\s*$)re", Near::below, 60,
     {}, {}, {}, R"re(failures?:$)re", R"re(^There (?:was|were) \d+ )re"},
    // The console launcher asked for a class that is not there: "Caused by: org.junit.
    // platform.commons.PreconditionViolationException: Could not load class with name:
    // com.acme.TimerTest".
    {"junit", Kind::missing_module,
     R"re(^Caused by: org\.junit\.platform\.commons\.PreconditionViolationException: Could not load class with name: (?P<label>[\w.$]+)\s*$)re"},
    // TestNG (-verbose 2 and up): "FAILED: totalOfThreeItems" (TestNG 7: with its class),
    // the exception on the next line, its frames below. At the default verbosity only
    // the totals tell: "Total tests run: 3, Failures: 2, Skips: 0".
    {"testng", Kind::test_failure, R"re(^FAILED: (?P<label>[\w$.]+(?:\(.*\))?)\s*$)re",
     Near::below, 40, {}, {}, R"re(^(?:[\w$]+\.)+[\w$]*(?:Exception|Error|Throwable)\b)re"},
    {"testng", Kind::test_failure,
     R"re(^Total tests run: \d+, (?:Passes: \d+, )?Failures: [1-9]\d*)re", Near::none, 0, {}, {},
     {}, {}, {}, true, {}, false, true},
    // The JVM's own failures, printed without a stack: -XX:+ExitOnOutOfMemoryError's
    // "Terminating due to java.lang.OutOfMemoryError: Java heap space"; a module the
    // module path lacks, "java.lang.module.FindException: Module com.acme.json not found,
    // required by com.acme.app"; a crash's hs_err banner, "#  SIGSEGV (0xb) at pc=0x…".
    {"java", Kind::out_of_memory,
     R"re(^Terminating due to (?P<label>java\.lang\.OutOfMemoryError))re"},
    {"java", Kind::missing_module,
     R"re(java\.lang\.module\.FindException: Module (?P<label>[\w.]+) not found)re"},
    {"java", Kind::crash, R"re(^#\s+(?P<label>SIG[A-Z]+) \(0x[0-9a-f]+\) at pc=)re"},
    // Surefire's forked JVM that died (System.exit, a crash): "[ERROR] Crashed tests:"
    // then the test class on the next line.
    {"maven", Kind::test_failure,
     R"re(^\[ERROR\] Crashed tests:\s*\n\[ERROR\] (?P<label>[\w.$]+)\s*$)re"},
    // A dependency Maven cannot fetch: "[ERROR] Failed to execute goal on project x: Could
    // not resolve dependencies for project g:x:jar:0.3.0: Cannot access central (…) in
    // offline mode and the artifact io.vavr:vavr:jar:0.10.4 has not been downloaded from it
    // before."
    {"maven", Kind::missing_module,
     R"re(Could not resolve dependencies for project .*? the artifact (?P<label>[\w.-]+(?::[\w.-]+){2,4}) has not been downloaded)re"},
    // maven-compiler-plugin prints javac's errors as "[ERROR] /a/src/main/java/x/Calc.java:
    // [13,13] cannot find symbol" (in its COMPILATION ERROR block and again under "Failed to
    // execute goal"); warnings say "[WARNING]".
    {"maven", Kind::compile_error,
     R"re(^\[ERROR\] (?P<file>(?:[A-Za-z]:)?[^\s:\[][^:\[]*\.java):\[(?P<line>\d+),(?P<column>\d+)\] (?P<message>.*)$)re"},
    // ... and javac's warnings, which fail the build when the compiler plugin says
    // "warnings found and -Werror specified" (failOnWarning): "[WARNING] /a/Store.java:[7,19]
    // found raw type: java.util.List" (the pipeline keeps them then).
    {"maven", Kind::compile_error,
     R"re(^\[WARNING\] (?P<file>(?:[A-Za-z]:)?[^\s:\[][^:\[]*\.java):\[(?P<line>\d+),(?P<column>\d+)\] (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // A POM that does not parse: "[FATAL] Non-parseable POM /a/pom.xml: Unrecognised tag:
    // 'dependencies' (position: …)  @ line 19, column 17"; one Maven cannot use, its problems
    // under "[ERROR]   The project g:a:1.0 (/a/pom.xml) has 2 errors", indented: "[ERROR]
    // 'dependencies.dependency.version' for junit:junit:jar is missing. @ line 13, column 17".
    {"maven", Kind::syntax_error,
     R"re(^\[FATAL\] Non-parseable POM (?P<file>[^\s:]+(?::\\[^\s:]+)?): (?P<message>.*?)\s+@ line (?P<line>\d+), column (?P<column>\d+))re"},
    {"maven", Kind::compile_error,
     R"re(^\[ERROR\] {4,}(?P<message>'[\w.]+' .*?) @ line (?P<line>\d+), column (?P<column>\d+)\s*$)re",
     Near::header, 30, {}, {}, {}, {}, {}, false,
     R"re(^\[ERROR\]\s+The project \S+ \((?P<file>[^)]+)\) has \d+ errors?)re"},
    // javac's missing package under Maven, beside the compile error above (as javac's own
    // lines give both): "[ERROR] /a/src/test/java/x/AccountTest.java:
    // [6,28] package org.assertj.core.api does not exist".
    {"maven", Kind::missing_module,
     R"re(^\[ERROR\] (?P<file>(?:[A-Za-z]:)?[^\s:\[][^:\[]*\.java):\[(?P<line>\d+),(?P<column>\d+)\] package (?P<label>[\w.]+) does not exist)re"},
    // Surefire: each failing test's header, "[ERROR] divides(com.example.CalcTest)  Time
    // elapsed: 0 s  <<< FAILURE!" (or "<<< ERROR!"; Surefire 3 prints "[ERROR]
    // com.example.CalcTest.divides -- Time elapsed: …", a shape taken from its documentation,
    // not from a capture: Debian ships Surefire 2), the exception and the test's frames
    // below; the summary names it "CalcTest.divides".
    {"maven", Kind::test_failure,
     R"re(^\[ERROR\] (?P<label>[\w$]+)(?:\[[^\]]*\])?\((?:[\w$]+\.)*(?P<class>[\w$]+)\)  Time elapsed: .*<<< (?:FAILURE|ERROR)!\s*$)re",
     Near::below, 40},
    {"maven", Kind::test_failure,
     R"re(^\[ERROR\] (?:[\w$]+\.)*(?P<class>[\w$]+)\.(?P<label>[\w$]+)(?:\[[^\]]*\])? -- Time elapsed: .*<<< (?:FAILURE|ERROR)!\s*$)re",
     Near::below, 40},
    // Surefire's summary: "[ERROR]   CalcTest.divides:22 » Arithmetic / by zero" (the line
    // in the test class) under "[ERROR] Failures: " or "[ERROR] Errors: ", not "Flakes:".
    {"maven", Kind::test_failure,
     R"re(^\[ERROR\]   (?P<label>[\w$]+(?:>[\w$]+)?\.[\w$]+(?:\[[^\]]*\])?)(?::(?P<line>\d+)\S*)?(?: |$))re",
     Near::none, 0, {}, {}, {}, R"re(Failures|Errors)re", R"re(^\[ERROR\] (?:Failures|Errors|Flakes): *$)re"},
    // Gradle's test task: "com.example.CalcTest > divides FAILED" (JUnit 5: "divides()"),
    // then "    java.lang.ArithmeticException at CalcTest.java:22": the exception and the
    // test's frame.
    // Gradle's failure report: a dependency it cannot fetch, "> Could not find
    // com.squareup.okhttp3:okhttp:4.12.0." under "Could not resolve all files for
    // configuration"; an error in the build script, "* Where:" then "Build file
    // '/a/build.gradle' line: 17" (what went wrong below it).
    {"gradle", Kind::missing_module,
     R"re(^> Could not find (?P<label>[\w.-]+:[\w.-]+:[\w.-]+)\.\s*$)re"},
    {"gradle", Kind::runtime_error,
     R"re(^Build file '(?P<file>[^']+)' line: (?P<line>\d+)\s*$)re", Near::none, 0, {}, {}, {}, {}, {},
     true},
    {"gradle", Kind::test_failure,
     R"re(^(?P<label>[^\s>][^>]*? > .*?\S) FAILED\n\s+\S+ at (?P<file>[^\s:]+):(?P<line>\d+)\s*$)re"},
    // Without a frame in the test class on the next line: the exception alone, or "Type:
    // message" with exceptionFormat full, the test's frame (if any) among the ones below.
    {"gradle", Kind::test_failure, R"re(^(?P<label>[^\s>][^>]*? > .*?\S) FAILED\s*$)re", Near::below,
     30, {}, {}, R"re(^\s+[\w$.]+(?::.*)?$)re", {}, {}, true},
    // Maven without the parent POM: "[ERROR]     Non-resolvable parent POM for a:b:1.0:
    // Could not transfer artifact org.x:parent:pom:3.3.4 from/to central (…) … @ line 6,
    // column 11" under "[ERROR]   The project a:b:1.0 (/a/pom.xml) has 1 error".
    {"maven", Kind::missing_module,
     R"re(^\[ERROR\]\s+Non-resolvable parent POM for \S+: Could not (?:transfer|find) artifact (?P<label>\S+) .*@ line (?P<line>\d+), column (?P<column>\d+))re",
     Near::header, 4, {}, {}, {}, {}, {}, false, R"re(^\[ERROR\]\s+The project \S+ \((?P<file>[^)]+\.xml)\) has \d+ errors?)re"},
};
// clang-format on

} // namespace

std::span<const LineRule> jvm_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
