import type { RedeemOfferBody, RewardChangeOutcome } from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isPendingChange, parseRewardChangeOutcome } from '../../../shared/api/player/reward-change-outcome';
import {
  refreshPointsMovement,
  refreshUntilConfirmed,
} from '../../../shared/api/player/refresh-points-movement';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export interface RedeemOfferRequest {
  body: RedeemOfferBody;
  /** The same key on a retry of the same attempt (docs/design.md#ledger-and-money-like-state). */
  idempotencyKey: string;
}

export async function redeemOffer({
  body,
  idempotencyKey,
}: RedeemOfferRequest): Promise<RewardChangeOutcome> {
  const result = await http.request(paths.redeem, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return parseRewardChangeOutcome(result);
}

/** Balance, rewards and the catalogue refresh without a reload once the points have moved. */
export function useRedeemOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemOffer,
    // A pending answer: the reward appears once the server has confirmed it, so the lists are asked again.
    onSettled: (outcome) =>
      outcome && isPendingChange(outcome)
        ? refreshUntilConfirmed(queryClient)
        : refreshPointsMovement(queryClient),
  });
}
