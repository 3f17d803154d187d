#include <iostream>
#include <map>
#include <vector>

std::vector<std::string> split(const std::string &text, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : text) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

int main() {
    for (const auto &t : split("a,b,c", ','))
        std::cout << t << "\n";
    return 0;
}
