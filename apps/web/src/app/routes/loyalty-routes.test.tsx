import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../shared/session/session-store';
import { fakeApi, signInForTests, testProfile, testReward, testTier } from '../../test/fake-api';
import { testGuide, testLadder, testLocationOwners } from '../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes, testBrand } from '../../test/render';
import { LayoutShell } from '../layouts/layout-shell';
import { brandHomeChildren } from './brand-home-routes';

const routes = [
  {
    path: '/mobile',
    element: <LayoutShell layout="mobile" kiosk={false} />,
    children: [{ path: 'home', children: [{ path: 'rwlv', children: brandHomeChildren() }] }],
  },
];
const brand = { ...testBrand, brand: 'rwlv' as const };

const api = () =>
  fakeApi({
    'GET /api/profile/': () => jsonResponse(200, testProfile),
    'GET /api/rewards/ext/tier': () => jsonResponse(200, testTier),
    'GET /api/tiers/': () => jsonResponse(200, testLadder),
    'GET /api/MetaData/WorksReport': () => jsonResponse(200, testGuide),
  });

// The screens are lazy routes: a navigation ends once the next screen's chunk is in.
describe('the loyalty screens under home/{brand}', () => {
  beforeEach(() => {
    clearSession();
    signInForTests();
  });

  it('Profile lives at home/{brand}/profile with its title and a way back home', async () => {
    api();
    const { router } = renderRoutes(routes, '/mobile/home/rwlv/profile', brand);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Profile')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/home/rwlv'));
  });

  it('Tier Benefits and Earn & Redeem go back to the How it works hub', async () => {
    api();
    const { router } = renderRoutes(routes, '/mobile/home/rwlv/benefits/how-to-earn', brand);
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn & Redeem' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/home/rwlv/benefits'));
    expect(await screen.findByRole('heading', { level: 1, name: 'How it works' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /^Tier Benefits/ }));
    expect(await screen.findByRole('region', { name: 'Your progress' })).toBeInTheDocument();
  });

  it("a reward's QR code says where it can be used, from the location owners", async () => {
    fakeApi({
      'GET /api/profile/': () => jsonResponse(200, testProfile),
      'GET /api/rewards/NSK-1001': () =>
        jsonResponse(200, { ...testReward(), locations: ['Pine Steakhouse'] }),
      'GET /api/codeimage/NSK-1001': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
      'GET /api/locations/locationOwners': () => jsonResponse(200, testLocationOwners),
    });
    renderRoutes(routes, '/mobile/home/rwlv/rewards/NSK-1001/qrcode', brand);
    const dialog = await screen.findByRole('dialog', { name: 'QR code: Dinner for two' });
    const where = within(dialog).getByRole('region', { name: 'Where you can use it' });
    expect(await within(where).findByText('Hours: Daily 5 pm – 11 pm')).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /Call Pine Steakhouse/ })).toBeInTheDocument();
  });
});
