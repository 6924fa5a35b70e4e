import { ACCOUNT_PAGES } from '@patron/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, rateLimitWindows } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { accountCall, lastMessage, linkIn, linkSentTo } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(outbox);
});

const askLink = (identifier: string, brand = 'offercraft') =>
  accountCall(t.app, { url: '/api/profile/recoveryPlayerLink', brand, payload: { identifier } });
const recover = (params: Record<string, string>, brand = 'offercraft') =>
  accountCall(t.app, {
    url: `/api/profile/recoveryPlayer?${new URLSearchParams(params).toString()}`,
    brand,
  });

describe('username recovery', () => {
  it('answers the same for a known and an unknown identifier, and sends a link only to the known', async () => {
    const known = await askLink('demo@offercraft.example.com');
    const unknown = await askLink('stranger@offercraft.example.com');
    const unknownPhone = await askLink('+1 000 555 9999');
    for (const res of [known, unknown, unknownPhone]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('{"accepted":true}');
    }
    expect(await t.db.select().from(outbox)).toHaveLength(1);
  });

  it('shows the username once through the e-mailed link', async () => {
    await askLink('DEMO@offercraft.example.com');
    const { url, params } = await linkSentTo(t.db, 'demo@offercraft.example.com', 'account-recover-username');
    expect(url.pathname).toBe(ACCOUNT_PAGES.recovery);
    const res = await recover(params);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'demo' });
    expect((await recover(params)).statusCode).toBe(400);
  });

  it('texts the link to a mobile number, however it is typed', async () => {
    // The seeded demo phone of offercraft is +1{area}555010{index}.
    const demo = await t.db.query.players.findFirst({
      where: (p, { and, eq }) => and(eq(p.username, 'demo'), eq(p.patronId, '7070001')),
    });
    const digits = (demo?.phone ?? '').replace(/^\+1/, '');
    await askLink(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    const sms = await lastMessage(t.db, demo?.phone ?? '', 'account-recover-username-sms');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms?.body).toMatch(/^Copperleaf Demo Casino: to see your username/);
    const { params } = linkIn(sms?.body);
    expect((await recover(params)).json()).toEqual({ username: 'demo' });
  });

  it('refuses a link with another identifier or on another tenant', async () => {
    await askLink('demo@offercraft.example.com');
    const { params } = await linkSentTo(t.db, 'demo@offercraft.example.com', 'account-recover-username');
    expect((await recover(params, 'naskila')).statusCode).toBe(400);
    expect((await recover({ ...params, identifier: 'pending@offercraft.example.com' })).statusCode).toBe(400);
    expect((await recover({ identifier: 'x' })).statusCode).toBe(400);
  });
});
