import { describe, expect, it } from 'vitest';
import { defaultSocialDialogUrl, parseSocialCallback, socialDialogUrl } from './social-login';

const config = { facebookDialogUrl: 'https://fb.test/dialog/oauth', googleDialogUrl: 'https://g.test/auth' };

describe('social login', () => {
  it('opens the implicit-flow dialog that returns to /providers?provider=…', () => {
    const base = defaultSocialDialogUrl('facebook', config);
    const url = new URL(socialDialogUrl('facebook', '123', 'https://naskila.example', base));
    expect(`${url.origin}${url.pathname}`).toBe('https://fb.test/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('123');
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('redirect_uri')).toBe('https://naskila.example/providers?provider=facebook');
    const google = defaultSocialDialogUrl('google', config);
    expect(socialDialogUrl('google', 'g-id', 'https://x', google)).toMatch(/^https:\/\/g\.test\/auth\?/);
  });

  it("opens the metadata's authEndpoint when it names one, else the configured dialog", () => {
    expect(socialDialogUrl('facebook', '1', 'https://x', '/social/facebook')).toMatch(
      /^\/social\/facebook\?client_id=1&/,
    );
    expect(socialDialogUrl('google', '1', 'https://x')).toMatch(
      /^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/,
    );
  });

  it('reads access_token and user_id from the fragment', () => {
    expect(
      parseSocialCallback('?provider=facebook', '#access_token=EAA1&user_id=42&expires_in=3600'),
    ).toEqual({
      kind: 'token',
      provider: 'facebook',
      accessToken: 'EAA1',
      userId: '42',
    });
    expect(parseSocialCallback('', '#access_token=ya29&user_id=7&state=google')).toMatchObject({
      kind: 'token',
      provider: 'google',
    });
  });

  it('reports the provider error and ignores unknown providers or empty callbacks', () => {
    expect(
      parseSocialCallback('?provider=google', '#error=access_denied&error_description=User+cancelled'),
    ).toEqual({ kind: 'error', provider: 'google', code: 'access_denied', message: 'User cancelled' });
    expect(parseSocialCallback('?provider=myspace', '#access_token=x')).toEqual({ kind: 'none' });
    expect(parseSocialCallback('?provider=facebook', '')).toEqual({ kind: 'none' });
  });
});
