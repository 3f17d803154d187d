import { describe, test, expect } from 'vitest';

function invoice(items) {
  const net = items.reduce((s, i) => s + i.price * i.qty, 0);
  return { net, tax: Math.round(net * 0.2), total: net + Math.round(net * 0.19), lines: items.length };
}

describe('invoice', () => {
  test('computes all totals', () => {
    const inv = invoice([{ price: 100, qty: 2 }, { price: 50, qty: 1 }]);
    expect.soft(inv.net).toBe(250);
    expect.soft(inv.tax).toBe(50);
    expect.soft(inv.total).toBe(300);
    expect.soft(inv.lines).toBe(3);
  });

  test('empty invoice', () => {
    expect(invoice([]).total).toBe(0);
  });
});
