// SPDX-License-Identifier: MIT
#include "cli/state_file.hpp"

#include "cli/errors.hpp"
#include "cli/io.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <nlohmann/json.hpp>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace loopclose::cli {

namespace {

using Json = nlohmann::json;
using core::HistoryEntry;

const char* const k_fix_corrupt = "move the file aside or delete it to start a new history";

[[noreturn]] void malformed(const std::string& path, const std::string& what) {
    throw CliError("state file '" + path + "' is malformed: " + what, k_fix_corrupt);
}

// Reads the fields of one entry, naming the entry and field in any error.
class EntryReader {
  public:
    EntryReader(const Json& object, std::string where, const std::string& path)
        : m_obj(object), m_where(std::move(where)), m_path(path) {}

    std::int64_t integer(const char* key, std::int64_t min, std::int64_t max) const {
        const Json& v = field(key);
        const std::string range =
            "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
        std::int64_t value = 0;
        if (v.is_number_unsigned()) {
            if (v.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
                bad(key, range);
            }
            value = static_cast<std::int64_t>(v.get<std::uint64_t>());
        } else if (v.is_number_integer()) {
            value = v.get<std::int64_t>();
        } else {
            bad(key, range);
        }
        if (value < min || value > max) {
            bad(key, range);
        }
        return value;
    }
    std::optional<std::int64_t> nullable_integer(const char* key, std::int64_t min,
                                                 std::int64_t max) const {
        return field(key).is_null() ? std::nullopt : std::optional(integer(key, min, max));
    }
    std::string string(const char* key) const {
        const Json& v = field(key);
        if (!v.is_string()) {
            bad(key, "a string");
        }
        return v.get<std::string>();
    }
    std::string nullable_string(const char* key) const {
        return field(key).is_null() ? std::string() : string(key);
    }
    std::vector<std::string> strings(const char* key) const {
        const Json& v = field(key);
        if (!v.is_array()) {
            bad(key, "an array of strings");
        }
        std::vector<std::string> out;
        for (const Json& item : v) {
            if (!item.is_string()) {
                bad(key, "an array of strings");
            }
            out.push_back(item.get<std::string>());
        }
        return out;
    }
    // A value from a closed set; `nullable` reads null as "".
    template <typename T, typename From>
    T enumerated(const char* key, From from, bool nullable = false) const {
        const std::string id = nullable ? nullable_string(key) : string(key);
        const std::optional<T> value = from(id);
        if (!value) {
            bad(key, "a known value, not '" + id + "'");
        }
        return *value;
    }
    bool boolean(const char* key) const {
        const Json& v = field(key);
        if (!v.is_boolean()) {
            bad(key, "true or false");
        }
        return v.get<bool>();
    }

