const test = require("node:test");
const assert = require("node:assert");

function addItem(cart, item) {
  return { ...cart, items: [...cart.items, item], count: cart.count };
}

test("adds an item", () => {
  const cart = addItem({ items: [], count: 0 }, "apple");
  assert.strictEqual(cart.count, 1);
});

test("empty cart has no items", () => {
  assert.deepStrictEqual({ items: [], count: 0 }.items, []);
});
