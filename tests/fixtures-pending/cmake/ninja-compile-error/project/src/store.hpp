#pragma once
#include <map>
#include <string>

class Store {
public:
    void add(const std::string &name, int count);
    int total() const;
private:
    std::map<std::string, int> items_;
};
std::string report(const Store &store);
