import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { SignUpScreen } from './sign-up-screen';

const metadataPath = '/api/MetaData/SignUpFields,SignUpOptions,TermsAndConditions';

const metadata = (fields: unknown[] = defaultFields, enabled = true) => [
  { type: 'SignUpFields', metadata: { fields } },
  { type: 'SignUpOptions', metadata: { enabled, minimumAge: 21 } },
  {
    type: 'TermsAndConditions',
    metadata: {
      version: '2026-01',
      title: 'Naskila Players Club terms',
      url: '/terms',
      requireAcceptance: true,
    },
  },
];

const defaultFields = [
  { fieldName: 'email', label: 'E-mail', order: 4, required: true },
  { fieldName: 'firstName', label: 'First name', order: 1, required: true },
  { fieldName: 'lastName', label: 'Last name', order: 2, required: true },
  { fieldName: 'birthday', label: 'Date of birth', order: 3, required: true },
  {
    fieldName: 'phone',
    label: 'Mobile phone',
    order: 5,
    pattern: '\\+?[0-9 ()-]{7,20}',
    patternMessage: 'Enter a phone number such as +1 702 555 0100',
  },
  { fieldName: 'password', label: 'Password', order: 6, required: true, minLength: 8 },
  { fieldName: 'mailAllowed', label: 'Send me offers and news', order: 20 },
];

const routes = [{ path: '/session/sign-up', element: <SignUpScreen /> }];

function serve(signUp: () => Response = () => jsonResponse(201, { accepted: true }), fields = defaultFields) {
  return fakeApi({
    [`GET ${metadataPath}`]: () => jsonResponse(200, metadata(fields)),
    'POST /api/players/signup/ext': signUp,
  });
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('First name *'), 'Rosa');
  await userEvent.type(screen.getByLabelText('Last name *'), 'Diaz');
  await userEvent.type(screen.getByLabelText('Date of birth *'), '1990-04-02');
  await userEvent.type(screen.getByLabelText('E-mail *'), 'rosa@example.test');
  await userEvent.type(screen.getByLabelText('Password *'), 'Sunrise#Table9');
  await userEvent.type(screen.getByLabelText('Confirm password *'), 'Sunrise#Table9');
  await userEvent.click(screen.getByLabelText(/I have read and accept the Naskila Players Club terms/));
}

describe('SignUpScreen', () => {
  it('shows a loading state, then the SignUpFields in their order with their labels', async () => {
    serve();
    renderRoutes(routes, '/session/sign-up');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByLabelText('First name *');
    const names = Array.from(document.querySelectorAll('input')).map((input) => input.name);
    expect(names).toEqual([
      'firstName',
      'lastName',
      'birthday',
      'email',
      'phone',
      'password',
      'confirmPassword',
      'mailAllowed',
      'terms',
    ]);
    expect(screen.getByLabelText('Mobile phone')).not.toBeRequired();
    expect(screen.getByRole('link', { name: /Read the Naskila Players Club terms/ })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const api = serve();
    renderRoutes(routes, '/session/sign-up');
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('Field required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Please accept the terms to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name *')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('E-mail *'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password *'), 'short');
    await userEvent.type(screen.getByLabelText('Mobile phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription('Valid email required');
    expect(screen.getByLabelText('Password *')).toHaveAccessibleDescription('Value must be greater then 8');
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      'Enter a phone number such as +1 702 555 0100',
    );
    expect(api.calls('POST', '/api/players/signup/ext')).toHaveLength(0);
  });

  it('refuses a player under the minimum age, a common password and mismatched passwords', async () => {
    serve();
    renderRoutes(routes, '/session/sign-up');
    await userEvent.type(
      await screen.findByLabelText('Date of birth *'),
      `${new Date().getFullYear() - 18}-01-01`,
    );
    await userEvent.type(screen.getByLabelText('Password *'), 'password123');
    await userEvent.type(screen.getByLabelText('Confirm password *'), 'password124');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Date of birth *')).toHaveAccessibleDescription(
      'You must be at least 21 years old to join.',
    );
    expect(screen.getByLabelText('Password *')).toHaveAccessibleDescription(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(screen.getByLabelText('Confirm password *')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
  });

  it('posts the body with the accepted terms version, then says to check the e-mail', async () => {
    const api = serve();
    renderRoutes(routes, '/session/sign-up');
    await screen.findByLabelText('First name *');
    await fillValid();
    await userEvent.click(screen.getByLabelText('Send me offers and news'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const notice = await screen.findByRole('status');
    expect(within(notice).getByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('rosa@example.test');
    expect(api.calls('POST', '/api/players/signup/ext')[0]?.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Diaz',
      birthday: '1990-04-02',
      email: 'rosa@example.test',
      password: 'Sunrise#Table9',
      mailAllowed: true,
      termsAccepted: true,
      termsVersion: '2026-01',
    });
  });

  it('shows the server errors in an alert and keeps what was typed', async () => {
    serve(() => jsonResponse(400, { errors: ['The terms and conditions have changed.'] }));
    renderRoutes(routes, '/session/sign-up');
    await screen.findByLabelText('First name *');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The terms and conditions have changed.');
    expect(screen.getByLabelText('First name *')).toHaveValue('Rosa');
  });

  it('says so when the property takes no sign-ups online', async () => {
    fakeApi({ [`GET ${metadataPath}`]: () => jsonResponse(200, metadata(defaultFields, false)) });
    renderRoutes(routes, '/session/sign-up');
    expect(await screen.findByText(/Joining online is not offered here/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull());
  });
});
