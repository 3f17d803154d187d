export interface Line {
  sku: string;
  qty: number;
  unitCents: number;
}

export function total(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.qty * l.unitCents, "0");
}
