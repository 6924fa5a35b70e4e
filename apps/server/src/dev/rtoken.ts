import { DEV_REMOTE_AUTH_SECRET } from '../config';
import { createRemoteAuthTokens } from '../modules/identity/remote-auth-token';

/** Mints an r_token as a host system would (dev and e2e only); secret defaults to the dev one. */
export async function mintRToken(input: {
  patronId: string;
  brand: string;
  clientId?: string;
  secret?: string;
  ttlSeconds?: number;
}): Promise<string> {
  const tokens = createRemoteAuthTokens({
    secret: input.secret ?? DEV_REMOTE_AUTH_SECRET,
    ...(input.ttlSeconds ? { ttlSeconds: input.ttlSeconds } : {}),
  });
  const { token } = await tokens.issue({
    patronId: input.patronId,
    brand: input.brand,
    clientId: input.clientId ?? 'host-system',
  });
  return token;
}
