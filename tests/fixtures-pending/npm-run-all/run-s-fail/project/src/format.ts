import { cToF } from "./convert";

export function label(c: number): string {
  return `${cToF(c).toFixed(1)} °F (${unit})`;
}
