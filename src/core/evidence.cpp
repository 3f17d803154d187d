// SPDX-License-Identifier: MIT
#include "core/evidence.hpp"

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

} // namespace loopclose::core
