// SPDX-License-Identifier: MIT
#include "core/evidence.hpp"

#include "core/pattern.hpp"

namespace loopclose::core {

std::string_view stream_name(Stream stream) {
    switch (stream) {
    case Stream::out:
        return "stdout";
    case Stream::err:
        return "stderr";
    case Stream::report:
        return "report";
    case Stream::exit_status:
        break;
    }
    return "exit-status";
}

std::uint32_t parse_column(std::string_view digits) {
    if (!digits.empty() && digits.find_first_not_of('0') == std::string_view::npos &&
        digits.size() <= 9) {
        return k_column_zero;
    }
    return parse_small_number(digits);
}

} // namespace loopclose::core
