import { eq, sql } from 'drizzle-orm';
import { deriveTerminalSecret } from '../../modules/sign-in/identity/device-hash';
import type { Database } from '../client';
import { tenants, terminals } from '../schema/index';

const DEMO_TERMINALS = [
  { terminalId: 'KIOSK-01', enabled: true },
  { terminalId: 'KIOSK-99', enabled: false },
];

/**
 * Every tenant gets an enabled KIOSK-01 (the default terminal) and a disabled KIOSK-99, each with
 * its own secret derived from the master secret, brand and terminal id.
 */
export function buildTerminals(tenant: { id: string; brand: string }, masterSecret: string) {
  return DEMO_TERMINALS.map(({ terminalId, enabled }) => ({
    tenantId: tenant.id,
    terminalId,
    secret: deriveTerminalSecret(masterSecret, tenant.brand, terminalId),
    enabled,
  }));
}

/**
 * Adds the demo terminals to every tenant that lacks them (also on a database seeded earlier).
 * A terminal still holding the master secret itself (seeded before per-terminal secrets) gets its
 * derived secret.
 */
export async function seedTerminals(
  db: Pick<Database, 'select' | 'insert'>,
  masterSecret: string,
): Promise<void> {
  const rows = await db.select({ id: tenants.id, brand: tenants.brand }).from(tenants);
  if (!rows.length) return;
  await db
    .insert(terminals)
    .values(rows.flatMap((t) => buildTerminals(t, masterSecret)))
    .onConflictDoUpdate({
      target: [terminals.tenantId, terminals.terminalId],
      set: { secret: sql`excluded.secret` },
      setWhere: eq(terminals.secret, masterSecret),
    });
}
