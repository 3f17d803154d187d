# frozen_string_literal: true

# Builds invoice totals.
class Invoice
  def initialize(lines)
    @lines = lines
  end

  def total
    sum = 0
    @lines.each { |l| sum = sum + l[:amount] }
    return sum
  end

  def tax(rate)
    unused = 1
    total * rate
  end
end
