/**
 * What a swap costs beyond the returned reward's value, or what of that value the player gives up
 * (docs/product.md#redeem-and-swap: the difference in cost comes from points; a cheaper offer
 * gives nothing back).
 */
export type SwapDifference =
  { kind: 'costsMore'; points: number } | { kind: 'givesUp'; points: number } | { kind: 'even' };

export function swapDifference(offerCost: number, rewardValue: number): SwapDifference {
  if (offerCost > rewardValue) return { kind: 'costsMore', points: offerCost - rewardValue };
  if (offerCost < rewardValue) return { kind: 'givesUp', points: rewardValue - offerCost };
  return { kind: 'even' };
}
