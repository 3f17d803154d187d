module Money
  def self.format(cents)
    "$%.2f" % (cents / 100)
  end
end
