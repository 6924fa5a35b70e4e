import type { Profile, SsoProvider } from '@patron/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBrand } from '../../../shared/brand/brand-context';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useUnlinkSocial, type LinkProvider } from '../api/link-accounts';
import { leaveFor } from '../api/leave-for';
import { useUnlinkOkta } from '../api/link-okta';
import { linkDialogUrl, linkRedirectUri } from '../api/social-link-dialog';
import { OktaLinkDialog } from './okta-link-dialog';
import { failureMessages } from './profile-errors';

interface LinkedAccountsProps {
  profile: Profile;
  profilePath: string;
  disabled: boolean;
  describedBy?: string;
}

const isSocial = (type: string): type is LinkProvider => type === 'facebook' || type === 'google';
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Facebook, Google and the identity provider, as SsoProviders offers them (docs/product.md#profile). */
export function LinkedAccounts({ profile, profilePath, disabled, describedBy }: LinkedAccountsProps) {
  const { t } = useTranslation();
  const { ssoProviders } = useBrand();
  const unlink = useUnlinkSocial();
  const unlinkIdp = useUnlinkOkta();
  const [okta, setOkta] = useState<string | null>(null);
  const providers = ssoProviders.filter(
    (provider, index, all) =>
      all.findIndex((other) => other.type === provider.type) === index &&
      (isSocial(provider.type.toLowerCase())
        ? Boolean(provider.appId ?? provider.clientId)
        : Boolean(provider.authEndpoint)),
  );
  const nameOf = (type: string) => t(`signInPaths.providerNames.${type}`, { defaultValue: capitalize(type) });

  if (providers.length === 0) return <p className="muted">{t('account.link.none')}</p>;

  const linkSocial = (provider: SsoProvider & { type: LinkProvider }) =>
    leaveFor(linkDialogUrl(provider, linkRedirectUri(window.location.origin, profilePath, provider.type)));

  const outcome = (type: string) => ({
    onSuccess: () => toast.success(t('account.link.unlinked', { name: nameOf(type) })),
    onError: (error: unknown) => {
      for (const message of failureMessages(error, t('toast.unknownError'))) toast.error(message);
    },
  });
  const unlinkAccount = (type: string) =>
    isSocial(type) ? unlink.mutate(type, outcome(type)) : unlinkIdp.mutate(undefined, outcome(type));

  return (
    <>
      <ul className="linked-accounts">
        {providers.map((provider) => {
          const type = provider.type.toLowerCase();
          const name = nameOf(type);
          const linked = isSocial(type)
            ? type === 'facebook'
              ? profile.hasFacebookProfile
              : profile.hasGoogleProfile
            : (profile.hasOktaProfile ?? null);
          return (
            <li key={type} className="linked-accounts__item">
              <span className="linked-accounts__name">{name}</span>
              <span className="linked-accounts__state">
                {linked === null ? '' : linked ? t('account.link.linked') : t('account.link.notLinked')}
              </span>
              {linked ? (
                <button
                  type="button"
                  className="button"
                  disabled={disabled || unlink.isPending || unlinkIdp.isPending}
                  aria-describedby={describedBy}
                  onClick={() => unlinkAccount(type)}
                >
                  {t('account.link.unlink', { name })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={disabled}
                  aria-describedby={describedBy}
                  onClick={() => (isSocial(type) ? linkSocial({ ...provider, type }) : setOkta(type))}
                >
                  {t('account.link.link', { name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {okta ? <OktaLinkDialog profile={profile} name={nameOf(okta)} onClose={() => setOkta(null)} /> : null}
    </>
  );
}
