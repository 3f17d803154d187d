defmodule ReportTest do
  use ExUnit.Case, async: true

  test "formats a line" do
    line = "credit: #{5}"
    assert line =~ "credit"
  end
end
