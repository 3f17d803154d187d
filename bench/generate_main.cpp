// SPDX-License-Identifier: MIT
// loopclose_bench_input: writes one benchmark input to standard output, streaming,
// so that `loopclose_bench_input realistic 1000000000 | loopclose` never stores it.
//   loopclose_bench_input SHAPE BYTES
//   loopclose_bench_input --list
#include "bench/inputs.hpp"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <string_view>
#include <unistd.h>

namespace {

bool write_all(std::string_view data) {
    while (!data.empty()) {
        const ssize_t n = ::write(STDOUT_FILENO, data.data(), data.size());
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

int usage() {
    std::fputs("usage: loopclose_bench_input SHAPE BYTES | --list\n", stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    using namespace loopclose::bench;
    if (argc == 2 && std::string_view(argv[1]) == "--list") {
        for (const auto& shape : input_shapes()) {
            std::printf("%-20s %s\n", std::string(shape.id).c_str(),
                        std::string(shape.description).c_str());
        }
        return 0;
    }
    if (argc != 3) {
        return usage();
    }
    const InputShape* shape = find_input_shape(argv[1]);
    const std::string_view size_text(argv[2]);
    std::size_t bytes = 0;
    const auto [end, ec] =
        std::from_chars(size_text.data(), size_text.data() + size_text.size(), bytes);
    if (shape == nullptr || ec != std::errc() || end != size_text.data() + size_text.size()) {
        return usage();
    }
    bool ok = true;
    generate_input(*shape, bytes, [&](std::string_view chunk) { ok = ok && write_all(chunk); });
    return ok ? 0 : 1;
}
