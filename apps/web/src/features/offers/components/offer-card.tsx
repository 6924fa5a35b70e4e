import type { Offer } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDate, formatNumber } from '../../../shared/i18n/format';

interface OfferCardProps {
  offer: Offer;
  /** The name of the offer's lowest tier, when the ladder is known. */
  tierName?: string | undefined;
  onGet: (offer: Offer) => void;
}

export function OfferCard({ offer, tierName, onGet }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const points = formatNumber(offer.cost, locale);

  return (
    <li className={`offer${offer.available ? '' : ' offer--unavailable'}`}>
      {offer.imageUrl ? <img className="offer__image" src={offer.imageUrl} alt="" loading="lazy" /> : null}
      <div className="offer__text">
        <h2 className="offer__name">{offer.name}</h2>
        <p className="offer__description">{offer.description}</p>
        <dl className="offer__facts">
          <div>
            <dt>{t('offers.costLabel')}</dt>
            <dd>{t('offers.cost', { points })}</dd>
          </div>
          <div>
            <dt>{t('offers.tierLabel')}</dt>
            <dd>
              {tierName
                ? t('offers.minTierNamed', { tier: tierName })
                : t('offers.minTier', { tier: offer.minTier })}
            </dd>
          </div>
          <div>
            <dt>{t('offers.categoryLabel')}</dt>
            <dd>{t(`offers.categories.${offer.category}`)}</dd>
          </div>
          {offer.validUntil ? (
            <div>
              <dt>{t('offers.validLabel')}</dt>
              <dd>{formatDate(offer.validUntil, locale)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {offer.available ? (
        <button type="button" className="button button--primary offer__get" onClick={() => onGet(offer)}>
          {t('offers.get', { points })}
        </button>
      ) : (
        <p className="offer__reason">
          <strong>{t(`offers.unavailable.${offer.unavailableReason ?? 'points'}`)}</strong>
        </p>
      )}
    </li>
  );
}
