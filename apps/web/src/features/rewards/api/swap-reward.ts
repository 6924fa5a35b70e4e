import { rewardChangeResultSchema, type RewardChangeResult, type SwapRewardBody } from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsMovementKeys } from '../../../shared/api/player/player-keys';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export interface SwapRewardRequest {
  body: SwapRewardBody;
  /** The same key on a retry of the same attempt (docs/design.md#ledger-and-money-like-state). */
  idempotencyKey: string;
}

export async function swapReward({ body, idempotencyKey }: SwapRewardRequest): Promise<RewardChangeResult> {
  const result = await http.request(paths.swap, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return rewardChangeResultSchema.parse(result);
}

/** Swapping gives back one reward, adds another and may draw points: every such list is refetched. */
export function useSwapReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapReward,
    onSettled: () =>
      Promise.all(pointsMovementKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
