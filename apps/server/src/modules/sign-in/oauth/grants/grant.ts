import type { FastifyRequest } from 'fastify';
import type { PendingSuccess } from '../../throttle/sign-in-throttle.service';
import type { Tenant } from '../../../tenants/tenants.repository';

export type GrantContext = {
  tenant: Tenant;
  /** client_id already checked against the allowed clients. */
  clientId: string | undefined;
  request: FastifyRequest;
};

/** Who the grant authenticated; the token endpoint turns it into an access + refresh token. */
export type GrantSubject = {
  playerId: string;
  patronId: string;
  role: 'player' | 'manager';
  /** Rotation keeps the refresh token family; a fresh login starts a new one. */
  refreshFamilyId?: string;
  /** false: answer without a refresh token (impersonation sessions cannot be extended). */
  issueRefreshToken?: false;
  /** RFC 8693 actor, `{patronId}@{brand}` of the manager acting as this patron. */
  actorSub?: string;
  /** Impersonation session id, signed as `sid`. */
  sessionId?: string;
  /** Access token lifetime when shorter than the configured one. */
  ttlSeconds?: number;
  /** Extra token-response fields: `as:client_id` (r_token), `id_token` (external IdP grants). */
  responseExtras?: { 'as:client_id'?: string; id_token?: string };
  /**
   * A password or PIN check's success, not yet recorded by the sign-in throttle: the token endpoint
   * records it in the statement that starts the refresh-token family (or alone, before answering).
   */
  signInSuccess?: PendingSuccess;
};

/**
 * One OAuth grant (docs/design.md#identity-and-sessions: one file per grant). `handle` receives the raw body,
 * validates it itself and throws OAuthError on failure.
 */
export type Grant = {
  grantType: string;
  /** For grant families such as external_{idp}_code_access: claims grant types beyond `grantType`. */
  matches?(grantType: string): boolean;
  handle(body: Record<string, unknown>, context: GrantContext): Promise<GrantSubject>;
};
