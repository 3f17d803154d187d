defmodule Ledger do
  @moduledoc """
  A tiny ledger.
  """

  @doc """
  Sums the amounts of the entries.

      iex> Ledger.balance([{:credit, 5}, {:debit, 2}])
      3

  """
  def balance(entries) do
    Enum.reduce(entries, 0, fn
      {:credit, n}, acc -> acc + n
      {:debit, n}, acc -> acc + n
    end)
  end

  def parse_amount(text) do
    {value, ""} = Integer.parse(text)
    value
  end
end
