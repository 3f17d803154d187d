#include <stdio.h>
#include <string.h>

struct user {
    char name[32];
    char home[64];
};

void set_user(struct user *u, const char *name, const char *home) {
    strcpy(u->name, name);
    strcpy(u->home, "/home/");
    strcat(u->home, home);
}

void greet(const struct user *u, const char *fmt) {
    char line[128];
    sprintf(line, "%s (%s)", u->name, u->home);
    printf(fmt, line);
}
