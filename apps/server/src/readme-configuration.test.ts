import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';
import { CMS_BRAND_VARIABLES } from './config/cms-env';

const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The text of a `## ` section, up to the next one. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}`);
  if (start < 0) throw new Error(`README has no "## ${title}" section`);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** NAME=value pairs of the production example, the shell block that ends in `npm start`. */
function productionCommand(): Record<string, string> {
  const block = /```sh\n([\s\S]*?)```/.exec(section('Running in production'))?.[1] ?? '';
  const command = block.slice(block.indexOf('NODE_ENV=')).replace(/\\\n/g, ' ');
  return Object.fromEntries([...command.matchAll(/\b([A-Z][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1], m[2]]));
}

// What an operator puts where the README writes `…`: a valid value of each kind.
const STAND_INS: Record<string, string> = {
  DATABASE_URL: 'postgres://portal@db.example.test:5432/portal',
  OPS_TOKEN: 'an-ops-token-of-at-least-24-characters',
  KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
  REMOTE_AUTH_SECRETS: JSON.stringify({
    host1: { secret: 'a-real-remote-auth-secret-0123456789', brands: ['naskila'] },
  }),
  FACEBOOK_APP_ID: '123456789012345',
  FACEBOOK_APP_SECRET: 'a-real-facebook-app-secret',
  GOOGLE_CLIENT_ID: 'portal.apps.googleusercontent.com',
  OKTA_CLIENT_SECRET: 'a-real-okta-client-secret',
  TRUSTED_PROXIES: '10.0.0.1,10.0.0.0/24',
};

/** The variables named in the first column of the configuration section's tables. */
function configurationTable(): string[] {
  const rows = section('Configuration').matchAll(/^\| `([A-Z][A-Z0-9_]*(?:<BRAND>)?)` /gm);
  return [...rows].map((m) => m[1] ?? '');
}

describe('README', () => {
  it('gives a production command that the config loads as written', () => {
    const documented = productionCommand();
    expect(documented.NODE_ENV).toBe('production');
    const env = Object.fromEntries(
      Object.entries(documented).map(([name, value]) => [
        name,
        value.includes('…') ? STAND_INS[name] : value,
      ]),
    );
    const missing = Object.entries(env)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(missing, 'variables with no stand-in for their …').toEqual([]);
    expect(loadConfig(env).nodeEnv).toBe('production');
  });

  it('lists in its configuration table every variable the config reads, and no other', () => {
    const table = configurationTable();
    expect([...table].sort()).toEqual([...CONFIG_VARIABLES, ...CMS_BRAND_VARIABLES].sort());
    expect(new Set(table).size).toBe(table.length);
  });
});
