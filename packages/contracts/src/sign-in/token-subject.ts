/**
 * The `sub` of an access token and of the RFC 8693 `act` claim: `{patronId}@{brand}`
 * (docs/design.md#identity-and-sessions). The brand is what follows the last `@`, so a patron id may itself
 * hold one.
 */
export interface TokenSubject {
  patronId: string;
  brand: string;
}

export function buildTokenSubject(patronId: string, brand: string): string {
  return `${patronId}@${brand}`;
}

/** `null` unless both halves are present: a bare id or a subject ending in `@` is not a subject. */
export function parseTokenSubject(sub: string): TokenSubject | null {
  const at = sub.lastIndexOf('@');
  if (at <= 0 || at === sub.length - 1) return null;
  return { patronId: sub.slice(0, at), brand: sub.slice(at + 1) };
}
