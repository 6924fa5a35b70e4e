import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSimulator, type CmsSimulator } from '@patron/cms-simulator';
import { cmsRedemptions, players, tenants } from '../../../db/schema/index';
import { playerHeaders } from '../../../test/rewards-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

export const CMS_BRAND = 'little-creek';

export type CmsTenantContext = TestApp & { sim: CmsSimulator; baseUrl: string };

/**
 * One app per test file with little-creek on the bundled simulator over real HTTP (as CMS_XML_URL_LITTLE_CREEK
 * would put it), every other brand on its own ledger; the simulator is back to its seed (and no redemption of it is left) before each test.
 */
export function useCmsTenantApp(options: { timeoutMs?: number } = {}): CmsTenantContext {
  const ctx = {} as CmsTenantContext;
  beforeAll(async () => {
    const sim = createSimulator();
    await sim.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
    const app = await createTestApp({
      cms: {
        endpoints: { [CMS_BRAND]: { baseUrl, apiKey: undefined } },
        timeoutMs: options.timeoutMs ?? 1_000,
        reconcileMs: 0,
      },
    });
    Object.assign(ctx, app, { sim, baseUrl });
  });
  // The simulator forgets every command and comp code: so do the portal's redemptions of it.
  beforeEach(async () => {
    ctx.sim.reset();
    await ctx.db.delete(cmsRedemptions);
  });
  afterAll(async () => {
    await ctx.close?.();
    await ctx.sim?.close();
  });
  return ctx;
}

export const cmsHeaders = (t: CmsTenantContext, username = 'demo') =>
  playerHeaders(t.app, CMS_BRAND, username);

export const newKey = () => `key-${randomUUID()}`;

/** Points a portal player at another CMS player (the seed links demo, pending, club and highroller). */
export async function linkToCmsPlayer(t: CmsTenantContext, username: string, cmsId: string): Promise<void> {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, CMS_BRAND));
  await t.db
    .update(players)
    .set({ externalId: cmsId })
    .where(and(eq(players.tenantId, tenant!.id), eq(players.username, username)));
}

export function cmsPlayer(t: CmsTenantContext, playerId: string) {
  const player = t.sim.snapshot().players.find((p) => p.playerId === playerId);
  if (!player) throw new Error(`no simulator player ${playerId}`);
  return player;
}
