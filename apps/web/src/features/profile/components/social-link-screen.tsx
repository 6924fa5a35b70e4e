import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useLinkSocial } from '../api/link-accounts';
import { takeLinkCallback } from '../api/social-link-dialog';
import { FormAlert, failureMessages } from './profile-errors';
import { ProofFields, useProof } from './proof-fields';
import './profile.css';

/**
 * Where the provider's dialog comes back to ({layout}/profile/link?provider=…#access_token=…): the
 * player proves the account with the current password or PIN, then link{Provider}Acc is called.
 */
export function SocialLinkScreen({ profilePath }: { profilePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [callback] = useState(() => takeLinkCallback(search, hash));
  const link = useLinkSocial();
  const proof = useProof();
  const [errors, setErrors] = useState<string[]>([]);

  if (callback.kind !== 'token') {
    return (
      <section className="page" aria-labelledby="link-heading">
        <h1 id="link-heading">{t('account.link.heading')}</h1>
        <p role="alert">
          {t(callback.kind === 'cancelled' ? 'account.link.cancelled' : 'account.link.callbackFailed')}
        </p>
        <Link className="button" to={profilePath} replace>
          {t('account.link.backToProfile')}
        </Link>
      </section>
    );
  }

  const name = t(`signInPaths.providerNames.${callback.provider}`);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (link.isPending) return;
    if (!proof.value) {
      proof.setError(t('validation.required'));
      return;
    }
    setErrors([]);
    link.mutate(
      {
        provider: callback.provider,
        accessToken: callback.accessToken,
        userId: callback.userId,
        proof: proof.proof(),
      },
      {
        onSuccess: () => {
          toast.success(t('account.link.linkedNow', { name }));
          void navigate(profilePath, { replace: true });
        },
        onError: (error) => setErrors(failureMessages(error, t('toast.unknownError'))),
      },
    );
  };

  return (
    <section className="page" aria-labelledby="link-heading">
      <h1 id="link-heading">{t('account.link.linkTitle', { name })}</h1>
      <form className="form profile-form" noValidate onSubmit={submit}>
        <p>{t('account.link.proveIntro', { name })}</p>
        <ProofFields form={proof} />
        <FormAlert messages={errors} />
        <div className="dialog__actions">
          <Link className="button" to={profilePath} replace>
            {t('dialog.cancel')}
          </Link>
          <button type="submit" className="button button--primary" disabled={link.isPending}>
            {t('account.link.link', { name })}
          </button>
        </div>
      </form>
    </section>
  );
}
