import type { ExternalTier, Offer, Profile, Reward } from '@patron/contracts';
import { vi } from 'vitest';
import { jsonResponse } from './render';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * Mocks fetch at the HTTP edge: each handler is keyed by "METHOD /path" (no query string); every
 * request is recorded, and an unknown one fails the test with a 404 that names it.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://naskila.localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const request: SeenRequest = {
      method,
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
    };
    seen.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler
      ? handler(request)
      : jsonResponse(404, { errors: [`no fake for ${method} ${url.pathname}`] });
  });
  const calls = (method: string, pathname: string) =>
    seen.filter((request) => request.method === method && request.url.pathname === pathname);
  return { seen, calls, fetchMock };
}

export function signInForTests(): void {
  localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
}

export const testProfile: Profile = {
  id: '1001',
  externalId: 'EXT-1',
  username: 'demo',
  email: 'demo@example.test',
  phoneNumber: '+1 555 0100',
  firstName: 'Dee',
  lastName: 'Mo',
  isVerified: true,
  address: { city: null, addressLine1: null, addressLine2: null, zipCode: null, countryId: null },
  hasFacebookProfile: false,
  hasGoogleProfile: false,
};

export const testTier: ExternalTier = {
  pointsBalance: 25_000,
  pointToDollarsRate: 0.01,
  currentCardLevelNumber: 2,
  tierName: 'Gold',
  tierCredits: 3_800,
  periodEndsAt: '2026-12-31T23:59:59.000Z',
  nextTier: { number: 3, name: 'Platinum', creditsRequired: 5_000 },
  creditsToNextTier: 1_200,
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function testReward(overrides: Partial<Reward> = {}): Reward {
  return {
    id: 'r1',
    rewardCode: 'NSK-1001',
    name: 'Dinner for two',
    expirationDate: inDays(30),
    description: 'At the steakhouse',
    imageUrl: null,
    offerId: 'o-dinner',
    value: 1_500,
    status: 'active',
    hot: false,
    ...overrides,
  };
}

export function testOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'o-spa',
    name: 'Spa day',
    description: 'A day at the spa',
    imageUrl: null,
    cost: 2_000,
    minTier: 1,
    validUntil: null,
    category: 'hotel',
    available: true,
    unavailableReason: null,
    ...overrides,
  };
}

export { inDays };
