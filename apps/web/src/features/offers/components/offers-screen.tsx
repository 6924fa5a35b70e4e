import { OFFER_CATEGORIES, type Offer, type OfferCategory } from '@patron/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useExternalTier } from '../../../shared/api/player/get-external-tier';
import { useOffers } from '../api/get-offers';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key';
import { reportFailure } from '../../../shared/http/report-failure';
import { formatNumber } from '../../../shared/i18n/format';
import { isPendingChange } from '../../../shared/api/player/reward-change-outcome';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useRedeemOffer } from '../api/redeem-offer';
import { OfferCard } from './offer-card';
import { PendingRedeemDialog, type PendingRedeem } from './pending-redeem-dialog';
import './offers.css';

const CATALOGUE_SIZE = 200;

interface Attempt {
  offer: Offer;
  /** Kept while the confirm dialog is open, so "Get it" again after a lost answer is the same attempt. */
  key: string;
}

interface OffersScreenProps {
  /** The property's tier names by number, so a requirement reads "Timber and up", not a number. */
  tierNames?: ReadonlyMap<number, string>;
}

/** The `offers-new` screen: the catalogue with cost, tier and category; "Get it for N points". */
export function OffersScreen({ tierNames }: OffersScreenProps = {}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [category, setCategory] = useState<OfferCategory | undefined>();
  const offers = useOffers({ sortBy: 'cost', pageNumber: 1, pageSize: CATALOGUE_SIZE, category });
  const tier = useExternalTier();
  const redeem = useRedeemOffer();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [pending, setPending] = useState<PendingRedeem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = () => {
    if (!attempt) return;
    redeem.mutate(
      { body: { id: attempt.offer.id }, idempotencyKey: attempt.key },
      {
        onSuccess: (result) => {
          setAttempt(null);
          if (isPendingChange(result)) {
            setPending({ name: attempt.offer.name, message: result.message });
            return;
          }
          toast.success(
            t('offers.done', {
              name: result.reward.name,
              code: result.reward.rewardCode,
              points: formatNumber(result.pointsBalance, locale),
            }),
          );
        },
        onError: (failure) => reportFailure(failure, t('offers.failed')),
      },
    );
  };

  const balance = tier.data ? formatNumber(tier.data.pointsBalance, locale) : null;

  return (
    <section className="page offers" aria-labelledby="offers-heading">
      <h1 id="offers-heading" ref={headingRef} tabIndex={-1}>
        {t('offers.heading')}
      </h1>
      {balance !== null ? (
        <p className="offers__balance" aria-live="polite">
          {t('offers.balance', { points: balance })}
        </p>
      ) : null}
      <fieldset className="choice-group offers__filter">
        <legend>{t('offers.category')}</legend>
        {[undefined, ...OFFER_CATEGORIES].map((value) => (
          <label key={value ?? 'all'} className="choice">
            <input
              type="radio"
              name="offer-category"
              checked={category === value}
              onChange={() => setCategory(value)}
            />
            <span>{value ? t(`offers.categories.${value}`) : t('offers.all')}</span>
          </label>
        ))}
      </fieldset>
      <AsOfNotice answers={[offers.data, tier.data]} />
      {offers.isPending ? <p role="status">{t('card.loading')}</p> : null}
      {offers.isError ? (
        <ReadFailure
          error={offers.error}
          fallback={t('dashboard.loadFailed')}
          onRetry={() => offers.refetch()}
        />
      ) : null}
      {offers.data ? (
        offers.data.data.length > 0 ? (
          <ul className="offers__list" aria-label={t('offers.heading')}>
            {offers.data.data.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                tierName={tierNames?.get(offer.minTier)}
                onGet={(chosen) => setAttempt({ offer: chosen, key: newIdempotencyKey() })}
              />
            ))}
          </ul>
        ) : (
          <p className="muted">{offers.data.notice ?? t('offers.none')}</p>
        )
      ) : null}
      <ConfirmDialog
        open={attempt !== null}
        title={t('offers.confirmTitle', { name: attempt?.offer.name ?? '' })}
        message={t('offers.confirmMessage', {
          points: formatNumber(attempt?.offer.cost ?? 0, locale),
          balance: balance ?? '—',
        })}
        confirmLabel={redeem.isPending ? t('offers.getting') : t('offers.confirm')}
        cancelLabel={t('dialog.cancel')}
        busy={redeem.isPending}
        onConfirm={confirm}
        onCancel={() => setAttempt(null)}
        returnFocus={headingRef}
      />
      {pending ? (
        <PendingRedeemDialog
          pending={pending}
          onClose={() => setPending(null)}
          returnFocus={() => headingRef.current}
        />
      ) : null}
    </section>
  );
}
