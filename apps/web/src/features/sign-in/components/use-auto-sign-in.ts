import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOnMount } from '../../../shared/hooks/use-on-mount';
import { signInWithGrant, type GrantForm } from '../api/grant-sign-in';
import { showSignInError } from './sign-in-error';

export type AutoSignInStatus = 'idle' | 'pending' | 'failed';

/** Posts a grant once on mount (device hash, remote token, IdP and social callbacks). */
export function useAutoSignIn(form: GrantForm | null, onSignedIn: () => void): AutoSignInStatus {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AutoSignInStatus>(form ? 'pending' : 'idle');
  const latest = useRef({ onSignedIn, fallback: t('toast.unknownError') });
  latest.current = { onSignedIn, fallback: t('toast.unknownError') };

  useOnMount(() => {
    if (!form) return;
    signInWithGrant(form).then(
      () => latest.current.onSignedIn(),
      (error: unknown) => {
        showSignInError(error, latest.current.fallback);
        setStatus('failed');
      },
    );
  });

  return status;
}
