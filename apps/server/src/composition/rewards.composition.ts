import type { FastifyInstance } from 'fastify';
import type { CmsRegistry } from '../modules/cms/cms-registry';
import { codeImageRoutes } from '../modules/code-image/code-image.routes';
import { createCodeImageService } from '../modules/code-image/code-image.service';
import type { MessagesModule } from '../modules/messages/messages.module';
import { rewardInvitationsRoutes } from '../modules/messages/reward-invitations.routes';
import { balancesRoutes } from '../modules/balances/balances.routes';
import { offersRoutes } from '../modules/offers/offers.routes';
import { rewardsRoutes } from '../modules/rewards/rewards.routes';
import { createRewardsService } from '../modules/rewards/rewards.service';
import { externalTierRoutes } from '../modules/tiers/external-tier.routes';
import type { CoreRepositories } from './core-repositories.composition';

/** A player's rewards: the list, redeem and swap, the offers, balances and external tier, sending a code to oneself, its QR image. */
export async function registerRewards(
  app: FastifyInstance,
  { core, cms, messages }: { core: CoreRepositories; cms: CmsRegistry; messages: MessagesModule },
) {
  const rewardsService = createRewardsService({
    cms,
    playersRepository: core.playersRepository,
    metadataRepository: core.metadataRepository,
    rateLimitRepository: core.rateLimitRepository,
  });
  await app.register(rewardsRoutes, { rewardsService });
  await app.register(offersRoutes, { rewardsService });
  await app.register(balancesRoutes, { rewardsService });
  await app.register(externalTierRoutes, { rewardsService });
  await app.register(rewardInvitationsRoutes, messages);
  await app.register(codeImageRoutes, {
    codeImageService: createCodeImageService({
      findActiveReward: (q) => messages.ownedRewardsRepository.findActive(q),
    }),
  });
}
