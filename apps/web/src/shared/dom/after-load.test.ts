import { describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle, SETTLE_MS, type LoadingWindow } from './after-load';

function fakeWindow(readyState: DocumentReadyState, idleCallback = true) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    setTimeout: (run: () => void, ms: number) => (timers.push({ run, ms }), timers.length),
    ...(idleCallback ? { requestIdleCallback: (run: () => void) => (idle.push(run), idle.length) } : {}),
  } as unknown as LoadingWindow;
  const fireTimers = () => timers.splice(0).forEach((timer) => timer.run());
  return { win, load: () => listeners.forEach((l) => l()), idle, timers, fireTimers };
}

describe('afterLoadAndIdle', () => {
  it('waits for the load event, then a settling second, then for the browser to be idle', () => {
    const run = vi.fn();
    const page = fakeWindow('interactive');
    afterLoadAndIdle(run, page.win);
    expect(page.timers).toHaveLength(0);
    page.load();
    expect(page.timers.map((timer) => timer.ms)).toEqual([SETTLE_MS]);
    expect(page.idle).toHaveLength(0);
    page.fireTimers();
    expect(run).not.toHaveBeenCalled();
    page.idle.forEach((callback) => callback());
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits only to settle and for idle when the page has already loaded', () => {
    const run = vi.fn();
    const page = fakeWindow('complete');
    afterLoadAndIdle(run, page.win);
    expect(page.idle).toHaveLength(0);
    page.fireTimers();
    expect(run).not.toHaveBeenCalled();
    page.idle.forEach((callback) => callback());
    expect(run).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const run = vi.fn();
    const page = fakeWindow('complete', false);
    afterLoadAndIdle(run, page.win);
    page.fireTimers();
    expect(run).not.toHaveBeenCalled();
    page.fireTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
