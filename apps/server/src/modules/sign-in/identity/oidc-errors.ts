import { errors as jose } from 'jose';
import { ClientError, ResponseBodyError } from 'openid-client';
import { IdentityVerificationError, type IdentityVerificationReason } from './identity-error';

const CLAIM_REASONS: Record<string, IdentityVerificationReason> = {
  aud: 'audience',
  azp: 'audience',
  iss: 'issuer',
  nonce: 'nonce',
  sub: 'subject',
};

/** Turns whatever openid-client, oauth4webapi, jose or fetch threw into a reason we can act on. */
export function toIdentityError(error: unknown): IdentityVerificationError {
  if (error instanceof IdentityVerificationError) return error;
  if (error instanceof ResponseBodyError) {
    return new IdentityVerificationError(
      error.error === 'invalid_grant' ? 'invalid_grant' : 'invalid_token',
      error.error,
    );
  }
  if (error instanceof ClientError) return fromClientError(error);
  if (error instanceof jose.JWTExpired) return new IdentityVerificationError('expired');
  if (error instanceof jose.JWTClaimValidationFailed) {
    return new IdentityVerificationError(CLAIM_REASONS[error.claim] ?? 'invalid_token', error.claim);
  }
  if (error instanceof jose.JWSSignatureVerificationFailed || error instanceof jose.JWKSNoMatchingKey) {
    return new IdentityVerificationError('signature');
  }
  if (error instanceof jose.JWKSTimeout)
    return new IdentityVerificationError('provider_unavailable', 'jwks timeout');
  if (error instanceof jose.JOSEError) return new IdentityVerificationError('malformed', error.code);
  return new IdentityVerificationError(
    'provider_unavailable',
    error instanceof Error ? error.name : undefined,
  );
}

function fromClientError(error: ClientError): IdentityVerificationError {
  const detail = error.code;
  switch (error.code) {
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      return new IdentityVerificationError(CLAIM_REASONS[claimOf(error)] ?? 'invalid_token', detail);
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return new IdentityVerificationError('expired', detail);
    case 'OAUTH_INVALID_RESPONSE':
      return new IdentityVerificationError(
        /state/.test(String(causeMessage(error))) ? 'state' : 'invalid_token',
        detail,
      );
    case 'OAUTH_HTTP_REQUEST_FORBIDDEN':
    case 'OAUTH_REQUEST_PROTOCOL_FORBIDDEN':
    case 'OAUTH_MISSING_SERVER_METADATA':
    case 'OAUTH_INVALID_SERVER_METADATA':
      return new IdentityVerificationError('provider_misconfigured', detail);
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
      return new IdentityVerificationError('provider_unavailable', detail);
    default:
      return new IdentityVerificationError(
        error.cause instanceof jose.JOSEError ? 'signature' : 'invalid_token',
        detail,
      );
  }
}

const causeOf = (error: Error): unknown => error.cause;

function claimOf(error: ClientError): string {
  const inner = causeOf(error);
  const details = inner instanceof Error ? causeOf(inner) : undefined;
  const claim = (details as { claim?: unknown } | undefined)?.claim;
  return typeof claim === 'string' ? claim : '';
}

function causeMessage(error: ClientError): string {
  const inner = causeOf(error);
  return inner instanceof Error ? inner.message : '';
}
