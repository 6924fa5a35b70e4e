import type { Brand, Layout, PlayerPortalSettings } from '@patron/contracts';
import type { TFunction } from '../../shared/i18n/translate';

export interface MenuLink {
  to: string;
  label: string;
  /** Only the exact path marks it current (Home would otherwise be current on every screen). */
  end?: boolean;
  children?: readonly MenuLink[];
}

export interface ExternalMenuLink {
  href: string;
  label: string;
}

export interface MenuInput {
  layout: Layout;
  /** The layout's base path, e.g. `/mobile` or `/kiosk/lucid`. */
  base: string;
  brand: Brand | undefined;
  t: TFunction;
}

/**
 * docs/product.md#screens-and-routes menus. Condensed: Home, Profile, Settings. Lucid and mobile: Profile,
 * Badges, Offers, How it works (Tier Benefits, Earn & Redeem), Statements (Rewards Statement, Win/Loss
 * Statement); Home and Settings stay first and last so every child route of the layout remains reachable.
 */
export function menuLinks({ layout, base, brand, t }: MenuInput): MenuLink[] {
  const home = brand ? `${base}/home/${brand}` : `${base}/home`;
  const homeLink: MenuLink = { to: home, label: t('menu.home'), end: true };
  const settings: MenuLink = { to: `${base}/settings`, label: t('menu.settings') };
  if (layout === 'condensed' || !brand) {
    return [homeLink, { to: `${base}/profile`, label: t('menu.profile') }, settings];
  }
  return [
    homeLink,
    { to: `${home}/profile`, label: t('menu.profile') },
    { to: `${home}/medallions`, label: t('loyalty.menu.badges') },
    { to: `${home}/offers-new`, label: t('menu.offers') },
    {
      to: `${home}/benefits`,
      label: t('loyalty.menu.howItWorks'),
      children: [
        { to: `${home}/benefits/milestones-benefits`, label: t('loyalty.menu.tierBenefits') },
        { to: `${home}/benefits/how-to-earn`, label: t('loyalty.menu.earnRedeem') },
      ],
    },
    {
      to: `${home}/statements`,
      label: t('loyalty.menu.statements'),
      children: [
        { to: `${home}/statements/reward-statement`, label: t('loyalty.menu.rewardStatement') },
        { to: `${home}/statements/win-loss`, label: t('loyalty.menu.winLoss') },
      ],
    },
    settings,
  ];
}

/**
 * docs/product.md#screens-and-routes: the digital concierge and hotel booking pages from metadata (lucid and
 * mobile menus).
 */
export function externalMenuLinks(
  layout: Layout,
  settings: PlayerPortalSettings | undefined,
  t: TFunction,
): ExternalMenuLink[] {
  if (layout === 'condensed' || !settings) return [];
  const links: ExternalMenuLink[] = [];
  if (settings.digitalConciergeUrl)
    links.push({ href: settings.digitalConciergeUrl, label: t('loyalty.menu.concierge') });
  if (settings.hotelBookingUrl)
    links.push({ href: settings.hotelBookingUrl, label: t('loyalty.menu.hotel') });
  return links;
}
