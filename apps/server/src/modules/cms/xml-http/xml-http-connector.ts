import type { Offer, PointsLot, Reward } from '@patron/contracts';
import { RewardNotFoundError } from '../../../lib/errors';
import type { PlayerKey } from '../../../lib/player-key';
import type { CmsConnector, TierStatus } from '../cms-connector';
import type { Period } from '../cms-queries';
import { CmsUnavailableError } from './cms-errors';
import { readCompHistory, readCreditInfo, readGamingProfile } from './cms-messages';
import type { CmsCompType } from './cms-records';
import {
  balancesFromCms,
  offerFromCompType,
  profileFromCms,
  rewardDetailFromComp,
  rewardFromComp,
  stopCodeRules,
} from './cms-to-contracts';
import { movementsFromHistory, winLossFromRatings } from './cms-to-statements';
import { localTimeFrom } from './cms-values';
import { createCmsCalls, type XmlHttpConnectorDeps } from './xml-http-calls';
import { offersPage, rewardsPage, statementPage } from './xml-http-lists';
import { createXmlHttpWrites, type XmlHttpWrites, type XmlHttpWritesDeps } from './xml-http-writes';

export type { TierRung, XmlHttpConnectorDeps } from './xml-http-calls';

/** What a player whose stop code hides offers reads instead (never the code). */
export const OFFERS_PAUSED = 'Offers are paused for this account. The Players Club can tell you more.';

/** How far back the win/loss years are looked for (docs/casino-system.md#reads `GamingProfile`). */
const YEARS_ON_RECORD = 7;

/**
 * A tenant's CMS over docs/casino-system.md's XML interface. Every read asks the CMS now (last-known copies
 * are kept around it, cms-last-known.ts); a CMS that fails rejects with the 503 of cms-errors.ts. Writes are
 * the three-step redemption of xml-http-writes.ts.
 */
