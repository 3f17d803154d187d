#pragma once
#include <string>

double apply_discount(double price, int percent);
int parse_cents(const std::string &text);
