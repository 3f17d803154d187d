// SPDX-License-Identifier: MIT
// The detector registry: one table, read by the pipeline, `loopclose detectors`,
// the man page check and the completion check.
#pragma once

#include "core/evidence.hpp"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace loopclose::core {

// A detector appends what it finds to `out`; it never fails: odd text yields fewer
// findings.
using DetectFn = void (*)(const DetectorInput& input, std::vector<Evidence>& out);

// When a detector runs. A run that exits 0 printed its errors and carried on, so the
// kinds that describe a dying process are not looked for then.
enum class Gate : std::uint8_t {
    always,      // whatever the exit code
    exit_failed, // unless the exit code is known to be 0
    run_failed,  // after the others, when the exit code is non-zero or, unknown, they
                 // found blocking evidence
};

struct Detector {
    std::string_view id; // equal to the id of the kind it reports
    Kind kind;
    std::string_view description;
    DetectFn detect;
    Gate gate;
};

// Every detector, in the priority order of its kind.
std::span<const Detector> detector_registry();

// The detector with this id; nullptr when there is none.
const Detector* find_detector(std::string_view id);

} // namespace loopclose::core
