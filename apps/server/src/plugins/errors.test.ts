import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  IdempotencyConflictError,
  IdempotencyMismatchError,
  InsufficientPointsError,
  NotFoundError,
  OfferNotFoundError,
  OfferSoldOutError,
  RewardNotFoundError,
  ServiceUnavailableError,
  TierTooLowError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  WrongBirthdateError,
} from '../lib/errors';
import errorsPlugin from './errors';

const CASES: [Error, number][] = [
  [new ValidationError('bad'), 400],
  [new UnauthorizedError(), 401],
  [new ForbiddenError('no'), 403],
  [new TierTooLowError(3), 403],
  [new WrongBirthdateError(), 403],
  [new NotFoundError('gone'), 404],
  [new OfferNotFoundError(), 404],
  [new RewardNotFoundError(), 404],
  [new ConflictError('clash'), 409],
  [new InsufficientPointsError(10, 5), 409],
  [new OfferSoldOutError(), 409],
  [new IdempotencyConflictError(), 409],
  [new IdempotencyMismatchError(), 422],
  [new TooManyRequestsError('slow down', 30), 429],
  [new ServiceUnavailableError('later'), 503],
];

describe('the one error handler', () => {
  it('maps each domain error to its status and the {errors} shape', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/fail/:i', async (request) => {
      throw CASES[Number((request.params as { i: string }).i)]![0];
    });
    for (const [i, [error, status]] of CASES.entries()) {
      const res = await app.inject({ method: 'GET', url: `/fail/${i}` });
      expect(res.statusCode, error.constructor.name).toBe(status);
      expect(res.json(), error.constructor.name).toEqual({ errors: [error.message] });
    }
    const unauthorized = await app.inject({ method: 'GET', url: '/fail/1' });
    expect(unauthorized.headers['www-authenticate']).toBe('Bearer');
    const tooMany = await app.inject({ method: 'GET', url: '/fail/13' });
    expect(tooMany.headers['retry-after']).toBe('30');
    expect(new InsufficientPointsError(10, 5).message).toMatch(/needs 10.*balance is 5/);
    await app.close();
  });

  it('answers RFC 6749 bodies under /oauth and at /revoke (its other path), {errors} elsewhere', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    for (const url of ['/oauth/revoke/', '/revoke/', '/revoked/']) app.post(url, async () => ({}));
    const send = (url: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{' });
    for (const url of ['/oauth/revoke/', '/revoke/', '/revoke/?logout=1']) {
      const res = await send(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    }
    const elsewhere = await send('/revoked/');
    expect(elsewhere.json()).toEqual({ errors: [expect.any(String)] });
    await app.close();
  });
});
