/** An error the CMS answers in the body (HTTP 200), see docs/casino-system.md#errors. */
export class CmsError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    /** A malformed request is the caller's bug: answered with HTTP 400 so it is loud. */
    readonly httpStatus = 200,
  ) {
    super(`${code}: ${description}`);
  }
}

export const invalidPlayer = () =>
  new CmsError('INVALIDPLAYERID', 'PlayerID / CardID is Invalid or not active');

export const invalidMessage = (why: string) => new CmsError('INVALIDMESSAGE', why, 400);
