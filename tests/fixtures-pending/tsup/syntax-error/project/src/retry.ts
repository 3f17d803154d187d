export async function retry<T>(fn: () => Promise<T>, times: number): Promise<T> {
  let last: unknown;
  for (let i = 0; i < times; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
    }
  }
  throw last as Error
}

export const DEFAULTS = { times: 3, delay: 100 as number, };
export type Options = typeof DEFAULTS &;
