import { describe, expect, it } from 'vitest';
import { isMobileUrl, layoutHomePath, resolveBrandLayout, type BrandLayoutInput } from './brand-layout';

const base = { pathname: '/', kioskMode: false, tabletMode: false } as const;
const home = (input: BrandLayoutInput) => layoutHomePath(resolveBrandLayout(input), input.brand);

describe('brand-to-layout rules', () => {
  describe('tp', () => {
    it('sets tablet mode on a /kiosk path and gets the kiosk/ prefix', () => {
      const decision = resolveBrandLayout({ ...base, brand: 'tp', pathname: '/kiosk' });
      expect(decision).toEqual({ layout: 'condensed', kiosk: true, setTabletMode: true });
    });
    it('gives a tablet-mode device the kiosk/ prefix', () => {
      expect(home({ ...base, brand: 'tp', tabletMode: true })).toBe('/kiosk/condensed/home/tp');
    });
    it('is condensed otherwise, and kiosk mode alone does not prefix it', () => {
      expect(home({ ...base, brand: 'tp' })).toBe('/condensed/home/tp');
      expect(resolveBrandLayout({ ...base, brand: 'tp' }).setTabletMode).toBe(false);
      expect(home({ ...base, brand: 'tp', kioskMode: true })).toBe('/condensed/home/tp');
    });
  });

  describe('coyote', () => {
    it('gives kiosk/lucid on a /kiosk path or in kiosk mode', () => {
      expect(home({ ...base, brand: 'coyote', pathname: '/kiosk' })).toBe('/kiosk/lucid/home/coyote');
      expect(home({ ...base, brand: 'coyote', kioskMode: true })).toBe('/kiosk/lucid/home/coyote');
    });
    it('is lucid otherwise', () => {
      expect(home({ ...base, brand: 'coyote' })).toBe('/lucid/home/coyote');
    });
  });

  describe.each(['rwlv', 'southland'] as const)('%s', (brand) => {
    it('gives kiosk/lucid on /kiosk or in kiosk mode', () => {
      expect(home({ ...base, brand, pathname: '/kiosk' })).toBe(`/kiosk/lucid/home/${brand}`);
      expect(home({ ...base, brand, kioskMode: true })).toBe(`/kiosk/lucid/home/${brand}`);
    });
    it('is mobile otherwise', () => {
      expect(home({ ...base, brand })).toBe(`/mobile/home/${brand}`);
    });
  });

  describe.each(['offercraft', 'naskila', 'little-creek'] as const)('%s', (brand) => {
    it('gives kiosk/lucid on /kiosk or in kiosk mode', () => {
      expect(home({ ...base, brand, pathname: '/kiosk/' })).toBe(`/kiosk/lucid/home/${brand}`);
      expect(home({ ...base, brand, kioskMode: true })).toBe(`/kiosk/lucid/home/${brand}`);
    });
    it('is condensed otherwise', () => {
      expect(home({ ...base, brand })).toBe(`/condensed/home/${brand}`);
    });
  });

  describe('brands the spec leaves open', () => {
    it('gives elite lucid and bally condensed by default', () => {
      expect(home({ ...base, brand: 'elite' })).toBe('/lucid/home/elite');
      expect(home({ ...base, brand: 'bally' })).toBe('/condensed/home/bally');
    });
    it('uses the layout the Branding metadata names', () => {
      expect(home({ ...base, brand: 'elite', brandingLayout: 'mobile' })).toBe('/mobile/home/elite');
      expect(home({ ...base, brand: 'bally', brandingLayout: 'lucid' })).toBe('/lucid/home/bally');
    });
    it('prefixes kiosk/ on /kiosk or in kiosk mode', () => {
      expect(home({ ...base, brand: 'elite', kioskMode: true })).toBe('/kiosk/lucid/home/elite');
      expect(home({ ...base, brand: 'bally', pathname: '/kiosk' })).toBe('/kiosk/condensed/home/bally');
    });
    it.each(['elite', 'bally'] as const)(
      'gives %s kiosk/lucid in kiosk mode when Branding names mobile',
      (brand) => {
        const mobile = { ...base, brand, brandingLayout: 'mobile' } as const;
        expect(home({ ...mobile, kioskMode: true })).toBe(`/kiosk/lucid/home/${brand}`);
        expect(home({ ...mobile, pathname: '/kiosk' })).toBe(`/kiosk/lucid/home/${brand}`);
        expect(home(mobile)).toBe(`/mobile/home/${brand}`);
      },
    );
  });

  it('counts the layout as mobile when the URL contains mobile or {idp}-token', () => {
    expect(isMobileUrl('/mobile/home/rwlv', ['okta'])).toBe(true);
    expect(isMobileUrl('/okta-token?code=1', ['okta'])).toBe(true);
    expect(isMobileUrl('/condensed/home/naskila', ['okta'])).toBe(false);
  });
});
