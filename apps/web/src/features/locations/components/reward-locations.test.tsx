import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { testLocationOwners } from '../../../test/loyalty-fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { RewardLocations } from './reward-locations';

describe('where a reward can be used', () => {
  it('names each place with its kind, hours and a phone link from the location owners', async () => {
    fakeApi({ 'GET /api/locations/locationOwners': () => jsonResponse(200, testLocationOwners) });
    renderRoutes([{ path: '/', element: <RewardLocations names={['Pine Steakhouse', 'Gift shop']} /> }], '/');
    const region = screen.getByRole('region', { name: 'Where you can use it' });
    expect(within(region).getByText('Gift shop')).toBeInTheDocument();
    expect(await within(region).findByText('Hours: Daily 5 pm – 11 pm')).toBeInTheDocument();
    expect(region).toHaveTextContent('Restaurant');
    expect(
      within(region).getByRole('link', { name: 'Call Pine Steakhouse at (936) 555-0142' }),
    ).toHaveAttribute('href', 'tel:9365550142');
  });

  it('shows nothing for a reward without places', () => {
    fakeApi({ 'GET /api/locations/locationOwners': () => jsonResponse(200, testLocationOwners) });
    renderRoutes([{ path: '/', element: <RewardLocations names={[]} /> }], '/');
    expect(screen.queryByRole('region', { name: 'Where you can use it' })).not.toBeInTheDocument();
  });
});
