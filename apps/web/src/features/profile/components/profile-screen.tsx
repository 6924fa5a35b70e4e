import type { Profile } from '@patron/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { useProfile } from '../../../shared/api/player/get-profile';
import './profile.css';

export function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <section className="page" aria-labelledby="profile-heading">
      <h1 id="profile-heading">{t('profile.heading')}</h1>
      {profile.data ? <ProfileDetails profile={profile.data} /> : null}
      {profile.isPending ? <LoadingScreen stage="preparingProfile" inline /> : null}
    </section>
  );
}

export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const missing = t('profile.notProvided');
  const yesNo = (value: boolean) => (value ? t('profile.yes') : t('profile.no'));
  const { address } = profile;
  const addressLines = [
    address.addressLine1,
    address.addressLine2,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.countryId,
  ].filter((line): line is string => Boolean(line));

  const rows: [label: string, value: string][] = [
    [t('profile.name'), `${profile.firstName} ${profile.lastName}`.trim() || missing],
    [t('profile.username'), profile.username],
    [t('profile.email'), profile.email || missing],
    [t('profile.phone'), profile.phoneNumber || missing],
    [t('profile.address'), addressLines.join(', ') || missing],
    [t('profile.id'), profile.id],
    [t('profile.externalId'), profile.externalId || missing],
    [t('profile.verified'), yesNo(profile.isVerified)],
    [t('profile.facebook'), yesNo(profile.hasFacebookProfile)],
    [t('profile.google'), yesNo(profile.hasGoogleProfile)],
  ];

  return (
    <dl className="profile-list">
      {rows.map(([label, value]) => (
        <div key={label} className="profile-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
