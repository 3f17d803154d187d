#include <iostream>
#include "store.hpp"

int main()
{
    Store s;
    s.add("bolts", 12);
    s.add("nuts", "7");
    std::cout << report(s) << s.size() << "\n";
    return 0;
}
