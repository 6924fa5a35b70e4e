/**
 * The values an e-mail link carries in its query (docs/design.md#account-calls); blank ones count as missing.
 */
export function linkParams<K extends string>(search: string, names: readonly K[]): Record<K, string> | null {
  const query = new URLSearchParams(search);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (!value) return null;
    values[name] = value;
  }
  return values;
}
