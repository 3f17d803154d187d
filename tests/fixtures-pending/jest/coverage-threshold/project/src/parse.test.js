const { parseQty } = require('./parse');
const { add } = require('./money');

test('parses a whole quantity', () => {
  expect(parseQty('3')).toBe(3);
});

test('adds money', () => {
  expect(add(1, 2)).toBe(3);
});
