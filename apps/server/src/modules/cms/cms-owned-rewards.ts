import { RewardNotFoundError, ServiceUnavailableError } from '../../lib/errors';
import type { OwnedRewardsRepository } from '../messages/owned-rewards.repository';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { CmsConnector } from './cms-connector';
import { CMS_UNAVAILABLE_MESSAGE } from './xml-http/cms-errors';

/**
 * The caller's active reward by code, wherever the tenant keeps rewards: a casino system's comps for a tenant
 * on one (docs/design.md#casino-management-system-connector), so its QR code and its text work with the
 * code the cage scans, leading zeros included; the portal's own rewards otherwise.
 */
export function withCasinoSystemRewards(
  owned: OwnedRewardsRepository,
  deps: {
    xmlHttpFor(tenantId: string): Promise<CmsConnector | null>;
    playersRepository: Pick<PlayersRepository, 'findByPatronId'>;
  },
): OwnedRewardsRepository {
  return {
    ...owned,
    async findActive(q, tx) {
      const cms = await deps.xmlHttpFor(q.tenantId);
      if (!cms) return owned.findActive(q, tx);
      const player = await deps.playersRepository.findByPatronId(q.tenantId, q.patronId);
      if (!player || player.deletedAt) return null;
      try {
        const reward = await cms.getReward({ tenantId: q.tenantId, playerId: player.id }, q.rewardCode, {
          now: q.now,
          days: 0,
        });
        // A comp from the last-known copy may have been used at the cage since: nothing is sent from it.
        if ('stale' in reward && reward.stale) throw new ServiceUnavailableError(CMS_UNAVAILABLE_MESSAGE);
        if (reward.status !== 'active') return null;
        return {
          id: reward.id,
          playerId: player.id,
          rewardCode: reward.rewardCode,
          name: reward.name,
          expiresAt: new Date(reward.expirationDate),
        };
      } catch (error) {
        if (error instanceof RewardNotFoundError) return null;
        throw error;
      }
    },
  };
}
