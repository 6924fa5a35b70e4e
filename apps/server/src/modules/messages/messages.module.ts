import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MetadataRepository } from '../metadata/metadata.repository';
import { invitationSettingsFrom } from './invitation-settings';
import type { OutboxRepository } from './outbox.repository';
import { createOutboxWorker } from './outbox-worker';
import type { OwnedRewardsRepository } from './owned-rewards.repository';
import { createRewardInvitationsService } from './reward-invitations.service';
import { createSenders } from './senders/create-senders';

/**
 * The outbox, its senders and its worker (docs/design.md#messages-and-outbox), built once by the composition
 * root (composition/).
 */
export function createMessagesModule(deps: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  outboxRepository: OutboxRepository;
  ownedRewardsRepository: OwnedRewardsRepository;
  metadataRepository: MetadataRepository;
}) {
  const { outboxRepository, ownedRewardsRepository, metadataRepository } = deps;
  const senders = createSenders(deps.config, deps.log);
  const worker = createOutboxWorker({
    outboxRepository,
    senders: senders.byChannel,
    log: deps.log,
    pollMs: deps.config.outboxPollMs,
  });
  /** Channels a message can go out on now (production without a provider has none for it). */
  const enabled = (channel: 'sms' | 'email') => senders.byChannel[channel] !== undefined;
  const rewardInvitationsService = createRewardInvitationsService({
    db: deps.db,
    outboxRepository,
    ownedRewardsRepository,
    async settings(tenantId) {
      const found = await metadataRepository.findByTypes(tenantId, ['RewardsManagement', 'ClientAccount']);
      const account = found.get('ClientAccount') as { timeZone?: unknown } | undefined;
      const timeZone = typeof account?.timeZone === 'string' ? account.timeZone : undefined;
      return { ...invitationSettingsFrom(found.get('RewardsManagement')), ...(timeZone ? { timeZone } : {}) };
    },
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
