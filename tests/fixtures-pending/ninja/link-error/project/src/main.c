#include <stdio.h>
#include "calc.h"

int main(int argc, char **argv)
{
    struct token toks[64];
    int n = parse_expr(argc > 1 ? argv[1] : "1+2", toks, 64);
    printf("%g\n", eval_tokens(toks, n));
    printf("%d tokens\n", count_tokens(toks, n));
    return 0;
}
