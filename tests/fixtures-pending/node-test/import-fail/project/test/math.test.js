const { test } = require('node:test');
const assert = require('node:assert/strict');

test('adds', () => {
  assert.equal(1 + 1, 2);
});
