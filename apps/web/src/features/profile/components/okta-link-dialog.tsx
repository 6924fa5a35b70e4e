import type { Profile } from '@patron/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { leaveFor } from '../api/leave-for';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { TextField } from '../../../shared/ui/form/text-field';
import { validateValue } from '../../../shared/ui/form/validation';
import { startOktaLink } from '../api/link-okta';
import { FormAlert, failureMessages } from './profile-errors';

interface OktaLinkDialogProps {
  profile: Profile;
  name: string;
  onClose: () => void;
}

/** linkWithOkta: the account's e-mail and current password, then the IdP's own sign-in page. */
export function OktaLinkDialog({ profile, name, onClose }: OktaLinkDialogProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(profile.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next = {
      email: validateValue(email, { required: true, email: true }, t),
      password: validateValue(password, { required: true }, t),
    };
    setErrors(next);
    setServerErrors([]);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      leaveFor(await startOktaLink({ patronNumber: profile.id, email: email.trim(), password }));
    } catch (error) {
      setServerErrors(failureMessages(error, t('toast.unknownError')));
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('account.link.linkTitle', { name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="muted">{t('account.link.oktaIntro', { name })}</p>
        <TextField
          label={t('account.profile.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          data-autofocus
          label={t('account.profile.currentPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormAlert messages={serverErrors} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('account.link.continueTo', { name })}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
