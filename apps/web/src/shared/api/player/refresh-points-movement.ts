import type { QueryClient } from '@tanstack/react-query';
import { pointsMovementKeys } from './player-keys';

/** Refetches what a redeem or a swap changes: points, tier progress, the rewards and the catalogue. */
export function refreshPointsMovement(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(pointsMovementKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * When the server confirms a pending redeem or swap: its reconciler asks the casino system on its own,
 * every half minute by default (docs/casino-system.md#writes). The lists are asked again a few times
 * after that, so the reward shows up without the player doing anything.
 */
export const PENDING_FOLLOW_UPS_MS = [35_000, 70_000, 140_000] as const;

/** Refreshes now (the answer) and again at each follow-up. */
export function refreshUntilConfirmed(
  queryClient: QueryClient,
  followUps: readonly number[] = PENDING_FOLLOW_UPS_MS,
): Promise<unknown> {
  for (const delay of followUps) setTimeout(() => void refreshPointsMovement(queryClient), delay);
  return refreshPointsMovement(queryClient);
}
