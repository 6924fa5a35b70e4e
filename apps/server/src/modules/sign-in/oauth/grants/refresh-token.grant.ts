import { refreshTokenGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../../lib/errors';
import type { PlayersRepository } from '../../players/players.repository';
import type { RefreshTokensService } from '../refresh-tokens.service';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';

const DESCRIPTIONS = {
  unknown: 'The refresh token is invalid.',
  expired: 'The refresh token has expired.',
  revoked: 'The refresh token has been revoked.',
  reused: 'The refresh token was already used; the session has been revoked.',
} as const;

export function createRefreshTokenGrant(deps: {
  refreshTokensService: RefreshTokensService;
  playersRepository: PlayersRepository;
}): Grant {
  return {
    grantType: 'refresh_token',
    async handle(body, { tenant }) {
      const input = parseGrantBody(refreshTokenGrantSchema, body);
      const result = await deps.refreshTokensService.consume(tenant.id, input.refresh_token);
      if (!result.ok) throw new OAuthError('invalid_grant', DESCRIPTIONS[result.reason]);
      const player = await deps.playersRepository.findById(tenant.id, result.row.playerId);
      if (!player) throw new OAuthError('invalid_grant', DESCRIPTIONS.unknown);
      return {
        playerId: player.id,
        patronId: player.patronId,
        role: player.role,
        refreshFamilyId: result.row.familyId,
      };
    },
  };
}
