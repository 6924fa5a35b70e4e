import { eq, inArray, or, sql } from 'drizzle-orm';
import { DEV_DEFAULTS } from '../../config';
import type { Passwords } from '../../lib/passwords';
import { deriveTerminalSecret } from '../../modules/sign-in/identity/device-hash';
import type { Database } from '../client';
import { playerIdentities, players, tenants, terminals } from '../schema/index';
import { DEMO_IDENTITIES } from './identities';
import { DEMO_CARD_NUMBER, DEMO_SECRETS } from './players';

const DEMO_USERNAMES = ['demo', 'pending', 'manager'];
const DEMO_PASSWORDS = [DEMO_SECRETS.playerPassword, DEMO_SECRETS.managerPassword];

async function matchesAny(
  { verifySecret }: Passwords,
  hash: string | null,
  secrets: readonly string[],
): Promise<boolean> {
  if (!hash) return false;
  for (const secret of secrets) if (await verifySecret(hash, secret)) return true;
  return false;
}

/**
 * docs/design.md#running-scaling-operating: production refuses to start while an account still opens with a
 * demo credential. argon2 is slow on purpose, so only the accounts the demo seed creates (its usernames and
 * card, and every manager, who can act as anyone) are tried against the demo passwords and PIN.
 * Returns one line per finding, naming the tenant and the account.
 */
export async function findDemoCredentials(db: Database, passwords: Passwords): Promise<string[]> {
  const findings: string[] = [];
  const candidates = await db
    .select({
      brand: tenants.brand,
      username: players.username,
      patronId: players.patronId,
      role: players.role,
      passwordHash: players.passwordHash,
      pinHash: players.pinHash,
    })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(
      or(
        inArray(sql`lower(${players.username})`, DEMO_USERNAMES),
        eq(players.cardNumber, DEMO_CARD_NUMBER),
        eq(players.role, 'manager'),
      ),
    );
  // argon2 runs on a worker per core: checking the accounts side by side uses every one.
  const perAccount = await Promise.all(
    candidates.map(async (p) => {
      const who = `${p.brand}: ${p.role} ${p.username} (patron ${p.patronId})`;
      const [password, pin] = await Promise.all([
        matchesAny(passwords, p.passwordHash, DEMO_PASSWORDS),
        matchesAny(passwords, p.pinHash, [DEMO_SECRETS.pin]),
      ]);
      return [password && `${who} has a demo password`, pin && `${who} has the demo PIN`];
    }),
  );
  findings.push(...perAccount.flat().filter((line): line is string => typeof line === 'string'));

  const devMaster = DEV_DEFAULTS.KIOSK_TERMINAL_SECRET;
  const kiosks = await db
    .select({ brand: tenants.brand, terminalId: terminals.terminalId, secret: terminals.secret })
    .from(terminals)
    .innerJoin(tenants, eq(tenants.id, terminals.tenantId));
  for (const k of kiosks) {
    if (k.secret === devMaster || k.secret === deriveTerminalSecret(devMaster, k.brand, k.terminalId)) {
      findings.push(`${k.brand}: terminal ${k.terminalId} has a secret from the dev kiosk secret`);
    }
  }

  const identities = await db
    .select({
      brand: tenants.brand,
      provider: playerIdentities.provider,
      id: playerIdentities.providerUserId,
    })
    .from(playerIdentities)
    .innerJoin(tenants, eq(tenants.id, playerIdentities.tenantId))
    .where(inArray(playerIdentities.providerUserId, Object.values(DEMO_IDENTITIES)));
  for (const i of identities) findings.push(`${i.brand}: demo ${i.provider} identity ${i.id} is linked`);
  return findings;
}

const SHOWN = 20;

/** The start-up refusal, or undefined when the database is clean. */
export async function demoCredentialsRefusal(
  db: Database,
  passwords: Passwords,
): Promise<string | undefined> {
  const findings = await findDemoCredentials(db, passwords);
  if (!findings.length) return undefined;
  const more = findings.length - SHOWN;
  return [
    'Refusing to start in production: these accounts still have demo credentials:',
    ...findings.slice(0, SHOWN).map((line) => `  ${line}`),
    ...(more > 0 ? [`  … and ${more} more`] : []),
    'Remove them or give them real credentials; to run the demo on purpose, set SEED_DEMO=1.',
  ].join('\n');
}
