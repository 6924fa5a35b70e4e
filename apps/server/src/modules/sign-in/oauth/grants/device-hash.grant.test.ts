import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDeviceLink } from '../../../../dev/device-link';
import { players, signInThrottles, spentCredentials, tenants, terminals } from '../../../../db/schema/index';
import { useTestApp } from '../../../../test/test-app';
import { createDeviceHash, deriveTerminalSecret } from '../../identity/device-hash';

const t = useTestApp();
const SECRET = 'kiosk-dev-secret-change-me';
const PATRON = '7080001';
const INVALID = { error: 'invalid_grant', error_description: 'The device link is invalid or has expired.' };

beforeEach(async () => {
  await t.db.delete(spentCredentials);
  await t.db.delete(signInThrottles);
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Signs as the seeded terminal would: with its own secret, derived from the master SECRET. */
const hashFor = (
  overrides: {
    brand?: string;
    terminalId?: string;
    unixSeconds?: number;
    patronId?: string;
    secret?: string;
  } = {},
) => {
  const terminalId = overrides.terminalId ?? 'KIOSK-01';
  return createDeviceHash({
    secret: overrides.secret ?? deriveTerminalSecret(SECRET, overrides.brand ?? 'naskila', terminalId),
    patronId: overrides.patronId ?? PATRON,
    terminalId,
    unixSeconds: overrides.unixSeconds ?? nowSeconds(),
  });
};

async function tenantId(brand: string): Promise<string> {
  const [row] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  return row?.id ?? '';
}

function deviceLogin(fields: Record<string, string>, brand = 'naskila') {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host: `${brand}.localhost`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'device_hash', patron_id: PATRON, ...fields }).toString(),
  });
}

