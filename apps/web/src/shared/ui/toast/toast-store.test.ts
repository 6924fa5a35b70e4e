import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, defaultOptions } from './toast-store';

describe('toast store (message toasts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives errors, infos and successes 5000 ms and warnings 0 (sticky), as top bars', () => {
    for (const type of ['error', 'info', 'success'] as const) {
      expect(defaultOptions(type)).toMatchObject({ Duration: 5000, Style: 'bar', Position: 'top' });
    }
    expect(defaultOptions('warning').Duration).toBe(0);
  });

  it('builds a message with type, content, messageId, options and createdAt', () => {
    const store = createToastStore(5, () => 1234);
    const id = store.show('info', 'hello', { Title: 'Note' });
    expect(store.getToasts()[0]).toMatchObject({
      type: 'info',
      content: 'hello',
      messageId: id,
      createdAt: 1234,
      options: { Title: 'Note', Duration: 5000 },
    });
  });

  it('drops the oldest toast beyond MaxStack', () => {
    const store = createToastStore(2);
    store.show('info', 'one');
    store.show('info', 'two');
    store.show('info', 'three');
    expect(store.getToasts().map((t) => t.content)).toEqual(['two', 'three']);
  });

  it('auto-erases after Duration, with a 200 ms leave before removal', () => {
    const store = createToastStore();
    store.show('error', 'boom');
    vi.advanceTimersByTime(4999);
    expect(store.getToasts()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(199);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('keeps a warning until dismissed', () => {
    const store = createToastStore();
    const id = store.show('warning', 'careful');
    vi.advanceTimersByTime(60_000);
    expect(store.getToasts()).toHaveLength(1);
    store.dismiss(id);
    vi.advanceTimersByTime(200);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('pauses on hover and resumes with the remaining time', () => {
    const store = createToastStore();
    const id = store.show('success', 'saved');
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getToasts()[0]?.leaving).toBe(false);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getToasts()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.leaving).toBe(true);
  });

  it('does not pause when PauseOnHover is off', () => {
    const store = createToastStore();
    const id = store.show('info', 'x', { PauseOnHover: false });
    store.pause(id);
    vi.advanceTimersByTime(5000);
    expect(store.getToasts()[0]?.leaving).toBe(true);
  });
});
