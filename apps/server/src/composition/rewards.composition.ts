import type { FastifyInstance } from 'fastify';
import type { CmsConnector } from '../modules/cms/cms-connector';
import { codeImageRoutes } from '../modules/code-image/code-image.routes';
import { createCodeImageService } from '../modules/code-image/code-image.service';
import type { MessagesModule } from '../modules/messages/messages.module';
import { rewardInvitationsRoutes } from '../modules/messages/reward-invitations.routes';
import { rewardsRoutes } from '../modules/rewards/rewards.routes';
import { createRewardsService } from '../modules/rewards/rewards.service';
import type { CoreRepositories } from './core-repositories.composition';

/** A player's rewards: the list, redeem and swap, sending a code to oneself, its QR image. */
export async function registerRewards(
  app: FastifyInstance,
  { core, cms, messages }: { core: CoreRepositories; cms: CmsConnector; messages: MessagesModule },
) {
  await app.register(rewardsRoutes, {
    rewardsService: createRewardsService({
      cms,
      playersRepository: core.playersRepository,
      metadataRepository: core.metadataRepository,
      rateLimitRepository: core.rateLimitRepository,
    }),
  });
  await app.register(rewardInvitationsRoutes, messages);
  await app.register(codeImageRoutes, {
    codeImageService: createCodeImageService({
      findActiveReward: (q) => messages.ownedRewardsRepository.findActive(q),
    }),
  });
}
