#include "calc.h"

double eval_tokens(const struct token *toks, int n)
{
    double acc = toks[0].value;
    for (int i = 1; i + 1 < n; i += 2) {
        struct token op = toks[i]
        if (op.kind == '+')
            acc += toks[i + 1].value;
        else if (op.kind == '-')
            acc -= toks[i + 1].value;
    }
    return acc;
}
