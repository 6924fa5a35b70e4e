import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue, type FieldRules } from '../../../shared/ui/form/validation';
import { sanitizeKeyboardValue } from '../../../shared/ui/virtual-keyboard/keyboard-value';
import { VirtualKeyboard } from '../../../shared/ui/virtual-keyboard/virtual-keyboard';
import { FormAlert, failureMessages } from './profile-errors';

export interface SecretField {
  name: string;
  label: string;
  autoComplete: string;
  rules: FieldRules;
  /** Must equal this other field (the "type it again" box). */
  sameAs?: string;
  /**
   * A rule beyond the form rules (docs/product.md#validation), e.g. the contracts' weak PIN or common
   * password check.
   */
  check?: (value: string) => string | undefined;
}

interface SecretChangeDialogProps {
  title: string;
  intro?: string;
  fields: readonly SecretField[];
  /** PINs: digits only, a numeric keyboard, and the on-screen keypad at kiosks. */
  digits?: boolean;
  maxLength?: number;
  keypad?: boolean;
  submitLabel: string;
  submit: (values: Record<string, string>) => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Password and PIN forms: the current secret and the new one twice, docs/product.md#validation messages,
 * server errors.
 */
export function SecretChangeDialog(props: SecretChangeDialogProps) {
  const { title, intro, fields, digits = false, maxLength, keypad = false, submitLabel, submit } = props;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [active, setActive] = useState(fields[0]?.name ?? '');
  const [busy, setBusy] = useState(false);
  const focus = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus();

  const change = (name: string, raw: string) => {
    const value = digits ? sanitizeKeyboardValue(raw, 'number').slice(0, maxLength) : raw;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    const next: Record<string, string | undefined> = {};
    for (const field of fields) {
      const value = values[field.name] ?? '';
      next[field.name] =
        validateValue(value, field.rules, t) ??
        field.check?.(value) ??
        (field.sameAs && value !== values[field.sameAs] ? t('account.profile.secretsDiffer') : undefined);
    }
    flushSync(() => setErrors(next));
    setServerErrors([]);
    const first = fields.find((field) => next[field.name]);
    if (first) {
      setActive(first.name);
      focus(first.name);
      return;
    }
    setBusy(true);
    try {
      await submit(values);
      props.onDone();
    } catch (error) {
      setServerErrors(failureMessages(error, t('toast.unknownError')));
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={title} onClose={props.onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {intro ? <p className="muted">{intro}</p> : null}
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            data-autofocus={index === 0 ? true : undefined}
            label={field.label}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            inputMode={digits ? 'numeric' : undefined}
            pattern={digits ? '[0-9]*' : undefined}
            required
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onFocus={() => setActive(field.name)}
            onChange={(event) => change(field.name, event.target.value)}
          />
        ))}
        {keypad ? (
          <VirtualKeyboard
            value={values[active] ?? ''}
            onChange={(next) => change(active, next)}
            onEnter={() => formRef.current?.requestSubmit()}
            maxLength={maxLength}
          />
        ) : null}
        <FormAlert messages={serverErrors} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={props.onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('account.saving') : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
