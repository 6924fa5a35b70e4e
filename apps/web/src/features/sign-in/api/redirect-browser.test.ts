import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectBrowser } from './redirect-browser';
import { socialDialogUrl } from './social-login';

describe('redirectBrowser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows an http(s) URL, relative ones against the origin', () => {
    const assign = vi.fn();
    expect(redirectBrowser('https://idp.test/authorize?x=1', assign)).toBe(true);
    expect(redirectBrowser('/social/facebook', assign)).toBe(true);
    expect(assign.mock.calls).toEqual([
      ['https://idp.test/authorize?x=1'],
      [`${window.location.origin}/social/facebook`],
    ]);
  });

  it('logs and ignores a javascript: redirectUrl', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    expect(redirectBrowser('javascript:alert(document.cookie)', assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('ignores a social dialog whose authEndpoint is not http(s)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    const url = socialDialogUrl('facebook', 'app', window.location.origin, 's', 'javascript:alert(1)//');
    expect(redirectBrowser(url, assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