describe('device_hash grant', () => {
  it('signs in with a link built by createDeviceLink, with and without terminal_id', async () => {
    const link = new URL(createDeviceLink({ brand: 'naskila', patronId: PATRON, secret: SECRET }));
    expect(link.origin).toBe('http://naskila.localhost:8080');
    expect(link.pathname).toBe('/device');
    const h = link.searchParams.get('h') ?? '';
    const res = await deviceLogin({ device_hash: h, terminal_id: link.searchParams.get('terminalId') ?? '' });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().access_token).sub).toBe('7080001@naskila');
    // A second, distinct link: one second older than the first, whenever the clock ticks.
    const issuedAt = Number(h.split('.')[0]);
    const second = await deviceLogin({ device_hash: hashFor({ unixSeconds: issuedAt - 1 }) });
    expect(second.statusCode).toBe(200);
  });

  it('accepts a link once', async () => {
    const h = hashFor();
    expect((await deviceLogin({ device_hash: h })).statusCode).toBe(200);
    const replay = await deviceLogin({ device_hash: h });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID);
  });

  it('lets exactly one of 20 concurrent replays succeed', async () => {
    const h = hashFor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deviceLogin({ device_hash: h })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(19);
  });

  it('refuses a link 61 s old, a tampered one and one for another patron', async () => {
    const old = await deviceLogin({ device_hash: hashFor({ unixSeconds: nowSeconds() - 61 }) });
    expect(old.json()).toEqual(INVALID);
    const h = hashFor();
    const tampered = `${h.slice(0, -2)}${h.endsWith('AA') ? 'AB' : 'AA'}`;
    expect((await deviceLogin({ device_hash: tampered })).json()).toEqual(INVALID);
    expect((await deviceLogin({ device_hash: h, patron_id: '7080002' })).json()).toEqual(INVALID);
    expect((await deviceLogin({ device_hash: hashFor({ secret: 'another-secret-123' }) })).json()).toEqual(
      INVALID,
    );
    // Signed with the master secret itself rather than the terminal's derived one.
    expect((await deviceLogin({ device_hash: hashFor({ secret: SECRET }) })).json()).toEqual(INVALID);
  });

  it('gives every terminal its own secret: naskila’s KIOSK-01 link is refused at coyote', async () => {
    const [naskilaKiosk] = await t.db
      .select({ secret: terminals.secret })
      .from(terminals)
      .where(and(eq(terminals.tenantId, await tenantId('naskila')), eq(terminals.terminalId, 'KIOSK-01')));
    // coyote gets a patron with naskila's demo patron id, so only the terminal secret tells them apart.
    await t.db
      .insert(players)
      .values({
        tenantId: await tenantId('coyote'),
        patronId: PATRON,
        username: 'naskila-twin',
        firstName: 'Twin',
        lastName: 'Patron',
      })
      .onConflictDoNothing();
    const h = hashFor({ secret: naskilaKiosk?.secret ?? '' });
    const atCoyote = await deviceLogin({ device_hash: h, terminal_id: 'KIOSK-01' }, 'coyote');
    expect(atCoyote.statusCode).toBe(400);
    expect(atCoyote.json()).toEqual(INVALID);
    const atNaskila = await deviceLogin({ device_hash: h, terminal_id: 'KIOSK-01' });
    expect(atNaskila.statusCode).toBe(200);
    expect(decodeJwt(atNaskila.json().access_token).sub).toBe('7080001@naskila');
  });

  it('refuses an unknown, a disabled and another tenant’s terminal', async () => {
    const unknown = hashFor({ terminalId: 'KIOSK-42' });
    expect((await deviceLogin({ device_hash: unknown, terminal_id: 'KIOSK-42' })).json()).toEqual(INVALID);
    const disabled = hashFor({ terminalId: 'KIOSK-99' });
    expect((await deviceLogin({ device_hash: disabled, terminal_id: 'KIOSK-99' })).json()).toEqual(INVALID);
    // A terminal that only exists in coyote, with coyote's patron id, presented to naskila.
    await t.db
      .insert(terminals)
      .values({
        tenantId: await tenantId('coyote'),
        terminalId: 'KIOSK-COYOTE',
        secret: deriveTerminalSecret(SECRET, 'coyote', 'KIOSK-COYOTE'),
      })
      .onConflictDoNothing();
    const foreign = hashFor({ brand: 'coyote', terminalId: 'KIOSK-COYOTE', patronId: '7030001' });
    const res = await deviceLogin({
      device_hash: foreign,
      terminal_id: 'KIOSK-COYOTE',
      patron_id: '7030001',
    });
    expect(res.json()).toEqual(INVALID);
    const home = await deviceLogin(
      { device_hash: foreign, terminal_id: 'KIOSK-COYOTE', patron_id: '7030001' },
      'coyote',
    );
    expect(home.statusCode).toBe(200);
  });

  it('refuses a locked account', async () => {
    const [naskila] = await t.db.select().from(tenants).where(eq(tenants.brand, 'naskila'));
    // Coyote has a player with the same patron id (inserted above): pick naskila's.
    const [player] = await t.db
      .select()
      .from(players)
      .where(and(eq(players.tenantId, naskila?.id ?? ''), eq(players.patronId, PATRON)));
    await t.db.insert(signInThrottles).values({
      tenantId: naskila?.id ?? '',
      scope: 'account',
      subject: player?.id ?? '',
      lockedUntil: new Date(Date.now() + 60_000),
    });
    expect((await deviceLogin({ device_hash: hashFor() })).json()).toEqual(INVALID);
  });

  it("never gives a manager session: a valid link for the manager's patron id is invalid_grant", async () => {
    const manager = '7080003';
    const [row] = await t.db
      .select({ role: players.role })
      .from(players)
      .where(eq(players.patronId, manager));
    expect(row?.role).toBe('manager');
    const res = await deviceLogin({ device_hash: hashFor({ patronId: manager }), patron_id: manager });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers a missing device_hash with invalid_request', async () => {
    const res = await deviceLogin({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
