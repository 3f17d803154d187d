-module(counter_tests).
-include_lib("eunit/include/eunit.hrl").

new_starts_at_zero_test() ->
    ?assertEqual(0, counter:value(counter:new())).

incr_adds_one_test() ->
    C = counter:incr(counter:new()),
    ?assertEqual(1, counter:value(C)).

value_of_bad_input_test() ->
    ?assertEqual(0, counter:value(#{})).
