#include <stdio.h>
#include <string.h>

struct node { int value; struct node *next; };

static int sum_list(const struct node *head)
{
    int total = 0;
    while (head->value >= 0) {
        total += head->value;
        head = head->next;
    }
    return total;
}

int main(void)
{
    struct node c = { 3, NULL }, b = { 2, &c }, a = { 1, &b };
    char buf[8];
    int flags;
    if (flags > 2)
        strcpy(buf, "big");
    printf("%d\n", sum_list(&a));
    return 0;
}
