import type { signUpBodySchema } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export type SignUpBody = z.input<typeof signUpBodySchema>;

/** docs/product.md#accounts POST /api/players/signup/ext: 201 {accepted} and a confirmation e-mail, the same
 * answer when the e-mail or username is taken (docs/design.md#account-calls). */
export async function signUp(body: SignUpBody): Promise<void> {
  await http.request(paths.signUp, { method: 'POST', json: body, anonymous: true, suppressErrors: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
