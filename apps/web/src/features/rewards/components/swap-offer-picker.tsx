import type { Offer } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatNumber } from '../../../shared/i18n/format';
import { SwapDifferenceText } from './swap-difference-text';

interface SwapOfferPickerProps {
  offers: readonly Offer[];
  selected: string | null;
  onSelect: (offerId: string) => void;
  /** The returned reward's value in points, which each offer's cost is measured against. */
  rewardValue: number | undefined;
}

/** A swap can use the returned reward's value towards the cost, so "not enough points" may still fit. */
export function swappable(offer: Offer): boolean {
  return offer.available || offer.unavailableReason === 'points';
}

export function SwapOfferPicker({ offers, selected, onSelect, rewardValue }: SwapOfferPickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="choice-group swap-offers">
      <legend>{t('rewards.swap.pick')}</legend>
      {offers.length === 0 ? <p className="muted">{t('rewards.swap.noOffers')}</p> : null}
      {offers.map((offer) => (
        <label key={offer.id} className="choice">
          <input
            type="radio"
            name="swap-offer"
            value={offer.id}
            checked={selected === offer.id}
            onChange={() => onSelect(offer.id)}
          />
          <span>
            {offer.name} — {t('offers.cost', { points: formatNumber(offer.cost, i18n.language) })}
            {rewardValue === undefined ? null : (
              <span className="swap-offers__difference">
                {' · '}
                <SwapDifferenceText offerCost={offer.cost} rewardValue={rewardValue} />
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
