import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoutes, testBrand } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const PATH = '/condensed/home/naskila/settings';
const render = (locales: string[]) =>
  renderRoutes([{ path: PATH, element: <SettingsScreen /> }], PATH, {
    ...testBrand,
    clientAccount: {
      ...testBrand.clientAccount,
      localizations: locales.map((locale) => ({ locale: locale as 'en-US', title: locale })),
    },
  });

it('offers only the languages the property lists', async () => {
  render(['en-US', 'es-MX']);
  const group = await screen.findByRole('group', { name: 'Language' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value),
  ).toEqual(['en-US', 'es-MX']);
});

it('offers no choice where the property has one language', async () => {
  render(['en-ZW']);
  await screen.findByRole('heading', { name: 'Settings' });
  expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
});
