// SPDX-License-Identifier: MIT
// --color and -q/--quiet, shared by check, run and history; and the colouring of a
// text report, done line by line on the plain text the core renders (the core stays
// free of terminals and escape sequences).
#pragma once

#include <string>
#include <string_view>

namespace loopclose::cli {

// Raw values of --color and -q/--quiet (declared by add_style_options, commands.hpp).
struct StyleOptions {
    std::string color = "auto"; // auto | always | never
    bool quiet = false;
};

// Whether to colour text written to `fd` (-1 for a file): --color always/never win;
// with auto, NO_COLOR (set and non-empty) turns colour off, then CLICOLOR_FORCE (set,
// non-empty, not "0") turns it on, else colour only when `fd` is a terminal and TERM
// is not "dumb".
bool use_colour(const std::string& mode, int fd);

// The text report (or history block) with SGR colours in the compilers' palette:
// the headline bold (red for a stall or halt, green when clean), section titles bold,
// evidence kind tags red (magenta for advisory and context kinds) and their
// file:line bold. Lines it does not recognise pass unchanged.
std::string colourize_report(std::string_view text);

} // namespace loopclose::cli