  private:
    const Json& field(const char* key) const {
        const auto it = m_obj.find(key);
        if (it == m_obj.end()) {
            malformed(m_path, m_where + "." + key + " is missing");
        }
        return *it;
    }
    [[noreturn]] void bad(const char* key, const std::string& expected) const {
        malformed(m_path, m_where + "." + key + " must be " + expected);
    }
    const Json& m_obj;
    std::string m_where;
    const std::string& m_path;
};

constexpr std::int64_t k_max_i64 = std::numeric_limits<std::int64_t>::max();
constexpr std::int64_t k_min_i64 = std::numeric_limits<std::int64_t>::min();

HistoryEntry read_entry(const EntryReader& r) {
    HistoryEntry e;
    e.time = r.integer("time", k_min_i64, k_max_i64);
    e.cycle_id = static_cast<std::uint64_t>(r.integer("cycleId", 1, k_max_i64));
    e.cycle_start = r.integer("cycleStart", k_min_i64, k_max_i64);
    e.iteration = static_cast<std::uint64_t>(r.integer("iteration", 1, k_max_i64));
    if (const auto code = r.nullable_integer("exitCode", INT32_MIN, INT32_MAX)) {
        e.exit_code = static_cast<std::int32_t>(*code);
    }
    e.outcome = r.enumerated<core::Outcome>("outcome", core::outcome_from_id);
    if (const std::string kind = r.nullable_string("primaryKind"); !kind.empty()) {
        e.primary = r.enumerated<core::Kind>("primaryKind", core::kind_from_id);
    }
    e.stall_reason = r.string("stallReason");
    e.signature = r.nullable_string("signature");
    e.fingerprint = r.string("fingerprint");
    e.failing = r.strings("failing");
    e.failing_count = static_cast<std::uint64_t>(r.integer("failingCount", 0, k_max_i64));
    e.excerpt = r.string("excerpt");
    e.artifact = r.nullable_string("artifact");
    e.files = r.strings("files");
    e.promise = r.enumerated<core::PromiseStatus>("promise", core::promise_status_from_id);
    if (const std::string s = r.nullable_string("strategy"); !s.empty()) {
        e.strategy = r.enumerated<core::Strategy>("strategy", core::strategy_from_id);
    }
    e.event = r.enumerated<core::LoopEvent>("event", core::event_from_id);
    e.halt_reason = r.enumerated<core::HaltReason>("haltReason", core::halt_reason_from_id, true);
    return e;
}

// The file a state path names once symbolic links are followed, so that the lock, the
// read and the atomic rename all act on the real file: renaming onto the link itself
// would replace the link with a copy and split one history in two. A dangling link
// names the file to create, as a shell redirection would.
std::string follow_links(const std::string& path) {
    constexpr int k_max_hops = 40; // Linux's own limit (ELOOP)
    std::string current = path;
    for (int hop = 0; hop < k_max_hops; ++hop) {
        struct stat st {};
        if (::lstat(current.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) {
            return current;
        }
        std::string target(4096, '\0');
        const ssize_t n = ::readlink(current.c_str(), target.data(), target.size());
        if (n < 0 || static_cast<std::size_t>(n) >= target.size()) {
            throw CliError("cannot read the symbolic link '" + current +
                               "': " + (n < 0 ? std::strerror(errno) : "target too long"),
                           "give the path of the state file itself");
        }
        target.resize(static_cast<std::size_t>(n));
        const std::size_t slash = current.rfind('/');
        if (!target.empty() && target.front() != '/' && slash != std::string::npos) {
            target.insert(0, current, 0, slash + 1); // relative to the link's folder
        }
        current = std::move(target);
    }
    throw CliError("state file '" + path + "' is a loop of symbolic links",
                   "give the path of the state file itself");
}

nlohmann::ordered_json nullable(const std::string& text) {
    return text.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(text);
}

} // namespace

StateLock::StateLock(const std::string& state_path) {
    const std::string lock_path = follow_links(state_path) + ".lock";
    // O_NOFOLLOW: a link planted in place of the lock file is refused, not followed.
    m_fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (m_fd < 0) {
        throw CliError("cannot create the lock file '" + lock_path + "': " + std::strerror(errno),
                       "check that the state file's folder exists and is writable");
    }
    while (::flock(m_fd, LOCK_EX) != 0) {
        if (errno != EINTR) {
            const int err = errno;
            ::close(m_fd);
            throw CliError("cannot lock '" + lock_path + "': " + std::strerror(err),
                           "use a local file system that supports flock");
        }
    }
}

StateLock::~StateLock() {
    if (m_fd >= 0) {
        ::close(m_fd); // closing releases the flock
    }
}

State parse_state(std::string_view text, const std::string& path) {
    Json doc;
    try {
        doc = Json::parse(text.begin(), text.end());
    } catch (const Json::exception& e) {
        throw CliError("state file '" + path + "' is not valid JSON (" + e.what() + ")",
                       k_fix_corrupt);
    }
    if (!doc.is_object() || !doc.contains("schema") || !doc["schema"].is_string()) {
        throw CliError("'" + path + "' is not a loopclose state file (no \"schema\" field)",
                       k_fix_corrupt);
    }
    const std::string schema = doc["schema"].get<std::string>();
    if (schema != k_state_schema) {
        throw CliError("state file '" + path + "' has schema '" + schema +
                           "'; this loopclose reads " + std::string(k_state_schema),
                       "use the loopclose version that wrote it, or move the file aside");
    }
    State state;
    const EntryReader top(doc, "state", path);
    state.stop_requested = top.boolean("stopRequested");
    state.last_cycle_id = static_cast<std::uint64_t>(top.integer("lastCycleId", 0, k_max_i64));
    const auto entries = doc.find("entries");
    if (entries == doc.end() || !entries->is_array()) {
        malformed(path, "\"entries\" must be an array");
    }
    for (std::size_t i = 0; i < entries->size(); ++i) {
        const Json& item = (*entries)[i];
        const std::string where = "entries[" + std::to_string(i) + "]";
        if (!item.is_object()) {
            malformed(path, where + " must be an object");
        }
        state.entries.push_back(read_entry(EntryReader(item, where, path)));
    }
    return state;
}

std::optional<State> load_state(const std::string& path) {
    const int fd = ::open(follow_links(path).c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) {
            return std::nullopt;
        }
        throw CliError("cannot open state file '" + path + "': " + std::strerror(errno),
                       "check the file's permissions");
    }
    struct stat st {};
    const bool is_dir = ::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode);
    const bool too_big = !is_dir && static_cast<std::uint64_t>(st.st_size) > k_max_state_bytes;
    if (is_dir || too_big) {
        ::close(fd);
        throw CliError("state file '" + path + "' is " +
                           (is_dir ? std::string("a folder")
                                   : "larger than " + std::to_string(k_max_state_bytes) + " bytes"),
                       "give the path of a state file written by loopclose");
    }
    StreamTail content;
    try {
        content = read_tail_fd(fd, k_max_state_bytes, "state file '" + path + "'");
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd);
    return parse_state(content.data, path);
}

