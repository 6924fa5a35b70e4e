import type { TFunction } from '../../shared/i18n/translate';
import { describe, expect, it } from 'vitest';
import { externalMenuLinks, menuLinks } from './menu-links';

const t = ((key: string) => key) as unknown as TFunction;
const flatten = (links: ReturnType<typeof menuLinks>): string[] =>
  links.flatMap((link) => [link.to, ...(link.children ?? []).map((child) => `  ${child.to}`)]);

describe('menu links', () => {
  it('condensed: Home, Profile, Settings', () => {
    expect(flatten(menuLinks({ layout: 'condensed', base: '/condensed', brand: 'naskila', t }))).toEqual([
      '/condensed/home/naskila',
      '/condensed/profile',
      '/condensed/settings',
    ]);
  });

  it.each([
    ['mobile', '/mobile', 'rwlv'],
    ['lucid', '/kiosk/lucid', 'coyote'],
  ] as const)(
    '%s: Profile, Badges, Offers, How it works and Statements with their children',
    (layout, base, brand) => {
      const home = `${base}/home/${brand}`;
      expect(flatten(menuLinks({ layout, base, brand, t }))).toEqual([
        home,
        `${home}/profile`,
        `${home}/medallions`,
        `${home}/offers-new`,
        `${home}/benefits`,
        `  ${home}/benefits/milestones-benefits`,
        `  ${home}/benefits/how-to-earn`,
        `${home}/statements`,
        `  ${home}/statements/reward-statement`,
        `  ${home}/statements/win-loss`,
        `${base}/settings`,
      ]);
    },
  );

  it('external pages come from PlayerPortalSettings, only on lucid and mobile, only when set', () => {
    const settings = {
      unauthorizedRedirectUri: '/session/login',
      digitalConciergeUrl: 'https://concierge.example/',
      hotelBookingUrl: 'https://book.example/rooms',
    };
    expect(externalMenuLinks('mobile', settings, t)).toEqual([
      { href: 'https://concierge.example/', label: 'loyalty.menu.concierge' },
      { href: 'https://book.example/rooms', label: 'loyalty.menu.hotel' },
    ]);
    expect(externalMenuLinks('condensed', settings, t)).toEqual([]);
    expect(externalMenuLinks('lucid', { unauthorizedRedirectUri: '/' }, t)).toEqual([]);
    expect(externalMenuLinks('lucid', undefined, t)).toEqual([]);
  });
});
