import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokenFamilies, refreshTokens } from '../../../db/schema/index';
import { login, useTestApp } from '../../../test/test-app';
import { refreshRequest } from '../../../test/tokens';
import { createRefreshTokensRepository } from './refresh-tokens.repository';
import { createRefreshTokensService, hashRefreshToken } from './refresh-tokens.service';

// These races only show on PostgreSQL (PGlite serialises every query): run this file with
// DATABASE_URL too (docs/design.md#running-scaling-operating).
const t = useTestApp();
const ROUNDS = 40;
/** Many sign-ins per test: give a loaded machine time. */
const RACE_TIMEOUT_MS = 90_000;

const refresh = (refreshToken: string) => refreshRequest(t.app, refreshToken);

function revoke(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/revoke',
    headers: { 'x-target': 'naskila' },
    payload: { token, client_id: 'player-portal' },
  });
}

/**
 * Tokens neither spent nor revoked in a family that was revoked (its family row, or any of its
 * tokens): what the races must never leave.
 */
async function liveTokensInRevokedFamilies() {
  return t.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .leftJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.usedAt),
        or(
          isNotNull(refreshTokenFamilies.revokedAt),
          sql`EXISTS (SELECT 1 FROM ${refreshTokens} sibling WHERE sibling.family_id = ${refreshTokens.familyId} AND sibling.revoked_at IS NOT NULL)`,
        ),
      ),
    );
}

async function expectRefused(answer: Awaited<ReturnType<typeof refresh>>) {
  if (answer.statusCode !== 200) return;
  expect((await refresh(answer.json().refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
}

describe('refresh racing a revocation', () => {
  it(
    'a logout fired together with a refresh never leaves a live successor',
    async () => {
      await t.reset();
      for (let round = 0; round < ROUNDS; round++) {
        const { refresh_token } = await login(t.app, 'naskila');
        const [refreshed, revoked] = await Promise.all([refresh(refresh_token), revoke(refresh_token)]);
        expect(revoked.statusCode).toBe(200);
        expect([200, 400]).toContain(refreshed.statusCode);
        await expectRefused(refreshed);
      }
      expect(await liveTokensInRevokedFamilies()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'a password change (revoke all of the player) fired together with refreshes never leaves a live successor',
    async () => {
      await t.reset();
      const service = createRefreshTokensService({
        refreshTokensRepository: createRefreshTokensRepository(t.db),
        ttlSeconds: t.config.refreshTokenTtlSeconds,
        familyMaxAgeSeconds: t.config.refreshFamilyMaxAgeSeconds,
      });
      for (let round = 0; round < ROUNDS / 2; round++) {
        const sessions = await Promise.all([1, 2, 3].map(() => login(t.app, 'naskila')));
        const [first] = await t.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashRefreshToken(sessions[0]?.refresh_token ?? '')));
        if (!first) throw new Error('no token row');
        const [answers] = await Promise.all([
          Promise.all(sessions.map((s) => refresh(s.refresh_token))),
          // Spread the revocation over the refreshes' steps: the window is a few milliseconds wide.
          new Promise((resolve) => setTimeout(resolve, round % 8)).then(() =>
            service.revokeAllForPlayer(first.tenantId, first.playerId),
          ),
        ]);
        for (const answer of answers) await expectRefused(answer);
      }
      expect(await liveTokensInRevokedFamilies()).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});
