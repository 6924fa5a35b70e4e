import { useTranslation } from '../../../shared/i18n/use-translation';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { PendingChange } from '../../../shared/ui/pending/pending-change';

export interface PendingRedeem {
  /** The offer asked for. */
  name: string;
  /** The server's words: taken, being confirmed. */
  message: string;
}

/** After "Get it", a 202: the offer is being confirmed; the reward shows up on its own once it is. */
export function PendingRedeemDialog({
  pending,
  onClose,
  returnFocus,
}: {
  pending: PendingRedeem;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('offers.pendingTitle', { name: pending.name })}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <PendingChange message={pending.message} onClose={onClose} />
    </ModalDialog>
  );
}
