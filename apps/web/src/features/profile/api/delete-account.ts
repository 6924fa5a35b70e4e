import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/product.md#accounts DELETE /api/profile/: 202; sign-in stops at once, personal data is masked later.
 */
export async function deleteAccount(): Promise<void> {
  await http.request(paths.profile, { method: 'DELETE', suppressErrors: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
