import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, pinProblem } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { secretMessage } from '../../../shared/ui/form/secret-messages';
import { toast } from '../../../shared/ui/toast/toast-store';
import { changePassword, changePin } from '../api/change-credentials';
import { SecretChangeDialog } from './secret-change-dialog';

/** The input cap; a new PIN must be 4 digits, an older one may be longer. */
const PIN_MAX = 12;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretChangeDialog
      title={t('account.profile.changePassword')}
      fields={[
        {
          name: 'currentPassword',
          label: t('account.profile.currentPassword'),
          autoComplete: 'current-password',
          rules: { required: true, maxLength: 256 },
        },
        {
          name: 'newPassword',
          label: t('account.profile.newPassword'),
          autoComplete: 'new-password',
          rules: { required: true, minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
          check: (value) => secretMessage(passwordProblem(value), t),
        },
        {
          name: 'confirmPassword',
          label: t('account.confirmPassword'),
          autoComplete: 'new-password',
          rules: { required: true },
          sameAs: 'newPassword',
        },
      ]}
      submitLabel={t('account.profile.changePassword')}
      submit={({ currentPassword = '', newPassword = '' }) =>
        changePassword({ currentPassword, newPassword })
      }
      onDone={() => {
        toast.success(t('account.profile.passwordChanged'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/**
 * At kiosks the PIN is typed on the on-screen keypad, as the card + PIN sign-in does
 * (docs/design.md#web-app).
 */
export function ChangePinDialog({ onClose, keypad }: { onClose: () => void; keypad: boolean }) {
  const { t } = useTranslation();
  const fourDigits = { pattern: /^\d{4}$/, messages: { pattern: 'account.profile.pinFourDigits' } };
  return (
    <SecretChangeDialog
      title={t('account.profile.changePin')}
      intro={t('account.profile.pinRules')}
      digits
      keypad={keypad}
      maxLength={PIN_MAX}
      fields={[
        {
          name: 'currentPin',
          label: t('account.profile.currentPin'),
          autoComplete: 'off',
          rules: { required: true },
        },
        {
          name: 'newPin',
          label: t('account.profile.newPin'),
          autoComplete: 'off',
          rules: { required: true, ...fourDigits },
          check: (value) => secretMessage(pinProblem(value), t),
        },
        {
          name: 'confirmPin',
          label: t('account.profile.confirmPin'),
          autoComplete: 'off',
          rules: { required: true },
          sameAs: 'newPin',
        },
      ]}
      submitLabel={t('account.profile.changePin')}
      submit={({ currentPin = '', newPin = '' }) => changePin({ currentPin, newPin })}
      onDone={() => {
        toast.success(t('account.profile.pinChanged'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
