import { HOT_REWARD_DAYS_DEFAULT, REWARD_SORT_KEYS } from '@patron/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { updateSettings, useSettings } from '../../../shared/settings/settings-store';

const MAX_HOT_DAYS = 365;

/**
 * docs/product.md#settings user settings: how the rewards are shown (layout), what counts as hot, the default
 * order.
 */
export function RewardsSettings() {
  const { t } = useTranslation();
  const settings = useSettings();
  const daysId = useId();
  const sortId = useId();
  const [days, setDays] = useState(String(settings.hotRewardDays));
  const daysValid = /^\d{1,3}$/.test(days) && Number(days) <= MAX_HOT_DAYS;

  const changeDays = (value: string) => {
    setDays(value);
    if (/^\d{1,3}$/.test(value) && Number(value) <= MAX_HOT_DAYS)
      updateSettings({ hotRewardDays: Number(value) });
  };

  return (
    <fieldset className="choice-group">
      <legend>{t('settings.rewards')}</legend>
      <fieldset className="choice-group choice-group--plain">
        <legend>{t('settings.layout')}</legend>
        {(['card', 'slim'] as const).map((layout) => (
          <label key={layout} className="choice">
            <input
              type="radio"
              name="layout"
              value={layout}
              checked={settings.layout === layout}
              onChange={() => updateSettings({ layout })}
            />
            <span>{t(`settings.layouts.${layout}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={daysId}>
          {t('settings.hotRewardDays')}
        </label>
        <input
          id={daysId}
          className="field__input settings__days"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_HOT_DAYS}
          value={days}
          aria-invalid={daysValid ? undefined : true}
          aria-describedby={`${daysId}-hint`}
          onChange={(event) => changeDays(event.target.value)}
        />
        <p id={`${daysId}-hint`} className={daysValid ? 'muted' : 'field__error'}>
          {t('settings.hotRewardDaysHint', { max: MAX_HOT_DAYS, default: HOT_REWARD_DAYS_DEFAULT })}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={sortId}>
          {t('settings.defaultSort')}
        </label>
        <select
          id={sortId}
          className="field__input"
          value={settings.defaultSort}
          onChange={(event) =>
            updateSettings({
              defaultSort: REWARD_SORT_KEYS.find((key) => key === event.target.value) ?? 'expirationDate',
            })
          }
        >
          {REWARD_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`rewards.sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
