import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../../shared/session/session-lifecycle';
import { ActAsPatronForm } from './act-as-patron-form';
import { ManagerSignInForm } from './manager-sign-in-form';

function statePatronId(state: unknown): string | null {
  if (state && typeof state === 'object' && 'patronId' in state && typeof state.patronId === 'string')
    return state.patronId;
  return null;
}

/** 'dummy-login/dummy-login': a manager signs in, gives a reason, and acts as the patron (DESIGN §5). */
export function ImpersonationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const patronId = params.get('patronId') ?? statePatronId(useLocation().state);
  const [managerToken, setManagerToken] = useState<string | null>(null);
  const [managerRejected, setManagerRejected] = useState(false);

  return (
    <section className="session-card" aria-labelledby="impersonation-heading">
      <h1 id="impersonation-heading">{t('impersonation.heading')}</h1>
      {patronId ? (
        <p className="muted">{t('impersonation.patron', { patronId })}</p>
      ) : (
        <p role="alert">{t('impersonation.missingPatron')}</p>
      )}
      {managerRejected ? <p role="alert">{t('impersonation.managerRejected')}</p> : null}
      {!managerToken ? (
        <ManagerSignInForm
          onSignedIn={(token) => {
            setManagerRejected(false);
            setManagerToken(token);
          }}
        />
      ) : patronId ? (
        <ActAsPatronForm
          managerToken={managerToken}
          patronId={patronId}
          onActing={(token) => {
            startSession(token, 'impersonation');
            void navigate('/', { replace: true });
          }}
          onManagerRejected={() => {
            setManagerToken(null);
            setManagerRejected(true);
          }}
        />
      ) : null}
    </section>
  );
}
