import { useTranslation } from '../../../shared/i18n/use-translation';
import { resetPassword } from '../api/reset-password';
import { AccountPage } from './account-page';
import { RequestLinkForm } from './request-link-form';

/** "Forgot password?": an e-mail with a reset link, if the account exists (docs/design.md#account-calls). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage
      headingId="forgot-password-heading"
      heading={t('account.forgotPassword.heading')}
      intro={t('account.forgotPassword.intro')}
    >
      <RequestLinkForm
        label={t('account.forgotPassword.username')}
        autoComplete="username"
        submitLabel={t('account.forgotPassword.submit')}
        maxLength={256}
        send={resetPassword}
      />
    </AccountPage>
  );
}
