import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue } from '../../../shared/ui/form/validation';
import { failureMessages } from './account-errors';
import { AccountNotice, FormAlert } from './account-page';

interface RequestLinkFormProps {
  label: string;
  autoComplete: string;
  submitLabel: string;
  send: (value: string) => Promise<void>;
  maxLength: number;
}

/**
 * One field, then one answer: the same notice whether or not an account matches (no step
 * tells a stranger whether an account exists).
 */
export function RequestLinkForm({ label, autoComplete, submitLabel, send, maxLength }: RequestLinkFormProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <AccountNotice title={t('account.linkSent.title')}>
        <p>{t('account.linkSent.body')}</p>
      </AccountNotice>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const broken = validateValue(value, { required: true, maxLength }, t);
    flushSync(() => setError(broken));
    setServerErrors([]);
    if (broken) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(value.trim());
      setSent(true);
    } catch (failure) {
      setServerErrors(failureMessages(failure, t('toast.unknownError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={inputRef}
        label={label}
        name="identifier"
        autoComplete={autoComplete}
        required
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <FormAlert messages={serverErrors} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('account.sending') : submitLabel}
      </button>
    </form>
  );
}
