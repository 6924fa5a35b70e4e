import type { PlayerProfileSettings, Profile, UpdateProfileBody } from '@patron/contracts';
import { ForbiddenError } from '../../lib/errors';

/** Whether `given` names a value other than the one stored; a field not sent changes nothing. */
function changes<T extends object>(given: Partial<T> | undefined, stored: T): boolean {
  if (!given) return false;
  return Object.entries(given).some(
    ([key, value]) => value !== undefined && (value ?? null) !== (stored[key as keyof T] ?? null),
  );
}

/**
 * Throws 403 naming every field of `body` that PlayerProfileSettings does not let the player change.
 * A field sent back with its stored value is no change (a client may send the whole profile back).
 */
export function allowedProfileChanges(
  settings: PlayerProfileSettings,
  body: UpdateProfileBody,
  current: Profile,
): void {
  const refused: string[] = [];
  const email = body.email === undefined ? undefined : (body.email?.toLowerCase() ?? null);
  if (changes({ email }, { email: current.email?.toLowerCase() ?? null }) && !settings.allowEmailChange)
    refused.push('email');
  if (changes({ phoneNumber: body.phoneNumber }, current) && !settings.allowPhoneChange)
    refused.push('phoneNumber');
  if (changes(body.address, current.address) && !settings.allowAddressChange) refused.push('address');
  const name = { firstName: body.firstName, lastName: body.lastName };
  if (changes(name, current) && !settings.allowNameChange) refused.push('name');
  if (changes(body.marketing, current.marketing ?? {}) && settings.allowMarketingChange === false)
    refused.push('marketing');
  if (refused.length)
    throw new ForbiddenError(
      refused.map((field) => `${field}: This property does not allow changing it here.`),
    );
}
