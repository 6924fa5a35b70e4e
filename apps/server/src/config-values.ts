import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRANDS } from '@patron/contracts';
import type { RemoteAuthKey } from './modules/sign-in/identity/remote-auth-token';
import { parseSigningJwks } from './modules/sign-in/oauth/signing-jwks';
import type { ConfiguredSigningKeys } from './modules/sign-in/oauth/signing-key-sources';

/** A bad environment: the start stops with this message (docs/design.md#running-scaling-operating). */
export class ConfigError extends Error {}

/** REMOTE_AUTH_SECRETS: JSON `{"<kid>": {"secret": "…", "brands": ["…"]}}`, one key per host system. */
const remoteAuthSecretsSchema = z.record(
  z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'a kid is 1-64 letters, digits, dots, dashes or underscores'),
  z.object({
    secret: z.string().min(32, 'must be at least 32 characters'),
    brands: z.array(z.enum(BRANDS)).min(1, 'name at least one brand'),
  }),
);

export function parseRemoteAuthSecrets(
  value: string | undefined,
  ctx: z.RefinementCtx,
): RemoteAuthKey[] | undefined {
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<kid>": {"secret": "…", "brands": ["…"]}}' });
    return z.NEVER;
  }
  const parsed = remoteAuthSecretsSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
    return z.NEVER;
  }
  return Object.entries(parsed.data).map(([kid, { secret, brands }]) => ({ kid, secret, brands }));
}

/** SIGNING_KEYS holds JSON (an array or a JWKS) or the path of a file holding it. */
export function readSigningKeys(value: string): ConfiguredSigningKeys {
  const inline = /^\s*[[{]/.test(value);
  const file = inline ? undefined : path.resolve(value);
  try {
    const jwks = parseSigningJwks(file ? readFileSync(file, 'utf8') : value);
    return file ? { file } : { jwks };
  } catch (err) {
    throw new ConfigError(
      `Invalid environment configuration:\n  SIGNING_KEYS: ${file ? `${file}: ` : ''}${(err as Error).message}`,
    );
  }
}
