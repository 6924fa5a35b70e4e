import type { StepUpToken } from '@patron/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { HttpError } from '../../../shared/http/http-error';
import { TextField } from '../../../shared/ui/form/text-field';
import { VirtualKeyboard } from '../../../shared/ui/virtual-keyboard/virtual-keyboard';
import { useUnlockWinLoss } from '../api/win-loss';

type Method = 'password' | 'pin';
const PIN_MAX = 8;

/** The step-up: the player confirms with their password, or their PIN (on the keypad at a kiosk). */
export function WinLossUnlock({
  kioskLike,
  notice,
  onUnlocked,
}: {
  kioskLike: boolean;
  notice: string | undefined;
  onUnlocked: (token: StepUpToken) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>(kioskLike ? 'pin' : 'password');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const unlock = useUnlockWinLoss();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (notice) input.current?.focus();
  }, [notice]);

  const choose = (next: Method) => {
    setMethod(next);
    setSecret('');
    setError(undefined);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (unlock.isPending) return;
    if (!secret) {
      setError(t('validation.required'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    unlock.mutate(method === 'pin' ? { pin: secret } : { password: secret }, {
      onSuccess: (token) => {
        setSecret('');
        onUnlocked(token);
      },
      onError: (failure) => {
        setSecret('');
        const status = failure instanceof HttpError ? failure.status : 0;
        setError(
          status === 403
            ? t('statements.winLoss.wrongSecret')
            : status === 429
              ? t('statements.winLoss.tooMany')
              : t('statements.winLoss.unlockFailed'),
        );
        input.current?.focus();
      },
    });
  };

  return (
    <form className="form statements__card statements__unlock" onSubmit={submit} noValidate>
      <h2>{t('statements.winLoss.unlockHeading')}</h2>
      <p>{t('statements.winLoss.unlockIntro')}</p>
      {notice ? (
        <p className="statements__notice" role="status">
          {notice}
        </p>
      ) : null}
      <fieldset className="choice-group choice-group--inline">
        <legend>{t('statements.winLoss.method')}</legend>
        {(['password', 'pin'] as const).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="step-up-method"
              checked={method === value}
              onChange={() => choose(value)}
            />
            <span>{t(value === 'pin' ? 'statements.winLoss.usePin' : 'statements.winLoss.usePassword')}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        ref={input}
        label={t(`statements.winLoss.${method}`)}
        type="password"
        name={method}
        inputMode={method === 'pin' ? 'numeric' : undefined}
        autoComplete={method === 'pin' ? 'off' : 'current-password'}
        maxLength={method === 'pin' ? PIN_MAX : undefined}
        value={secret}
        error={error}
        onChange={(event) =>
          setSecret(
            method === 'pin' ? event.target.value.replace(/\D/g, '').slice(0, PIN_MAX) : event.target.value,
          )
        }
      />
      {kioskLike && method === 'pin' ? (
        <VirtualKeyboard value={secret} maxLength={PIN_MAX} onChange={setSecret} onEnter={() => submit()} />
      ) : null}
      <div>
        <button
          type="submit"
          // With the keypad's own Enter on screen, one primary action is enough.
          className={kioskLike && method === 'pin' ? 'button' : 'button button--primary'}
          disabled={unlock.isPending}
        >
          {unlock.isPending ? t('statements.winLoss.unlocking') : t('statements.winLoss.unlock')}
        </button>
      </div>
    </form>
  );
}
