import { profileSchema, type Profile, type updateProfileBodySchema } from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';
import { playerKeys } from '../../../shared/api/player/player-keys';

export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;

/**
 * docs/product.md#profile PUT /api/profile/: only what PlayerProfileSettings allows; answers the new profile.
 */
export async function updateProfile(body: UpdateProfileInput): Promise<Profile> {
  const answer = await http.request(paths.profile, { method: 'PUT', json: body, suppressErrors: true });
  return profileSchema.parse(answer);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(playerKeys.profile(), profile),
  });
}
