import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useExternalTier } from '../../../shared/api/player/get-external-tier';
import { formatNumber } from '../../../shared/i18n/format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import './kiosk-home.css';

/** The id of the kiosk home's rewards list, which the Rewards tile leads to. */
export const KIOSK_REWARDS_ID = 'kiosk-rewards';

interface KioskHomeTilesProps {
  /** The rewards tile's line (how many rewards), composed by the app layer from the rewards list's own query. */
  rewardsLine: string;
}

/**
 * The kiosk home (docs/design.md#web-app: by touch alone at 1080×1920): one large tile per place a player
 * goes, in a single column a finger reaches without a grid to read.
 */
export function KioskHomeTiles({ rewardsLine }: KioskHomeTilesProps) {
  const { t, i18n } = useTranslation();
  const tier = useExternalTier();
  const pointsLine = tier.data
    ? t('dashboard.points', {
        count: tier.data.pointsBalance,
        value: formatNumber(tier.data.pointsBalance, i18n.language),
      })
    : tier.isError
      ? t('dashboard.loadFailed')
      : t('card.loading');

  return (
    <nav className="kiosk-tiles" aria-label={t('kioskHome.label')}>
      <ul className="kiosk-tiles__list">
        <Tile to="statements/reward-statement" title={t('kioskHome.points')} wide>
          <span className="kiosk-tile__value" data-testid="kiosk-points">
            {pointsLine}
          </span>
          {tier.data ? <span className="kiosk-tile__text">{tier.data.tierName}</span> : null}
        </Tile>
        <li className="kiosk-tiles__item kiosk-tiles__item--wide">
          <a className="kiosk-tile" href={`#${KIOSK_REWARDS_ID}`}>
            <span className="kiosk-tile__title">{t('kioskHome.rewards')}</span>
            <span className="kiosk-tile__value">{rewardsLine}</span>
          </a>
        </li>
        <Tile to="offers-new" title={t('loyalty.explore.offers')}>
          <span className="kiosk-tile__text">{t('loyalty.explore.offersText')}</span>
        </Tile>
        <Tile to="medallions" title={t('loyalty.explore.badges')}>
          <span className="kiosk-tile__text">{t('loyalty.explore.badgesText')}</span>
        </Tile>
        <Tile to="statements" title={t('loyalty.explore.statements')} wide>
          <span className="kiosk-tile__text">{t('loyalty.explore.statementsText')}</span>
        </Tile>
      </ul>
    </nav>
  );
}

function Tile({
  to,
  title,
  wide,
  children,
}: {
  to: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={`kiosk-tiles__item${wide ? ' kiosk-tiles__item--wide' : ''}`}>
      <Link className="kiosk-tile" to={to}>
        <span className="kiosk-tile__title">{title}</span>
        {children}
      </Link>
    </li>
  );
}
