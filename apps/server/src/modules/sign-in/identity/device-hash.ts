import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/design.md#identity-and-sessions: h = {unixSeconds}.{base64url(HMAC-SHA256(secret,
// "{patronId}:{terminalId}:{unixSeconds}"))}
const DEVICE_HASH_PATTERN = /^(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
const MAX_FUTURE_SKEW_SECONDS = 5;

/**
 * Each terminal's own secret, derived from the master (KIOSK_TERMINAL_SECRET) at seeding: the
 * signed message does not name the tenant, so a shared secret would let one brand's kiosk link
 * sign in at every other brand that has the same terminal and patron ids.
 */
export function deriveTerminalSecret(masterSecret: string, brand: string, terminalId: string): string {
  return createHmac('sha256', masterSecret).update(`terminal:${brand}:${terminalId}`).digest('base64url');
}

export type DeviceHashFailure = 'malformed' | 'expired' | 'future' | 'mismatch';
export type DeviceHashResult = { ok: true; issuedAt: number } | { ok: false; reason: DeviceHashFailure };

type DeviceHashSubject = { secret: string | Uint8Array; patronId: string; terminalId: string };

// A ':' inside an id would let "a:b" + "c" and "a" + "b:c" sign the same message.
const hasSeparator = (value: string): boolean => value.includes(':');

const sign = ({ secret, patronId, terminalId }: DeviceHashSubject, unixSeconds: string): Buffer =>
  createHmac('sha256', secret).update(`${patronId}:${terminalId}:${unixSeconds}`).digest();

export function createDeviceHash(input: DeviceHashSubject & { unixSeconds: number }): string {
  if (!Number.isSafeInteger(input.unixSeconds) || input.unixSeconds < 0) {
    throw new RangeError('unixSeconds must be a non-negative integer');
  }
  if (hasSeparator(input.patronId) || hasSeparator(input.terminalId)) {
    throw new RangeError('patronId and terminalId must not contain ":"');
  }
  const seconds = String(input.unixSeconds);
  return `${seconds}.${sign(input, seconds).toString('base64url')}`;
}

export function verifyDeviceHash(
  input: DeviceHashSubject & { h: string; now: number; maxAgeSeconds?: number },
): DeviceHashResult {
  const match = DEVICE_HASH_PATTERN.exec(input.h);
  const seconds = match?.[1];
  const mac = match?.[2];
  if (!seconds || !mac || hasSeparator(input.patronId) || hasSeparator(input.terminalId)) {
    return { ok: false, reason: 'malformed' };
  }
  const given = Buffer.from(mac, 'base64url');
  // The 43rd character carries 2 spare bits a decoder ignores: only the canonical spelling counts,
  // or one link could be spent four times under different spellings.
  if (given.toString('base64url') !== mac) return { ok: false, reason: 'malformed' };
  const expected = sign(input, seconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'mismatch' };
  }
  const issuedAt = Number(seconds);
  if (issuedAt > input.now + MAX_FUTURE_SKEW_SECONDS) return { ok: false, reason: 'future' };
  if (input.now - issuedAt > (input.maxAgeSeconds ?? 60)) return { ok: false, reason: 'expired' };
  return { ok: true, issuedAt };
}
