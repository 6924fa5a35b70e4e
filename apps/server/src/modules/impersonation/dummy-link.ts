import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createDeviceHash, verifyDeviceHash } from '../sign-in/identity/device-hash';

/**
 * docs/design.md#identity-and-sessions manager impersonation: the host system opens `/dummy?h=…&patronId=…`
 * with h = {unixSeconds}.{base64url(HMAC-SHA256(secret, "{patronId}:dummy:{unixSeconds}"))}, the device
 * hash's shape with "dummy" in the terminal's place, valid 60 s and accepted once.
 */
export const DUMMY_LINK_MAX_AGE_SECONDS = 60;
const DUMMY = 'dummy';

/** Each brand's own secret, so one property's link cannot open impersonation at another. */
export function deriveDummyLinkSecret(masterSecret: string, brand: string): string {
  return createHmac('sha256', masterSecret).update(`dummy-link:${brand}`).digest('base64url');
}

export function createDummyHash(input: { secret: string; patronId: string; unixSeconds: number }): string {
  return createDeviceHash({ ...input, terminalId: DUMMY });
}

export function verifyDummyHash(input: { secret: string; patronId: string; h: string; now: number }) {
  return verifyDeviceHash({ ...input, terminalId: DUMMY, maxAgeSeconds: DUMMY_LINK_MAX_AGE_SECONDS });
}

/**
 * A verified link becomes a ticket the manager spends on the token exchange: the link's 60 s cover
 * the host system's redirect, the ticket's 10 min a person signing in and writing a reason.
 * ticket = {exp}.{nonce}.{base64url(HMAC-SHA256(secret, "ticket:{patronId}:{exp}:{nonce}"))}
 */
export const TICKET_TTL_SECONDS = 600;
const TICKET_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const ticketMac = (secret: string, patronId: string, exp: string, nonce: string) =>
  createHmac('sha256', `ticket:${secret}`).update(`ticket:${patronId}:${exp}:${nonce}`).digest();

export function createLinkTicket(input: { secret: string; patronId: string; now: number }): string {
  const exp = String(input.now + TICKET_TTL_SECONDS);
  const nonce = randomBytes(16).toString('base64url');
  return `${exp}.${nonce}.${ticketMac(input.secret, input.patronId, exp, nonce).toString('base64url')}`;
}

export type TicketResult = { ok: true; nonce: string; expiresAt: number } | { ok: false };

export function verifyLinkTicket(input: {
  secret: string;
  patronId: string;
  ticket: string;
  now: number;
}): TicketResult {
  const [, exp, nonce, mac] = TICKET_PATTERN.exec(input.ticket) ?? [];
  if (!exp || !nonce || !mac) return { ok: false };
  const given = Buffer.from(mac, 'base64url');
  const expected = ticketMac(input.secret, input.patronId, exp, nonce);
  if (given.toString('base64url') !== mac || !timingSafeEqual(given, expected)) return { ok: false };
  if (Number(exp) <= input.now) return { ok: false };
  return { ok: true, nonce, expiresAt: Number(exp) };
}
