import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_KIOSK_TERMINAL_SECRET } from '../../config';
import { deriveTerminalSecret } from '../../modules/sign-in/identity/device-hash';
import { useTestApp } from '../../test/test-app';
import { tenants, terminals } from '../schema/index';
import { seedTerminals } from './terminals';

const t = useTestApp();

async function kiosk(brand: string, terminalId: string) {
  const [row] = await t.db
    .select({ id: terminals.id, secret: terminals.secret })
    .from(terminals)
    .innerJoin(tenants, eq(tenants.id, terminals.tenantId))
    .where(and(eq(tenants.brand, brand), eq(terminals.terminalId, terminalId)));
  if (!row) throw new Error(`no ${terminalId} at ${brand}`);
  return row;
}

describe('seedTerminals', () => {
  it('gives each terminal of each brand its own secret derived from the master', async () => {
    const naskila = await kiosk('naskila', 'KIOSK-01');
    const coyote = await kiosk('coyote', 'KIOSK-01');
    expect(naskila.secret).toBe(deriveTerminalSecret(DEV_KIOSK_TERMINAL_SECRET, 'naskila', 'KIOSK-01'));
    expect(coyote.secret).toBe(deriveTerminalSecret(DEV_KIOSK_TERMINAL_SECRET, 'coyote', 'KIOSK-01'));
    expect(naskila.secret).not.toBe(coyote.secret);
    expect(naskila.secret).not.toBe(DEV_KIOSK_TERMINAL_SECRET);
  });

  it('replaces a shared master secret seeded earlier, and keeps a secret set by hand', async () => {
    const naskila = await kiosk('naskila', 'KIOSK-01');
    const coyote = await kiosk('coyote', 'KIOSK-99');
    await t.db
      .update(terminals)
      .set({ secret: DEV_KIOSK_TERMINAL_SECRET })
      .where(eq(terminals.id, naskila.id));
    await t.db.update(terminals).set({ secret: 'set-by-an-operator' }).where(eq(terminals.id, coyote.id));
    await seedTerminals(t.db, DEV_KIOSK_TERMINAL_SECRET);
    expect((await kiosk('naskila', 'KIOSK-01')).secret).toBe(naskila.secret);
    expect((await kiosk('coyote', 'KIOSK-99')).secret).toBe('set-by-an-operator');
  });
});
