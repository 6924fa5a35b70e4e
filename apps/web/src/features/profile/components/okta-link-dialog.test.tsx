import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, signInForTests, testProfile } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { leaveFor } from '../api/leave-for';
import { OktaLinkDialog } from './okta-link-dialog';

vi.mock('../api/leave-for', () => ({ leaveFor: vi.fn(() => true) }));

const routes = [
  { path: '/', element: <OktaLinkDialog profile={testProfile} name="Okta" onClose={() => {}} /> },
];

describe('OktaLinkDialog', () => {
  it('proves the account with patron number, e-mail and password, then goes to the IdP', async () => {
    signInForTests();
    const api = fakeApi({
      'POST /api/externalAuth/linkWithOkta': () =>
        jsonResponse(200, { redirectUrl: 'http://idp.test/authorize?x=1' }),
    });
    renderRoutes(routes, '/');
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Okta' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Field required');
    await userEvent.type(screen.getByLabelText('Current password'), 'Player#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Okta' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://idp.test/authorize?x=1'));
    expect(api.calls('POST', '/api/externalAuth/linkWithOkta')[0]?.body).toEqual({
      patronNumber: '1001',
      email: 'demo@example.test',
      password: 'Player#2026',
    });
  });

  it('shows the refusal and stays', async () => {
    signInForTests();
    fakeApi({
      'POST /api/externalAuth/linkWithOkta': () =>
        jsonResponse(400, { errors: ['The password is incorrect.'] }),
    });
    renderRoutes(routes, '/');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Okta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
  });
});
