import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { AsOfNotice } from '../../../shared/ui/last-known/as-of-notice';
import { ReadFailure } from '../../../shared/ui/last-known/read-failure';
import { useCodeImage } from '../api/get-code-image';
import { useReward } from '../api/get-reward';
import { useRewardAction } from './use-reward-action';

/**
 * docs/product.md#screens-and-routes `qrcode` action: the reward's QR image, large enough to scan at the
 * cage, and its code.
 */
interface QrCodeDialogProps {
  /** Where the reward can be used, composed by the app layer (features do not import each other). */
  renderLocations?: (names: readonly string[]) => ReactNode;
}

export function QrCodeDialog({ renderLocations }: QrCodeDialogProps = {}) {
  const { t } = useTranslation();
  const { rewardCode, close, returnFocus } = useRewardAction();
  const reward = useReward(rewardCode);
  const image = useCodeImage(rewardCode);
  const name = reward.data?.name ?? rewardCode;

  return (
    <ModalDialog title={t('rewards.qr.title', { name })} onClose={close} returnFocus={returnFocus('qrcode')}>
      <div className="qr">
        <AsOfNotice answers={[reward.data]} />
        {image.data ? (
          <img className="qr__image" src={image.data} alt={t('rewards.qr.alt', { code: rewardCode })} />
        ) : null}
        {image.isPending ? <p role="status">{t('card.loading')}</p> : null}
        {image.isError ? <p role="alert">{t('rewards.qr.failed')}</p> : null}
        <p>
          {t('rewards.qr.codeLabel')} <span className="qr__code">{rewardCode}</span>
        </p>
        {reward.isError ? (
          <ReadFailure
            error={reward.error}
            fallback={t('dashboard.loadFailed')}
            onRetry={() => reward.refetch()}
          />
        ) : null}
        {reward.data?.locations.length ? (
          renderLocations ? (
            renderLocations(reward.data.locations)
          ) : (
            <p className="muted">{t('rewards.qr.where', { places: reward.data.locations.join(', ') })}</p>
          )
        ) : null}
        <p className="muted">{t('rewards.qr.hint')}</p>
        <button type="button" className="button button--primary" data-autofocus onClick={close}>
          {t('dialog.done')}
        </button>
      </div>
    </ModalDialog>
  );
}
