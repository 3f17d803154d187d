require_relative '../lib/cart'

RSpec.describe Cart do
  it 'adds items' do
    cart = Cart.new
    cart.add(:apple)
    expect(cart.size).to eq(1)
  end
end
