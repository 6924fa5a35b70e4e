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
});
