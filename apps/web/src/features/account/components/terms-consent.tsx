import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import type { Terms } from '../api/sign-up-metadata';

interface TermsConsentProps {
  terms: Terms;
  name: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** TermsAndConditions metadata: the terms to read and, when required, the box that accepts them. */
export function TermsConsent({ terms, name, checked, error, onChange }: TermsConsentProps) {
  const { t } = useTranslation();
  return (
    <div className="terms-consent">
      <p className="terms-consent__link">
        <a href={terms.url} target="_blank" rel="noopener noreferrer">
          {t('account.signUp.readTerms', { title: terms.title })}
          <span className="visually-hidden"> {t('account.opensNewTab')}</span>
        </a>{' '}
        <span className="muted">{t('account.signUp.termsVersion', { version: terms.version })}</span>
      </p>
      {terms.requireAcceptance ? (
        <CheckboxField
          name={name}
          label={`${t('account.signUp.acceptLabel', { title: terms.title })} *`}
          checked={checked}
          error={error}
          onChange={(event) => onChange(event.target.checked)}
        />
      ) : null}
    </div>
  );
}
