import { ConflictError, ForbiddenError, UnauthorizedError, type DomainError } from '../../../lib/errors';
import { CmsUnavailableError } from './cms-errors';
import { english } from '../../../lib/i18n/catalogue';

/** What the player reads when a redemption's outcome is not known yet (the 202 of redeem and swap). */
export const PENDING_MESSAGE = english('redemptionPending');

export class CmsNotEnoughPointsError extends ConflictError {
  constructor() {
    super(english('cmsNotEnoughPoints'));
  }
}

export class CmsOfferUnavailableError extends ConflictError {
  constructor() {
    super(english('cmsOfferUnavailable'));
  }
}

/** A stop code forbids it: told plainly, never by the code (docs/design.md#casino-management-system-connector). */
export class PlayerStoppedError extends ForbiddenError {
  constructor() {
    super(english('playerStopped'));
  }
}

/** The reconciler undid a redemption whose answer was lost: no points were taken, nothing was issued. */
export class RedemptionUndoneError extends ConflictError {
  constructor() {
    super(english('redemptionUndone'));
  }
}

/** A swap whose comp was given back, then whose new comp was refused or undone: the points are back. */
export class SwapGaveBackError extends ConflictError {
  constructor() {
    super(english('swapGaveBack'));
  }
}

/** Another request (another tab, another key) is already exchanging this comp. */
export class SwapUnderWayError extends ConflictError {
  constructor() {
    super(english('swapUnderWay'));
  }
}

/** A comp the portal did not issue: the portal has no CommandID to void it with. */
export class SwapAtClubOnlyError extends ConflictError {
  constructor() {
    super(english('swapAtClubOnly'));
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
