-module(counter).
-export([new/0, incr/1, value/1]).

new() -> #{count => 0}.

incr(C = #{count := N}) ->
    C#{count := N + 2}.

value(#{count := N}) ->
    N.
