import { createDummyHash, deriveDummyLinkSecret } from '../modules/impersonation/dummy-link';

export type DummyLinkInput = {
  brand: string;
  patronId: string;
  /** The master IMPERSONATION_LINK_SECRET; the brand's own secret is derived from it. */
  secret: string;
  /** Issue time; default now. */
  now?: Date | number;
  /** Default `http://{brand}.localhost:8080`. */
  origin?: string;
};

/**
 * A /dummy link as a host system would build it (docs/design.md#identity-and-sessions impersonation), for dev
 * and e2e tests.
 */
export function createDummyLink(input: DummyLinkInput): string {
  const ms = input.now instanceof Date ? input.now.getTime() : (input.now ?? Date.now());
  const h = createDummyHash({
    secret: deriveDummyLinkSecret(input.secret, input.brand),
    patronId: input.patronId,
    unixSeconds: Math.floor(ms / 1000),
  });
  const url = new URL('/dummy', input.origin ?? `http://${input.brand}.localhost:8080`);
  url.search = new URLSearchParams({ h, patronId: input.patronId }).toString();
  return url.toString();
}
