// SPDX-License-Identifier: MIT
#include "core/paths.hpp"

#include <doctest/doctest.h>

using namespace loopclose::core;

TEST_CASE("core::normalize_path") {
    SUBCASE("dots and doubled slashes go") {
        CHECK(normalize_path("./src//a/./b.ts") == "src/a/b.ts");
        CHECK(normalize_path("src/x/../a.ts") == "src/a.ts");
        CHECK(normalize_path("/home/u/../v/a.c") == "/home/v/a.c");
    }
    SUBCASE("climbing above a relative start is kept, above / is dropped") {
        CHECK(normalize_path("../lib/a.js") == "../lib/a.js");
        CHECK(normalize_path("a/../../b") == "../b");
        CHECK(normalize_path("/../etc/x") == "/etc/x");
    }
    SUBCASE("empty and trivial paths") {
        CHECK(normalize_path("") == "");
        CHECK(normalize_path(".") == "");
        CHECK(normalize_path("/") == "/");
    }
    SUBCASE("drive paths use slashes") {
        CHECK(normalize_path("C:\\src\\a.cs") == "C:/src/a.cs");
        CHECK(is_absolute_path("C:\\src\\a.cs"));
        CHECK_FALSE(is_absolute_path("src\\a.cs"));
    }
}

TEST_CASE("core::path_under_root") {
    SUBCASE("an absolute path below the root becomes relative") {
        CHECK(path_under_root("/work/repo/src/a.ts", "/work/repo") == "src/a.ts");
        CHECK(path_under_root("/work/repo/src/a.ts", "/work/repo/") == "src/a.ts");
        CHECK(path_under_root("/x/a.c", "/") == "x/a.c");
    }
    SUBCASE("outside the root, or a sibling with the same prefix") {
        CHECK_FALSE(path_under_root("/work/repo2/a.ts", "/work/repo"));
        CHECK_FALSE(path_under_root("/usr/lib/python3/x.py", "/work/repo"));
        CHECK_FALSE(path_under_root("/work/repo", "/work/repo"));
    }
    SUBCASE("relative paths are inside unless they climb out") {
        CHECK(path_under_root("./src/a.ts", "") == "src/a.ts");
        CHECK(path_under_root("src/a.ts", "/work/repo") == "src/a.ts");
        CHECK_FALSE(path_under_root("../other/a.ts", "/work/repo"));
        CHECK_FALSE(path_under_root("", "/work/repo"));
    }
    SUBCASE("no absolute path is inside an unknown root") {
        CHECK_FALSE(path_under_root("/work/repo/a.ts", ""));
        CHECK_FALSE(path_under_root("/work/repo/a.ts", "relative/root"));
    }
}

TEST_CASE("core::percent_encode_path") {
    CHECK(percent_encode_path("src/a-b_c.~ts") == "src/a-b_c.~ts");
    CHECK(percent_encode_path("my dir/100%.js") == "my%20dir/100%25.js");
    CHECK(percent_encode_path("a#b?c") == "a%23b%3Fc");
    CHECK(percent_encode_path("caf\xC3\xA9.py") == "caf%C3%A9.py");
    CHECK(percent_encode_path("C:/x@y") == "C:/x@y");
}

TEST_CASE("core::file_uri") {
    CHECK(file_uri("/home/u/my repo/a.c") == "file:///home/u/my%20repo/a.c");
    CHECK(file_uri("/home/u/repo", true) == "file:///home/u/repo/");
    CHECK(file_uri("/", true) == "file:///");
    CHECK(file_uri("C:\\src\\a.cs") == "file:///C:/src/a.cs");
}
