import { test, expect } from 'vitest';
import { price, format } from '../src/price';

test('formats euros', () => {
  expect(format(price(3))).toBe('3.00 EUR');
});
