// SPDX-License-Identifier: MIT
// Normalization of run output before it is compared across runs (PRODUCT §1.3): the
// parts that change between two runs of the same failure are replaced by placeholders.
#pragma once

#include <string>
#include <string_view>

namespace loopclose::core {

// Replaces run-to-run noise with fixed placeholders, in this order:
//   UUIDs → <uuid>; ISO date-times and dates → <time>, <date>; clock times → <time>;
//   epoch numbers (10, 13, 16 or 19 digits starting with 1) → <epoch>;
//   0x… addresses → 0x<hex>; hex runs of 16+ digits → <hex>;
//   temporary paths (/tmp, /var/tmp, /dev/shm, /var/folders, /private/var/folders)
//   → <tmp>/basename; ports after localhost, 127.0.0.1, 0.0.0.0, [::1] → :<port>;
//   PIDs ((node:1234), ==1234==, pid 1234) → <pid>; thread 'x' (1234) → (<tid>);
//   goroutine 12 → goroutine <id>; seeds (seed=…, --randomly-seed=…, Seed: …,
//   -test.shuffle …) → <seed>; durations (12ms, 0.31 s, 1m30s, 3 seconds) → <dur>.
// Expects text already passed through clean_output (ANSI codes removed); any bytes are
// accepted. One hand-written pass, linear in the input (rules start only at a word
// start or at '/', '(', '=', '['; a "word" is a run of ASCII letters, digits and '_',
// as RE2's \b sees it). Pure and deterministic.
std::string normalize_for_signature(std::string_view text);

} // namespace loopclose::core
