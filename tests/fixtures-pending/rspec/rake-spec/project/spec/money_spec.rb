require_relative "../lib/money"

RSpec.describe Money do
  it "formats whole dollars" do
    expect(Money.format(500)).to eq("$5.00")
  end

  it "keeps the cents" do
    expect(Money.format(1999)).to eq("$19.99")
  end
end
