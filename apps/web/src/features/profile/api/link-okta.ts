import { externalLoginResponseSchema, type ExternalLinkWithIdpBody } from '@patron/contracts';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * Spec §7 POST /api/externalAuth/linkWithOkta {patronNumber, email, password}: proves the account and
 * answers the IdP's {redirectUrl}; the code that comes back to '{idp}-token' links and signs in.
 */
export async function startOktaLink(body: ExternalLinkWithIdpBody): Promise<string> {
  const answer = await http.request(paths.externalAuth('linkWithOkta'), {
    method: 'POST',
    json: body,
    suppressErrors: true,
  });
  return externalLoginResponseSchema.parse(answer).redirectUrl;
}
