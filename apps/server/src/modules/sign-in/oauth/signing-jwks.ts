import type { JWK } from 'jose';
import { z } from 'zod';

const privateEcJwkSchema = z.looseObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  kid: z.string().min(1),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  alg: z.literal('ES256').optional(),
});

const jwksSchema = z.union([
  z.array(privateEcJwkSchema).min(1),
  z.object({ keys: z.array(privateEcJwkSchema).min(1) }).transform((s) => s.keys),
]);

/**
 * Parses configured signing keys: a JSON array or a JWKS of EC P-256 private JWKs, each with a kid.
 * The last key signs, the others only verify (append a key to rotate, remove one to retire it).
 */
export function parseSigningJwks(text: string): JWK[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not valid JSON');
  }
  const parsed = jwksSchema.safeParse(json);
  if (!parsed.success)
    throw new Error('expected a JSON array or JWKS of EC P-256 private keys (kty, crv, kid, x, y, d)');
  const kids = parsed.data.map((k) => k.kid);
  if (new Set(kids).size !== kids.length) throw new Error('two keys share a kid');
  return parsed.data as JWK[];
}

/** The public half of a private JWK, as published at /.well-known/jwks.json. */
export function publicJwkOf(jwk: JWK): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid: jwk.kid, alg: 'ES256', use: 'sig' };
}
