import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Binds an IdP sign-in to the browser that started it (login CSRF): the start answer sets an
 * HttpOnly cookie holding a random value, and only its hash is kept with the auth request. A
 * stranger's callback link carries the state but not the cookie, so its code grant is refused.
 * One cookie per state, so two tabs signing in at once do not overwrite each other.
 */
export const IDP_BINDING_PATH = '/oauth/token';
const COOKIE_PREFIX = 'idp_';
const NAME_LENGTH = 22;

export const newBrowserBinding = () => randomBytes(32).toString('base64url');

export const hashBrowserBinding = (value: string) => createHash('sha256').update(value).digest('base64url');

export function bindingCookieName(state: string): string {
  return `${COOKIE_PREFIX}${hashBrowserBinding(`state:${state}`).slice(0, NAME_LENGTH)}`;
}

export function bindingCookie(input: {
  state: string;
  value: string;
  secure: boolean;
  maxAgeSeconds: number;
}) {
  const attributes = [
    `${bindingCookieName(input.state)}=${input.value}`,
    `Path=${IDP_BINDING_PATH}`,
    `Max-Age=${input.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(input.secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}

export function readBindingCookie(cookieHeader: string | undefined, state: string): string | undefined {
  if (!cookieHeader) return undefined;
  const name = bindingCookieName(state);
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** True only when the presented cookie value hashes to what the auth request stored. */
export function matchesBrowserBinding(presented: string | undefined, storedHash: string | null): boolean {
  if (!presented || !storedHash) return false;
  const given = Buffer.from(hashBrowserBinding(presented));
  const expected = Buffer.from(storedHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
