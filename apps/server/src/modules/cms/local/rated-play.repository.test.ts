import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { metadata, ratedPlaySessions } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { playerKey } from '../../../test/rewards-fixtures';
import { createRatedPlayRepository } from './rated-play.repository';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });
const t = useTestApp();

const YEAR_2025 = { from: new Date(Date.UTC(2025, 0, 1)), to: new Date(Date.UTC(2026, 0, 1)) };
const YEAR_2026 = { from: new Date(Date.UTC(2026, 0, 1)), to: new Date(Date.UTC(2027, 0, 1)) };

/** rwlv's property is in America/Los_Angeles (UTC−8 in winter); its gaming day starts at 06:00. */
const SESSIONS = [
  // 20:00 on New Year's Eve, local: already 2026 in UTC, still 2025's last gaming day.
  { startedAt: '2026-01-01T04:00:00Z', played: 100, won: 40 },
  // 03:00 on New Year's Day, local: before the gaming day starts, so it still counts on 2025-12-31.
  { startedAt: '2026-01-01T11:00:00Z', played: 200, won: 50 },
  // 07:00 on New Year's Day, local: the first gaming day of 2026.
  { startedAt: '2026-01-01T15:00:00Z', played: 400, won: 100 },
];

async function seedSessions() {
  const demo = await playerKey(t.db, 'rwlv', 'demo');
  await t.db.delete(ratedPlaySessions).where(eq(ratedPlaySessions.playerId, demo.playerId));
  await t.db.insert(ratedPlaySessions).values(
    SESSIONS.map((s) => ({
      tenantId: demo.tenantId,
      playerId: demo.playerId,
      gameType: 'slots' as const,
      game: 'Lantern Gold 5-Reel',
      venue: 'Main floor',
      startedAt: new Date(s.startedAt),
      endedAt: new Date(new Date(s.startedAt).getTime() + 30 * 60_000),
      played: s.played,
      won: s.won,
    })),
  );
  return demo;
}

describe('the local rated-play reads', () => {
  it('count a session on the gaming day of the property, not on its UTC date', async () => {
    const demo = await seedSessions();
    const repo = createRatedPlayRepository(t.db);
    expect(await repo.statistics(demo, YEAR_2025)).toEqual([
      { gameType: 'slots', sessions: 2, played: 300, won: 90 },
    ]);
    expect(await repo.statistics(demo, YEAR_2026)).toEqual([
      { gameType: 'slots', sessions: 1, played: 400, won: 100 },
    ]);
    expect(await repo.years(demo)).toEqual([2026, 2025]);
  });

  it("follow the tenant's own time zone and gaming-day hour", async () => {
    const demo = await seedSessions();
    const where = and(eq(metadata.tenantId, demo.tenantId), eq(metadata.type, 'ClientAccount'));
    const [row] = await t.db.select({ data: metadata.data }).from(metadata).where(where);
    const account = row!.data as Record<string, unknown>;
    // In New York the first two sessions are 23:00 and 06:00; with a 05:00 gaming day the second is 2026's.
    await t.db
      .update(metadata)
      .set({ data: { ...account, timeZone: 'America/New_York', gamingDayStartHour: 5 } })
      .where(where);
    try {
      const repo = createRatedPlayRepository(t.db);
      expect(await repo.statistics(demo, YEAR_2025)).toEqual([
        { gameType: 'slots', sessions: 1, played: 100, won: 40 },
      ]);
      expect(await repo.statistics(demo, YEAR_2026)).toEqual([
        { gameType: 'slots', sessions: 2, played: 600, won: 150 },
      ]);
    } finally {
      await t.db.update(metadata).set({ data: account }).where(where);
    }
  });
});
