#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *make_counts(int n)
{
    int *counts = malloc(n * sizeof *counts);
    for (int i = 0; i < n; i++)
        counts[i] = i * i;
    return counts;
}

static char *copy_name(const char *name)
{
    char *copy = malloc(strlen(name) + 1);
    strcpy(copy, name);
    return copy;
}

int main(void)
{
    int *counts = make_counts(4);
    int total = 0;
    for (int i = 0; i <= 4; i++)
        total += counts[i];
    char *name = copy_name("inventory");
    printf("%s total=%d\n", name, total);
    free(counts);
    return 0;
}
