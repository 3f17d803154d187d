// SPDX-License-Identifier: MIT
// What history compares between runs (PRODUCT §1.3): the signature of a run's
// failure, the fingerprint of its normalized output, and the failing set.
#pragma once

#include "core/pipeline.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// Bytes of normalized output kept per run for the fuzzy comparisons (the end of the
// output, where runners print their summary).
inline constexpr std::size_t k_excerpt_bytes = 2048;
// Files of a run kept for the dead-letter report.
inline constexpr std::size_t k_max_run_files = 25;

// The comparable summary of one run.
struct RunSignature {
    std::optional<Kind> primary;
    std::string signature;               // 16 hex digits; empty when there is no evidence
    std::vector<std::string> identities; // primary-kind identities, sorted and distinct
    std::size_t failing_count = 0;       // identities.size()
    std::string fingerprint;             // 16 hex digits of the normalized output
    std::string excerpt;                 // last k_excerpt_bytes of the normalized output
    bool nothing_to_fix = false;         // see gives_nothing_to_fix
    std::vector<std::string> files;      // files named by blocking evidence, sorted, capped
};

// The 64-bit FNV-1a offset basis, the state before any byte.
inline constexpr std::uint64_t k_fnv1a_start = 0xcbf29ce484222325ULL;

// Continues a 64-bit FNV-1a hash over `bytes` (for input read in chunks).
std::uint64_t fnv1a_update(std::uint64_t hash, std::string_view bytes);

// A 64-bit value as 16 lowercase hex digits.
std::string hex64(std::uint64_t value);

// 64-bit FNV-1a of `bytes` as 16 lowercase hex digits. Any bytes.
std::string hash_hex(std::string_view bytes);

// The identity of `item` (evidence_identity) with its free text normalized and its
// parts joined by single spaces, e.g. "test-failure tests/a.py::test_x" or
// "typecheck-error src/a.ts:3 TS2322".
std::string signature_identity(const Evidence& item);

// True when the run failed without anything for the code to fix: no evidence at all
// with a non-zero exit (no-patterns-matched), or only missing-command and permission
// evidence (the harness is broken, not the code).
bool gives_nothing_to_fix(const Analysis& analysis);

// Builds the run's signature from its analysis and the captured streams (the same
// bytes and max_chars the analysis saw). The signature is the primary kind plus the
// sorted identities of all primary-kind evidence, so reordered output and changed
// messages at the same location give the same signature. Pure and deterministic.
RunSignature compute_run_signature(const Analysis& analysis, const RunInput& input,
                                   std::size_t max_chars = k_default_max_chars);

} // namespace loopclose::core
