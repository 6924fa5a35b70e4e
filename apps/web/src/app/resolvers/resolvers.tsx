import { STORAGE_KEYS } from '@patron/contracts';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { silentLogout } from '../../features/sign-in/api/logout';
import { useBrand } from '../../shared/brand/brand-context';
import { setFlag } from '../../shared/storage/local-store';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';
import { useOnMount } from '../../shared/hooks/use-on-mount';
import { resolveBrandLayout } from '../layouts/brand-layout';
import { paths } from '../../shared/config/paths';

function pickParams(params: URLSearchParams, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) picked[name] = value;
  }
  return picked;
}

/** 'device': docs/product.md#screens-and-routes device-hash resolver. */
export function DeviceResolver() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useOnMount(() => {
    const values = pickParams(params, ['h', 'patronId', 'terminalId']);
    silentLogout();
    setFlag(STORAGE_KEYS.kioskMode);
    navigate(paths.deviceLogin.getHref(values), {
      replace: true,
      state: values,
    });
  });
  return <LoadingScreen stage="waitPlease" />;
}

/** 'dummy': docs/product.md#screens-and-routes second resolver. */
export function DummyResolver() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useOnMount(() => {
    const values = pickParams(params, ['h', 'patronId']);
    silentLogout();
    navigate(paths.impersonation.getHref(values), {
      replace: true,
      state: values,
    });
  });
  return <LoadingScreen stage="waitPlease" />;
}

/** 'kiosk/card/:cardNumber': docs/product.md#screens-and-routes card resolver. */
export function CardResolver() {
  const { cardNumber } = useParams();
  const { pathname } = useLocation();
  const { brand } = useBrand();
  const navigate = useNavigate();
  useOnMount(() => {
    silentLogout();
    setFlag(STORAGE_KEYS.kioskMode);
    // docs/product.md#screens-and-routes: on tp a /kiosk path sets tablet mode, which is what puts tp in its
    // kiosk layout.
    if (brand && resolveBrandLayout({ brand, pathname, kioskMode: true, tabletMode: false }).setTabletMode)
      setFlag(STORAGE_KEYS.tabletMode);
    navigate(paths.signIn.getHref(), { replace: true, state: { cardNumber } });
  });
  return <LoadingScreen stage="waitPlease" />;
}
