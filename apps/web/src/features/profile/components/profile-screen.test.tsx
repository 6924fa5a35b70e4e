import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, signInForTests, testProfile } from '../../../test/fake-api';
import { jsonResponse, renderRoutes, testBrand } from '../../../test/render';
import { ProfileScreen } from './profile-screen';

const settingsPath = '/api/MetaData/PlayerProfileSettings,UserDataMaskingPendingDays';
const settings = {
  allowEmailChange: true,
  allowPhoneChange: true,
  allowAddressChange: true,
  allowNameChange: false,
  allowMarketingChange: true,
  showPatronId: true,
  requirePinForChanges: false,
};
const profile = {
  ...testProfile,
  marketing: { mailAllowed: false, hasEmailOptInFlag: true, hasSmsOptInFlag: false },
};

function serve(extra: Parameters<typeof fakeApi>[0] = {}, days = 30) {
  signInForTests();
  return fakeApi({
    'GET /api/profile/': () => jsonResponse(200, profile),
    [`GET ${settingsPath}`]: () =>
      jsonResponse(200, [
        { type: 'PlayerProfileSettings', metadata: settings },
        { type: 'UserDataMaskingPendingDays', metadata: { days } },
      ]),
    ...extra,
  });
}

const routes = (props: Parameters<typeof ProfileScreen>[0] = {}) => [
  { path: '/condensed/profile', element: <ProfileScreen profilePath="/condensed/profile" {...props} /> },
  { path: '/session/login', element: <p>sign in page</p> },
];

