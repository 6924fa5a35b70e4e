import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshTokenFamilies, refreshTokens } from '../../../db/schema/index';
import { login, useTestApp } from '../../../test/test-app';
import { refreshRequest } from '../../../test/tokens';
import { hashRefreshToken } from './refresh-tokens.service';

const DAY = 24 * 3600;
const t = useTestApp({ refreshTokenTtlSeconds: 30 * DAY, refreshFamilyMaxAgeSeconds: 90 * DAY });
beforeEach(() => t.reset());

const refresh = (refreshToken: string) => refreshRequest(t.app, refreshToken);

async function rowOf(token: string) {
  const [row] = await t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) throw new Error('no row for token');
  return row;
}

async function startFamilyAgo(token: string, seconds: number) {
  const { familyId } = await rowOf(token);
  await t.db
    .update(refreshTokenFamilies)
    .set({ createdAt: sql`now() - ${seconds} * interval '1 second'` })
    .where(eq(refreshTokenFamilies.id, familyId));
}

describe('refresh-token families', () => {
  it('never rotates a token past the family start plus its maximum age', async () => {
    const { refresh_token } = await login(t.app, 'naskila');
    await startFamilyAgo(refresh_token, 89 * DAY);
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(200);
    const successor = await rowOf(res.json().refresh_token);
    const [family] = await t.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, successor.familyId));
    const deadline = (family?.createdAt.getTime() ?? 0) + 90 * DAY * 1000;
    expect(Math.abs(successor.expiresAt.getTime() - deadline)).toBeLessThan(5_000);
  });

  it('refuses a refresh once the family is older than its maximum age', async () => {
    const { refresh_token } = await login(t.app, 'naskila');
    await startFamilyAgo(refresh_token, 90 * DAY + 60);
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token has expired.',
    });
  });

  it('purges a family only when all its tokens have expired', async () => {
    const first = await login(t.app, 'naskila');
    const second = (await refresh(first.refresh_token)).json();
    const spent = await rowOf(first.refresh_token);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.id, spent.id));

    await t.app.housekeeping.runAll();
    expect((await rowOf(first.refresh_token)).id).toBe(spent.id);
    // The spent token is still recognised, so its reuse still ends the family.
    expect((await refresh(first.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });

    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.familyId, spent.familyId));
    await t.app.housekeeping.runAll();
    const left = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, spent.familyId));
    expect(left).toEqual([]);
    const families = await t.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, spent.familyId));
    expect(families).toEqual([]);
  });
});
