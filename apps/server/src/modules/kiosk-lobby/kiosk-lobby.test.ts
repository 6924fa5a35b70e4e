import { eq } from 'drizzle-orm';
import { KIOSK_LOBBY_TOKEN_HEADER, kioskLobbySchema } from '@patron/contracts';
import { describe, expect, it, vi } from 'vitest';
import { players, tenants } from '../../db/schema/index';
import { setMetadata } from '../../test/loyalty-content-fixtures';
import { playerHeaders } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';
import { brandHost } from '../../test/tokens';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp();
const TOKEN = 'lobby-token-of-terminal-row-7';

const lobby = (brand: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/kiosk/lobby', headers: { host: brandHost(brand), ...headers } });

describe('GET /api/kiosk/lobby', () => {
  it('shows public news, the badge showcase and the tier ladder without a session', async () => {
    const res = await lobby('rwlv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = kioskLobbySchema.parse(res.json());
    expect(body.brand).toBe('rwlv');
    expect(body.announcements.length).toBeGreaterThan(0);
    expect(body.announcements.map((a) => a.title)).not.toContain(
      'Beacons and Firefly Kings: a private river cruise',
    );
    expect(body.medallions.enabled).toBe(true);
    expect(body.medallions.badges.map((b) => b.id)).toContain('first-visit');
    expect(body.milestones.tiers.map((tier) => tier.name)).toEqual(
      body.milestones.milestones.map((m) => m.label),
    );
    const es = kioskLobbySchema.parse((await lobby('rwlv', { locale: 'es-MX' })).json());
    expect(es.medallions.badges.find((b) => b.id === 'first-visit')!.name).toBe('Primera visita');
    expect(es.medallions.slides[0]!.title).toMatch(/^Bienvenido a /);
    expect(body.medallions.slides[0]!.title).toMatch(/^Welcome to /);
  });

  it('holds no personal data, even when a player token is sent', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const anonymous = (await lobby('rwlv')).json();
    const signedIn = await lobby('rwlv', { authorization: headers.authorization });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous);
    const people = await t.db
      .select({
        patronId: players.patronId,
        email: players.email,
        firstName: players.firstName,
        lastName: players.lastName,
        username: players.username,
      })
      .from(players)
      .innerJoin(tenants, eq(tenants.id, players.tenantId))
      .where(eq(tenants.brand, 'rwlv'));
    const text = signedIn.body;
    for (const person of people)
      for (const value of [person.patronId, person.email, person.firstName, person.lastName])
        if (value) expect(text).not.toContain(value);
    expect(text).not.toMatch(/earnedAt|progress|balance|tierCredits/);
  });

  it('needs the lobby token when KioskLobbyToken is enabled, and the metadata never shows it', async () => {
    await setMetadata(t.db, 'southland', 'KioskLobbyToken', { enabled: true, token: TOKEN });
    expect((await lobby('southland')).statusCode).toBe(401);
    expect(
      (await lobby('southland', { [KIOSK_LOBBY_TOKEN_HEADER]: 'wrong-token-wrong-token' })).statusCode,
    ).toBe(401);
    expect((await lobby('southland', { [KIOSK_LOBBY_TOKEN_HEADER]: TOKEN })).statusCode).toBe(200);
    // Another tenant's lobby is not behind southland's token.
    expect((await lobby('naskila')).statusCode).toBe(200);
    const meta = await t.app.inject({
      method: 'GET',
      url: '/api/MetaData/KioskLobbyToken',
      headers: { host: brandHost('southland') },
    });
    expect(meta.json()).toEqual({ enabled: true });
    expect(meta.body).not.toContain(TOKEN);
    await setMetadata(t.db, 'southland', 'KioskLobbyToken', { enabled: true, token: null });
    expect((await lobby('southland', { [KIOSK_LOBBY_TOKEN_HEADER]: TOKEN })).statusCode).toBe(401);
    // Switched on with a token too short to be one: refused, never open.
    await setMetadata(t.db, 'southland', 'KioskLobbyToken', { enabled: true, token: 'short' });
    expect((await lobby('southland')).statusCode).toBe(401);
    expect((await lobby('southland', { [KIOSK_LOBBY_TOKEN_HEADER]: 'short' })).statusCode).toBe(401);
    await setMetadata(t.db, 'southland', 'KioskLobbyToken', { enabled: false, token: null });
    expect((await lobby('southland')).statusCode).toBe(200);
  });

  it('leaves out what the lobby configs disable', async () => {
    await setMetadata(t.db, 'bally', 'KioskMedallionsLobbyConfig', {
      enabled: false,
      rotateSeconds: 8,
      slides: [],
    });
    await setMetadata(t.db, 'bally', 'KioskMilestonesConfig', { enabled: false, milestones: [] });
    const body = kioskLobbySchema.parse((await lobby('bally')).json());
    expect(body.medallions).toMatchObject({ enabled: false, badges: [], slides: [] });
    expect(body.milestones).toMatchObject({ enabled: false, tiers: [] });
    await setMetadata(t.db, 'bally', 'KioskMedallionsLobbyConfig', {
      enabled: true,
      rotateSeconds: 8,
      slides: [],
      badgeIds: ['tier-5', 'first-visit', 'no-such-badge'],
    });
    const picked = kioskLobbySchema.parse((await lobby('bally')).json());
    expect(picked.medallions.badges.map((b) => b.id)).toEqual(['tier-5', 'first-visit']);
  });

  it("refuses another tenant's token (401)", async () => {
    const naskila = await playerHeaders(t.app, 'naskila');
    expect((await lobby('tp', { authorization: naskila.authorization })).statusCode).toBe(401);
  });
});
