import { STORAGE_KEYS } from '@patron/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../../features/sign-in/components/language-picker';
import { takeLobbyTokenFromSearch } from '../../features/kiosk-lobby/api/lobby-token';
import { KioskLobbyScreen } from '../../features/kiosk-lobby/components/kiosk-lobby-screen';
import { useBrand } from '../../shared/brand/brand-context';
import { QueryProvider } from '../../shared/query/query-provider';
import { readModeFlags, setFlag } from '../../shared/storage/local-store';
import { resolveBrandLayout } from '../layouts/brand-layout';
import { useActiveTheme } from '../theme/use-active-theme';
import { paths } from '../../shared/config/paths';

/**
 * '/kiosk' while nobody is signed in: the lobby. Its sign-in turns the kiosk mode on (tp: tablet
 * mode, docs/product.md#screens-and-routes) and opens the kiosk session module's card + PIN screen.
 */
export default function KioskLobbyRoute() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { brand, branding, clientAccount } = useBrand();
  const theme = useActiveTheme();
  const logoUrl = branding?.themes[theme].settings.logo ?? clientAccount.account.clientLogoUrl;

  useEffect(() => {
    const rest = takeLobbyTokenFromSearch(search);
    if (rest !== null) void navigate({ pathname, search: rest }, { replace: true });
  }, [navigate, pathname, search]);

  const signIn = () => {
    setFlag(STORAGE_KEYS.kioskMode);
    if (brand && resolveBrandLayout({ brand, pathname, ...readModeFlags() }).setTabletMode) {
      setFlag(STORAGE_KEYS.tabletMode);
    }
    void navigate(paths.signIn.getHref(), { state: { from: 'lobby' } });
  };

  return (
    <QueryProvider>
      <KioskLobbyScreen onSignIn={signIn} logoUrl={logoUrl} languagePicker={<LanguagePicker />} />
    </QueryProvider>
  );
}
