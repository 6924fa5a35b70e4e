import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CmsConnector } from '../modules/cms/cms-connector';
import { withCasinoSystemRewards } from '../modules/cms/cms-owned-rewards';
import { createMessagesModule } from '../modules/messages/messages.module';
import { createOutboxRepository } from '../modules/messages/outbox.repository';
import { createOwnedRewardsRepository } from '../modules/messages/owned-rewards.repository';
import type { CoreRepositories } from './core-repositories.composition';

/**
 * The outbox and its worker (docs/design.md#messages-and-outbox): it starts with the app and drains before it
 * closes.
 */
export function startMessages(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    core: CoreRepositories;
    xmlHttpFor(tenantId: string): Promise<CmsConnector | null>;
  },
) {
  const messages = createMessagesModule({
    db: deps.db,
    config: deps.config,
    log: app.log,
    outboxRepository: createOutboxRepository(deps.db),
    ownedRewardsRepository: withCasinoSystemRewards(createOwnedRewardsRepository(deps.db), {
      xmlHttpFor: deps.xmlHttpFor,
      playersRepository: deps.core.playersRepository,
    }),
    metadataRepository: deps.core.metadataRepository,
  });
  app.decorate('messages', messages);
  app.addHook('onReady', async () => messages.worker.start());
  app.addHook('onClose', async () => messages.close());
  return messages;
}
