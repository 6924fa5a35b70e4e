import { describe, expect, it } from 'vitest';
import { login, useTestApp } from '../../test/test-app';
import { refreshRequest } from '../../test/tokens';
import { dummyHash, exchange, linkTicket, MANAGER, verifyLink } from './impersonation.fixtures';

const t = useTestApp();
const LINK_INVALID = 'The impersonation link is invalid or has expired; open it again from the host system.';

describe('POST /api/impersonation/link', () => {
  it('answers a ticket for a freshly signed link, once', async () => {
    const body = { h: dummyHash(t, 'naskila', '7080001'), patronId: '7080001' };
    const res = await verifyLink(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ticket: expect.stringMatching(/^\d+\.[\w-]{22}\.[\w-]{43}$/),
      expiresIn: 600,
    });
    const replay = await verifyLink(t, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ errors: [LINK_INVALID] });
  });

  it('refuses an old link, another patron’s, another brand’s and a made-up one', async () => {
    const cases = [
      { h: dummyHash(t, 'naskila', '7080001', 61), patronId: '7080001' },
      { h: dummyHash(t, 'naskila', '7080002'), patronId: '7080001' },
      { h: dummyHash(t, 'coyote', '7080001'), patronId: '7080001' },
      { h: 'host-session', patronId: '7080001' },
    ];
    for (const body of cases) {
      const res = await verifyLink(t, body);
      expect(res.statusCode, body.h).toBe(400);
      expect(res.json(), body.h).toEqual({ errors: [LINK_INVALID] });
    }
  });

  it('lets only one of concurrent checks of the same link through', async () => {
    const body = { h: dummyHash(t, 'naskila', '7080001'), patronId: '7080001' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => verifyLink(t, body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('answers 400 for a malformed body', async () => {
    const res = await verifyLink(t, { patronId: '7080001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['h: h is required']);
  });
});

describe('token-exchange needs the ticket of a verified link', () => {
  const manager = async () => (await login(t.app, 'naskila', MANAGER)).access_token;

  it('refuses an exchange without a ticket, with a made-up one or one for another patron', async () => {
    const actor_token = await manager();
    const missing = await exchange(t, { actor_token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('link_ticket is required'),
    });
    for (const link_ticket of ['1.x.y', await linkTicket(t, '7080002')]) {
      const res = await exchange(t, { actor_token, link_ticket });
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: LINK_INVALID });
    }
  });

  it('spends the ticket: a second exchange with it is refused', async () => {
    const link_ticket = await linkTicket(t);
    expect((await exchange(t, { actor_token: await manager(), link_ticket })).statusCode).toBe(200);
    const again = await exchange(t, { actor_token: await manager(), link_ticket });
    expect(again.json()).toEqual({ error: 'invalid_grant', error_description: LINK_INVALID });
  });

  it('lets only one of concurrent exchanges of the same ticket through', async () => {
    const link_ticket = await linkTicket(t);
    const actor_token = await manager();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => exchange(t, { actor_token, link_ticket })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('does not spend the ticket when the manager is refused', async () => {
    const link_ticket = await linkTicket(t);
    const player = await login(t.app, 'naskila');
    expect((await exchange(t, { actor_token: player.access_token, link_ticket })).statusCode).toBe(400);
    expect((await exchange(t, { actor_token: await manager(), link_ticket })).statusCode).toBe(200);
  });

  it('revokes the manager’s own refresh token once exchanged', async () => {
    const signedIn = await login(t.app, 'naskila', MANAGER);
    const res = await exchange(t, { actor_token: signedIn.access_token, link_ticket: await linkTicket(t) });
    expect(res.statusCode).toBe(200);
    const refresh = await refreshRequest(t.app, signedIn.refresh_token);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('with IMPERSONATION_LINK_SECRET unset (production without it)', () => {
  const off = useTestApp({ impersonationLinkSecret: undefined });

  it('answers 404 to the link check and refuses every exchange', async () => {
    const res = await verifyLink(off, { h: '1.x', patronId: '7080001' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Impersonation is not configured.'] });
    const { access_token } = await login(off.app, 'naskila', MANAGER);
    const exchanged = await exchange(off, { actor_token: access_token, link_ticket: '1.x.y' });
    expect(exchanged.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
