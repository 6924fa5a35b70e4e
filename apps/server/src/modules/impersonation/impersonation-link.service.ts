import type { ImpersonationLinkResponse } from '@patron/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { SpentCredentialsRepository } from '../sign-in/identity/player-identities.repository';
import {
  createLinkTicket,
  deriveDummyLinkSecret,
  DUMMY_LINK_MAX_AGE_SECONDS,
  TICKET_TTL_SECONDS,
  verifyDummyHash,
  verifyLinkTicket,
} from './dummy-link';

export const LINK_INVALID =
  'The impersonation link is invalid or has expired; open it again from the host system.';
export const IMPERSONATION_OFF = 'Impersonation is not configured.';

/**
 * docs/design.md#identity-and-sessions: the host system's signed /dummy link is verified (and spent) before a
 * manager may act; what it proves is carried to the token exchange as a single-use ticket.
 */
export function createImpersonationLinkService(deps: {
  /** IMPERSONATION_LINK_SECRET; undefined turns impersonation off. */
  masterSecret: string | undefined;
  spentCredentials: SpentCredentialsRepository;
  now?: () => number;
}) {
  const nowSeconds = () => Math.floor((deps.now ?? Date.now)() / 1000);
  const secretOf = (brand: string) => {
    if (!deps.masterSecret) throw new NotFoundError(IMPERSONATION_OFF);
    return deriveDummyLinkSecret(deps.masterSecret, brand);
  };

  return {
    enabled: deps.masterSecret !== undefined,

    async verifyLink(
      tenant: { id: string; brand: string },
      input: { h: string; patronId: string },
    ): Promise<ImpersonationLinkResponse> {
      const secret = secretOf(tenant.brand);
      const now = nowSeconds();
      const result = verifyDummyHash({ secret, patronId: input.patronId, h: input.h, now });
      if (!result.ok) throw new ValidationError(LINK_INVALID);
      const spent = await deps.spentCredentials.spend({
        kind: 'dummy_link',
        credentialId: input.h,
        tenantId: tenant.id,
        expiresAt: new Date((result.issuedAt + DUMMY_LINK_MAX_AGE_SECONDS) * 1000),
      });
      if (!spent) throw new ValidationError(LINK_INVALID);
      return {
        ticket: createLinkTicket({ secret, patronId: input.patronId, now }),
        expiresIn: TICKET_TTL_SECONDS,
      };
    },

    /** Checks a ticket without spending it: true when it was issued for this patron and is still valid. */
    checkTicket(tenant: { brand: string }, patronId: string, ticket: string) {
      if (!deps.masterSecret) return { ok: false as const };
      return verifyLinkTicket({ secret: secretOf(tenant.brand), patronId, ticket, now: nowSeconds() });
    },

    /** Spends a checked ticket; false when it was already used. */
    async spendTicket(tenantId: string, checked: { nonce: string; expiresAt: number }) {
      return deps.spentCredentials.spend({
        kind: 'dummy_ticket',
        credentialId: checked.nonce,
        tenantId,
        expiresAt: new Date(checked.expiresAt * 1000),
      });
    },
  };
}
export type ImpersonationLinkService = ReturnType<typeof createImpersonationLinkService>;
