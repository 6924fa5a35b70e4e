import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLinkTicket } from '../api/verify-link';
import { startSession } from '../../../shared/session/session-lifecycle';
import { ActAsPatronForm } from './act-as-patron-form';
import { ManagerSignInForm } from './manager-sign-in-form';
import { paths } from '../../../shared/config/paths';

function stateValue(state: unknown, name: 'h' | 'patronId'): string | null {
  if (state && typeof state === 'object' && name in state) {
    const value = (state as Record<string, unknown>)[name];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * 'dummy-login/dummy-login': a manager signs in, gives a reason, and acts as the patron
 * (docs/design.md#identity-and-sessions).
 */
export function ImpersonationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const patronId = params.get('patronId') ?? stateValue(state, 'patronId');
  const link = useLinkTicket(params.get('h') ?? stateValue(state, 'h'), patronId);
  const [managerToken, setManagerToken] = useState<string | null>(null);
  const [managerRejected, setManagerRejected] = useState(false);

  // docs/design.md#identity-and-sessions: no manager may act before the host system's link is verified.
  if (!patronId || link.status !== 'ready') {
    return (
      <section className="session-card" aria-labelledby="impersonation-heading">
        <h1 id="impersonation-heading">{t('impersonation.heading')}</h1>
        {!patronId ? (
          <p role="alert">{t('impersonation.missingPatron')}</p>
        ) : (
          <>
            <p className="muted">{t('impersonation.patron', { patronId })}</p>
            {link.status === 'invalid' ? (
              <p role="alert">{link.message ?? t('impersonation.linkInvalid')}</p>
            ) : (
              <p role="status">{t('impersonation.checkingLink')}</p>
            )}
          </>
        )}
      </section>
    );
  }

  return (
    <section className="session-card" aria-labelledby="impersonation-heading">
      <h1 id="impersonation-heading">{t('impersonation.heading')}</h1>
      <p className="muted">{t('impersonation.patron', { patronId })}</p>
      {managerRejected ? <p role="alert">{t('impersonation.managerRejected')}</p> : null}
      {!managerToken ? (
        <ManagerSignInForm
          onSignedIn={(token) => {
            setManagerRejected(false);
            setManagerToken(token);
          }}
        />
      ) : (
        <ActAsPatronForm
          managerToken={managerToken}
          patronId={patronId}
          linkTicket={link.ticket}
          onActing={(token) => {
            startSession(token, 'impersonation');
            void navigate(paths.root.getHref(), { replace: true });
          }}
          onManagerRejected={() => {
            setManagerToken(null);
            setManagerRejected(true);
          }}
        />
      )}
    </section>
  );
}
