// SPDX-License-Identifier: MIT
// RSpec, Minitest, RuboCop and the Ruby interpreter (tests/fixtures/rspec, minitest,
// rubocop, ruby).
#include "core/tools/tool_rules.hpp"

namespace loopclose::core::tools {

namespace {

// "path.rb:9:in `host': message (NoMethodError)" ("-e:1:in …" for ruby -e): what Ruby prints for an
// uncaught exception; Ruby 3.4 quotes the method as 'Class#host'. Ruby runs other files
// too: an ERB template ("templates/page.html.erb:3:in `<main>': …"), a Rakefile, a
// Gemfile, a rackup file.
#define LC_RUBY_RAISE                                                                              \
    R"re(^(?:(?P<file>[^\s:<][^\s:]*\.(?:rb|erb|rake|ru|gemspec|builder|jbuilder)|(?:[^\s:<]*/)?(?:Rakefile|Gemfile|Guardfile|Vagrantfile)|-e):(?P<line>\d+)|<internal:[^>]*>:\d+):in [`'][^']*': )re"

// Fields: tool, kind, pattern, near, reach, reject, label, follow, after, scope, only_failed.
// clang-format off
constexpr LineRule k_rows[] = {
    // A syntax error in a file another one requires: "calc.rb:1:in `require_relative':
    // /abs/lib/tokenizer.rb:14: syntax error, unexpected end-of-input … (SyntaxError)".
    {"ruby", Kind::syntax_error,
     R"re(^\S+:\d+:in [`'‘](?:require|require_relative|load)[’']: (?P<file>[^\s:]+\.rb):(?P<line>\d+): (?P<message>.*?)\s*\(SyntaxError\)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // Rake: "rake aborted!", the error's message on the next line, then the Rakefile's
    // frame; a task it does not have: "Don't know how to build task 'deploy'".
    // (Not the missing task's message, read below.) A task that ran a failing command
    // ("Command failed with status (1): [ruby -w …]", rake test) only wraps the command's
    // own failures: the row stands in when nothing else explains the run.
    // An exception rake caught names its class first: "ArgumentError: wrong number of
    // arguments (given 1, expected 2)".
    {"rake", Kind::runtime_error,
     R"re(^rake aborted!\s*\n(?:(?P<label>(?:[A-Z]\w*::)*[A-Z]\w*(?:Error|Exception|Interrupt)): )?(?P<message>(?:[^D]|D[^o]|Do[^n]|Don[^']).*\S)\s*$)re", Near::below, 12,
     {}, {}, {}, {}, {}, false, {}, false, true},
    {"rake", Kind::command_not_found, R"re(^Don't know how to build task '(?P<label>[^']+)')re"},
    // Bundler: a Gemfile's gem that is not installed: "Could not find gem 'factory_bot (~>
    // 6.2)' in locally installed gems." (inside Bundler::GemNotFound's line).
    {"bundler", Kind::missing_module, R"re(Could not find gem '(?P<label>[\w.-]+)[ ']?)re", Near::none, 0,
     {}, {}, {}, {}, {}, false, {}, true},
    // test-unit (Ruby's bundled framework): "Failure: test_cheapest(TestPriceList)" or
    // "Error: test_x(TestPriceList):" (an exception), a test named with the `test "…"`
    // form reading "test: cheapest on empty list(TestPriceList)"; its frames below.
    // An error's exception may follow on the same line: "Error: test_count(TestInventory):
    // KeyError: key not found: \"kiwi\"".
    {"test-unit", Kind::test_failure,
     R"re(^(?:Failure|Error): (?P<label>\S.*?\([A-Z][\w:]*\))(?::?\s*|: (?P<message>[A-Z][\w:]*(?:Error|Exception): .*))$)re", Near::below, 40, {}, {}, {},
     {}, {}, true, {}, true},
    // A class-level error (its startup or shutdown hook raised): "Error: TestLoad:
    // Errno::ENOENT: No such file or directory …", the hook's frame among those below.
    {"test-unit", Kind::test_failure,
     R"re(^Error: (?P<label>[A-Z]\w*(?:::[A-Z]\w*)*): (?P<message>[A-Z][\w:]*(?:Error|Exception|::E[A-Z]+): .*)$)re",
     Near::below, 40, {}, {}, {}, {}, {}, true},
    // "rspec ./spec/calc_spec.rb:7 # Calc adds": the re-run list after a failing run.
    {"rspec", Kind::test_failure,
     R"re(^rspec (?P<file>\S(?:[^:#\n]*?\S)?\.rb):(?P<line>\d+)(?:\[[\d:]+\])? +# (?P<label>.+?)\s*$)re"},
    // An example of a shared group is re-run by its id: "rspec ./spec/inventory_spec.rb
    // [1:1:1] # Inventory behaves like a store starts empty" (no line of its own).
    {"rspec", Kind::test_failure,
     R"re(^rspec (?P<file>\S+?\.rb)\[[\d:]+\] +# (?P<label>.+?)\s*$)re"},
    // `rspec --format failures`: "./spec/calc_spec.rb:7:adds two numbers", one line per
    // failed example and nothing else (only when the run failed); with the progress
    // formatter too, its dots come first ("F./spec/calc_spec.rb:7:adds two numbers").
    {"rspec", Kind::test_failure,
     R"re(^(?:[.*F]*F)?(?P<file>\S+_spec\.rb):(?P<line>\d+):(?P<label>[^\d\s].*?)\s*$)re", Near::none, 0,
     R"re(:in [`'])re", {}, {}, {}, {}, true},
    // (A shared example's place is its group's file: "F./spec/support/shared.rb:6:has a
    // size of three".)
    {"rspec", Kind::test_failure,
     R"re(^(?:[.*F]*F)(?P<file>\S+\.rb):(?P<line>\d+):(?P<label>[^\d\s].*?)\s*$)re", Near::none, 0,
     R"re(:in [`'])re", {}, {}, {}, {}, true},
    // An error outside examples, which fails the run on its own ("1 error occurred
    // outside of examples"): "An error occurred in an `after(:suite)` hook.", then
    // "Failure/Error: <source>", a blank line, the exception's class ("Errno::ENOENT:")
    // and its frames ("# ./spec/spec_helper.rb:6:in `block …'").
    {"rspec", Kind::runtime_error,
     R"re(^An error occurred in an? `[\w:()]+` hook\.\nFailure/Error: [^\n]*\n\n(?P<label>[A-Z]\w*(?:::[A-Z]\w*)*):$)re",
     Near::below, 12},
    // minitest-reporters' spec reporter: the class alone, then "  test_peek_shows_top
    // FAIL (0.00s)" (or ERROR) below it, the failure's frames under that.
    {"minitest", Kind::test_failure,
     R"re(^(?P<receiver>[A-Z][\w:]*)\s*\n  (?P<label>test_\w+)\s+(?:FAIL|ERROR) \(\d+\.\d+s\)\s*$)re",
     Near::below, 8},
    // minitest-reporters' progress reporter: 'ERROR["test_push", Minitest::Result, <time>]'
    // glued to the bar (" FAIL[…]" for a failure), then the test, "
    // test_push#Minitest::Result (0.12s)", and its frames.
    {"minitest", Kind::test_failure,
     R"re((?:ERROR|FAIL)\["\w+", [\w:]+, [^\n]*\]\s*\n\s*(?P<label>\w+#[\w:]+) \(\d+(?:\.\d+)?s\)\s*$)re",
     Near::below, 12},
    // RuboCop's offenses formatter: a count per cop ("3   Naming/MethodParameterName")
    // and no places (only when the run failed, and only when no formatter beside it
    // listed the offenses themselves).
    {"rubocop", Kind::lint_error,
     R"re(^\d+\s+(?P<code>(?:Style|Layout|Lint|Naming|Metrics|Security|Bundler|Gemspec|Migration|Rails|RSpec|Performance|Minitest)/[A-Z]\w+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true, {}, false, true},
    // A spec file that raised while it loaded: "An error occurred while loading
    // ./spec/tax_spec.rb.", the source, "NameError:" alone and the frames below (a syntax
    // error and a missing file are read by their own rows). Spelt without \w or a small
    // letter, so that the scan looks for "Error" as written.
    {"rspec", Kind::runtime_error,
     R"re(^(?P<label>[A-Z][A-Za-z0-9_]*(?:::[A-Z][A-Za-z0-9_]*)*Error):\s*$)re",
     Near::below, 12, R"re(^(?:SyntaxError|LoadError):)re", {}, {},
     R"re(^An error occurred while loading )re", R"re(^(?:An error occurred |\s*\d+\) \S))re"},
    // Rake's "rake aborted!", then "LoadError: cannot load such file -- standard/rake" and
    // the Rakefile's frame below.
    {"rake", Kind::missing_module,
     R"re(^LoadError: cannot load such file -- (?P<label>\S+)\s*$)re", Near::below, 12},
    // A spec file that failed to load: "LoadError:" then "  cannot load such file -- x".
    {"rspec", Kind::missing_module,
     R"re(^LoadError:\n\s+cannot load such file -- (?P<label>\S+)\s*$)re", Near::below, 4},
    // "spec/x_spec.rb:8: syntax error, unexpected `end'" (ruby -c, a load error); the
    // source read from standard input ("erb -x -T - a.erb | ruby -c") is "-", no file.
    {"ruby", Kind::syntax_error,
     R"re(^\s*(?:(?P<file>[^\s:]+\.rb)|-):(?P<line>\d+): (?P<message>syntax errors? .*|syntax error,.*)$)re"},
    // The parser's other errors, which ruby -c reports the same way ("lib/a.rb:1:
    // class/module name must be CONSTANT", "dynamic constant assignment", "Invalid
    // break", "void value expression", "unterminated string meets end of file"…).
    {"ruby", Kind::syntax_error,
     R"re(^\s*(?:(?P<file>[^\s:]+\.rb)|-):(?P<line>\d+): (?P<message>(?:class/module name must be CONSTANT|dynamic constant assignment|Invalid (?:break|next|redo|retry|yield|return)\b|void value expression|formal argument cannot be|duplicated argument name|unterminated .+ meets end of file|invalid multibyte char|Can't (?:assign to|set variable|change the value of)|unknown regexp options?|numbered parameter is already used).*)$)re"},
    // Minitest's "  1) Failure:" / "  1) Error:" blocks name the test on the next line:
    // "CalcTest#test_add [test/calc_test.rb:10]:" or "CalcTest#test_sqrt:" (frames below,
    // the test's own after a web framework's forty).
    // (A spec's class is its describe text: "Slug::.call#test_0002_drops trailing punctuation",
    // nested ones joined by "::", spaces and all: "Parser::#parse::with a value#test_0002_x".)
    {"minitest", Kind::test_failure,
     R"re(^\s*\d+\) (?:Failure|Error):\n(?P<label>[A-Za-z][^#\n\[]*?(?:#[^#\n\[]+?)*#test\S*(?: [^\[]*?)?) \[(?P<file>[^\]]+?):(?P<line>\d+)\]:$)re"},
    {"minitest", Kind::test_failure,
     R"re(^\s*\d+\) (?:Failure|Error):\n(?P<label>[A-Za-z][^#\n\[]*?(?:#[^#\n\[]+?)*#test\S*(?: .*?)?):$)re", Near::below, 80},
    // minitest-reporters' default reporter: the same blocks without the number, the place
    // without the colon ("Failure:" then "Stats#test_mean [test/s_test.rb:9]"), keyed
    // on the name's "#test" (a header of "Error:" alone is in every log).
    {"minitest", Kind::test_failure,
     R"re(^(?P<label>[A-Z][\w:]*#test\w*) \[(?P<file>[^\]]+?):(?P<line>\d+)\]$)re", Near::none, 0,
     {}, {}, {}, R"re(^(?:Failure|Error):$)re"},
    {"minitest", Kind::test_failure, R"re(^(?P<label>[A-Z][\w:]*#test\w*):$)re", Near::below, 80,
     {}, {}, {}, R"re(^(?:Failure|Error):$)re"},
    // RuboCop (progress, simple, clang and emacs formatters): "lib/a.rb:11:23: C:
    // [Correctable] Style/SelfAssignment: message", the letter the severity (R, C, W, E,
    // F). Every offense fails the run unless --fail-level says otherwise: the rows count
    // only when the run failed. A file it cannot parse is a syntax error:
    // "lib/a.rb:22:1: E: Lint/Syntax: unexpected token $end".
    {"rubocop", Kind::syntax_error,
     R"re(^(?:# )?(?P<file>[^\s:#][^:]*?):(?P<line>\d+):(?P<column>\d+): [EF]: Lint/Syntax: (?P<message>.*)$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"rubocop", Kind::lint_error,
     R"re(^(?:# )?(?P<file>[^\s:#][^:]*?):(?P<line>\d+):(?P<column>\d+): [RCWEF]: (?:\[[A-Z][a-z]+\] )?(?P<code>[A-Z][A-Za-z0-9]*(?:/[A-Z][A-Za-z0-9]*)+): (?P<message>.*)$)re",
     Near::none, 0, R"re(: \[Corrected\] )re", {}, {}, {}, {}, true},
    // --format simple: the file in a header ("== lib/a.rb =="), then "C: 14:  5:
    // [Correctable] Style/RedundantReturn: Redundant return detected.". --autocorrect
    // marks what it fixed "[Corrected]": no longer an offense. (The departments of RuboCop
    // and its common plugins, spelt out: the line holds no other literal to look for.)
    {"rubocop", Kind::lint_error,
     R"re(^[RCWEF]: +(?P<line>\d+): +(?P<column>\d+): (?:\[Correctable\] )?(?P<code>(?:Bundler|Gemspec|Layout|Lint|Metrics|Migration|Naming|Security|Style|Rails|RSpec|Performance|Minitest|Capybara|FactoryBot|Sorbet|ThreadSafety)(?:/[A-Z][A-Za-z0-9]*)+): (?P<message>.*)$)re",
     Near::header, 200, {}, {}, {}, {}, {}, true, R"re(^== (?P<file>.+) ==$)re"},
    // YARD's warnings, which --fail-on-warning makes fail the run: "[warn]: Unknown tag
    // @parm in file `lib/a.rb` near line 15", or the place on the next line ("[warn]:
    // @param tag has unknown parameter name: qty", "    in file `lib/a.rb' near line 8").
    {"yard", Kind::lint_error,
     R"re(^\[warn\]: (?P<message>.*?) in file [`'](?P<file>[^`']+)[`'] near line (?P<line>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    {"yard", Kind::lint_error,
     R"re(^\[warn\]: (?P<message>.*?)\s*\n\s+in file [`'](?P<file>[^`']+)[`'] near line (?P<line>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, true},
    // Uncaught exceptions, the most specific first.
    {"ruby", Kind::missing_module,
     LC_RUBY_RAISE R"re(cannot load such file -- (?P<label>\S+) \(LoadError\)$)re", Near::below, 12},
    {"ruby", Kind::not_implemented, LC_RUBY_RAISE R"re((?P<message>.*) \(NotImplementedError\)$)re"},
    {"ruby", Kind::out_of_memory,
     LC_RUBY_RAISE R"re((?P<message>.*) \((?P<label>NoMemoryError)\)$)re"},
    // Not the exception's cause, which Ruby prints after the frames of the exception it
    // caused, its first line as a raise's of its own ("\tfrom app.rb:8:in `<main>'"
    // above it): the process died of the first.
    // (Raised in Ruby's own library, "/usr/lib/ruby/3.1.0/psych.rb:455:in `parse': …": the
    // program's first frame below.)
    {"ruby", Kind::runtime_error,
     LC_RUBY_RAISE R"re((?P<message>.*) \((?P<label>[A-Z]\w*(?:::[A-Z]\w*)*)\)$)re", Near::below, 40,
     {}, {}, {}, R"re(!^\tfrom \S+:\d+:in )re"},
    // Cutest: "  test: discount takes percent off" over "  line: assert_equal 7, …" and
    // "  file: test/cart_test.rb +12", then the error ("Cutest::AssertionFailed: 7 != 8",
    // or what the test raised: the test's, not one that ended the program).
    {"cutest", Kind::test_failure,
     R"re(^  test: (?P<label>\S.*?)\s*\n  line: [^\n]*\n  file: (?P<file>\S+) \+(?P<line>\d+)\s*$)re"},
    // mruby's form, the method unquoted or left out: "app.rb:11: undefined method 'totl'
    // (NoMethodError)", "lib.rb:4:in Integer: invalid string for number("x")
    // (ArgumentError)".
    {"ruby", Kind::runtime_error,
     R"re(^(?P<file>[^\s:<][^\s:]*\.rb):(?P<line>\d+):(?:in [\w#.?!]+:)? (?P<message>.*) \((?P<label>[A-Z]\w*(?:Error|Exception))\)$)re"},
    // JRuby: the exception first, its frames below as "  <main> at app.rb:13" (method,
    // "at", place).
    {"ruby", Kind::runtime_error,
     R"re(^(?P<label>[A-Z]\w*(?:::[A-Z]\w*)*(?:Error|Exception)): (?P<message>[^\n]*)\n +\S+ at (?P<file>[^\s:]+\.rb):(?P<line>\d+)\s*$)re",
     Near::none, 0, {}, {}, {}, {}, {}, false, {}, true},
    // An exception raised with no message is its class alone: "sync.rb:5:in `kill':
    // Interrupt" (SIGINT), "a.rb:3:in `x': StandardError", its frames below.
    {"ruby", Kind::runtime_error,
     LC_RUBY_RAISE R"re((?P<label>(?:[A-Z]\w*::)*(?:[A-Z]\w*)?(?:Error|Exception|Interrupt|Exit))\s*$)re",
     Near::none, 0, {}, {}, R"re(^\tfrom \S+:\d+:in )re", R"re(!^\tfrom \S+:\d+:in )re"},
    // RubyGems: "Invalid gemspec in [slugline.gemspec]: Illformed requirement ["banana"]"
    // (before "ERROR:  Error loading gemspec. Aborting."), and a command that raised,
    // "ERROR:  While executing gem ... (Gem::InvalidSpecificationException)" over its
    // message.
    {"gem", Kind::lint_error, R"re(^Invalid gemspec in \[(?P<file>[^\]]+)\]: (?P<message>.*)$)re"},
    {"gem", Kind::runtime_error,
     R"re(^ERROR:  While executing gem \.\.\. \((?P<label>[\w:]+)\)\s*$)re", Near::none, 0, {}, {},
     {}, {}, {}, false, {}, true},
};
// clang-format on

#undef LC_RUBY_RAISE

} // namespace

std::span<const LineRule> ruby_rules() {
    return k_rows;
}

} // namespace loopclose::core::tools
