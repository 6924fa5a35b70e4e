import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { logout } from '../api/logout';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loginPath } = useBrand();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await logout(loginPath, (to) => navigate(to, { replace: true }));
    setBusy(false);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('logout.confirmationTitle')}
      message={t('logout.confirmation')}
      confirmLabel={t('logout.yes')}
      cancelLabel={t('logout.no')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
