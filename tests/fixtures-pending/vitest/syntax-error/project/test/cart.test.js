import { describe, test, expect } from 'vitest';

describe('cart', () => {
  test('adds an item', () => {
    const cart = [];
    cart.push({ sku: 'A1', qty: 1 };
    expect(cart).toHaveLength(1);
  });
});
