import type { Profile } from '@patron/contracts';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue } from '../../../shared/ui/form/validation';
import { toast } from '../../../shared/ui/toast/toast-store';
import type { ProfileSettings } from '../api/profile-settings';
import { useUpdateProfile } from '../api/update-profile';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import {
  MARKETING_FLAGS,
  changesOf,
  editableFields,
  marketingChanges,
  needsProof,
  valuesOf,
  type EditField,
} from './edit-profile-fields';
import { ProofFields, useProof } from './proof-fields';
import { anyKeptByCasino } from './read-only-fields';
import { FormAlert, failureMessages } from './profile-errors';

const PROOF_FIELD = 'currentPassword: ';

interface EditProfileDialogProps {
  profile: Profile;
  settings: ProfileSettings;
  onClose: () => void;
}

/** Contact details and address, as far as PlayerProfileSettings allows (PUT /api/profile/). */
export function EditProfileDialog({ profile, settings, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const fields = editableFields(settings, profile);
  const emailShown = fields.some((field) => field.name === 'email');
  const [before] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(before);
  const [errors, setErrors] = useState<Partial<Record<EditField, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const marketingShown = settings.allowMarketingChange && profile.marketing !== undefined;
  const [marketingBefore] = useState(
    () => profile.marketing ?? { mailAllowed: false, hasEmailOptInFlag: false, hasSmsOptInFlag: false },
  );
  const [marketing, setMarketing] = useState(marketingBefore);
  const proof = useProof();
  const asksProof = needsProof(settings, changesOf(before, values, fields));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const next: Partial<Record<EditField, string>> = {};
    for (const field of fields) next[field.name] = validateValue(values[field.name], field.rules, t);
    flushSync(() => setErrors(next));
    setServerErrors([]);
    const first = fields.find((field) => next[field.name]);
    if (first) {
      (event.currentTarget.elements.namedItem(first.name) as HTMLElement | null)?.focus();
      return;
    }
    const body = changesOf(before, values, fields);
    if (marketingShown) body.marketing = marketingChanges(marketingBefore, marketing);
    if (Object.values(body).every((value) => value === undefined)) {
      onClose();
      return;
    }
    if (needsProof(settings, body)) {
      if (!proof.value) {
        proof.setError(t('validation.required'));
        (event.currentTarget.elements.namedItem('proof') as HTMLElement | null)?.focus();
        return;
      }
      const given = proof.proof();
      if ('pin' in given) body.currentPin = given.pin;
      else body.currentPassword = given.password;
    }
    update.mutate(body, {
      onSuccess: () => {
        toast.success(body.email ? t('account.profile.savedConfirmEmail') : t('account.profile.saved'));
        onClose();
      },
      onError: (error) => {
        const messages = failureMessages(error, t('toast.unknownError'));
        // The server names the proof field when it wants the password rather than the PIN.
        const proofMessage = messages.find((m) => m.startsWith(PROOF_FIELD));
        if (proofMessage) {
          proof.setKind('password');
          proof.setValue('');
          proof.setError(proofMessage.slice(PROOF_FIELD.length));
        }
        setServerErrors(messages.filter((m) => !m.startsWith(PROOF_FIELD)));
      },
    });
  };

  const change = (name: EditField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <ModalDialog title={t('account.profile.editTitle')} onClose={onClose} wide>
      {anyKeptByCasino(profile) ? (
        <p className="muted" role="note">
          {t('account.profile.keptByCasino')}
        </p>
      ) : null}
      {fields.length === 0 && !marketingShown ? (
        <p>{t('account.profile.nothingEditable')}</p>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          {fields.map((field, index) => (
            <TextField
              key={field.name}
              {...field.input}
              data-autofocus={index === 0 ? true : undefined}
              label={t(`account.profile.fields.${field.name}`)}
              name={field.name}
              required={field.rules.required}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
            />
          ))}
          {emailShown ? <p className="muted">{t('account.profile.emailReconfirm')}</p> : null}
          {marketingShown ? (
            <fieldset className="choice-group choice-group--plain">
              <legend>{t('account.profile.marketing')}</legend>
              {MARKETING_FLAGS.map((flag) => (
                <CheckboxField
                  key={flag}
                  name={flag}
                  label={t(`account.profile.marketingFlags.${flag}`)}
                  checked={marketing[flag]}
                  onChange={(event) =>
                    setMarketing((current) => ({ ...current, [flag]: event.target.checked }))
                  }
                />
              ))}
            </fieldset>
          ) : null}
          {asksProof ? (
            <>
              {settings.requirePinForChanges ? null : (
                <p className="muted">{t('account.profile.proofForContact')}</p>
              )}
              <ProofFields form={proof} />
            </>
          ) : null}
          <FormAlert messages={serverErrors} />
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('dialog.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={update.isPending}>
              {update.isPending ? t('account.saving') : t('account.profile.save')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
