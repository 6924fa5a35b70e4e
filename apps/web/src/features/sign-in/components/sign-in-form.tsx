import type { FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorMessages, HttpError } from '../../../shared/http/http-error';
import { CredentialFields, useCredentials } from '../../../shared/ui/form/credential-fields';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useSignIn } from '../api/sign-in';

interface SignInFormProps {
  onSignedIn: () => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const credentials = useCredentials();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = credentials.validate();
    if (!valid) return;
    signIn.mutate(valid, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const messages = error instanceof HttpError ? errorMessages(error.body) : [];
        if (messages.length === 0) messages.push(t('toast.unknownError'));
        for (const message of messages) toast.error(message);
      },
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <CredentialFields
        form={credentials}
        labels={{ username: t('signIn.username'), password: t('signIn.password') }}
      />
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
