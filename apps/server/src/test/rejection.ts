import { expect } from 'vitest';

/** The error a promise rejects with, asserted to be an Error, its fields readable. */
export async function rejection(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return err as Record<string, unknown>;
}

/** Every field of an error, its message included (not enumerable on Error). */
export const fieldsOf = (err: Record<string, unknown>) => ({ ...err, message: err.message });
