import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { grants, type GrantForm } from '../api/grant-sign-in';
import { SigningInStatus } from './signing-in-status';
import { useAutoSignIn } from './use-auto-sign-in';

/** '/okta-token' → 'okta': the route is '{idp}-token' for each SsoProviders type (spec §2). */
export function idpFromPath(pathname: string): string | undefined {
  return /\/([^/]+)-token\/?$/.exec(pathname)?.[1];
}

function idpGrant(idp: string | undefined, search: string, hash: string): GrantForm | null {
  if (!idp) return null;
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => query.get(name) || fragment.get(name) || undefined;
  const code = read('code');
  if (code) return grants.idpCode(idp, code, read('state') ?? '');
  const idToken = read('id_token');
  return idToken ? grants.idpIdToken(idp, idToken) : null;
}

/** The identity provider redirects back here with a code (or an id_token); spec §7 grants. */
export function IdpTokenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const idp = idpFromPath(pathname);
  const status = useAutoSignIn(idpGrant(idp, search, hash), () => navigate('/', { replace: true }));
  if (status === 'pending') return <SigningInStatus />;
  return (
    <section className="session-card" aria-labelledby="idp-token-heading">
      <h1 id="idp-token-heading">{t('titles.providers')}</h1>
      <p>{t('signInPaths.callbackFailed')}</p>
      <Link className="button button--primary button--block" to="/session/login" replace>
        {t('signInPaths.backToSignIn')}
      </Link>
    </section>
  );
}
