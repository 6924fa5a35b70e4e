import {
  CMS_PROFILE_FIELDS,
  type CmsProfileField,
  type Profile,
  type UpdateProfileBody,
} from '@patron/contracts';
import { ValidationError } from '../../lib/errors';
import type { CmsProfile } from '../cms/cms-connector';

/** What a player reads when asking to change what the casino keeps. */
export const CMS_OWNED_CHANGE_MESSAGE =
  'Your name, contact details and address are kept by the casino; please ask at the Players Club to change them.';

/** The fields a property's casino system keeps (docs/design.md#casino-management-system-connector). */
export const CMS_OWNED_FIELDS: CmsProfileField[] = [...CMS_PROFILE_FIELDS];

/** The portal's profile with what the casino system keeps in its place, named read-only. */
export function withCmsProfile(profile: Profile, cms: CmsProfile & { stale?: true; asOf?: string }): Profile {
  const { discreet, stale, asOf, ...owned } = cms;
  return {
    ...profile,
    ...owned,
    address: { ...owned.address, stateId: owned.address.stateId ?? null },
    readOnlyFields: CMS_OWNED_FIELDS,
    discreet,
    ...(stale ? { stale, ...(asOf ? { asOf } : {}) } : {}),
  };
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Throws 400 when `body` would change a field the casino system keeps. A field sent back with the casino's
 * value is no change (a client may send the whole profile back); without the casino's values (`cms` null:
 * it is not answering) any such field sent is refused, as its change cannot be told from a copy.
 */
export function refuseCmsOwnedChanges(body: UpdateProfileBody, cms: CmsProfile | null): void {
  const changed = (
    [
      ['firstName', body.firstName],
      ['lastName', body.lastName],
      ['phoneNumber', body.phoneNumber],
    ] as const
  ).some(([field, value]) => value !== undefined && (!cms || !same(value, cms[field])));
  const email =
    body.email !== undefined && (!cms || !same(body.email?.toLowerCase(), cms.email?.toLowerCase()));
  const address =
    body.address !== undefined &&
    (!cms ||
      Object.entries(body.address).some(
        ([key, value]) =>
          value !== undefined && !same(value, cms.address[key as keyof CmsProfile['address']]),
      ));
  if (changed || email || address) throw new ValidationError(CMS_OWNED_CHANGE_MESSAGE);
}

/** The body without the fields the casino keeps: what is left is the portal's to save. */
export function withoutCmsOwned(body: UpdateProfileBody): UpdateProfileBody {
  const { firstName: _f, lastName: _l, email: _e, phoneNumber: _p, address: _a, ...rest } = body;
  return rest;
}
