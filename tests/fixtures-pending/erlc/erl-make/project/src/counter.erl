-module(counter).
-export([new/0, incr/1, value/1]).

new() -> #{count => 0}.

incr(C = #{count := N}) ->
    C#{count := N + 1}.

value(#{count := N}) ->
    Total = N * 2,
    Count.
