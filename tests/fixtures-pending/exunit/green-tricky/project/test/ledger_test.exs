defmodule LedgerTest do
  use ExUnit.Case
  doctest Ledger

  test "FAILED entries are ignored" do
    IO.puts("Error: this line is only a log message")
    assert Ledger.balance([]) == 0
  end

  test "debits reduce the balance" do
    assert Ledger.balance([{:credit, 10}, {:debit, 4}]) == 6
  end

  describe "parse_amount/1" do
    test "parses whole numbers" do
      assert Ledger.parse_amount("42") == 42
    end

    test "error: rejects decimals with ** (MatchError)-like text" do
      assert Ledger.parse_amount("4.5") == :error
    end
  end
end
