export function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function label(name: string, cents: number) {
  return name + ': ' + money(cents));
}
