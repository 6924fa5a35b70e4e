import type { Comp, EntryKind, HistoryEntry, Rating } from '../model';
import type { Money } from '../money';
import { addDays, at, type LocalDateTime } from '../time';
import type { SeedContext } from './context';

const EARN_PLACES: Record<Rating['gameType'], [description: string, location: string]> = {
  Slot: ['Rated play, slots', 'Main Floor Slots'],
  VideoPoker: ['Rated play, video poker', 'Video Poker Bar'],
  Table: ['Rated play, table games', 'Table Games Pit'],
};

export function entry(
  kind: EntryKind,
  entryDate: LocalDateTime,
  points: number,
  amount: Money,
  description: string,
  location: string,
): HistoryEntry {
  return { entryId: '', entryDate, kind, points, amount, description, location };
}

/** A point is worth a cent: an entry's dollar amount follows its points unless a comp sets it. */
export function pointsWorth(points: number): Money {
  return points * 100;
}

export function earnEntries(ratings: Rating[], since: string): HistoryEntry[] {
  return ratings
    .filter((r) => r.startTime >= since && r.pointsEarned > 0)
    .map((r) => {
      const [description, location] = EARN_PLACES[r.gameType];
      return entry('Earn', r.startTime, r.pointsEarned, pointsWorth(r.pointsEarned), description, location);
    });
}

/** Redeem entries for the comps bought with points in the period, and Void entries for the voided. */
export function compEntries(comps: Comp[], pointCosts: Map<string, number>, since: string): HistoryEntry[] {
  return comps
    .filter((c) => c.issueDate >= since)
    .flatMap((c) => {
      const points = pointCosts.get(c.compTypeId) ?? 0;
      const redeem = entry('Redeem', c.issueDate, -points, -c.value, `Redeemed: ${c.name}`, c.location);
      if (c.status !== 'Voided') return [redeem];
      const voidedAt = at(addDays(c.issueDate.slice(0, 10), 1), '10:15:00');
      return [redeem, entry('Void', voidedAt, points, c.value, `Voided: ${c.name}`, 'Lodge Cage')];
    });
}

export function finishHistory(ctx: SeedContext, entries: HistoryEntry[]): HistoryEntry[] {
  entries.sort((a, b) => a.entryDate.localeCompare(b.entryDate));
  for (const e of entries) e.entryId = ctx.nextEntryId();
  return entries;
}
