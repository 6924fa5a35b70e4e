import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RefreshTokenRow, RefreshTokensRepository } from './refresh-tokens.repository';

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type RotationResult =
  { ok: true; row: RefreshTokenRow } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export function createRefreshTokensService(deps: {
  refreshTokensRepository: RefreshTokensRepository;
  ttlSeconds: number;
}) {
  const repo = deps.refreshTokensRepository;
  return {
    async issue(input: {
      tenantId: string;
      playerId: string;
      clientId: string | undefined;
      familyId?: string;
    }) {
      const token = randomBytes(32).toString('base64url');
      await repo.insert({
        tenantId: input.tenantId,
        playerId: input.playerId,
        clientId: input.clientId,
        tokenHash: hashRefreshToken(token),
        familyId: input.familyId ?? randomUUID(),
        expiresAt: new Date(Date.now() + deps.ttlSeconds * 1000),
      });
      return token;
    },

    /** Spends the token; presenting an already spent one revokes its whole family (DESIGN §5). */
    async consume(tenantId: string, token: string): Promise<RotationResult> {
      const hash = hashRefreshToken(token);
      const row = await repo.consume(tenantId, hash);
      if (row) return { ok: true, row };
      const existing = await repo.findByHash(tenantId, hash);
      if (!existing) return { ok: false, reason: 'unknown' };
      if (existing.revokedAt) return { ok: false, reason: 'revoked' };
      if (existing.usedAt) {
        await repo.revokeFamily(tenantId, existing.familyId);
        return { ok: false, reason: 'reused' };
      }
      if (existing.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
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
