import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastRegion } from './toast-region';
import { toast } from './toast-store';

describe('ToastRegion', () => {
  it('is a persistent polite live region, so toasts added later are announced', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-relevant', 'additions');
  });

  it('errors interrupt as alerts; the other kinds are polite statuses', () => {
    render(<ToastRegion />);
    act(() => {
      toast.error('Account locked');
      toast.info('Your Session Ended');
      toast.success('Saved');
      toast.warning('Offline');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Account locked');
    expect(
      within(region)
        .getAllByRole('status')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Your Session Ended'),
      expect.stringContaining('Saved'),
      expect.stringContaining('Offline'),
    ]);
  });
});
