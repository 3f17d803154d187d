#include <ctype.h>
#include <stdlib.h>
#include "calc.h"

int parse_expr(const char *text, struct token *out, int max)
{
    int n = 0;
    while (*text && n < max) {
        if (isdigit((unsigned char)*text)) {
            char *end;
            out[n].kind = 0;
            out[n].value = strtod(text, &end);
            text = end;
        } else {
            out[n].kind = *text++;
            out[n].value = 0;
        }
        n++;
    }
    return n;
}
