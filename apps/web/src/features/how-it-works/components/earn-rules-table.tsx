import { GAMING_ACTIVITIES, type EarnRule } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDollars, formatNumber } from '../../../shared/i18n/format';

/** How each activity earns points and tier credits, from WorksReport. */
export function EarnRulesTable({ rules }: { rules: readonly EarnRule[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const dollars = (value: number) =>
    Number.isInteger(value)
      ? new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value)
      : formatDollars(value, locale);

  return (
    <table className="earn-table">
      <caption className="visually-hidden">{t('loyalty.earn.earnTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('loyalty.earn.activity')}</th>
          <th scope="col">{t('loyalty.earn.points')}</th>
          <th scope="col">{t('loyalty.earn.tierCredits')}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.activity}>
            <th scope="row">{t(`loyalty.earn.activities.${rule.activity}`)}</th>
            <td>
              {t(
                GAMING_ACTIVITIES.includes(rule.activity)
                  ? 'loyalty.earn.rateWagered'
                  : 'loyalty.earn.rateSpent',
                {
                  count: rule.points,
                  amount: dollars(rule.perDollars),
                },
              )}
            </td>
            <td>
              {rule.tierCreditsPerPoint > 0
                ? t('loyalty.earn.creditsPerPoint', {
                    credits: formatNumber(rule.tierCreditsPerPoint, locale),
                  })
                : t('loyalty.earn.noCredits')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
