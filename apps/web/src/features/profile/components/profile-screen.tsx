import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProfile } from '../../../shared/api/player/get-profile';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { useProfileMetadata } from '../api/profile-settings';
import { ChangePasswordDialog, ChangePinDialog } from './change-secret-dialogs';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { LinkedAccounts } from './linked-accounts';
import { ProfileDetails } from './profile-details';
import './profile.css';

export { ProfileDetails };

interface ProfileScreenProps {
  /**
   * A manager acting as the patron: changes are refused, so they are shown disabled
   * (docs/design.md#identity-and-sessions).
   */
  impersonating?: boolean;
  /** At kiosks the PIN is typed on the on-screen keypad. */
  kiosk?: boolean;
  /** This layout's profile path, where the provider dialogs come back to. */
  profilePath?: string;
}

type Open = 'edit' | 'password' | 'pin' | 'delete' | null;

export function ProfileScreen({
  impersonating = false,
  kiosk = false,
  profilePath = '',
}: ProfileScreenProps) {
  const { t } = useTranslation();
  const profile = useProfile();
  const metadata = useProfileMetadata();
  const [open, setOpen] = useState<Open>(null);
  const lockedId = useId();
  const close = () => setOpen(null);
  const locked = impersonating ? { disabled: true, 'aria-describedby': lockedId } : {};

  return (
    <section className="page" aria-labelledby="profile-heading">
      <h1 id="profile-heading">{t('profile.heading')}</h1>
      {profile.isPending ? <LoadingScreen stage="preparingProfile" inline /> : null}
      {profile.isError ? <p role="alert">{t('account.loadFailed')}</p> : null}
      {profile.data ? (
        <>
          <ProfileDetails
            profile={profile.data}
            showPatronId={metadata.data?.settings.showPatronId ?? true}
          />
          {impersonating ? (
            <p id={lockedId} className="profile-locked" role="note">
              {t('account.profile.lockedImpersonation')}
            </p>
          ) : null}
          <section className="profile-section" aria-labelledby="profile-manage">
            <h2 id="profile-manage">{t('account.profile.manage')}</h2>
            <div className="profile-actions">
              <button
                type="button"
                className="button"
                disabled={impersonating || !metadata.data}
                aria-describedby={impersonating ? lockedId : undefined}
                onClick={() => setOpen('edit')}
              >
                {t('account.profile.edit')}
              </button>
              <button type="button" className="button" {...locked} onClick={() => setOpen('password')}>
                {t('account.profile.changePassword')}
              </button>
              <button type="button" className="button" {...locked} onClick={() => setOpen('pin')}>
                {t('account.profile.changePin')}
              </button>
            </div>
          </section>
          <section className="profile-section" aria-labelledby="profile-linked">
            <h2 id="profile-linked">{t('account.link.heading')}</h2>
            <LinkedAccounts
              profile={profile.data}
              profilePath={profilePath}
              disabled={impersonating}
              describedBy={impersonating ? lockedId : undefined}
            />
          </section>
          <section className="profile-section profile-section--danger" aria-labelledby="profile-leave">
            <h2 id="profile-leave">{t('account.delete.heading')}</h2>
            <p className="muted">{t('account.delete.summary')}</p>
            <button
              type="button"
              className="button button--danger"
              {...locked}
              onClick={() => setOpen('delete')}
            >
              {t('account.delete.open')}
            </button>
          </section>
          {open === 'edit' && metadata.data ? (
            <EditProfileDialog profile={profile.data} settings={metadata.data.settings} onClose={close} />
          ) : null}
          {open === 'password' ? <ChangePasswordDialog onClose={close} /> : null}
          {open === 'pin' ? <ChangePinDialog onClose={close} keypad={kiosk} /> : null}
          {open === 'delete' ? (
            <DeleteAccountDialog maskingDays={metadata.data?.maskingDays ?? 30} onClose={close} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
