import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context';
import { endSession } from '../../../shared/session/session-lifecycle';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { FormAlert, failureMessages } from './profile-errors';

interface DeleteAccountDialogProps {
  maskingDays: number;
  onClose: () => void;
}

/** DELETE /api/profile/, after saying exactly what happens. */
export function DeleteAccountDialog({ maskingDays, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loginPath } = useBrand();
  const remove = useDeleteAccount();
  const [errors, setErrors] = useState<string[]>([]);

  const confirm = () => {
    setErrors([]);
    remove.mutate(undefined, {
      onSuccess: () =>
        void endSession('expired', {
          destination: loginPath,
          navigate: (to) => navigate(to, { replace: true }),
          notice: t('account.delete.done'),
        }),
      onError: (error) => setErrors(failureMessages(error, t('toast.unknownError'))),
    });
  };

  return (
    <ModalDialog title={t('account.delete.title')} onClose={onClose}>
      <p>{t('account.delete.intro')}</p>
      <ul className="delete-consequences">
        <li>{t('account.delete.signInStops')}</li>
        <li>{t('account.delete.sessionsEnd')}</li>
        <li>{t('account.delete.masked', { count: maskingDays })}</li>
        <li>{t('account.delete.statementsKept')}</li>
      </ul>
      <FormAlert messages={errors} />
      <div className="dialog__actions">
        <button type="button" className="button" data-autofocus onClick={onClose}>
          {t('account.delete.keep')}
        </button>
        <button type="button" className="button button--danger" disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
