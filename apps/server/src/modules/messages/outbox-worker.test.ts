import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeSmsApi } from './fakes/fake-sms-api';
import { startFakeSmtpServer } from './fakes/fake-smtp-server';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository';
import { createOutboxWorker, retryDelayMs } from './outbox-worker';
import { demoPlayer, outboxRows } from './messages.test-helpers';
import { createSmtpEmailSender } from './senders/smtp-email.sender';
import { createTwilioSmsSender } from './senders/twilio-sms.sender';

const SMS = { accountSid: 'AC0123', authToken: 'secret-token', from: '+15550100' };

describe('outbox worker', () => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startFakeSmsApi>>;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  let repo: OutboxRepository;
  let who: { tenantId: string; playerId: string };

  beforeAll(async () => {
    sms = await startFakeSmsApi({ delayMs: 5 });
    smtp = await startFakeSmtpServer();
    t = await createTestApp({ outboxPollMs: 0 });
    repo = createOutboxRepository(t.db);
    who = await demoPlayer(t.db, 'tp');
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.db.delete(outbox);
    sms.received.length = 0;
    smtp.received.length = 0;
    sms.respondWith(201);
    smtp.refuse(false);
  });

  const smsMessage = (body: string) => ({
    ...who,
    kind: 'test-sms',
    channel: 'sms' as const,
    recipient: '+15557654321',
    body,
  });

  function worker(now: () => Date = () => new Date()) {
    return createOutboxWorker({
      outboxRepository: repo,
      senders: {
        sms: createTwilioSmsSender({ apiUrl: sms.url, ...SMS }),
        email: createSmtpEmailSender({ url: smtp.url, from: 'rewards@tp.example' }),
      },
      log: t.app.log,
      pollMs: 0,
      now,
    });
  }

  it('writes nothing when the causing transaction rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await repo.enqueue(tx, smsMessage('never'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await outboxRows(t.db)).toHaveLength(0);
    expect(await worker().drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends an SMS through the Twilio-compatible API over HTTP and marks it sent once', async () => {
    await t.db.transaction((tx) => repo.enqueue(tx, smsMessage('Your code is ABC123')));
    expect(await worker().drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sms.received).toEqual([
      {
        to: '+15557654321',
        from: SMS.from,
        body: 'Your code is ABC123',
        authorization: `Basic ${Buffer.from(`${SMS.accountSid}:${SMS.authToken}`).toString('base64')}`,
        path: `/2010-04-01/Accounts/${SMS.accountSid}/Messages.json`,
      },
    ]);
    const [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ sentVia: 'twilio', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await worker().drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sms.received).toHaveLength(1);
  });

  it('sends an e-mail over SMTP with the brand as the sender name', async () => {
    await t.db.transaction((tx) =>
      repo.enqueue(tx, {
        ...who,
        kind: 'test-email',
        channel: 'email',
        recipient: 'marina@example.com',
        fromName: 'Tidepool Palace Casino',
        subject: 'Your reward',
        body: 'Show code ABC123 at the cage.',
      }),
    );
    expect(await worker().drain()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual(['marina@example.com']);
    expect(mail?.from).toBe('rewards@tp.example');
    expect(mail?.raw).toContain('From: Tidepool Palace Casino <rewards@tp.example>');
    expect(mail?.raw).toContain('Subject: Your reward');
    expect(mail?.raw).toContain('Show code ABC123 at the cage.');
  });

  it('loses nothing while a provider is down: it retries with backoff and sends once when back', async () => {
    let clock = new Date('2026-11-23T12:00:00Z');
    const w = worker(() => clock);
    await t.db.transaction(async (tx) => {
      await repo.enqueue(tx, smsMessage('sms while down'));
      await repo.enqueue(tx, {
        ...who,
        kind: 'test-email',
        channel: 'email',
        recipient: 'marina@example.com',
        subject: 'Down',
        body: 'mail while down',
      });
    });
    await t.db.update(outbox).set({ nextAttemptAt: clock });
    sms.respondWith(503);
    smtp.refuse(true);

    expect(await w.drain()).toEqual({ sent: 0, retried: 2, failed: 0 });
    const after1 = await outboxRows(t.db);
    for (const row of after1) {
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    }
    // Not due yet: nothing is tried again before the backoff.
    expect(await w.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });

    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await w.drain()).toEqual({ sent: 0, retried: 2, failed: 0 });
    expect((await outboxRows(t.db))[0]?.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(2));

    sms.respondWith(201);
    smtp.refuse(false);
    clock = new Date(clock.getTime() + retryDelayMs(2));
    expect(await w.drain()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(sms.received.map((m) => m.body)).toEqual(['sms while down']);
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRows(t.db)).every((r) => r.attempts === 3 && r.sentAt)).toBe(true);
  });

  it('gives up at once on a message the provider refuses for good', async () => {
    await t.db.transaction((tx) => repo.enqueue(tx, smsMessage('bad number')));
    sms.respondWith(400);
    expect(await worker().drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await outboxRows(t.db);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toContain('400');
    sms.respondWith(201);
    expect(await worker().drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sms.received).toHaveLength(0);
  });

  it('retries a message whose worker died holding its lease, once the lease runs out', async () => {
    await t.db.transaction((tx) => repo.enqueue(tx, smsMessage('orphaned')));
    const start = new Date();
    const [claimed] = await repo.claim({
      now: start,
      leaseUntil: new Date(start.getTime() + 60_000),
      limit: 10,
      channels: ['sms'],
    });
    expect(claimed).toBeDefined();
    expect(await worker(() => start).drain()).toMatchObject({ sent: 0 });
    expect(await worker(() => new Date(start.getTime() + 61_000)).drain()).toMatchObject({ sent: 1 });
    // The dead worker's late settle does not count twice.
    expect(await repo.markSent(claimed?.id ?? '', claimed?.attempts ?? 0, 'twilio', new Date())).toBe(false);
    expect(sms.received).toHaveLength(1);
  });

  it('claims a row written earlier in the same millisecond as the claim', async () => {
    const { id } = await t.db.transaction((tx) => repo.enqueue(tx, smsMessage('same millisecond')));
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: sql`'2026-11-27 12:00:00.000500+00'::timestamptz` })
      .where(eq(outbox.id, id));
    const claimed = await repo.claim({
      now: new Date('2026-11-27T12:00:00.000Z'),
      leaseUntil: new Date('2026-11-27T12:01:00.000Z'),
      limit: 10,
      channels: ['sms'],
    });
    expect(claimed.map((m) => m.id)).toEqual([id]);
  });

  it('sends each message exactly once when two workers drain at the same time', async () => {
    const bodies = Array.from({ length: 60 }, (_, i) => `message ${i}`);
    await t.db.transaction(async (tx) => {
      for (const body of bodies) await repo.enqueue(tx, smsMessage(body));
    });
    const results = await Promise.all([worker().drain(), worker().drain(), worker().drain()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(bodies.length);
    expect(sms.received.map((m) => m.body).sort()).toEqual([...bodies].sort());
    const rows = await outboxRows(t.db);
    expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
    const pending = await t.db.select().from(outbox).where(eq(outbox.sentVia, 'twilio'));
    expect(pending).toHaveLength(bodies.length);
  });
  it('housekeeping purges settled messages after 30 days and never a pending one', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    const recent = new Date(Date.now() - 3600_000);
    await t.db.transaction(async (tx) => {
      for (const body of ['old sent', 'old failed', 'old pending', 'recent sent'])
        await repo.enqueue(tx, smsMessage(body));
    });
    await t.db.update(outbox).set({ createdAt: old, sentAt: old }).where(eq(outbox.body, 'old sent'));
    await t.db.update(outbox).set({ createdAt: old, failedAt: old }).where(eq(outbox.body, 'old failed'));
    await t.db.update(outbox).set({ createdAt: old }).where(eq(outbox.body, 'old pending'));
    await t.db
      .update(outbox)
      .set({ createdAt: recent, sentAt: recent })
      .where(eq(outbox.body, 'recent sent'));
    await t.app.housekeeping.runAll();
    expect((await outboxRows(t.db)).map((r) => r.body).sort()).toEqual(['old pending', 'recent sent']);
  });
});
