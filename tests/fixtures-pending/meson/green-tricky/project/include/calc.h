#ifndef CALC_H
#define CALC_H
struct token { int kind; double value; };
int parse_expr(const char *text, struct token *out, int max);
double eval_tokens(const struct token *toks, int n);
int count_tokens(const struct token *toks, int n);
#endif
