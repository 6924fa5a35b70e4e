import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { useProfile } from '../../../shared/api/get-profile';
import { PendingAlert } from './pending-alert';
import './home.css';

export function HomeScreen() {
  const { t } = useTranslation();
  const { clientAccount, branding } = useBrand();
  const profile = useProfile();
  const loader = branding?.themes[branding.themes.default].settings.appLoader;

  if (!profile.data) {
    return profile.isPending ? <LoadingScreen stage="preparingProfile" loaderUrl={loader} inline /> : null;
  }
  const { firstName, lastName, username, isVerified } = profile.data;
  const name = `${firstName} ${lastName}`.trim() || username;

  return (
    <section className="page home" aria-labelledby="home-heading">
      {isVerified ? null : <PendingAlert />}
      <h1 id="home-heading">{t('home.greeting', { name })}</h1>
      <p className="muted">{t('home.intro', { property: clientAccount.account.name })}</p>
    </section>
  );
}
