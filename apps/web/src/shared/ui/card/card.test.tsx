import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../session/session-store';
import { Card } from './card';
import { closeCard, useClosedCards } from './closed-cards';

afterEach(() => {
  vi.useRealTimers();
});

describe('Card widget', () => {
  it('collapses and expands its body', async () => {
    render(
      <Card title="Points">
        <p>1,000 points</p>
      </Card>,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse Points' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand Points' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Points' })).toHaveClass('card--collapsed');
    await userEvent.click(expand);
    expect(screen.getByRole('region', { name: 'Points' })).not.toHaveClass('card--collapsed');
  });

  it('maximizes, and Escape restores', async () => {
    render(<Card title="Rewards">list</Card>);
    const maximize = screen.getByRole('button', { name: 'Maximize Rewards' });
    await userEvent.click(maximize);
    expect(maximize).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Rewards' })).toHaveClass('card--maximized');
    await userEvent.keyboard('{Escape}');
    expect(maximize).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Rewards' })).not.toHaveClass('card--maximized');
  });

  it('while maximized, keeps Tab inside it and what it covers inert', async () => {
    render(
      <div>
        <button type="button">Outside</button>
        <Card title="Rewards" onRefresh={() => undefined}>
          list
        </Card>
      </div>,
    );
    const outside = screen.getByRole('button', { name: 'Outside' });
    const maximize = screen.getByRole('button', { name: 'Maximize Rewards' });
    await userEvent.click(maximize);
    expect(outside).toHaveAttribute('inert');
    // From the last control Tab wraps to the first, and Shift+Tab back.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh Rewards' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(maximize).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(outside).not.toHaveAttribute('inert');
  });

  it('shows the loading state until the refresh settles', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <Card title="Tier" onRefresh={onRefresh}>
        body
      </Card>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Tier' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('region', { name: 'Tier' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Refresh Tier' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tier' })).toHaveAttribute('aria-busy', 'false');
  });

  it('clears the loading state after the TimeOut when the refresh takes longer', () => {
    vi.useFakeTimers();
    render(
      <Card title="Tier" onRefresh={() => new Promise(() => {})} refreshTimeout={2000}>
        body
      </Card>,
    );
    act(() => screen.getByRole('button', { name: 'Refresh Tier' }).click());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers close only when the parent can remove the card', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Card title="Hot">x</Card>);
    expect(screen.queryByRole('button', { name: 'Close Hot' })).not.toBeInTheDocument();
    rerender(
      <Card title="Hot" onClose={onClose}>
        x
      </Card>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close Hot' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('closed cards', () => {
  it('come back when a player signs in or out', () => {
    closeCard('hot-rewards');
    expect(renderHook(() => useClosedCards()).result.current.has('hot-rewards')).toBe(true);
    announce('logout');
    expect(renderHook(() => useClosedCards()).result.current.size).toBe(0);
  });
});
