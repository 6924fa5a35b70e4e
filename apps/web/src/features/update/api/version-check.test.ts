import { STORAGE_KEYS } from '@patron/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyVersion } from './version-check';

describe('version check', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signals, clears the stored app state and saves the version when it differs', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '1.0.0');
    localStorage.setItem(STORAGE_KEYS.currentUser, '{"access_token":"a"}');
    localStorage.setItem(STORAGE_KEYS.kioskMode, '1');
    localStorage.setItem(STORAGE_KEYS.settings, '{"theme":"dark"}');
    localStorage.setItem('closedCards', '["hot"]');
    sessionStorage.setItem('pending', 'x');
    const signal = vi.fn();

    expect(applyVersion('2.0.0', { storage: localStorage, sessionStorage, signal })).toBe(true);

    expect(signal).toHaveBeenCalledWith('2.0.0');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2.0.0');
    expect(localStorage.getItem('closedCards')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // The session, the device mode and the player's settings survive an update.
    expect(localStorage.getItem(STORAGE_KEYS.currentUser)).toBe('{"access_token":"a"}');
    expect(localStorage.getItem(STORAGE_KEYS.kioskMode)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.settings)).toBe('{"theme":"dark"}');
  });

  it('does nothing when the stored version is the app version', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '2.0.0');
    localStorage.setItem('closedCards', '["hot"]');
    const signal = vi.fn();
    expect(applyVersion('2.0.0', { storage: localStorage, sessionStorage, signal })).toBe(false);
    expect(signal).not.toHaveBeenCalled();
    expect(localStorage.getItem('closedCards')).toBe('["hot"]');
  });

  it('keeps the stored app state when clearing is turned off', () => {
    localStorage.setItem('closedCards', '["hot"]');
    applyVersion('2.0.0', { storage: localStorage, sessionStorage, signal: vi.fn(), clearState: false });
    expect(localStorage.getItem('closedCards')).toBe('["hot"]');
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('2.0.0');
  });
});
