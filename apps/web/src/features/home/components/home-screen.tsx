import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Outlet } from 'react-router';
import { useProfile } from '../../../shared/api/player/get-profile';
import { useBrand } from '../../../shared/brand/brand-context';
import { reopenCards, useClosedCards } from '../../../shared/ui/card/closed-cards';
import { PendingAlert } from './pending-alert';
import { POINTS_CARD_ID, PointsTierCard } from './points-tier-card';
import './home.css';

interface HomeScreenProps {
  /** The dashboard's other cards, composed by the app layer (features do not import each other). */
  children?: ReactNode;
}

/** Spec §2 home container: the player's dashboard; reward actions open over it through the Outlet. */
export function HomeScreen({ children }: HomeScreenProps) {
  const { t } = useTranslation();
  const { clientAccount } = useBrand();
  const profile = useProfile();
  const closed = useClosedCards();
  const reopenRef = useRef<HTMLButtonElement>(null);
  const closedCount = useRef(closed.size);

  useEffect(() => {
    // A closed card takes its focused button with it: focus goes to the way of bringing it back.
    if (closed.size > closedCount.current) reopenRef.current?.focus();
    closedCount.current = closed.size;
  }, [closed]);

  // The cards need no profile: they mount (and ask for their data) at once, beside the profile
  // request, instead of after it; only the greeting waits, in a heading that keeps its place.
  const name = profile.data
    ? `${profile.data.firstName} ${profile.data.lastName}`.trim() || profile.data.username
    : undefined;

  return (
    <section className="page home" aria-labelledby="home-heading" aria-busy={profile.isPending}>
      {profile.data && !profile.data.isVerified ? <PendingAlert /> : null}
      <h1 id="home-heading">{name ? t('home.greeting', { name }) : t('titles.home')}</h1>
      <p className="visually-hidden" role="status">
        {profile.isPending
          ? t('loading.preparingProfile', { defaultValue: 'Preparing personal profile' })
          : null}
      </p>
      {profile.isError ? <p role="alert">{t('dashboard.loadFailed')}</p> : null}
      <p className="muted">{t('home.intro', { property: clientAccount.account.name })}</p>
      {closed.size > 0 ? (
        <button ref={reopenRef} type="button" className="button home__reopen" onClick={reopenCards}>
          {t('dashboard.reopen', { count: closed.size })}
        </button>
      ) : null}
      <div className="dashboard">
        {closed.has(POINTS_CARD_ID) ? null : <PointsTierCard />}
        {children}
      </div>
      <Outlet />
    </section>
  );
}
