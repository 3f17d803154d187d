class Cart {
  constructor() { this.lines = []; this.discount = 0; }
  add(qty, name, price) { this.lines.push({ qty, name, price }); }
  apply(code) { if (code === 'TEN') this.discount = 1; }
  total() {
    const sum = this.lines.reduce((s, l) => s + l.qty * l.price, 0);
    return sum - this.discount;
  }
}

function pay(customer) {
  return { confirmed: true, last4: customer.card.number.slice(-4) };
}

module.exports = { Cart, pay };
