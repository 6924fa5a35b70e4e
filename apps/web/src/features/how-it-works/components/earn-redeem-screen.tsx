import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useExternalTier } from '../../../shared/api/player/get-external-tier';
import { formatDollars, formatNumber } from '../../../shared/i18n/format';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { useWorksReportGuide } from '../api/get-works-report';
import { EarnRulesTable } from './earn-rules-table';
import './how-it-works.css';

/** Points that make a round example of a point's worth: $10 at one cent a point is 1,000 points. */
const EXAMPLE_DOLLARS = 10;

/** `benefits/how-to-earn`: how points and tier credits are earned, what a point is worth, where to spend it. */
export function EarnRedeemScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const guide = useWorksReportGuide();
  const tier = useExternalTier();
  const rate = tier.data?.pointToDollarsRate;

  return (
    <section className="page earn-redeem" aria-labelledby="earn-heading">
      <h1 id="earn-heading">{t('loyalty.earn.heading')}</h1>
      {guide.isPending ? <p role="status">{t('card.loading')}</p> : null}
      {guide.isError ? <p className="muted">{t('loyalty.earn.none')}</p> : null}
      {guide.data ? (
        <>
          <p>{t('loyalty.earn.intro', { program: guide.data.programName })}</p>
          <h2>{t('loyalty.earn.earnTitle')}</h2>
          <EarnRulesTable rules={guide.data.earning} />
        </>
      ) : null}
      {rate && tier.data ? (
        <>
          <h2>{t('loyalty.earn.worthTitle')}</h2>
          <p>
            {t('loyalty.earn.worth', {
              value: formatDollars(rate, locale),
              points: formatNumber(Math.round(EXAMPLE_DOLLARS / rate), locale),
              example: formatDollars(EXAMPLE_DOLLARS, locale),
            })}
          </p>
          <AsOfNotice answers={[tier.data]} />
          <p>
            {t('loyalty.earn.yourWorth', {
              points: formatNumber(tier.data.pointsBalance, locale),
              value: formatDollars(tier.data.pointsBalance * rate, locale),
            })}
          </p>
        </>
      ) : null}
      {guide.data ? (
        <>
          <h2>{t('loyalty.earn.redeemTitle')}</h2>
          <ul className="earn-redeem__kinds">
            {guide.data.redeeming.map((kind) => (
              <li key={kind}>{t(`loyalty.earn.kinds.${kind}`)}</li>
            ))}
          </ul>
          {guide.data.minimumRedemption > 0 ? (
            <p>{t('loyalty.earn.minimum', { points: formatNumber(guide.data.minimumRedemption, locale) })}</p>
          ) : null}
          <p className="earn-redeem__actions">
            <Link className="button button--primary" to="../../offers-new">
              {t('loyalty.earn.seeOffers')}
            </Link>
          </p>
          <p className="muted">{t('loyalty.earn.expiryHint')}</p>
        </>
      ) : null}
    </section>
  );
}
