import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The form fields a mocked `fetch(url, init)` call posted, as an object. */
export const formOf = (call: unknown[] | undefined) =>
  Object.fromEntries(new URLSearchParams(String((call?.[1] as RequestInit | undefined)?.body)));

/** Types a username and password into the sign-in form and presses its submit button. */
export async function submitSignIn(username: string, password: string, button = 'Sign in') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: button }));
}
