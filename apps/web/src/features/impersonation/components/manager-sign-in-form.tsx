import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { signInManager } from '../api/act-as-patron';

type Field = 'username' | 'password';

export function ManagerSignInForm({ onSignedIn }: { onSignedIn: (accessToken: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [unauthorized, setUnauthorized] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = t('validation.required');
    const next = {
      username: values.username.trim() ? undefined : required,
      password: values.password ? undefined : required,
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    setUnauthorized(false);
    const result = await signInManager(values.username.trim(), values.password);
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
      <TextField
        label={t('impersonation.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(event) => change('username', event.target.value)}
      />
      <TextField
        label={t('impersonation.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('impersonation.signingIn') : t('impersonation.signIn')}
      </button>
    </form>
  );
}
