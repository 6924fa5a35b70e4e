import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../db/schema/index';
import { createTestApp, login, type TestApp } from '../test/test-app';
import { createOutboxRepository } from '../modules/messages/outbox.repository';
import { demoPlayer, insertReward } from '../modules/messages/messages.test-helpers';
import { bearer } from '../test/tokens';

describe('GET /dev/messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ outboxPollMs: 0 });
    const repo = createOutboxRepository(t.db);
    const tp = await demoPlayer(t.db, 'tp');
    const coyote = await demoPlayer(t.db, 'coyote');
    await t.db.transaction(async (tx) => {
      await repo.enqueue(tx, {
        ...tp,
        kind: 'k',
        channel: 'sms',
        recipient: '+15550001',
        body: 'first <b>sms</b>',
      });
    });
    await t.app.messages.worker.drain();
    await t.db.transaction(async (tx) => {
      await repo.enqueue(tx, {
        ...coyote,
        kind: 'k',
        channel: 'email',
        recipient: 'rosa@example.com',
        subject: 'Second',
        body: 'second mail',
      });
      await repo.enqueue(tx, {
        ...coyote,
        kind: 'k',
        channel: 'sms',
        recipient: '+15550003',
        body: 'not sent yet',
      });
    });
    // Only the e-mail goes out: the SMS stays pending in the outbox.
    await t.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() + 3_600_000) });
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.recipient, 'rosa@example.com'));
    await t.app.messages.worker.drain();
  });
  afterAll(async () => t?.close());

  it('answers JSON newest first with the brand, for Accept: application/json', async () => {
    const res = await t.app.inject({ url: '/dev/messages', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json<Record<string, unknown>[]>();
    expect(body.map((m) => m.body)).toEqual(['second mail', 'first <b>sms</b>']);
    expect(body[0]).toEqual({
      id: expect.any(String),
      channel: 'email',
      to: 'rosa@example.com',
      subject: 'Second',
      body: 'second mail',
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      brand: 'coyote',
    });
    expect(body[1]).toMatchObject({ channel: 'sms', to: '+15550001', subject: null, brand: 'tp' });
  });

  it('shows a person an HTML page that says it is a dev-only inbox, with bodies escaped', async () => {
    const res = await t.app.inject({ url: '/dev/messages', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Development only');
    expect(res.body).toContain('first &lt;b&gt;sms&lt;/b&gt;');
    expect(res.body).not.toContain('<b>sms</b>');
    expect(res.body).not.toContain('not sent yet');
    expect(res.body.indexOf('second mail')).toBeLessThan(res.body.indexOf('first &lt;b&gt;'));
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: 'production', devMode: false, outboxPollMs: 0 });
  });
  afterAll(async () => t?.close());

  it('has no dev inbox and no dev gateway', async () => {
    const res = await t.app.inject({ url: '/dev/messages', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(t.app.messages.enabled('sms')).toBe(false);
    expect(t.app.messages.enabled('email')).toBe(false);
  });
});

describe('with the worker running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ outboxPollMs: 50 });
    await insertReward(t.db, { brand: 'tp', code: 'TP-LIVE-1', name: 'Striped Beach Towel' });
  });
  afterAll(async () => t?.close());

  it('delivers a reward SMS to the dev inbox without anyone draining by hand', async () => {
    const { access_token } = await login(t.app, 'tp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/sms',
      headers: bearer(access_token, 'tp'),
      payload: { rewardName: 'Striped Beach Towel', rewardCode: 'TP-LIVE-1', phoneNumber: '+15415550100' },
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(async () => {
      const inbox = await t.app.inject({ url: '/dev/messages', headers: { accept: 'application/json' } });
      expect(inbox.json()).toEqual([expect.objectContaining({ to: '+15415550100', brand: 'tp' })]);
    });
  });
});
