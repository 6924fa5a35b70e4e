import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { TextField } from './text-field';

export type Credentials = { username: string; password: string };
type Field = keyof Credentials;

/**
 * Username and password with the docs/product.md#validation 'Field required' rule; shared by player and
 * manager sign-in.
 */
export function useCredentials() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * Shows the field errors and answers the trimmed credentials, or null when one is missing; then the
   * first invalid field takes focus, once its error is rendered, so a screen reader announces it.
   */
  const validate = (): Credentials | null => {
    const required = t('validation.required');
    const next = {
      username: values.username.trim() ? undefined : required,
      password: values.password ? undefined : required,
    };
    flushSync(() => setErrors(next));
    const firstInvalid = (['username', 'password'] as const).find((field) => next[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return null;
    }
    return { username: values.username.trim(), password: values.password };
  };

  return { values, errors, change, validate, inputs };
}

export function CredentialFields({
  form,
  labels,
}: {
  form: ReturnType<typeof useCredentials>;
  labels: Record<Field, string>;
}) {
  return (
    <>
      <TextField
        label={labels.username}
        ref={form.inputs.username}
        name="username"
        autoComplete="username"
        value={form.values.username}
        error={form.errors.username}
        onChange={(event) => form.change('username', event.target.value)}
      />
      <TextField
        label={labels.password}
        ref={form.inputs.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.change('password', event.target.value)}
      />
    </>
  );
}
