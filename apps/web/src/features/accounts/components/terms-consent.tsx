import { useTranslation } from '../../../shared/i18n/use-translation';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import type { Terms } from '../api/sign-up-metadata';

interface TermsConsentProps {
  terms: Terms;
  name: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/**
 * TermsAndConditions metadata: the terms to read (their text in place when the metadata carries it,
 * else the property's own page) and, when required, the box that accepts them.
 */
export function TermsConsent({ terms, name, checked, error, onChange }: TermsConsentProps) {
  const { t } = useTranslation();
  return (
    <div className="terms-consent">
      {terms.body?.length ? (
        <details className="terms-consent__text">
          <summary>
            {t('account.signUp.readTerms', { title: terms.title })}{' '}
            <span className="muted">{t('account.signUp.termsVersion', { version: terms.version })}</span>
          </summary>
          {terms.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </details>
      ) : (
        <p className="terms-consent__link">
          <a href={terms.url} target="_blank" rel="noopener noreferrer">
            {t('account.signUp.readTerms', { title: terms.title })}
            <span className="visually-hidden"> {t('account.opensNewTab')}</span>
          </a>{' '}
          <span className="muted">{t('account.signUp.termsVersion', { version: terms.version })}</span>
        </p>
      )}
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
