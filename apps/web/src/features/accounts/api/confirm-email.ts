import type { ConfirmEmailBody } from '@patron/contracts';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/product.md#accounts POST /api/profile/confirmEmail {hash, token}: 204, the player becomes verified.
 */
export async function confirmEmail(body: ConfirmEmailBody): Promise<void> {
  await http.request(paths.confirmEmail, {
    method: 'POST',
    json: body,
    anonymous: true,
    suppressErrors: true,
  });
}
