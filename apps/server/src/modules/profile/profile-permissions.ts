import type { PlayerProfileSettings, UpdateProfileBody } from '@patron/contracts';
import { ForbiddenError } from '../../lib/errors';

const defined = (value: object | undefined) =>
  value !== undefined && Object.values(value).some((v) => v !== undefined);

/** Throws 403 naming every field of `body` that PlayerProfileSettings does not let the player change. */
export function allowedProfileChanges(settings: PlayerProfileSettings, body: UpdateProfileBody): void {
  const refused: string[] = [];
  if (body.email !== undefined && !settings.allowEmailChange) refused.push('email');
  if (body.phoneNumber !== undefined && !settings.allowPhoneChange) refused.push('phoneNumber');
  if (defined(body.address) && !settings.allowAddressChange) refused.push('address');
  if ((body.firstName !== undefined || body.lastName !== undefined) && !settings.allowNameChange)
    refused.push('name');
  if (defined(body.marketing) && settings.allowMarketingChange === false) refused.push('marketing');
  if (refused.length)
    throw new ForbiddenError(
      refused.map((field) => `${field}: This property does not allow changing it here.`),
    );
}
