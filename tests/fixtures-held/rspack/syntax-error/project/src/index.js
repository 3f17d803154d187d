import { formatPrice } from "./format.js";

function renderCart(items) {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return {
    count: items.length,
    total: formatPrice(total)
    label: "Cart",
  };
}

console.log(renderCart([{ price: 1999 }]));
