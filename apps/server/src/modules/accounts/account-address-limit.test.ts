import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, rateLimitWindows } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { accountCall } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0, accountRequestsPerAddress: 3 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(outbox);
});

const reset = (username: string, address: string) =>
  accountCall(t.app, { url: '/api/profile/resetPassword', brand: 'tp', payload: { username }, address });

describe('the per-address account-request limit set by ACCOUNT_REQUESTS_PER_ADDRESS', () => {
  it('refuses the 4th request from one address with 429 when the setting is 3', async () => {
    for (let i = 0; i < 3; i += 1) expect((await reset(`user${i}`, '203.0.113.60')).statusCode).toBe(202);
    const over = await reset('user-x', '203.0.113.60');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ errors: ['Too many requests from this address; please try again later.'] });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await reset('user-y', '203.0.113.61')).statusCode).toBe(202);
  });
});
