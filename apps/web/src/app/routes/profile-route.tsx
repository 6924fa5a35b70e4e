import { useLocation } from 'react-router';
import { useImpersonation } from '../../features/impersonation/api/impersonation-claims';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { SocialLinkScreen } from '../../features/profile/components/social-link-screen';
import { readModeFlags } from '../../shared/storage/local-store';

/** '/kiosk/lucid/profile/link' → '/kiosk/lucid/profile': the layout's own profile path. */
function profilePathOf(pathname: string): string {
  const at = pathname.indexOf('/profile');
  return at >= 0 ? pathname.slice(0, at + '/profile'.length) : '/profile';
}

/** The app layer composes impersonation and kiosk mode into the profile (features never import each other). */
export function ProfileRoute() {
  const { pathname } = useLocation();
  const acting = useImpersonation();
  const kiosk = pathname.startsWith('/kiosk') || readModeFlags().kioskMode;
  return (
    <ProfileScreen impersonating={acting !== null} kiosk={kiosk} profilePath={profilePathOf(pathname)} />
  );
}

export function SocialLinkRoute() {
  const { pathname } = useLocation();
  return <SocialLinkScreen profilePath={profilePathOf(pathname)} />;
}
