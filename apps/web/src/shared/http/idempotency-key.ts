/**
 * docs/design.md#ledger-and-money-like-state: one key per attempt to move points; a retry of the same attempt
 * sends the same key.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
