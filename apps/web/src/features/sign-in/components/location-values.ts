/**
 * Values a resolver passes both in navigation state and in the query (docs/product.md#screens-and-routes);
 * state wins.
 */
export function readLocationValue(state: unknown, search: string, name: string): string | undefined {
  if (state && typeof state === 'object' && name in state) {
    const value = (state as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return new URLSearchParams(search).get(name) || undefined;
}
