import { CmsError } from '../cms-error';
import type { HistoryEntry, Player, Rating } from '../model';
import { formatMoney } from '../money';
import { isLocalDate, type LocalDate } from '../time';
import { node, record } from '../xml/element';

export interface Period {
  from?: LocalDate;
  to?: LocalDate;
}

export function readPeriod(query: { from?: string; to?: string }): Period {
  for (const value of [query.from, query.to])
    if (value !== undefined && !isLocalDate(value))
      throw new CmsError('INVALIDDATE', 'from and to are dates as YYYY-MM-DD');
  return { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
}

function within(moment: string, { from, to }: Period): boolean {
  const day = moment.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

function ratingXml(r: Rating): string {
  return record('Rating', {
    RatingID: r.ratingId,
    GamingDate: r.gamingDate,
    StartTime: r.startTime,
    GameType: r.gameType,
    GameCode: r.gameCode,
    Wagered: formatMoney(r.wagered),
    Won: formatMoney(r.won),
    TheoWin: formatMoney(r.theoWin),
    TimePlayedSeconds: r.timePlayedSeconds,
    PointsEarned: r.pointsEarned,
  });
}

/** A player who never played has no records; a period without play is an empty list. */
export function gamingProfileBody(player: Player, period: Period): string {
  if (player.ratings.length === 0) throw new CmsError('NORECORDS', 'No rated play for this player');
  return node('GamingProfile', player.ratings.filter((r) => within(r.gamingDate, period)).map(ratingXml));
}

function entryXml(e: HistoryEntry): string {
  return record('Entry', {
    EntryID: e.entryId,
    EntryDate: e.entryDate,
    Kind: e.kind,
    Points: e.points,
    Amount: formatMoney(e.amount),
    Description: e.description,
    Location: e.location,
    CommandID: e.commandId,
  });
}

export function compHistoryBody(player: Player, period: Period): string {
  return node('CompHistory', player.history.filter((e) => within(e.entryDate, period)).map(entryXml));
}
