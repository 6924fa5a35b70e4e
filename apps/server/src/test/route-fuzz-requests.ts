import { BRANDS, METADATA_TYPES } from '@patron/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { offers, playerRewards, players, tenants } from '../db/schema/index';
import { DEMO_CARD_NUMBER, DEMO_SECRETS, patronIdFor } from '../db/seed/players';
import { DEMO_BIRTHDATES } from '../db/seed/rewards-seed';
import { brokenEscape, formEncode, mutated, pathSegment } from './fuzz-mutations';
import { arbitraryOf, jsonValue, toJsonSchema, type Hints, type JsonSchema } from './json-schema-arbitrary';
import { login, type TestApp } from './test-app';

/** What route-fuzz.test.ts sends: requests generated from a route's schemas, and the checks of the answers. */

export const BRAND = 'naskila';
const HOSTS = [`${BRAND}.localhost`, 'localhost', 'nobody.example.test'] as const;
const hostArb = fc.oneof({ weight: 8, arbitrary: fc.constant(HOSTS[0]) }, fc.constantFrom(...HOSTS));
export type Auth = 'none' | 'player' | 'manager' | 'otherTenant' | 'expired' | 'garbage';
const authArb = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Auth>('player') },
  { weight: 3, arbitrary: fc.constantFrom<Auth>('none', 'manager', 'otherTenant', 'expired', 'garbage') },
);
const tailArb = fc.oneof({ weight: 9, arbitrary: fc.constant('') }, brokenEscape);

type Part = JsonSchema | undefined;
type Parts = { params: Part; querystring: Part; body: Part; headers: Part };
export type FuzzRequest = {
  params: unknown;
  query: unknown;
  body: unknown;
  headers: unknown;
  auth: Auth;
  host: string;
  form: boolean;
  tail: string;
};

export type Route = RouteOptions & { method: string };
export const key = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;
/** One route per method (HEAD routes are the ones Fastify adds for each GET: fuzzed through it). */
export const perMethod = (r: RouteOptions): Route[] =>
  [r.method]
    .flat()
    .filter((m) => m !== 'HEAD')
    .map((method) => ({ ...r, method }));
const consumesForm = (r: RouteOptions) =>
  ((r.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'application/x-www-form-urlencoded',
  );

export function partsOf(route: RouteOptions): Parts {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return {
    params: toJsonSchema(schema.params),
    querystring: toJsonSchema(schema.querystring),
    body: toJsonSchema(schema.body),
    headers: toJsonSchema(schema.headers),
  };
}

/** Valid per the schema or mutated, about half and half; a part without a schema gets junk now and then. */
const partArb = (schema: Part, fallback: fc.Arbitrary<unknown>, hints: Hints) => {
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, fallback);
  const valid = arbitraryOf(schema, schema, hints);
  return fc.oneof(valid, mutated(valid));
};

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export function requestArb(route: Route, parts: Parts, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(route.url);
  const params = parts.params
    ? partArb(parts.params, jsonValue, hints)
    : fc.record(Object.fromEntries(names.map((n) => [n, fc.string()])));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc.record({
    params,
    query: partArb(parts.querystring, fc.dictionary(fc.string({ maxLength: 8 }), fc.string()), hints),
    body: hasBody ? partArb(parts.body, jsonValue, hints) : fc.constant(undefined),
    headers: parts.headers ? partArb(parts.headers, jsonValue, hints) : fc.constant(undefined),
    auth: authArb,
    host: hostArb,
    form: consumesForm(route) ? fc.boolean() : fc.constant(false),
    tail: tailArb,
  });
}

/** Values of the seeded data, by field name, for the generators to draw from now and then. */
export async function seededHints(t: TestApp): Promise<Hints> {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, BRAND));
  const tenantId = tenant!.id;
  const [demo] = await t.db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.username, 'demo')));
  const codes = await t.db
    .select({ code: playerRewards.rewardCode })
    .from(playerRewards)
    .where(eq(playerRewards.playerId, demo!.id))
    .limit(5);
  const offerIds = await t.db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.tenantId, tenantId))
    .limit(5);
  const { refresh_token } = await login(t.app, BRAND);
  const patron = patronIdFor(BRANDS.indexOf(BRAND), 1);
  const year = new Date().getFullYear();
  return {
    client_id: ['player-portal'],
    username: ['demo'],
    password: [DEMO_SECRETS.playerPassword],
    currentPassword: [DEMO_SECRETS.playerPassword],
    pin: [DEMO_SECRETS.pin],
    currentPin: [DEMO_SECRETS.pin],
    card_number: [DEMO_CARD_NUMBER],
    cardNumber: [DEMO_CARD_NUMBER],
    patronNumber: [patron],
    patronId: [patron],
    patron_id: [patron],
    email: [`demo@${BRAND}.example.com`],
    birthdate: [DEMO_BIRTHDATES.demo],
    rewardCode: codes.map((c) => c.code),
    id: offerIds.map((o) => o.id),
    type: [...METADATA_TYPES.slice(0, 6), METADATA_TYPES.slice(0, 3).join(',')],
    idp: ['okta'],
    year: [year, year - 1],
    refresh_token: [refresh_token],
    token: [refresh_token],
  };
}

export function urlOf(route: Route, req: FuzzRequest): string {
  const params = (typeof req.params === 'object' && req.params !== null ? req.params : {}) as Record<
    string,
    unknown
  >;
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    name in params ? pathSegment(params[name]) : 'x',
  );
  const query = req.query === undefined ? '' : formEncode(req.query);
  return `${path}${query ? `?${query}` : ''}${req.tail}`;
}

/** Header values as strings a client can send (printable Latin-1 only). */
export function headerValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) continue;
    out[name.toLowerCase()] = String(typeof v === 'object' ? JSON.stringify(v) : v)
      .replace(/[^\x20-\x7e]/g, '?')
      .slice(0, 4000);
  }
  return out;
}

/** The documented error shapes (plugins/errors.ts): RFC 6749 under /oauth, `{errors}` elsewhere. */
export function errorShapeProblem(url: string, body: unknown): string | undefined {
  // The remote service's revoke is /oauth/revoke under another path, answering as it does.
  if (url.startsWith('/oauth/') || url.startsWith('/revoke/')) {
    const b = body as { error?: unknown; error_description?: unknown };
    if (typeof b?.error !== 'string') return 'no RFC 6749 `error`';
    if (b.error_description !== undefined && typeof b.error_description !== 'string')
      return '`error_description` is no string';
    return undefined;
  }
  const errors = (body as { errors?: unknown })?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return 'no `errors` list';
  if (!errors.every((e) => typeof e === 'string')) return '`errors` holds a non-string';
  return undefined;
}
