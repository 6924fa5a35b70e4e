import type { Profile } from '@patron/contracts';

type Greeted = Pick<Profile, 'firstName' | 'lastName' | 'username' | 'discreet'>;

/**
 * The name a greeting shows, or null to greet without one: a discreet player (the casino system's
 * DiscreetPlayer) is not named on a kiosk or another shared screen
 * (docs/design.md#casino-management-system-connector). Elsewhere the full name, or the username.
 */
export function greetingName(profile: Greeted | undefined, sharedScreen: boolean): string | null {
  if (!profile) return null;
  if (profile.discreet && sharedScreen) return null;
  return `${profile.firstName} ${profile.lastName}`.trim() || profile.username || null;
}
