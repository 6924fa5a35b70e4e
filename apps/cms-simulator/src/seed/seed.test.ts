import { describe, expect, it } from 'vitest';
import { buildSeed } from './index';
import { SEEDED_PLAYERS } from './facts';

const NOW = new Date('2026-11-30T22:05:09.120Z');

describe('the seed', () => {
  it('is the same for the same now and seed, and moves with now', () => {
    const a = buildSeed(NOW);
    const b = buildSeed(NOW);
    expect(JSON.stringify([...a.players.values()])).toBe(JSON.stringify([...b.players.values()]));
    const later = buildSeed(new Date('2027-03-01T20:00:00Z'));
    expect(later.catalogue[0]?.validFrom).toBe('2026-12-01T00:00:00');
  });

  it('holds every seeded player with the facts it exports', () => {
    const { players } = buildSeed(NOW);
    for (const facts of Object.values(SEEDED_PLAYERS)) {
      const player = players.get(facts.playerId);
      expect(player?.profile).toMatchObject({
        firstName: facts.firstName,
        lastName: facts.lastName,
        email: facts.email,
        ranking: facts.ranking,
      });
      expect(player?.cards[0]).toMatchObject({ cardId: facts.cardId, cardStatus: 'Active' });
      expect(facts.cardId).toMatch(/^\d{20}$/);
      expect(player?.balances.pointBalance).toBe(facts.pointBalance);
      expect(player?.credit.creditAccount).toBe(facts.creditAccount);
      const stop = 'activeStopCode' in facts ? facts.activeStopCode : undefined;
      expect(player?.profile.stopCodes.find((s) => s.stopCodeId === stop)?.active).toBe(
        stop ? true : undefined,
      );
    }
  });

  it('has ~15 comp types for rankings 1 to 4 in the lodge categories', () => {
    const { catalogue } = buildSeed(NOW);
    expect(catalogue).toHaveLength(15);
    expect(new Set(catalogue.map((t) => t.category))).toEqual(
      new Set(['Dining', 'FreePlay', 'Hotel', 'Spa', 'Entertainment', 'Retail']),
    );
  });
});
