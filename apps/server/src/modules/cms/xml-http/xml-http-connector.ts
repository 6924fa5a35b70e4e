import type { Offer, Reward } from '@patron/contracts';
import { RewardNotFoundError, UnauthorizedError } from '../../../lib/errors';
import type { PlayerKey } from '../../../lib/player-key';
import type { CmsConnector, TierStatus } from '../cms-connector';
import type { Period } from '../cms-queries';
import { readCompTypes, readPlayerComps } from './cms-comp-messages';
import { CmsErrorAnswer, CmsUnavailableError } from './cms-errors';
import type { CmsHttpClient } from './cms-http-client';
import { readCompHistory, readGamingProfile, readPlayerBalances, readPlayerProfile } from './cms-messages';
import type { CmsCompType } from './cms-records';
import {
  balancesFromCms,
  offerFromCompType,
  rewardDetailFromComp,
  rewardFromComp,
  stopCodeRules,
} from './cms-to-contracts';
import { movementsFromHistory, winLossFromRatings } from './cms-to-statements';
import { gamingDayStart, localTimeFrom, localTimeText, type CmsClock } from './cms-values';
import type { CmsEnvelope } from './cms-xml-parser';
import { offersPage, rewardsPage, statementPage } from './xml-http-lists';

export type TierRung = { number: number; name: string; creditsRequired: number };

export type XmlHttpConnectorDeps = {
  /** This tenant's CMS. */
  client: CmsHttpClient;
  /** The player's id in the CMS (their externalId); throws a domain error when they have none. */
  cmsIdOf(player: PlayerKey): Promise<string>;
  clock: CmsClock;
  /** The tenant's tiers, which the CMS's Ranking numbers name. */
  tierLadder(): Promise<TierRung[]>;
  now?: () => Date;
};

/** How far back the win/loss years are looked for (docs/casino-system.md#reads `GamingProfile`). */
const YEARS_ON_RECORD = 7;
const PLAYER_ID = /^\d{1,12}$/;

/**
 * The read side of a tenant's CMS over docs/casino-system.md's XML interface. Every read asks the CMS now
 * (no last-known copies yet); a CMS that fails rejects with the 503 of cms-errors.ts.
 */
/**
 * What this connector answers so far: every read but the points lots, whose earn date the API does
 * not give (the contract needs one, and a guessed date must not stand in). The writes, the
 * three-step redemption of docs/casino-system.md#writes, come next; until both exist no tenant is
 * put on this connector.
 */
export type XmlHttpReads = Omit<
  CmsConnector,
  'validateOffer' | 'redeemOffer' | 'swapReward' | 'getPointsLots'
>;

export function createXmlHttpConnector(deps: XmlHttpConnectorDeps): XmlHttpReads {
  const { client, clock } = deps;
  const zone = clock.timeZone;
  const clockNow = deps.now ?? (() => new Date());
  const localDay = (at: Date) => localTimeText(at, zone).slice(0, 10);

  async function cmsId(player: PlayerKey): Promise<string> {
    const id = await deps.cmsIdOf(player);
    // A CMS id is digits (docs/casino-system.md#envelope); anything else can name no CMS player.
    if (!PLAYER_ID.test(id)) throw new UnauthorizedError();
    return id;
  }

  /**
   * One read; docs/casino-system.md#errors: an unknown player is as good as no token (as the statements
   * treat a player who no longer exists), NORECORDS of a list read is an empty list (null here), any other
   * code is a CMS failure.
   */
  async function read(path: string, isList: boolean): Promise<CmsEnvelope | null> {
    try {
      return await client.get(path);
    } catch (error) {
      if (!(error instanceof CmsErrorAnswer)) throw error;
      if (error.code === 'INVALIDPLAYERID') throw new UnauthorizedError();
      if (error.code === 'NORECORDS' && isList) return null;
      throw new CmsUnavailableError(`${path.split('/', 1)[0]} answered ${error.code.slice(0, 40)}`);
    }
  }
  const must = async (path: string) => (await read(path, false))!;
  const list = async <T>(path: string, reader: (envelope: CmsEnvelope, timeZone: string) => T[]) => {
    const envelope = await read(path, true);
    return envelope ? reader(envelope, zone) : [];
  };

  const balances = async (id: string) => readPlayerBalances(await must(`PlayerBalances/${id}`), zone);
  const profile = async (id: string) => readPlayerProfile(await must(`PlayerProfile/${id}`), zone);
  const catalogue = () => list('CompListMessage', readCompTypes);
  const comps = (id: string) => list(`PlayerCompListMessage/${id}`, readPlayerComps);
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
      periodEndsAt: yearEnd(now),
      pointToDollarsRate: money.pointToDollarRate,
      next: next && { number: next.number, name: next.name, creditsRequired: next.creditsRequired },
    };
  }

  /** The CMS gives no qualification period: tier points count for the calendar year, local time. */
  function yearEnd(now: Date): Date {
    const year = Number(localDay(now).slice(0, 4));
    return localTimeFrom(`${year + 1}-01-01T00:00:00`, 'year end', zone)!;
  }

  async function getStatistics(player: PlayerKey, period: Period) {
    const id = await cmsId(player);
    const today = clockNow();
    const first = new Date(
      Math.min(period.from.getTime(), Date.UTC(today.getUTCFullYear() - YEARS_ON_RECORD, 0)),
    );
    const last = new Date(Math.max(period.to.getTime(), today.getTime()));
    // One wide read gives the period's sessions and the years on record (docs/casino-system.md#reads).
    const ratings = await list(
      `GamingProfile/${id}?from=${localDay(first)}&to=${localDay(last)}`,
      readGamingProfile,
    );
    const inPeriod = ratings.filter((r) => {
      const start = gamingDayStart(r.gamingDay, clock).getTime();
      return start >= period.from.getTime() && start < period.to.getTime();
    });
    const { byGameType } = winLossFromRatings(inPeriod);
    return {
      byGameType: byGameType.map(({ gameType, sessions, played, won }) => ({
        gameType,
        sessions,
        played,
        won,
      })),
      years: winLossFromRatings(ratings).years,
    };
  }

  return {
    async getBalances(player, now) {
      return balancesFromCms(await balances(await cmsId(player)), now);
    },

    async getPointsBalance(player) {
      return (await balances(await cmsId(player))).points;
    },

    getTier,

    async getOffers(player, query, now) {
      const id = await cmsId(player);
      const [types, who, money] = await Promise.all([catalogue(), profile(id), balances(id)]);
      if (stopCodeRules(who.stopCodes, now).offersHidden) return { data: [], total: 0 };
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
      const from = filter.from ? `from=${localDay(filter.from)}&` : '';
      const [history, money] = await Promise.all([
        list(`CompHistory/${id}?${from}to=${localDay(clockNow())}`, readCompHistory),
        balances(id),
      ]);
      return statementPage(movementsFromHistory(history, money.points), filter, page);
    },

    getStatistics,
  };
}
