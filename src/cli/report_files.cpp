// SPDX-License-Identifier: MIT
#include "cli/report_files.hpp"

#include "cli/errors.hpp"
#include "cli/io.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fnmatch.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace loopclose::cli {

namespace {

namespace fs = std::filesystem;

bool has_wildcard(std::string_view text) {
    return text.find_first_of("*?[") != std::string_view::npos;
}

std::vector<std::string> split_segments(const std::string& pattern) {
    std::vector<std::string> segments;
    std::size_t start = 0;
    while (start <= pattern.size()) {
        const std::size_t slash = pattern.find('/', start);
        const std::size_t end = slash == std::string::npos ? pattern.size() : slash;
        if (end > start) {
            segments.push_back(pattern.substr(start, end - start));
        }
        if (slash == std::string::npos) {
            break;
        }
        start = slash + 1;
    }
    return segments;
}

// Directories a walk may enter at most (a "**" over a huge tree stays bounded).
constexpr std::size_t k_max_walked_directories = 100000;

struct Walk {
    const std::vector<std::string>& segments;
    std::vector<std::string> found;
    std::size_t directories = 0;

    static std::string join(const std::string& base, const std::string& name) {
        if (base.empty()) {
            return name;
        }
        return base.back() == '/' ? base + name : base + "/" + name;
    }

    // Matches segments[i...] below `base` ("" is the current directory).
    void match(const std::string& base, std::size_t i) {
        if (++directories > k_max_walked_directories) {
            return;
        }
        if (i == segments.size()) {
            return;
        }
        const std::string& segment = segments[i];
        const bool last = i + 1 == segments.size();
        if (segment == "**") {
            match(base, i + 1); // zero directories
            for_each_entry(base, [&](const std::string& path, bool directory) {
                if (directory) {
                    match(path, i); // one more
                }
            });
            return;
        }
        if (!has_wildcard(segment)) {
            const std::string path = join(base, segment);
            std::error_code error;
            const fs::file_status status = fs::status(path, error);
            if (last && fs::is_regular_file(status)) {
                found.push_back(path);
            } else if (!last && fs::is_directory(status)) {
                match(path, i + 1);
            }
            return;
        }
        for_each_entry(base, [&](const std::string& path, bool directory) {
            const std::string name = fs::path(path).filename().string();
            if (::fnmatch(segment.c_str(), name.c_str(), FNM_PERIOD) != 0) {
                return;
            }
            if (last && !directory) {
                std::error_code error;
                if (fs::is_regular_file(path, error)) {
                    found.push_back(path);
                }
            } else if (!last && directory) {
                match(path, i + 1);
            }
        });
    }

    template <typename Each> static void for_each_entry(const std::string& base, Each each) {
        std::error_code error;
        fs::directory_iterator it(base.empty() ? fs::path(".") : fs::path(base), error);
        const fs::directory_iterator end;
        std::vector<std::pair<std::string, bool>> entries;
        for (; !error && it != end; it.increment(error)) {
            const std::string name = it->path().filename().string();
            if (name.starts_with('.')) {
                continue; // hidden, as a shell's glob leaves them
            }
            std::error_code kind_error;
            // Symbolic links to directories are not followed: no cycles.
            const bool directory = it->is_directory(kind_error) && !it->is_symlink(kind_error);
            entries.emplace_back(join(base, name), directory);
        }
        std::sort(entries.begin(), entries.end());
        for (const auto& [path, directory] : entries) {
            each(path, directory);
        }
    }
};

// The first core::k_max_report_bytes of a regular file, and its size.
std::pair<std::string, std::uint64_t> read_head(const std::string& path) {
    // O_NONBLOCK: a FIFO with no writer would block the open; it is refused below.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const int err = errno;
        throw CliError("cannot open report '" + path + "': " + std::strerror(err),
                       err == ENOENT ? "check the path (a glob is expanded by loopclose: quote it)"
                                     : "check the file's permissions");
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        throw CliError("report '" + path + "' is not a regular file", "name the report file");
    }
    const std::uint64_t size = static_cast<std::uint64_t>(st.st_size);
    std::string data(
        static_cast<std::size_t>(std::min<std::uint64_t>(size, core::k_max_report_bytes)), '\0');
    std::size_t got = 0;
    while (got < data.size()) {
        const ssize_t n = ::read(fd, data.data() + got, data.size() - got);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            throw CliError("cannot read report '" + path + "': " + std::strerror(err),
                           "check the file");
        }
        if (n == 0) {
            break;
        }
        got += static_cast<std::size_t>(n);
    }
    ::close(fd);
    data.resize(got);
    return {std::move(data), std::max<std::uint64_t>(size, got)};
}

} // namespace

std::vector<std::string> expand_report_pattern(const std::string& pattern) {
    if (!has_wildcard(pattern)) {
        return {pattern};
    }
    const std::vector<std::string> segments = split_segments(pattern);
    Walk walk{segments, {}, 0};
    walk.match(pattern.starts_with('/') ? "/" : "", 0);
    std::sort(walk.found.begin(), walk.found.end());
    walk.found.erase(std::unique(walk.found.begin(), walk.found.end()), walk.found.end());
    return walk.found;
}

std::optional<core::ReportFormat> parse_report_format(const std::string& text) {
    if (text.empty() || text == "auto") {
        return std::nullopt;
    }
    if (const auto format = core::report_format_from_id(text)) {
        return format;
    }
    std::string ids;
    for (std::size_t i = 0; i < core::k_report_format_count; ++i) {
        ids += (ids.empty() ? "" : ", ");
        ids += core::report_format_id(static_cast<core::ReportFormat>(i));
    }
    throw CliError("--report-format: unknown format '" + text + "'", "use one of: auto, " + ids);
}

core::ParsedReport parse_report_text(const std::string& name, std::string_view text,
                                     std::uint64_t size, std::optional<core::ReportFormat> format) {
    core::ReportResult result = core::read_report({name, text, size, format});
    if (result.report) {
        return std::move(*result.report);
    }
    std::string where;
    if (result.error.line != 0) {
        where = " (line " + std::to_string(result.error.line) + ", byte " +
                std::to_string(result.error.byte) + ")";
    }
    throw CliError("report '" + name + "': " + result.error.message + where,
                   format ? "check the file, or --report-format"
                          : "check the file, or name its format with --report-format");
}

core::ParsedReport load_report_file(const std::string& path, const std::string& name,
                                    std::optional<core::ReportFormat> format) {
    const auto [text, size] = read_head(path);
    return parse_report_text(name, text, size, format);
}

std::shared_ptr<const std::vector<core::ParsedReport>>
load_reports(const std::vector<std::string>& patterns, const std::string& format_text) {
    const std::optional<core::ReportFormat> format = parse_report_format(format_text);
    auto reports = std::make_shared<std::vector<core::ParsedReport>>();
    // A file named twice (by a glob and by name, by two globs) is read once.
    std::vector<std::pair<dev_t, ino_t>> seen;
    for (const std::string& pattern : patterns) {
        const std::vector<std::string> files = expand_report_pattern(pattern);
        if (files.empty()) {
            write_stderr("loopclose: note: no report file matches '" + pattern + "'\n");
        }
        for (const std::string& file : files) {
            struct stat st {};
            if (::stat(file.c_str(), &st) == 0) {
                const auto id = std::make_pair(st.st_dev, st.st_ino);
                if (std::find(seen.begin(), seen.end(), id) != seen.end()) {
                    continue;
                }
                seen.push_back(id);
            }
            reports->push_back(load_report_file(file, file, format));
        }
    }
    return reports;
}

} // namespace loopclose::cli
