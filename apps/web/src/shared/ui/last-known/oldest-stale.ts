import type { LastKnown } from '@patron/contracts';

/**
 * Of the answers a screen shows, whether any came from a last-known copy and, if so, the oldest
 * `asOf` among them (what the notice must own up to). Fresh answers carry neither mark.
 */
export function oldestStale(
  answers: readonly (LastKnown | null | undefined)[],
): { stale: false } | { stale: true; asOf: string | undefined } {
  const stale = answers.filter((answer): answer is LastKnown => answer?.stale === true);
  if (stale.length === 0) return { stale: false };
  const times = stale.flatMap((answer) => (answer.asOf ? [answer.asOf] : []));
  const asOf = times.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return { stale: true, asOf };
}
