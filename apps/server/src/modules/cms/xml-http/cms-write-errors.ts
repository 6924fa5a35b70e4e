import { ConflictError, ForbiddenError, UnauthorizedError, type DomainError } from '../../../lib/errors';
import { CmsUnavailableError } from './cms-errors';

/** What the player reads when a redemption's outcome is not known yet (the 202 of redeem and swap). */
export const PENDING_MESSAGE =
  'The casino system is confirming this. Your reward will appear in your rewards in a few minutes.';

export class CmsNotEnoughPointsError extends ConflictError {
  constructor() {
    super('Not enough points for this reward.');
  }
}

export class CmsOfferUnavailableError extends ConflictError {
  constructor() {
    super('This offer is not available right now.');
  }
}

/** A stop code forbids it: told plainly, never by the code (docs/design.md#casino-management-system-connector). */
export class PlayerStoppedError extends ForbiddenError {
  constructor() {
    super('Rewards cannot be redeemed online for this account. Please visit the Players Club.');
  }
}

/** The reconciler undid a redemption whose answer was lost: no points were taken, nothing was issued. */
export class RedemptionUndoneError extends ConflictError {
  constructor() {
    super('The casino system could not confirm this request, so no points were taken. Please try again.');
  }
}

/** A swap whose comp was given back, then whose new comp was refused or undone: the points are back. */
export class SwapGaveBackError extends ConflictError {
  constructor() {
    super(
      'The new reward could not be issued, so your reward was returned for its points. Please choose again.',
    );
  }
}

/** Another request (another tab, another key) is already exchanging this comp. */
export class SwapUnderWayError extends ConflictError {
  constructor() {
    super('This reward is already being exchanged. Please check your rewards in a minute.');
  }
}

/** A comp the portal did not issue: the portal has no CommandID to void it with. */
export class SwapAtClubOnlyError extends ConflictError {
  constructor() {
    super('This reward was not issued online; it can be exchanged at the Players Club.');
  }
}

/** The refusal a CMS error code stands for (docs/casino-system.md#errors); other codes are a CMS failure. */
export function refusalFor(code: string): DomainError {
  switch (code) {
    case 'INSUFFICIENTPOINTS':
      return new CmsNotEnoughPointsError();
    case 'INVALIDCOMP':
      return new CmsOfferUnavailableError();
    case 'PLAYERSTOPPED':
      return new PlayerStoppedError();
    case 'INVALIDPLAYERID':
      return new UnauthorizedError();
    default:
      return new CmsUnavailableError(`the CMS refused with ${code.slice(0, 40)}`);
  }
}

/** The codes that end a redemption as refused; any other leaves its outcome unknown. */
export const REFUSAL_CODES = new Set([
  'INSUFFICIENTPOINTS',
  'INVALIDCOMP',
  'PLAYERSTOPPED',
  'INVALIDPLAYERID',
]);
