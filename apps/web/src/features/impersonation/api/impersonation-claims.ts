import { parseTokenSubject } from '@patron/contracts';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../shared/session/session-store';

export interface Impersonation {
  patronId: string;
  managerId: string;
}

function decodePayload(jwt: string): unknown {
  const segment = jwt.split('.')[1];
  if (!segment) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

const idOf = (sub: string) => parseTokenSubject(sub)?.patronId ?? sub;

/** Reads (never verifies) the RFC 8693 `act` claim the server puts on an exchanged token. */
export function impersonationFromToken(accessToken: string | undefined): Impersonation | null {
  if (!accessToken) return null;
  const payload = decodePayload(accessToken);
  if (!payload || typeof payload !== 'object' || !('sub' in payload) || !('act' in payload)) return null;
  const { sub, act } = payload;
  if (typeof sub !== 'string' || !act || typeof act !== 'object' || !('sub' in act)) return null;
  if (typeof act.sub !== 'string') return null;
  return { patronId: idOf(sub), managerId: idOf(act.sub) };
}

export function useImpersonation(): Impersonation | null {
  const accessToken = useCurrentUser()?.access_token;
  return useMemo(() => impersonationFromToken(accessToken), [accessToken]);
}
