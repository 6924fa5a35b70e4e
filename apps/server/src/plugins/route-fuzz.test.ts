import { BRANDS } from '@patron/contracts';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { patronIdFor } from '../db/seed/players';
import { useSocialTestApp } from '../test/fake-providers';
import { formEncode } from '../test/fuzz-mutations';
import type { Hints } from '../test/json-schema-arbitrary';
import {
  BRAND,
  errorShapeProblem,
  headerValues,
  key,
  partsOf,
  perMethod,
  requestArb,
  seededHints,
  urlOf,
  type Auth,
} from '../test/route-fuzz-requests';

// Every route the app adds, seen as it is added (as route-schemas.test.ts sees them).
const seen = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => void seen.push(route));
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

/** Requests per route: a few in `npm test`, many in `npm run test:fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
vi.setConfig({ hookTimeout: 240_000, testTimeout: Math.max(60_000, RUNS * 2_000) });

/** Routes not fuzzed, each with its reason. */
const SKIPPED: Record<string, string> = {
  // The documentation UI's files and the OpenAPI document: static, behind the ops credential.
  'GET /docs/static/*': 'static files of the docs UI',
  'GET /docs/static/index.html': 'static file of the docs UI',
  'GET /docs/static/swagger-initializer.js': 'static file of the docs UI',
  'GET /docs/json': 'the OpenAPI document, no input',
  'GET /docs/yaml': 'the OpenAPI document, no input',
  // Dev-only wiring (docs/architecture.md#server): never registered in production.
  'GET /dev/messages': 'dev-only mail viewer',
  'GET /social/facebook': 'dev-only fake social dialog',
  'GET /social/google': 'dev-only fake social dialog',
};

/**
 * Routes that call a service this test starts none of (the identity provider's discovery): 503 in
 * the error shape is their answer while it cannot be reached.
 */
const UPSTREAM_UNAVAILABLE = new Set(['POST /api/externalAuth/:idp', 'POST /api/externalAuth/linkWithOkta']);

describe('every route, fuzzed from its schemas', () => {
  // Facebook and Google answer (a fake of both), so social grants get past the call to them.
  const t = useSocialTestApp({ facebookAppId: 'fb-app', googleClientId: 'g-client' });
  const tokens = {} as Record<Auth, string | undefined>;
  const rejections: unknown[] = [];
  let hints: Hints = {};
  const onRejection = (reason: unknown) => void rejections.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    const sign = (brand: (typeof BRANDS)[number], n: number, role: 'player' | 'manager', issuedAt?: Date) =>
      t.app.accessTokens.sign(
        { patronId: patronIdFor(BRANDS.indexOf(brand), n), brand, role, clientId: 'player-portal' },
        issuedAt ? { issuedAt, ttlSeconds: 60 } : {},
      );
    tokens.none = undefined;
    tokens.player = `Bearer ${await sign(BRAND, 1, 'player')}`;
    tokens.manager = `Bearer ${await sign(BRAND, 3, 'manager')}`;
    tokens.otherTenant = `Bearer ${await sign('coyote', 1, 'player')}`;
    tokens.expired = `Bearer ${await sign(BRAND, 1, 'player', new Date(Date.now() - 3_600_000))}`;
    tokens.garbage = 'Bearer not.a.jwt';
    hints = await seededHints(t);
  });
  afterAll(() => void process.off('unhandledRejection', onRejection));

  // The account's deletion goes last: it would leave every later signed-in request a 401.
  const routes = () =>
    seen
      .flatMap(perMethod)
      .filter((r) => !(key(r) in SKIPPED))
      .sort((a, b) => Number(key(a) === 'DELETE /api/profile/') - Number(key(b) === 'DELETE /api/profile/'));

  it('knows every route it skips, and fuzzes the rest', () => {
    const keys = new Set(seen.flatMap(perMethod).map(key));
    for (const name of Object.keys(SKIPPED)) expect(keys.has(name), `${name} no longer exists`).toBe(true);
    expect(routes().length).toBeGreaterThan(40);
  });

  it('answers every request below 500, every 4xx in the documented error shape', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const parts = partsOf(route);
      const property = fc.asyncProperty(requestArb(route, parts, hints), async (req) => {
        const url = urlOf(route, req);
        const auth = tokens[req.auth];
        const body =
          req.body === undefined ? undefined : req.form ? formEncode(req.body) : JSON.stringify(req.body);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...headerValues(req.headers),
            host: req.host,
            ...(auth ? { authorization: auth } : {}),
            ...(body === undefined
              ? {}
              : { 'content-type': req.form ? 'application/x-www-form-urlencoded' : 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        const label = `${key(route)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        const upstream = res.statusCode === 503 && UPSTREAM_UNAVAILABLE.has(key(route));
        if (res.statusCode >= 500 && !upstream) throw new Error(label);
        if (res.statusCode >= 400) {
          const parsed: unknown = (() => {
            try {
              return res.json();
            } catch {
              return undefined;
            }
          })();
          const problem = errorShapeProblem(url, parsed);
          if (problem) throw new Error(`${label}: ${problem}`);
        }
      });
      const run = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      if (run.failed) {
        const cause =
          run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
        const example = fc.stringify(run.counterexample).slice(0, 600);
        failures.push(`${key(route)}: ${cause}\n  seed ${run.seed}, request ${example}`);
      }
    }
    expect(failures).toEqual([]);
    expect(rejections).toEqual([]);
  });
});
