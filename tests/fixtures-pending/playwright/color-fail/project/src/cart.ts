export function total(items: { price: number }[]) {
  return items.reduce((s, i) => s + i.price, 0);
}

export function applyDiscount(amount: number, percent: number) {
  return amount - percent; // bug: subtracts the percent itself
}
