#!/usr/bin/env bats

setup() {
  GREET="$BATS_TEST_DIRNAME/../greet.sh"
}

@test "greets by name" {
  run "$GREET" world
  [ "$status" -eq 0 ]
  [ "$output" = "hello, world" ]
}

@test "repeats the greeting" {
  run "$GREET" bob 2
  [ "$status" -eq 0 ]
  [ "${#lines[@]}" -eq 3 ]
}

@test "fails without a name" {
  run "$GREET"
  [ "$status" -eq 0 ]
}
