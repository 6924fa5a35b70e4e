import { statementMovementSchema, winLossStatementSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import type { CmsHistoryEntry, CmsRating } from './cms-records';
import { gameTypeOf, movementsFromHistory, winLossFromRatings } from './cms-to-statements';

const now = new Date('2026-11-15T20:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('movementsFromHistory', () => {
  const entry = (id: string, at: Date, kind: CmsHistoryEntry['kind'], points: number): CmsHistoryEntry => ({
    id,
    at,
    kind,
    points,
    amountCents: 0,
    description: `${kind} ${id}`,
    location: null,
    commandId: null,
  });

  it('gives points movements newest first with the balance after each, counted back from now', () => {
    const movements = movementsFromHistory(
      [
        entry('1', days(-3), 'Earn', 1000),
        entry('3', days(-1), 'Redeem', -2500),
        entry('2', days(-2), 'Earn', 4000),
        entry('4', days(-1), 'Void', 2500),
        entry('5', days(-1), 'Adjust', 0),
      ],
      10000,
    );
    for (const m of movements) statementMovementSchema.parse(m);
    expect(movements.map((m) => [m.id, m.kind, m.amount, m.balanceAfter])).toEqual([
      ['4', 'adjust', 2500, 10000],
      ['3', 'redeem', -2500, 7500],
      ['2', 'earn', 4000, 10000],
      ['1', 'earn', 1000, 6000],
    ]);
    expect(movements[0]).toMatchObject({
      currency: 'points',
      reason: 'void',
      label: 'Void 4',
      source: 'cms',
    });
  });
});

describe('winLossFromRatings', () => {
  const rating = (
    gameType: string,
    gameCode: string | null,
    wagered: number,
    won: number,
    day = '2026-03-07',
  ): CmsRating => ({
    id: `${gameType}${gameCode}${day}`,
    gamingDay: day,
    gameType,
    gameCode,
    wageredCents: wagered,
    wonCents: won,
    theoWinCents: null,
    secondsPlayed: null,
    pointsEarned: null,
  });

  it('counts Wagered − Won as the loss per game type, and an unknown game in the totals only', () => {
    const figures = winLossFromRatings([
      rating('Slot', null, 10000, 8000),
      rating('Slot', null, 5000, 6000, '2025-12-31'),
      rating('VideoPoker', null, 2000, 1000),
      rating('Table', 'BJ', 150000, 132050),
      rating('Table', 'PG', 7000, 0),
      rating('Keno', null, 300, 100),
    ]);
    const statement = {
      year: 2026,
      estimate: true,
      disclaimer: '',
      ...figures,
      player: { name: 'Dana', patronId: '1' },
      property: 'Little Creek',
      generatedAt: now.toISOString(),
    };
    expect(winLossStatementSchema.parse(statement)).toEqual(statement);
    expect(figures.totals).toEqual({ sessions: 6, played: 174300, won: 147150, net: -27150 });
    expect(figures.byGameType).toEqual([
      { gameType: 'slots', category: 'slots', sessions: 2, played: 15000, won: 14000, net: -1000 },
      { gameType: 'videoPoker', category: 'slots', sessions: 1, played: 2000, won: 1000, net: -1000 },
      { gameType: 'blackjack', category: 'tables', sessions: 1, played: 150000, won: 132050, net: -17950 },
    ]);
    expect(figures.years).toEqual([2026, 2025]);
  });
});

describe('gameTypeOf', () => {
  it('knows slots, video poker and the four table codes, nothing else', () => {
    expect(gameTypeOf({ gameType: 'Slot', gameCode: null })).toBe('slots');
    expect(gameTypeOf({ gameType: 'VideoPoker', gameCode: null })).toBe('videoPoker');
    expect(
      ['BJ', 'CR', 'RL', 'BA', 'PG', ''].map((gameCode) => gameTypeOf({ gameType: 'Table', gameCode })),
    ).toEqual(['blackjack', 'craps', 'roulette', 'baccarat', null, null]);
    expect(gameTypeOf({ gameType: 'Keno', gameCode: 'BJ' })).toBeNull();
  });
});
