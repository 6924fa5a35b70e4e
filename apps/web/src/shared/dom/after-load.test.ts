import { describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle, type LoadingWindow } from './after-load';

function fakeWindow(readyState: DocumentReadyState, idleCallback = true) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    setTimeout: (run: () => void) => (timers.push(run), timers.length),
    ...(idleCallback ? { requestIdleCallback: (run: () => void) => (idle.push(run), idle.length) } : {}),
  } as unknown as LoadingWindow;
  return { win, load: () => listeners.forEach((l) => l()), idle, timers };
}

describe('afterLoadAndIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const run = vi.fn();
    const page = fakeWindow('interactive');
    afterLoadAndIdle(run, page.win);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.idle.forEach((callback) => callback());
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits only for idle when the page has already loaded', () => {
    const run = vi.fn();
    const page = fakeWindow('complete');
    afterLoadAndIdle(run, page.win);
    expect(run).not.toHaveBeenCalled();
    page.idle.forEach((callback) => callback());
    expect(run).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const run = vi.fn();
    const page = fakeWindow('complete', false);
    afterLoadAndIdle(run, page.win);
    expect(run).not.toHaveBeenCalled();
    page.timers.forEach((callback) => callback());
    expect(run).toHaveBeenCalledOnce();
  });
});
