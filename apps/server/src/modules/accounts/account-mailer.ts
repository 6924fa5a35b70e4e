import type { Language } from '@patron/contracts';
import type { Queryable } from '../../db/client';
import { ServiceUnavailableError } from '../../lib/errors';
import type { OutboxRepository } from '../messages/outbox.repository';
import {
  accountMailText,
  contactChangedSmsText,
  recoverySmsText,
  type AccountMailKind,
  type MailFacts,
} from './account-mail-text';

/** Who a request is from: the tenant, its portal origin (for links), its address and language. */
export type AccountCaller = {
  tenant: { id: string; name: string; clientHash: string };
  origin: string;
  address: string;
  /** The request's Locale header, when it named a supported language. */
  language: Language | undefined;
};

export type AccountMessage = {
  caller: AccountCaller;
  playerId: string | null;
  /**
   * The player's own language when the request did not name one (docs/product.md#validation fallback en-US).
   */
  playerLanguage?: string | null;
  recipient: string;
  facts: Omit<MailFacts, 'brandName'>;
};

export const languageFor = (caller: AccountCaller, playerLanguage?: string | null): Language =>
  caller.language ??
  (playerLanguage === 'es-MX' || playerLanguage === 'en-ZW' || playerLanguage === 'en-US'
    ? playerLanguage
    : 'en-US');

/**
 * Writes account e-mails and SMS to the outbox in the caller's transaction
 * (docs/design.md#messages-and-outbox).
 */
export function createAccountMailer(deps: {
  outboxRepository: OutboxRepository;
  /** Whether a channel has a sender (production without SMTP_URL / SMS_API_URL has none). */
  enabled: (channel: 'sms' | 'email') => boolean;
}) {
  async function sms(
    tx: Queryable,
    kind: string,
    m: AccountMessage,
    text: (language: Language, facts: MailFacts) => string,
  ): Promise<void> {
    const language = languageFor(m.caller, m.playerLanguage);
    await deps.outboxRepository.enqueue(tx, {
      tenantId: m.caller.tenant.id,
      playerId: m.playerId,
      kind,
      channel: 'sms',
      recipient: m.recipient,
      fromName: m.caller.tenant.name,
      subject: null,
      body: text(language, { ...m.facts, brandName: m.caller.tenant.name }),
    });
  }

  return {
    /**
     * Refuses up front, for known and unknown accounts alike, a call whose link could never be
     * delivered: better a clear 503 than a promise of an e-mail that will not come.
     */
    assertEnabled(channel: 'sms' | 'email'): void {
      if (!deps.enabled(channel))
        throw new ServiceUnavailableError(
          `Sending by ${channel === 'sms' ? 'SMS' : 'e-mail'} is not available right now.`,
        );
    },

    async email(tx: Queryable, kind: AccountMailKind, m: AccountMessage): Promise<void> {
      const language = languageFor(m.caller, m.playerLanguage);
      const text = accountMailText(language, kind, { ...m.facts, brandName: m.caller.tenant.name });
      await deps.outboxRepository.enqueue(tx, {
        tenantId: m.caller.tenant.id,
        playerId: m.playerId,
        kind: `account-${kind}`,
        channel: 'email',
        recipient: m.recipient,
        fromName: m.caller.tenant.name,
        ...text,
      });
    },

    recoverySms: (tx: Queryable, m: AccountMessage) =>
      sms(tx, 'account-recover-username-sms', m, recoverySmsText),

    contactChangedSms: (tx: Queryable, m: AccountMessage) =>
      sms(tx, 'account-contact-changed-sms', m, contactChangedSmsText),
  };
}
export type AccountMailer = ReturnType<typeof createAccountMailer>;
