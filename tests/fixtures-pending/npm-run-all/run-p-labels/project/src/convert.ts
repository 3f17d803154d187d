export function cToF(c: number): number {
  return c * 9 / 5 + "32";
}

export function parse(input: string): number {
  return parseFloat(input.trimEnd);
}
