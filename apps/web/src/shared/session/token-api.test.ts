import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { clearSession, getCurrentUser, isMemorySession, storeMemorySession } from './session-store';
import { refreshSession } from './token-api';

function deferredTokenResponse() {
  let resolve: (response: Response) => void = () => {};
  vi.spyOn(globalThis, 'fetch').mockReturnValue(
    new Promise<Response>((r) => {
      resolve = r;
    }),
  );
  return () =>
    resolve(
      jsonResponse(200, { access_token: 'a2', refresh_token: 'r2', token_type: 'Bearer', expires_in: 60 }),
    );
}

describe('refreshSession', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('stores the refreshed tokens while the same session is current', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
    const answer = deferredTokenResponse();
    const refreshing = refreshSession();
    answer();
    await expect(refreshing).resolves.toBe('a2');
    expect(getCurrentUser()?.refresh_token).toBe('r2');
  });

  it('does not write tokens back when the user logged out meanwhile', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
    const answer = deferredTokenResponse();
    const refreshing = refreshSession();
    clearSession();
    answer();
    await expect(refreshing).resolves.toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(getCurrentUser()).toBeNull();
  });

  it('does not replace an impersonation started meanwhile', async () => {
    localStorage.setItem('currentUser', JSON.stringify({ access_token: 'a1', refresh_token: 'r1' }));
    const answer = deferredTokenResponse();
    const refreshing = refreshSession();
    storeMemorySession({ access_token: 'patron', token_type: 'Bearer', expires_in: 60 });
    answer();
    await expect(refreshing).resolves.toBeNull();
    expect(isMemorySession()).toBe(true);
    expect(getCurrentUser()?.access_token).toBe('patron');
    expect(localStorage.getItem('currentUser')).toBeNull();
  });
});
