import { describe, test, expectTypeOf } from 'vitest';
import { price, format, type Price } from '../src/price';

describe('price types', () => {
  test('price returns a Price', () => {
    expectTypeOf(price(1)).toEqualTypeOf<Price>();
  });

  test('format returns a number', () => {
    expectTypeOf(format(price(1))).toEqualTypeOf<number>();
  });

  test('currency is narrowed', () => {
    const p: Price = { amount: 1, currency: 'GBP' };
    expectTypeOf(p.currency).toBeString();
  });
});
