import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Outlet } from 'react-router';
import { useProfile } from '../../../shared/api/player/get-profile';
import { useBrand } from '../../../shared/brand/brand-context';
import { reopenCards, useClosedCards } from '../../../shared/ui/card/closed-cards';
import { useFirstAnswersIn } from '../../../shared/query/use-first-answers';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { PendingAlert } from './pending-alert';
import { POINTS_CARD_ID, PointsTierCard } from './points-tier-card';
import './home.css';
import { useGreetingName } from '../../../shared/greeting/use-greeting-name';

/** The longest the cards wait for each other's first answers before they show regardless. */
export const CARDS_WAIT_MS = 1000;

interface HomeScreenProps {
  /** The dashboard's other cards, composed by the app layer (features do not import each other). */
  children?: ReactNode;
  /** The longest the cards wait for each other's first answers (tests set their own). */
  cardsWaitMs?: number;
  /** The kiosk home: one column of the children alone (its tiles show the points). */
  kiosk?: boolean;
}

/**
 * docs/product.md#screens-and-routes home container: the player's dashboard; reward actions open over it
 * through the Outlet.
 */
export function HomeScreen({ children, cardsWaitMs = CARDS_WAIT_MS, kiosk = false }: HomeScreenProps) {
  const { t } = useTranslation();
  const { clientAccount, branding } = useBrand();
  const profile = useProfile();
  // First load: the greeting shows as soon as the profile is in; the cards render after it, in slices
  // that give the browser room between them (a deferred render), not in one long task with it.
  // (null, not undefined, as the first value: React takes undefined for "no first value".)
  // docs/product.md#web-behaviour: the player's data loads only once the profile is in and verified; an
  // unverified player sees the pending warning, not a dashboard of empty balances.
  const verified = profile.data?.isVerified === true;
  const cardsFor = useDeferredValue(verified ? profile.data : null, null);
  // The cards mount hidden, their requests on their way, and show together once their first answers
  // are in (at most cardsWaitMs): no card grows under the player's eyes, pushing the rest down.
  const cardsShown = useFirstAnswersIn(verified && Boolean(cardsFor), cardsWaitMs);
  const closed = useClosedCards();
  const reopenRef = useRef<HTMLButtonElement>(null);
  const closedCount = useRef(closed.size);
  const loader = branding?.themes[branding.themes.default].settings.appLoader;

  useEffect(() => {
    // A closed card takes its focused button with it: focus goes to the way of bringing it back.
    if (closed.size > closedCount.current) reopenRef.current?.focus();
    closedCount.current = closed.size;
  }, [closed]);

  const name = useGreetingName(profile.data);

  // The heading keeps its place while the profile is on its way (Home, then the greeting): nothing
  // below it moves when the greeting comes. The cards, and their requests, wait for the profile
  // (docs/product.md#web-behaviour).
  return (
    <section
      className="page home"
      aria-labelledby="home-heading"
      aria-busy={profile.isPending || (verified && !cardsShown)}
    >
      {profile.data && !profile.data.isVerified ? <PendingAlert /> : null}
      <h1 id="home-heading">{name ? t('home.greeting', { name }) : t('titles.home')}</h1>
      {profile.isError ? (
        <div role="alert" className="home__failed">
          <p>{t('home.profileFailed')}</p>
          <button type="button" className="button" onClick={() => void profile.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      ) : null}
      <p className="muted">{t('home.intro', { property: clientAccount.account.name })}</p>
      {verified && closed.size > 0 ? (
        <button ref={reopenRef} type="button" className="button home__reopen" onClick={reopenCards}>
          {t('dashboard.reopen', { count: closed.size })}
        </button>
      ) : null}
      {verified && cardsFor ? (
        <div className={kiosk ? 'dashboard dashboard--kiosk' : 'dashboard'} hidden={!cardsShown}>
          {kiosk || closed.has(POINTS_CARD_ID) ? null : <PointsTierCard />}
          {children}
        </div>
      ) : null}
      {profile.isPending || (verified && !cardsShown) ? (
        <LoadingScreen stage={profile.data ? 'loadingData' : 'preparingProfile'} loaderUrl={loader} inline />
      ) : null}
      <Outlet />
    </section>
  );
}
