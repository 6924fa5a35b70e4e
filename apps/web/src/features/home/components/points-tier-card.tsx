import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBalances } from '../../../shared/api/player/get-balances';
import { useExternalTier } from '../../../shared/api/player/get-external-tier';
import { playerKeys } from '../../../shared/api/player/player-keys';
import { formatDate, formatDollars, formatNumber } from '../../../shared/i18n/format';
import { Card } from '../../../shared/ui/card/card';
import { closeCard } from '../../../shared/ui/card/closed-cards';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';

export const POINTS_CARD_ID = 'points-tier';

/**
 * docs/product.md#tiers External tier: the balance, its dollar value (points × pointToDollarsRate), the
 * comp dollars and free play the player holds, the tier and the credits of its qualification period.
 */
export function PointsTierCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const tier = useExternalTier();
  const balances = useBalances();
  const expiring = balances.data?.data.find((item) => item.currency === 'points')?.expiring[0];
  // Comp dollars and free play are kept in cents; shown where the program has them.
  const money = (['compDollars', 'freePlay'] as const).flatMap((currency) => {
    const held = balances.data?.data.find((item) => item.currency === currency);
    return held ? [{ currency, cents: held.balance }] : [];
  });

  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: playerKeys.tier() }),
      queryClient.refetchQueries({ queryKey: playerKeys.balances() }),
    ]);

  return (
    <Card title={t('dashboard.pointsTitle')} onRefresh={refresh} onClose={() => closeCard(POINTS_CARD_ID)}>
      <AsOfNotice answers={[tier.data, balances.data]} />
      {tier.data ? (
        <dl className="points">
          <div className="points__item points__item--main">
            <dt>{t('dashboard.balance')}</dt>
            <dd data-testid="points-balance">
              {t('dashboard.points', {
                count: tier.data.pointsBalance,
                value: formatNumber(tier.data.pointsBalance, locale),
              })}
            </dd>
          </div>
          <div className="points__item">
            <dt>{t('dashboard.dollarValue')}</dt>
            <dd>{formatDollars(tier.data.pointsBalance * tier.data.pointToDollarsRate, locale)}</dd>
          </div>
          {money.map(({ currency, cents }) => (
            <div className="points__item" key={currency}>
              <dt>{t(`dashboard.${currency}`)}</dt>
              <dd data-testid={`balance-${currency}`}>{formatDollars(cents / 100, locale)}</dd>
            </div>
          ))}
          <div className="points__item">
            <dt>{t('dashboard.tier')}</dt>
            <dd>{tier.data.tierName}</dd>
          </div>
          <div className="points__item">
            <dt>{t('dashboard.periodEnds')}</dt>
            <dd>
              {t('dashboard.creditsCount', {
                credits: formatNumber(tier.data.tierCredits, locale),
                date: formatDate(tier.data.periodEndsAt, locale),
              })}
            </dd>
          </div>
          <div className="points__item">
            <dt>{t('dashboard.nextTier')}</dt>
            <dd>
              {tier.data.nextTier
                ? t('dashboard.creditsToNext', {
                    credits: formatNumber(tier.data.creditsToNextTier, locale),
                    tier: tier.data.nextTier.name,
                  })
                : t('dashboard.topTier')}
            </dd>
          </div>
          {expiring ? (
            <div className="points__item points__item--wide">
              <dt>{t('dashboard.expiringTitle')}</dt>
              <dd>
                {t('dashboard.expiring', {
                  points: formatNumber(expiring.amount, locale),
                  date: formatDate(expiring.expiresAt, locale),
                })}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : tier.isError ? (
        <ReadFailure error={tier.error} fallback={t('dashboard.loadFailed')} onRetry={refresh} />
      ) : (
        <p className="muted">{t('card.loading')}</p>
      )}
      {tier.data && balances.isError ? (
        <ReadFailure
          error={balances.error}
          fallback={t('dashboard.loadFailed')}
          onRetry={() => balances.refetch()}
        />
      ) : null}
    </Card>
  );
}
