import { afterEach, describe, expect, it } from 'vitest';
import {
  beginSocialDialog,
  defaultSocialDialogUrl,
  parseSocialCallback,
  readPendingSocialDialog,
  socialDialogUrl,
} from './social-login';

const pending = { state: 's1', provider: 'facebook' } as const;
const config = { facebookDialogUrl: 'https://fb.test/dialog/oauth', googleDialogUrl: 'https://g.test/auth' };

describe('social login', () => {
  afterEach(() => sessionStorage.clear());

  it('opens the implicit-flow dialog that returns to /providers?provider=…', () => {
    const base = defaultSocialDialogUrl('facebook', config);
    const url = new URL(socialDialogUrl('facebook', '123', 'https://naskila.example', 's1', base));
    expect(`${url.origin}${url.pathname}`).toBe('https://fb.test/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('123');
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://naskila.example/providers?provider=facebook');
    const google = defaultSocialDialogUrl('google', config);
    expect(socialDialogUrl('google', 'g-id', 'https://x', 's', google)).toMatch(/^https:\/\/g\.test\/auth\?/);
  });

  it("opens the metadata's authEndpoint when it names one, else the configured dialog", () => {
    expect(socialDialogUrl('facebook', '1', 'https://x', 's', '/social/facebook')).toMatch(
      /^\/social\/facebook\?client_id=1&/,
    );
    expect(socialDialogUrl('google', '1', 'https://x', 's')).toMatch(
      /^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/,
    );
  });

  it('keeps a fresh random state per dialog opening in sessionStorage', () => {
    const first = beginSocialDialog('google');
    expect(readPendingSocialDialog()).toEqual({ state: first, provider: 'google' });
    const second = beginSocialDialog('facebook');
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(readPendingSocialDialog()).toEqual({ state: second, provider: 'facebook' });
  });

  it('reads access_token and user_id from the fragment with the pending state', () => {
    expect(
      parseSocialCallback(
        '?provider=facebook',
        '#access_token=EAA1&user_id=42&expires_in=3600&state=s1',
        pending,
      ),
    ).toEqual({ kind: 'token', provider: 'facebook', accessToken: 'EAA1', userId: '42' });
    expect(parseSocialCallback('', '#access_token=ya29&user_id=7&state=s1', pending)).toMatchObject({
      kind: 'token',
      provider: 'facebook',
    });
  });

  it('refuses a callback without the pending state (login CSRF)', () => {
    const refused = { kind: 'error', provider: 'facebook', code: 'state_mismatch' };
    expect(parseSocialCallback('?provider=facebook', '#access_token=EAA1&state=facebook', pending)).toEqual(
      refused,
    );
    expect(parseSocialCallback('?provider=facebook', '#access_token=EAA1', pending)).toEqual(refused);
    expect(parseSocialCallback('?provider=facebook', '#access_token=EAA1&state=s1', null)).toEqual(refused);
    expect(parseSocialCallback('?provider=google', '#access_token=EAA1&state=s1', pending)).toMatchObject({
      kind: 'error',
      code: 'state_mismatch',
    });
  });

  it('never reads tokens from the query string', () => {
    expect(parseSocialCallback('?provider=facebook&access_token=EAA1&state=s1', '', pending)).toEqual({
      kind: 'none',
    });
  });

  it('reports the provider error code and ignores unknown providers or empty callbacks', () => {
    expect(
      parseSocialCallback(
        '?provider=google',
        '#error=access_denied&error_description=User+cancelled&state=s1',
        { state: 's1', provider: 'google' },
      ),
    ).toEqual({ kind: 'error', provider: 'google', code: 'access_denied' });
    expect(parseSocialCallback('?provider=myspace', '#access_token=x', pending)).toEqual({ kind: 'none' });
    expect(parseSocialCallback('?provider=facebook', '', pending)).toEqual({ kind: 'none' });
  });
});
