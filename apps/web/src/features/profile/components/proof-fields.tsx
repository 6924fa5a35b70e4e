import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/form/text-field';
import { sanitizeKeyboardValue } from '../../../shared/ui/virtual-keyboard/keyboard-value';
import type { Proof } from '../api/link-accounts';

export type ProofKind = 'password' | 'pin';

/** The current password or PIN that proves the player before a new way in is added. */
export function useProof() {
  const [kind, setKind] = useState<ProofKind>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const proof = (): Proof => (kind === 'pin' ? { pin: value } : { password: value });
  return { kind, setKind, value, setValue, error, setError, proof };
}

export function ProofFields({ form }: { form: ReturnType<typeof useProof> }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="choice-group choice-group--plain">
        <legend>{t('account.link.proveWith')}</legend>
        {(['password', 'pin'] as const).map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="proof-kind"
              value={kind}
              checked={form.kind === kind}
              onChange={() => {
                form.setKind(kind);
                form.setValue('');
                form.setError(undefined);
              }}
            />
            <span>{t(kind === 'pin' ? 'account.link.pin' : 'account.link.password')}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        data-autofocus
        label={t(form.kind === 'pin' ? 'account.profile.currentPin' : 'account.profile.currentPassword')}
        name="proof"
        type="password"
        autoComplete={form.kind === 'pin' ? 'off' : 'current-password'}
        inputMode={form.kind === 'pin' ? 'numeric' : undefined}
        required
        value={form.value}
        error={form.error}
        onChange={(event) => {
          form.setValue(
            form.kind === 'pin' ? sanitizeKeyboardValue(event.target.value, 'number') : event.target.value,
          );
          form.setError(undefined);
        }}
      />
    </>
  );
}
