import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUpdate, resetUpdateState, setUpdateActivator } from '../stores/update-store';
import { UpdatePrompt } from './update-prompt';

describe('update prompt (counts down from 5, then reloads)', () => {
  afterEach(() => {
    resetUpdateState();
    vi.useRealTimers();
  });

  it('shows nothing until the update signal fires', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('counts down from 5 once per second and starts the update at 0, once', () => {
    vi.useFakeTimers();
    const activate = vi.fn();
    setUpdateActivator(activate);
    render(<UpdatePrompt />);
    act(() => announceUpdate('2.0.0'));

    const dialog = screen.getByRole('alertdialog', { name: 'A new version is ready' });
    expect(dialog).toHaveTextContent('The portal reloads in 5 seconds to update.');
    act(() => vi.advanceTimersByTime(1000));
    expect(dialog).toHaveTextContent('The portal reloads in 4 seconds to update.');
    act(() => vi.advanceTimersByTime(3000));
    expect(dialog).toHaveTextContent('The portal reloads in 1 second to update.');
    expect(activate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(activate).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('its button reloads now, and Escape does not dismiss it', async () => {
    const activate = vi.fn();
    setUpdateActivator(activate);
    render(<UpdatePrompt />);
    act(() => announceUpdate(null));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Reload now' });
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(button);
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
