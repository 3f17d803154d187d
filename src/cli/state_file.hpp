// SPDX-License-Identifier: MIT
// The history state file (schema loopclose.state/1): validated when read, replaced
// atomically when written, and guarded by an exclusive lock on a sidecar FILE.lock.
// A state path that is a symbolic link is followed: the lock, the read and the write
// all act on the file it leads to, and the link stays in place.
#pragma once

#include "core/history_rules.hpp"

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::cli {

inline constexpr std::string_view k_state_schema = "loopclose.state/1";
// A state file larger than this is refused (entries are capped far below it).
inline constexpr std::size_t k_max_state_bytes = 16U << 20;

// What the state file holds.
struct State {
    std::vector<core::HistoryEntry> entries; // oldest first
    bool stop_requested = false;             // set by --stop, cleared by --reset
    std::uint64_t last_cycle_id = 0;         // so cycle ids never repeat in one file
};

// Holds an exclusive flock on "<state>.lock" (created if needed, never deleted) for its
// lifetime, so that read-modify-write cycles of concurrent processes never interleave.
// Throws CliError when the lock file cannot be created (a missing or read-only folder).
class StateLock {
  public:
    explicit StateLock(const std::string& state_path);
    ~StateLock();
    StateLock(const StateLock&) = delete;
    StateLock& operator=(const StateLock&) = delete;

  private:
    int m_fd = -1;
};

// Reads and validates the state file; nullopt when it does not exist. Throws CliError
// (naming the file) when it cannot be read, is not JSON, has another schema version or
// a malformed entry. Never modifies the file.
std::optional<State> load_state(const std::string& path);

// Validates a state document; `path` only names it in errors. Throws CliError.
State parse_state(std::string_view text, const std::string& path);

// The state document, pretty-printed, ending with a newline.
std::string serialize_state(const State& state);

// One entry as stored in the state file.
nlohmann::ordered_json entry_json(const core::HistoryEntry& entry);

// Replaces the state file atomically (temporary file in the same folder, fsync,
// rename). Call it while holding a StateLock. Throws CliError on failure.
void save_state(const std::string& path, const State& state);

} // namespace loopclose::cli
