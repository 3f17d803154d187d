#include <cassert>
#include <cstdio>
#include "pricing.hpp"

int main() {
    assert(parse_cents("12") == 1200);
    std::printf("whole numbers ok\n");
    assert(parse_cents("3.75") == 375);
    std::printf("decimals ok\n");
    return 0;
}
