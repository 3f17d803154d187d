#include <stdio.h>
#include "calc.h"

int main(void)
{
    struct token t[8];
    int n = parse_expr("2-5", t, 8);
    double v = eval_tokens(t, n);
    if (v != 3.0) {
        fprintf(stderr, "FAIL: eval(\"2-5\") = %g, want 3\n", v);
        return 1;
    }
    puts("ok");
    return 0;
}
