import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import './account.css';
import { paths } from '../../../shared/config/paths';

interface AccountPageProps {
  headingId: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  /** Hidden on the sign-in page's own children that already offer it. */
  backToSignIn?: boolean;
}

/** The card every account page shows on the session layout, with its way back to sign-in. */
export function AccountPage({ headingId, heading, intro, children, backToSignIn = true }: AccountPageProps) {
  const { t } = useTranslation();
  return (
    <section className="session-card account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
      {backToSignIn ? (
        <p className="account-page__back">
          <Link to={paths.signIn.getHref()}>{t('account.backToSignIn')}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** A result that takes focus when it appears, so a screen reader reads it at once. */
export function AccountNotice({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="account-notice" role="status" tabIndex={-1} ref={ref}>
      <h2 className="account-notice__title">{title}</h2>
      {children}
    </div>
  );
}

export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="form-alert" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
