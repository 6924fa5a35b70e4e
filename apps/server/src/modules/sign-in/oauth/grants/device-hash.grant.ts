import { deviceHashGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../../lib/errors';
import { verifyDeviceHash } from '../../identity/device-hash';
import type { PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../throttle/sign-in-throttle.service';
import { DEFAULT_TERMINAL_ID, type TerminalsRepository } from '../../terminals/terminals.repository';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';

export const DEVICE_HASH_INVALID = 'The device link is invalid or has expired.';
const MAX_AGE_SECONDS = 60;

/**
 * docs/design.md#identity-and-sessions device_hash: a kiosk link signed with its terminal's secret, valid 60
 * s and accepted once. Every failure (unknown, disabled or other-tenant terminal, bad or old hash, replay)
 * reads the same.
 */
export function createDeviceHashGrant(deps: {
  playersRepository: PlayersRepository;
  terminalsRepository: TerminalsRepository;
  signInThrottle: SignInThrottle;
  now?: () => number;
}): Grant {
  const now = deps.now ?? Date.now;
  const invalid = () => new OAuthError('invalid_grant', DEVICE_HASH_INVALID);
  return {
    grantType: 'device_hash',
    async handle(body, { tenant }) {
      const input = parseGrantBody(deviceHashGrantSchema, body);
      const terminalId = input.terminal_id ?? DEFAULT_TERMINAL_ID;
      const terminal = await deps.terminalsRepository.findEnabled(tenant.id, terminalId);
      if (!terminal) throw invalid();
      const result = verifyDeviceHash({
        secret: terminal.secret,
        patronId: input.patron_id,
        terminalId,
        h: input.device_hash,
        now: Math.floor(now() / 1000),
        maxAgeSeconds: MAX_AGE_SECONDS,
      });
      if (!result.ok) throw invalid();
      const player = await deps.playersRepository.findByPatronId(tenant.id, input.patron_id);
      // A kiosk link is for patrons only: a manager signs in with a password.
      if (!player || player.role !== 'player') throw invalid();
      await deps.signInThrottle.assertNotLocked(tenant.id, player.id, DEVICE_HASH_INVALID);
      const spent = await deps.terminalsRepository.spend({
        kind: 'device_hash',
        credentialId: input.device_hash,
        tenantId: tenant.id,
        expiresAt: new Date((result.issuedAt + MAX_AGE_SECONDS) * 1000),
      });
      if (!spent) throw invalid();
      return { playerId: player.id, patronId: player.patronId, role: player.role };
    },
  };
}
