import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../shared/ui/toast/toast-region';
import { IdleWatcher } from './idle-watcher';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(
  props: { idleSeconds?: number; countdownSeconds?: number; kiosk?: boolean; gameMessages?: boolean } = {},
) {
  const onLogout = vi.fn(() => Promise.resolve());
  const onExit = vi.fn(() => Promise.resolve());
  render(
    <>
      <ToastRegion />
      <IdleWatcher
        idleSeconds={props.idleSeconds ?? 900}
        countdownSeconds={props.countdownSeconds ?? 10}
        kiosk={props.kiosk ?? false}
        gameMessages={props.gameMessages ?? false}
        onLogout={onLogout}
        onExit={onExit}
      />
    </>,
  );
  return { onLogout, onExit };
}

const stayModal = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });
const kioskModal = () => screen.queryByRole('alertdialog', { name: 'Do you need more time?' });

describe('IdleWatcher: player portal (idle)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the stay-signed-in modal after the idle time and counts down once per second', async () => {
    setup();
    await advance(899_999);
    expect(stayModal()).not.toBeInTheDocument();
    await advance(1);
    expect(stayModal()).toHaveTextContent('You will be signed out in 10 seconds.');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await advance(1000);
    expect(stayModal()).toHaveTextContent('You will be signed out in 9 seconds.');
  });

  it('keeps Logout as the prominent answer and Stay signed in as the focused one', async () => {
    setup();
    await advance(900_000);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).not.toHaveClass('button--primary');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveClass('button--primary');
  });

  it('counts down from the countdown it is given (20 s from KioskMode metadata)', async () => {
    const { onLogout } = setup({ countdownSeconds: 20 });
    await advance(900_000);
    expect(stayModal()).toHaveTextContent('You will be signed out in 20 seconds.');
    await advance(19_000);
    expect(onLogout).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('Stay signed in keeps the session and starts a new idle period', async () => {
    const { onLogout } = setup();
    await advance(900_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(stayModal()).not.toBeInTheDocument();
    await advance(20_000);
    expect(onLogout).not.toHaveBeenCalled();
    await advance(880_000);
    expect(stayModal()).toBeInTheDocument();
  });

  it('at zero logs out with the info message Your Session Ended', async () => {
    const { onLogout } = setup();
    await advance(900_000);
    await advance(10_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(stayModal()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your Session Ended');
  });

  it('the Logout button logs out at once', async () => {
    const { onLogout } = setup();
    await advance(900_000);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await advance(0);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('activity (click, keys, mouse, touch, scroll) resets the idle timer', async () => {
    setup();
    await advance(800_000);
    fireEvent.mouseMove(document.body);
    await advance(800_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(800_000);
    fireEvent.scroll(window);
    await advance(800_000);
    fireEvent.touchStart(document.body);
    await advance(800_000);
    fireEvent.click(document.body);
    await advance(899_000);
    expect(stayModal()).not.toBeInTheDocument();
    await advance(1_000);
    expect(stayModal()).toBeInTheDocument();
  });

  it('a burst of activity is debounced but the last event still counts', async () => {
    setup();
    await advance(100_000);
    fireEvent.mouseMove(document.body);
    await advance(100);
    fireEvent.mouseMove(document.body);
    await advance(899_950);
    expect(stayModal()).not.toBeInTheDocument();
    await advance(200);
    expect(stayModal()).toBeInTheDocument();
  });

  it('counts game-frame messages as activity on the mobile layout only', async () => {
    setup({ gameMessages: true });
    await advance(800_000);
    window.dispatchEvent(new MessageEvent('message', { data: 'spin' }));
    await advance(800_000);
    expect(stayModal()).not.toBeInTheDocument();
  });

  it('ignores messages elsewhere', async () => {
    setup();
    await advance(800_000);
    window.dispatchEvent(new MessageEvent('message', { data: 'spin' }));
    await advance(100_000);
    expect(stayModal()).toBeInTheDocument();
  });
});

describe('IdleWatcher: kiosk countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks Do you need more time? with a 10-second countdown, and Yes resets the idle timer', async () => {
    const { onExit } = setup({ idleSeconds: 30, kiosk: true });
    await advance(30_000);
    expect(kioskModal()).toHaveTextContent('Returning to the start screen in 10 seconds.');
    await advance(3_000);
    expect(kioskModal()).toHaveTextContent('7 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(kioskModal()).not.toBeInTheDocument();
    await advance(29_000);
    expect(kioskModal()).not.toBeInTheDocument();
    await advance(1_000);
    expect(kioskModal()).toHaveTextContent('10 seconds');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('Yes, more time, is the focused and the prominent answer; No is the secondary one', async () => {
    setup({ idleSeconds: 30, kiosk: true });
    await advance(30_000);
    const yes = screen.getByRole('button', { name: 'Yes' });
    const no = screen.getByRole('button', { name: 'No' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveClass('button--primary');
    expect(no).not.toHaveClass('button--primary');
  });

  it('counts down from the countdown it is given (20 s from KioskMode metadata)', async () => {
    const { onExit } = setup({ idleSeconds: 30, countdownSeconds: 20, kiosk: true });
    await advance(30_000);
    expect(kioskModal()).toHaveTextContent('Returning to the start screen in 20 seconds.');
    await advance(19_000);
    expect(onExit).not.toHaveBeenCalled();
    await advance(1_000);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('No leaves to the kiosk home', async () => {
    const { onExit, onLogout } = setup({ idleSeconds: 30, kiosk: true });
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('zero leaves to the kiosk home', async () => {
    const { onExit } = setup({ idleSeconds: 30, kiosk: true });
    await advance(30_000);
    await advance(10_000);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(kioskModal()).not.toBeInTheDocument();
  });
});
