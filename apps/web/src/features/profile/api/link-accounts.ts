import {
  linkSocialAccountResponseSchema,
  type LinkSocialAccountResponse,
  type Profile,
} from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { playerKeys } from '../../../shared/api/player/player-keys';

export type LinkProvider = 'facebook' | 'google';
export const PROVIDER_PATH = { facebook: 'Facebook', google: 'Google' } as const;

/** The current password or the current PIN: a stolen access token alone must not add a way in. */
export type Proof = { password: string } | { pin: string };

export interface LinkSocialInput {
  provider: LinkProvider;
  accessToken: string;
  userId: string;
  proof: Proof;
}

/**
 * docs/product.md#sign-in POST /api/externalAuth/link{Provider}Acc {access_token, user_id} + password or pin.
 */
export async function linkSocial(input: LinkSocialInput): Promise<LinkSocialAccountResponse> {
  const answer = await http.request(paths.linkSocial(PROVIDER_PATH[input.provider]), {
    method: 'POST',
    json: { access_token: input.accessToken, user_id: input.userId, ...input.proof },
    suppressErrors: true,
  });
  return linkSocialAccountResponseSchema.parse(answer);
}

/** docs/product.md#sign-in DELETE /api/externalAuth/unlink{Provider}Acc. */
export async function unlinkSocial(provider: LinkProvider): Promise<LinkSocialAccountResponse> {
  const answer = await http.request(paths.unlinkSocial(PROVIDER_PATH[provider]), {
    method: 'DELETE',
    suppressErrors: true,
  });
  return linkSocialAccountResponseSchema.parse(answer);
}

function useApplyFlags() {
  const queryClient = useQueryClient();
  return (flags: LinkSocialAccountResponse) =>
    queryClient.setQueryData<Profile>(playerKeys.profile(), (profile) =>
      profile ? { ...profile, ...flags } : profile,
    );
}

export function useLinkSocial() {
  const apply = useApplyFlags();
  return useMutation({ mutationFn: linkSocial, onSuccess: apply });
}

export function useUnlinkSocial() {
  const apply = useApplyFlags();
  return useMutation({ mutationFn: unlinkSocial, onSuccess: apply });
}
