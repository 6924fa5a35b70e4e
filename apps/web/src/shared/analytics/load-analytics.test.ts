import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAnalytics } from './load-analytics';
import { scheduleAnalytics } from './schedule-analytics';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as TagWindow).dataLayer;
  delete (window as TagWindow).gtag;
});

describe('installAnalytics', () => {
  it('adds no script for a tenant without a key', () => {
    expect(installAnalytics({})).toEqual([]);
    expect(scripts()).toEqual([]);
    expect((window as TagWindow).dataLayer).toBeUndefined();
  });

  it("adds Google's tag scripts, async, for the keys the tenant set", () => {
    installAnalytics({ analyticsKey: 'G-ABC123', tagManagerKey: 'GTM-XY12' });
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-XY12',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    ]);
    expect(Array.from(document.head.querySelectorAll('script')).every((s) => s.async)).toBe(true);
    const layer = (window as TagWindow).dataLayer ?? [];
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
    expect(Array.from(layer[2] as ArrayLike<unknown>)).toEqual(['config', 'G-ABC123']);
  });

  it('adds each script once however often it runs', () => {
    installAnalytics({ analyticsKey: 'G-ABC123' });
    installAnalytics({ analyticsKey: 'G-ABC123' });
    expect(scripts()).toHaveLength(1);
  });
});

describe('scheduleAnalytics', () => {
  it('waits for the loaded page to be idle before loading', () => {
    const load = vi.fn(async () => undefined);
    let idle: (() => void) | undefined;
    const win = {
      document: { readyState: 'complete' },
      // The settling wait (shared/dom/after-load.test.ts) passes at once here.
      setTimeout: (run: () => void) => (run(), 1),
      requestIdleCallback: (run: () => void) => ((idle = run), 1),
    } as unknown as Window;
    scheduleAnalytics(load, win);
    expect(load).not.toHaveBeenCalled();
    idle?.();
    expect(load).toHaveBeenCalledOnce();
  });
});
