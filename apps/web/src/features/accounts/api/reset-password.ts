import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/product.md#accounts POST /api/profile/resetPassword {username}: 202 whether or not the account exists.
 */
export async function resetPassword(username: string): Promise<void> {
  await http.request(paths.resetPassword, {
    method: 'POST',
    json: { username },
    anonymous: true,
    suppressErrors: true,
  });
}
