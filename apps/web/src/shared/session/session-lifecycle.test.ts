import { LOGOUT_LOADING_CLEAR_MS, type TokenResponse } from '@patron/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { METADATA_KEY, queryClient } from '../query/query-client';
import { toast, toastStore } from '../ui/toast/toast-store';
import { endSession, startSession } from './session-lifecycle';
import { getCurrentUser, isMemorySession, isSigningOut, onSessionEvent } from './session-store';

const token = (extra: Partial<TokenResponse> = {}): TokenResponse => ({
  access_token: 'a1',
  refresh_token: 'r1',
  token_type: 'Bearer',
  expires_in: 60,
  ...extra,
});

let events: string[] = [];
let stopListening = () => {};
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  events = [];
  stopListening = onSessionEvent((event) => events.push(event));
  fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, {}));
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
});

afterEach(async () => {
  stopListening();
  await endSession('expired');
  queryClient.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function fillStores() {
  queryClient.setQueryData(['profile'], { firstName: 'Previous' });
  queryClient.setQueryData([METADATA_KEY, 'Branding'], { color: 'kept' });
  toast.error('an old error');
}

function expectStoresCleared() {
  expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  expect(queryClient.getQueryData([METADATA_KEY, 'Branding'])).toEqual({ color: 'kept' });
  expect(toastStore.getToasts()).toEqual([]);
}

function revokeCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes('/oauth/revoke'));
}

describe('startSession (login)', () => {
  it("keeps a player's tokens, clears the REMOTE_LOGIN flag, the cache and the toasts, announces login", () => {
    localStorage.setItem('REMOTE_LOGIN', '1');
    fillStores();
    startSession(token(), 'player');
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toMatchObject({ access_token: 'a1' });
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
    expectStoresCleared();
    expect(events).toEqual(['login']);
  });

  it.each([
    ['an r_token sign-in', token(), 'remote'],
    ["a host system's token (as:client_id)", token({ 'as:client_id': 'host-42' }), 'player'],
  ] as const)('sets REMOTE_LOGIN on %s', (_, tokens, kind) => {
    startSession(tokens, kind);
    expect(localStorage.getItem('REMOTE_LOGIN')).toBe('1');
  });

  it('keeps an impersonation in memory only, drops the stored session and never marks it remote', () => {
    startSession(token(), 'player');
    localStorage.setItem('REMOTE_LOGIN', '1');
    startSession(
      token({ access_token: 'patron', refresh_token: undefined, 'as:client_id': 'x' }),
      'impersonation',
    );
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
    expect(isMemorySession()).toBe(true);
    expect(getCurrentUser()?.access_token).toBe('patron');
  });

  it('a player sign-in ends an impersonation held in memory', () => {
    startSession(token({ access_token: 'patron' }), 'impersonation');
    startSession(token({ access_token: 'own' }), 'player');
    expect(isMemorySession()).toBe(false);
    expect(getCurrentUser()?.access_token).toBe('own');
  });
});

describe('endSession (logout)', () => {
  it('logout revokes the refresh token first, then clears everything with the guards held off', async () => {
    startSession(token({ 'as:client_id': 'host-42' }), 'player');
    fillStores();
    events = [];
    let answerRevoke: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answerRevoke = resolve)));
    const signingOut: boolean[] = [];
    const navigate = vi.fn(() => {
      signingOut.push(isSigningOut());
    });
    const ending = endSession('logout', { destination: '/session/login', navigate });
    await vi.waitFor(() => expect(revokeCalls()).toHaveLength(1));
    expect(String(revokeCalls()[0]?.[1]?.body)).toContain('token=r1');
    expect(getCurrentUser()?.access_token).toBe('a1');
    expect(navigate).not.toHaveBeenCalled();
    answerRevoke(jsonResponse(200, {}));
    await expect(ending).resolves.toBe('navigated');
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
    expectStoresCleared();
    expect(events).toEqual(['logout']);
    expect(navigate).toHaveBeenCalledWith('/session/login');
    expect(signingOut).toEqual([true]);
    expect(isSigningOut()).toBe(false);
  });

  it('logout still signs out locally when the revoke fails', async () => {
    startSession(token(), 'player');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await endSession('logout');
    expect(getCurrentUser()).toBeNull();
  });

  it('an expired session is not revoked again and shows its notice after the old toasts are gone', async () => {
    startSession(token(), 'player');
    toast.error('an old error');
    await endSession('expired', {
      notice: 'Your Session Ended',
      destination: '/session/login',
      navigate: vi.fn(),
    });
    expect(revokeCalls()).toEqual([]);
    expect(toastStore.getToasts().map((t) => t.content)).toEqual(['Your Session Ended']);
    expect(getCurrentUser()).toBeNull();
  });

  it('the management logout ends the in-memory impersonation', async () => {
    startSession(token({ access_token: 'patron', refresh_token: undefined }), 'impersonation');
    await endSession('impersonation-ended', { destination: '/dummy-login/dummy-login', navigate: vi.fn() });
    expect(isMemorySession()).toBe(false);
    expect(getCurrentUser()).toBeNull();
    expect(revokeCalls()).toEqual([]);
  });

  it('a reset clears at once without waiting for the revoke and without holding the guards', () => {
    startSession(token(), 'remote');
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    void endSession('reset');
    expect(getCurrentUser()).toBeNull();
    expect(localStorage.getItem('REMOTE_LOGIN')).toBeNull();
    expect(isSigningOut()).toBe(false);
    expect(revokeCalls()).toHaveLength(1);
  });

  it('leaves for an http(s) destination and clears the sign-out flag after 5 s', async () => {
    vi.useFakeTimers();
    startSession(token(), 'player');
    const redirect = vi.fn();
    const navigate = vi.fn();
    const exit = await endSession('logout', {
      destination: 'https://casino.example.test/bye',
      navigate,
      redirect,
    });
    expect(exit).toBe('redirected');
    expect(redirect).toHaveBeenCalledWith('https://casino.example.test/bye');
    expect(navigate).not.toHaveBeenCalled();
    expect(isSigningOut()).toBe(true);
    vi.advanceTimersByTime(LOGOUT_LOADING_CLEAR_MS);
    expect(isSigningOut()).toBe(false);
  });
});
