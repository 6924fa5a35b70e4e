export type IdentityVerificationReason =
  | 'malformed'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'subject'
  | 'expired'
  | 'nonce'
  | 'state'
  | 'invalid_token'
  | 'invalid_grant'
  | 'provider_unavailable'
  | 'provider_misconfigured';

/**
 * Thrown by every identity adapter. The message is fixed per reason so that nothing from a provider
 * or a library (URLs with secrets, token fragments, stack details) reaches a caller or a log line.
 */
export class IdentityVerificationError extends Error {
  override readonly name = 'IdentityVerificationError';

  constructor(
    readonly reason: IdentityVerificationReason,
    readonly detail?: string,
  ) {
    super(`identity verification failed: ${reason}`);
  }
}

export const isIdentityVerificationError = (error: unknown): error is IdentityVerificationError =>
  error instanceof IdentityVerificationError;
