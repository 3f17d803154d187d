const test = require("node:test");
const assert = require("node:assert");

test("freezing point", () => {
  const cToF = (c) => c * 9 / 5 + 32;
  assert.strictEqual(cToF(0), 32);
});

test("body temperature", () => {
  const cToF = (c) => c * 9 / 5 + 23;
  assert.strictEqual(cToF(37), 98.6);
});
