#include "store.hpp"

void Store::add(const std::string &name, int count)
{
    items_[name] += count;
}

int Store::total() const
{
    int sum = 0;
    for (const auto &[name, count] : items_)
        sum += count;
    return sum;
}
