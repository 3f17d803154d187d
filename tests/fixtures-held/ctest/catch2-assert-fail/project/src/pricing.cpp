#include "pricing.hpp"
#include <stdexcept>

double apply_discount(double price, int percent) {
    if (percent < 0 || percent > 100)
        throw std::invalid_argument("percent out of range");
    return price * (100 - percent) / 100.0;
}

int parse_cents(const std::string &text) {
    auto dot = text.find('.');
    if (dot == std::string::npos)
        return std::stoi(text) * 100;
    return std::stoi(text.substr(0, dot)) * 100 + std::stoi(text.substr(dot + 1, 1));
}
