import type { TokenResponse } from '@patron/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/form/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { exchangeForPatron } from '../api/act-as-patron';

interface ActAsPatronFormProps {
  managerToken: string;
  patronId: string;
  linkTicket: string;
  onActing: (token: TokenResponse) => void;
  /** The manager's token was refused (401): the manager has to sign in again. */
  onManagerRejected: () => void;
}

export function ActAsPatronForm({
  managerToken,
  patronId,
  linkTicket,
  onActing,
  onManagerRejected,
}: ActAsPatronFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      // Rendered before the focus moves, so the error is announced with the field.
      flushSync(() => setError(t('validation.required')));
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await exchangeForPatron({
      managerToken,
      patronId,
      reason: reason.trim(),
      linkTicket,
    });
    setBusy(false);
    if (result.status === 'success') onActing(result.token);
    else if (result.status === 'unauthorized') onManagerRejected();
    else toast.error(result.message ?? t('impersonation.unknownError', { defaultValue: 'Unknown error' }));
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={reasonRef}
        label={t('impersonation.reason')}
        name="reason"
        required
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setError(undefined);
        }}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('impersonation.acting') : t('impersonation.act')}
      </button>
    </form>
  );
}
