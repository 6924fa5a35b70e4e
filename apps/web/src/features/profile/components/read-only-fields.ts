import type { CmsProfileField, Profile } from '@patron/contracts';

/**
 * Whether the property's casino system keeps this profile field: it is shown, never offered for editing
 * (docs/design.md#casino-management-system-connector).
 */
export function keptByCasino(profile: Pick<Profile, 'readOnlyFields'>, field: CmsProfileField): boolean {
  return profile.readOnlyFields?.includes(field) ?? false;
}

/** Whether the casino keeps any of the player's details (the screens say so once). */
export function anyKeptByCasino(profile: Pick<Profile, 'readOnlyFields'>): boolean {
  return (profile.readOnlyFields?.length ?? 0) > 0;
}
