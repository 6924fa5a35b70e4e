import type { Database } from '../client';
import { tenants, terminals } from '../schema/index';

/** Every tenant gets an enabled KIOSK-01 (the default terminal) and a disabled KIOSK-99. */
export function buildTerminals(tenantId: string, secret: string) {
  return [
    { tenantId, terminalId: 'KIOSK-01', secret, enabled: true },
    { tenantId, terminalId: 'KIOSK-99', secret, enabled: false },
  ];
}

/** Adds the demo terminals to every tenant that lacks them (also on a database seeded earlier). */
export async function seedTerminals(db: Pick<Database, 'select' | 'insert'>, secret: string): Promise<void> {
  const rows = await db.select({ id: tenants.id }).from(tenants);
  if (!rows.length) return;
  await db
    .insert(terminals)
    .values(rows.flatMap((t) => buildTerminals(t.id, secret)))
    .onConflictDoNothing();
}
