import { swapRewardBodySchema, type Offer } from '@patron/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key';
import { reportFailure } from '../../../shared/http/report-failure';
import { formatNumber } from '../../../shared/i18n/format';
import { isPendingChange } from '../../../shared/api/player/reward-change-outcome';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { PendingChange } from '../../../shared/ui/pending/pending-change';
import { TextField } from '../../../shared/ui/form/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { VirtualKeyboard } from '../../../shared/ui/virtual-keyboard/virtual-keyboard';
import { useReward } from '../api/get-reward';
import { useSwapReward } from '../api/swap-reward';
import { BIRTHDATE_DIGITS, formatBirthdate } from './birthdate';
import { SwapDifferenceText } from './swap-difference-text';
import { SwapOfferPicker, swappable } from './swap-offer-picker';
import { useRewardAction } from './use-reward-action';

export interface SwapRewardDialogProps {
  /** The catalogue to swap for: the offers feature owns it, so app/ passes it in. */
  offers: readonly Offer[];
  offersPending: boolean;
}

/**
 * Swap (docs/product.md#redeem-and-swap POST /api/rewards/swap): pick an offer, confirm with the birthdate,
 * one key per attempt.
 */
export function SwapRewardDialog({ offers, offersPending }: SwapRewardDialogProps) {
  const { t, i18n } = useTranslation();
  const { rewardCode, close, kioskLike, returnFocus } = useRewardAction();
  const reward = useReward(rewardCode);
  const swap = useSwapReward();
  const [offerId, setOfferId] = useState<string | null>(null);
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const [birthdate, setBirthdate] = useState('');
  const [error, setError] = useState<string>();
  // The server took the swap but is still confirming it: its message, in place of the form.
  const [pending, setPending] = useState<string | null>(null);
  // Made once per attempt: a retry after a lost answer must not swap twice.
  const attemptKey = useRef(newIdempotencyKey());
  const birthdateRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'confirm') birthdateRef.current?.focus();
  }, [step]);

  const choices = offers.filter((offer) => offer.id !== reward.data?.offerId && swappable(offer));
  const offer = choices.find((item) => item.id === offerId);
  const name = reward.data?.name ?? rewardCode;

  const chooseOffer = (id: string) => {
    setOfferId(id);
    attemptKey.current = newIdempotencyKey();
  };
  // Another body is another attempt: the server answers a reused key with a new body 422.
  const changeBirthdate = (value: string) => {
    setBirthdate(formatBirthdate(value));
    attemptKey.current = newIdempotencyKey();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!offer || swap.isPending) return;
    const parsed = swapRewardBodySchema.safeParse({ id: offer.id, rewardCode, birthdate });
    if (!parsed.success) {
      setError(t('rewards.swap.birthdateInvalid'));
      return;
    }
    setError(undefined);
    swap.mutate(
      { body: parsed.data, idempotencyKey: attemptKey.current },
      {
        onSuccess: (result) => {
          if (isPendingChange(result)) {
            setPending(result.message);
            return;
          }
          toast.success(
            t('rewards.swap.done', {
              name: result.reward.name,
              code: result.reward.rewardCode,
              points: formatNumber(result.pointsBalance, i18n.language),
            }),
          );
          close();
        },
        onError: (failure) => reportFailure(failure, t('rewards.swap.failed')),
      },
    );
  };

  return (
    <ModalDialog
      title={t('rewards.swap.title', { name })}
      onClose={close}
      returnFocus={returnFocus('swap')}
      wide
    >
      {pending !== null ? (
        <PendingChange message={pending} onClose={close} />
      ) : step === 'pick' ? (
        <div className="form">
          {offersPending ? <p role="status">{t('card.loading')}</p> : null}
          <SwapOfferPicker
            offers={choices}
            selected={offerId}
            onSelect={chooseOffer}
            rewardValue={reward.data?.value}
          />
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!offer}
              onClick={() => setStep('confirm')}
            >
              {t('rewards.swap.next')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('dialog.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>{t('rewards.swap.summary', { name, offer: offer?.name ?? '' })}</p>
          {offer && reward.data ? (
            <p>
              <strong>
                <SwapDifferenceText offerCost={offer.cost} rewardValue={reward.data.value} />
              </strong>
            </p>
          ) : null}
          <TextField
            label={t('rewards.swap.birthdate')}
            placeholder={t('rewards.swap.birthdateFormat')}
            inputMode="numeric"
            autoComplete="bday"
            value={birthdate}
            error={error}
            required
            ref={birthdateRef}
            onChange={(event) => changeBirthdate(event.target.value)}
          />
          {kioskLike ? (
            <VirtualKeyboard
              value={birthdate.replace(/\D/g, '')}
              maxLength={BIRTHDATE_DIGITS}
              onChange={changeBirthdate}
            />
          ) : null}
          <div className="dialog__actions">
            <button type="submit" className="button button--primary" disabled={swap.isPending}>
              {swap.isPending ? t('rewards.swap.swapping') : t('rewards.swap.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setStep('pick')}>
              {t('rewards.swap.back')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
