import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, signInForTests, testProfile, testReward } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { QrCodeDialog } from './qr-code-dialog';
import { SendRewardDialog } from './send-reward-dialog';

// Many clicks per test on a loaded two-core machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const HOME = '/mobile/home/naskila';
const reward = testReward();
const routes = [
  {
    path: HOME,
    element: (
      <>
        <h1>Home</h1>
        <Outlet />
      </>
    ),
    children: [
      { path: 'rewards/:rewardCode/qrcode', element: <QrCodeDialog /> },
      { path: 'rewards/:rewardCode/invitation/sms', element: <SendRewardDialog channel="sms" /> },
      { path: 'rewards/:rewardCode/invitation/email', element: <SendRewardDialog channel="email" /> },
    ],
  },
];

const base = {
  'GET /api/profile/': () => jsonResponse(200, testProfile),
  'GET /api/rewards/NSK-1001': () => jsonResponse(200, { ...reward, locations: ['Cage', 'Steakhouse'] }),
};

describe('reward actions (qrcode, invitation/sms, invitation/email)', INTERACTION_TIMEOUT, () => {
  beforeEach(() => {
    signInForTests();
  });

  it('shows the QR image fetched as a blob with the auth header, and the code in text', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { calls } = fakeApi({
      ...base,
      'GET /api/codeimage/NSK-1001': () =>
        new Response(png, { status: 200, headers: { 'Content-Type': 'image/png' } }),
    });
    const { router } = renderRoutes(routes, `${HOME}/rewards/NSK-1001/qrcode?q=din`);
    const dialog = await screen.findByRole('dialog', { name: 'QR code: Dinner for two' });
    const image = await within(dialog).findByRole('img', { name: 'QR code of reward NSK-1001' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    expect(dialog).toHaveTextContent('NSK-1001');
    expect(dialog).toHaveTextContent('Use it at: Cage, Steakhouse');
    const [request] = calls('GET', '/api/codeimage/NSK-1001');
    expect(request?.url.searchParams.get('scale')).toBe('0.6');
    expect(request?.headers.Authorization).toBe('Bearer a1');
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe(HOME);
    expect(router.state.location.search).toBe('?q=din');
  });

  it('texts the reward to the phone number of the profile, then closes with a success toast', async () => {
    const { calls } = fakeApi({
      ...base,
      'POST /api/profile/sms': () => new Response(null, { status: 202 }),
    });
    const { router } = renderRoutes(routes, `${HOME}/rewards/NSK-1001/invitation/sms`);
    const dialog = await screen.findByRole('dialog', { name: 'Text Dinner for two to yourself' });
    const phone = within(dialog).getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveValue('+1 555 0100'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(calls('POST', '/api/profile/sms')[0]?.body).toEqual({
      rewardName: 'Dinner for two',
      rewardCode: 'NSK-1001',
      phoneNumber: '+1 555 0100',
    });
    expect(screen.getByText('Dinner for two was sent to +1 555 0100.')).toBeInTheDocument();
  });

  it('refuses a bad e-mail address without sending, and sends a corrected one', async () => {
    const { calls } = fakeApi({
      ...base,
      'POST /api/profile/email': () => new Response(null, { status: 202 }),
    });
    renderRoutes(routes, `${HOME}/rewards/NSK-1001/invitation/email`);
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Dinner for two to yourself' });
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('demo@example.test'));
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Valid email required')).toBeInTheDocument();
    expect(calls('POST', '/api/profile/email')).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'me@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls('POST', '/api/profile/email')).toHaveLength(1));
    expect(calls('POST', '/api/profile/email')[0]?.body).toMatchObject({ email: 'me@example.test' });
  });

  it('keeps the dialog open and shows the server message when the daily cap is reached', async () => {
    fakeApi({
      ...base,
      'POST /api/profile/sms': () =>
        jsonResponse(429, { errors: ['You have sent the most messages for today.'] }),
    });
    renderRoutes(routes, `${HOME}/rewards/NSK-1001/invitation/sms`);
    const dialog = await screen.findByRole('dialog', { name: 'Text Dinner for two to yourself' });
    await waitFor(() => expect(within(dialog).getByLabelText('Phone number')).toHaveValue('+1 555 0100'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have sent the most messages for today.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a number the server refuses under the phone field, once, and keeps the dialog open', async () => {
    const refusal = 'Rewards can be texted only to numbers in the United States or Canada.';
    const { calls } = fakeApi({
      ...base,
      'POST /api/profile/sms': () => jsonResponse(400, { errors: [`phoneNumber: ${refusal}`] }),
    });
    renderRoutes(routes, `${HOME}/rewards/NSK-1001/invitation/sms`);
    const dialog = await screen.findByRole('dialog', { name: 'Text Dinner for two to yourself' });
    const phone = within(dialog).getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveValue('+1 555 0100'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 7911 123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(refusal));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(new RegExp(refusal.replace(/\./g, '\\.')))).toHaveLength(1);
    expect(calls('POST', '/api/profile/sms')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
