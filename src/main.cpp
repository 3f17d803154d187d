// SPDX-License-Identifier: MIT
#include "cli/app.hpp"

int main(int argc, char** argv) {
    return loopclose::cli::run(argc, argv);
}
