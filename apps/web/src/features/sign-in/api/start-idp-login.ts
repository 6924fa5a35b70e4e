import type { externalLoginBodySchema } from '@patron/contracts';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { redirectBrowser } from './redirect-browser';

interface ExternalAuthAnswer {
  redirectUrl?: unknown;
}

/**
 * docs/product.md#sign-in: POST {auth}/api/externalAuth/{idp} starts the identity provider's login; a
 * redirectUrl in the answer sends the browser there, and a missing one is only logged.
 */
export async function startIdpLogin(idp: string): Promise<boolean> {
  const body: z.input<typeof externalLoginBodySchema> = {
    username: '',
    password: '',
    authRequestType: 'internal',
  };
  const answer = await http.request<ExternalAuthAnswer | null>(paths.externalAuth(idp), {
    method: 'POST',
    json: body,
    anonymous: true,
  });
  const redirectUrl = answer?.redirectUrl;
  if (typeof redirectUrl === 'string' && redirectUrl) return redirectBrowser(redirectUrl);
  console.error(`externalAuth/${idp} answered without a redirectUrl`, answer);
  return false;
}
