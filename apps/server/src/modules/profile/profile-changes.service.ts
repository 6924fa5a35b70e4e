import type { ChangePasswordBody, ChangePinBody, Profile, UpdateProfileBody } from '@patron/contracts';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import type { AccountCaller } from '../accounts/account-mailer';
import type { AccountLinksService } from '../accounts/account-links.service';
import type { AccountSettingsReader } from '../accounts/account-settings';
import type { ContactChangesService } from '../accounts/contact-changes.service';
import { allowedProfileChanges } from './profile-permissions';
import { refuseCmsOwnedChanges, withoutCmsOwned } from './cms-owned-fields';
import type { CmsProfileReader } from './cms-profile-reader';
import type { Passwords } from '../../lib/passwords';
import type { RefreshTokensService } from '../sign-in/oauth/refresh-tokens.service';
import type { PlayerRow, PlayersRepository } from '../sign-in/players/players.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import type { ProfileChangesRepository } from './profile-changes.repository';
import type { ProfileRepository } from './profile.repository';
import { toProfile } from './profile.service';
import { phoneE164 } from '../../lib/phone-e164';

type Who = { tenantId: string; patronId: string; address: string };

/**
 * Contact, password and PIN changes of the signed-in player. The current secret is checked
 * through the sign-in throttle, so a stolen access token cannot be used to guess it. A new password
 * or PIN ends every refresh-token family of the player, so sessions begun with the old secret end.
 */
export function createProfileChangesService(deps: {
  passwords: Passwords;
  playersRepository: PlayersRepository;
  profileChangesRepository: ProfileChangesRepository;
  signInThrottle: SignInThrottle;
  refreshTokensService: Pick<RefreshTokensService, 'revokeAllForPlayer'>;
  accountSettings: AccountSettingsReader;
  accountLinksService: Pick<AccountLinksService, 'requestEmailChange'>;
  contactChanges: Pick<ContactChangesService, 'changePhone' | 'assertCanTell'>;
  profileRepository: Pick<ProfileRepository, 'findJson'>;
  /** What the tenant's casino system keeps of the player (docs/design.md#casino-management-system-connector). */
  cmsProfile?: Pick<CmsProfileReader, 'cmsOwned'>;
}) {
  async function load(who: Who) {
    const player = await deps.playersRepository.findByPatronId(who.tenantId, who.patronId);
    if (!player) throw new UnauthorizedError();
    return player;
  }

  async function checkCurrent(who: Who, playerId: string, hash: string | null, given: string) {
    const ok = await deps.signInThrottle.attempt(
      { tenantId: who.tenantId, playerId, address: who.address },
      async () => (hash ? deps.passwords.verifySecret(hash, given) : false),
    );
    return ok;
  }

  /**
   * The current password or PIN, through the throttle; none given is a 400 that counts nothing. A new
   * e-mail or phone number of an account with a password takes the password: a PIN is four digits a
   * neighbour at the machine may have seen (docs/design.md#contact-changes).
   */
  async function prove(who: Who, player: PlayerRow, body: UpdateProfileBody, contact: boolean) {
    if (body.currentPassword === undefined && body.currentPin === undefined)
      throw new ValidationError('currentPassword: Field required');
    if (contact && player.passwordHash && body.currentPassword === undefined)
      throw new ValidationError(
        'currentPassword: Enter your password to change your e-mail or phone number.',
      );
    const [hash, given] =
      body.currentPassword !== undefined
        ? [player.passwordHash, body.currentPassword]
        : [player.pinHash, body.currentPin ?? ''];
    if (!(await checkCurrent(who, player.id, hash, given)))
      throw new ValidationError('The current password or PIN is incorrect.');
  }

  return {
    /**
     * Only what PlayerProfileSettings allows (403 naming each refused field); a new e-mail waits
     * for its confirmation link, the old one stays until then. A new e-mail or phone number needs the
     * current password or PIN whatever requirePinForChanges says, and its undo link goes to the old
     * address (docs/design.md#contact-changes). On a casino system, what it keeps is refused 400 before
     * anything is saved; the rest is saved as anywhere else.
     */
    async update(who: Who, caller: AccountCaller, sent: UpdateProfileBody): Promise<Profile> {
      const player = await load(who);
      const cms = await deps.cmsProfile?.cmsOwned(who.tenantId, who.patronId);
      if (cms) refuseCmsOwnedChanges(sent, cms.owned);
      const given = cms ? withoutCmsOwned(sent) : sent;
      const body = given.phoneNumber
        ? { ...given, phoneNumber: phoneE164(given.phoneNumber, 'phoneNumber') }
        : given;
      const { profile: settings } = await deps.accountSettings(who.tenantId);
      const current = toProfile(player);
      allowedProfileChanges(settings, body, current);
      if (body.email === null) throw new ValidationError('email: Field required');
      const newEmail =
        body.email && body.email.toLowerCase() !== player.email?.toLowerCase() ? body.email : undefined;
      const newPhone =
        body.phoneNumber !== undefined && (body.phoneNumber ?? null) !== (current.phoneNumber ?? null);
      // Where a reset link goes is the account itself: a session alone must not move it.
      const contact = Boolean(newEmail) || newPhone;
      if (settings.requirePinForChanges || contact) await prove(who, player, body, contact);
      if (newPhone)
        deps.contactChanges.assertCanTell({ field: 'phone', to: body.phoneNumber ?? null, before: player });
      if (newEmail) deps.contactChanges.assertCanTell({ field: 'email', to: newEmail, before: player });
      const { address, marketing } = body;
      await deps.profileChangesRepository.updateContact(who.tenantId, player.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        ...address,
        mailAllowed: marketing?.mailAllowed,
        emailOptIn: marketing?.hasEmailOptInFlag,
        smsOptIn: marketing?.hasSmsOptInFlag,
      });
      if (newPhone) await deps.contactChanges.changePhone(caller, player, body.phoneNumber ?? null);
      if (newEmail) await deps.accountLinksService.requestEmailChange(caller, player, newEmail);
      else if (body.email && player.pendingEmail)
        // Back to the current address: the pending change is dropped, and its link no longer confirms.
        await deps.profileChangesRepository.updateContact(who.tenantId, player.id, { pendingEmail: null });
      // The profile as GET /api/profile/ answers it, so a client can keep the answer in its place.
      const json = await deps.profileRepository.findJson(who.tenantId, who.patronId);
      if (json === undefined) throw new UnauthorizedError();
      return JSON.parse(json) as Profile;
    },

    async changePassword(who: Who, body: ChangePasswordBody): Promise<void> {
      const player = await load(who);
      if (!(await checkCurrent(who, player.id, player.passwordHash, body.currentPassword))) {
        throw new ValidationError('The current password is incorrect.');
      }
      await deps.profileChangesRepository.setPasswordHash(
        who.tenantId,
        player.id,
        await deps.passwords.hashSecret(body.newPassword),
      );
      await deps.refreshTokensService.revokeAllForPlayer(who.tenantId, player.id);
    },

    async changePin(who: Who, body: ChangePinBody): Promise<void> {
      const player = await load(who);
      if (!player.pinHash) throw new ValidationError('This account has no PIN.');
      if (!(await checkCurrent(who, player.id, player.pinHash, body.currentPin))) {
        throw new ValidationError('The current PIN is incorrect.');
      }
      await deps.profileChangesRepository.setPinHash(
        who.tenantId,
        player.id,
        await deps.passwords.hashSecret(body.newPin),
      );
      await deps.refreshTokensService.revokeAllForPlayer(who.tenantId, player.id);
    },
  };
}
export type ProfileChangesService = ReturnType<typeof createProfileChangesService>;
