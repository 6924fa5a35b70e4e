import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSettings } from '../../../shared/settings/settings-store';
import { RewardsSettings } from './rewards-settings';

describe('RewardsSettings (user settings)', () => {
  it('saves the layout, the hot reward days and the default sort', async () => {
    render(<RewardsSettings />);
    expect(screen.getByRole('radio', { name: 'Cards' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Slim list' }));
    const days = screen.getByRole('spinbutton', { name: 'Hot reward days' });
    expect(days).toHaveValue(3);
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default sort' }), 'name');
    expect(getSettings()).toMatchObject({ layout: 'slim', hotRewardDays: 7, defaultSort: 'name' });
  });

  it('keeps the last valid number of days when the field holds an impossible one', async () => {
    render(<RewardsSettings />);
    const days = screen.getByRole('spinbutton', { name: 'Hot reward days' });
    await userEvent.clear(days);
    await userEvent.type(days, '999');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(getSettings().hotRewardDays).toBe(99);
  });
});
