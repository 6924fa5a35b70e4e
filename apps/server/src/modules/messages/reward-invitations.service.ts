import type { Language } from '@patron/contracts';
import type { Database } from '../../db/client';
import {
  ForbiddenError,
  RewardNotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors';
import type { Channel, OutboxRepository } from './outbox.repository';
import type { OwnedRewardsRepository } from './owned-rewards.repository';
import { rewardEmailText, rewardSmsText } from './reward-invitation-text';

const DAY_MS = 24 * 3600_000;
const KIND: Record<Channel, string> = { sms: 'reward-sms', email: 'reward-email' };

/**
 * What RewardsManagement metadata says about sending rewards (docs/design.md#ledger-and-money-like-state: a
 * daily cap per player).
 */
export type InvitationSettings = {
  allowSms: boolean;
  allowEmail: boolean;
  smsDailyLimit: number;
  emailDailyLimit: number;
};

export type SendInvitation = {
  tenant: { id: string; name: string };
  patronId: string;
  language: Language;
  channel: Channel;
  recipient: string;
  rewardCode: string;
};

export function createRewardInvitationsService(deps: {
  db: Database;
  outboxRepository: OutboxRepository;
  ownedRewardsRepository: OwnedRewardsRepository;
  settings: (tenantId: string) => Promise<InvitationSettings>;
  enabled: (channel: Channel) => boolean;
  /** Called after the commit so the worker sends now rather than at its next poll. */
  afterCommit: () => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Queues the caller's own active reward to their phone or mailbox; nothing is written on refusal. */
    async send(input: SendInvitation): Promise<{ id: string }> {
      const settings = await deps.settings(input.tenant.id);
      const allowed = input.channel === 'sms' ? settings.allowSms : settings.allowEmail;
      if (!allowed)
        throw new ForbiddenError(
          `Sending rewards by ${input.channel === 'sms' ? 'SMS' : 'e-mail'} is turned off.`,
        );
      if (!deps.enabled(input.channel))
        throw new ServiceUnavailableError(
          `Sending by ${input.channel === 'sms' ? 'SMS' : 'e-mail'} is not available right now.`,
        );
      const limit = input.channel === 'sms' ? settings.smsDailyLimit : settings.emailDailyLimit;

      const queued = await deps.db.transaction(async (tx) => {
        const at = now();
        const who = { tenantId: input.tenant.id, patronId: input.patronId };
        const playerId = await deps.ownedRewardsRepository.lockPlayer(tx, who);
        if (!playerId) throw new UnauthorizedError();
        const reward = await deps.ownedRewardsRepository.findActive(
          { ...who, rewardCode: input.rewardCode, now: at },
          tx,
        );
        if (!reward) throw new RewardNotFoundError();

        const since = new Date(at.getTime() - DAY_MS);
        const sent = await deps.outboxRepository.countSince(tx, {
          tenantId: input.tenant.id,
          playerId,
          kinds: [KIND[input.channel]],
          since,
        });
        if (sent.count >= limit) {
          const freesAt = (sent.oldest?.getTime() ?? at.getTime()) + DAY_MS;
          const retryAfter = Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000));
          throw new TooManyRequestsError(
            `You can send at most ${limit} reward${limit === 1 ? '' : 's'} by ${input.channel === 'sms' ? 'SMS' : 'e-mail'} a day.`,
            retryAfter,
          );
        }

        const facts = {
          brandName: input.tenant.name,
          rewardName: reward.name,
          rewardCode: reward.rewardCode,
          expiresAt: reward.expiresAt,
        };
        const text =
          input.channel === 'sms'
            ? { subject: null, body: rewardSmsText(input.language, facts) }
            : rewardEmailText(input.language, facts);
        return deps.outboxRepository.enqueue(tx, {
          tenantId: input.tenant.id,
          playerId,
          kind: KIND[input.channel],
          channel: input.channel,
          recipient: input.recipient,
          fromName: input.tenant.name,
          ...text,
        });
      });
      deps.afterCommit();
      return queued;
    },
  };
}
export type RewardInvitationsService = ReturnType<typeof createRewardInvitationsService>;
