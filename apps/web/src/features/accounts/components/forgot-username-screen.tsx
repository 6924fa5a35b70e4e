import { useTranslation } from '../../../shared/i18n/use-translation';
import { requestRecoveryLink } from '../api/recover-username';
import { AccountPage } from './account-page';
import { RequestLinkForm } from './request-link-form';

/** "Forgot username?": a recovery link by e-mail or SMS, if one matches (docs/design.md#account-calls). */
export function ForgotUsernameScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage
      headingId="forgot-username-heading"
      heading={t('account.forgotUsername.heading')}
      intro={t('account.forgotUsername.intro')}
    >
      <RequestLinkForm
        label={t('account.forgotUsername.identifier')}
        autoComplete="email"
        submitLabel={t('account.forgotUsername.submit')}
        maxLength={254}
        send={requestRecoveryLink}
      />
    </AccountPage>
  );
}
