import { externalLoginResponseSchema, type ExternalLinkWithIdpBody, type Profile } from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

/**
 * docs/product.md#sign-in POST /api/externalAuth/linkWithOkta {patronNumber, email, password}: proves the
 * account and answers the IdP's {redirectUrl}; the code that comes back to '{idp}-token' links and signs in.
 */
export async function startOktaLink(body: ExternalLinkWithIdpBody): Promise<string> {
  const answer = await http.request(paths.externalAuth('linkWithOkta'), {
    method: 'POST',
    json: body,
    suppressErrors: true,
  });
  return externalLoginResponseSchema.parse(answer).redirectUrl;
}

/** DELETE /api/externalAuth/unlinkOktaAcc: 204. */
export async function unlinkOkta(): Promise<void> {
  await http.request(paths.unlinkOkta, { method: 'DELETE', suppressErrors: true });
}

export function useUnlinkOkta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkOkta,
    onSuccess: () =>
      queryClient.setQueryData<Profile>(playerKeys.profile(), (profile) =>
        profile ? { ...profile, hasOktaProfile: false } : profile,
      ),
  });
}
