import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, HttpError } from '../../../shared/http/http-error';
import { TextField } from '../../../shared/ui/form/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useSignIn } from '../api/sign-in';

interface SignInFormProps {
  onSignedIn: () => void;
}

type Field = 'username' | 'password';

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = t('validation.required');
    const next: Partial<Record<Field, string>> = {
      username: values.username.trim() ? undefined : required,
      password: values.password ? undefined : required,
    };
    setErrors(next);
    if (next.username || next.password) return;
    signIn.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const messages = error instanceof HttpError ? errorMessages(error.body) : [];
          if (messages.length === 0) messages.push(t('toast.unknownError'));
          for (const message of messages) toast.error(message);
        },
      },
    );
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(event) => change('username', event.target.value)}
      />
      <TextField
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
