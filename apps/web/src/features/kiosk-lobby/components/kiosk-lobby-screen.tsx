import type { KioskLobby } from '@patron/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBrand } from '../../../shared/brand/brand-context';
import { useKioskLobby } from '../api/get-kiosk-lobby';
import { lobbyTokenFor } from '../api/lobby-token';
import { ladderSteps } from './ladder-steps';
import { LobbyBar } from './lobby-bar';
import { LobbyLadder } from './lobby-ladder';
import { LobbyMedallions } from './lobby-medallions';
import { LobbyNews } from './lobby-news';
import { LobbySection } from './lobby-section';
import { LobbySlides } from './lobby-slides';
import { pageAt, useRotation } from './use-rotation';
import { useReducedMotion } from './use-reduced-motion';
import './kiosk-lobby.css';

const NEWS_PER_PAGE = 3;
const MEDALLIONS_PER_PAGE = 6;
const DEFAULT_ROTATE_SECONDS = 8;

interface KioskLobbyScreenProps {
  /** Opens the card + PIN sign-in with its on-screen keypad. */
  onSignIn: () => void;
  /** The active theme's logo (the app layer knows the theme). */
  logoUrl: string;
  /** The language choice, composed by the app layer. */
  languagePicker?: ReactNode;
}

/** docs/design.md#web-app: the attract screen a kiosk shows while nobody is signed in. No personal data. */
export function KioskLobbyScreen({ onSignIn, logoUrl, languagePicker }: KioskLobbyScreenProps) {
  const { t, i18n } = useTranslation();
  const { clientAccount, kioskLobbyToken } = useBrand();
  const name = clientAccount.account.name;
  const gate = lobbyTokenFor(kioskLobbyToken);
  const lobby = useKioskLobby(i18n.language, gate.token, !gate.missing);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  // Reduced motion: nothing moves by itself unless the visitor asks for it.
  const running = !(paused ?? reducedMotion);
  const data: KioskLobby | undefined = lobby.data;
  const tick = useRotation(data?.medallions.rotateSeconds ?? DEFAULT_ROTATE_SECONDS, running);

  let notice: string | undefined;
  if (gate.missing) notice = t('lobby.notSetUp');
  else if (!data) notice = lobby.isError ? t('lobby.unavailable') : t('lobby.loading');
  const busy = !data && !gate.missing && !lobby.isError;
  const steps = data ? ladderSteps(data.milestones) : [];
  const welcome = t('lobby.welcome', { name });
  const slides = data?.medallions.slides ?? [];

  return (
    <div className={`lobby${reducedMotion ? ' lobby--still' : ''}`}>
      <a className="skip-link" href="#lobby-sign-in">
        {t('lobby.skipToSignIn')}
      </a>
      <LobbyBar logoUrl={logoUrl} logoAlt={t('header.logoAlt', { name })} languagePicker={languagePicker} />
      <main id="main-content" className="lobby__main" tabIndex={-1}>
        <p className="visually-hidden" role="status">
          {busy ? t('lobby.loading') : ''}
        </p>
        <section className="lobby__hero" aria-labelledby="lobby-heading">
          <h1 id="lobby-heading" className="lobby__welcome">
            {welcome}
          </h1>
          <LobbySlides
            slides={slides}
            tick={tick}
            heading={welcome}
            fallbackTitle={name}
            control={
              <button type="button" className="button lobby__pause" onClick={() => setPaused(running)}>
                {running ? t('lobby.pause') : t('lobby.play')}
              </button>
            }
          />
        </section>
        <div className="lobby__cta">
          <button
            id="lobby-sign-in"
            type="button"
            className="button button--primary lobby__sign-in"
            onClick={onSignIn}
          >
            {t('lobby.signIn')}
          </button>
          <p className="lobby__hint">{t('lobby.signInHint')}</p>
        </div>
        <LobbySection title={t('lobby.newsHeading')} className="lobby__news" notice={notice} busy={busy}>
          {data && data.announcements.length === 0 ? (
            <p className="lobby-section__notice">{t('lobby.noNews')}</p>
          ) : (
            <LobbyNews items={pageAt(data?.announcements ?? [], NEWS_PER_PAGE, tick)} />
          )}
        </LobbySection>
        {data && !data.medallions.enabled ? null : (
          <LobbySection
            title={t('lobby.medallionsHeading')}
            className="lobby__medallions"
            notice={notice}
            busy={busy}
          >
            {data && data.medallions.badges.length === 0 ? (
              <p className="lobby-section__notice">{t('lobby.noMedallions')}</p>
            ) : (
              <LobbyMedallions badges={pageAt(data?.medallions.badges ?? [], MEDALLIONS_PER_PAGE, tick)} />
            )}
          </LobbySection>
        )}
        {data && !data.milestones.enabled ? null : (
          <LobbySection
            title={t('lobby.ladderHeading')}
            className="lobby__ladder"
            notice={notice}
            busy={busy}
          >
            {steps.length === 0 ? (
              <p className="lobby-section__notice">{t('lobby.noTiers')}</p>
            ) : (
              <LobbyLadder steps={steps} />
            )}
          </LobbySection>
        )}
      </main>
    </div>
  );
}
