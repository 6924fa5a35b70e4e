import type { Profile } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { maskEmail, maskPhone } from '../../../shared/format/mask-contact';
import { anyKeptByCasino } from './read-only-fields';

/** The profile as a list; phone and e-mail masked (docs/design.md#casino-management-system-connector). */
export function ProfileDetails({
  profile,
  showPatronId = true,
}: {
  profile: Profile;
  showPatronId?: boolean;
}) {
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
    [t('profile.email'), profile.email ? maskEmail(profile.email) : missing],
    ...(profile.pendingEmail
      ? ([[t('account.profile.pendingEmail'), maskEmail(profile.pendingEmail)]] as [string, string][])
      : []),
    [t('profile.phone'), profile.phoneNumber ? maskPhone(profile.phoneNumber) : missing],
    [t('profile.address'), addressLines.join(', ') || missing],
    ...(profile.birthdate !== undefined
      ? ([[t('profile.birthdate'), profile.birthdate || missing]] as [string, string][])
      : []),
    ...(showPatronId ? ([[t('profile.id'), profile.id]] as [string, string][]) : []),
    [t('profile.externalId'), profile.externalId || missing],
    [t('profile.verified'), yesNo(profile.isVerified)],
  ];

  return (
    <>
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {anyKeptByCasino(profile) ? (
        <p className="muted" role="note">
          {t('profile.keptByCasino')}
        </p>
      ) : null}
    </>
  );
}
