import { BRANDS } from '@patron/contracts';
import { DEV_REMOTE_AUTH_SECRET } from '../config';
import {
  createRemoteAuthTokens,
  deriveDevRemoteAuthKeys,
  type RemoteAuthKey,
} from '../modules/sign-in/identity/remote-auth-token';

/**
 * Mints an r_token as a host system would (dev and e2e only). Without `key` it signs with the
 * brand's dev key (kid `dev-{brand}`), which the server accepts only outside production.
 */
export async function mintRToken(input: {
  patronId: string;
  brand: string;
  clientId?: string;
  key?: RemoteAuthKey;
  ttlSeconds?: number;
}): Promise<string> {
  const key = input.key ?? devRemoteAuthKey(input.brand);
  const tokens = createRemoteAuthTokens({
    keys: [key],
    ...(input.ttlSeconds ? { ttlSeconds: input.ttlSeconds } : {}),
  });
  const { token } = await tokens.issue({
    kid: key.kid,
    patronId: input.patronId,
    brand: input.brand,
    clientId: input.clientId ?? 'host-system',
  });
  return token;
}

export function devRemoteAuthKey(brand: string): RemoteAuthKey {
  const key = deriveDevRemoteAuthKeys(DEV_REMOTE_AUTH_SECRET, BRANDS).find((k) => k.brands.includes(brand));
  if (!key) throw new RangeError(`unknown brand ${brand}`);
  return key;
}
