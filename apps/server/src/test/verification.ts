import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  IdentityVerificationError,
  type IdentityVerificationReason,
} from '../modules/sign-in/identity/identity-error';

/** Expects `promise` to reject with an IdentityVerificationError of `reason`; returns the error. */
export async function expectVerificationError(
  promise: Promise<unknown>,
  reason: IdentityVerificationReason,
): Promise<IdentityVerificationError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IdentityVerificationError);
  expect((error as IdentityVerificationError).reason).toBe(reason);
  return error as IdentityVerificationError;
}

/** A URL on 127.0.0.1 whose port nothing listens on (it was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
