require_relative "../lib/cart"

RSpec.describe Cart do
  describe "#total" do
    it "sums price times quantity" do
      cart = Cart.new.add("pen", 150, 2).add("pad", 300)
      expect(cart.total).to eq(650)
    end

    it "is zero when empty" do
      expect(Cart.new.total).to eq(0)
    end
  end

  describe "#discount" do
    it "applies a known code" do
      cart = Cart.new.add("pen", 1000)
      expect(cart.discount("TEN")).to eq(900)
    end

    it "ignores an unknown code" do
      cart = Cart.new.add("pen", 1000)
      expect(cart.discount("BOGUS")).to eq(1000)
    end
  end
end
