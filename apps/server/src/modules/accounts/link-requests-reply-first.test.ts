import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, rateLimitWindows } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { brandHost } from '../../test/tokens';
import { lastMessage } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(outbox);
});

const NO_REPLY = 'no reply while the message was held';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The reply to a link request for a known account, raced against the outbox write of its message,
 * which is held until the reply came (or 5 s passed): a reply that waits for the message never comes
 * first, however loaded the machine.
 */
async function replyWithMessageHeld(brand: string, url: string, payload: Record<string, string>) {
  const repo = t.app.messages.outboxRepository;
  const enqueue = repo.enqueue.bind(repo);
  const held = gate();
  const reached = gate();
  const spy = vi.spyOn(repo, 'enqueue').mockImplementationOnce(async (...args) => {
    reached.open();
    await held.opened;
    return enqueue(...args);
  });
  const reply = t.app.inject({ method: 'POST', url, headers: { host: brandHost(brand) }, payload });
  try {
    const first = await Promise.race([reply, sleep(5000, NO_REPLY)]);
    // The message work did run, after the reply.
    await reached.opened;
    return first;
  } finally {
    held.open();
    await reply;
    await t.app.background.settled();
    spy.mockRestore();
  }
}

describe('a link request for a known account replies before its message is written', () => {
  it('resetPassword', async () => {
    const res = await replyWithMessageHeld('southland', '/api/profile/resetPassword', { username: 'demo' });
    expect(typeof res === 'string' ? res : { status: res.statusCode, body: res.body }).toEqual({
      status: 202,
      body: '{"accepted":true}',
    });
    expect(await lastMessage(t.db, 'demo@southland.example.com', 'account-reset-password')).toBeDefined();
  });

  it('recoveryPlayerLink', async () => {
    const res = await replyWithMessageHeld('bally', '/api/profile/recoveryPlayerLink', {
      identifier: 'demo@bally.example.com',
    });
    expect(typeof res === 'string' ? res : { status: res.statusCode, body: res.body }).toEqual({
      status: 202,
      body: '{"accepted":true}',
    });
    expect(await lastMessage(t.db, 'demo@bally.example.com', 'account-recover-username')).toBeDefined();
  });
});
