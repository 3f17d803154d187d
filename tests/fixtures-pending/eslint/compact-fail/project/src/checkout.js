import { total } from "./cart.js";

export function checkout(cart) {
  const amount = total(cart.items);
  console.log("charging", amount);
  return paymentGateway.charge(amount);
}
