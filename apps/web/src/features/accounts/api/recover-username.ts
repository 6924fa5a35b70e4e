import { recoveryPlayerResponseSchema, type RecoveryPlayerQuery } from '@patron/contracts';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/product.md#accounts POST /api/profile/recoveryPlayerLink {identifier}: 202 whether or not it matches.
 */
export async function requestRecoveryLink(identifier: string): Promise<void> {
  await http.request(paths.recoveryPlayerLink, {
    method: 'POST',
    json: { identifier },
    anonymous: true,
    suppressErrors: true,
  });
}

/**
 * docs/product.md#accounts POST /api/profile/recoveryPlayer?identifier=&token= with no body: 200 {username}.
 */
export async function recoverUsername(input: RecoveryPlayerQuery): Promise<string> {
  const answer = await http.request(paths.recoveryPlayer(input.identifier, input.token), {
    method: 'POST',
    anonymous: true,
    suppressErrors: true,
  });
  return recoveryPlayerResponseSchema.parse(answer).username;
}
