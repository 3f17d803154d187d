defmodule LedgerTest do
  use ExUnit.Case
  doctest Ledger

  test "empty ledger has zero balance" do
    assert Ledger.balance([]) == 0
  end

  test "debits reduce the balance" do
    assert Ledger.balance([{:credit, 10}, {:debit, 4}]) == 6
  end

  describe "parse_amount/1" do
    test "parses whole numbers" do
      assert Ledger.parse_amount("42") == 42
    end

    test "rejects decimals" do
      assert Ledger.parse_amount("4.5") == :error
    end
  end
end
