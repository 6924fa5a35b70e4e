import type { UpdatePasswordBody } from '@patron/contracts';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/product.md#accounts POST /api/profile/updatePassword: 204; the token is single use and every session
 * ends.
 */
export async function updatePassword(body: UpdatePasswordBody): Promise<void> {
  await http.request(paths.updatePassword, {
    method: 'POST',
    json: body,
    anonymous: true,
    suppressErrors: true,
  });
}
