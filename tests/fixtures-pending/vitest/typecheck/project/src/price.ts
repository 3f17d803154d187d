export interface Price {
  amount: number;
  currency: 'EUR' | 'USD';
}

export function price(amount: number, currency: Price['currency'] = 'EUR'): Price {
  return { amount, currency };
}

export function format(p: Price): string {
  return `${p.amount.toFixed(2)} ${p.currency}`;
}