export function createXmlHttpConnector(
  deps: XmlHttpConnectorDeps & XmlHttpWritesDeps,
): CmsConnector & XmlHttpWrites {
  const calls = createCmsCalls(deps);
  const { cmsId, balances, profile, catalogue, comps, list, localDay } = calls;
  const byId = (types: CmsCompType[]) => new Map(types.map((t) => [t.id, t]));

  async function getTier(player: PlayerKey, now: Date): Promise<TierStatus> {
    const id = await cmsId(player);
    const [who, money, ladder] = await Promise.all([profile(id), balances(id), deps.tierLadder()]);
    const rungs = [...ladder].sort((a, b) => a.number - b.number);
    if (rungs.length === 0) throw new CmsUnavailableError('the tenant has no tiers');
    // By number: the CMS's own ranking names are not the portal's (docs/casino-system.md#cms-simulator).
    const current = [...rungs].reverse().find((r) => r.number <= who.ranking) ?? rungs[0]!;
    const next = rungs.find((r) => r.number > current.number) ?? null;
    return {
      number: current.number,
      name: current.name,
      credits: money.tierPoints,
      periodEndsAt: await yearEnd(now),
      pointToDollarsRate: money.pointToDollarRate,
      next: next && { number: next.number, name: next.name, creditsRequired: next.creditsRequired },
    };
  }

  /** The CMS gives no qualification period: tier points count for the calendar year, local time. */
  async function yearEnd(now: Date): Promise<Date> {
    const year = Number((await localDay(now)).slice(0, 4));
    return localTimeFrom(`${year + 1}-01-01T00:00:00`, 'year end', await calls.zone())!;
  }

  async function getStatistics(player: PlayerKey, period: Period) {
    const id = await cmsId(player);
    const today = calls.now();
    const first = new Date(
      Math.min(period.from.getTime(), Date.UTC(today.getUTCFullYear() - YEARS_ON_RECORD, 0)),
    );
    const last = new Date(Math.max(period.to.getTime(), today.getTime()));
    // One wide read gives the period's sessions and the years on record (docs/casino-system.md#reads).
    const ratings = await list(
      `GamingProfile/${id}?from=${await localDay(first)}&to=${await localDay(last)}`,
      readGamingProfile,
    );
    // The period names calendar days, and a session counts on its gaming day (the property's business
    // date, docs/design.md#casino-management-system-connector), whatever the hour it was played.
    const fromDay = period.from.toISOString().slice(0, 10);
    const toDay = period.to.toISOString().slice(0, 10);
    const inPeriod = ratings.filter((r) => r.gamingDay >= fromDay && r.gamingDay < toDay);
    const { byGameType, totals } = winLossFromRatings(inPeriod);
    return {
      byGameType: byGameType.map(({ gameType, sessions, played, won }) => ({
        gameType,
        sessions,
        played,
        won,
      })),
      totals: { sessions: totals.sessions, played: totals.played, won: totals.won },
      years: winLossFromRatings(ratings).years,
    };
  }

  /**
   * The CMS gives the points that will expire, by date, not the lots they were earned in: each date is one
   * lot, with no earn date (the contract allows none), labelled for what it is.
   */
  async function getPointsLots(player: PlayerKey, now: Date): Promise<PointsLot[]> {
    const money = await balances(await cmsId(player));
    return money.expiring
      .filter((lot): lot is { points: number; expiresAt: Date } => lot.points > 0 && lot.expiresAt !== null)
      .filter((lot) => lot.expiresAt > now)
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
      .map((lot) => ({
        id: `expiring-${lot.expiresAt.toISOString()}`,
        earnedAt: null,
        label: 'Points expiring',
        source: 'cms',
        amount: lot.points,
        remaining: lot.points,
        expiresAt: lot.expiresAt.toISOString(),
      }));
  }

  return {
    async getBalances(player, now) {
      const id = await cmsId(player);
      const [money, credit] = await Promise.all([
        balances(id),
        calls.must(`CreditInfo/${id}`).then(async (e) => readCreditInfo(e, await calls.zone())),
      ]);
      const answer = balancesFromCms(money, now);
      if (!credit.hasAccount) return answer;
      return {
        ...answer,
        credit: {
          limit: credit.limitCents,
          available: credit.availableCents,
          outstandingMarkers: credit.outstandingMarkersCents,
        },
      };
    },

    async getPointsBalance(player) {
      return (await balances(await cmsId(player))).points;
    },

    getTier,

    async getOffers(player, query, now) {
      const id = await cmsId(player);
      const [types, who, money] = await Promise.all([catalogue(), profile(id), balances(id)]);
      if (stopCodeRules(who.stopCodes, now).offersHidden)
        return { data: [], total: 0, notice: OFFERS_PAUSED };
      const context = { now, ranking: who.ranking, pointBalance: money.points };
      const offers = types.map((t) => offerFromCompType(t, context)).filter((o): o is Offer => o !== null);
      return offersPage(offers, query);
    },

    async getRewards(player, query, hot) {
      const id = await cmsId(player);
      const [held, types] = await Promise.all([comps(id), catalogue()]);
      const context = { now: hot.now, hotRewardDays: hot.days, compTypes: byId(types) };
      const active = held
        .map((c) => rewardFromComp(c, context))
        .filter((r): r is Reward => r.status === 'active');
      return rewardsPage(active, query);
    },

    async getReward(player, rewardCode, hot) {
      const id = await cmsId(player);
      const [held, types] = await Promise.all([comps(id), catalogue()]);
      // The code is what the cage scans: compared as text, leading zeros and all.
      const comp = held.find((c) => c.code === rewardCode);
      if (!comp) throw new RewardNotFoundError();
      return rewardDetailFromComp(comp, { now: hot.now, hotRewardDays: hot.days, compTypes: byId(types) });
    },

    async getStatement(player, filter, page) {
      const id = await cmsId(player);
      // Running balances are counted back from the balance now, so the history is read up to today.
      const from = filter.from ? `from=${await localDay(filter.from)}&` : '';
      const [history, money] = await Promise.all([
        list(`CompHistory/${id}?${from}to=${await localDay(calls.now())}`, readCompHistory),
        balances(id),
      ]);
      return statementPage(movementsFromHistory(history, money.points), filter, page);
    },

    getPointsLots,
    getStatistics,

    async getProfile(player) {
      return profileFromCms(await profile(await cmsId(player)));
    },

    async getStopRules(player, now) {
      return stopCodeRules((await profile(await cmsId(player))).stopCodes, now);
    },

    ...createXmlHttpWrites(calls, deps),
  };
}
