import {
  gameCategoryOf,
  type GameType,
  type StatementMovement,
  type WinLossFigures,
  type WinLossStatement,
} from '@patron/contracts';
import type { CmsHistoryEntry, CmsRating } from './cms-records';

/** CMS history and rated play as the portal's statements (docs/design.md#loyalty-api). */

const MOVEMENT_KIND = {
  Earn: 'earn',
  Redeem: 'redeem',
  Void: 'adjust',
  Adjust: 'adjust',
  Expire: 'expire',
} as const;

/**
 * Points movements, newest first, each with the balance right after it, counted back from the balance now:
 * the history must therefore run up to now. `Amount` is the comp's dollar value, not a movement of a
 * balance, so entries that move no points are left out. A void gives points back; the contract has no
 * `void`, and `adjust` is the kind that says so without claiming a swap.
 */
export function movementsFromHistory(
  entries: readonly CmsHistoryEntry[],
  pointsNow: number,
): StatementMovement[] {
  const newestFirst = entries
    .filter((e) => e.points !== 0)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id, 'en', { numeric: true }));
  let balanceAfter = pointsNow;
  return newestFirst.map((entry) => {
    const movement: StatementMovement = {
      id: entry.id,
      at: entry.at.toISOString(),
      currency: 'points',
      amount: entry.points,
      balanceAfter,
      kind: MOVEMENT_KIND[entry.kind],
      reason: entry.kind.toLowerCase(),
      label: entry.description || entry.kind,
      source: 'cms',
    };
    balanceAfter -= entry.points;
    return movement;
  });
}

const TABLE_GAMES: Record<string, GameType> = {
  BJ: 'blackjack',
  CR: 'craps',
  RL: 'roulette',
  BA: 'baccarat',
};

/** The portal's game type of a rated session, or null for a game it does not know. */
export function gameTypeOf(rating: Pick<CmsRating, 'gameType' | 'gameCode'>): GameType | null {
  if (rating.gameType === 'Slot') return 'slots';
  if (rating.gameType === 'VideoPoker') return 'videoPoker';
  if (rating.gameType === 'Table') return TABLE_GAMES[rating.gameCode ?? ''] ?? null;
  return null;
}

type WinLoss = Pick<WinLossStatement, 'totals' | 'byGameType' | 'years'>;

/**
 * Win/loss figures from rated play: played is `Wagered`, won is `Won`, and net is won − played (the
 * player's loss is Wagered − Won). A game the portal does not know counts in the totals only.
 */
export function winLossFromRatings(ratings: readonly CmsRating[]): WinLoss {
  const empty = (): WinLossFigures => ({ sessions: 0, played: 0, won: 0, net: 0 });
  const add = (f: WinLossFigures, r: CmsRating) => {
    f.sessions += 1;
    f.played += r.wageredCents;
    f.won += r.wonCents;
    f.net += r.wonCents - r.wageredCents;
  };
  const totals = empty();
  const byType = new Map<GameType, WinLossFigures>();
  for (const rating of ratings) {
    add(totals, rating);
    const type = gameTypeOf(rating);
    if (!type) continue;
    if (!byType.has(type)) byType.set(type, empty());
    add(byType.get(type)!, rating);
  }
  const years = [...new Set(ratings.map((r) => Number(r.gamingDay.slice(0, 4))))].sort((a, b) => b - a);
  return {
    totals,
    byGameType: [...byType].map(([gameType, f]) => ({ ...f, gameType, category: gameCategoryOf(gameType) })),
    years,
  };
}
