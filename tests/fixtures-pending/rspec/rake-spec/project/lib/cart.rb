class Cart
  attr_reader :items

  def initialize
    @items = []
  end

  def add(name, price, qty = 1)
    @items << { name: name, price: price, qty: qty }
    self
  end

  def total
    @items.sum { |i| i[:price] * i[:qty] }
  end

  def discount(code)
    rates = { "TEN" => 0.10 }
    total * (1 - rates.fetch(code))
  end
end
