import { test, expect } from 'vitest';

test('still runs', () => {
  expect(2 * 2).toBe(4);
});
