import { ageOn, passwordProblem } from '@patron/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue } from '../../../shared/ui/form/validation';
import { useSignUp, type SignUpBody } from '../api/sign-up';
import type { SignUpField, SignUpMetadata } from '../api/sign-up-metadata';
import { failureMessages } from './account-errors';
import { FormAlert } from './account-page';
import { metadataText } from './metadata-text';
import { secretMessage } from '../../../shared/ui/form/secret-messages';
import { fieldKind, fieldRules, today } from './sign-up-field-kinds';
import { TermsConsent } from './terms-consent';

const CONFIRM = 'confirmPassword';
const TERMS = 'terms';

interface SignUpFormProps {
  metadata: SignUpMetadata;
  onSignedUp: (email: string) => void;
}

/** The metadata-driven sign-up form: SignUpFields order and labels, docs/product.md#validation messages. */
export function SignUpForm({ metadata, onSignedUp }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { fields, terms } = metadata;
  const hasPassword = fields.some((field) => field.fieldName === 'password');
  const label = (field: SignUpField) =>
    metadataText(field.label, t(`account.fields.${field.fieldName}`, { defaultValue: field.label }), t, i18n);

  const errorOf = (field: SignUpField): string | undefined => {
    if (fieldKind(field).checkbox) return undefined;
    const value = values[field.fieldName] ?? '';
    const rules = fieldRules(field);
    const custom = rules.messages?.pattern;
    if (custom) rules.messages = { pattern: metadataText(custom, t('validation.pattern'), t, i18n) };
    const broken = validateValue(value, rules, t);
    if (broken || !value) return broken;
    if (field.fieldName === 'password') return secretMessage(passwordProblem(value), t);
    if (field.fieldName === 'birthday') {
      const age = ageOn(value, today());
      if (Number.isNaN(age) || age > 130 || age < 0) return t('validation.pattern');
      if (age < metadata.minimumAge) return t('account.signUp.tooYoung', { age: metadata.minimumAge });
    }
    return undefined;
  };

  const validate = () => {
    const next: Record<string, string | undefined> = {};
    for (const field of fields) next[field.fieldName] = errorOf(field);
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
    const result: Record<string, string | boolean> = {};
    for (const { fieldName } of fields) {
      const value = (values[fieldName] ?? '').trim();
      if (fieldName === 'mailAllowed') result[fieldName] = checks[fieldName] ?? false;
      else if (value) result[fieldName] = value;
    }
    if (hasPassword) result.password = values.password ?? '';
    if (terms) {
      result.termsAccepted = checks[TERMS] ?? false;
      result.termsVersion = terms.version;
    }
    // The fields are the tenant's SignUpFields; the server checks them with signUpBodySchemaFor.
    return result as unknown as SignUpBody;
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
              key={field.fieldName}
              name={field.fieldName}
              label={label(field)}
              checked={checks[field.fieldName] ?? false}
              onChange={(event) => setCheck(field.fieldName, event.target.checked)}
            />
          );
        }
        const fieldsAfter =
          field.fieldName === 'password' ? (
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
            key={field.fieldName}
            {...kind.input}
            label={field.required ? `${label(field)} *` : label(field)}
            name={field.fieldName}
            required={field.required}
            value={values[field.fieldName] ?? ''}
            error={errors[field.fieldName]}
            onChange={(event) => setValue(field.fieldName, event.target.value)}
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
