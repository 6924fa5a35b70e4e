import { describe, expect, it } from 'vitest';
import { entryRouteOf } from './entry-routes';

describe('entryRouteOf', () => {
  it('knows the first screens by their paths', () => {
    expect(['/', '/session', '/session/login/'].map(entryRouteOf)).toEqual(['signIn', 'signIn', 'signIn']);
    expect(
      [
        '/condensed',
        '/lucid/home',
        '/mobile/home/rwlv',
        '/kiosk/lucid/home/little-creek/',
        '/lucid/home/Coyote',
        '/Mobile/Home/rwlv2',
      ].map(entryRouteOf),
    ).toEqual(['home', 'home', 'home', 'home', 'home', 'home']);
    expect(['/condensed/profile', '/mobile/home/rwlv/offers-new', '/kiosk'].map(entryRouteOf)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
