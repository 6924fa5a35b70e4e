import type { Tier } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatNumber } from '../../../shared/i18n/format';

interface TierLadderProps {
  ladder: readonly Tier[];
  /** The player's tier number; undefined while the player's tier is loading. */
  current: number | undefined;
}

/** The tenant's tiers, lowest first, with the player's place marked in words (not colour alone). */
export function TierLadder({ ladder, current }: TierLadderProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ol className="tier-ladder" aria-label={t('loyalty.tiers.ladderTitle')}>
      {ladder.map((tier) => {
        const yours = tier.number === current;
        const reached = current !== undefined && tier.number < current;
        return (
          <li
            key={tier.number}
            className={`tier-rung${yours ? ' tier-rung--current' : ''}`}
            aria-current={yours ? 'step' : undefined}
          >
            <div className="tier-rung__head">
              {/* The tenant's tier colour is data, shown as a swatch beside the name it belongs to. */}
              <span className="tier-rung__swatch" style={{ background: tier.colour }} aria-hidden="true" />
              <h3 className="tier-rung__name">{tier.name}</h3>
              {yours ? <strong className="tier-rung__tag">{t('loyalty.tiers.yours')}</strong> : null}
              {reached ? (
                <span className="tier-rung__tag tier-rung__tag--muted">{t('loyalty.tiers.reached')}</span>
              ) : null}
            </div>
            <p className="tier-rung__threshold muted">
              {tier.creditsRequired > 0
                ? t('loyalty.tiers.from', { credits: formatNumber(tier.creditsRequired, locale) })
                : t('loyalty.tiers.start')}
            </p>
            {tier.benefits.length > 0 ? (
              <ul
                className="tier-rung__benefits"
                aria-label={t('loyalty.tiers.benefitsOf', { tier: tier.name })}
              >
                {tier.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('loyalty.tiers.noBenefits')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
