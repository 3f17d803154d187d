#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
#include "pricing.hpp"

TEST_CASE("discount of 10 percent") {
    REQUIRE(apply_discount(50.0, 10) == Approx(45.0));
}

TEST_CASE("Error on negative discount is thrown") {
    REQUIRE_THROWS_AS(apply_discount(50.0, -5), std::invalid_argument);
}

TEST_CASE("full discount is free") {
    CHECK(apply_discount(80.0, 100) == Approx(0.0));
    CHECK(apply_discount(80.0, 25) == Approx(65.0));
}
