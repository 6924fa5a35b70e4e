/**
 * docs/product.md#sign-in: the first 401 triggers one refresh; every other caller waits on the same promise.
 * Resolves to the new access token, or null when no token was produced.
 */
export function createTokenRefresher(refresh: () => Promise<string | null>) {
  let inFlight: Promise<string | null> | null = null;
  return {
    refresh(): Promise<string | null> {
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    pending(): Promise<string | null> | null {
      return inFlight;
    },
  };
}
