import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context';
import { toast } from '../../../shared/ui/toast/toast-store';
import { grants } from '../api/grant-sign-in';
import { clearPendingSocialDialog, parseSocialCallback } from '../api/social-login';
import { ProviderButtons } from './provider-buttons';
import { SigningInStatus } from './signing-in-status';
import { useAutoSignIn } from './use-auto-sign-in';
import { useOnMount } from '../../../shared/hooks/use-on-mount';
import { paths } from '../../../shared/config/paths';

/**
 * 'providers': the external identity provider module. It completes a social dialog's callback
 * (/providers?provider=facebook#access_token=…&user_id=…) or offers the provider buttons.
 */
export function ProvidersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ssoProviders } = useBrand();
  const { search, hash } = useLocation();
  // Read once: the pending dialog's state is single-use and is dropped on mount.
  const [callback] = useState(() => parseSocialCallback(search, hash));
  const form =
    callback.kind === 'token'
      ? grants.social(callback.provider, callback.accessToken, callback.userId ?? '')
      : null;
  const status = useAutoSignIn(form, () => navigate(paths.root.getHref(), { replace: true }));
  useOnMount(() => {
    if (callback.kind !== 'none') clearPendingSocialDialog();
    if (callback.kind === 'error') {
      // Only translated text: the URL's error_description is attacker-controllable.
      toast.error(
        t(callback.code === 'access_denied' ? 'signInPaths.cancelled' : 'signInPaths.callbackFailed'),
      );
    }
  });

  if (status === 'pending') return <SigningInStatus />;
  return (
    <section className="session-card" aria-labelledby="providers-heading">
      <h1 id="providers-heading">{t('titles.providers')}</h1>
      <ProviderButtons providers={ssoProviders} />
    </section>
  );
}
