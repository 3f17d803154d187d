// SPDX-License-Identifier: MIT
// Exit statuses and the one error type the CLI throws.
#pragma once

#include <stdexcept>
#include <string>

namespace loopclose::cli {

// The exit statuses documented in man/loopclose.1 (EXIT STATUS).
enum class ExitStatus : int {
    clean = 0, // nothing to fix / the loop may go on
    stall = 1, // a failure or stall was found / the loop must halt
    error = 2, // bad usage or bad input; nothing was written
    // run --state: the loop halted (otherwise run exits with the command's status).
    loop_halted = 3,
};

// The one line every error is reported as: "loopclose: error: <what> (<fix>)", without
// the newline.
inline std::string error_message(const std::string& what, const std::string& fix) {
    return "loopclose: error: " + what + " (" + fix + ")";
}

// A problem the user can fix. Printed as error_message(what(), fix()).
class CliError : public std::runtime_error {
  public:
    CliError(const std::string& what, std::string fix)
        : std::runtime_error(what), m_fix(std::move(fix)) {}
    const std::string& fix() const { return m_fix; }
    std::string message() const { return error_message(what(), m_fix); }

  private:
    std::string m_fix;
};

} // namespace loopclose::cli
