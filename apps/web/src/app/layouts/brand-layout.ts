import type { Brand, Layout } from '@patron/contracts';

export interface BrandLayoutInput {
  brand: Brand;
  pathname: string;
  kioskMode: boolean;
  tabletMode: boolean;
  /** Branding.layout: names the layout of the brands the spec leaves open (elite, bally). */
  brandingLayout?: Layout;
}

export interface BrandLayout {
  layout: Layout;
  kiosk: boolean;
  /** tp: a /kiosk path turns the sticky tablet mode on. */
  setTabletMode: boolean;
}

export function isKioskPath(pathname: string): boolean {
  return pathname === '/kiosk' || pathname.startsWith('/kiosk/');
}

/**
 * docs/product.md#screens-and-routes brand-to-layout rules; docs/design.md#web-app settles elite (lucid) and
 * bally (condensed).
 */
export function resolveBrandLayout(input: BrandLayoutInput): BrandLayout {
  const kioskPath = isKioskPath(input.pathname);
  const kiosk = kioskPath || input.kioskMode;
  switch (input.brand) {
    case 'tp':
      return { layout: 'condensed', kiosk: input.tabletMode || kioskPath, setTabletMode: kioskPath };
    case 'coyote':
      return { layout: 'lucid', kiosk, setTabletMode: false };
    case 'rwlv':
    case 'southland':
      return { layout: kiosk ? 'lucid' : 'mobile', kiosk, setTabletMode: false };
    case 'offercraft':
    case 'naskila':
    case 'little-creek':
      return { layout: kiosk ? 'lucid' : 'condensed', kiosk, setTabletMode: false };
    case 'elite':
      return { layout: openLayout(input.brandingLayout ?? 'lucid', kiosk), kiosk, setTabletMode: false };
    case 'bally':
      return { layout: openLayout(input.brandingLayout ?? 'condensed', kiosk), kiosk, setTabletMode: false };
  }
}

/**
 * There is no kiosk/mobile layout: a kiosk is lucid, as docs/product.md#screens-and-routes gives every brand
 * it names.
 */
function openLayout(layout: Layout, kiosk: boolean): Layout {
  return kiosk && layout === 'mobile' ? 'lucid' : layout;
}

export function layoutBasePath(decision: Pick<BrandLayout, 'layout' | 'kiosk'>): string {
  return `/${decision.kiosk ? 'kiosk/' : ''}${decision.layout}`;
}

export function layoutHomePath(decision: Pick<BrandLayout, 'layout' | 'kiosk'>, brand: Brand): string {
  return `${layoutBasePath(decision)}/home/${brand}`;
}

/**
 * docs/product.md#screens-and-routes: the layout counts as mobile when the URL contains 'mobile' or
 * '{idp}-token'.
 */
export function isMobileUrl(url: string, idpTypes: readonly string[]): boolean {
  return url.includes('mobile') || idpTypes.some((idp) => url.includes(`${idp}-token`));
}
