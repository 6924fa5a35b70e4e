import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/form/text-field';
import { errorMessages, HttpError } from '../../../shared/http/http-error';
import { sanitizeKeyboardValue } from '../../../shared/ui/virtual-keyboard/keyboard-value';
import type { VirtualKeyboardProps } from '../../../shared/ui/virtual-keyboard/virtual-keyboard';
import { grants, useGrantSignIn } from '../api/grant-sign-in';
import { showSignInError } from './sign-in-error';

type Field = 'cardNumber' | 'pin';

interface CardPinFormProps {
  initialCardNumber?: string;
  /**
   * Kiosk: an on-screen keyboard that types into the focused field, passed in so that the sign-in
   * page's card tab does not carry it.
   */
  keyboard?: ComponentType<VirtualKeyboardProps>;
  onSignedIn: () => void;
}

const CARD_MAX = 20;
const PIN_MAX = 12;
const digits = (value: string) => sanitizeKeyboardValue(value, 'number');

function refusalMessages(error: unknown, fallback: string): string[] {
  const messages = error instanceof HttpError ? errorMessages(error.body) : [];
  return messages.length > 0 ? messages : [fallback];
}

export function CardPinForm({ initialCardNumber = '', keyboard: Keyboard, onSignedIn }: CardPinFormProps) {
  const { t } = useTranslation();
  const signIn = useGrantSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const startCard = digits(initialCardNumber).slice(0, CARD_MAX);
  const [values, setValues] = useState<Record<Field, string>>({ cardNumber: startCard, pin: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [active, setActive] = useState<Field>(startCard ? 'pin' : 'cardNumber');
  // Kiosk: the server's answer shows beside the keypad, where the player's eyes are, not in a toast.
  const [refusal, setRefusal] = useState<string[]>([]);

  const input = (field: Field) => formRef.current?.elements.namedItem(field) as HTMLInputElement | null;

  const withKeyboard = Keyboard !== undefined;
  useEffect(() => {
    if (withKeyboard) input(startCard ? 'pin' : 'cardNumber')?.focus();
  }, [withKeyboard, startCard]);

  const change = (field: Field, value: string) => {
    const clean = digits(value).slice(0, field === 'pin' ? PIN_MAX : CARD_MAX);
    setValues((current) => ({ ...current, [field]: clean }));
    if (errors[field] && clean) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (signIn.isPending) return;
    const required = t('validation.required');
    const next: Partial<Record<Field, string>> = {
      cardNumber: values.cardNumber ? undefined : required,
      pin: values.pin ? undefined : required,
    };
    setErrors(next);
    setRefusal([]);
    if (next.cardNumber || next.pin) {
      const first: Field = next.cardNumber ? 'cardNumber' : 'pin';
      setActive(first);
      input(first)?.focus();
      return;
    }
    signIn.mutate(grants.cardPin(values.cardNumber, values.pin), {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (withKeyboard) setRefusal(refusalMessages(error, t('toast.unknownError')));
        else showSignInError(error, t('toast.unknownError'));
        setValues((current) => ({ ...current, pin: '' }));
        setActive('pin');
        input('pin')?.focus();
      },
    });
  };

  return (
    <form ref={formRef} className="form card-pin-form" noValidate onSubmit={submit}>
      <TextField
        label={t('signInPaths.cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={values.cardNumber}
        error={errors.cardNumber}
        onFocus={() => setActive('cardNumber')}
        onChange={(event) => change('cardNumber', event.target.value)}
      />
      <TextField
        label={t('signInPaths.pin')}
        name="pin"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={values.pin}
        error={errors.pin}
        onFocus={() => setActive('pin')}
        onChange={(event) => change('pin', event.target.value)}
      />
      {refusal.length > 0 ? (
        <div role="alert" className="card-pin-form__refusal">
          {refusal.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {Keyboard ? (
        <Keyboard
          value={values[active]}
          onChange={(next) => change(active, next)}
          onEnter={() => formRef.current?.requestSubmit()}
          maxLength={active === 'pin' ? PIN_MAX : CARD_MAX}
        />
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
