import type { UpdatePasswordBody } from '@patron/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AccountNotice, AccountPage, FormAlert } from './account-page';
import { linkParams } from './link-params';
import { NewPasswordForm } from './new-password-form';

/** The texts of a page under `account.{texts}`: heading, intro, submit, doneTitle, done, again. */
type LinkPasswordTexts = 'newPassword' | 'undoChange';

/**
 * A page an e-mail link opens that ends in a new password for the link's {hash, token}: the reset
 * link, and the undo link of an e-mail or phone change.
 */
export function LinkPasswordScreen({
  texts,
  headingId,
  send,
}: {
  texts: LinkPasswordTexts;
  headingId: string;
  send: (body: UpdatePasswordBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = linkParams(search, ['hash', 'token'] as const);
  const [done, setDone] = useState(false);
  const text = (key: string) => t(`account.${texts}.${key}`);

  let content;
  if (!params) {
    content = (
      <>
        <FormAlert messages={[t('account.link.invalid')]} />
        <p>
          <Link to={paths.forgotPassword.getHref()}>{text('again')}</Link>
        </p>
      </>
    );
  } else if (done) {
    content = (
      <AccountNotice title={text('doneTitle')}>
        <p>{text('done')}</p>
        <Link className="button button--primary button--block" to={paths.signIn.getHref()} replace>
          {t('account.signInNow')}
        </Link>
      </AccountNotice>
    );
  } else {
    content = (
      <NewPasswordForm
        hash={params.hash}
        token={params.token}
        send={send}
        submitLabel={text('submit')}
        onDone={() => setDone(true)}
      />
    );
  }

  return (
    <AccountPage
      headingId={headingId}
      heading={text('heading')}
      intro={params && !done ? text('intro') : undefined}
      backToSignIn={!done}
    >
      {content}
    </AccountPage>
  );
}