nlohmann::ordered_json entry_json(const HistoryEntry& e) {
    nlohmann::ordered_json j;
    j["time"] = e.time;
    j["cycleId"] = e.cycle_id;
    j["cycleStart"] = e.cycle_start;
    j["iteration"] = e.iteration;
    j["exitCode"] = e.exit_code ? nlohmann::ordered_json(*e.exit_code) : nullptr;
    j["outcome"] = core::outcome_id(e.outcome);
    j["primaryKind"] = e.primary ? nlohmann::ordered_json(core::kind_info(*e.primary).id) : nullptr;
    j["stallReason"] = e.stall_reason;
    j["signature"] = nullable(e.signature);
    j["fingerprint"] = e.fingerprint;
    j["failing"] = e.failing;
    j["failingCount"] = e.failing_count;
    j["excerpt"] = e.excerpt;
    j["artifact"] = nullable(e.artifact);
    j["files"] = e.files;
    j["promise"] = core::promise_status_id(e.promise);
    j["strategy"] = e.strategy ? nlohmann::ordered_json(core::strategy_id(*e.strategy)) : nullptr;
    j["event"] = core::event_id(e.event);
    j["haltReason"] = nullable(std::string(core::halt_reason_id(e.halt_reason)));
    return j;
}

std::string serialize_state(const State& state) {
    nlohmann::ordered_json doc;
    doc["schema"] = k_state_schema;
    doc["lastCycleId"] = state.last_cycle_id;
    doc["stopRequested"] = state.stop_requested;
    doc["entries"] = nlohmann::ordered_json::array();
    for (const auto& e : state.entries) {
        doc["entries"].push_back(entry_json(e));
    }
    return doc.dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

void save_state(const std::string& path, const State& state) {
    write_file_atomic(follow_links(path), serialize_state(state));
}

} // namespace loopclose::cli
