import { expect } from 'vitest';
import { createDummyHash, deriveDummyLinkSecret } from './dummy-link';
import type { TestApp } from '../../test/test-app';

export const MANAGER = { username: 'manager', password: 'Manager#2026' };

let lastIssued = 0;

/**
 * The h a host system signs for this patron (docs/design.md#identity-and-sessions), `ageSeconds` ago. Without
 * an age each call takes a distinct second of the last minute: two links of one second are the same link,
 * spent once.
 */
export function dummyHash(t: TestApp, brand: string, patronId: string, ageSeconds?: number): string {
  const now = Math.floor(Date.now() / 1000);
  let unixSeconds = now - (ageSeconds ?? 0);
  if (ageSeconds === undefined) {
    unixSeconds = Math.max(now - 50, lastIssued + 1);
    lastIssued = unixSeconds;
  }
  return createDummyHash({
    secret: deriveDummyLinkSecret(t.config.impersonationLinkSecret ?? '', brand),
    patronId,
    unixSeconds,
  });
}

export function verifyLink(t: TestApp, body: unknown, brand = 'naskila') {
  return t.app.inject({
    method: 'POST',
    url: '/api/impersonation/link',
    headers: { host: `${brand}.localhost` },
    payload: body as Record<string, string>,
  });
}

/** A fresh /dummy link for the patron, verified: its single-use ticket. */
export async function linkTicket(t: TestApp, patronId = '7080001', brand = 'naskila'): Promise<string> {
  const res = await verifyLink(t, { h: dummyHash(t, brand, patronId), patronId }, brand);
  expect(res.statusCode).toBe(200);
  return res.json<{ ticket: string }>().ticket;
}

export function exchange(t: TestApp, fields: Record<string, string>, brand = 'naskila') {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host: `${brand}.localhost`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'token-exchange',
      client_id: 'player-portal',
      impersonated_sub: '7080001@naskila',
      reason: 'Patron asked for help at the desk',
      ...fields,
    }).toString(),
  });
}
