import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue } from '../../../shared/ui/form/validation';
import { useSignUp, type SignUpBody } from '../api/sign-up';
import type { SignUpField, SignUpMetadata } from '../api/sign-up-metadata';
import { failureMessages } from './account-errors';
import { FormAlert } from './account-page';
import { ageOn, fieldKind, fieldRules } from './sign-up-field-kinds';
import { TermsConsent } from './terms-consent';

const CONFIRM = 'confirmPassword';
const TERMS = 'terms';

interface SignUpFormProps {
  metadata: SignUpMetadata;
  onSignedUp: (email: string) => void;
}

/** The metadata-driven sign-up form: SignUpFields order and labels, spec §5 messages. */
export function SignUpForm({ metadata, onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { fields, terms } = metadata;
  const hasPassword = fields.some((field) => field.name === 'password');
  const label = (field: SignUpField) => t(`account.fields.${field.name}`, { defaultValue: field.label });

  const errorOf = (field: SignUpField): string | undefined => {
    if (fieldKind(field).checkbox) return undefined;
    const value = values[field.name] ?? '';
    const broken = validateValue(value, fieldRules(field), t);
    if (broken) return broken;
    if (field.name === 'birthday' && metadata.minimumAge && value && !field.skipValidation) {
      const age = ageOn(value);
      if (Number.isNaN(age) || age > 130) return t('validation.pattern');
      if (age < metadata.minimumAge) return t('account.signUp.tooYoung', { age: metadata.minimumAge });
    }
    return undefined;
  };

  const validate = () => {
    const next: Record<string, string | undefined> = {};
    for (const field of fields) next[field.name] = errorOf(field);
    if (hasPassword) {
      const confirm = values[CONFIRM] ?? '';
      next[CONFIRM] = !confirm
        ? t('validation.required')
        : confirm !== values.password
          ? t('account.passwordsDiffer')
          : undefined;
    }
    if (terms?.requireAcceptance && !checks[TERMS]) next[TERMS] = t('account.signUp.acceptTerms');
    flushSync(() => setErrors(next));
    const firstInvalid = Object.keys(next).find((name) => next[name]);
    if (firstInvalid) {
      (formRef.current?.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return false;
    }
    return true;
  };

  const body = (): SignUpBody => {
    const result: SignUpBody = {};
    for (const field of fields) {
      if (fieldKind(field).checkbox) result[field.name] = checks[field.name] ?? false;
      else if ((values[field.name] ?? '').trim()) result[field.name] = (values[field.name] ?? '').trim();
    }
    if (hasPassword) result.password = values.password;
    if (terms) {
      result.termsAccepted = checks[TERMS] ?? false;
      result.termsVersion = terms.version;
    }
    return result;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors([]);
    if (signUp.isPending || !validate()) return;
    signUp.mutate(body(), {
      onSuccess: () => onSignedUp((values.email ?? '').trim()),
      onError: (error) => setServerErrors(failureMessages(error, t('toast.unknownError'))),
    });
  };

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const setCheck = (name: string, checked: boolean) => {
    setChecks((current) => ({ ...current, [name]: checked }));
    if (errors[name] && checked) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit}>
      <p className="muted">{t('account.requiredNote')}</p>
      {fields.map((field) => {
        const kind = fieldKind(field);
        if (kind.checkbox) {
          return (
            <CheckboxField
              key={field.name}
              name={field.name}
              label={label(field)}
              checked={checks[field.name] ?? false}
              onChange={(event) => setCheck(field.name, event.target.checked)}
            />
          );
        }
        const fieldsAfter = field.name === 'password' ? (
          <TextField
            key={CONFIRM}
            label={`${t('account.confirmPassword')} *`}
            name={CONFIRM}
            type="password"
            autoComplete="new-password"
            required
            value={values[CONFIRM] ?? ''}
            error={errors[CONFIRM]}
            onChange={(event) => setValue(CONFIRM, event.target.value)}
          />
        ) : null;
        return [
          <TextField
            key={field.name}
            {...kind.input}
            label={field.required ? `${label(field)} *` : label(field)}
            name={field.name}
            required={field.required}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            onChange={(event) => setValue(field.name, event.target.value)}
          />,
          fieldsAfter,
        ];
      })}
      {terms ? (
        <TermsConsent
          terms={terms}
          name={TERMS}
          checked={checks[TERMS] ?? false}
          error={errors[TERMS]}
          onChange={(checked) => setCheck(TERMS, checked)}
        />
      ) : null}
      <FormAlert messages={serverErrors} />
      <button type="submit" className="button button--primary button--block" disabled={signUp.isPending}>
        {signUp.isPending ? t('account.signUp.submitting') : t('account.signUp.submit')}
      </button>
    </form>
  );
}
