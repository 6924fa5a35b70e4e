import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { OAuthError } from '../../../lib/errors';
import type { PendingSuccess } from '../throttle/sign-in-throttle.service';
import type { RefreshTokenRow, RefreshTokensRepository } from './refresh-tokens.repository';

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type RotationResult =
  { ok: true; row: RefreshTokenRow } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export function createRefreshTokensService(deps: {
  refreshTokensRepository: RefreshTokensRepository;
  ttlSeconds: number;
  /** Absolute lifetime of a family: rotation never extends a sign-in past its start plus this. */
  familyMaxAgeSeconds: number;
}) {
  const repo = deps.refreshTokensRepository;
  const familyMaxAgeSeconds = deps.familyMaxAgeSeconds;
  return {
    /**
     * Issues a token: a new family, or the successor in `familyId`. A successor of a family revoked
     * meanwhile (logout or password change racing the refresh) is refused with invalid_grant. A
     * sign-in's `signInSuccess` is recorded first, in the same statement as a new family. Should
     * anything throw before that, it is still pending: the caller records it on every way out (the
     * token endpoint does, with recordingSuccess; a second record does nothing).
     */
    async issue(input: {
      tenantId: string;
      playerId: string;
      clientId: string | undefined;
      familyId?: string;
      signInSuccess?: PendingSuccess;
    }) {
      const token = randomBytes(32).toString('base64url');
      const row = {
        tenantId: input.tenantId,
        playerId: input.playerId,
        clientId: input.clientId,
        tokenHash: hashRefreshToken(token),
        ttlSeconds: deps.ttlSeconds,
        familyMaxAgeSeconds,
      };
      if (!input.familyId) {
        const first = { ...row, familyId: randomUUID() };
        if (input.signInSuccess) await input.signInSuccess.record(repo.firstTokenWrite(first));
        else await repo.insertFirst(first);
        return token;
      }
      await input.signInSuccess?.record();
      if (!(await repo.insertSuccessor({ ...row, familyId: input.familyId }))) {
        throw new OAuthError('invalid_grant', 'The refresh token has been revoked.');
      }
      return token;
    },

    /**
     * Spends the token; presenting an already spent one revokes its whole family
     * (docs/design.md#identity-and-sessions).
     */
    async consume(tenantId: string, token: string): Promise<RotationResult> {
      const hash = hashRefreshToken(token);
      const row = await repo.consume(tenantId, hash, familyMaxAgeSeconds);
      if (row) return { ok: true, row };
      const existing = await repo.findByHash(tenantId, hash);
      if (!existing) return { ok: false, reason: 'unknown' };
      if (existing.revokedAt || existing.family?.revokedAt) return { ok: false, reason: 'revoked' };
      if (existing.usedAt) {
        await repo.revokeFamily(tenantId, existing.familyId);
        return { ok: false, reason: 'reused' };
      }
      const familyEnd = existing.family
        ? existing.family.createdAt.getTime() + familyMaxAgeSeconds * 1000
        : 0;
      if (Math.min(existing.expiresAt.getTime(), familyEnd) <= Date.now()) {
        return { ok: false, reason: 'expired' };
      }
      return { ok: false, reason: 'revoked' };
    },

    async revokeAllForPlayer(tenantId: string, playerId: string): Promise<void> {
      await repo.revokeAllForPlayer(tenantId, playerId);
    },

    async revoke(tenantId: string, token: string): Promise<void> {
      const existing = await repo.findByHash(tenantId, hashRefreshToken(token));
      if (existing) await repo.revokeFamily(tenantId, existing.familyId);
    },
  };
}
export type RefreshTokensService = ReturnType<typeof createRefreshTokensService>;
