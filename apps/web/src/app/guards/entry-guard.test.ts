import { describe, expect, it } from 'vitest';
import { HOME_REDIRECT_PATHS, entryGuard, hashRedirect, type EntryGuardInput } from './entry-guard';

const signedIn: EntryGuardInput = {
  pathname: '/',
  search: '',
  loggedIn: true,
  brand: 'naskila',
  kioskMode: false,
  tabletMode: false,
  loginPath: '/session/login',
};

describe('entry guard', () => {
  describe('row 1: h and patronId', () => {
    it('redirects to the device resolver', () => {
      expect(entryGuard({ ...signedIn, search: '?h=abc&patronId=42' })).toEqual({
        kind: 'redirect',
        to: '/device?h=abc&patronId=42',
        replace: true,
        state: { h: 'abc', patronId: '42' },
      });
    });

    it('appends terminalId when present', () => {
      const decision = entryGuard({
        ...signedIn,
        pathname: '/kiosk',
        search: '?h=abc&patronId=42&terminalId=T9',
      });
      expect(decision).toMatchObject({ to: '/device?h=abc&patronId=42&terminalId=T9' });
    });

    it('goes to the dummy resolver when the path contains dummy', () => {
      expect(entryGuard({ ...signedIn, pathname: '/dummy', search: '?h=abc&patronId=42' })).toMatchObject({
        to: '/dummy?h=abc&patronId=42',
      });
    });

    it('applies for signed-out visitors too', () => {
      expect(entryGuard({ ...signedIn, loggedIn: false, search: '?h=abc&patronId=42' })).toMatchObject({
        to: '/device?h=abc&patronId=42',
      });
    });

    it('needs both values', () => {
      expect(hashRedirect('/', '?h=abc')).toBeNull();
      expect(hashRedirect('/', '?patronId=42')).toBeNull();
    });

    describe('blank layout', () => {
      it('goes to dummy for dummy1, with the values in query and state, replacing history', () => {
        expect(hashRedirect('/dummy1', '?h=abc&patronId=42')).toEqual({
          kind: 'redirect',
          to: '/dummy?h=abc&patronId=42',
          replace: true,
          state: { h: 'abc', patronId: '42' },
        });
      });
      it('goes to device otherwise', () => {
        expect(hashRedirect('/', '?h=abc&patronId=42&terminalId=7')).toEqual({
          kind: 'redirect',
          to: '/device?h=abc&patronId=42&terminalId=7',
          replace: true,
          state: { h: 'abc', patronId: '42', terminalId: '7' },
        });
      });
    });
  });

  describe('row 2: a signed-in player with a brand', () => {
    it('lists exactly the seven paths of the spec', () => {
      expect(HOME_REDIRECT_PATHS).toHaveLength(7);
    });

    it.each(HOME_REDIRECT_PATHS.filter((p) => !p.startsWith('/kiosk')))(
      'redirects %s to the layout home',
      (pathname) => {
        expect(entryGuard({ ...signedIn, pathname })).toEqual({
          kind: 'redirect',
          to: '/condensed/home/naskila',
          replace: true,
        });
      },
    );

    it.each(HOME_REDIRECT_PATHS.filter((p) => p.startsWith('/kiosk')))(
      'redirects %s with the kiosk/ prefix',
      (pathname) => {
        expect(entryGuard({ ...signedIn, pathname })).toMatchObject({ to: '/kiosk/lucid/home/naskila' });
      },
    );

    it('honours kiosk mode on the root path', () => {
      expect(entryGuard({ ...signedIn, kioskMode: true })).toMatchObject({ to: '/kiosk/lucid/home/naskila' });
    });

    it('accepts a trailing slash', () => {
      expect(entryGuard({ ...signedIn, pathname: '/lucid/home/' })).toMatchObject({
        to: '/condensed/home/naskila',
      });
    });

    it('sends coyote to lucid and tp on /kiosk into tablet mode', () => {
      expect(entryGuard({ ...signedIn, brand: 'coyote' })).toMatchObject({ to: '/lucid/home/coyote' });
      expect(entryGuard({ ...signedIn, brand: 'tp', pathname: '/kiosk' })).toEqual({
        kind: 'redirect',
        to: '/kiosk/condensed/home/tp',
        replace: true,
        setTabletMode: true,
      });
    });

    it('lets other paths through', () => {
      expect(entryGuard({ ...signedIn, pathname: '/dummy1' })).toEqual({ kind: 'allow' });
      expect(entryGuard({ ...signedIn, pathname: '/condensed/home/naskila' })).toEqual({ kind: 'allow' });
    });
  });

  describe('row 3: no brand or not signed in', () => {
    it('sends a signed-out visitor to the brand login path', () => {
      expect(entryGuard({ ...signedIn, loggedIn: false })).toEqual({ kind: 'login', to: '/session/login' });
      expect(
        entryGuard({
          ...signedIn,
          loggedIn: false,
          pathname: '/lucid/home',
          loginPath: '/dummy-login/dummy-login',
        }),
      ).toEqual({
        kind: 'login',
        to: '/dummy-login/dummy-login',
      });
    });
    it('shows the kiosk lobby on /kiosk while nobody is signed in', () => {
      expect(entryGuard({ ...signedIn, loggedIn: false, pathname: '/kiosk' })).toEqual({ kind: 'lobby' });
      expect(entryGuard({ ...signedIn, loggedIn: false, pathname: '/kiosk/' })).toEqual({ kind: 'lobby' });
      expect(entryGuard({ ...signedIn, loggedIn: false, brand: 'tp', pathname: '/kiosk' })).toEqual({
        kind: 'lobby',
      });
    });
    it('sends a signed-out kiosk from the root to its lobby', () => {
      expect(entryGuard({ ...signedIn, loggedIn: false, kioskMode: true })).toEqual({
        kind: 'redirect',
        to: '/kiosk',
        replace: true,
      });
      expect(entryGuard({ ...signedIn, loggedIn: false, kioskMode: true, pathname: '/lucid/home' })).toEqual({
        kind: 'login',
        to: '/session/login',
      });
    });
    it('still sends h and patronId on /kiosk to the device resolver', () => {
      expect(
        entryGuard({ ...signedIn, loggedIn: false, pathname: '/kiosk', search: '?h=abc&patronId=42' }),
      ).toMatchObject({ kind: 'redirect', to: '/device?h=abc&patronId=42' });
    });

    it('sends a player without a brand to the login path', () => {
      expect(entryGuard({ ...signedIn, brand: undefined })).toEqual({ kind: 'login', to: '/session/login' });
    });
  });
});
