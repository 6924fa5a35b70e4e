import { TooManyRequestsError } from '../../lib/errors';

export const DAY_MS = 24 * 3600_000;

/** 429 once `sent` in the last day reaches `limit`, retried when its oldest message leaves the day. */
export function refuseOverDailyCap(
  sent: { count: number; oldest: Date | null },
  limit: number,
  at: Date,
  message: string,
): void {
  if (sent.count < limit) return;
  const freesAt = (sent.oldest?.getTime() ?? at.getTime()) + DAY_MS;
  const retryAfter = Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000));
  throw new TooManyRequestsError(message, retryAfter);
}
