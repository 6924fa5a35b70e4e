import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithGrant, type GrantForm } from '../api/grant-sign-in';
import { showSignInError } from './sign-in-error';

export type AutoSignInStatus = 'idle' | 'pending' | 'failed';

/**
 * Posts a grant once on mount (device hash, remote token, IdP and social callbacks). StrictMode's
 * double effect must not post the single-use credential twice.
 */
export function useAutoSignIn(form: GrantForm | null, onSignedIn: () => void): AutoSignInStatus {
  const { t } = useTranslation();
  const started = useRef(false);
  const [status, setStatus] = useState<AutoSignInStatus>(form ? 'pending' : 'idle');
  const latest = useRef({ form, onSignedIn, fallback: t('toast.unknownError') });
  latest.current = { form, onSignedIn, fallback: t('toast.unknownError') };

  useEffect(() => {
    const { form: grant } = latest.current;
    if (!grant || started.current) return;
    started.current = true;
    signInWithGrant(grant).then(
      () => latest.current.onSignedIn(),
      (error: unknown) => {
        showSignInError(error, latest.current.fallback);
        setStatus('failed');
      },
    );
  }, []);

  return status;
}
