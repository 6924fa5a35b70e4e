import { OAuthError } from '../../../lib/errors';
import { isIdentityVerificationError } from './identity-error';

/**
 * Maps an identity adapter failure to the grant's answer: the provider being down is our problem
 * (503), anything else is a credential that does not verify (invalid_grant).
 */
export function toGrantError(error: unknown, providerLabel: string): OAuthError {
  if (error instanceof OAuthError) return error;
  if (!isIdentityVerificationError(error)) throw error;
  if (error.reason === 'provider_unavailable' || error.reason === 'provider_misconfigured') {
    return new OAuthError(
      'server_error',
      `${providerLabel} could not be reached; please try again later.`,
      503,
    );
  }
  if (error.reason === 'expired')
    return new OAuthError('invalid_grant', `The ${providerLabel} sign-in has expired.`);
  return new OAuthError('invalid_grant', `The ${providerLabel} sign-in could not be verified.`);
}
