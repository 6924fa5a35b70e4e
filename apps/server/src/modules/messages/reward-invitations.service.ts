import type { Language } from '@patron/contracts';
import type { Database } from '../../db/client';
import {
  ForbiddenError,
  RewardNotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../../lib/errors';
import { DAY_MS, refuseOverDailyCap } from './daily-cap';
import type { Channel, OutboxRepository } from './outbox.repository';
import type { OwnedRewardsRepository } from './owned-rewards.repository';
import { rewardEmailText, rewardSmsText } from './reward-invitation-text';
import { smsRecipient } from './sms-recipient';

const KIND: Record<Channel, string> = { sms: 'reward-sms', email: 'reward-email' };
const BY: Record<Channel, string> = { sms: 'SMS', email: 'e-mail' };
const TO: Record<Channel, string> = { sms: 'This number', email: 'This address' };

/**
 * What RewardsManagement metadata says about sending rewards (docs/design.md#messages-and-outbox: a
 * daily cap per player and the same cap per recipient, and the countries a reward may be texted to).
 */
export type InvitationSettings = {
  allowSms: boolean;
  allowEmail: boolean;
  smsDailyLimit: number;
  emailDailyLimit: number;
  /** ISO 3166 alpha-2, the property's own country first. */
  smsAllowedCountries: string[];
  /** The property's IANA zone (ClientAccount metadata), for the expiry date in the text. */
  timeZone?: string;
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
      if (!allowed) throw new ForbiddenError(`Sending rewards by ${BY[input.channel]} is turned off.`);
      if (!deps.enabled(input.channel))
        throw new ServiceUnavailableError(`Sending by ${BY[input.channel]} is not available right now.`);
      const limit = input.channel === 'sms' ? settings.smsDailyLimit : settings.emailDailyLimit;
      const recipient =
        input.channel === 'sms'
          ? smsRecipient(input.recipient, settings.smsAllowedCountries)
          : input.recipient;
      const rewards = (n: number) => `${n} reward${n === 1 ? '' : 's'} by ${BY[input.channel]} a day`;

      const who = { tenantId: input.tenant.id, patronId: input.patronId };
      // Looked up before the transaction: a tenant on a casino system reads its comp over HTTP, which
      // must not hold the player's lock (nor, on the embedded database, its only connection).
      const reward = await deps.ownedRewardsRepository.findActive({
        ...who,
        rewardCode: input.rewardCode,
        now: now(),
      });
      const queued = await deps.db.transaction(async (tx) => {
        const at = now();
        const playerId = await deps.ownedRewardsRepository.lockPlayer(tx, who);
        if (!playerId) throw new UnauthorizedError();
        if (!reward || reward.playerId !== playerId) throw new RewardNotFoundError();

        const window = {
          tenantId: input.tenant.id,
          kinds: [KIND[input.channel]],
          since: new Date(at.getTime() - DAY_MS),
        };
        const sentByPlayer = await deps.outboxRepository.countSince(tx, { ...window, playerId });
        refuseOverDailyCap(sentByPlayer, limit, at, `You can send at most ${rewards(limit)}.`);
        // Many accounts must not add up to a flood of one phone or mailbox: the recipient has the
        // player's cap too, counted under a lock of its own (docs/design.md#messages-and-outbox).
        const to = { recipient, channel: input.channel };
        await deps.outboxRepository.lockRecipient(tx, { tenantId: input.tenant.id, ...to });
        const sentToRecipient = await deps.outboxRepository.countSince(tx, { ...window, ...to });
        refuseOverDailyCap(
          sentToRecipient,
          limit,
          at,
          `${TO[input.channel]} can be sent at most ${rewards(limit)}.`,
        );

        const facts = {
          brandName: input.tenant.name,
          rewardName: reward.name,
          rewardCode: reward.rewardCode,
          expiresAt: reward.expiresAt,
          ...(settings.timeZone ? { timeZone: settings.timeZone } : {}),
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
          recipient,
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
