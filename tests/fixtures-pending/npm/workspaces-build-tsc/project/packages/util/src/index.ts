export const errorPrefix = "error:";
export function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n)) + lo.length;
}
