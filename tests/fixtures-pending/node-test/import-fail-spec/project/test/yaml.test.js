const { test } = require('node:test');
const assert = require('node:assert/strict');
const yaml = require('yaml-lite-nope');

test('parses config', () => {
  assert.deepEqual(yaml.parse('a: 1'), { a: 1 });
});
