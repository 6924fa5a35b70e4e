import { describe, expect, it } from 'vitest';
import { createDeviceHash, verifyDeviceHash } from './device-hash';

const secret = 'kiosk-terminal-secret-0123456789abcdef';
const patronId = '100234';
const terminalId = 'KIOSK-07';
const issued = 1_767_225_600;
const h = createDeviceHash({ secret, patronId, terminalId, unixSeconds: issued });
const verify = (overrides: Partial<Parameters<typeof verifyDeviceHash>[0]> = {}) =>
  verifyDeviceHash({ h, secret, patronId, terminalId, now: issued + 10, ...overrides });

describe('device hash', () => {
  it('has the shape {unixSeconds}.{base64url HMAC-SHA256}', () => {
    expect(h).toMatch(/^1767225600\.[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a fresh hash, up to exactly 60 s old', () => {
    expect(verify()).toEqual({ ok: true, issuedAt: issued });
    expect(verify({ now: issued + 60 })).toEqual({ ok: true, issuedAt: issued });
  });

  it('rejects a hash 61 s old', () => {
    expect(verify({ now: issued + 61 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('honours a custom max age', () => {
    expect(verify({ now: issued + 20, maxAgeSeconds: 15 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a hash from the future beyond a small clock skew', () => {
    expect(verify({ now: issued - 3 }).ok).toBe(true);
    expect(verify({ now: issued - 30 })).toEqual({ ok: false, reason: 'future' });
  });

  it('rejects a tampered timestamp or signature', () => {
    expect(verify({ h: h.replace(/^\d+/, String(issued + 1)) })).toEqual({ ok: false, reason: 'mismatch' });
    const mac = h.split('.')[1] ?? '';
    const flipped = `${issued}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(verify({ h: flipped })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects another terminal, another patron or another secret', () => {
    expect(verify({ terminalId: 'KIOSK-08' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ patronId: '100235' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ secret: 'another-secret' })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it.each([
    '',
    'abc',
    `${issued}`,
    `${issued}.short`,
    `0${issued}.${'A'.repeat(43)}`,
    `-1.${'A'.repeat(43)}`,
  ])('rejects malformed input %j', (bad) => {
    expect(verify({ h: bad })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses ids containing the separator', () => {
    expect(verify({ patronId: '1:2' })).toEqual({ ok: false, reason: 'malformed' });
    expect(() => createDeviceHash({ secret, patronId: '1', terminalId: 'a:b', unixSeconds: issued })).toThrow(
      RangeError,
    );
  });
});

describe('device hash spelling', () => {
  it('accepts only the canonical base64url spelling of the MAC, so a link cannot be spent twice', () => {
    const subject = { secret: 'terminal-secret', patronId: '7080001', terminalId: 'KIOSK-01' };
    const h = createDeviceHash({ ...subject, unixSeconds: 1_800_000_000 });
    const check = (value: string) => verifyDeviceHash({ ...subject, h: value, now: 1_800_000_010 });
    expect(check(h)).toEqual({ ok: true, issuedAt: 1_800_000_000 });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(h.slice(-1));
    // The same 32 bytes spelled with other values in the two spare bits of the last character.
    const variants = [1, 2, 3].map(
      (bits) => `${h.slice(0, -1)}${alphabet[(last & ~3) | ((last + bits) & 3)]}`,
    );
    for (const variant of variants) {
      expect(Buffer.from(variant.split('.')[1] ?? '', 'base64url')).toEqual(
        Buffer.from(h.split('.')[1] ?? '', 'base64url'),
      );
      expect(check(variant)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
