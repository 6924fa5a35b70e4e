import type { ChangePasswordBody, ChangePinBody } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/** POST /api/profile/changePassword: 204; needs the current password. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await http.request(paths.changePassword, { method: 'POST', json: body, suppressErrors: true });
}

/** POST /api/profile/changePin: 204; needs the current PIN; weak PINs are refused. */
export async function changePin(body: ChangePinBody): Promise<void> {
  await http.request(paths.changePin, { method: 'POST', json: body, suppressErrors: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useChangePin() {
  return useMutation({ mutationFn: changePin });
}
