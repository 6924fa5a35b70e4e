import { createDeviceHash, deriveTerminalSecret } from '../modules/sign-in/identity/device-hash';

export type DeviceLinkInput = {
  brand: string;
  patronId: string;
  terminalId?: string;
  /** The master KIOSK_TERMINAL_SECRET; the terminal's own secret is derived from it. */
  secret: string;
  /** Issue time; default now. */
  now?: Date | number;
  /** Default `http://{brand}.localhost:8080`. */
  origin?: string;
};

/**
 * A kiosk link as a host system would build it (docs/design.md#identity-and-sessions device_hash), for dev
 * and e2e tests.
 */
export function createDeviceLink(input: DeviceLinkInput): string {
  const terminalId = input.terminalId ?? 'KIOSK-01';
  const ms = input.now instanceof Date ? input.now.getTime() : (input.now ?? Date.now());
  const h = createDeviceHash({
    secret: deriveTerminalSecret(input.secret, input.brand, terminalId),
    patronId: input.patronId,
    terminalId,
    unixSeconds: Math.floor(ms / 1000),
  });
  const url = new URL('/device', input.origin ?? `http://${input.brand}.localhost:8080`);
  url.search = new URLSearchParams({ h, patronId: input.patronId, terminalId }).toString();
  return url.toString();
}
