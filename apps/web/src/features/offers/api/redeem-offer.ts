import { rewardChangeResultSchema, type RedeemOfferBody, type RewardChangeResult } from '@patron/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsMovementKeys } from '../../../shared/api/player/player-keys';
import { http } from '../../../shared/http/http';
import { paths } from '../../../shared/http/paths';

export interface RedeemOfferRequest {
  body: RedeemOfferBody;
  /** The same key on a retry of the same attempt (docs/design.md#ledger-and-money-like-state). */
  idempotencyKey: string;
}

export async function redeemOffer({ body, idempotencyKey }: RedeemOfferRequest): Promise<RewardChangeResult> {
  const result = await http.request(paths.redeem, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return rewardChangeResultSchema.parse(result);
}

/** Balance, rewards and the catalogue refresh without a reload once the points have moved. */
export function useRedeemOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemOffer,
    onSettled: () =>
      Promise.all(pointsMovementKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
