import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CredentialFields, useCredentials } from '../../../shared/ui/form/credential-fields';
import { toast } from '../../../shared/ui/toast/toast-store';
import { signInManager } from '../api/act-as-patron';

export function ManagerSignInForm({ onSignedIn }: { onSignedIn: (accessToken: string) => void }) {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const [unauthorized, setUnauthorized] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = credentials.validate();
    if (!valid) return;
    setBusy(true);
    setUnauthorized(false);
    const result = await signInManager(valid.username, valid.password);
    setBusy(false);
    if (result.status === 'success') onSignedIn(result.token.access_token);
    else if (result.status === 'unauthorized') setUnauthorized(true);
    else toast.error(result.message ?? t('impersonation.unknownError', { defaultValue: 'Unknown error' }));
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {unauthorized ? (
        <p role="alert" className="field__error">
          {t('impersonation.unauthorized')}
        </p>
      ) : null}
      <CredentialFields
        form={credentials}
        labels={{ username: t('impersonation.username'), password: t('impersonation.password') }}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('impersonation.signingIn') : t('impersonation.signIn')}
      </button>
    </form>
  );
}
