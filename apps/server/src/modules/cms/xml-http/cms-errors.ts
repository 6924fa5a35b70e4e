import { ServiceUnavailableError } from '../../../lib/errors';

/** What the player reads when the casino system fails (docs/design.md#casino-management-system-connector). */
export const CMS_UNAVAILABLE_MESSAGE = 'The casino system is not answering. Please try again in a minute.';

/**
 * The CMS could not be used: no answer, or an answer that is not data. A read answers its last-known copy
 * or 503; `reason` is for the log only, never for the player.
 */
export abstract class CmsFailureError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super(CMS_UNAVAILABLE_MESSAGE);
  }
}

/** Timeout, refused connection, 5xx or another unexpected HTTP status, or the circuit breaker open. */
export class CmsUnavailableError extends CmsFailureError {
  override readonly name: string = 'CmsUnavailableError';
}

/**
 * A call that never reached the CMS's logic: the breaker was open, the connection was refused, or the CMS
 * refused our key. A write that ends so did nothing, and its reservation can be let go.
 */
export class CmsNotSentError extends CmsUnavailableError {
  override readonly name = 'CmsNotSentError';
}

/** The CMS refused our API key (HTTP 401): the tenant's configuration is wrong, not the player's request. */
export class CmsApiKeyRefusedError extends CmsNotSentError {
  constructor() {
    super('HTTP 401: the CMS refused the API key');
  }
}

/** An answer that is not the CMS's XML, or a hostile one (docs/casino-system.md#hostile-answers). */
export class CmsBrokenAnswerError extends CmsFailureError {
  override readonly name = 'CmsBrokenAnswerError';
}

/** The error codes the portal acts on (docs/casino-system.md#errors); any other is a CMS failure. */
export const CMS_ERROR_CODES = [
  'INVALIDPLAYERID',
  'NORECORDS',
  'INSUFFICIENTPOINTS',
  'INVALIDCOMP',
  'PLAYERSTOPPED',
] as const;
export type CmsErrorCode = (typeof CMS_ERROR_CODES)[number];

/** A well-formed `Error` answer: the CMS is up and said no. Never counts against the circuit breaker. */
export class CmsErrorAnswer extends Error {
  override readonly name = 'CmsErrorAnswer';
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(`CMS error ${code}: ${description}`);
  }

  /** One of the documented codes, or null for a code the portal treats as a generic CMS failure. */
  get knownCode(): CmsErrorCode | null {
    return (CMS_ERROR_CODES as readonly string[]).includes(this.code) ? (this.code as CmsErrorCode) : null;
  }
}
