import type { LastKnown } from '@patron/contracts';
import type { PlayerKey } from '../../lib/player-key';
import type { CmsConnector, TierStatus } from './cms-connector';
import type { CmsReadCopiesRepository } from './cms-read-copies.repository';
import { CmsFailureError } from './xml-http/cms-errors';

/** docs/design.md#casino-management-system-connector: a copy older than this is never answered. */
export const LAST_KNOWN_MAX_AGE_MS = 15 * 60_000;

type Reads = Pick<
  CmsConnector,
  | 'getBalances'
  | 'getPointsBalance'
  | 'getTier'
  | 'getOffers'
  | 'getRewards'
  | 'getReward'
  | 'getStatement'
  | 'getPointsLots'
  | 'getStatistics'
  | 'getProfile'
>;

/** The oldest mark of parts answered together (e.g. the tier card's tier and points). */
export function lastKnownOf(...parts: unknown[]): LastKnown {
  const asOfs = parts
    .map((p) => (p && typeof p === 'object' && (p as LastKnown).stale ? (p as LastKnown).asOf : undefined))
    .filter((a): a is string => a !== undefined)
    .sort();
  return asOfs[0] ? { stale: true, asOf: asOfs[0] } : {};
}

/**
 * Around a casino system's reads: each answer is kept as the player's last-known copy; when the CMS fails,
 * a copy at most 15 minutes old is answered marked `stale` with its `asOf`, otherwise the failure (503)
 * stands. Objects and lists carry the mark; a bare number is answered as it was. Writes never pass here.
 */
export function withLastKnown<C extends Reads>(
  connector: C,
  copies: CmsReadCopiesRepository,
  now: () => Date = () => new Date(),
): C {
  async function read<T>(
    player: PlayerKey,
    readKey: string,
    fetch: () => Promise<T>,
    revive: (body: T) => T = (b) => b,
  ): Promise<T> {
    try {
      const value = await fetch();
      // A copy that cannot be written costs only the next outage's copy, never this answer.
      await copies.save(player, readKey, value ?? null, now()).catch(() => undefined);
      return value;
    } catch (error) {
      if (!(error instanceof CmsFailureError)) throw error;
      const copy = await copies
        .find(player, readKey, new Date(now().getTime() - LAST_KNOWN_MAX_AGE_MS))
        .catch(() => undefined);
      if (!copy) throw error;
      const body = revive(copy.body as T);
      const mark = { stale: true, asOf: copy.asOf.toISOString() };
      // A list keeps its mark as properties JSON leaves out, for the caller that pages it (lastKnownOf).
      if (Array.isArray(body)) return Object.assign([...body], mark) as T;
      if (body && typeof body === 'object') return { ...body, ...mark };
      return body;
    }
  }
  const key = (name: string, query?: unknown) =>
    query === undefined ? name : `${name}:${JSON.stringify(query)}`;
  const reviveTier = (t: TierStatus) => ({ ...t, periodEndsAt: new Date(t.periodEndsAt) });

  return {
    ...connector,
    getBalances: (p, at) => read(p, 'balances', () => connector.getBalances(p, at)),
    getPointsBalance: (p) => read(p, 'pointsBalance', () => connector.getPointsBalance(p)),
    getTier: (p, at) => read(p, 'tier', () => connector.getTier(p, at), reviveTier),
    getOffers: (p, q, at) => read(p, key('offers', q), () => connector.getOffers(p, q, at)),
    getRewards: (p, q, hot) => read(p, key('rewards', [q, hot.days]), () => connector.getRewards(p, q, hot)),
    getReward: (p, code, hot) =>
      read(p, key('reward', [code, hot.days]), () => connector.getReward(p, code, hot)),
    getStatement: (p, f, page) =>
      read(p, key('statement', [f, page]), () => connector.getStatement(p, f, page)),
    getPointsLots: (p, at) => read(p, 'pointsLots', () => connector.getPointsLots(p, at)),
    getStatistics: (p, period) =>
      read(p, key('statistics', period), () => connector.getStatistics(p, period)),
    getProfile: (p) => read(p, 'profile', () => connector.getProfile(p)),
  };
}
