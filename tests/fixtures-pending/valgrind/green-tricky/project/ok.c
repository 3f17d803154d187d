#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int *v = calloc(4, sizeof *v);
    for (int i = 0; i < 4; i++)
        v[i] = i;
    printf("Error: none, FAIL count 0, leak check: %d\n", v[3]);
    free(v);
    return 0;
}
