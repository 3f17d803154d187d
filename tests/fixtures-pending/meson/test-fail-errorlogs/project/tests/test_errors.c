#include <stdio.h>
#include "calc.h"

int main(void)
{
    struct token t[8];
    int n = parse_expr("", t, 8);
    printf("Error: empty input gives %d tokens (expected)\n", n);
    return n == 0 ? 0 : 1;
}
