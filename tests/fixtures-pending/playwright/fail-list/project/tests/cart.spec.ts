import { test, expect } from '@playwright/test';
import { total, applyDiscount } from '../src/cart';

test.describe('cart', () => {
  test('sums item prices', () => {
    expect(total([{ price: 2 }, { price: 3 }])).toBe(5);
  });

  test.describe('discounts', () => {
    test('applies ten percent', () => {
      expect(applyDiscount(200, 10)).toBe(180);
    });
  });

  test('keeps line items', () => {
    expect(total([])).toEqual({ items: [], sum: 0 });
  });
});
