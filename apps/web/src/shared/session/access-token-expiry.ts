/** Seconds an access token (a JWT) has left by its `exp` claim; 0 when it has none or is unreadable. */
export function accessTokenSecondsLeft(token: string | null | undefined, nowMs = Date.now()): number {
  const payload = token?.split('.')[1];
  if (!payload) return 0;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? Math.max(0, exp - nowMs / 1000) : 0;
  } catch {
    return 0;
  }
}
