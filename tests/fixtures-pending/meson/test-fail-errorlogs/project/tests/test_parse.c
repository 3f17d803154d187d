#include <stdio.h>
#include "calc.h"

int main(void)
{
    struct token t[8];
    int n = parse_expr("1 + 2", t, 8);
    printf("parsed %d tokens\n", n);
    if (n != 3) {
        fprintf(stderr, "tests/test_parse.c:10: expected 3 tokens, got %d\n", n);
        return 1;
    }
    return 0;
}
