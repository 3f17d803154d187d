-module(report).
-export([render/1]).

render(Counter) ->
    V = counter:value(Counter),
    io:format("count: ~p~n", [V]),
    format_total(V).

summary(V) ->
    {ok, V}
    done.
