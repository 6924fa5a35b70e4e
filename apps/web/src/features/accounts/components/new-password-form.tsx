import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue } from '../../../shared/ui/form/validation';
import type { UpdatePasswordBody } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import { failureMessages } from './account-errors';
import { FormAlert } from './account-page';

type Field = 'password' | 'confirmPassword';

export const PASSWORD_RULES = { required: true, minLength: 8, maxLength: 256 } as const;

/** A new password for a link's {hash, token}; `send` is the call the link is for. */
export function NewPasswordForm({
  hash,
  token,
  send,
  submitLabel,
  onDone,
}: {
  hash: string;
  token: string;
  send: (body: UpdatePasswordBody) => Promise<void>;
  submitLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useMutation({ mutationFn: send });
  const refs = { password: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const next: Partial<Record<Field, string>> = {
      password: validateValue(values.password, PASSWORD_RULES, t),
      confirmPassword:
        validateValue(values.confirmPassword, { required: true }, t) ??
        (values.confirmPassword !== values.password ? t('account.passwordsDiffer') : undefined),
    };
    flushSync(() => setErrors(next));
    setServerErrors([]);
    const first = (['password', 'confirmPassword'] as const).find((field) => next[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    update.mutate(
      { hash, token, ...values },
      {
        onSuccess: onDone,
        onError: (error) => setServerErrors(failureMessages(error, t('account.link.invalid'))),
      },
    );
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        ref={refs.password}
        label={t('account.newPassword.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <TextField
        ref={refs.confirmPassword}
        label={t('account.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
      />
      <FormAlert messages={serverErrors} />
      <button type="submit" className="button button--primary button--block" disabled={update.isPending}>
        {update.isPending ? t('account.saving') : submitLabel}
      </button>
    </form>
  );
}
