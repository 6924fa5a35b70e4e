import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@patron/contracts';
import { fakeApi, signInForTests, testProfile } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ProfileScreen } from './profile-screen';

const settingsPath = '/api/MetaData/PlayerProfileSettings,UserDataMaskingPendingDays';
// Everything allowed: what the casino keeps is left out of the form all the same.
const settings = {
  allowEmailChange: true,
  allowPhoneChange: true,
  allowAddressChange: true,
  allowNameChange: true,
  allowMarketingChange: true,
  showPatronId: true,
  requirePinForChanges: false,
};
const onCasino: Profile = {
  ...testProfile,
  firstName: 'Nathan',
  lastName: 'Krise',
  address: { ...testProfile.address, city: 'Willow Brook' },
  birthdate: '1985-06-15',
  marketing: { mailAllowed: false, hasEmailOptInFlag: true, hasSmsOptInFlag: false },
  readOnlyFields: ['firstName', 'lastName', 'email', 'phoneNumber', 'address', 'birthdate'],
  discreet: false,
};

function serve(profile: Profile, extra: Parameters<typeof fakeApi>[0] = {}) {
  signInForTests();
  return fakeApi({
    'GET /api/profile/': () => jsonResponse(200, profile),
    [`GET ${settingsPath}`]: () =>
      jsonResponse(200, [
        { type: 'PlayerProfileSettings', metadata: settings },
        { type: 'UserDataMaskingPendingDays', metadata: { days: 30 } },
      ]),
    ...extra,
  });
}

const routes = [{ path: '/condensed/profile', element: <ProfileScreen profilePath="/condensed/profile" /> }];

describe('ProfileScreen, details the casino keeps', () => {
  it('shows them as text with a note that the casino keeps them', async () => {
    serve(onCasino);
    renderRoutes(routes, '/condensed/profile');
    expect(await screen.findByText('Nathan Krise')).toBeInTheDocument();
    expect(screen.getByText('1985-06-15')).toBeInTheDocument();
    expect(screen.getByText('Willow Brook')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/The casino keeps your name, contact details/);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('leaves them out of the edit dialog, which still saves marketing choices', async () => {
    const api = serve(onCasino, { 'PUT /api/profile/': () => jsonResponse(200, onCasino) });
    renderRoutes(routes, '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your details' });
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone number', 'City', 'Address line 1'])
      expect(within(dialog).queryByLabelText(label)).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('note')).toHaveTextContent(/kept by the casino/);
    expect(within(dialog).queryByText(/must be confirmed/)).toBeNull();

    await userEvent.click(within(dialog).getByLabelText('Send me offers by text message'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/profile/').map((call) => call.body)).toEqual([
      { marketing: { hasSmsOptInFlag: true } },
    ]);
  });

  it('shows no note and offers every allowed field when the portal keeps the profile', async () => {
    serve({ ...testProfile, marketing: onCasino.marketing });
    renderRoutes(routes, '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your details' });
    expect(within(dialog).getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Birthdate')).toBeNull();
  });
});
