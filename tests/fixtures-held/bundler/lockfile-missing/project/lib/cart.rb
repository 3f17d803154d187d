class Cart
  def initialize; @items = []; end
  def add(item) = @items << item
  def size = @items.size
end
