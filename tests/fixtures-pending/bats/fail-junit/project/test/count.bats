#!/usr/bin/env bats

@test "zero count prints nothing" {
  run "$BATS_TEST_DIRNAME/../greet.sh" amy 0
  [ -z "$output" ]
}