describe('ProfileScreen', () => {
  it('shows a loading state, then the details with phone and e-mail masked', async () => {
    serve();
    renderRoutes(routes(), '/condensed/profile');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('d•••@e•••.test')).toBeInTheDocument();
    expect(screen.getByText('•••• 0100')).toBeInTheDocument();
    expect(screen.queryByText('demo@example.test')).toBeNull();
  });

  it('edits contact details and opt-ins, sending only what changed and what the settings allow', async () => {
    const api = serve({
      'PUT /api/profile/': () => jsonResponse(200, { ...profile, pendingEmail: 'new@example.test' }),
    });
    renderRoutes(routes(), '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your details' });
    expect(within(dialog).queryByLabelText('First name')).toBeNull();
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Valid email required');
    expect(api.calls('PUT', '/api/profile/')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@example.test');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Livingston');
    await userEvent.click(within(dialog).getByLabelText('Send me offers by text message'));
    // A new e-mail needs the current password even where the property asks none for other changes.
    expect(within(dialog).getByText(/enter your current password or PIN/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(/required/i);
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(api.calls('PUT', '/api/profile/')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Player#2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Open the link we sent to your new e-mail address/)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/profile/')[0]?.body).toEqual({
      email: 'new@example.test',
      address: { city: 'Livingston' },
      marketing: { hasSmsOptInFlag: true },
      currentPassword: 'Player#2026',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('n•••@e•••.test')).toBeInTheDocument();
  });

  it('shows the server refusal inside the edit dialog', async () => {
    serve({
      'PUT /api/profile/': () =>
        jsonResponse(403, { errors: ['Your address can only be changed at the desk.'] }),
    });
    renderRoutes(routes(), '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Livingston');
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your address can only be changed at the desk.',
    );
  });

  it('changes the password with the current one, refusing a common new one before sending', async () => {
    const api = serve({ 'POST /api/profile/changePassword': () => new Response(null, { status: 204 }) });
    renderRoutes(routes(), '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Player#2026');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'password123');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(api.calls('POST', '/api/profile/changePassword')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'River-Stone-88');
    await userEvent.clear(within(dialog).getByLabelText('Confirm password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'River-Stone-88');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/profile/changePassword')[0]?.body).toEqual({
      currentPassword: 'Player#2026',
      newPassword: 'River-Stone-88',
    });
  });

  it('changes the PIN on the on-screen keypad at a kiosk, refusing a guessable one', async () => {
    const api = serve({
      'POST /api/profile/changePin': () => jsonResponse(400, { errors: ['The current PIN is incorrect.'] }),
    });
    renderRoutes(routes({ kiosk: true }), '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Change PIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Change PIN' });
    const keypad = within(dialog).getByRole('group', { name: /keypad|keyboard/i });
    const press = async (digits: string) => {
      for (const digit of digits) await userEvent.click(within(keypad).getByRole('button', { name: digit }));
    };
    await press('2468');
    await userEvent.click(within(dialog).getByLabelText('New PIN'));
    await press('1234');
    await userEvent.click(within(dialog).getByLabelText('Confirm new PIN'));
    await press('1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(within(dialog).getByLabelText('New PIN')).toHaveAccessibleDescription(
      'This PIN is too easy to guess. Avoid repeated or sequential digits such as 0000 or 1234.',
    );
    expect(api.calls('POST', '/api/profile/changePin')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('New PIN'));
    await userEvent.type(within(dialog).getByLabelText('New PIN'), '80a27');
    expect(within(dialog).getByLabelText('New PIN')).toHaveValue('8027');
    await userEvent.clear(within(dialog).getByLabelText('Confirm new PIN'));
    await userEvent.type(within(dialog).getByLabelText('Confirm new PIN'), '8027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change PIN' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current PIN is incorrect.');
    expect(api.calls('POST', '/api/profile/changePin')[0]?.body).toEqual({
      currentPin: '2468',
      newPin: '8027',
    });
  });

  it('names what deleting does, with the masking days, then deletes and signs out', async () => {
    const api = serve(
      {
        'DELETE /api/profile/': () =>
          jsonResponse(202, { deletedAt: '2026-11-25T12:00:00Z', maskAt: '2026-12-09T12:00:00Z' }),
        'POST /oauth/revoke/': () => new Response(null, { status: 200 }),
      },
      14,
    );
    renderRoutes(routes(), '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('You cannot sign in any more, from this moment');
    expect(dialog).toHaveTextContent('Every device signed in to your account is signed out.');
    expect(dialog).toHaveTextContent('masked after 14 days');
    expect(dialog).toHaveTextContent('statements are kept as financial records');
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('sign in page')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/profile/')).toHaveLength(1);
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(await screen.findByText('Your account is deleted and you are signed out.')).toBeInTheDocument();
  });

  it('under impersonation shows every change disabled, with the reason', async () => {
    serve();
    renderRoutes(routes({ impersonating: true }), '/condensed/profile');
    const reason = await screen.findByText(/You are acting as this player/);
    for (const name of ['Edit details', 'Change password', 'Change PIN', 'Delete account…']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason.textContent ?? '');
    }
  });

  it('links Facebook and Google as SsoProviders offers them, and unlinks a linked one', async () => {
    signInForTests();
    const api = serve({
      'GET /api/profile/': () => jsonResponse(200, { ...profile, hasGoogleProfile: true }),
      'DELETE /api/externalAuth/unlinkGoogleAcc': () =>
        jsonResponse(200, { hasFacebookProfile: false, hasGoogleProfile: false }),
    });
    const brand = {
      ...testBrand,
      ssoProviders: [
        { type: 'facebook', kind: 'Continue' as const, appId: 'fb-app', authEndpoint: '/social/facebook' },
        { type: 'google', kind: 'Continue' as const, appId: 'g-app', authEndpoint: '/social/google' },
      ],
    };
    renderRoutes(routes(), '/condensed/profile', brand);
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('button', { name: 'Link Facebook' })).toBeEnabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Unlink Google' }));
    expect(await within(list).findByRole('button', { name: 'Link Google' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('DELETE', '/api/externalAuth/unlinkGoogleAcc')).toHaveLength(1));
  });

  it('shows a refused PIN next to the proof field and switches it to the password', async () => {
    const api = serve({
      'PUT /api/profile/': () =>
        jsonResponse(400, {
          errors: ['currentPassword: Enter your password to change your e-mail or phone number.'],
        }),
    });
    renderRoutes(routes(), '/condensed/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your details' });
    await userEvent.clear(within(dialog).getByLabelText('Phone number'));
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '+1 702 555 0143');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'PIN' }));
    await userEvent.type(within(dialog).getByLabelText('Current PIN'), '2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your password to change your e-mail or phone number.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.calls('PUT', '/api/profile/')[0]?.body).toMatchObject({ currentPin: '2468' });
  });
});
