import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../../tenants/tenants.repository';

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
};

/**
 * One OAuth grant (DESIGN §5: one file per grant). `handle` receives the raw body, validates it
 * itself and throws OAuthError on failure.
 */
export type Grant = {
  grantType: string;
  handle(body: Record<string, unknown>, context: GrantContext): Promise<GrantSubject>;
};
