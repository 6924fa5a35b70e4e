import { describe, expect, it, vi } from 'vitest';
import { isSigningOut, onSessionEvent, storeMemorySession } from '../../shared/session/session-store';
import { toast, toastStore } from '../../shared/ui/toast/toast-store';
import { fakeJwt } from '../../test/jwt';
import { endExpiredSession, sessionExpiryDestination } from './session-expiry';

describe('sessionExpiryDestination', () => {
  it('sends an expired player session to the login path', () => {
    expect(sessionExpiryDestination('/session/login', fakeJwt({ sub: '7080001@naskila' }))).toBe(
      '/session/login',
    );
    expect(sessionExpiryDestination('/session/login', undefined)).toBe('/session/login');
  });

  it('sends an expired impersonation back to the manager sign-in for the same patron', () => {
    const token = fakeJwt({ sub: '7080001@naskila', act: { sub: '7080003@naskila' } });
    expect(sessionExpiryDestination('/session/login', token)).toBe(
      '/dummy-login/dummy-login?patronId=7080001',
    );
  });
});

describe('endExpiredSession', () => {
  it('holds the guards off while an expired impersonation goes back to the dummy-login', async () => {
    const token = fakeJwt({ sub: '7080001@naskila', act: { sub: '7080003@naskila' } });
    storeMemorySession({ access_token: token, token_type: 'Bearer', expires_in: 60 });
    toast.error('an old error');
    const signingOutWhenCleared: boolean[] = [];
    const stop = onSessionEvent(() => signingOutWhenCleared.push(isSigningOut()));
    let signingOutWhileNavigating = false;
    const navigate = vi.fn(async () => {
      signingOutWhileNavigating = isSigningOut();
      await Promise.resolve();
    });
    await endExpiredSession('/session/login', navigate, 'Your Session Ended');
    stop();
    expect(navigate).toHaveBeenCalledWith('/dummy-login/dummy-login?patronId=7080001', { replace: true });
    expect(signingOutWhenCleared).toEqual([true]);
    expect(signingOutWhileNavigating).toBe(true);
    expect(isSigningOut()).toBe(false);
    expect(toastStore.getToasts().map((t) => t.content)).toEqual(['Your Session Ended']);
  });
});
