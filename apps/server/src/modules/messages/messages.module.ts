import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createMetadataRepository } from '../metadata/metadata.repository';
import { invitationSettingsFrom } from './invitation-settings';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxWorker } from './outbox-worker';
import { createOwnedRewardsRepository } from './owned-rewards.repository';
import { createRewardInvitationsService } from './reward-invitations.service';
import { createSenders } from './senders/create-senders';

/** The outbox, its senders and its worker (DESIGN §10), built once by app.ts. */
export function createMessagesModule(deps: { db: Database; config: Config; log: FastifyBaseLogger }) {
  const outboxRepository = createOutboxRepository(deps.db);
  const senders = createSenders(deps.config, deps.log);
  const worker = createOutboxWorker({
    outboxRepository,
    senders: senders.byChannel,
    log: deps.log,
    pollMs: deps.config.outboxPollMs,
  });
  const metadataRepository = createMetadataRepository(deps.db);
  const ownedRewardsRepository = createOwnedRewardsRepository(deps.db);
  /** Channels a message can go out on now (production without a provider has none for it). */
  const enabled = (channel: 'sms' | 'email') => senders.byChannel[channel] !== undefined;
  const rewardInvitationsService = createRewardInvitationsService({
    db: deps.db,
    outboxRepository,
    ownedRewardsRepository,
    settings: async (tenantId) =>
      invitationSettingsFrom(
        (await metadataRepository.findByTypes(tenantId, ['RewardsManagement'])).get('RewardsManagement'),
      ),
    enabled,
    afterCommit: () => worker.kick(),
  });
  return {
    outboxRepository,
    ownedRewardsRepository,
    rewardInvitationsService,
    worker,
    enabled,
    async close() {
      await worker.stop();
      senders.close();
    },
  };
}
export type MessagesModule = ReturnType<typeof createMessagesModule>;
