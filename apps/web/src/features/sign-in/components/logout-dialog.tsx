import { LOGOUT_LOADING_CLEAR_MS } from '@patron/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => Promise<unknown>;
  /** Focus after closing when the control that opened it has been hidden (the menu's Logout). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** docs/product.md#sign-in: logout needs a confirmation; the loading indicator is cleared 5 s after. */
export function LogoutDialog({ open, onClose, onLogout, returnFocus }: LogoutDialogProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState<'working' | 'done' | null>(null);

  useEffect(() => {
    if (leaving !== 'done') return;
    const handle = setTimeout(() => setLeaving(null), LOGOUT_LOADING_CLEAR_MS);
    return () => clearTimeout(handle);
  }, [leaving]);

  const confirm = async () => {
    setLeaving('working');
    onClose();
    await onLogout();
    setLeaving('done');
  };

  return (
    <>
      {leaving ? <LoadingScreen stage="waitPlease" /> : null}
      <ConfirmDialog
        open={open}
        title={t('logout.confirmationTitle')}
        message={t('logout.confirmation')}
        confirmLabel={t('logout.yes')}
        cancelLabel={t('logout.no')}
        onConfirm={() => void confirm()}
        onCancel={onClose}
        returnFocus={returnFocus}
      />
    </>
  );
}
