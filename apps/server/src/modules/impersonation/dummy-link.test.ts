import { describe, expect, it } from 'vitest';
import {
  createDummyHash,
  createLinkTicket,
  deriveDummyLinkSecret,
  verifyDummyHash,
  verifyLinkTicket,
} from './dummy-link';
import { createDeviceHash, deriveTerminalSecret } from '../sign-in/identity/device-hash';

const secret = deriveDummyLinkSecret('a-master-secret-0123456789', 'naskila');
const now = 1_800_000_000;

describe('dummy link hash', () => {
  it('accepts its own hash for 60 s and nothing else', () => {
    const h = createDummyHash({ secret, patronId: '7080001', unixSeconds: now });
    expect(verifyDummyHash({ secret, patronId: '7080001', h, now: now + 60 })).toEqual({
      ok: true,
      issuedAt: now,
    });
    expect(verifyDummyHash({ secret, patronId: '7080001', h, now: now + 61 })).toMatchObject({ ok: false });
    expect(verifyDummyHash({ secret, patronId: '7080002', h, now })).toMatchObject({ ok: false });
    const coyote = deriveDummyLinkSecret('a-master-secret-0123456789', 'coyote');
    expect(verifyDummyHash({ secret: coyote, patronId: '7080001', h, now })).toMatchObject({ ok: false });
  });

  it('is not a kiosk device hash: a terminal named "dummy" cannot sign one', () => {
    const terminal = deriveTerminalSecret('a-master-secret-0123456789', 'naskila', 'dummy');
    const h = createDeviceHash({
      secret: terminal,
      patronId: '7080001',
      terminalId: 'dummy',
      unixSeconds: now,
    });
    expect(verifyDummyHash({ secret, patronId: '7080001', h, now })).toMatchObject({ ok: false });
  });
});

describe('link ticket', () => {
  it('is valid 10 min for its patron only and cannot be altered', () => {
    const ticket = createLinkTicket({ secret, patronId: '7080001', now });
    expect(verifyLinkTicket({ secret, patronId: '7080001', ticket, now: now + 599 })).toMatchObject({
      ok: true,
      expiresAt: now + 600,
    });
    expect(verifyLinkTicket({ secret, patronId: '7080001', ticket, now: now + 600 })).toEqual({ ok: false });
    expect(verifyLinkTicket({ secret, patronId: '7080002', ticket, now })).toEqual({ ok: false });
    const [exp, nonce, mac] = ticket.split('.');
    const later = `${Number(exp) + 3600}.${nonce}.${mac}`;
    expect(verifyLinkTicket({ secret, patronId: '7080001', ticket: later, now })).toEqual({ ok: false });
    expect(verifyLinkTicket({ secret, patronId: '7080001', ticket: 'garbage', now })).toEqual({ ok: false });
  });
});
