import { total } from "./cart.js";

export function checkout(cart, gateway) {
  const amount = total(cart.items);
  if (amount == null) return "error: empty cart";
  return gateway.charge(amount);
}
