import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_LEADING_ZERO_COMP_CODE } from '@patron/cms-simulator';
import { outbox } from '../../../db/schema/index';
import { CMS_UNAVAILABLE_MESSAGE } from './cms-errors';
import { cmsHeaders, useCmsTenantApp, type CmsTenantContext } from './cms-tenant.test-helpers';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t: CmsTenantContext = useCmsTenantApp({ timeoutMs: 1_500 });

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const cmsDown = () => t.sim.faults.add({ operation: '*', kind: 'status', status: 503 });

describe('a comp of the casino system sent by SMS', () => {
  const sms = (headers: Record<string, string>, rewardCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/sms',
      headers,
      payload: { rewardName: 'Comp', rewardCode, phoneNumber: '+1 (541) 555-0199' },
    });
  const queued = async () =>
    (await t.db.select().from(outbox)).filter((row) => row.body.includes(DEMO_LEADING_ZERO_COMP_CODE));

  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  it('queues the text with the comp code the cage scans, leading zeros kept', async () => {
    const res = await sms(await cmsHeaders(t), DEMO_LEADING_ZERO_COMP_CODE);
    expect(res.statusCode, res.body).toBe(202);
    const [row] = await queued();
    expect(row?.body).toContain(`Code: ${DEMO_LEADING_ZERO_COMP_CODE}`);
  });

  it('answers 404 for a code the CMS does not list for this player, and queues nothing', async () => {
    const res = await sms(await cmsHeaders(t), '7730042');
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('sends nothing from a last-known copy while the CMS is down: 503 in plain words', async () => {
    const headers = await cmsHeaders(t);
    expect((await get('/api/rewards/?pageSize=100', headers)).statusCode).toBe(200);
    expect((await sms(headers, DEMO_LEADING_ZERO_COMP_CODE)).statusCode).toBe(202);
    await t.db.delete(outbox);
    cmsDown();
    const res = await sms(headers, DEMO_LEADING_ZERO_COMP_CODE);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ errors: [CMS_UNAVAILABLE_MESSAGE] });
    expect(await t.db.select().from(outbox)).toEqual([]);
  });
});
