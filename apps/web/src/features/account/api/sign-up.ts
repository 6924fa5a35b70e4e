import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export type SignUpBody = Record<string, string | boolean | undefined>;

/** Spec §7 POST /api/players/signup/ext: 201 and a confirmation e-mail (DESIGN §10a). */
export async function signUp(body: SignUpBody): Promise<void> {
  await http.request(paths.signUp, { method: 'POST', json: body, anonymous: true, suppressErrors: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
