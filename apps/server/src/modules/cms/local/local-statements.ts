import type { CmsConnector } from '../cms-connector';
import type { LoyaltyRepositories } from './local-repositories';

/** The local connector's statements reads: straight from our ledger and rated play tables. */
export function localStatementsReads(
  repos: LoyaltyRepositories,
): Pick<CmsConnector, 'getStatement' | 'getPointsLots' | 'getStatistics'> {
  return {
    getStatement: (player, filter, page) => repos.rewardsStatement.movements(player, filter, page),
    getPointsLots: (player, now) => repos.rewardsStatement.openLots(player, now),
    async getStatistics(player, period) {
      const [byGameType, years] = await Promise.all([
        repos.ratedPlay.statistics(player, period),
        repos.ratedPlay.years(player),
      ]);
      return { byGameType, years };
    },
  };
}
