import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { grants, type GrantForm } from '../api/grant-sign-in';
import { SigningInStatus } from './signing-in-status';
import { useAutoSignIn } from './use-auto-sign-in';
import { paths } from '../../../shared/config/paths';

/**
 * '/okta-token' → 'okta': the route is '{idp}-token' for each SsoProviders type
 * (docs/product.md#screens-and-routes).
 */
export function idpFromPath(pathname: string): string | undefined {
  return /\/([^/]+)-token\/?$/.exec(pathname)?.[1];
}

/**
 * Only a code comes back from the flow this browser started (the server checks its state against
 * this browser's cookie). An id_token in the URL cannot be tied to this browser, so a stranger's
 * link could sign the player into the stranger's account: it is not accepted here.
 */
function idpGrant(idp: string | undefined, search: string, hash: string): GrantForm | null {
  if (!idp) return null;
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const read = (name: string) => query.get(name) || fragment.get(name) || undefined;
  const code = read('code');
  return code ? grants.idpCode(idp, code, read('state') ?? '') : null;
}

/**
 * The identity provider redirects back here with a code; docs/product.md#sign-in external_{idp}_code_access.
 */
export function IdpTokenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const idp = idpFromPath(pathname);
  const status = useAutoSignIn(idpGrant(idp, search, hash), () =>
    navigate(paths.root.getHref(), { replace: true }),
  );
  if (status === 'pending') return <SigningInStatus />;
  return (
    <section className="session-card" aria-labelledby="idp-token-heading">
      <h1 id="idp-token-heading">{t('titles.providers')}</h1>
      <p>{t('signInPaths.callbackFailed')}</p>
      <Link className="button button--primary button--block" to={paths.signIn.getHref()} replace>
        {t('signInPaths.backToSignIn')}
      </Link>
    </section>
  );
}
