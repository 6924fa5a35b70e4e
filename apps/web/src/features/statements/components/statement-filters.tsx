import { CURRENCIES } from '@patron/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export type FilterValues = { from: string; to: string; currency: string | undefined };

/** Period (two local days) and currency of the rewards statement; a reversed period is flagged. */
export function StatementFilters({
  values,
  error,
  onChange,
}: {
  values: FilterValues;
  error: string | undefined;
  onChange: (next: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="statements__filters">
      <legend>{t('statements.filters.legend')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('statements.filters.from')}
        </label>
        <input
          id={`${id}-from`}
          className="field__input"
          type="date"
          value={values.from}
          max={values.to || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...values, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('statements.filters.to')}
        </label>
        <input
          id={`${id}-to`}
          className="field__input"
          type="date"
          value={values.to}
          min={values.from || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...values, to: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-currency`}>
          {t('statements.filters.currency')}
        </label>
        <select
          id={`${id}-currency`}
          className="field__input"
          value={values.currency ?? ''}
          onChange={(event) => onChange({ ...values, currency: event.target.value || undefined })}
        >
          <option value="">{t('statements.filters.allCurrencies')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {t(`statements.currencies.${currency}`)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error statements__filters-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
