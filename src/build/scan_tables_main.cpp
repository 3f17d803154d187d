// SPDX-License-Identifier: MIT
// Build step: writes the pre-filters' tables (core/scan_tables.hpp) that a run would
// otherwise build at its start, as C++ to the file named by the only argument. It is
// linked with no_scan_tables.cpp, so the tables it writes are built here, fresh.
#include "core/scan_tables.hpp"

#include <cstdio>
#include <fstream>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: loopclose_scan_tables OUTPUT.cpp\n");
        return 2;
    }
    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << loopclose::core::scan_tables_source(loopclose::core::fresh_scan_tables());
    return out.good() ? 0 : 1;
}
