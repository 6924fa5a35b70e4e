import type { RewardChangeOutcome, SwapRewardBody } from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isPendingChange, parseRewardChangeOutcome } from '../../../shared/api/player/reward-change-outcome';
import {
  refreshPointsMovement,
  refreshUntilConfirmed,
} from '../../../shared/api/player/refresh-points-movement';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export interface SwapRewardRequest {
  body: SwapRewardBody;
  /** The same key on a retry of the same attempt (docs/design.md#ledger-and-money-like-state). */
  idempotencyKey: string;
}

export async function swapReward({ body, idempotencyKey }: SwapRewardRequest): Promise<RewardChangeOutcome> {
  const result = await http.request(paths.swap, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return parseRewardChangeOutcome(result);
}

/** Swapping gives back one reward, adds another and may draw points: every such list is refetched. */
export function useSwapReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapReward,
    // A pending answer: the reward appears once the server has confirmed it, so the lists are asked again.
    onSettled: (outcome) =>
      outcome && isPendingChange(outcome)
        ? refreshUntilConfirmed(queryClient)
        : refreshPointsMovement(queryClient),
  });
}
