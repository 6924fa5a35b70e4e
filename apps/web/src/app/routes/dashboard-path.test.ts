import { describe, expect, it } from 'vitest';
import { isDashboardPath } from './dashboard-path';

describe('isDashboardPath', () => {
  it('knows a layout home of a brand and the reward actions over it, in any case', () => {
    expect(
      [
        '/condensed/home/naskila',
        '/kiosk/lucid/home/little-creek/',
        '/mobile/home/rwlv/rewards/42/swap',
        '/Lucid/home/Coyote',
        '/KIOSK/MOBILE/HOME/RWLV',
      ].map(isDashboardPath),
    ).toEqual([true, true, true, true, true]);
  });

  it('leaves out the other screens and a home without its brand', () => {
    expect(
      [
        '/',
        '/session/login',
        '/condensed',
        '/lucid/home',
        '/mobile/home/rwlv/offers-new',
        '/condensed/profile',
      ].map(isDashboardPath),
    ).toEqual([false, false, false, false, false, false]);
  });
});
