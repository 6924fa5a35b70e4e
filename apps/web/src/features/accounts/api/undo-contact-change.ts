import type { UndoContactChangeBody } from '@patron/contracts';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/design.md#contact-changes POST /api/profile/undoContactChange: 204; the old e-mail or phone number
 * is back, the new password set, every session ended.
 */
export async function undoContactChange(body: UndoContactChangeBody): Promise<void> {
  await http.request(paths.undoContactChange, {
    method: 'POST',
    json: body,
    anonymous: true,
    suppressErrors: true,
  });
}
